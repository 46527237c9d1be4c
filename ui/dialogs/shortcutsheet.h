// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <QDialog>
#include <QList>
#include <QPair>
#include <QString>

class QAction;
class QTableWidget;

namespace mapsmith {

/// Help → Keyboard Shortcuts: every action that has a shortcut (its text without the mnemonic, its keys
/// in the platform's notation), then the mouse and key gestures that are no actions.
class ShortcutSheet : public QDialog
{
    Q_OBJECT

public:
    ShortcutSheet(const QList<QAction *> &actions, QWidget *parent = nullptr);

    /// The rows as shown: (what, keys).
    QList<QPair<QString, QString>> rows() const;

private:
    QTableWidget *m_table;
};

} // namespace mapsmith
