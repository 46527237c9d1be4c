// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The small things of issue 20: the thumbnail-wall dialog's labels show their shortcut letter, not a
// literal '&'; Ctrl+Y redoes as Ctrl+Shift+Z does.
#include "audition/beatpanel.h"
#include "dialogs/walldialog.h"
#include "document/commands.h"
#include "document/mapdocument.h"
#include "mainwindow.h"
#include "render/walljob.h"
#include "shell/filesaver.h"
#include "sweep/sweeptext.h"
#include "uitest.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QUndoStack>
#include <QUndoView>

using namespace mapsmith;

class TestSmallThings : public QObject
{
    Q_OBJECT

public:
    static void initMain() { uitest::isolateSettings(); }

private slots:
    void wallDialog_everyMnemonicLabelHasABuddy()
    {
        WallDialog dialog(1);
        int labels = 0;
        for (const QLabel *label : dialog.findChildren<QLabel *>()) {
            if (!label->text().contains(QLatin1Char('&')))
                continue;
            ++labels;
            // Without a buddy QLabel draws the '&' itself ("&First seed:").
            QVERIFY2(label->buddy(), qPrintable(label->text()));
        }
        QVERIFY(labels >= 5);
    }

    void wallDialog_saysWhatTheNumberUnderEachSeedIs()
    {
        WallDialog dialog(1);
        dialog.setMetrics(sweep::metricSpecs("cave"));
        auto *legend = dialog.findChild<QLabel *>(QStringLiteral("wallLegend"));
        auto *metric = dialog.findChild<QComboBox *>(QStringLiteral("wallMetric"));
        QVERIFY(legend && metric);
        QCOMPARE(legend->text(), QStringLiteral("Each thumbnail shows its seed."));
        metric->setCurrentIndex(1); // the first metric
        const sweep::MetricSpec spec = sweep::metricSpecs("cave").front();
        QVERIFY2(legend->text().contains(wallLegend(spec)), qPrintable(legend->text()));
        QVERIFY2(wallLegend(spec).contains(sweepMetricLabel(spec)), qPrintable(wallLegend(spec)));
        metric->setCurrentIndex(0);
        QCOMPARE(legend->text(), QStringLiteral("Each thumbnail shows its seed."));
    }

    void languageSwitch_retranslatesTheHistoryRows()
    {
        MainWindow window;
        window.show();
        QVERIFY(uitest::waitForMap(window.document()));
        QUndoStack *stack = window.document()->undoStack();
        QVERIFY(window.document()->changeParam("steps", std::int64_t{7}));
        QVERIFY(window.document()->changeSeed(99));
        QVERIFY(uitest::waitForMap(window.document()));
        QCOMPARE(stack->count(), 2);
        const QString english = stack->text(0);
        QCOMPARE(stack->text(1), QStringLiteral("Change seed"));
        auto *history = window.findChild<QUndoView *>(QStringLiteral("undoHistory"));
        QVERIFY(history);
        uitest::switchLanguage(QStringLiteral("zh_CN"));
        const QString chinese = stack->text(0);
        QVERIFY2(chinese != english && !chinese.contains(QStringLiteral("Change")), qPrintable(chinese));
        QVERIFY2(stack->text(1) != QStringLiteral("Change seed"), qPrintable(stack->text(1)));
        // The history dock's rows (row 0 is the map as opened).
        QCOMPARE(history->model()->index(1, 0).data().toString(), chinese);
        QVERIFY(window.findChild<QAction *>(QStringLiteral("undoAction"))->text().contains(stack->text(1)));
        uitest::switchLanguage(QStringLiteral("en"));
        QCOMPARE(stack->text(0), english);
        QCOMPARE(history->model()->index(2, 0).data().toString(), QStringLiteral("Change seed"));
    }

    void languageSwitch_retranslatesBeatEditRows()
    {
        // Beat edits are made by the Beat panel and the Play dock, outside the document's own commands.
        MainWindow window;
        window.show();
        QVERIFY(uitest::waitForMap(window.document()));
        auto *beat = window.findChild<BeatPanel *>(QStringLiteral("beatPanel"));
        QVERIFY(beat);
        QUndoStack *stack = window.document()->undoStack();
        beat->bpmSpin()->setValue(beat->bpmSpin()->value() + 10.0);
        QCOMPARE(stack->count(), 1);
        QCOMPARE(stack->text(0), QStringLiteral("Change BPM"));
        uitest::switchLanguage(QStringLiteral("zh_CN"));
        QVERIFY2(stack->text(0) != QStringLiteral("Change BPM"), qPrintable(stack->text(0)));
        uitest::switchLanguage(QStringLiteral("en"));
        QCOMPARE(stack->text(0), QStringLiteral("Change BPM"));
    }

    void ctrlY_redoes()
    {
        MainWindow window;
        window.show();
        QVERIFY(uitest::waitForMap(window.document()));
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QUndoStack *stack = window.document()->undoStack();
        QVERIFY(window.document()->changeParam("steps", std::int64_t{7}));
        stack->undo();
        QVERIFY(stack->canRedo());
        QTest::keySequence(&window, QKeySequence(Qt::CTRL | Qt::Key_Y));
        QVERIFY(!stack->canRedo());
        QCOMPARE(std::get<std::int64_t>(*window.document()->param("steps")), std::int64_t{7});
        stack->undo();
        QTest::keySequence(&window, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)); // and the other spelling
        QVERIFY(!stack->canRedo());
    }

    void saveDialogs_suggestAName_openShowsEverySupportedFile()
    {
        QWidget parent;
        MapDocument doc;
        Config config = uitest::smallCave();
        config.seed = 42;
        doc.reset(config, QString());
        FileSaver saver(&doc, &parent);
        QCOMPARE(saver.suggestedPath(QStringLiteral("png")),
                 QDir::home().filePath(QStringLiteral("cave_42.png")));
        doc.setFileName(QStringLiteral("/tmp/levels/level.yaml"));
        QCOMPARE(saver.suggestedPath(QStringLiteral("png")), QStringLiteral("/tmp/levels/level.png"));
        // An exported map never offers the config's own name.
        QCOMPARE(saver.suggestedPath(QStringLiteral("yaml"), QStringLiteral("_map")),
                 QStringLiteral("/tmp/levels/level_map.yaml"));
        doc.setProjectFileName(QStringLiteral("/tmp/levels/level.mapsmith.yaml"));
        QCOMPARE(saver.suggestedPath(QStringLiteral("png"), QStringLiteral("_wall")),
                 QStringLiteral("/tmp/levels/level_wall.png"));
        // The first filter of Open takes every format it reads, a .tmx and a Lode Runner .txt included.
        const QString first = MainWindow::openFilter().section(QStringLiteral(";;"), 0, 0);
        for (const char *pattern : {"*.yaml", "*.yml", "*.txt", "*.tmj", "*.tmx", "*.gz"})
            QVERIFY2(first.contains(QLatin1String(pattern)), pattern);
    }
};

QTEST_MAIN(TestSmallThings)
#include "test_small_things.moc"
