// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The planner dock: greedy and optimal collection plans side by side, off the GUI thread, drawn as numbered
// waypoints; unreachable targets listed; too many targets refused clearly.
#include "../common/lodecases.h"
#include "mainwindow.h"
#include "panels/plannerpanel.h"
#include "uitest.h"
#include "view/mapview.h"
#include "view/planoverlay.h"

#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>

using namespace mapsmith;

namespace {

const QString kSamples = QStringLiteral(MAPSMITH_SOURCE_DIR "/resources/levels/samples.txt");

void openMap(MainWindow &window, const Map &map)
{
    window.show();
    QVERIFY(uitest::waitForMap(window.document()));
    window.document()->resetWithMap(map, QStringLiteral("gold.yaml"));
    QVERIFY(
        QTest::qWaitFor([&] { return window.document()->map().grid.width() == map.grid.width(); }, 30000));
    window.mapView()->fitToWindow();
}

bool planAndWait(PlannerPanel *panel)
{
    panel->plan();
    if (!panel->isPlanning()) // always a pool job, however small the map
        return false;
    return QTest::qWaitFor([&] { return !panel->isPlanning() && panel->hasPlans(); }, 60000);
}

} // namespace

class TestPlannerPanel : public QObject
{
    Q_OBJECT

public:
    static void initMain() { uitest::isolateSettings(); }

private slots:
    void loadRunnerLevel_plansGreedyAndOptimal_showsTheDifference()
    {
        MainWindow window;
        window.show();
        QVERIFY(uitest::waitForMap(window.document()));
        window.setLevelChooser([](const QStringList &) { return 0; });
        QVERIFY(uitest::openAndWait(window, kSamples));
        PlannerPanel *panel = window.plannerPanel();
        QVERIFY(panel->targetCount() > 1);
        QVERIFY(panel->planButton()->isEnabled());
        QVERIFY(planAndWait(panel));
        QVERIFY(panel->greedyMoves() > 0);
        QVERIFY(panel->optimalMoves() > 0);
        QVERIFY(panel->greedyMoves() >= panel->optimalMoves());
        const int d = panel->greedyMoves() - panel->optimalMoves();
        QVERIFY2(d == 0 ? panel->differenceLabel()->text().contains(QStringLiteral("optimal walk"))
                        : panel->differenceLabel()->text().contains(QString::number(d)),
                 qPrintable(panel->differenceLabel()->text()));
        QCOMPARE(panel->table()->item(0, 1)->text(), QString::number(panel->greedyMoves()));
        QCOMPARE(panel->table()->item(1, 1)->text(), QString::number(panel->optimalMoves()));
        // Each plan is drawn: its walk has moves + 1 cells and its waypoints are the targets in order.
        for (int i = 0; i < 2; ++i) {
            const PlanOverlay::Plan &plan = panel->overlay()->plan(i);
            QCOMPARE(plan.path.size(), (i == 0 ? panel->greedyMoves() : panel->optimalMoves()) + 1);
            QCOMPARE(plan.stops.size(), panel->targetCount());
            QVERIFY(plan.path.contains(plan.stops.first()));
            QVERIFY(plan.path.indexOf(plan.stops.first()) <= plan.path.indexOf(plan.stops.last()));
        }
        panel->showCombo()->setCurrentIndex(1);
        QVERIFY(panel->overlay()->plan(0).visible);
        QVERIFY(!panel->overlay()->plan(1).visible);
        if (const QByteArray out = qgetenv("MAPSMITH_PLANNER_SCREENSHOT"); !out.isEmpty()) {
            panel->showCombo()->setCurrentIndex(0);
            window.resize(1600, 1000);
            window.findChild<QDockWidget *>(QStringLiteral("plannerDock"))->raise();
            window.mapView()->fitToWindow();
            QTest::qWait(200);
            window.grab().save(QString::fromLocal8Bit(out));
        }
    }

    void loadRunnerLevel_exactPlanIsHeldKarps()
    {
        // One gold under two floors: small enough for the bitmask planner, whose states multiply with the
        // holes on real levels (it gives up there at a million states after 1.6 s).
        MainWindow window;
        openMap(window, lodecases::hardCases()[2].map);
        PlannerPanel *panel = window.plannerPanel();
        QVERIFY(planAndWait(panel));
        QVERIFY(panel->optimalMoves() > 0);
        QVERIFY2(panel->table()->item(1, 0)->text().contains(QStringLiteral("Held-Karp")),
                 qPrintable(panel->table()->item(1, 0)->text()));
    }

    void walledInGold_isListedUnreachable_andTheRestIsPlannedExactly()
    {
        // Start at the left; gold at x = 3 and x = 8 on the middle row; one more shut in by walls.
        Map map;
        map.grid.tiles = Grid<Tile>(10, 5, Tile::Floor);
        for (int x = 4; x <= 6; ++x) {
            map.grid.tiles.at(x, 0) = Tile::Wall;
            map.grid.tiles.at(x, 2) = Tile::Wall;
        }
        map.grid.tiles.at(4, 1) = Tile::Wall;
        map.grid.tiles.at(6, 1) = Tile::Wall;
        map.grid.start = Point{0, 3};
        map.grid.entities = {{"gold", 3, 3}, {"gold", 8, 3}, {"gold", 5, 1}};
        MainWindow window;
        openMap(window, map);
        PlannerPanel *panel = window.plannerPanel();
        QCOMPARE(panel->targetCount(), 3);
        QVERIFY(planAndWait(panel));
        QCOMPARE(panel->greedyMoves(), 8);
        QCOMPARE(panel->optimalMoves(), 8);
        QCOMPARE(panel->unreachableLabel()->text(), QStringLiteral("Unreachable: (5, 1)"));
        QCOMPARE(panel->overlay()->plan(1).stops, (QVector<QPoint>{{3, 3}, {8, 3}}));
        QVERIFY(panel->differenceLabel()->text().contains(QStringLiteral("optimal walk")));
    }

    void greedyDetour_isShownAsTheDifference()
    {
        // Nearest-first takes the gold 2 to the right, then walks back past the start to the far left one
        // and on to the right end: 2 + 5 + 12 = 19; the best walk goes left first and takes the middle one in
        // passing: 3 + 12 = 15.
        Map map;
        map.grid.tiles = Grid<Tile>(13, 1, Tile::Floor);
        map.grid.start = Point{3, 0};
        map.grid.entities = {{"gold", 5, 0}, {"gold", 0, 0}, {"gold", 12, 0}};
        MainWindow window;
        openMap(window, map);
        PlannerPanel *panel = window.plannerPanel();
        QVERIFY(planAndWait(panel));
        QCOMPARE(panel->greedyMoves(), 2 + 5 + 12);
        QCOMPARE(panel->optimalMoves(), 3 + 12);
        QCOMPARE(panel->overlay()->plan(0).stops, (QVector<QPoint>{{5, 0}, {0, 0}, {12, 0}}));
        QCOMPARE(panel->overlay()->plan(1).stops, (QVector<QPoint>{{0, 0}, {5, 0}, {12, 0}}));
        QVERIFY2(panel->differenceLabel()->text().startsWith(QStringLiteral("Greedy takes 4 more move")),
                 qPrintable(panel->differenceLabel()->text()));
        QVERIFY(panel->differenceLabel()->text().endsWith(QStringLiteral("than optimal (26.7%).")));
    }

    void tooManyTargets_optimalIsRefusedClearly_greedyStillShown()
    {
        Map map;
        map.grid.tiles = Grid<Tile>(30, 3, Tile::Floor);
        map.grid.start = Point{0, 1};
        for (int x = 1; x <= 25; ++x)
            map.grid.entities.push_back({"gold", x, x % 2 ? 0 : 2});
        MainWindow window;
        openMap(window, map);
        PlannerPanel *panel = window.plannerPanel();
        QVERIFY(planAndWait(panel));
        QVERIFY(panel->greedyMoves() > 0);
        QCOMPARE(panel->optimalMoves(), -1);
        QCOMPARE(panel->table()->item(1, 1)->text(), QStringLiteral("refused"));
        QVERIFY2(panel->differenceLabel()->text().contains(QStringLiteral("20")),
                 qPrintable(panel->differenceLabel()->text()));
        QVERIFY(panel->overlay()->plan(1).path.isEmpty());
    }

    void mapWithoutTargets_disablesPlanning()
    {
        Map map;
        map.grid.tiles = Grid<Tile>(8, 8, Tile::Floor);
        map.grid.start = Point{0, 0};
        MainWindow window;
        openMap(window, map);
        QVERIFY(!window.plannerPanel()->planButton()->isEnabled());
        QCOMPARE(window.plannerPanel()->targetCount(), 0);
    }
};

QTEST_MAIN(TestPlannerPanel)
#include "test_planner_panel.moc"
