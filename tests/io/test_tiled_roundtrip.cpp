// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// Tiled interop: YAML <-> TMJ <-> TMX <-> Lode Runner text keep the map, on many seeds of every grid
// generator; every layer encoding Tiled writes (CSV, XML tiles, base64 plain / zlib / gzip) reads the same.

#include "../common/sanitized.h"
#include "tiledtest.h"

#ifndef Q_MOC_RUN
#include <mapsmith/io/loderunner.h>
#include <mapsmith/io/mapfile.h>
#include <mapsmith/io/tiled.h>

#include <algorithm>
#endif

using namespace mapsmith;

namespace {

const GeneratorRegistry &reg()
{
    return builtinGenerators();
}

Map viaTmj(const Map &map, const TileMapping &mapping = defaultTileMapping())
{
    auto text = writeTmj(map, mapping);
    if (!text)
        qFatal("%s", text.error().toString().c_str());
    auto back = readTmj(*text, "m.tmj", mapping, reg());
    if (!back)
        qFatal("%s", back.error().toString().c_str());
    return *back;
}

Map viaTmx(const Map &map, const TileMapping &mapping = defaultTileMapping())
{
    auto text = writeTmx(map, mapping);
    if (!text)
        qFatal("%s", text.error().toString().c_str());
    auto back = readTmx(*text, "m.tmx", mapping, reg());
    if (!back)
        qFatal("%s", back.error().toString().c_str());
    return *back;
}

Map viaYaml(const Map &map)
{
    auto back = readMap(writeMap(map), "m.yaml", reg());
    if (!back)
        qFatal("%s", back.error().toString().c_str());
    return *back;
}

/// What a Lode Runner text level can say: tiles, start and the entities in row-major order; no source.
Map lodeRunnerView(Map map)
{
    map.source = {};
    std::stable_sort(
        map.grid.entities.begin(), map.grid.entities.end(),
        [](const Entity &a, const Entity &b) { return std::tie(a.y, a.x) < std::tie(b.y, b.x); });
    return map;
}

/// `text` with every span from `open` to the next `close` (both included) replaced by `by`. (Not std::regex:
/// libstdc++'s matcher recurses once per character, and a layer of a few thousand cells overflows the stack
/// of an AddressSanitizer build.)
std::string replaceSpans(const std::string &text, const std::string &open, const std::string &close,
                         const std::string &by)
{
    std::string out;
    std::size_t from = 0;
    for (std::size_t at; (at = text.find(open, from)) != std::string::npos;) {
        const std::size_t end = text.find(close, at + open.size());
        if (end == std::string::npos)
            break;
        out.append(text, from, at - from).append(by);
        from = end + close.size();
    }
    return out.append(text, from, std::string::npos);
}

/// The TMX text with its CSV layer replaced by `data` and `attributes` on <data>.
std::string withTmxData(const std::string &tmx, const std::string &attributes, const std::string &data)
{
    return replaceSpans(tmx, "<data encoding=\"csv\">", "</data>",
                        "<data " + attributes + ">" + data + "</data>");
}

std::vector<std::uint32_t> gidsOf(const Map &map, const TileMapping &mapping)
{
    std::vector<std::uint32_t> gids;
    for (int y = 0; y < map.grid.height(); ++y)
        for (int x = 0; x < map.grid.width(); ++x)
            gids.push_back(*mapping.gidFor(map.grid.tiles.at(x, y)));
    return gids;
}

} // namespace

class TestTiledRoundTrip : public QObject
{
    Q_OBJECT

private:
    // A quarter under the sanitizers (-O0, several times slower; the loderunner_ropes row took 333 s at a
    // load of 7 against QtTest's 300 s watchdog): they look for memory errors, the plain build checks all.
    static constexpr std::uint64_t kSeeds = testenv::plainOr<std::uint64_t>(20, 5);

private slots:
    void everyGridGenerator_keepsTheMap_data()
    {
        QTest::addColumn<QString>("preset");
        for (const char *p : {"cave", "cave_open", "rooms", "rooms_dense", "maze", "maze_braided",
                              "maze_wilson", "loderunner", "loderunner_ropes"})
            QTest::newRow(p) << QString::fromLatin1(p);
    }
    void everyGridGenerator_keepsTheMap()
    {
        QFETCH(QString, preset);
        for (std::uint64_t seed = 1; seed <= kSeeds; ++seed) {
            const Map map = tiledtest::generated(preset.toStdString(), seed);
            QVERIFY(!map.grid.tiles.empty());
            QCOMPARE(viaTmj(map), map);
            QCOMPARE(viaTmx(map), map);
            // YAML -> TMJ -> TMX -> YAML, each step through text.
            QCOMPARE(viaYaml(viaTmx(viaTmj(viaYaml(map)))), map);
        }
    }

    void lodeRunnerText_throughTiledFormats_keepsTheLevel()
    {
        for (std::uint64_t seed = 1; seed <= 30; ++seed) {
            const Map map = tiledtest::generated("loderunner", seed);
            auto text = writeLodeRunnerLevel(viaTmx(viaTmj(map)));
            QVERIFY2(text.ok(), text.ok() ? "" : text.error().toString().c_str());
            auto level = readLodeRunnerLevel(*text, "l.txt", 0);
            QVERIFY(level.ok());
            QCOMPARE(*level, lodeRunnerView(map));
            // and back out of the text format into both Tiled formats
            QCOMPARE(viaTmj(viaTmx(*level)), *level);
        }
    }

    void everyParameterType_survivesAsProperties()
    {
        // rooms has ints, reals and a choice; loderunner has a bool; maze a choice; cave reals.
        for (const char *preset : {"rooms", "loderunner", "maze", "cave"}) {
            const Map map = tiledtest::generated(preset, 7);
            QVERIFY(!map.source.params.entries().empty());
            QCOMPARE(viaTmj(map).source, map.source);
            QCOMPARE(viaTmx(map).source, map.source);
        }
    }

    void unknownGeneratorParams_keepTheirTypes()
    {
        Map map;
        map.grid.tiles = Grid<Tile>(3, 2, Tile::Wall);
        map.source.generator = "somebody_elses";
        map.source.generatorVersion = 4;
        map.source.seed = 18446744073709551615ull;
        map.source.params.set("count", std::int64_t{-3});
        map.source.params.set("ratio", 0.1);
        map.source.params.set("flag", false);
        map.source.params.set("mode", std::string("a b: c"));
        map.source.params.set("loot", WeightTable{{"gold", 1.5}, {"light", 0.25}});
        QCOMPARE(viaTmj(map), map);
        QCOMPARE(viaTmx(map), map);
    }

    void everyLayerEncoding_readsTheSameTiles()
    {
        const TileMapping mapping = defaultTileMapping();
        const Map map = tiledtest::generated("loderunner", 3);
        const std::string tmx = *writeTmx(map, mapping);
        const std::string bytes = tiledtest::gidBytes(gidsOf(map, mapping));
        const std::pair<std::string, std::string> encodings[] = {
            {R"(encoding="base64")", tiledtest::toBase64(bytes)},
            {R"(encoding="base64" compression="zlib")",
             tiledtest::toBase64(tiledtest::zcompress(bytes, false))},
            {R"(encoding="base64" compression="gzip")",
             tiledtest::toBase64(tiledtest::zcompress(bytes, true))},
            {R"(encoding="base64" compression="")", "\n   " + tiledtest::toBase64(bytes) + "\n  "},
        };
        for (const auto &[attributes, data] : encodings) {
            auto back = readTmx(withTmxData(tmx, attributes, data), "m.tmx", mapping, reg());
            QVERIFY2(back.ok(), back.ok() ? "" : back.error().toString().c_str());
            QCOMPARE(*back, map);
        }
        std::string tiles;
        for (std::uint32_t g : gidsOf(map, mapping))
            tiles += "<tile gid=\"" + std::to_string(g) + "\"/>";
        auto back = readTmx(withTmxData(tmx, "", tiles), "m.tmx", mapping, reg());
        QVERIFY(back.ok());
        QCOMPARE(*back, map);
    }

    void tmjBase64Layers_readTheSameTiles()
    {
        const TileMapping mapping = defaultTileMapping();
        const Map map = tiledtest::generated("cave", 5);
        const std::string tmj = *writeTmj(map, mapping);
        const std::string bytes = tiledtest::gidBytes(gidsOf(map, mapping));
        for (const char *compression : {"", "zlib", "gzip"}) {
            const std::string c = compression;
            const std::string payload = c.empty() ? bytes : tiledtest::zcompress(bytes, c == "gzip");
            const std::string replaced =
                replaceSpans(tmj, "\"data\": [", "]",
                             "\"data\": \"" + tiledtest::toBase64(payload) +
                                 "\", \"encoding\": \"base64\", \"compression\": \"" + c + "\"");
            QVERIFY(replaced != tmj);
            auto back = readTmj(replaced, "m.tmj", mapping, reg());
            QVERIFY2(back.ok(), back.ok() ? "" : back.error().toString().c_str());
            QCOMPARE(*back, map);
        }
    }

    void flipFlags_emptyCells_andACustomMapping()
    {
        // A foreign 3 x 2 map: gid 0 is empty, 7 and 9 are two kinds of wall, 12 is flipped horizontally.
        const std::string tmx = R"(<?xml version="1.0"?>
<map orientation="orthogonal" width="3" height="2" tilewidth="8" tileheight="8" infinite="0">
 <tileset firstgid="1" source="walls.tsx"/>
 <layer name="ground" width="3" height="2"><data encoding="csv">
7,9,0,
2147483660,0,7
</data></layer>
 <objectgroup name="things">
  <object id="1" type="start" x="1" y="9" width="6" height="6"/>
  <object id="2" class="gold" x="16" y="16" gid="5" width="8" height="8"/>
 </objectgroup>
</map>)";
        TileMapping mapping;
        mapping.set(7, Tile::Wall);
        mapping.set(9, Tile::Solid);
        mapping.set(12, Tile::Ladder);
        mapping.empty = Tile::Floor;
        auto map = readTmx(tmx, "foreign.tmx", mapping, reg());
        QVERIFY2(map.ok(), map.ok() ? "" : map.error().toString().c_str());
        QCOMPARE(map->grid.width(), 3);
        QCOMPARE(map->grid.tiles.at(0, 0), Tile::Wall);
        QCOMPARE(map->grid.tiles.at(1, 0), Tile::Solid);
        QCOMPARE(map->grid.tiles.at(2, 0), Tile::Floor);
        QCOMPARE(map->grid.tiles.at(0, 1), Tile::Ladder);
        QCOMPARE(map->grid.start, std::optional<Point>(Point{0, 1}));
        // a tile object is placed by its bottom-left corner: y 16 is the bottom of row 1
        QCOMPARE(map->grid.entities, (std::vector<Entity>{{"gold", 2, 1}}));
        QCOMPARE(map->source, MapSource{});
        // written back with the same mapping, the smallest gid of each tile is used
        QCOMPARE(viaTmj(*map, mapping), *map);
    }
};

QTEST_GUILESS_MAIN(TestTiledRoundTrip)
#include "test_tiled_roundtrip.moc"
