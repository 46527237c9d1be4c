// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "dialogs/shortcutsheet.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QRegularExpression>
#include <QTableWidget>
#include <QVBoxLayout>

namespace mapsmith {

namespace {

QString plainText(const QAction *action)
{
    QString text = action->text();
    text.remove(QRegularExpression(QStringLiteral("&(?!&)")));
    text.remove(QStringLiteral("…"));
    return text.trimmed();
}

} // namespace

ShortcutSheet::ShortcutSheet(const QList<QAction *> &actions, QWidget *parent)
    : QDialog(parent), m_table(new QTableWidget(this))
{
    setObjectName(QStringLiteral("shortcutSheet"));
    setWindowTitle(tr("Keyboard Shortcuts"));
    QList<QPair<QString, QString>> rows;
    for (const QAction *action : actions) {
        QStringList keys;
        for (const QKeySequence &k : action->shortcuts())
            keys << k.toString(QKeySequence::NativeText);
        if (!keys.isEmpty())
            rows.append({plainText(action), keys.join(QStringLiteral(", "))});
    }
    rows.append({tr("Pan while held"), tr("Space")});
    rows.append({tr("Pan"), tr("Middle-drag")});
    rows.append({tr("Zoom about the cursor"), tr("Mouse wheel")});
    rows.append({tr("Pick the tile under the cursor (Paint)"), tr("Right-click")});
    rows.append({tr("Fit the map to the window (Pan)"), tr("Double-click")});

    m_table->setColumnCount(2);
    m_table->setRowCount(static_cast<int>(rows.size()));
    m_table->setHorizontalHeaderLabels({tr("Action"), tr("Keys")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    for (int i = 0; i < rows.size(); ++i) {
        m_table->setItem(i, 0, new QTableWidgetItem(rows[i].first));
        m_table->setItem(i, 1, new QTableWidgetItem(rows[i].second));
    }
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    layout->addWidget(buttons);
    resize(520, 640);
}

QList<QPair<QString, QString>> ShortcutSheet::rows() const
{
    QList<QPair<QString, QString>> out;
    for (int i = 0; i < m_table->rowCount(); ++i)
        out.append({m_table->item(i, 0)->text(), m_table->item(i, 1)->text()});
    return out;
}

} // namespace mapsmith
