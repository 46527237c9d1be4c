// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "render/palette.h"
#include "render/renderer.h"

#include <QTest>

using namespace mapsmith;

class TestRender : public QObject
{
    Q_OBJECT

private slots:
    void renderMapAtScale1_givesExactPaletteColours();
    void renderMapFlatAtScale4_isFourTimesLarger();
    void renderMapFlatAtScale8_drawsMarkersAsShapesOnFloor();
    void renderEmptyMap_givesNullImage();
    void paletteFromText_skipsCommentsAndBadLines();
    void builtinPalette_coversEveryTileMarkerAndEntity();
    void wallLayout_cellsDoNotOverlapAndFitTheImage();
    void wall_drawsEachMapAsRendered();
    void towerMap_rendersAsAGraphAndFitsAWallCell();

private:
    static Palette testPalette();
    static Map threeByTwo();
};

Palette TestRender::testPalette()
{
    return Palette::fromText(
        QStringLiteral("wall = #010101\nfloor = #020202\ndoor = #030303\nladder = #050505\n"
                       "slow = #090909\nstart = #00ff00\nexit = #ff0000\n"
                       "entity.gold = #ffcc00\nbackground = #101010\nlabel = #eeeeee\n"));
}

// wall  floor(start)  door
// slow  ladder        floor(gold)
Map TestRender::threeByTwo()
{
    Map map;
    map.grid.tiles = Grid<Tile>(3, 2, Tile::Floor);
    map.grid.tiles.at(0, 0) = Tile::Wall;
    map.grid.tiles.at(2, 0) = Tile::Door;
    map.grid.tiles.at(0, 1) = Tile::Slow;
    map.grid.tiles.at(1, 1) = Tile::Ladder;
    map.grid.start = Point{1, 0};
    map.grid.entities.push_back({"gold", 2, 1});
    return map;
}

void TestRender::renderMapAtScale1_givesExactPaletteColours()
{
    const QImage image = renderMap(threeByTwo(), testPalette(), 1);
    QCOMPARE(image.size(), QSize(3, 2));
    QCOMPARE(image.format(), QImage::Format_RGB32);
    QCOMPARE(image.pixel(0, 0), qRgb(1, 1, 1));
    QCOMPARE(image.pixel(1, 0), qRgb(0, 255, 0));
    QCOMPARE(image.pixel(2, 0), qRgb(3, 3, 3));
    QCOMPARE(image.pixel(0, 1), qRgb(9, 9, 9));
    QCOMPARE(image.pixel(1, 1), qRgb(5, 5, 5));
    QCOMPARE(image.pixel(2, 1), qRgb(255, 204, 0));
}

void TestRender::renderMapFlatAtScale4_isFourTimesLarger()
{
    const QImage image = renderMap(threeByTwo(), testPalette(), 4, {TileStyle::Flat, {}});
    QCOMPARE(image.size(), QSize(12, 8));
    QCOMPARE(image.pixel(0, 0), qRgb(1, 1, 1));
    QCOMPARE(image.pixel(3, 3), qRgb(1, 1, 1));
    QCOMPARE(image.pixel(8, 0), qRgb(3, 3, 3));
    QCOMPARE(image.pixel(7, 7), qRgb(5, 5, 5));
}

void TestRender::renderMapFlatAtScale8_drawsMarkersAsShapesOnFloor()
{
    Map map = threeByTwo();
    map.grid.exit = Point{0, 1};
    const QImage image = renderMap(map, testPalette(), 8, {TileStyle::Flat, {}});
    QCOMPARE(image.size(), QSize(24, 16));
    QCOMPARE(image.pixel(8, 0), qRgb(2, 2, 2));    // the start's corner shows floor
    QCOMPARE(image.pixel(12, 4), qRgb(0, 255, 0)); // ... and its middle the marker
    QCOMPARE(image.pixel(0, 15), qRgb(2, 2, 2));   // the exit sits on floor, not on its slow tile
    QCOMPARE(image.pixel(4, 12), qRgb(255, 0, 0));
    QCOMPARE(image.pixel(16, 8), qRgb(2, 2, 2)); // the gold is a diamond on its tile
    QCOMPARE(image.pixel(20, 12), qRgb(255, 204, 0));
}

void TestRender::renderEmptyMap_givesNullImage()
{
    QVERIFY(renderMap(Map{}, testPalette(), 2).isNull());
}

void TestRender::paletteFromText_skipsCommentsAndBadLines()
{
    const Palette p =
        Palette::fromText(QStringLiteral("; comment\nwall = #123456\nfloor = nonsense\n"
                                         "  entity.spider=#00ff00  \n = #ffffff\nbroken line\n"));
    QCOMPARE(p.tile(Tile::Wall), QColor(0x12, 0x34, 0x56));
    QCOMPARE(p.tile(Tile::Floor), QColor(Qt::magenta));
    QCOMPARE(p.entity(QStringLiteral("spider")), QColor(0, 255, 0));
    QCOMPARE(p.named(QStringLiteral("grid"), Qt::blue), QColor(Qt::blue));
}

void TestRender::builtinPalette_coversEveryTileMarkerAndEntity()
{
    const Palette &p = Palette::builtin();
    for (const TileInfo &info : allTiles())
        QVERIFY2(p.named(QString::fromLatin1(info.name), QColor()).isValid(), info.name.data());
    for (const char *name : {"background", "grid", "label", "start", "exit", "entity.gold", "entity.light",
                             "entity.guard", "entity.enemy"})
        QVERIFY2(p.named(QString::fromLatin1(name), QColor()).isValid(), name);
    QVERIFY(p.tile(Tile::Wall) != p.tile(Tile::Floor));
    QVERIFY(p.named("start") != p.named("exit"));
}

namespace {

std::vector<WallItem> mixedItems()
{
    std::vector<WallItem> items;
    for (int i = 0; i < 7; ++i) {
        Map map;
        map.grid.tiles = Grid<Tile>(10 + i * 3, 6 + (i % 3) * 4, i % 2 ? Tile::Floor : Tile::Wall);
        items.push_back({std::uint64_t(100 + i), map});
    }
    return items;
}

} // namespace

void TestRender::wallLayout_cellsDoNotOverlapAndFitTheImage()
{
    const auto items = mixedItems();
    WallOptions options;
    options.columns = 3;
    options.scale = 2;
    std::vector<WallCell> cells;
    const QImage image = renderWall(items, testPalette(), options, &cells);
    QCOMPARE(cells.size(), items.size());
    QVector<QRect> rects;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        QCOMPARE(cells[i].seed, items[i].seed);
        QCOMPARE(cells[i].thumbnail.size(),
                 QSize(items[i].map.grid.width() * 2, items[i].map.grid.height() * 2));
        QCOMPARE(cells[i].label.height(), options.labelHeight);
        QVERIFY(cells[i].label.top() > cells[i].thumbnail.bottom());
        rects << cells[i].thumbnail << cells[i].label;
    }
    for (const QRect &r : rects)
        QVERIFY(image.rect().contains(r));
    for (qsizetype a = 0; a < rects.size(); ++a)
        for (qsizetype b = a + 1; b < rects.size(); ++b)
            QVERIFY2(!rects[a].intersects(rects[b]), qPrintable(QStringLiteral("%1 and %2").arg(a).arg(b)));
    QCOMPARE(cells[3].thumbnail.top() > cells[0].label.bottom(), true); // the fourth starts a second row
}

void TestRender::wall_drawsEachMapAsRendered()
{
    const auto items = mixedItems();
    std::vector<WallCell> cells;
    const QImage image = renderWall(items, testPalette(), WallOptions{}, &cells);
    for (std::size_t i = 0; i < items.size(); ++i)
        QCOMPARE(image.copy(cells[i].thumbnail), renderMap(items[i].map, testPalette(), WallOptions{}.scale));
}

void TestRender::towerMap_rendersAsAGraphAndFitsAWallCell()
{
    Map tower;
    tower.kind = MapKind::Tower;
    tower.tower.columns = 3;
    tower.tower.floors = 2;
    tower.tower.nodes = {{0, 1, RoomType::Monster}, {1, 1, RoomType::Rest}, {2, 1, RoomType::Boss}};
    tower.tower.edges = {{0, 1}, {1, 2}};
    const QImage image = renderMap(tower, Palette::builtin(), 2);
    QVERIFY(!image.isNull());
    std::vector<WallCell> cells;
    const QImage wall = renderWall({{1, tower}, {2, tower}}, Palette::builtin(), WallOptions{}, &cells);
    QCOMPARE(cells.size(), std::size_t{2});
    QCOMPARE(cells[0].thumbnail.size(), image.size());
    QCOMPARE(wall.copy(cells[1].thumbnail), image);
}

QTEST_MAIN(TestRender)
#include "test_render.moc"
