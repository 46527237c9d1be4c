// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// The tower generator: every preset keeps all its promises over 10,000 seeds, each check catches the
// hand-made map that breaks it, the crossing detector agrees with a brute-force oracle, impossible rules
// fail with notes after a bounded number of attempts, golden hashes hold, and the tower part of a map file
// reads back as written.

#include <QtTest>

// moc needs none of these, and its C++17 view of the C++20 library headers trips it up.
#ifndef Q_MOC_RUN
#include "goldens.h"
#include "testutil.h"

#include <mapsmith/generate/registry.h>
#include <mapsmith/generate/tower.h>
#include <mapsmith/generate/tower_paths.h>
#include <mapsmith/generate/tower_rules.h>
#include <mapsmith/generate/tower_types.h>
#include <mapsmith/io/config.h>
#include <mapsmith/io/mapfile.h>
#include <mapsmith/io/towerfile_p.h>
#include <mapsmith/map/hash.h>

#include <ctime>
#include <memory>
#include <sstream>
#include <yaml-cpp/yaml.h>
#endif

using namespace mapsmith;
using testutil::failedChecks;
using testutil::findCheck;
using testutil::presetPath;

namespace {

const char *const kPresets[] = {"tower", "tower_small", "tower_tall"};

const GeneratorRegistry &registry()
{
    static const GeneratorRegistry r = [] {
        GeneratorRegistry g;
        g.add(std::make_unique<TowerGenerator>());
        return g;
    }();
    return r;
}

const Generator &generator()
{
    return *registry().find("tower");
}

ParamSet paramsWith(std::vector<std::pair<std::string, ParamValue>> given)
{
    return testutil::completeParams(generator(), std::move(given));
}

/// "floor,column,symbol ..." and "from>to ...", symbols as in RoomTypeInfo ('M', 'E', '$', 'R', 'T', '?',
/// 'B').
TowerMap towerFrom(int columns, int floors, const std::string &nodes, const std::string &edges)
{
    TowerMap t;
    t.columns = columns;
    t.floors = floors;
    std::istringstream ns(nodes);
    std::string item;
    while (ns >> item) {
        TowerNode n;
        char symbol = 0;
        char comma = 0;
        std::istringstream(item) >> n.floor >> comma >> n.column >> comma >> symbol;
        for (const auto &info : allRoomTypes()) {
            if (info.symbol == symbol)
                n.type = info.type;
        }
        t.nodes.push_back(n);
    }
    std::istringstream es(edges);
    while (es >> item) {
        TowerEdge e;
        char arrow = 0;
        std::istringstream(item) >> e.from >> arrow >> e.to;
        t.edges.push_back(e);
    }
    return t;
}

Map mapOf(TowerMap t)
{
    Map m;
    m.kind = MapKind::Tower;
    m.tower = std::move(t);
    return m;
}

/// Rules for the tiny hand-made maps: 3 columns, 3 floors (0..2), boss on floor 3 in column 1.
ParamSet tinyParams(std::vector<std::pair<std::string, ParamValue>> extra = {})
{
    std::vector<std::pair<std::string, ParamValue>> p = {
        {"columns", std::int64_t{3}},
        {"floors", std::int64_t{3}},
        {"paths", std::int64_t{3}},
        {"weights",
         WeightTable{
             {"monster", 1}, {"elite", 1}, {"shop", 1}, {"rest", 1}, {"treasure", 0}, {"unknown", 1}}},
        {"shop_floor", std::int64_t{2}},
        {"elite_floor", std::int64_t{2}},
        {"late_rest_floor", std::int64_t{50}},
        {"treasure_floor", std::int64_t{-1}},
        {"max_elites_per_floor", std::int64_t{1}},
    };
    for (auto &e : extra)
        p.push_back(std::move(e));
    return paramsWith(std::move(p));
}

// Floor 0 monsters in columns 0 and 1, unknowns above them, rests on the last floor, the boss on top.
const char *const kTinyNodes = "0,0,M 0,1,M 1,0,? 1,1,? 2,0,R 2,1,R 3,1,B";
const char *const kTinyEdges = "0>2 1>3 2>4 3>5 4>6 5>6";

} // namespace

class TestTower : public QObject
{
    Q_OBJECT

private slots:
    void presets_tenThousandSeeds_passEveryCheck_data();
    void presets_tenThousandSeeds_passEveryCheck();
    void findCrossingEdges_agreesWithBruteForceOnEveryEdgeSet();
    void findCrossingEdges_handMadeCases();
    void validate_handMadeMapBreakingOneRule_failsThatCheck_data();
    void validate_handMadeMapBreakingOneRule_failsThatCheck();
    void validate_tooManyElitesOnAFloor_failsMaxElites();
    void validate_gridMap_isNotWellFormed();
    void generate_impossibleRules_failsWithOneNotePerAttempt();
    void generate_firstAttempt_runsOnRngSeededByFirstDraw();
    void generate_sameSeed_sameMap();
    void generate_defaults_placeFixedFloorsAndBoss();
    void goldens_seeds1To100_matchExpected_data();
    void goldens_seeds1To100_matchExpected();
    void towerfile_writeThenRead_givesSameRoomsAndEdges();
    void mapFile_writeThenRead_givesSameTowerMap();
    void towerfile_badInput_reportsLineAndColumn_data();
    void towerfile_badInput_reportsLineAndColumn();
};

void TestTower::presets_tenThousandSeeds_passEveryCheck_data()
{
    QTest::addColumn<QString>("preset");
    for (const char *p : kPresets)
        QTest::newRow(p) << QString::fromLatin1(p);
}

void TestTower::presets_tenThousandSeeds_passEveryCheck()
{
    QFETCH(QString, preset);
    auto config = loadConfig(presetPath(preset.toLatin1().constData()), registry());
    QVERIFY2(config.ok(), config.ok() ? "" : config.error().toString().c_str());
    QElapsedTimer timer;
    timer.start();
    const std::clock_t cpuStart = std::clock();
    int failures = 0;
    int retried = 0;
    QString first;
    for (std::uint64_t seed = 1; seed <= 10000; ++seed) {
        Config c = *config;
        c.seed = seed;
        auto result = generate(registry(), c);
        QVERIFY(result.ok());
        const auto checks = generator().validate(result->map, result->map.source.params);
        const QString failed = failedChecks(checks);
        retried += result->diagnostics.find("retries")->value > 0 ? 1 : 0;
        if (!failed.isEmpty() && failures++ == 0)
            first = QStringLiteral("seed %1: %2").arg(seed).arg(failed);
    }
    // A timing note, not a limit: `mapsmith validate` of 10,000 seeds should stay well under 2 s. CPU time
    // too, as the wall clock says little on a machine shared with other builds.
    const double cpuMs = 1000.0 * static_cast<double>(std::clock() - cpuStart) / CLOCKS_PER_SEC;
    qInfo("%s: generate + validate of 10000 seeds took %lld ms (%.0f ms CPU); %d seeds needed a retry",
          qPrintable(preset), static_cast<long long>(timer.elapsed()), cpuMs, retried);
    QVERIFY2(failures == 0,
             qPrintable(QStringLiteral("%1 failing seeds, first %2").arg(failures).arg(first)));
}

void TestTower::findCrossingEdges_agreesWithBruteForceOnEveryEdgeSet()
{
    // Every set of edges between two floors of 3 columns (any column to any column): 2^9 sets.
    const auto base = towerFrom(3, 2, "0,0,M 0,1,M 0,2,M 1,0,M 1,1,M 1,2,M", "");
    for (int set = 0; set < 512; ++set) {
        TowerMap t = base;
        for (int k = 0; k < 9; ++k) {
            if (set >> k & 1)
                t.edges.push_back({k / 3, 3 + k % 3});
        }
        bool oracle = false;
        for (const auto &e : t.edges) {
            for (const auto &o : t.edges)
                oracle = oracle || tower::edgesCross(e.from, e.to - 3, o.from, o.to - 3);
        }
        const auto found = tower::findCrossingEdges(t);
        QVERIFY2(found.has_value() == oracle, qPrintable(QStringLiteral("edge set %1").arg(set)));
        if (found) {
            const auto &a = t.edges[static_cast<std::size_t>(found->first)];
            const auto &b = t.edges[static_cast<std::size_t>(found->second)];
            QVERIFY(found->first < found->second);
            QVERIFY(tower::edgesCross(a.from, a.to - 3, b.from, b.to - 3));
        }
    }
}

void TestTower::findCrossingEdges_handMadeCases()
{
    const std::string nodes = "0,0,M 0,1,M 0,2,M 1,0,M 1,1,M 1,2,M 2,0,M 2,1,M";
    // An X between floors 0 and 1.
    QVERIFY(tower::findCrossingEdges(towerFrom(3, 3, nodes, "0>4 1>3")).has_value());
    // Parallel, shared ends and a diverging pair: no X.
    QVERIFY(!tower::findCrossingEdges(towerFrom(3, 3, nodes, "0>3 1>4 2>5")).has_value());
    QVERIFY(!tower::findCrossingEdges(towerFrom(3, 3, nodes, "0>4 1>4 2>4")).has_value());
    QVERIFY(!tower::findCrossingEdges(towerFrom(3, 3, nodes, "1>3 1>4 1>5")).has_value());
    // Edges that would cross if they were between the same floors, but are not.
    QVERIFY(!tower::findCrossingEdges(towerFrom(3, 3, nodes, "0>4 4>6")).has_value());
    // The pair found is the two crossing edges, in index order.
    const auto found = tower::findCrossingEdges(towerFrom(3, 3, nodes, "0>3 2>5 1>3 0>4"));
    QVERIFY(found.has_value());
    QCOMPARE(found->first, 2);
    QCOMPARE(found->second, 3);
}

void TestTower::validate_handMadeMapBreakingOneRule_failsThatCheck_data()
{
    QTest::addColumn<QString>("nodes");
    QTest::addColumn<QString>("edges");
    QTest::addColumn<QString>("check");
    const QString n = QString::fromLatin1(kTinyNodes);
    const QString e = QString::fromLatin1(kTinyEdges);
    QTest::newRow("room outside the grid")
        << "0,0,M 0,1,M 1,0,? 1,3,? 2,0,R 2,1,R 3,1,B" << e << "well_formed";
    QTest::newRow("boss off centre") << "0,0,M 0,1,M 1,0,? 1,1,? 2,0,R 2,1,R 3,0,B" << e << "well_formed";
    QTest::newRow("edge skips a floor") << n << "0>2 1>3 2>4 3>5 4>6 5>6 0>4"
                                        << "well_formed";
    QTest::newRow("edge twice") << n << "0>2 1>3 2>4 3>5 4>6 5>6 5>6"
                                << "well_formed";
    QTest::newRow("room without parent") << n << "0>2 1>2 2>4 3>5 4>6 5>6"
                                         << "well_formed";
    QTest::newRow("start cut off") << n << "0>2 1>3 2>4 3>5 5>6"
                                   << "reaches_boss";
    QTest::newRow("dead end") << n + " 1,2,?" << e + " 1>7"
                              << "no_dead_ends";
    QTest::newRow("crossing") << n << "0>3 1>2 2>4 3>5 4>6 5>6"
                              << "no_crossing_edges";
    QTest::newRow("one start column") << "0,0,M 1,0,? 1,1,? 2,0,R 2,1,R 3,1,B"
                                      << "0>1 0>2 1>3 2>4 3>5 4>5"
                                      << "two_start_columns";
    QTest::newRow("floor 0 not monster")
        << "0,0,M 0,1,? 1,0,? 1,1,M 2,0,R 2,1,R 3,1,B" << e << "fixed_floors";
    QTest::newRow("last floor not rest")
        << "0,0,M 0,1,M 1,0,? 1,1,? 2,0,R 2,1,? 3,1,B" << e << "fixed_floors";
    QTest::newRow("shop too early") << "0,0,M 0,1,M 1,0,$ 1,1,? 2,0,R 2,1,R 3,1,B" << e << "unlock_floors";
    QTest::newRow("elite too early") << "0,0,M 0,1,M 1,0,E 1,1,? 2,0,R 2,1,R 3,1,B" << e << "unlock_floors";
    QTest::newRow("weight 0") << "0,0,M 0,1,M 1,0,T 1,1,? 2,0,R 2,1,R 3,1,B" << e << "allowed_types";
    QTest::newRow("boss below the top")
        << "0,0,M 0,1,M 1,0,B 1,1,? 2,0,R 2,1,R 3,1,B" << e << "allowed_types";
    QTest::newRow("child repeats parent")
        << "0,0,M 0,1,M 1,0,M 1,1,? 2,0,R 2,1,R 3,1,B" << e << "child_differs_from_parent";
}

void TestTower::validate_handMadeMapBreakingOneRule_failsThatCheck()
{
    QFETCH(QString, nodes);
    QFETCH(QString, edges);
    QFETCH(QString, check);
    const ParamSet params = tinyParams();
    // The unbroken map passes everything, so the failure below is the rule's.
    const auto good = generator().validate(mapOf(towerFrom(3, 3, kTinyNodes, kTinyEdges)), params);
    QVERIFY2(failedChecks(good).isEmpty(), qPrintable(failedChecks(good)));
    const auto checks =
        generator().validate(mapOf(towerFrom(3, 3, nodes.toStdString(), edges.toStdString())), params);
    const Check *c = findCheck(checks, check.toStdString());
    QVERIFY(c);
    QVERIFY2(!c->passed, qPrintable(QStringLiteral("passed; failures: ") + failedChecks(checks)));
    QVERIFY(!c->message.empty());
}

void TestTower::validate_tooManyElitesOnAFloor_failsMaxElites()
{
    const ParamSet params = tinyParams({{"elite_floor", std::int64_t{0}}});
    const auto one = generator().validate(
        mapOf(towerFrom(3, 3, "0,0,M 0,1,M 1,0,E 1,1,? 2,0,R 2,1,R 3,1,B", kTinyEdges)), params);
    QVERIFY2(failedChecks(one).isEmpty(), qPrintable(failedChecks(one)));
    const auto two = generator().validate(
        mapOf(towerFrom(3, 3, "0,0,M 0,1,M 1,0,E 1,1,E 2,0,R 2,1,R 3,1,B", kTinyEdges)), params);
    QCOMPARE(failedChecks(two), QStringLiteral("max_elites: floor 1 has 2 elites (at most 1)"));
}

void TestTower::validate_gridMap_isNotWellFormed()
{
    const auto checks = generator().validate(Map{}, tinyParams());
    QCOMPARE(checks.size(), std::size_t{1});
    QCOMPARE(checks[0].id, std::string("well_formed"));
    QVERIFY(!checks[0].passed);
}

void TestTower::generate_impossibleRules_failsWithOneNotePerAttempt()
{
    // Only elites may be drawn, but no floor may have one.
    const ParamSet params = paramsWith({
        {"weights",
         WeightTable{
             {"monster", 0}, {"elite", 5}, {"shop", 0}, {"rest", 0}, {"treasure", 0}, {"unknown", 0}}},
        {"elite_floor", std::int64_t{0}},
        {"max_elites_per_floor", std::int64_t{0}},
        {"max_retries", std::int64_t{4}},
    });
    Rng rng(7);
    auto result = generator().generate(params, rng, {});
    QVERIFY(result.ok());
    const auto &notes = result->diagnostics.notes;
    QCOMPARE(notes.size(), std::size_t{6}); // 5 attempts and the verdict
    for (int i = 0; i < 5; ++i) {
        const QString note = QString::fromStdString(notes[static_cast<std::size_t>(i)]);
        QVERIFY2(note.startsWith(QStringLiteral("attempt %1 of 5 failed: ").arg(i + 1)), qPrintable(note));
        QVERIFY2(note.contains(QLatin1String("no room type is allowed")), qPrintable(note));
        QVERIFY2(note.contains(QLatin1String("max_elites")), qPrintable(note));
    }
    QVERIFY(QString::fromStdString(notes.back()).startsWith(QLatin1String("all 5 attempts failed")));
    QCOMPARE(result->diagnostics.find("retries")->value, 4.0);
    const auto checks = generator().validate(result->map, params);
    QVERIFY(!findCheck(checks, "max_elites")->passed);
}

void TestTower::generate_firstAttempt_runsOnRngSeededByFirstDraw()
{
    const ParamSet params = generator().schema().defaults();
    const auto rules = tower::TowerRules::fromParams(params);
    for (std::uint64_t seed : {1ULL, 2ULL, 99ULL}) {
        Rng rng(seed);
        auto result = generator().generate(params, rng, {});
        QVERIFY(result.ok());
        QCOMPARE(result->diagnostics.find("retries")->value, 0.0);
        Rng sub(Rng(seed).next());
        TowerMap expected = tower::growPaths(rules, sub);
        QVERIFY(tower::assignRoomTypes(rules, sub, expected).empty());
        QVERIFY(result->map.tower == expected);
    }
}

void TestTower::generate_sameSeed_sameMap()
{
    const ParamSet params = generator().schema().defaults();
    Rng a(42);
    Rng b(42);
    auto x = generator().generate(params, a, {});
    auto y = generator().generate(params, b, {});
    QVERIFY(x.ok() && y.ok());
    QCOMPARE(mapHash(x->map), mapHash(y->map));
    QVERIFY(x->map == y->map);
}

void TestTower::generate_defaults_placeFixedFloorsAndBoss()
{
    Rng rng(3);
    auto result = generator().generate(generator().schema().defaults(), rng, {});
    QVERIFY(result.ok());
    const TowerMap &t = result->map.tower;
    QCOMPARE(result->map.kind, MapKind::Tower);
    QCOMPARE(t.columns, 7);
    QCOMPARE(t.floors, 15);
    QCOMPARE(t.nodes.back(), (TowerNode{15, 3, RoomType::Boss}));
    for (const TowerNode &n : t.nodes) {
        if (n.floor == 0)
            QCOMPARE(n.type, RoomType::Monster);
        if (n.floor == 8)
            QCOMPARE(n.type, RoomType::Treasure);
        if (n.floor == 14)
            QCOMPARE(n.type, RoomType::Rest);
    }
    QVERIFY(result->diagnostics.find("nodes")->value == static_cast<double>(t.nodes.size()));
    QVERIFY(result->diagnostics.find("rooms_boss")->value == 1.0);
}

void TestTower::goldens_seeds1To100_matchExpected_data()
{
    QTest::addColumn<QString>("preset");
    for (const char *p : kPresets)
        QTest::newRow(p) << QString::fromLatin1(p);
}

void TestTower::goldens_seeds1To100_matchExpected()
{
    QFETCH(QString, preset);
    const std::string name = preset.toStdString();
    const QString diff = goldens::check(registry(), presetPath(name.c_str()),
                                        std::string(MAPSMITH_TEST_DATA) + "/tower/" + name + "/expected.txt");
    QVERIFY2(diff.isEmpty(), qPrintable(diff));
}

// A whole map file of kind tower (docs/FORMATS.md) reads back as the same map, source and hash included.
void TestTower::mapFile_writeThenRead_givesSameTowerMap()
{
    for (const char *preset : kPresets) {
        auto config = loadConfig(presetPath(preset), registry());
        QVERIFY(config.ok());
        for (std::uint64_t seed = 1; seed <= 30; ++seed) {
            Config c = *config;
            c.seed = seed;
            auto result = generate(registry(), c);
            QVERIFY(result.ok());
            const std::string text = writeMap(result->map);
            auto back = readMap(text, "tower.yaml", registry());
            QVERIFY2(back.ok(), back.ok() ? "" : back.error().toString().c_str());
            QVERIFY(*back == result->map);
            QCOMPARE(mapHash(*back), mapHash(result->map));
            QCOMPARE(writeMap(*back), text);
        }
    }
}

void TestTower::towerfile_writeThenRead_givesSameRoomsAndEdges()
{
    std::vector<TowerMap> maps{TowerMap{5, 8, {}, {}}};
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        Rng rng(seed);
        maps.push_back(generator().generate(generator().schema().defaults(), rng, {})->map.tower);
    }
    for (const TowerMap &original : maps) {
        YAML::Emitter out;
        out << YAML::BeginMap << YAML::Key << "kind" << YAML::Value << "tower";
        towerfile::writeTowerGraph(out, original);
        out << YAML::EndMap;
        QVERIFY2(out.good(), out.GetLastError().c_str());
        TowerMap back{original.columns, original.floors, {}, {}};
        const auto status = towerfile::readTowerGraph(YAML::Load(out.c_str()), back);
        QVERIFY2(status.ok(), status.ok() ? "" : status.error().toString().c_str());
        QVERIFY2(back == original, out.c_str());
    }
}

void TestTower::towerfile_badInput_reportsLineAndColumn_data()
{
    QTest::addColumn<QString>("yaml");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");
    const QString head = QStringLiteral("kind: tower\nnodes:\n  - {floor: 0, column: 1, type: monster}\n");
    QTest::newRow("unknown type") << head + "  - {floor: 1, column: 1, type: dragon}\nedges: []\n"
                                  << 4 << 33 << "nodes[1].type 'dragon' is not a room type";
    QTest::newRow("column outside") << head + "  - {floor: 1, column: 9, type: rest}\nedges: []\n"
                                    << 4 << 24 << "nodes[1].column 9 is outside [0, 6]";
    QTest::newRow("floor not a number") << head + "  - {floor: x, column: 1, type: rest}\nedges: []\n"
                                        << 4 << 13 << "nodes[1].floor must be an integer";
    QTest::newRow("room without type") << head + "  - {floor: 1, column: 1}\nedges: []\n"
                                       << 4 << 5 << "nodes[1] has no 'type'";
    QTest::newRow("edge to no room") << head + "edges:\n  - {from: 0, to: 3}\n"
                                     << 5 << 19 << "edges[0].to 3 is outside [0, 0]";
    QTest::newRow("unknown edge key") << head + "edges:\n  - {from: 0, too: 0}\n"
                                      << 5 << 15 << "unknown key 'too' in edges[0]";
    QTest::newRow("edges missing") << head << 1 << 1 << "missing key 'edges'";
    QTest::newRow("nodes not a list") << "nodes: 3\nedges: []\n" << 1 << 8 << "nodes must be a list";
}

void TestTower::towerfile_badInput_reportsLineAndColumn()
{
    QFETCH(QString, yaml);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, message);
    TowerMap t{7, 15, {}, {}};
    const auto status = towerfile::readTowerGraph(YAML::Load(yaml.toStdString()), t);
    QVERIFY(!status.ok());
    const Error &e = status.error();
    QVERIFY2(QString::fromStdString(e.message).startsWith(message), e.message.c_str());
    QCOMPARE(e.line, line);
    QCOMPARE(e.column, column);
    QVERIFY(e.file.empty());
    QCOMPARE(e.kind, ErrorKind::BadInput);
}

QTEST_GUILESS_MAIN(TestTower)
#include "test_tower.moc"
