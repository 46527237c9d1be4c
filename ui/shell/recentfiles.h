// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

class QAction;
class QMenu;

namespace mapsmith {

/// File > Open Recent: the last files opened or saved, newest first, kept in QSettings (`recentFiles`).
class RecentFiles : public QObject
{
    Q_OBJECT

public:
    static constexpr int kMax = 10;

    /// Fills `menu` whenever it is about to show; its last entry is Clear List.
    RecentFiles(QMenu *menu, QObject *parent);

    /// Puts `path` (made absolute) first.
    static void add(const QString &path);
    /// The files still there (the ones gone are forgotten).
    static QStringList files();
    static void clear();

    QAction *clearAction() const { return m_clear; }
    void retranslate();

signals:
    /// An entry of the menu was chosen.
    void openRequested(const QString &path);

private:
    void fill();

    QMenu *m_menu;
    QAction *m_clear;
};

} // namespace mapsmith
