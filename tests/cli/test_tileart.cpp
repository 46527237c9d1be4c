// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "render/palette.h"
#include "render/renderer.h"
#include "render/tileart.h"

#include <QPainter>
#include <QSet>
#include <QTest>

using namespace mapsmith;

class TestTileArt : public QObject
{
    Q_OBJECT

private slots:
    void everyTileAndSprite_hasAPictureOfItsSizeFrom4To64();
    void tilePictures_areCrispWithFewColoursAtEverySize();
    void tilePictures_differBetweenTileTypes();
    void tilePictures_wearTheirPaletteColour();
    void variants_dependOnlyOnTheCell();
    void sprites_leaveTheirCornersTransparent();
    void renderMapAtArtScale_isTheTilePicturesThenSprites();
    void renderMapBelowArtScale_staysFlat();
    void flatStyle_isOnePaletteColourPerTile();
    void renderMapRegion_equalsTheCropOfTheWholeMap();
    void tileset_overridesOnlyTheTilesItHas();
    void wall_drawsArtFromArtScale();

private:
    static Map sampleMap();
};

// Every tile type in a row, a start, an exit and one entity of each kind on floor below.
Map TestTileArt::sampleMap()
{
    Map map;
    const auto tiles = allTiles();
    map.grid.tiles = Grid<Tile>(static_cast<int>(tiles.size()), 2, Tile::Floor);
    for (std::size_t i = 0; i < tiles.size(); ++i)
        map.grid.tiles.at(static_cast<int>(i), 0) = tiles[i].tile;
    map.grid.start = Point{0, 1};
    map.grid.exit = Point{1, 1};
    map.grid.entities = {{"gold", 2, 1}, {"light", 3, 1}, {"guard", 4, 1}, {"enemy", 5, 1}, {"spider", 6, 1}};
    return map;
}

void TestTileArt::everyTileAndSprite_hasAPictureOfItsSizeFrom4To64()
{
    for (int size = TileArt::kMinSize; size <= TileArt::kMaxSize; size *= 2) {
        const TileArt art(Palette::builtin(), size);
        for (const TileInfo &info : allTiles()) {
            for (int v = 0; v < TileArt::kVariants; ++v) {
                const QImage &image = art.tileVariant(info.tile, v);
                QCOMPARE(image.size(), QSize(size, size));
                QCOMPARE(image.format(), QImage::Format_RGB32);
            }
        }
        for (int s = 0; s < static_cast<int>(TileArt::Sprite::Count); ++s)
            QCOMPARE(art.sprite(static_cast<TileArt::Sprite>(s)).size(), QSize(size, size));
        QCOMPARE(art.entity("spider").size(), QSize(size, size));
    }
}

// Crisp: tiles are drawn in whole pixels, never smoothed, so each holds only its few design colours.
void TestTileArt::tilePictures_areCrispWithFewColoursAtEverySize()
{
    for (int size = TileArt::kMinSize; size <= TileArt::kMaxSize; ++size) {
        const TileArt art(Palette::builtin(), size);
        for (const TileInfo &info : allTiles()) {
            QSet<QRgb> colours;
            const QImage &image = art.tileVariant(info.tile, 1);
            for (int y = 0; y < size; ++y)
                for (int x = 0; x < size; ++x)
                    colours.insert(image.pixel(x, y));
            QVERIFY2(colours.size() <= 8, qPrintable(QStringLiteral("%1 at %2 px has %3 colours")
                                                         .arg(QString::fromLatin1(info.name.data()))
                                                         .arg(size)
                                                         .arg(colours.size())));
        }
    }
}

void TestTileArt::tilePictures_differBetweenTileTypes()
{
    for (int size : {4, 8, 16, 32, 64}) {
        const TileArt art(Palette::builtin(), size);
        const auto tiles = allTiles();
        for (std::size_t a = 0; a < tiles.size(); ++a)
            for (std::size_t b = a + 1; b < tiles.size(); ++b)
                QVERIFY2(art.tileVariant(tiles[a].tile, 0) != art.tileVariant(tiles[b].tile, 0),
                         qPrintable(QStringLiteral("%1 and %2 at %3 px")
                                        .arg(QString::fromLatin1(tiles[a].name.data()),
                                             QString::fromLatin1(tiles[b].name.data()))
                                        .arg(size)));
    }
}

// The tile's own palette colour is in its picture (a designer's palette still recolours the art).
void TestTileArt::tilePictures_wearTheirPaletteColour()
{
    const Palette palette = Palette::builtin();
    const TileArt art(palette, 16);
    for (const TileInfo &info : allTiles()) {
        const QImage &image = art.tileVariant(info.tile, 2);
        const QRgb want = palette.tile(info.tile).rgb();
        int hits = 0;
        for (int y = 0; y < 16; ++y)
            for (int x = 0; x < 16; ++x)
                hits += image.pixel(x, y) == want ? 1 : 0;
        QVERIFY2(hits >= 16, info.name.data());
    }
}

void TestTileArt::variants_dependOnlyOnTheCell()
{
    QSet<int> seen;
    for (int y = 0; y < 64; ++y)
        for (int x = 0; x < 64; ++x) {
            const int v = TileArt::variantAt(x, y);
            QVERIFY(v >= 0 && v < TileArt::kVariants);
            QCOMPARE(TileArt::variantAt(x, y), v);
            seen.insert(v);
        }
    QCOMPARE(seen.size(), TileArt::kVariants);
}

void TestTileArt::sprites_leaveTheirCornersTransparent()
{
    const TileArt art(Palette::builtin(), 32);
    for (int s = 0; s < static_cast<int>(TileArt::Sprite::Count); ++s) {
        const QImage &image = art.sprite(static_cast<TileArt::Sprite>(s));
        if (static_cast<TileArt::Sprite>(s) == TileArt::Sprite::Exit)
            continue; // the exit is a framed opening: it fills its cell
        QCOMPARE(qAlpha(image.pixel(0, 31)), 0);
        QCOMPARE(qAlpha(image.pixel(31, 0)), 0);
        int opaque = 0;
        for (int y = 0; y < 32; ++y)
            for (int x = 0; x < 32; ++x)
                opaque += qAlpha(image.pixel(x, y)) == 255 ? 1 : 0;
        QVERIFY2(opaque > 32 * 32 / 8, qPrintable(QString::number(s))); // a figure, not a speck
    }
}

void TestTileArt::renderMapAtArtScale_isTheTilePicturesThenSprites()
{
    const Map map = sampleMap();
    const int s = 16;
    const QImage image = renderMap(map, Palette::builtin(), s);
    QCOMPARE(image.size(), QSize(map.grid.width() * s, 2 * s));
    const TileArt art(Palette::builtin(), s);
    for (int x = 0; x < map.grid.width(); ++x)
        QCOMPARE(image.copy(x * s, 0, s, s), art.tile(map.grid.tiles.at(x, 0), x, 0));
    // A sprite sits on the floor picture of its cell.
    QImage gold = art.tile(Tile::Floor, 2, 1).convertToFormat(QImage::Format_ARGB32_Premultiplied);
    {
        QPainter p(&gold);
        p.drawImage(0, 0, art.sprite(TileArt::Sprite::Gold));
    }
    QCOMPARE(image.copy(2 * s, s, s, s), gold.convertToFormat(QImage::Format_RGB32));
    QVERIFY(image.copy(0, s, s, s) != art.tile(Tile::Floor, 0, 1));     // the start flag is drawn
    QVERIFY(image.copy(7 * s, s, s, s) == art.tile(Tile::Floor, 7, 1)); // nothing on an empty cell
}

void TestTileArt::renderMapBelowArtScale_staysFlat()
{
    const Map map = sampleMap();
    const QImage image = renderMap(map, Palette::builtin(), TileArt::kMinSize - 1);
    for (int x = 0; x < map.grid.width(); ++x)
        QCOMPARE(image.pixel(x * 3 + 1, 1), Palette::builtin().tile(map.grid.tiles.at(x, 0)).rgb());
}

void TestTileArt::flatStyle_isOnePaletteColourPerTile()
{
    const Map map = sampleMap();
    const QImage image = renderMap(map, Palette::builtin(), 16, {TileStyle::Flat, {}});
    for (int x = 0; x < map.grid.width(); ++x) {
        const QRgb want = Palette::builtin().tile(map.grid.tiles.at(x, 0)).rgb();
        for (int y = 0; y < 16; ++y)
            for (int px = 0; px < 16; ++px)
                QCOMPARE(image.pixel(x * 16 + px, y), want);
    }
}

void TestTileArt::renderMapRegion_equalsTheCropOfTheWholeMap()
{
    const Map map = sampleMap();
    for (int s : {1, 4, 9, 16}) {
        for (TileStyle style : {TileStyle::Art, TileStyle::Flat}) {
            const QImage whole = renderMap(map, Palette::builtin(), s, {style, {}});
            const QRect tiles(2, 1, 5, 1);
            const QImage part = renderMapRegion(map, Palette::builtin(), s, tiles, {style, {}});
            QCOMPARE(part, whole.copy(tiles.x() * s, tiles.y() * s, tiles.width() * s, tiles.height() * s));
        }
    }
    QVERIFY(renderMapRegion(map, Palette::builtin(), 8, QRect(100, 100, 4, 4)).isNull());
}

void TestTileArt::tileset_overridesOnlyTheTilesItHas()
{
    auto tileset = std::make_shared<TileImages>();
    QImage blue(3, 3, QImage::Format_RGB32); // any size: scaled to the tile
    blue.fill(Qt::blue);
    (*tileset)[Tile::Wall] = blue;
    const Map map = sampleMap();
    const QImage image = renderMap(map, Palette::builtin(), 8, {TileStyle::Art, tileset});
    const TileArt art(Palette::builtin(), 8);
    for (int x = 0; x < map.grid.width(); ++x) {
        const Tile t = map.grid.tiles.at(x, 0);
        if (t == Tile::Wall) {
            QImage want(8, 8, QImage::Format_RGB32);
            want.fill(Qt::blue);
            QCOMPARE(image.copy(x * 8, 0, 8, 8), want);
        } else {
            QCOMPARE(image.copy(x * 8, 0, 8, 8), art.tile(t, x, 0));
        }
    }
}

void TestTileArt::wall_drawsArtFromArtScale()
{
    WallOptions options;
    options.scale = 8;
    const std::vector<WallItem> items{{7, sampleMap()}};
    std::vector<WallCell> cells;
    const QImage wall = renderWall(items, Palette::builtin(), options, &cells);
    QCOMPARE(wall.copy(cells[0].thumbnail), renderMap(items[0].map, Palette::builtin(), 8));
    options.render.style = TileStyle::Flat;
    const QImage flat = renderWall(items, Palette::builtin(), options, &cells);
    QCOMPARE(flat.copy(cells[0].thumbnail),
             renderMap(items[0].map, Palette::builtin(), 8, {TileStyle::Flat, {}}));
    QVERIFY(flat != wall);
}

QTEST_MAIN(TestTileArt)
#include "test_tileart.moc"
