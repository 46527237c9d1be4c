// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// Generated maps wearing a tileset (the config's `tileset:` section): the 16-case edge and 47-case blob
// picks on every neighbourhood against an oracle written here, a hand-made map's whole picked grid, the
// hand-made tileset's Wang sets giving the same picks as the explicit lists, a Debian Tiled example's Wang
// set, the section's round trip through the config, a dress leaving the map and its hash alone, the
// dressed Tiled export, and the errors (missing tileset, a gid it lacks) at the config's line and column.

#include "tiledtest.h"

#ifndef Q_MOC_RUN
#include <mapsmith/io/tiled.h>
#include <mapsmith/io/tiledart.h>
#include <mapsmith/map/hash.h>
#endif

#include <QFile>

#include <set>

using namespace mapsmith;

namespace {

const std::string kData = std::string(MAPSMITH_SOURCE_DIR) + "/tests/data/tiled_dress/";

/// The oracle's blob masks: every 8-neighbour set with each corner dropped unless both edges beside it
/// are set too, distinct and ascending.
std::vector<unsigned> oracleBlobMasks()
{
    std::set<unsigned> masks;
    for (unsigned n = 0; n < 256; ++n) {
        unsigned m = n & 0x55u; // N, E, S, W
        const unsigned corners[4][3] = {{2, 1, 4}, {8, 4, 16}, {32, 16, 64}, {128, 64, 1}};
        for (const auto &c : corners)
            if ((n & c[0]) && (n & c[1]) && (n & c[2]))
                m |= c[0];
        masks.insert(m);
    }
    return {masks.begin(), masks.end()};
}

/// A 3 x 3 map: the centre and the neighbours `n` says (bit k: Tiled's place k, clockwise from N) are
/// wall, the rest floor.
GridMap neighbourhood(unsigned n)
{
    GridMap g;
    g.tiles = Grid<Tile>(3, 3, Tile::Floor);
    g.tiles.at(1, 1) = Tile::Wall;
    const int dx[8] = {0, 1, 1, 1, 0, -1, -1, -1};
    const int dy[8] = {-1, -1, 0, 1, 1, 1, 0, -1};
    for (int k = 0; k < 8; ++k)
        if (n & (1u << k))
            g.tiles.at(1 + dx[k], 1 + dy[k]) = Tile::Wall;
    return g;
}

Config loadDressConfig(const std::string &name)
{
    auto config = loadConfig(kData + name, builtinGenerators());
    if (!config)
        qFatal("%s", config.error().toString().c_str());
    return *config;
}

std::shared_ptr<const TiledArt> dressOf(const std::string &name)
{
    const Config config = loadDressConfig(name);
    auto dress = loadDress(*config.tileset, kData + name, tiledDiskLoader());
    if (!dress)
        qFatal("%s", dress.error().toString().c_str());
    return *dress;
}

} // namespace

class TestTiledDress : public QObject
{
    Q_OBJECT

private slots:
    void edgeMask_picksTheTileOfEveryOneOfSixteenCases()
    {
        DressRules rules;
        rules.tiles[static_cast<std::size_t>(Tile::Wall)].kind = TileDress::Kind::Edge;
        for (unsigned m = 0; m < 16; ++m)
            rules.tiles[static_cast<std::size_t>(Tile::Wall)].gids[m] = 100 + m;
        for (unsigned n = 0; n < 256; ++n) {
            const unsigned edges = (n & 1u) | ((n >> 1) & 2u) | ((n >> 2) & 4u) | ((n >> 3) & 8u);
            QCOMPARE(dressGid(rules, neighbourhood(n), 1, 1), 100 + edges);
        }
    }

    void blobSet_picksOneOfFortySevenTilesForEveryNeighbourhood()
    {
        const auto masks = oracleBlobMasks();
        QCOMPARE(masks.size(), std::size_t(47));
        DressRules rules;
        rules.tiles[static_cast<std::size_t>(Tile::Wall)].kind = TileDress::Kind::Blob;
        for (std::size_t i = 0; i < masks.size(); ++i)
            rules.tiles[static_cast<std::size_t>(Tile::Wall)].gids[masks[i]] =
                1000 + static_cast<unsigned>(i);
        std::set<std::uint32_t> seen;
        for (unsigned n = 0; n < 256; ++n) {
            const std::uint32_t gid = dressGid(rules, neighbourhood(n), 1, 1);
            unsigned expected = n & 0x55u;
            if ((n & 2) && (n & 1) && (n & 4))
                expected |= 2;
            if ((n & 8) && (n & 4) && (n & 16))
                expected |= 8;
            if ((n & 32) && (n & 16) && (n & 64))
                expected |= 32;
            if ((n & 128) && (n & 64) && (n & 1))
                expected |= 128;
            const auto at = std::find(masks.begin(), masks.end(), expected) - masks.begin();
            QCOMPARE(gid, 1000 + static_cast<std::uint32_t>(at));
            seen.insert(gid);
        }
        QCOMPARE(seen.size(), std::size_t(47));
    }

    void handMadeMap_edgeWallsAndSingleFloor_wholeGridAsExpected()
    {
        // '#' wall (edge gids 1 + mask), '.' floor (gid 40). Off the map counts as wall.
        const char *rows[] = {"#####", "#..##", "#.#.#", "#####"};
        GridMap g;
        g.tiles = Grid<Tile>(5, 4, Tile::Floor);
        for (int y = 0; y < 4; ++y)
            for (int x = 0; x < 5; ++x)
                g.tiles.at(x, y) = rows[y][x] == '#' ? Tile::Wall : Tile::Floor;
        DressRules rules;
        auto &wall = rules.tiles[static_cast<std::size_t>(Tile::Wall)];
        wall.kind = TileDress::Kind::Edge;
        for (unsigned m = 0; m < 16; ++m)
            wall.gids[m] = 1 + m;
        auto &floor = rules.tiles[static_cast<std::size_t>(Tile::Floor)];
        floor.kind = TileDress::Kind::Single;
        floor.gids[0] = 40;
        // 1 + mask (N = 1, E = 2, S = 4, W = 8), worked out by hand.
        const std::uint32_t expected[4][5] = {
            {16, 12, 12, 16, 16}, {14, 40, 40, 4, 16}, {14, 40, 5, 40, 8}, {16, 15, 16, 15, 16}};
        for (int y = 0; y < 4; ++y)
            for (int x = 0; x < 5; ++x)
                QCOMPARE(dressGid(rules, g, x, y), expected[y][x]);
    }

    void wangSets_pickTheSameTilesAsTheExplicitLists()
    {
        const auto lists = dressOf("cave_lists.yaml");
        const auto wang = dressOf("cave_wang.yaml");
        for (const Tile t : {Tile::Wall, Tile::Floor}) {
            const TileDress &a = lists->rules.tiles[static_cast<std::size_t>(t)];
            const TileDress &b = wang->rules.tiles[static_cast<std::size_t>(t)];
            QCOMPARE(int(a.kind), int(b.kind));
            QVERIFY(a.gids == b.gids);
        }
        QCOMPARE(lists->doc.tilesets.size(), std::size_t(1));
        QCOMPARE(lists->doc.tilesets.front().tileCount, 64);
        QCOMPARE(lists->doc.tileWidth, 4);
    }

    void debianDesert_wangRulePicksTilesOfItsSet()
    {
        const std::string tsx = "/usr/share/doc/tiled/examples/desert.tsx";
        if (!QFile::exists(QString::fromStdString(tsx)))
            QSKIP("Tiled's examples are not installed (Debian package 'tiled')");
        TilesetConfig config;
        config.source = tsx;
        TilesetRule wall;
        wall.kind = TilesetRule::Kind::Wang;
        wall.wangSet = "Desert";
        wall.color = "Brick";
        wall.background = "Desert";
        config.rules.emplace_back(Tile::Wall, wall);
        auto dress = loadDress(config, "config.yaml", tiledDiskLoader());
        QVERIFY2(dress, dress ? "" : dress.error().toString().c_str());
        const tiled::Tileset &ts = (*dress)->doc.tilesets.front();
        QCOMPARE(ts.name, std::string("Desert"));
        std::set<std::uint32_t> inSet;
        for (const auto &[id, wangId] : ts.wangSets.front().tiles)
            inSet.insert(static_cast<std::uint32_t>(id) + 1);
        const TileDress &d = (*dress)->rules.tiles[static_cast<std::size_t>(Tile::Wall)];
        QCOMPARE(int(d.kind), int(TileDress::Kind::Blob));
        // The full blob (every neighbour a wall) is the all-brick tile (id 9); the lone wall, all desert.
        QCOMPARE(d.gids[255], 10u);
        QVERIFY(inSet.count(d.gids[0]));
        for (const unsigned m : oracleBlobMasks())
            QVERIFY(inSet.count(d.gids[m]));
    }

    void tilesetSection_roundTripsThroughTheConfig()
    {
        const Config config = loadDressConfig("cave_lists.yaml");
        QVERIFY(config.tileset);
        QCOMPARE(config.tileset->source, std::string("dress.tsx"));
        QCOMPARE(config.tileset->rules.size(), std::size_t(2));
        const std::string text = writeConfig(config, builtinGenerators());
        auto back = readConfig(text, "written.yaml", builtinGenerators());
        QVERIFY2(back, back ? "" : back.error().toString().c_str());
        QVERIFY(*back == config);
        const Config wang = loadDressConfig("cave_wang.yaml");
        auto wangBack = readConfig(writeConfig(wang, builtinGenerators()), "w.yaml", builtinGenerators());
        QVERIFY(wangBack && *wangBack == wang);
        QCOMPARE(int(wang.tileset->rules[0].second.kind), int(TilesetRule::Kind::Wang));
        QCOMPARE(wang.tileset->rules[0].second.wangSet, std::string("edges"));
        // A config without the key writes none.
        const Config plain = loadDressConfig("cave_plain.yaml");
        QVERIFY(!plain.tileset);
        QVERIFY(writeConfig(plain, builtinGenerators()).find("tileset") == std::string::npos);
    }

    void dress_changesNeitherTheMapNorItsHash()
    {
        Config config = loadDressConfig("cave_lists.yaml");
        auto g = generate(builtinGenerators(), config);
        QVERIFY(g);
        Map dressed = g->map;
        wearDress(dressed, dressOf("cave_lists.yaml"));
        QVERIFY(dressed.art);
        QCOMPARE(mapHash(dressed), mapHash(g->map));
        config.tileset.reset();
        auto plain = generate(builtinGenerators(), config);
        QCOMPARE(mapHash(plain->map), mapHash(g->map));
    }

    void dressedExport_writesThePickedGidsAndTheTilesetByReference()
    {
        const Config config = loadDressConfig("cave_lists.yaml");
        auto g = generate(builtinGenerators(), config);
        QVERIFY(g);
        Map map = g->map;
        const auto dress = dressOf("cave_lists.yaml");
        wearDress(map, dress);
        TiledExportOptions options;
        options.path = kData + "out/map.tmx";
        auto doc = tiledDocumentFor(map, defaultTileMapping(), options);
        QVERIFY(doc);
        QCOMPARE(doc->tilesets.front().source, std::string("../dress.tsx"));
        const tiled::Layer &tiles = doc->layers.front();
        QCOMPARE(tiles.name, std::string("tiles"));
        for (int y = 0; y < map.grid.height(); ++y)
            for (int x = 0; x < map.grid.width(); ++x)
                QCOMPARE(tiles.gidAt(x, y), dressGid(dress->rules, map.grid, x, y));
        auto text = writeTmx(map, defaultTileMapping(), options);
        QVERIFY(text);
        QVERIFY(text->find("source=\"../dress.tsx\"") != std::string::npos);
        // Read back, the hidden collision layer says every tile: the same map.
        auto back = readTmx(*text, options.path, TiledReadOptions{std::nullopt, tiledDiskLoader()},
                            builtinGenerators());
        QVERIFY2(back, back ? "" : back.error().toString().c_str());
        QVERIFY(back->grid.tiles == map.grid.tiles);
    }

    void missingTileset_namesTheConfigLineAndColumn()
    {
        const Config config = loadDressConfig("cave_missing.yaml");
        auto dress = loadDress(*config.tileset, kData + "cave_missing.yaml", tiledDiskLoader());
        QVERIFY(!dress);
        QCOMPARE(dress.error().file, kData + "cave_missing.yaml");
        QCOMPARE(dress.error().line, 10);
        QCOMPARE(dress.error().column, 11);
        QVERIFY(dress.error().message.find("no_such_tileset.tsx") != std::string::npos);
    }

    void gidTheTilesetLacks_namesTheRuleLineAndColumn()
    {
        const Config config = loadDressConfig("cave_badgid.yaml");
        auto dress = loadDress(*config.tileset, kData + "cave_badgid.yaml", tiledDiskLoader());
        QVERIFY(!dress);
        QCOMPARE(dress.error().line, 13);
        QCOMPARE(dress.error().column, 12);
        QVERIFY(dress.error().message.find("gid 65") != std::string::npos);
    }

    void badSections_areErrorsAtTheirPlace_data()
    {
        QTest::addColumn<QString>("section");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("words");
        QTest::newRow("not a map") << "tileset: 5\n" << 2 << "tileset must be a map";
        QTest::newRow("no source") << "tileset: {tiles: {wall: 1}}\n" << 2 << "no 'source'";
        QTest::newRow("unknown key") << "tileset: {source: a.tsx, colour: 1}\n"
                                     << 2 << "unknown key 'colour'";
        QTest::newRow("unknown tile") << "tileset:\n  source: a.tsx\n  tiles:\n    lava: 1\n"
                                      << 5 << "unknown tile 'lava'";
        QTest::newRow("short edge list") << "tileset:\n  source: a.tsx\n  tiles:\n    wall: {edge: [1, 2]}\n"
                                         << 5 << "list of 16 gids";
        QTest::newRow("two kinds") << "tileset:\n  source: a.tsx\n  tiles:\n    wall: {edge: [], wang: x}\n"
                                   << 5 << "exactly one of";
        QTest::newRow("negative gid") << "tileset:\n  source: a.tsx\n  tiles:\n    wall: -1\n" << 5 << "wall";
    }

    void badSections_areErrorsAtTheirPlace()
    {
        QFETCH(QString, section);
        QFETCH(int, line);
        QFETCH(QString, words);
        const std::string text = "mapsmith: 1\n" + section.toStdString() + "generator: cave\n";
        auto config = readConfig(text, "bad.yaml", builtinGenerators());
        QVERIFY(!config);
        QCOMPARE(config.error().file, std::string("bad.yaml"));
        QCOMPARE(config.error().line, line);
        QVERIFY2(config.error().message.find(words.toStdString()) != std::string::npos,
                 config.error().message.c_str());
    }
};

QTEST_GUILESS_MAIN(TestTiledDress)
#include "test_tiled_dress.moc"
