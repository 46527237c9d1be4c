// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// The loderunner generator: the no-digging movement model moves as the game does on hand-made cases, the
// generator keeps its promises over many seeds and sizes (and the shipped sample levels keep them too), its
// levels survive the text format, and its golden hashes hold. The format's suite is
// test_loderunner_format.cpp.

#include <QtTest>

// moc needs none of these, and its C++17 view of the C++20 library headers trips it up.
#ifndef Q_MOC_RUN
#include "../common/sanitized.h"
#include "goldens.h"
#include "testutil.h"

#include <mapsmith/generate/loderunner.h>
#include <mapsmith/generate/loderunner_moves.h>
#include <mapsmith/generate/registry.h>
#include <mapsmith/io/config.h>
#include <mapsmith/io/loderunner.h>
#include <mapsmith/map/hash.h>
#include <mapsmith/solve/solver.h>

#include <algorithm>
#include <memory>
#endif

using namespace mapsmith;
using testutil::failedChecks;
using testutil::findCheck;
using testutil::presetPath;

namespace {

const char *const kPresets[] = {"loderunner", "loderunner_ropes", "loderunner_large"};

const GeneratorRegistry &registry()
{
    static const GeneratorRegistry r = [] {
        GeneratorRegistry g;
        g.add(std::make_unique<LodeRunnerGenerator>());
        return g;
    }();
    return r;
}

const Generator &loderunner()
{
    return *registry().find("loderunner");
}

std::string samplesPath()
{
    return std::string(MAPSMITH_SOURCE_DIR) + "/resources/levels/samples.txt";
}

/// Tiles from characters as in the text format; '$', '0' and '&' stand on empty tiles.
Grid<Tile> tilesFrom(const std::vector<std::string> &rows)
{
    Grid<Tile> out(static_cast<int>(rows.front().size()), static_cast<int>(rows.size()), Tile::Floor);
    for (int y = 0; y < out.height(); ++y) {
        for (int x = 0; x < out.width(); ++x) {
            switch (rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)]) {
            case '#':
                out.at(x, y) = Tile::Brick;
                break;
            case '@':
                out.at(x, y) = Tile::Solid;
                break;
            case 'H':
                out.at(x, y) = Tile::Ladder;
                break;
            case '-':
                out.at(x, y) = Tile::Rope;
                break;
            case 'X':
                out.at(x, y) = Tile::Trap;
                break;
            case 'S':
                out.at(x, y) = Tile::HiddenLadder;
                break;
            default:
                break;
            }
        }
    }
    return out;
}

/// The reachable cells as rows of '*' (reached) and '.' (not), for comparing with a drawn expectation.
std::vector<std::string> drawn(const Grid<std::uint8_t> &reach)
{
    std::vector<std::string> out(static_cast<std::size_t>(reach.height()), std::string());
    for (int y = 0; y < reach.height(); ++y) {
        for (int x = 0; x < reach.width(); ++x)
            out[static_cast<std::size_t>(y)] += reach.at(x, y) ? '*' : '.';
    }
    return out;
}

ParamSet paramsWith(std::vector<std::pair<std::string, ParamValue>> given)
{
    return testutil::completeParams(loderunner(), std::move(given));
}

} // namespace

class TestLodeRunner : public QObject
{
    Q_OBJECT

private slots:
    // The `beatable` option asks the solver (generate/loderunner.h), which a program installs.
    void initTestCase() { installLodeRunnerSolver(); }
    void readSamples_everyGoldReachableWithoutDigging();
    void moves_handMadeCases_reachWhatTheGameAllows_data();
    void moves_handMadeCases_reachWhatTheGameAllows();
    void moves_hiddenLadder_onlyCountsOnceShown();
    void moves_roundTrip_leavesOutPitsWithNoWayBack();
    void presets_thousandSeeds_passEveryCheck_data();
    void presets_thousandSeeds_passEveryCheck();
    void generate_manySizesAndDensities_passEveryCheck();
    void generate_sameSeed_sameMap();
    void generate_levelSurvivesTextRoundTrip();
    void generate_tooSmallForTheGold_notesShortfallAndFailsCount();
    void validate_handMadeMapBreakingOneRule_failsThatCheck_data();
    void validate_handMadeMapBreakingOneRule_failsThatCheck();
    void goldens_seeds1To100_matchExpected_data();
    void goldens_seeds1To100_matchExpected();
    void beatable_everyKeptLevelIsWonBySolver_andOthersAreRetried();
    void beatable_sameSeedSameLevel_firstTryIsTheUnfilteredLevel();
    void solver_winsMostCrowdedLevels_legByLeg();
};

void TestLodeRunner::readSamples_everyGoldReachableWithoutDigging()
{
    auto levels = loadLodeRunnerFile(samplesPath());
    QVERIFY(levels.ok());
    const ParamSet params = paramsWith({{"gold", std::int64_t{0}}, {"guards", std::int64_t{0}}});
    for (const LodeRunnerLevel &l : *levels) {
        // The generator's own promises, minus the counts it was asked for: hand-made levels keep them too.
        const auto checks = loderunner().validate(l.map, params);
        QStringList failed;
        for (const Check &c : checks) {
            if (!c.passed && c.id != "gold_count" && c.id != "guard_count")
                failed << QString::fromStdString(c.id + ": " + c.message);
        }
        QVERIFY2(failed.isEmpty(), qPrintable(QString::fromStdString(l.title) + ": " + failed.join("; ")));
    }
}

void TestLodeRunner::moves_handMadeCases_reachWhatTheGameAllows_data()
{
    QTest::addColumn<QStringList>("level");    // '&' marks the start
    QTest::addColumn<QStringList>("expected"); // '*' reachable from the start, '.' not
    QTest::newRow("walk and fall off a ledge")
        << QStringList{"&    ", "###  ", "     ", "#####"} << QStringList{"****.", "...*.", "*****", "....."};
    QTest::newRow("climb a ladder, step off its top")
        << QStringList{"     ", "##H##", "  H  ", "& H  ", "#####"}
        << QStringList{"*****", "..*..", ".***.", "*****", "....."}; // stepping off a ladder mid-way falls
    QTest::newRow("rope: hang, move along, drop") << QStringList{"&     ", "#-----", "#     ", "######"}
                                                  << QStringList{"**....", ".*****", ".*****", "......"};
    QTest::newRow("trap: fall through the false brick")
        << QStringList{"&   ", "#X##", "    ", "####"} << QStringList{"**..", ".*..", "****", "...."};
    QTest::newRow("no digging: a pit without a ladder")
        << QStringList{"&  #", "#  #", "## #", "####"} << QStringList{"**..", ".**.", "..*.", "...."};
}

void TestLodeRunner::moves_handMadeCases_reachWhatTheGameAllows()
{
    QFETCH(QStringList, level);
    QFETCH(QStringList, expected);
    std::vector<std::string> rows;
    Point start{};
    for (int y = 0; y < level.size(); ++y) {
        rows.push_back(level[y].toStdString());
        if (const auto x = rows.back().find('&'); x != std::string::npos)
            start = Point{static_cast<int>(x), y};
    }
    const Grid<Tile> tiles = tilesFrom(rows);
    const auto got = drawn(lode::reachableFrom(tiles, start, lode::HiddenLadders::Hidden));
    QStringList actual;
    for (const auto &r : got)
        actual << QString::fromStdString(r);
    QCOMPARE(actual, expected);
}

void TestLodeRunner::moves_hiddenLadder_onlyCountsOnceShown()
{
    const Grid<Tile> tiles = tilesFrom({"  S ", "  S ", "& S ", "####"});
    const auto before = drawn(lode::reachableFrom(tiles, {0, 2}, lode::HiddenLadders::Hidden));
    const auto after = drawn(lode::reachableFrom(tiles, {0, 2}, lode::HiddenLadders::Shown));
    QCOMPARE(QString::fromStdString(before[0]), QStringLiteral("...."));
    QCOMPARE(QString::fromStdString(after[0]), QStringLiteral(".***"));
    QCOMPARE(lode::roundTrip(tiles, {0, 2}, lode::HiddenLadders::Shown).at(2, 0), std::uint8_t{1});
}

void TestLodeRunner::moves_roundTrip_leavesOutPitsWithNoWayBack()
{
    const Grid<Tile> tiles = tilesFrom({"&  #", "#  #", "## #", "####"});
    QCOMPARE(QString::fromStdString(drawn(lode::roundTrip(tiles, {0, 0}, lode::HiddenLadders::Hidden))[0]),
             QStringLiteral("*..."));
    QVERIFY(lode::roundTrip(tiles, {0, 0}, lode::HiddenLadders::Hidden).at(2, 2) == 0);
    QVERIFY(lode::canReach(tiles, {0, 0}, lode::HiddenLadders::Hidden).at(2, 2) == 0);
    QVERIFY(lode::canReach(tiles, {2, 2}, lode::HiddenLadders::Hidden).at(0, 0) == 1);
}

void TestLodeRunner::presets_thousandSeeds_passEveryCheck_data()
{
    QTest::addColumn<QString>("preset");
    for (const char *p : kPresets)
        QTest::newRow(p) << QString::fromLatin1(p);
}

void TestLodeRunner::presets_thousandSeeds_passEveryCheck()
{
    QFETCH(QString, preset);
    auto config = loadConfig(presetPath(preset.toLatin1().constData()), registry());
    QVERIFY2(config.ok(), config.ok() ? "" : config.error().toString().c_str());
    int failures = 0;
    QString first;
    double attempts = 0;
    for (std::uint64_t seed = 1; seed <= 1000; ++seed) {
        Config c = *config;
        c.seed = seed;
        auto result = generate(registry(), c);
        QVERIFY(result.ok());
        attempts += result->diagnostics.find("attempts")->value;
        const QString failed = failedChecks(loderunner().validate(result->map, result->map.source.params));
        if (!failed.isEmpty() && failures++ == 0)
            first = QStringLiteral("seed %1: %2").arg(seed).arg(failed);
    }
    qInfo("%s: %.2f layouts per level on average", qPrintable(preset), attempts / 1000);
    QVERIFY2(failures == 0,
             qPrintable(QStringLiteral("%1 failing seeds, first %2").arg(failures).arg(first)));
}

void TestLodeRunner::generate_manySizesAndDensities_passEveryCheck()
{
    Rng pick(2024);
    for (int run = 0; run < 300; ++run) {
        const ParamSet params = paramsWith({
            {"width", static_cast<std::int64_t>(pick.range(12, 60))},
            {"height", static_cast<std::int64_t>(pick.range(8, 40))},
            {"platforms", pick.real(0.2, 1.0)},
            {"ladders", pick.real()},
            {"ropes", pick.real()},
            {"solid", pick.real()},
            {"traps", static_cast<std::int64_t>(pick.range(0, 6))},
            {"gold", static_cast<std::int64_t>(pick.range(1, 6))},
            {"guards", static_cast<std::int64_t>(pick.range(0, 3))},
            {"hidden_ladder", pick.chance(0.7)},
            {"solid_bottom", pick.chance(0.5)},
        });
        Rng rng(static_cast<std::uint64_t>(run));
        auto result = loderunner().generate(params, rng, {});
        QVERIFY(result.ok());
        const QString failed = failedChecks(loderunner().validate(result->map, params));
        QVERIFY2(failed.isEmpty(), qPrintable(QStringLiteral("run %1: %2").arg(run).arg(failed)));
    }
}

void TestLodeRunner::generate_sameSeed_sameMap()
{
    const ParamSet params = loderunner().schema().defaults();
    for (std::uint64_t seed : {1u, 7u, 123456789u}) {
        Rng a(seed);
        Rng b(seed);
        const auto first = loderunner().generate(params, a, {});
        const auto second = loderunner().generate(params, b, {});
        QVERIFY(first.ok() && second.ok());
        QCOMPARE(mapHash(first->map), mapHash(second->map));
        QVERIFY(first->map == second->map);
    }
    Rng a(1);
    Rng b(2);
    QVERIFY(!(loderunner().generate(params, a, {})->map == loderunner().generate(params, b, {})->map));
}

void TestLodeRunner::generate_levelSurvivesTextRoundTrip()
{
    std::vector<Map> maps;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        Config c{"loderunner", seed, {}};
        auto result = generate(registry(), c);
        QVERIFY(result.ok());
        QCOMPARE(result->map.source.generator, std::string("loderunner"));
        maps.push_back(result->map);
    }
    auto text = writeLodeRunnerText(maps);
    QVERIFY2(text.ok(), text.ok() ? "" : text.error().toString().c_str());
    auto back = readLodeRunnerText(*text, "generated");
    QVERIFY(back.ok());
    QCOMPARE(back->size(), maps.size());
    for (std::size_t i = 0; i < maps.size(); ++i) {
        Map expected = maps[i];
        expected.source = MapSource{}; // the text format holds the level, not where it came from
        QVERIFY((*back)[i].map == expected);
    }
}

void TestLodeRunner::generate_tooSmallForTheGold_notesShortfallAndFailsCount()
{
    const ParamSet params = paramsWith({{"width", std::int64_t{8}},
                                        {"height", std::int64_t{6}},
                                        {"gold", std::int64_t{100}},
                                        {"guards", std::int64_t{30}}});
    Rng rng(3);
    auto result = loderunner().generate(params, rng, {});
    QVERIFY(result.ok());
    QCOMPARE(result->diagnostics.find("attempts")->value, 20.0);
    QVERIFY(!result->diagnostics.notes.empty());
    const auto checks = loderunner().validate(result->map, params);
    QVERIFY(!findCheck(checks, "gold_count")->passed);
    QVERIFY(findCheck(checks, "gold_reachable")->passed);
    QVERIFY(findCheck(checks, "entities_on_empty")->passed);
}

void TestLodeRunner::validate_handMadeMapBreakingOneRule_failsThatCheck_data()
{
    QTest::addColumn<int>("change");
    QTest::addColumn<QString>("check");
    QTest::newRow("gold in a sealed room") << 0 << "gold_reachable";
    QTest::newRow("gold on a brick") << 1 << "entities_on_empty";
    QTest::newRow("no runner") << 2 << "runner_on_empty";
    QTest::newRow("a wall tile") << 3 << "lode_runner_tiles";
    QTest::newRow("brick in the bottom row") << 4 << "bottom_row_solid";
    QTest::newRow("no escape ladder") << 5 << "escape_reachable";
    QTest::newRow("one gold too many") << 6 << "gold_count";
    QTest::newRow("wrong size") << 7 << "size";
}

void TestLodeRunner::validate_handMadeMapBreakingOneRule_failsThatCheck()
{
    QFETCH(int, change);
    QFETCH(QString, check);
    Config c{"loderunner", 5, {}};
    auto result = generate(registry(), c);
    QVERIFY(result.ok());
    const ParamSet &params = result->map.source.params;
    QCOMPARE(failedChecks(loderunner().validate(result->map, params)), QString());
    Map map = result->map;
    GridMap &g = map.grid;
    switch (change) {
    case 0: // a solid box in the top-right corner with gold inside
        for (int y = 0; y < 3; ++y) {
            for (int x = 25; x < 28; ++x)
                g.tiles.at(x, y) = (x == 26 && y == 1) ? Tile::Floor : Tile::Solid;
        }
        std::erase_if(g.entities, [](const Entity &e) { return e.x >= 25 && e.y < 3; });
        g.entities.front() = Entity{"gold", 26, 1};
        break;
    case 1:
        g.tiles.at(g.entities.front().x, g.entities.front().y) = Tile::Brick;
        break;
    case 2:
        g.start.reset();
        break;
    case 3:
        g.tiles.at(0, 0) = Tile::Wall;
        break;
    case 4:
        g.tiles.at(3, 15) = Tile::Brick;
        break;
    case 5:
        std::replace(g.tiles.begin(), g.tiles.end(), Tile::HiddenLadder, Tile::Floor);
        break;
    case 6:
        g.entities.push_back({"gold", g.start->x, g.start->y - 1});
        break;
    default:
        g.tiles = Grid<Tile>(27, 16, Tile::Floor);
        break;
    }
    const auto checks = loderunner().validate(map, params);
    const Check *found = findCheck(checks, check.toStdString());
    QVERIFY2(found, qPrintable(check));
    QVERIFY2(!found->passed, qPrintable(failedChecks(checks)));
}

void TestLodeRunner::goldens_seeds1To100_matchExpected_data()
{
    QTest::addColumn<QString>("preset");
    for (const char *p : kPresets)
        QTest::newRow(p) << QString::fromLatin1(p);
}

void TestLodeRunner::goldens_seeds1To100_matchExpected()
{
    QFETCH(QString, preset);
    const std::string name = preset.toStdString();
    const QString diff =
        goldens::check(registry(), presetPath(name.c_str()),
                       std::string(MAPSMITH_TEST_DATA) + "/loderunner/" + name + "/expected.txt");
    QVERIFY2(diff.isEmpty(), qPrintable(diff));
}

namespace {

/// The solver as the filter runs it: the guards draw from the config's seed, bounded in states.
bool solverWins(const Map &map, std::uint64_t seed)
{
    SolveRequest request;
    request.seed = seed;
    request.timeLimit = 0;
    request.maxStates = LodeRunnerGenerator::kBeatableStates;
    const auto solution = solveLodeRunner(map, request);
    return solution && solution->solved;
}

Config crowded(std::uint64_t seed, bool beatable)
{
    // Two guards on a small level: about two thirds of the unfiltered levels are not won within the bound.
    Config c{"loderunner", seed, {}, {}};
    c.params.set("width", std::int64_t{20});
    c.params.set("height", std::int64_t{10});
    c.params.set("guards", std::int64_t{2});
    c.params.set("gold", std::int64_t{6});
    c.params.set("beatable", beatable);
    return c;
}

} // namespace

void TestLodeRunner::beatable_everyKeptLevelIsWonBySolver_andOthersAreRetried()
{
    int retried = 0;
    int unbeatableUnfiltered = 0;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        const auto plain = generate(registry(), crowded(seed, false));
        QVERIFY(plain.ok());
        unbeatableUnfiltered += solverWins(plain->map, seed) ? 0 : 1;
        const auto kept = generate(registry(), crowded(seed, true));
        QVERIFY(kept.ok());
        const Metric *attempts = kept->diagnostics.find("beatable_attempts");
        QVERIFY(attempts);
        retried += attempts->value > 1 ? 1 : 0;
        const bool gaveUp = !kept->diagnostics.notes.empty() &&
                            kept->diagnostics.notes.back().find("solver") != std::string::npos;
        QCOMPARE(gaveUp,
                 attempts->value == LodeRunnerGenerator::kBeatableAttempts && !solverWins(kept->map, seed));
        if (!gaveUp) {
            QVERIFY2(solverWins(kept->map, seed), qPrintable(QStringLiteral("seed %1").arg(seed)));
            QVERIFY(findCheck(loderunner().validate(kept->map, kept->map.source.params), "beatable")->passed);
        }
    }
    // The filter had work to do: some unfiltered levels lose, and those seeds were retried.
    QVERIFY2(unbeatableUnfiltered > 0,
             "no unbeatable level among the unfiltered ones: the test proves nothing");
    QCOMPARE(retried, unbeatableUnfiltered);
}

void TestLodeRunner::solver_winsMostCrowdedLevels_legByLeg()
{
    // Three guards on 28 x 16 with 12 gold, 30 seeds, each within 60,000 game states (a bound, so the
    // same on every machine). The whole-level search alone won 12 of them; leg by leg along the
    // static plan's order first, at least kWon.
    constexpr int kWon = 15;
    // Five seeds under the sanitizers (-O0, 30x slower here: 144 s for the thirty), which look for memory
    // errors; the plain build counts.
    constexpr std::uint64_t kSeeds = testenv::plainOr<std::uint64_t>(30, 5);
    int won = 0;
    for (std::uint64_t seed = 1; seed <= kSeeds; ++seed) {
        Config c{"loderunner", seed, {}, {}};
        c.params.set("width", std::int64_t{28});
        c.params.set("height", std::int64_t{16});
        c.params.set("guards", std::int64_t{3});
        c.params.set("gold", std::int64_t{12});
        const auto level = generate(registry(), c);
        QVERIFY(level.ok());
        SolveRequest request;
        request.seed = seed;
        request.timeLimit = 0;
        request.maxStates = 60000;
        const auto solution = solveLodeRunner(level->map, request);
        won += solution && solution->solved ? 1 : 0;
    }
    qInfo("levels won: %d of %d", won, static_cast<int>(kSeeds));
    if (kSeeds == 30)
        QVERIFY2(won >= kWon, qPrintable(QStringLiteral("%1 of 30 won").arg(won)));
}

void TestLodeRunner::beatable_sameSeedSameLevel_firstTryIsTheUnfilteredLevel()
{
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        const auto a = generate(registry(), crowded(seed, true));
        const auto b = generate(registry(), crowded(seed, true));
        QVERIFY(a.ok() && b.ok());
        QVERIFY(a->map.grid == b->map.grid);
        if (a->diagnostics.find("beatable_attempts")->value == 1) {
            const auto plain = generate(registry(), crowded(seed, false));
            QVERIFY(plain->map.grid == a->map.grid);
        }
    }
}

QTEST_GUILESS_MAIN(TestLodeRunner)
#include "test_loderunner.moc"
