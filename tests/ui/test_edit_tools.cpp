// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The editing tools driven through the map view with the mouse and the keyboard: line, rectangle, flood
// fill, eraser, picker, select/move/delete, the palette and the tool shortcuts. Each action is one undo
// step that undo and redo take back and forth exactly.
#include "document/mapdocument.h"
#include "mainwindow.h"
#include "panels/palettepanel.h"
#include "panels/tilechooser.h"
#include "tools/cellpreview.h"
#include "tools/selecttool.h"
#include "tools/shapes.h"
#include "tools/toolmanager.h"
#include "uitest.h"
#include "view/mapview.h"

#include <QAction>
#include <QUndoStack>

#include <deque>
#include <set>

using namespace mapsmith;
using Id = ToolManager::Id;

namespace {

const QString kSamples = QStringLiteral(MAPSMITH_SOURCE_DIR "/resources/levels/samples.txt");
const QString kCave = QStringLiteral(MAPSMITH_SOURCE_DIR "/resources/presets/cave.yaml");

QPoint centreOf(const MapView *view, QPoint tile)
{
    return view->mapToWidget(QPointF(tile.x() + 0.5, tile.y() + 0.5)).toPoint();
}

void drag(MapView *view, QPoint from, QPoint to)
{
    QTest::mousePress(view, Qt::LeftButton, Qt::NoModifier, centreOf(view, from));
    QTest::mouseMove(view, centreOf(view, to));
    QTest::mouseRelease(view, Qt::LeftButton, Qt::NoModifier, centreOf(view, to));
}

void click(MapView *view, QPoint at)
{
    drag(view, at, at);
}

void open(MainWindow &window, const QString &file)
{
    window.resize(1400, 900);
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(uitest::waitForMap(window.document()));
    window.setLevelChooser([](const QStringList &) { return 0; });
    QVERIFY(uitest::openAndWait(window, file));
    QVERIFY(uitest::waitForMap(window.document()));
    window.mapView()->fitToWindow();
}

/// Undo gives `before` back, redo `after`: whole maps compared.
void checkUndoRedo(MainWindow &window, const Map &before)
{
    const Map after = window.document()->map();
    QUndoStack *stack = window.document()->undoStack();
    stack->undo();
    QVERIFY(window.document()->map() == before);
    QCOMPARE(window.mapView()->image(), window.document()->image());
    stack->redo();
    QVERIFY(window.document()->map() == after);
    QCOMPARE(window.mapView()->image(), window.document()->image());
}

/// Brute-force oracle for flood fill: BFS over same-tile 4-neighbours.
std::set<std::pair<int, int>> sameTileRegion(const GridMap &grid, QPoint seed)
{
    std::set<std::pair<int, int>> seen{{seed.x(), seed.y()}};
    std::deque<QPoint> queue{seed};
    const Tile target = grid.tiles.at(seed.x(), seed.y());
    while (!queue.empty()) {
        const QPoint p = queue.front();
        queue.pop_front();
        for (const QPoint d : {QPoint(1, 0), QPoint(-1, 0), QPoint(0, 1), QPoint(0, -1)}) {
            const QPoint q = p + d;
            if (grid.tiles.contains(q.x(), q.y()) && grid.tiles.at(q.x(), q.y()) == target &&
                seen.insert({q.x(), q.y()}).second)
                queue.push_back(q);
        }
    }
    return seen;
}

QPoint findTile(const GridMap &grid, Tile tile)
{
    for (int y = 1; y < grid.height() - 1; ++y)
        for (int x = 1; x < grid.width() - 1; ++x)
            if (grid.tiles.at(x, y) == tile)
                return {x, y};
    return {-1, -1};
}

} // namespace

class TestEditTools : public QObject
{
    Q_OBJECT

public:
    static void initMain() { uitest::isolateSettings(); }

private slots:
    void lineTool_paintsBresenhamLine_asOneUndoStep()
    {
        MainWindow window;
        open(window, kSamples);
        const Map before = window.document()->map();
        QVERIFY(window.toolManager()->setCurrent(Id::Line));
        QCOMPARE(window.mapView()->tool(), MapView::Tool::Edit);
        QVERIFY(window.tileChooser()->setBrush({PaintBrush::Kind::Tile, Tile::Ladder}));
        const QPoint a(2, 2), b(14, 7);
        drag(window.mapView(), a, b);
        QCOMPARE(window.document()->undoStack()->count(), 1);
        QCOMPARE(window.document()->undoStack()->undoText(), QStringLiteral("Line of Ladder"));
        const GridMap &grid = window.document()->map().grid;
        const auto cells = lineCells({a.x(), a.y()}, {b.x(), b.y()}, grid.width(), grid.height());
        QCOMPARE(cells.size(), std::size_t(13));
        for (const Point &p : cells)
            QCOMPARE(grid.tiles[p], Tile::Ladder);
        QVERIFY(window.toolManager()->preview()->cells().isEmpty()); // the preview goes with the release
        drag(window.mapView(), a, b); // the same line again changes nothing: no step
        QCOMPARE(window.document()->undoStack()->count(), 1);
        checkUndoRedo(window, before);
    }

    void rectangleTool_fillsTheDraggedRectangle_andNothingElse()
    {
        MainWindow window;
        open(window, kSamples);
        const Map before = window.document()->map();
        QVERIFY(window.toolManager()->setCurrent(Id::Rectangle));
        QVERIFY(window.tileChooser()->setBrush({PaintBrush::Kind::Tile, Tile::Rope}));
        drag(window.mapView(), {9, 8}, {4, 5});
        const GridMap &grid = window.document()->map().grid;
        for (int y = 0; y < grid.height(); ++y) {
            for (int x = 0; x < grid.width(); ++x) {
                const bool inside = x >= 4 && x <= 9 && y >= 5 && y <= 8;
                QCOMPARE(grid.tiles.at(x, y), inside ? Tile::Rope : before.grid.tiles.at(x, y));
            }
        }
        QCOMPARE(window.document()->undoStack()->count(), 1);
        checkUndoRedo(window, before);
    }

    void fillTool_fillsTheConnectedRegion_boundedByTheMap_asOneStep()
    {
        MainWindow window;
        open(window, kCave);
        const Map before = window.document()->map();
        const QPoint seed = findTile(before.grid, Tile::Floor);
        QVERIFY(seed.x() >= 0);
        const auto region = sameTileRegion(before.grid, seed);
        QVERIFY(region.size() > 100);
        QVERIFY(window.toolManager()->setCurrent(Id::Fill));
        QVERIFY(window.tileChooser()->setBrush({PaintBrush::Kind::Tile, Tile::Slow}));
        QTest::keyClick(window.mapView(), Qt::Key_Space); // a tap of space changes nothing
        click(window.mapView(), seed);
        QCOMPARE(window.document()->undoStack()->count(), 1);
        const GridMap &grid = window.document()->map().grid;
        for (int y = 0; y < grid.height(); ++y) {
            for (int x = 0; x < grid.width(); ++x) {
                const Tile expected = region.contains({x, y}) ? Tile::Slow : before.grid.tiles.at(x, y);
                QCOMPARE(grid.tiles.at(x, y), expected);
            }
        }
        checkUndoRedo(window, before);
    }

    void eraserTool_turnsAStrokeToPlainFloor()
    {
        MainWindow window;
        open(window, kSamples);
        const Map before = window.document()->map();
        QVERIFY(window.tileChooser()->setBrush({PaintBrush::Kind::Tile, Tile::Ladder}));
        QTest::keyClick(window.mapView(), Qt::Key_E);
        QCOMPARE(window.toolManager()->current(), Id::Eraser);
        QCOMPARE(window.mapView()->tool(), MapView::Tool::Edit);
        const QPoint wall = findTile(before.grid, Tile::Brick);
        QVERIFY(wall.x() >= 0);
        drag(window.mapView(), wall, wall + QPoint(0, 0));
        QCOMPARE(window.document()->map().grid.tiles.at(wall.x(), wall.y()), Tile::Floor);
        QCOMPARE(window.document()->undoStack()->undoText(), QStringLiteral("Paint Eraser"));
        checkUndoRedo(window, before);
    }

    void pickerTool_takesTheEntityOrTile_thenTheBrushComesBack()
    {
        MainWindow window;
        open(window, kSamples);
        const GridMap &grid = window.document()->map().grid;
        const auto gold = std::find_if(grid.entities.begin(), grid.entities.end(),
                                       [](const Entity &e) { return e.type == "gold"; });
        QVERIFY(gold != grid.entities.end());
        QTest::keyClick(window.mapView(), Qt::Key_I);
        QCOMPARE(window.toolManager()->current(), Id::Picker);
        click(window.mapView(), {gold->x, gold->y});
        QCOMPARE(window.tileChooser()->brush().kind, PaintBrush::Kind::Gold);
        QCOMPARE(window.toolManager()->current(), Id::Brush);
        QTest::keyClick(window.mapView(), Qt::Key_I);
        const QPoint brick = findTile(grid, Tile::Brick);
        click(window.mapView(), brick);
        QCOMPARE(window.tileChooser()->brush(), (PaintBrush{PaintBrush::Kind::Tile, Tile::Brick}));
        QCOMPARE(window.document()->undoStack()->count(), 0); // picking is no edit
    }

    void selectTool_dragMovesAnEntity_deleteRemovesIt_eachOneStep()
    {
        MainWindow window;
        open(window, kSamples);
        const Map before = window.document()->map();
        const auto gold = std::find_if(before.grid.entities.begin(), before.grid.entities.end(),
                                       [](const Entity &e) { return e.type == "gold"; });
        QVERIFY(gold != before.grid.entities.end());
        const QPoint from(gold->x, gold->y);
        QPoint to = findTile(before.grid, Tile::Floor);
        QVERIFY(!itemAt(before.grid, {to.x(), to.y()}));
        QTest::keyClick(window.mapView(), Qt::Key_V);
        QCOMPARE(window.toolManager()->current(), Id::Select);
        drag(window.mapView(), from, to);
        QUndoStack *stack = window.document()->undoStack();
        QCOMPARE(stack->count(), 1);
        QCOMPARE(stack->undoText(), QStringLiteral("Move gold"));
        const GridMap &grid = window.document()->map().grid;
        QVERIFY(!itemAt(grid, {from.x(), from.y()}) || itemAt(grid, {from.x(), from.y()})->type != "gold" ||
                std::count_if(before.grid.entities.begin(), before.grid.entities.end(),
                              [&](const Entity &e) { return e.x == from.x() && e.y == from.y(); }) > 1);
        QCOMPARE(itemAt(grid, {to.x(), to.y()})->type, std::string("gold"));
        QCOMPARE(grid.entities.size(), before.grid.entities.size());
        QCOMPARE(window.toolManager()->preview()->frame(), to); // the moved entity stays selected
        checkUndoRedo(window, before);

        const Map moved = window.document()->map();
        click(window.mapView(), to); // the undo dropped the selection: select it again
        QCOMPARE(window.toolManager()->selectTool()->selection()->type, std::string("gold"));
        QTest::keyClick(window.mapView(), Qt::Key_Delete);
        QCOMPARE(stack->count(), 2);
        QCOMPARE(window.document()->map().grid.entities.size(), before.grid.entities.size() - 1);
        QVERIFY(!itemAt(window.document()->map().grid, {to.x(), to.y()}));
        checkUndoRedo(window, moved);
    }

    void selectTool_dragsTheStartMarker()
    {
        MainWindow window;
        open(window, kCave);
        const Map before = window.document()->map();
        QVERIFY(before.grid.start);
        const QPoint start(before.grid.start->x, before.grid.start->y);
        QPoint to = findTile(before.grid, Tile::Floor);
        QVERIFY(window.toolManager()->setCurrent(Id::Select));
        drag(window.mapView(), start, to);
        QCOMPARE(window.document()->map().grid.start, std::optional<Point>(Point{to.x(), to.y()}));
        QCOMPARE(window.document()->undoStack()->count(), 1);
        checkUndoRedo(window, before);
    }

    void toolShortcuts_switchTools_andShowInTooltips()
    {
        MainWindow window;
        open(window, kSamples);
        const std::pair<Qt::Key, Id> keys[] = {{Qt::Key_B, Id::Brush},  {Qt::Key_E, Id::Eraser},
                                               {Qt::Key_L, Id::Line},   {Qt::Key_R, Id::Rectangle},
                                               {Qt::Key_F, Id::Fill},   {Qt::Key_I, Id::Picker},
                                               {Qt::Key_V, Id::Select}, {Qt::Key_H, Id::Pan}};
        for (const auto &[key, id] : keys) {
            QTest::keyClick(window.mapView(), key);
            QCOMPARE(window.toolManager()->current(), id);
            QAction *action = window.toolManager()->action(id);
            QVERIFY(action->isChecked());
            QVERIFY2(action->toolTip().contains(QKeySequence(key).toString(QKeySequence::NativeText)),
                     qPrintable(action->toolTip()));
        }
        QTest::keyClick(window.mapView(), Qt::Key_T); // the tower tool does not apply to a grid map
        QCOMPARE(window.toolManager()->current(), Id::Pan);
    }

    void palette_offersTheMapKindsBrushes_andDrivesTheChooser()
    {
        MainWindow window;
        open(window, kCave);
        const auto has = [&](PaintBrush b) {
            const auto &all = window.palettePanel()->brushes();
            return std::find(all.begin(), all.end(), b) != all.end();
        };
        QVERIFY(has({PaintBrush::Kind::Tile, Tile::Wall}));
        QVERIFY(!has({PaintBrush::Kind::Guard, Tile::Floor}));
        QVERIFY(!has({PaintBrush::Kind::Tile, Tile::Ladder}));
        QVERIFY(window.palettePanel()->choose({PaintBrush::Kind::Exit, Tile::Floor}));
        QCOMPARE(window.tileChooser()->brush().kind, PaintBrush::Kind::Exit);

        QVERIFY(uitest::openAndWait(
            window, QStringLiteral(MAPSMITH_SOURCE_DIR "/resources/presets/loderunner.yaml")));
        QVERIFY(uitest::waitForMap(window.document()));
        QVERIFY(has({PaintBrush::Kind::Guard, Tile::Floor}));
        QVERIFY(has({PaintBrush::Kind::Tile, Tile::Ladder}));
        QVERIFY(!has({PaintBrush::Kind::Tile, Tile::Door}));
        QVERIFY(window.tileChooser()->setBrush({PaintBrush::Kind::Tile, Tile::Rope}));
        const auto &all = window.palettePanel()->brushes();
        const auto rope = std::find(all.begin(), all.end(), PaintBrush{PaintBrush::Kind::Tile, Tile::Rope});
        QVERIFY(rope != all.end());
    }
};

QTEST_MAIN(TestEditTools)
#include "test_edit_tools.moc"
