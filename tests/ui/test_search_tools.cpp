// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The search dock's tools: movement rules and the searches they allow, g/h/f under the mouse, replanning
// when a wall is painted across the shown path, dragging the markers, the comparison off the GUI thread.
// Core first: Qt's `slots` keyword macro must not reach core headers (see app/cli/path.cpp).
// clang-format off
#include <mapsmith/search/pathfind.h>
#include <mapsmith/search/traceplayer.h>
// clang-format on

#include "document/commands.h"
#include "mainwindow.h"
#include "panels/searchcompare.h"
#include "panels/searchpanel.h"
#include "uitest.h"
#include "view/mapview.h"

#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QStandardItemModel>
#include <QTableWidget>
#include <QTimer>
#include <QUndoStack>

#include <cstdlib>

using namespace mapsmith;

namespace {

const QString kSamples = QStringLiteral(MAPSMITH_SOURCE_DIR "/resources/levels/samples.txt");

QPoint centreOf(const MapView *view, QPoint tile)
{
    return view->mapToWidget(QPointF(tile.x() + 0.5, tile.y() + 0.5)).toPoint();
}

bool itemEnabled(const QComboBox *combo, const char *id)
{
    const auto *model = qobject_cast<const QStandardItemModel *>(combo->model());
    return model->item(combo->findData(QString::fromLatin1(id)))->isEnabled();
}

/// An open w x h floor with the start on the left and the exit on the right, in the middle row.
Map openField(int w, int h)
{
    Map map;
    map.grid.tiles = Grid<Tile>(w, h, Tile::Floor);
    map.grid.start = Point{2, h / 2};
    map.grid.exit = Point{w - 3, h / 2};
    return map;
}

void openMap(MainWindow &window, const Map &map)
{
    window.show();
    QVERIFY(uitest::waitForMap(window.document()));
    window.document()->resetWithMap(map, QStringLiteral("field.yaml"));
    QVERIFY(
        QTest::qWaitFor([&] { return window.document()->map().grid.width() == map.grid.width(); }, 30000));
    window.mapView()->fitToWindow();
}

int rowOf(const SearchPanel *panel, const char *id)
{
    return panel->algorithmCombo()->findData(QString::fromLatin1(id));
}

} // namespace

class TestSearchTools : public QObject
{
    Q_OBJECT

public:
    static void initMain() { uitest::isolateSettings(); }

private slots:
    void rules_defaultPerMapKind_andDisableInapplicableSearches()
    {
        MainWindow window;
        window.show();
        QVERIFY(uitest::waitForMap(window.document()));
        SearchPanel *panel = window.searchPanel();
        QCOMPARE(panel->rules(), SearchPanel::Rules::Grid4); // a cave
        QVERIFY(!itemEnabled(panel->algorithmCombo(), "jps"));
        QVERIFY(!itemEnabled(panel->algorithmCombo(), "beat-astar"));
        QVERIFY(itemEnabled(panel->algorithmCombo(), "dstar-lite"));
        panel->rulesCombo()->setCurrentIndex(int(SearchPanel::Rules::Grid8));
        QVERIFY(itemEnabled(panel->algorithmCombo(), "jps")); // caves have no slow tiles
        panel->algorithmCombo()->setCurrentIndex(rowOf(panel, "jps"));
        panel->run();
        QVERIFY(panel->found());
        QCOMPARE(panel->result()->rules, RulesKind::Grid8);
        panel->rulesCombo()->setCurrentIndex(int(SearchPanel::Rules::Beat));
        QCOMPARE(panel->algorithmCombo()->currentData().toString(), QStringLiteral("astar")); // JPS left
        QVERIFY(itemEnabled(panel->algorithmCombo(), "beat-astar"));
        QVERIFY(!itemEnabled(panel->algorithmCombo(), "dstar-lite"));

        window.setLevelChooser([](const QStringList &) { return 0; });
        QVERIFY(uitest::openAndWait(window, kSamples));
        QCOMPARE(panel->rules(), SearchPanel::Rules::LodeRunner);
        QVERIFY(!itemEnabled(panel->algorithmCombo(), "dstar-lite"));
        QVERIFY(!itemEnabled(panel->algorithmCombo(), "jps"));
        panel->rulesCombo()->setCurrentIndex(int(SearchPanel::Rules::LodeRunnerDigging));
        QCOMPARE(panel->rulesSpec().lodeRunner.digging, true);
        const Entity gold = window.document()->map().grid.entities.front(); // the level has no exit
        panel->pickGoal();
        QTest::mouseClick(window.mapView(), Qt::LeftButton, Qt::NoModifier,
                          centreOf(window.mapView(), {gold.x, gold.y}));
        panel->run();
        QVERIFY2(panel->hasResult(), qPrintable(panel->statsLabel()->text()));
        QCOMPARE(panel->result()->rules, RulesKind::LodeRunner);
    }

    void hoverOverExpandedCell_showsGHAndF()
    {
        MainWindow window;
        openMap(window, openField(30, 15));
        SearchPanel *panel = window.searchPanel();
        panel->run();
        panel->jumpToEnd();
        const QPoint cell(10, 7);
        QVERIFY(panel->player()->status({cell.x(), cell.y()}) != CellStatus::Unseen);
        // The run's texts may resize the docks and so refit the view: aim again once the layout settled.
        for (int attempt = 0; attempt < 10 && window.mapView()->hoveredTile() != cell; ++attempt) {
            QTest::qWait(20);
            QTest::mouseMove(window.mapView(), centreOf(window.mapView(), cell));
        }
        QCOMPARE(window.mapView()->hoveredTile(), cell);
        const Cost g = panel->player()->g({cell.x(), cell.y()});
        const int h = std::abs(cell.x() - 27) + std::abs(cell.y() - 7); // Manhattan to the exit
        QCOMPARE(panel->hoverLabel()->text(),
                 QStringLiteral("(10, 7): g = %1, h = %2, f = %3").arg(g).arg(h).arg(g + h));
    }

    void paintWallAcrossThePath_replansWithDStarLiteAndTheOverlayFollows()
    {
        MainWindow window;
        openMap(window, openField(60, 40));
        SearchPanel *panel = window.searchPanel();
        panel->run();
        QVERIFY(panel->found());
        QVERIFY(panel->result()->path.size() > 30);
        // A wall across the straight path near the runner, painted as one stroke that crosses the path last
        // (D* Lite searches back from the goal, so changes near the runner are the cheap ones to repair).
        const int gesture = ChangeParamCommand::newGesture();
        for (int y : {14, 15, 16, 17, 18, 19, 26, 25, 24, 23, 22, 21, 20})
            window.document()->undoStack()->push(new PaintTilesCommand(
                window.document(), {PaintBrush::Kind::Tile, Tile::Wall}, {6, y}, gesture));
        QCOMPARE(window.document()->undoStack()->count(), 1);
        QVERIFY(panel->lastReplanExpanded() > 0);
        QVERIFY(panel->found());
        const GridMap &grid = window.document()->map().grid;
        for (Point p : panel->result()->path)
            QVERIFY(grid.tiles[p] != Tile::Wall);
        // The overlay shows the new path, and the repair did less work than a search from scratch.
        const TracePlayer &player = *panel->player();
        QCOMPARE(player.position(), player.size());
        for (Point p : panel->result()->path)
            QCOMPARE(player.status(p), CellStatus::Path);
        PathRequest fresh;
        fresh.algorithm = SearchAlgorithm::DStarLite;
        const auto scratch = findPath(grid, fresh);
        QVERIFY(scratch);
        QCOMPARE(panel->result()->cost, scratch->cost);
        QVERIFY2(
            panel->lastReplanExpanded() < scratch->stats.expanded,
            qPrintable(
                QStringLiteral("%1 vs %2").arg(panel->lastReplanExpanded()).arg(scratch->stats.expanded)));
        QVERIFY(panel->statsLabel()->text().contains(QStringLiteral("Replanned with D* Lite")));
        // Undo takes the wall away again: the straight path comes back.
        window.document()->undoStack()->undo();
        QCOMPARE(panel->result()->cost, 55);
    }

    void dragStartMarker_movesTheStartAndRunsAgain()
    {
        MainWindow window;
        openMap(window, openField(30, 15));
        SearchPanel *panel = window.searchPanel();
        const QPoint start = panel->startCell();
        const QPoint target(5, 3);
        QTest::mousePress(window.mapView(), Qt::LeftButton, Qt::NoModifier,
                          centreOf(window.mapView(), start));
        QTest::mouseMove(window.mapView(), centreOf(window.mapView(), QPoint(4, 5)));
        QTest::mouseMove(window.mapView(), centreOf(window.mapView(), target));
        QCOMPARE(panel->startCell(), target); // the marker follows the mouse
        QTest::mouseRelease(window.mapView(), Qt::LeftButton, Qt::NoModifier,
                            centreOf(window.mapView(), target));
        QVERIFY(panel->hasResult());
        QCOMPARE(panel->result()->from, (Point{5, 3}));
        QCOMPARE(panel->result()->cost, 22 + 4);
        QCOMPARE(panel->player()->position(), panel->player()->size()); // the new path shows at once
        QCOMPARE(panel->player()->status({5, 3}), CellStatus::Path);
        QCOMPARE(window.document()->map().grid.start, (Point{2, 7})); // the model is untouched
        // Dragging elsewhere than on a marker still pans.
        const QPointF offset = window.mapView()->offset();
        QTest::mousePress(window.mapView(), Qt::LeftButton, Qt::NoModifier,
                          centreOf(window.mapView(), {15, 12}));
        QTest::mouseMove(window.mapView(), centreOf(window.mapView(), {15, 12}) + QPoint(40, 0));
        QTest::mouseRelease(window.mapView(), Qt::LeftButton, Qt::NoModifier,
                            centreOf(window.mapView(), {15, 12}) + QPoint(40, 0));
        QVERIFY(window.mapView()->offset() != offset);
        QCOMPARE(panel->startCell(), target);
    }

    void compareOnBigMap_runsOffTheGuiThread_rowsArrive()
    {
        MainWindow window;
        openMap(window, openField(700, 700));
        SearchPanel *panel = window.searchPanel();
        panel->compare();
        QVERIFY(panel->isComparing());
        int ticks = 0; // the event loop keeps turning while the searches run
        QTimer timer;
        connect(&timer, &QTimer::timeout, [&] { ++ticks; });
        timer.start(1);
        QVERIFY(QTest::qWaitFor([&] { return !panel->isComparing(); }, 120000));
        QVERIFY(ticks > 0);
        QTableWidget *table = panel->compareTable();
        QCOMPARE(table->rowCount(), static_cast<int>(searchAlgorithms().size()));
        for (int r = 0; r < table->rowCount(); ++r) {
            const bool runs = SearchPanel::applicable(r, SearchPanel::Rules::Grid4, true);
            QCOMPARE(table->item(r, 1)->text(), runs ? QStringLiteral("yes") : QStringLiteral("n/a"));
        }
        QCOMPARE(table->item(rowOf(panel, "astar"), 2)->text(),
                 table->item(rowOf(panel, "dijkstra"), 2)->text());
    }

    void compareCancelled_stopsBeforeTheNextSearch()
    {
        MainWindow window;
        openMap(window, openField(700, 700));
        SearchPanel *panel = window.searchPanel();
        panel->compare();
        QVERIFY(panel->comparison()->cancelButton()->isVisible());
        panel->comparison()->cancelButton()->click();
        QVERIFY(QTest::qWaitFor([&] { return !panel->isComparing(); }, 120000));
        int cancelled = 0;
        for (int r = 0; r < panel->compareTable()->rowCount(); ++r)
            cancelled += panel->compareTable()->item(r, 1)->text() == QStringLiteral("cancelled");
        QVERIFY(cancelled > 0);
        QVERIFY(!panel->comparison()->cancelButton()->isVisible());
    }

    /// Not a check: MAPSMITH_SEARCH_SCREENSHOT=FILE saves the dock in use at 1600 x 1000 for the README.
    void screenshot()
    {
        const QByteArray out = qgetenv("MAPSMITH_SEARCH_SCREENSHOT");
        if (out.isEmpty())
            QSKIP("set MAPSMITH_SEARCH_SCREENSHOT=FILE to save a screenshot");
        MainWindow window;
        window.resize(1600, 1000);
        window.show();
        QVERIFY(uitest::waitForMap(window.document()));
        window.findChild<QDockWidget *>(QStringLiteral("searchDock"))->raise();
        window.mapView()->fitToWindow();
        SearchPanel *panel = window.searchPanel();
        panel->rulesCombo()->setCurrentIndex(int(SearchPanel::Rules::Grid8));
        panel->algorithmCombo()->setCurrentIndex(rowOf(panel, "astar"));
        panel->run();
        panel->jumpToEnd();
        panel->compare(); // after the run: a new run clears the table
        QVERIFY(QTest::qWaitFor([&] { return !panel->isComparing(); }, 60000));
        for (int i = 0; i < 40; ++i)
            panel->stepBack();
        const Point p = panel->result()->path[panel->result()->path.size() / 3];
        QTest::mouseMove(window.mapView(), centreOf(window.mapView(), {p.x, p.y}));
        QTest::qWait(200);
        QVERIFY(window.grab().save(QString::fromLocal8Bit(out)));
    }
};

QTEST_MAIN(TestSearchTools)
#include "test_search_tools.moc"
