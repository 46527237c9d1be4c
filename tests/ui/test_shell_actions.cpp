// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Actions alone, on a bare widget: every action named and worded, shortcuts unique, Redo on Ctrl+Y and
// Ctrl+Shift+Z, Undo named after the next command, the menus built in their order, the texts retranslated;
// and the main window's Help menu built from them (Report a Problem, About).
#include "dialogs/userguide.h"
#include "document/autosaver.h"
#include "i18n/language.h"
#include "mainwindow.h"
#include "shell/actions.h"
#include "uitest.h"

#include <QAbstractButton>
#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSet>
#include <QTextBrowser>
#include <QUndoStack>
#include <QtTest>

using namespace mapsmith;

namespace {

class Named : public QUndoCommand
{
public:
    explicit Named(const QString &text) { setText(text); }
};

QStringList texts(const QMenu &menu)
{
    QStringList out;
    for (QAction *a : menu.actions())
        out << (a->isSeparator() ? QStringLiteral("-") : a->text().remove(QLatin1Char('&')));
    return out;
}

} // namespace

class TestShellActions : public QObject
{
    Q_OBJECT

public:
    static void initMain() { uitest::isolateSettings(); }

private slots:
    void cleanup() { Language::apply(QStringLiteral("en")); }

    void everyAction_hasANameAndText_andNoShortcutIsShared()
    {
        QWidget window;
        QUndoStack stack;
        Actions actions(&window);
        actions.retranslate(&stack);
        const QList<QAction *> all = actions.all();
        QCOMPARE(all.size(), 32);
        QSet<QString> names;
        QSet<QString> keys;
        for (QAction *a : all) {
            QVERIFY2(!a->objectName().isEmpty() && !names.contains(a->objectName()), qPrintable(a->text()));
            names.insert(a->objectName());
            QVERIFY2(!a->text().isEmpty(), qPrintable(a->objectName()));
            QCOMPARE(a->parent(), &window); // their shortcuts act in the window
            for (const QKeySequence &key : a->shortcuts()) {
                QVERIFY2(!keys.contains(key.toString()), qPrintable(key.toString()));
                keys.insert(key.toString());
            }
        }
        QVERIFY(actions.redo->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Y)));
        QVERIFY(actions.redo->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)));
        QCOMPARE(actions.regenerate->shortcut(), QKeySequence(Qt::Key_F5));
        QCOMPARE(actions.shortcutSheet->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Slash));
    }

    void undoAndRedo_areNamedAfterTheNextCommand()
    {
        QWidget window;
        QUndoStack stack;
        Actions actions(&window);
        actions.retranslate(&stack);
        QVERIFY(!actions.undo->isEnabled());
        QCOMPARE(actions.undo->text(), QStringLiteral("&Undo"));
        stack.push(new Named(QStringLiteral("Paint Wall")));
        actions.updateUndo(&stack);
        QVERIFY(actions.undo->isEnabled());
        QCOMPARE(actions.undo->text(), QStringLiteral("&Undo Paint Wall"));
        stack.undo();
        actions.updateUndo(&stack);
        QCOMPARE(actions.redo->text(), QStringLiteral("&Redo Paint Wall"));
        QVERIFY(!actions.undo->isEnabled());
    }

    void menus_areBuiltFromTheActions_inTheirOrder()
    {
        QWidget window;
        QUndoStack stack;
        Actions actions(&window);
        actions.retranslate(&stack);
        QMenu file;
        QMenu recent(QStringLiteral("Open Recent"));
        actions.fillFileMenu(&file, &recent);
        QCOMPARE(
            texts(file),
            (QStringList{"New", "Open…", "Import Tiled Map (.tmj, .tmx)…", "Open Recent", "-", "Save Config",
                         "Save Config As…", "Save Project", "Save Project As…", "-", "Export Map (YAML)…",
                         "Export PNG…", "Export Lode Runner Level (.txt)…", "Export Thumbnail Wall…",
                         "Export Tiled Map (.tmj, .tmx)…", "Tiled Tile Mapping…", "-", "Quit"}));
        QMenu edit;
        actions.fillEditMenu(&edit);
        QCOMPARE(texts(edit), (QStringList{"Undo", "Redo", "-", "Previous Seed", "Next Seed", "Regenerate",
                                           "-", "Clear Hand Edits"}));
        QMenu help;
        actions.fillHelpMenu(&help);
        QCOMPARE(texts(help), (QStringList{"User Guide", "Keyboard Shortcuts", "-", "Report a Problem…", "-",
                                           "About Mapsmith", "About Qt"}));
    }

    void retranslate_changesEveryText()
    {
        QWidget window;
        QUndoStack stack;
        Actions actions(&window);
        actions.retranslate(&stack);
        QStringList english;
        for (QAction *a : actions.all())
            english << a->text();
        QCOMPARE(Language::apply(QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
        actions.retranslate(&stack);
        for (int i = 0; i < english.size(); ++i) {
            QAction *a = actions.all().at(i);
            QVERIFY2(a->text() != english.at(i), qPrintable(a->objectName() + QLatin1Char(' ') + a->text()));
        }
        QCOMPARE(actions.quit->text(), QStringLiteral("退出(&Q)"));
    }

    void helpMenu_userGuide_opensInTheInterfaceLanguage_andFollowsASwitch()
    {
        MainWindow window;
        window.show();
        auto *action = window.findChild<QAction *>(QStringLiteral("userGuideAction"));
        QVERIFY(action);
        QCOMPARE(action->shortcut(), QKeySequence(QKeySequence::HelpContents));
        QMenu *help = nullptr;
        for (QAction *menu : window.menuBar()->actions())
            if (menu->menu() && menu->menu()->actions().contains(action))
                help = menu->menu();
        QVERIFY(help);
        QCOMPARE(help->actions().first(), action); // the guide heads the Help menu

        action->trigger();
        auto *guide = window.findChild<UserGuide *>(QStringLiteral("userGuide"));
        QVERIFY(guide && guide->isVisible());
        QVERIFY(!guide->isModal()); // it stays open beside the editor
        const QString english = guide->browser()->toPlainText();
        for (const char *part : {"Generating", "Editing", "Searching and planning", "Playing", "Beat"})
            QVERIFY2(english.contains(QLatin1String(part)), part);
        action->trigger(); // a second time shows the same guide
        QCOMPARE(window.findChildren<UserGuide *>().size(), 1);

        Language::apply(QStringLiteral("zh_CN"));
        QCoreApplication::processEvents();
        const QString chinese = guide->browser()->toPlainText();
        QVERIFY2(chinese.contains(QStringLiteral("用户指南")) && chinese.contains(QStringLiteral("试玩")),
                 qPrintable(chinese.left(80)));
        QCOMPARE(guide->windowTitle(), QStringLiteral("Mapsmith 用户指南"));
        guide->grab().save(QStringLiteral(MAPSMITH_BINARY_DIR "/userguide-zh_CN.png"));
        QCOMPARE(UserGuide::sourceFor(QStringLiteral("fr")), QStringLiteral(":/guide/guide.en.html"));
    }

    void helpMenu_reportAProblem_namesTheVersionAndTheRecoveryFolder_aboutNamesQt()
    {
        MainWindow window;
        auto *report = window.findChild<QAction *>(QStringLiteral("reportProblemAction"));
        auto *about = window.findChild<QAction *>(QStringLiteral("aboutAction"));
        QVERIFY(report && about);
        QMenu *help = nullptr;
        for (QAction *menu : window.menuBar()->actions())
            if (menu->menu() && menu->menu()->actions().contains(report))
                help = menu->menu();
        QVERIFY(help);
        QVERIFY(help->actions().contains(about));

        report->trigger();
        auto *box = window.findChild<QMessageBox *>(QStringLiteral("reportProblemBox"));
        QVERIFY(box);
        QVERIFY(box->text().contains(QString::fromLatin1(qVersion())));
        QVERIFY(box->text().contains(QCoreApplication::applicationVersion()));
        QVERIFY(box->text().contains(Autosaver::directory().toHtmlEscaped()));
        QVERIFY(box->findChild<QAbstractButton *>(QStringLiteral("openRecoveryFolder")));
        box->close();

        about->trigger();
        auto *aboutBox = window.findChild<QMessageBox *>(QStringLiteral("aboutBox"));
        QVERIFY(aboutBox);
        QVERIFY(aboutBox->text().contains(QStringLiteral(QT_VERSION_STR)));
        QVERIFY(aboutBox->text().contains(QStringLiteral("MIT")));
        aboutBox->close();
    }
};

QTEST_MAIN(TestShellActions)
#include "test_shell_actions.moc"
