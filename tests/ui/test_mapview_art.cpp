// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// MapView as a designer sees it: tile art when zoomed in, flat colours as an option, grid lines, the hover
// outline of the brush, markers at a minimum size, the minimap, scroll bars and the overlays' legend.
#include "render/palette.h"
#include "render/renderer.h"
#include "render/tileart.h"
#include "uitest.h"
#include "view/mapview.h"
#include "view/minimap.h"
#include "view/validationoverlay.h"

#include <mapsmith/map/map.h>

#include <QAction>
#include <QApplication>
#include <QMouseEvent>
#include <QScrollBar>

using namespace mapsmith;

namespace {

// Brick floors with ladders and a rope, a start, an exit and gold: every picture the art has for a level.
Map levelMap(int w = 24, int h = 14)
{
    Map map;
    map.grid.tiles = Grid<Tile>(w, h, Tile::Floor);
    for (int x = 0; x < w; ++x) {
        map.grid.tiles.at(x, h - 1) = Tile::Solid;
        map.grid.tiles.at(x, h / 2) = x % 7 == 3 ? Tile::Ladder : Tile::Brick;
    }
    for (int y = 1; y < h - 1; ++y)
        map.grid.tiles.at(2, y) = Tile::Ladder;
    for (int x = 5; x < 12; ++x)
        map.grid.tiles.at(x, 2) = Tile::Rope;
    map.grid.start = Point{4, h - 2};
    map.grid.exit = Point{w - 3, h - 2};
    map.grid.entities = {{"gold", 8, h / 2 - 1}, {"guard", 14, h - 2}};
    return map;
}

/// The view at `size` showing `map` (its colour picture made as the editor makes it).
void showMap(MapView &view, const Map &map, QSize size)
{
    view.resize(size);
    view.show();
    view.setMap(&map);
    view.setImage(renderForView(map, Palette::builtin()));
}

QImage shot(MapView &view)
{
    return view.grab().toImage().convertToFormat(QImage::Format_RGB32);
}

// Zoom to exactly `zoom` with the map's corner on the widget's.
void zoomExactly(MapView &view, double zoom)
{
    view.zoomBy(zoom / view.zoom(), {0, 0});
    const QRect v = view.viewportRect();
    view.panTo(QPointF(v.width() / 2.0 / zoom, v.height() / 2.0 / zoom));
}

int countNear(const QImage &image, const QRect &area, QRgb colour)
{
    int n = 0;
    for (int y = std::max(0, area.top()); y <= std::min(image.height() - 1, area.bottom()); ++y)
        for (int x = std::max(0, area.left()); x <= std::min(image.width() - 1, area.right()); ++x) {
            const QRgb p = image.pixel(x, y);
            const int d = std::abs(qRed(p) - qRed(colour)) + std::abs(qGreen(p) - qGreen(colour)) +
                          std::abs(qBlue(p) - qBlue(colour));
            n += d <= 24 ? 1 : 0; // the colour, allowing for antialiased edges
        }
    return n;
}

} // namespace

class TestMapViewArt : public QObject
{
    Q_OBJECT

public:
    static void initMain() { uitest::isolateSettings(); }

private slots:
    void zoomedIn_drawsTileArt_andFlatColoursWhenArtIsOff()
    {
        const Map map = levelMap();
        MapView view;
        showMap(view, map, {700, 500});
        zoomExactly(view, 16);
        QCOMPARE(view.offset(), QPointF(0, 0));
        const auto art = TileArt::shared(16);
        QImage image = shot(view);
        if (qEnvironmentVariableIsSet("MAPSMITH_SHOTS"))
            image.save(qEnvironmentVariable("MAPSMITH_SHOTS") + QStringLiteral("/art16.png"));
        for (const QPoint cell : {QPoint(0, 7), QPoint(2, 3), QPoint(6, 2), QPoint(1, 13), QPoint(10, 7)})
            QCOMPARE(image.copy(cell.x() * 16, cell.y() * 16, 16, 16),
                     art->tile(map.grid.tiles.at(cell.x(), cell.y()), cell.x(), cell.y()));
        view.artAction()->setChecked(false);
        image = shot(view);
        const QRgb brick = Palette::builtin().tile(Tile::Brick).rgb();
        QCOMPARE(countNear(image, QRect(0, 7 * 16, 16, 16), brick), 16 * 16);
        view.artAction()->setChecked(true);
    }

    void gridLines_toggleOnTileEdges()
    {
        const Map map = levelMap();
        MapView view;
        showMap(view, map, {700, 500});
        zoomExactly(view, 16);
        view.gridAction()->setChecked(false);
        const QImage off = shot(view);
        view.gridAction()->setChecked(true);
        const QImage on = shot(view);
        view.gridAction()->setChecked(false);
        QVERIFY(off.pixel(32, 40) != on.pixel(32, 40)); // a vertical tile edge
        QCOMPARE(off.pixel(40, 40), on.pixel(40, 40));  // inside a tile nothing changes
    }

    void hover_outlinesTheFootprint()
    {
        const Map map = levelMap();
        MapView view;
        showMap(view, map, {700, 500});
        zoomExactly(view, 16);
        view.setFootprint(3);
        const QPointF at = view.mapToWidget({6.5, 4.5});
        QMouseEvent move(QEvent::MouseMove, at, view.mapToGlobal(at), Qt::NoButton, Qt::NoButton,
                         Qt::NoModifier);
        QApplication::sendEvent(&view, &move);
        QCOMPARE(view.hoveredTile(), QPoint(6, 4));
        const QImage image = shot(view);
        const QRgb white = qRgb(255, 255, 255);
        // The 3 x 3 square from cell (5, 3) to (7, 5): its top edge is white from x = 80 to 128.
        QCOMPARE(image.pixel(100, 3 * 16), white);
        QCOMPARE(image.pixel(100, 6 * 16 - 1), white);
        QVERIFY(image.pixel(100, 2 * 16 + 8) != white);
    }

    void markers_keepAMinimumSizeOnABigMap()
    {
        Map map;
        map.grid.tiles = Grid<Tile>(1024, 1024, Tile::Floor);
        map.grid.start = Point{300, 500};
        map.grid.exit = Point{700, 500};
        MapView view;
        showMap(view, map, {500, 400});
        QVERIFY(view.zoom() < 0.5); // a start is a fraction of a pixel
        const QImage image = shot(view);
        if (qEnvironmentVariableIsSet("MAPSMITH_SHOTS"))
            image.save(qEnvironmentVariable("MAPSMITH_SHOTS") + QStringLiteral("/markers.png"));
        const QPoint start = view.mapToWidget({300.5, 500.5}).toPoint();
        const QPoint exit = view.mapToWidget({700.5, 500.5}).toPoint();
        const int half = MapView::kMarkerMinPixels / 2;
        const QRect around(-half, -half, 2 * half, 2 * half);
        QVERIFY(countNear(image, around.translated(start), Palette::builtin().named("start").rgb()) >= 8);
        QVERIFY(countNear(image, around.translated(exit), Palette::builtin().named("exit").rgb()) >= 8);
    }

    void minimap_showsTheVisiblePart_andAClickMovesTheView()
    {
        const Map map = levelMap(200, 100);
        MapView view;
        showMap(view, map, {900, 600});
        MiniMap *mini = view.miniMap();
        QVERIFY(mini->isVisible());
        QVERIFY(view.viewportRect().contains(mini->geometry()));
        const QRectF whole = mini->visibleRect();
        zoomExactly(view, 16);
        const QRectF part = mini->visibleRect();
        QVERIFY(part.width() < whole.width() / 3);
        const QPoint target = QRect(QPoint(0, 0), mini->size()).center();
        QTest::mouseClick(mini, Qt::LeftButton, {}, target);
        const QPointF centre = view.mapFromWidget(QRectF(view.viewportRect()).center());
        QVERIFY(qAbs(centre.x() - 100) < 3 && qAbs(centre.y() - 50) < 3);
        view.minimapAction()->setChecked(false);
        QVERIFY(!mini->isVisible());
        view.minimapAction()->setChecked(true);
    }

    void scrollBars_followTheViewAndMoveIt()
    {
        const Map map = levelMap(200, 100);
        MapView view;
        showMap(view, map, {900, 600});
        QVERIFY(view.horizontalBar()->isVisible() && view.verticalBar()->isVisible());
        zoomExactly(view, 16);
        QCOMPARE(view.horizontalBar()->value(), 0);
        view.horizontalBar()->setValue(320);
        QCOMPARE(view.offset().x(), -320.0);
        view.zoomBy(2, {0, 0});
        QCOMPARE(view.horizontalBar()->value(), static_cast<int>(-view.offset().x()));
        QVERIFY(view.horizontalBar()->maximum() >= 200 * 32 - view.viewportRect().width());
    }

    void legend_listsWhatTheActiveOverlaysDraw()
    {
        const Map map = levelMap();
        MapView view;
        showMap(view, map, {700, 500});
        ValidationOverlay overlay;
        view.addOverlay(&overlay);
        QVERIFY(overlay.legend().isEmpty());
        const QRgb mark = ValidationOverlay::markColor().rgb();
        QCOMPARE(countNear(shot(view), QRect(0, 0, 40, 40), mark), 0);
        ValidationOverlay::Mark m;
        m.centre = {20, 20};
        overlay.setMarks({m}, {});
        QCOMPARE(overlay.legend().size(), 1);
        QVERIFY(countNear(shot(view), QRect(0, 0, 40, 40), mark) > 20); // the swatch
        overlay.setVisible(false);
        QVERIFY(overlay.legend().isEmpty());
    }
};

QTEST_MAIN(TestMapViewArt)
#include "test_mapview_art.moc"
