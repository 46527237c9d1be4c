// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// core/io: config and map files round-trip, and every class of bad input is an Error that names
// "file:line:column: message" exactly.

#include <QtTest>

// moc needs none of these, and its C++17 view of the C++20 library headers trips it up.
#ifndef Q_MOC_RUN
#include <mapsmith/generate/cave.h>
#include <mapsmith/generate/registry.h>
#include <mapsmith/io/config.h>
#include <mapsmith/io/mapfile.h>
#include <mapsmith/io/schemafile.h>
#include <mapsmith/random/rng.h>

#include <cmath>
#include <memory>
#include <yaml-cpp/yaml.h>
#endif

using namespace mapsmith;

namespace {

/// A generator with one parameter of every type, so the tests do not depend on the cave's schema.
class FakeGenerator final : public Generator
{
public:
    FakeGenerator()
        : m_schema({
              ParamSpec::integer("count", "Count", 3, 1, 10, "items", "How many."),
              ParamSpec::real("ratio", "Ratio", 0.5, 0.0, 1.0, 0.05, "", "A share."),
              ParamSpec::boolean("flag", "Flag", true, "On or off."),
              ParamSpec::choice("mode", "Mode", "a", {{"a", "Mode A"}, {"b", "Mode B"}, {"yes", "Tricky id"}},
                                "Which mode."),
              ParamSpec::weights("loot", "Loot", {{"gold", 1.0}, {"light", 0.5}}, 0.0, 10.0, "Loot weights."),
          })
    {
    }
    std::string_view id() const override { return "fake"; }
    std::string_view displayName() const override { return "Fake: every parameter type"; }
    int version() const override { return 3; }
    const ParamSchema &schema() const override { return m_schema; }
    Result<Generated> generate(const ParamSet &, Rng &, const RunControl &) const override
    {
        Generated g;
        g.map.grid.tiles = Grid<Tile>(3, 3, Tile::Floor);
        return g;
    }
    std::vector<Check> validate(const Map &, const ParamSet &) const override { return {}; }

private:
    ParamSchema m_schema;
};

const GeneratorRegistry &registry()
{
    static const GeneratorRegistry r = [] {
        GeneratorRegistry reg;
        reg.add(std::make_unique<CaveGenerator>());
        reg.add(std::make_unique<FakeGenerator>());
        return reg;
    }();
    return r;
}

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

/// The error as the CLI prints it, or "ok" when there is none.
template <class T> QString errorOf(const Result<T> &r)
{
    return r ? QStringLiteral("ok") : qs(r.error().toString());
}

std::string dataPath(const char *name)
{
    return std::string(MAPSMITH_TEST_DATA) + "/io/" + name;
}

Result<Config> config(const std::string &text)
{
    return readConfig(text, "test.yaml", registry());
}

Result<Map> map(const std::string &text)
{
    return readMap(text, "map.yaml", registry());
}

const char *const kHeader = "mapsmith: 1\ngenerator: fake\n";

/// A 5x4 map; `rows` replaces the tiles block, `extra` goes at the end.
std::string smallMap(const std::string &rows, const std::string &extra = {})
{
    return "mapsmith: 1\nkind: grid\nwidth: 5\nheight: 4\ntiles: |\n" + rows + extra;
}

const char *const kRows = "  #####\n  #<.>#\n  #...#\n  #####\n";

} // namespace

class TestIo : public QObject
{
    Q_OBJECT

private slots:
    // ---- config: reading ----
    void readConfig_fixture_readsGivenValuesAndDefaults()
    {
        auto c = loadConfig(dataPath("cave.yaml"), registry());
        QVERIFY2(c, qPrintable(errorOf(c)));
        QCOMPARE(c->generator, std::string("cave"));
        QCOMPARE(c->seed, std::uint64_t{42});
        QCOMPARE(c->params.getInt("width"), std::int64_t{60});
        QCOMPARE(c->params.getReal("fill_ratio"), 0.47);
        QCOMPARE(c->params.getChoice("connectivity"), std::string("largest"));
        // Completed with defaults, in schema order.
        const auto &schema = registry().find("cave")->schema();
        QCOMPARE(c->params.entries().size(), schema.specs().size());
        for (std::size_t i = 0; i < schema.specs().size(); ++i)
            QCOMPARE(c->params.entries()[i].first, schema.specs()[i].id);
        QCOMPARE(c->params.getInt("steps"), std::get<std::int64_t>(schema.find("steps")->defaultValue));
    }

    void readConfig_everyParamType_isTyped()
    {
        auto c =
            config(std::string(kHeader) + "seed: 18446744073709551615\nparams:\n  count: 10\n  ratio: 1\n"
                                          "  flag: false\n  mode: \"yes\"\n  loot: {light: 2}\n");
        QVERIFY2(c, qPrintable(errorOf(c)));
        QCOMPARE(c->seed, std::uint64_t{18446744073709551615u});
        QCOMPARE(*c->params.find("count"), ParamValue{std::int64_t{10}});
        QCOMPARE(*c->params.find("ratio"), ParamValue{1.0}); // an integer given for a real is a real
        QCOMPARE(*c->params.find("flag"), ParamValue{false});
        QCOMPARE(*c->params.find("mode"), ParamValue{std::string("yes")});
        // Weight keys left out take their default.
        QCOMPARE(c->params.getWeights("loot"), (WeightTable{{"gold", 1.0}, {"light", 2.0}}));
    }

    void readConfig_noSeedOrParams_takesZeroAndDefaults()
    {
        auto c = config(kHeader);
        QVERIFY2(c, qPrintable(errorOf(c)));
        QCOMPARE(c->seed, std::uint64_t{0});
        QCOMPARE(c->params, registry().find("fake")->schema().defaults());
    }

    // ---- config: writing and round trip ----
    void writeConfig_startsWithCommentAndListsEveryParamInSchemaOrder()
    {
        Config c;
        c.generator = "fake";
        c.seed = 9;
        c.params.set("ratio", 0.25); // incomplete: the writer completes it
        const std::string text = writeConfig(c, registry());
        QVERIFY(text.starts_with("# Mapsmith level config — regenerate with: mapsmith generate -c "
                                 "FILE\nmapsmith: 1\ngenerator: fake\n"
                                 "seed: 9\nparams:\n"));
        const char *order[] = {"  count: 3 ", "  ratio: 0.25 ", "  flag: true ", "  mode: a ",
                               "  loot: {gold: 1.0, light: 0.5} "};
        std::size_t at = 0;
        for (const char *line : order) {
            const auto found = text.find(line, at);
            QVERIFY2(found != std::string::npos, line);
            at = found;
        }
    }

    void writeConfig_thenRead_givesSameConfig_data()
    {
        QTest::addColumn<double>("ratio");
        QTest::addColumn<QString>("mode");
        QTest::newRow("tenth") << 0.1 << "a";
        QTest::newRow("third") << 1.0 / 3.0 << "b";
        QTest::newRow("tiny") << 1e-300 << "yes";
        QTest::newRow("one") << 1.0 << "a";
        QTest::newRow("zero") << 0.0 << "b";
        QTest::newRow("almost one") << std::nextafter(1.0, 0.0) << "a";
    }
    void writeConfig_thenRead_givesSameConfig()
    {
        QFETCH(double, ratio);
        QFETCH(QString, mode);
        Config c;
        c.generator = "fake";
        c.seed = 18446744073709551615u;
        c.params.set("count", std::int64_t{7});
        c.params.set("ratio", ratio);
        c.params.set("flag", false);
        c.params.set("mode", mode.toStdString());
        c.params.set("loot", WeightTable{{"gold", 0.1}, {"light", 9.75}});
        auto back = config(writeConfig(c, registry()));
        QVERIFY2(back, qPrintable(errorOf(back)));
        QCOMPARE(*back, c);
    }

    void writeConfig_caveWithManyValues_readsBackEqual()
    {
        Rng rng(2024);
        for (int i = 0; i < 200; ++i) {
            Config c;
            c.generator = "cave";
            c.seed = rng.next();
            c.params = registry().find("cave")->schema().defaults();
            c.params.set("fill_ratio", rng.real());
            c.params.set("width", rng.range(4, 4096));
            auto back = config(writeConfig(c, registry()));
            QVERIFY2(back, qPrintable(errorOf(back)));
            QCOMPARE(*back, c);
        }
    }

    // ---- config: bad input, one class each ----
    void readConfig_unknownTopLevelKey_namesIt()
    {
        QCOMPARE(
            errorOf(config(std::string(kHeader) + "seed: 1\ntempo: 120\n")),
            "test.yaml:4:1: unknown key 'tempo' in the config (expected one of: mapsmith, generator, seed, "
            "params, beat, tileset, play)");
    }

    void readConfig_unknownParam_namesLineAndColumn()
    {
        QCOMPARE(
            errorOf(config(std::string(kHeader) + "params:\n  count: 2\n  cuont: 3\n")),
            "test.yaml:5:3: unknown parameter 'cuont' for generator 'fake' (expected one of: count, ratio, "
            "flag, mode, loot)");
    }

    void readConfig_stringForInt_namesLineAndColumn()
    {
        QCOMPARE(errorOf(config(std::string(kHeader) + "params:\n  count: abc\n")),
                 "test.yaml:4:10: count must be an integer, not 'abc'");
        QCOMPARE(errorOf(config(std::string(kHeader) + "params:\n  count: \"4\"\n")),
                 "test.yaml:4:10: count must be an integer, not '4'");
    }

    void readConfig_realForInt_namesLineAndColumn()
    {
        QCOMPARE(errorOf(config(std::string(kHeader) + "params:\n  count: 1.5\n")),
                 "test.yaml:4:10: count must be an integer, not 1.5");
    }

    void readConfig_wrongTypeForRealBoolChoiceWeights_isError()
    {
        const std::string p = std::string(kHeader) + "params:\n";
        QCOMPARE(errorOf(config(p + "  ratio: half\n")),
                 "test.yaml:4:10: ratio must be a number, not 'half'");
        QCOMPARE(errorOf(config(p + "  flag: yes\n")),
                 "test.yaml:4:9: flag must be true or false, not 'yes'");
        QCOMPARE(errorOf(config(p + "  mode: [a]\n")),
                 "test.yaml:4:9: mode must be one of a, b, yes, not a list");
        QCOMPARE(errorOf(config(p + "  mode: c\n")), "test.yaml:4:9: mode 'c' is not one of a, b, yes");
        QCOMPARE(errorOf(config(p + "  loot: 4\n")),
                 "test.yaml:4:9: loot must be a map of key: weight, not 4");
        QCOMPARE(errorOf(config(p + "  loot: {gold: x}\n")),
                 "test.yaml:4:16: loot.gold must be a number, not 'x'");
        QCOMPARE(errorOf(config(p + "  loot: {silver: 1}\n")),
                 "test.yaml:4:10: loot has no key 'silver' (expected one of: gold, light)");
        QCOMPARE(errorOf(config(p + "  count:\n")), "test.yaml:4:3: count has no value; expected an integer");
    }

    void readConfig_outOfRange_namesLineAndColumn()
    {
        const std::string path = dataPath("cave_out_of_range.yaml");
        QCOMPARE(errorOf(loadConfig(path, registry())), qs(path + ":7:15: fill_ratio 1.7 is outside [0, 1]"));
        const std::string p = std::string(kHeader) + "params:\n";
        QCOMPARE(errorOf(config(p + "  count: 11\n")), "test.yaml:4:10: count 11 is outside [1, 10]");
        QCOMPARE(errorOf(config(p + "  count: 99999999999999999999\n")),
                 "test.yaml:4:10: count 99999999999999999999 is outside [1, 10]");
        QCOMPARE(errorOf(config(p + "  loot: {gold: 11}\n")),
                 "test.yaml:4:16: loot gold: 11 is outside [0, 10]");
    }

    void readConfig_brokenYamlUnclosedBracket_namesParserPosition()
    {
        QCOMPARE(errorOf(config(std::string(kHeader) + "params: {count: 3\nseed: 4\n")),
                 "test.yaml:4:5: invalid YAML: end of map flow not found");
    }

    void readConfig_brokenYamlBadIndentation_namesParserPosition()
    {
        QCOMPARE(errorOf(config(std::string(kHeader) + "params:\n  count: 3\n   ratio: 0.5\n")),
                 "test.yaml:5:9: invalid YAML: illegal map value");
    }

    void readConfig_missingVersion_isError()
    {
        QCOMPARE(errorOf(config("generator: fake\nseed: 1\n")),
                 "test.yaml:1:1: missing key 'mapsmith' (the format version: 'mapsmith: 1')");
    }

    void readConfig_wrongVersion_isError()
    {
        QCOMPARE(errorOf(config("mapsmith: 2\ngenerator: fake\nnewkey: 1\n")),
                 "test.yaml:1:11: format version 2 is newer than this Mapsmith reads (1); update Mapsmith");
        QCOMPARE(errorOf(config("mapsmith: 0\ngenerator: fake\n")),
                 "test.yaml:1:11: format version 0 does not exist; expected 1");
        QCOMPARE(errorOf(config("mapsmith: one\ngenerator: fake\n")),
                 "test.yaml:1:11: mapsmith must be the format version 1, not 'one'");
    }

    void readConfig_unknownGenerator_listsKnownOnes()
    {
        QCOMPARE(errorOf(config("mapsmith: 1\ngenerator: dungeon\n")),
                 "test.yaml:2:12: unknown generator 'dungeon' (known: cave, fake)");
        QCOMPARE(errorOf(config("mapsmith: 1\nseed: 1\n")),
                 "test.yaml:1:1: missing key 'generator' (the generator id, such as 'generator: cave')");
    }

    void readConfig_badSeed_isError_data()
    {
        QTest::addColumn<QString>("seed");
        QTest::newRow("negative") << "-1";
        QTest::newRow("too big") << "18446744073709551616";
        QTest::newRow("real") << "1.0";
    }
    void readConfig_badSeed_isError()
    {
        QFETCH(QString, seed);
        QCOMPARE(errorOf(config(std::string(kHeader) + "seed: " + seed.toStdString() + "\n")),
                 "test.yaml:3:7: seed must be an integer in [0, 18446744073709551615], not " + seed);
    }

    void readConfig_emptyOrNotAMap_isError()
    {
        QCOMPARE(errorOf(config("")), "test.yaml: the file is empty; expected a Mapsmith config");
        QCOMPARE(errorOf(config("# only a comment\n")),
                 "test.yaml: the file is empty; expected a Mapsmith config");
        QCOMPARE(errorOf(config("- mapsmith: 1\n")),
                 "test.yaml:1:1: expected a Mapsmith config (a map of keys), not a list");
        QCOMPARE(errorOf(config("mapsmith: 1\n---\nmapsmith: 1\n")),
                 "test.yaml:2:1: a second YAML document; expected only a Mapsmith config");
        // yaml-cpp 0.7's LoadAll loops forever on a stray ',' (jbeder/yaml-cpp#1040): it must not hang here.
        QCOMPARE(errorOf(config(",")),
                 "test.yaml:1:1: expected a Mapsmith config (a map of keys), not nothing");
        QCOMPARE(errorOf(config("mapsmith: 1\n---\n,\n")),
                 "test.yaml:2:1: a second YAML document; expected only a Mapsmith config");
    }

    void readConfig_duplicateKey_isError()
    {
        QCOMPARE(errorOf(config(std::string(kHeader) + "seed: 1\nseed: 2\n")),
                 "test.yaml:4:1: duplicate key 'seed' in the config");
        QCOMPARE(errorOf(config(std::string(kHeader) + "params:\n  count: 1\n  count: 2\n")),
                 "test.yaml:5:3: duplicate key 'count' in params");
    }

    void loadConfigOrMap_missingFileOrDirectory_isIoError()
    {
        const std::string path = dataPath("no_such_file.yaml");
        auto c = loadConfig(path, registry());
        QVERIFY(!c);
        QCOMPARE(c.error().kind, ErrorKind::Io);
        QCOMPARE(qs(c.error().file), qs(path));
        QCOMPARE(qs(c.error().message), qs("cannot open: No such file or directory"));

        const std::string dir = dataPath("");
        QCOMPARE(errorOf(loadMap(dir, registry())), qs(dir + ": cannot open: Is a directory"));
    }

    // ---- maps: round trip ----
    void readMap_canonicalFile_writesBackIdentically()
    {
        auto text = readTextFile(dataPath("handmade.yaml"));
        QVERIFY2(text, qPrintable(errorOf(text)));
        auto m = readMap(*text, "handmade.yaml", registry());
        QVERIFY2(m, qPrintable(errorOf(m)));
        QCOMPARE(m->grid.width(), 10);
        QCOMPARE(m->grid.height(), 6);
        QCOMPARE(m->grid.start, (std::optional<Point>{Point{1, 1}}));
        QCOMPARE(m->grid.exit, (std::optional<Point>{Point{8, 3}}));
        QCOMPARE(m->grid.tiles.at(1, 1), Tile::Floor); // start and exit stand on floor
        QCOMPARE(m->grid.tiles.at(8, 3), Tile::Floor);
        QCOMPARE(m->grid.tiles.at(4, 2), Tile::Door);
        QCOMPARE(m->grid.tiles.at(1, 3), Tile::Ladder);
        QCOMPARE(m->grid.entities.size(), std::size_t{3});
        QCOMPARE(qs(m->grid.entities[2].type), QStringLiteral("light source"));
        QCOMPARE(m->source, MapSource{});
        QCOMPARE(qs(writeMap(*m)), qs(*text));
    }

    void readMap_canonicalGeneratedFile_writesBackIdentically()
    {
        const std::string text =
            "mapsmith: 1\nkind: grid\ngenerator: fake\ngenerator_version: 3\nseed: 77\n"
            "params:\n  count: 3\n  ratio: 0.5\n  flag: true\n  mode: \"yes\"\n"
            "  loot: {gold: 1.0, light: 0.5}\n"
            "width: 3\nheight: 2\nlegend: {'=': brick, '-': rope, 'X': trap, '>': exit}\n"
            "tiles: |\n  -=X\n  >-=\n";
        auto m = map(text);
        QVERIFY2(m, qPrintable(errorOf(m)));
        QCOMPARE(qs(writeMap(*m)), qs(text));
    }

    void writeMap_generatedCaves_readBackEqual()
    {
        const auto &reg = registry();
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            Config c;
            c.generator = "cave";
            c.seed = seed;
            c.params.set("width", std::int64_t(20 + seed));
            c.params.set("height", std::int64_t(12 + seed % 7));
            auto g = generate(reg, c);
            QVERIFY2(g, qPrintable(errorOf(g)));
            Map m = g->map;
            // Entities on every seventh floor cell.
            for (std::size_t i = 0; i < m.grid.tiles.size(); i += 7) {
                if (m.grid.tiles[i] == Tile::Floor) {
                    const Point p = m.grid.tiles.point(i);
                    m.grid.entities.push_back({i % 2 ? "gold" : "guard", p.x, p.y});
                }
            }
            const std::string text = writeMap(m);
            auto back = map(text);
            QVERIFY2(back, qPrintable(errorOf(back) + "\n" + qs(text)));
            QVERIFY2(*back == m, qPrintable(qs(text)));
            QCOMPARE(qs(writeMap(*back)), qs(text));
        }
    }

    void writeMap_startOnNonFloorOrSharedCell_usesKeysAndReadsBack()
    {
        Map m;
        m.grid.tiles = Grid<Tile>(4, 3, Tile::Ladder);
        m.grid.tiles.at(0, 0) = Tile::Floor;
        m.grid.start = Point{2, 1}; // on a ladder: '<' cannot show it
        m.grid.exit = Point{0, 0};
        m.source.generator = "legacy";
        m.source.generatorVersion = 12;
        m.source.params.set("n", std::int64_t{-4});
        m.source.params.set("r", 2.0);
        m.source.params.set("b", true);
        m.source.params.set("s", std::string("3"));
        m.source.params.set("w", WeightTable{{"a b", 0.25}});
        const std::string text = writeMap(m);
        QVERIFY2(text.find("start: {x: 2, y: 1}\n") != std::string::npos, text.c_str());
        auto back = map(text);
        QVERIFY2(back, qPrintable(errorOf(back)));
        QVERIFY2(*back == m, text.c_str());

        m.grid.start = m.grid.exit; // both on one cell
        back = map(writeMap(m));
        QVERIFY2(back, qPrintable(errorOf(back)));
        QVERIFY(*back == m);
    }

    void readMap_unknownGenerator_keepsParamsAsWritten()
    {
        auto m =
            map("mapsmith: 1\ngenerator: old\nparams:\n  a: 1\n  b: 1.0\n  c: yes\n  d: 'x'\n  e: {k: 2}\n"
                "width: 1\nheight: 1\ntiles: |\n  .\n");
        QVERIFY2(m, qPrintable(errorOf(m)));
        ParamSet expected;
        expected.set("a", std::int64_t{1});
        expected.set("b", 1.0);
        expected.set("c", std::string("yes"));
        expected.set("d", std::string("x"));
        expected.set("e", WeightTable{{"k", 2.0}});
        QCOMPARE(m->source.params, expected);
    }

    void readMap_knownGenerator_checksAndCompletesParams()
    {
        const std::string head = "mapsmith: 1\ngenerator: fake\ngenerator_version: 3\nparams:\n";
        const std::string tail = "width: 1\nheight: 1\ntiles: |\n  .\n";
        QCOMPARE(errorOf(map(head + "  count: 0\n" + tail)), "map.yaml:5:10: count 0 is outside [1, 10]");
        auto m = map(head + "  count: 4\n" + tail);
        QVERIFY2(m, qPrintable(errorOf(m)));
        QCOMPARE(m->source.params.entries().size(), std::size_t{5});
        // Another version of the generator may have had other params: kept as written.
        auto old = map("mapsmith: 1\ngenerator: fake\ngenerator_version: 1\nparams:\n  gone: 1\n" + tail);
        QVERIFY2(old, qPrintable(errorOf(old)));
    }

    // ---- maps: bad input, one class each ----
    void readMap_rowTooShort_namesLineAndColumn()
    {
        const std::string path = dataPath("row_too_short.yaml");
        QCOMPARE(errorOf(loadMap(path, registry())),
                 qs(path + ":8:8: row has 5 tiles, expected 6 (the width)"));
    }

    void readMap_rowTooLong_namesFirstExtraColumn()
    {
        QCOMPARE(errorOf(map(smallMap("  #####\n  #<.>##\n  #...#\n  #####\n"))),
                 "map.yaml:7:8: row has 6 tiles, expected 5 (the width)");
    }

    void readMap_wrongRowCount_isError()
    {
        QCOMPARE(errorOf(map(smallMap("  #####\n  #<.>#\n  #####\n"))),
                 "map.yaml:5:8: tiles has 3 rows, expected 4 (the height)");
        QCOMPARE(errorOf(map(smallMap(std::string(kRows) + "  #####\n"))),
                 "map.yaml:10:3: tiles has 5 rows, expected 4 (the height)");
    }

    void readMap_unknownTileChar_namesLineAndColumn()
    {
        QCOMPARE(errorOf(map(smallMap("  #####\n  #<.>#\n  #.Q.#\n  #####\n"))),
                 "map.yaml:8:5: unknown tile character 'Q' (not in the legend)");
        // A legend replaces the default symbols.
        QCOMPARE(errorOf(map("mapsmith: 1\nwidth: 2\nheight: 1\nlegend: {'#': wall}\ntiles: |\n  #.\n")),
                 "map.yaml:6:4: unknown tile character '.' (not in the legend)");
    }

    void readMap_twoStarts_namesSecondAndFirst()
    {
        QCOMPARE(errorOf(map(smallMap("  #####\n  #<.>#\n  #.<.#\n  #####\n"))),
                 "map.yaml:8:5: more than one start; the first is at 7:4");
        QCOMPARE(errorOf(map(smallMap(kRows, "start: {x: 1, y: 2}\n"))),
                 "map.yaml:10:1: more than one start; the first is at 7:4");
    }

    void readMap_entityOutOfBounds_isError()
    {
        QCOMPARE(
            errorOf(map(smallMap(kRows, "entities:\n  - {type: gold, x: 2, y: 2}\n  - {type: gold, x: 5, "
                                        "y: 0}\n"))),
            "map.yaml:12:5: entity 'gold' at (5, 0) is outside the 5x4 map");
        QCOMPARE(errorOf(map(smallMap(kRows, "entities:\n  - {type: gold, x: 2}\n"))),
                 "map.yaml:11:5: an entity must have 'y'");
        QCOMPARE(errorOf(map(smallMap(kRows, "entities:\n  - {type: gold, x: 2, y: 1, hp: 3}\n"))),
                 "map.yaml:11:30: unknown key 'hp' in an entity (expected one of: type, x, y)");
    }

    void readMap_badHeader_isError()
    {
        QCOMPARE(errorOf(map("mapsmith: 1\nkind: tower\nnodes: []\n")),
                 "map.yaml:1:1: missing key 'columns'");
        QVERIFY(errorOf(map("mapsmith: 1\nkind: tower\ncolumns: 3\nfloors: 2\nwidth: 4\n"))
                    .startsWith("map.yaml:5:1: unknown key 'width' in the map"));
        QCOMPARE(errorOf(map("mapsmith: 1\nkind: hex\n")),
                 "map.yaml:2:7: kind must be grid or tower, not 'hex'");
        QCOMPARE(errorOf(map("mapsmith: 1\nwidth: 0\nheight: 3\n")),
                 "map.yaml:2:8: width 0 is outside [1, 4096]");
        QCOMPARE(errorOf(map("mapsmith: 1\nwidth: 3\nheight: 5000\n")),
                 "map.yaml:3:9: height 5000 is outside [1, 4096]");
        QCOMPARE(errorOf(map("mapsmith: 1\nwidth: 3\nheight: 1\n")), "map.yaml:1:1: missing key 'tiles'");
        QCOMPARE(errorOf(map("mapsmith: 1\nwidth: 3\nheight: 1\ntiles: \"...\"\n")),
                 "map.yaml:4:8: tiles must be a literal block ('tiles: |' then one row per line), not '...'");
        QCOMPARE(
            errorOf(map("mapsmith: 1\nwidth: 3\nheight: 1\nlegend: {'ab': wall}\ntiles: |\n  ...\n")),
            "map.yaml:4:10: legend key 'ab' must be a single printable ASCII character other than a space");
        QCOMPARE(
            errorOf(map("mapsmith: 1\nwidth: 3\nheight: 1\nlegend: {'#': lava}\ntiles: |\n  ...\n")),
            "map.yaml:4:15: legend: 'lava' for '#' is not a tile (known: wall, floor, door, brick, solid, "
            "ladder, rope, trap, hidden_ladder, slow, start, exit)");
    }

    // ---- schema ----
    void writeSchema_registry_isYamlWithEveryParam()
    {
        const std::string text = writeSchema(registry());
        YAML::Node root;
        try {
            root = YAML::Load(text);
        } catch (const YAML::Exception &e) {
            QFAIL(qPrintable(qs(e.what()) + "\n" + qs(text)));
        }
        const YAML::Node gens = root["generators"];
        QCOMPARE(gens.size(), registry().all().size());
        const YAML::Node fake = gens[1];
        QCOMPARE(fake["id"].as<std::string>(), std::string("fake"));
        QCOMPARE(fake["name"].as<std::string>(), std::string("Fake: every parameter type"));
        QCOMPARE(fake["version"].as<int>(), 3);
        const YAML::Node params = fake["params"];
        QCOMPARE(params.size(), std::size_t{5});
        QCOMPARE(params[0]["type"].as<std::string>(), std::string("int"));
        QCOMPARE(params[0]["max"].as<std::string>(), std::string("10"));
        QCOMPARE(params[0]["unit"].as<std::string>(), std::string("items"));
        QCOMPARE(params[1]["step"].as<double>(), 0.05);
        QCOMPARE(params[2]["default"].as<std::string>(), std::string("true"));
        QCOMPARE(params[3]["choices"][2]["id"].as<std::string>(), std::string("yes"));
        QCOMPARE(params[3]["choices"][2]["label"].as<std::string>(), std::string("Tricky id"));
        QCOMPARE(params[4]["keys"][1].as<std::string>(), std::string("light"));
        QCOMPARE(params[4]["default"]["gold"].as<double>(), 1.0);
        QCOMPARE(params[4]["help"].as<std::string>(), std::string("Loot weights."));
    }

    void writeSchema_oneGenerator_hasSameShape()
    {
        const std::string text = writeSchema(*registry().find("cave"));
        QVERIFY(text.starts_with("generators:\n  - id: cave\n    name: \"Cellular-automata cave\"\n"));
        const YAML::Node root = YAML::Load(text);
        QCOMPARE(root["generators"][0]["params"].size(), registry().find("cave")->schema().specs().size());
    }
};

QTEST_APPLESS_MAIN(TestIo)
#include "test_io.moc"
