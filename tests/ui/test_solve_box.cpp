// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The Play dock's Solve box: it solves the play's Lode Runner level off the GUI thread and plays the
// solution back in the view to `won`; Cancel stops a long solve at once and leaves the document as it was;
// it is shown for Lode Runner levels only.
#include "../common/lodelevels.h"
#include "uitest.h"

// clang-format off
#include <mapsmith/io/loderunner.h>
#include "play/solvebox.h"
// clang-format on

#include "document/mapdocument.h"
#include "play/playpanel.h"
#include "play/playview.h"

#include <QElapsedTimer>
#include <QLabel>
#include <QPushButton>
#include <QUndoStack>

using namespace mapsmith;
using namespace lodelevels;

namespace {

// The first level of the text (its "; size" line gives the size).
Map level(const char *text)
{
    auto levels = readLodeRunnerText(text, "lodelevels.h");
    return levels ? levels->front().map : Map{};
}

} // namespace

class TestSolveBox : public QObject
{
    Q_OBJECT

    static bool showLevel(MapDocument &doc, PlayPanel &panel, const Map &map)
    {
        doc.resetWithMap(map, {});
        panel.resize(700, 600);
        panel.show();
        panel.setActive(true);
        return QTest::qWaitForWindowExposed(&panel);
    }

private slots:
    void initTestCase() { uitest::isolateSettings(); }

    void solve_playsTheSolutionBackToWon()
    {
        MapDocument doc;
        PlayPanel panel(&doc);
        QVERIFY(showLevel(doc, panel, level(kTwoFloors)));
        QTRY_VERIFY(panel.view()->hasSession());
        SolveBox *box = panel.solveBox();
        QVERIFY(box->isVisible());
        panel.view()->setReplaySpeed(16.0);
        QTest::mouseClick(box->solveButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(box->result().has_value(), 15000);
        QVERIFY2(box->result()->solved, qPrintable(box->resultText()));
        QVERIFY(box->result()->stats.digs >= 2);
        QVERIFY2(box->resultText().contains(QStringLiteral("digs")), qPrintable(box->resultText()));
        // The gold under the floors needs digging: listed and circled on the map.
        QCOMPARE(box->result()->stats.goldNeedsDigging, (std::vector<Point>{{5, 5}}));
        QVERIFY(box->resultText().contains(QStringLiteral("(5, 5)")));
        QCOMPARE(panel.view()->marks(), (std::vector<Point>{{5, 5}}));
        QTRY_VERIFY(panel.view()->isReplaying());
        if (const QByteArray out = qgetenv("MAPSMITH_SOLVE_BOX_SCREENSHOT"); !out.isEmpty()) {
            QTest::qWait(300);
            panel.grab().save(QString::fromLocal8Bit(out));
        }
        QTRY_VERIFY_WITH_TIMEOUT(panel.view()->hasSession() && !panel.view()->isReplaying(), 15000);
        QCOMPARE(panel.view()->session().status(), PlayStatus::Won);
    }

    void step_movesAPausedPlaybackOneBeat()
    {
        MapDocument doc;
        PlayPanel panel(&doc);
        QVERIFY(showLevel(doc, panel, level(kTwoFloors)));
        QTRY_VERIFY(panel.view()->hasSession());
        SolveBox *box = panel.solveBox();
        QTest::mouseClick(box->solveButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(box->result().has_value(), 15000);
        QTRY_VERIFY(panel.view()->isReplaying() && panel.view()->hasSession() &&
                    panel.view()->session().beat() >= 0);
        panel.view()->setPaused(true);
        QVERIFY(box->stepButton()->isEnabled());
        const std::int64_t beat = panel.view()->session().beat();
        QTest::mouseClick(box->stepButton(), Qt::LeftButton);
        QCOMPARE(panel.view()->session().beat(), beat + 1);
        QTest::mouseClick(box->stepButton(), Qt::LeftButton);
        QCOMPARE(panel.view()->session().beat(), beat + 2);
    }

    void cancel_stopsALongSolveAtOnce_andKeepsTheDocument()
    {
        MapDocument doc;
        PlayPanel panel(&doc);
        QVERIFY(showLevel(doc, panel, level(kHopeless)));
        QTRY_VERIFY(panel.view()->hasSession());
        const Map before = doc.map();
        const int undo = doc.undoStack()->count();
        SolveBox *box = panel.solveBox();
        box->setTimeLimit(120.0);
        QTest::mouseClick(box->solveButton(), Qt::LeftButton);
        QVERIFY(box->isSolving());
        QVERIFY(!box->solveButton()->isEnabled());
        QTest::qWait(150); // the static plan is at work (it takes about a second on this level)
        QVERIFY(box->isSolving());
        QElapsedTimer clock;
        clock.start();
        QTest::mouseClick(box->cancelButton(), Qt::LeftButton);
        QVERIFY(!box->isSolving());
        QVERIFY(box->solveButton()->isEnabled());
        QVERIFY(box->resultText().contains(QStringLiteral("Cancelled")));
        // The thread saw the flag, in the plan's searches as in the solver's.
        QTRY_VERIFY_WITH_TIMEOUT(!box->isWorking(), 2000);
        QVERIFY2(clock.elapsed() < 500, qPrintable(QString::number(clock.elapsed())));
        QVERIFY(!box->result().has_value());
        QVERIFY(doc.map().grid == before.grid);
        QCOMPARE(doc.undoStack()->count(), undo);
    }

    void shownForLodeRunnerLevelsOnly()
    {
        MapDocument doc;
        PlayPanel panel(&doc);
        QVERIFY(showLevel(doc, panel, uitest::corridor()));
        QVERIFY(!panel.solveBox()->isVisible());
        doc.resetWithMap(level(kTwoFloors), {});
        panel.setActive(true);
        QVERIFY(panel.solveBox()->isVisible());
    }
};

QTEST_MAIN(TestSolveBox)
#include "test_solve_box.moc"
