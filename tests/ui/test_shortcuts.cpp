// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Keyboard shortcuts: every tool has one, no two actions share one, the shortcut sheet lists them all;
// the undo history view shows one row per user action.
#include "dialogs/shortcutsheet.h"
#include "document/commands.h"
#include "document/mapdocument.h"
#include "mainwindow.h"
#include "tools/toolmanager.h"
#include "uitest.h"

#include <QAction>
#include <QUndoStack>
#include <QUndoView>

using namespace mapsmith;

class TestShortcuts : public QObject
{
    Q_OBJECT

public:
    static void initMain() { uitest::isolateSettings(); }

private slots:
    void everyTool_hasASingleKeyShortcut()
    {
        MainWindow window;
        for (QAction *action : window.toolManager()->toolActions()) {
            QVERIFY2(!action->shortcut().isEmpty(), qPrintable(action->text()));
            QCOMPARE(action->shortcut().count(), 1);
            QVERIFY(action->toolTip().contains(action->shortcut().toString(QKeySequence::NativeText)));
        }
    }

    void noTwoActions_shareAShortcut()
    {
        MainWindow window;
        QHash<QKeySequence, QString> owner;
        for (QAction *action : window.findChildren<QAction *>()) {
            for (const QKeySequence &key : action->shortcuts()) {
                QVERIFY2(!owner.contains(key),
                         qPrintable(QStringLiteral("%1 is both %2 and %3")
                                        .arg(key.toString(), owner.value(key), action->text())));
                owner.insert(key, action->text());
            }
        }
        QVERIFY(owner.size() > 20);
    }

    void shortcutSheet_listsEveryActionWithItsKeys()
    {
        MainWindow window;
        const QList<QAction *> actions = window.shortcutActions();
        ShortcutSheet sheet(actions, &window);
        const auto rows = sheet.rows();
        for (QAction *tool : window.toolManager()->toolActions()) {
            const QString keys = tool->shortcut().toString(QKeySequence::NativeText);
            const bool listed = std::any_of(rows.begin(), rows.end(), [&](const auto &row) {
                return row.second == keys && !row.first.contains(QLatin1Char('&'));
            });
            QVERIFY2(listed, qPrintable(tool->text()));
        }
        const QString undoKeys = QKeySequence(QKeySequence::Undo).toString(QKeySequence::NativeText);
        QVERIFY(std::any_of(rows.begin(), rows.end(),
                            [&](const auto &row) { return row.second.contains(undoKeys); }));
        QVERIFY(std::any_of(rows.begin(), rows.end(),
                            [](const auto &row) { return row.second == QStringLiteral("Space"); }));
    }

    void undoHistory_showsOneRowPerAction_andClickingARowGoesThere()
    {
        MainWindow window;
        window.show();
        QVERIFY(uitest::waitForMap(window.document()));
        MapDocument *doc = window.document();
        auto *view = window.findChild<QUndoView *>(QStringLiteral("undoHistory"));
        QVERIFY(view);
        const std::uint64_t original = doc->mapHash();
        doc->undoStack()->push(new PaintTilesCommand(doc, {PaintBrush::Kind::Tile, Tile::Door}, {3, 3}));
        doc->undoStack()->push(new PaintTilesCommand(doc, {PaintBrush::Kind::Tile, Tile::Slow}, {4, 4}));
        QCOMPARE(view->model()->rowCount(), 3); // the empty state + two actions
        QCOMPARE(view->model()->index(2, 0).data().toString(), QStringLiteral("Paint Slow floor"));
        view->setCurrentIndex(view->model()->index(0, 0));
        QCOMPARE(doc->undoStack()->index(), 0);
        QCOMPARE(doc->mapHash(), original);
    }
};

QTEST_MAIN(TestShortcuts)
#include "test_shortcuts.moc"
