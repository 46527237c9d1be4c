// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// placeholder: the UI engineer writes MainWindow here:
//   class MainWindow : public QMainWindow {
//   public: explicit MainWindow(QWidget *parent = nullptr);
//           bool openFile(const QString &path); // config (.yaml with generator) or map file; shows errors
//   };
