// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The Play dock's options (the ones `mapsmith play` takes): the level's beat section fills them, the grid's
// go through the undo stack, the others reach the play; M goes back to the editor; a won maze offers the
// next one through the document; Space shows the maze's solution.
#include "document/mapdocument.h"
#include "mainwindow.h"
#include "play/playpanel.h"
#include "play/playview.h"
#include "playdocktest.h"
#include "view/mapview.h"

#include <mapsmith/search/pathfind.h>

#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QPushButton>
#include <QSpinBox>
#include <QToolButton>
#include <QUndoStack>

using namespace mapsmith;

namespace {
/// The keys of the walk from the map's start to its exit (a shortest path).
QList<Qt::Key> solutionKeys(const Map &map)
{
    auto path = findPath(map.grid, PathRequest{});
    QList<Qt::Key> keys;
    if (!path || !path->found)
        return keys;
    for (std::size_t i = 1; i < path->path.size(); ++i) {
        const Point d = path->path[i] - path->path[i - 1];
        keys << (d.x > 0 ? Qt::Key_D : d.x < 0 ? Qt::Key_A : d.y > 0 ? Qt::Key_S : Qt::Key_W);
    }
    return keys;
}
} // namespace

class TestPlayOptions : public QObject
{
    Q_OBJECT

    std::unique_ptr<MainWindow> m_window;
    PlayPanel *m_panel = nullptr;
    PlayView *m_view = nullptr;

private slots:
    void initTestCase() { uitest::isolateSettings(); }

    void init() { QVERIFY(uitest::newPlayWindow(m_window, m_panel, m_view)); }

    void cleanup() { m_window.reset(); }

    void options_areHiddenUntilAsked_thenShown()
    {
        QVERIFY(!m_panel->hpBox()->isVisible());
        m_panel->optionsButton()->click();
        QVERIFY(m_panel->hpBox()->isVisible());
        QVERIFY(m_panel->offsetBox()->isVisible() && m_panel->lightsBox()->isVisible());
        m_panel->optionsButton()->click();
        QVERIFY(!m_panel->hpBox()->isVisible());
    }

    void levelBeatSection_fillsTheBoxes_andTheGridBoxesAreUndoable()
    {
        MapDocument *doc = m_window->document();
        BeatConfig beat;
        beat.bpm = 90.0;
        beat.offset = 0.2;
        beat.window = 0.3;
        doc->applyBeat(beat);
        QCOMPARE(m_panel->bpmBox()->value(), 90.0);
        QCOMPARE(m_panel->offsetBox()->value(), 0.2);
        QCOMPARE(m_panel->windowBox()->value(), 0.3);
        QCOMPARE(m_view->options().beat.bpm, 90.0);
        QCOMPARE(m_view->options().beat.window, 0.3);
        m_panel->offsetBox()->setValue(0.5);
        emit m_panel->offsetBox()->editingFinished();
        QCOMPARE(doc->config().beat->offset, 0.5);
        QCOMPARE(m_view->options().beat.offset, 0.5);
        m_panel->windowBox()->setValue(0.1);
        emit m_panel->windowBox()->editingFinished();
        QCOMPARE(doc->config().beat->window, 0.1);
        QVERIFY(std::abs(m_view->options().beat.good - 0.1) < 1e-12);
        doc->undoStack()->undo();
        QCOMPARE(m_panel->windowBox()->value(), 0.3);
        doc->undoStack()->undo();
        QCOMPARE(m_panel->offsetBox()->value(), 0.2);
        QCOMPARE(m_view->options().beat.offset, 0.2);
    }

    void playOptions_reachThePlay()
    {
        m_panel->hpBox()->setValue(10);
        m_panel->visionRadiusBox()->setValue(5);
        m_panel->lightRadiusBox()->setValue(3);
        m_panel->chaseRangeBox()->setValue(12);
        m_panel->holeBeatsBox()->setValue(20);
        m_panel->lightsBox()->setCurrentIndex(1);
        const PlayOptions &o = m_view->options();
        QCOMPARE(o.hp, 10);
        QCOMPARE(o.visionRadius, 5);
        QCOMPARE(o.lightRadius, 3);
        QCOMPARE(o.chaseRange, 12);
        QCOMPARE(o.holeBeats, 20);
        QCOMPARE(o.lightsOn, LightsOn::Taken);
        QTRY_VERIFY(m_view->hasSession() && m_view->session().options() == m_view->options());
        QVERIFY(m_view->session().hasHealth());
        QVERIFY2(m_view->hudLines().first().contains(QStringLiteral("HP 10/10")),
                 qPrintable(m_view->hudLines().first()));
        QCOMPARE(m_view->session().lit().at(3, 1), std::uint8_t{0}); // once taken: dark until then
        m_panel->lightsBox()->setCurrentIndex(0);
        QTRY_VERIFY(m_view->hasSession() && m_view->session().options().lightsOn == LightsOn::Start);
        QVERIFY(m_view->session().lit().at(3, 1) > 0); // from the start
    }

    // The viewport draws the lit floor blue for the lights that shine from the start, warm for the ones that
    // shine once taken: the same cell at the same brightness, averaged over its pixels.
    void viewport_drawsStartLightsBlue_andTakenLightsWarm()
    {
        const auto blueOverRed = [this] {
            QTest::qWait(50);
            const QImage shot = m_view->grab().toImage();
            const double cell = m_view->cellSize();
            const QRectF r = m_view->mapRect();
            double blue = 0, red = 0;
            for (int y = 1; y < static_cast<int>(cell) - 1; ++y)
                for (int x = 1; x < static_cast<int>(cell) - 1; ++x) {
                    const QColor c = shot.pixelColor(static_cast<int>(r.left() + 4 * cell) + x,
                                                     static_cast<int>(r.top() + 1 * cell) + y);
                    blue += c.blueF();
                    red += c.redF();
                }
            return blue - red;
        };
        QTRY_VERIFY(m_view->hasSession() && m_view->session().lit().at(4, 1) > 0);
        const int startLevel = m_view->session().lit().at(4, 1);
        const double start = blueOverRed();
        m_panel->lightsBox()->setCurrentIndex(1);
        QTRY_VERIFY(m_view->hasSession() && m_view->session().options().lightsOn == LightsOn::Taken);
        QVERIFY(uitest::startPlay(m_view));
        QTest::keyClick(m_view, Qt::Key_D);
        QTest::keyClick(m_view, Qt::Key_D);
        QCOMPARE(m_view->session().collected(), 1);
        QCOMPARE(int(m_view->session().lit().at(4, 1)), startLevel);
        const double taken = blueOverRed();
        QVERIFY2(start > taken + 1.0, qPrintable(QStringLiteral("%1 vs %2").arg(start).arg(taken)));
        QVERIFY(start > 0);
        QVERIFY(taken < 0);
    }

    void mKey_leavesPlayForTheEditor()
    {
        QVERIFY(uitest::startPlay(m_view));
        QTest::keyClick(m_view, Qt::Key_D);
        QCOMPARE(m_view->session().player(), (Point{2, 1}));
        QTest::keyClick(m_view, Qt::Key_M);
        QVERIFY(!m_window->playDock()->isVisible());
        QTRY_VERIFY(m_window->mapView()->hasFocus());
        QVERIFY(!m_view->isRunning());
    }

    void wonMaze_offersTheNextMaze_throughTheUndoStack()
    {
        MapDocument *doc = m_window->document();
        doc->reset(uitest::smallMaze(5), {});
        QVERIFY(uitest::waitForMap(doc));
        QTRY_VERIFY(m_view->hasSession() && m_view->session().isMaze() && m_view->seed() == 5);
        QVERIFY(!m_panel->newMazeButton()->isVisible());
        QTest::keyClick(m_view, Qt::Key_Space); // the solution, in red
        QVERIFY(m_view->solutionShown());
        const QList<Qt::Key> keys = solutionKeys(doc->map());
        QVERIFY(!keys.isEmpty());
        for (Qt::Key k : keys)
            QTest::keyClick(m_view, k);
        QCOMPARE(m_view->session().status(), PlayStatus::Won);
        QVERIFY(m_panel->newMazeButton()->isVisible());
        QTest::keyClick(m_view, Qt::Key_N);
        QVERIFY(uitest::waitForMap(doc));
        QCOMPARE(doc->config().seed, std::uint64_t{6});
        QTRY_VERIFY(m_view->hasSession() && m_view->seed() == 6);
        QCOMPARE(m_view->session().status(), PlayStatus::Playing);
        QVERIFY(!m_panel->newMazeButton()->isVisible());
        doc->undoStack()->undo();
        QVERIFY(uitest::waitForMap(doc));
        QCOMPARE(doc->config().seed, std::uint64_t{5});
        QTRY_VERIFY(m_view->seed() == 5);
    }
};

QTEST_MAIN(TestPlayOptions)
#include "test_play_options.moc"
