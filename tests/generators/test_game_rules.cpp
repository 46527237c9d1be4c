// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// The source games' rules as generator parameters: enemies on cave and rooms maps (reachable, far enough
// from the start, drawn last so the tiles do not change), the tower's start columns, fixed-floor conflict,
// retry policy and even-column warning, the maze's left/right openings and solution colour; and that every
// default leaves the output as it was (the goldens of tests/data hold that for the shipped presets).

#include <QtTest>

#ifndef Q_MOC_RUN
#include "testutil.h"

#include <mapsmith/generate/maze.h>
#include <mapsmith/generate/registry.h>
#include <mapsmith/generate/tower_rules.h>
#include <mapsmith/grid/distance.h>

#include <algorithm>
#include <set>
#endif

using namespace mapsmith;
using testutil::failedChecks;
using testutil::findCheck;

namespace {

const Generator &gen(const char *id)
{
    return *builtinGenerators().find(id);
}

ParamSet paramsOf(const char *id, std::vector<std::pair<std::string, ParamValue>> given)
{
    return testutil::completeParams(gen(id), std::move(given));
}

Generated run(const char *id, const ParamSet &params, std::uint64_t seed)
{
    return testutil::runGenerator(gen(id), params, seed);
}

std::vector<Entity> enemiesOf(const GridMap &g)
{
    std::vector<Entity> out;
    for (const Entity &e : g.entities)
        if (e.type == "enemy")
            out.push_back(e);
    return out;
}

bool hasNote(const Diagnostics &d, const char *text)
{
    return std::any_of(d.notes.begin(), d.notes.end(),
                       [&](const std::string &n) { return n.find(text) != std::string::npos; });
}

} // namespace

class TestGameRules : public QObject
{
    Q_OBJECT

private slots:
    void enemies_caveAndRooms_reachableFarFromStartAndTilesUnchanged_data()
    {
        QTest::addColumn<QString>("generator");
        QTest::newRow("cave") << QStringLiteral("cave");
        QTest::newRow("rooms") << QStringLiteral("rooms");
    }

    void enemies_caveAndRooms_reachableFarFromStartAndTilesUnchanged()
    {
        QFETCH(QString, generator);
        const QByteArray id = generator.toLatin1();
        const ParamSet none = paramsOf(id.constData(), {});
        const ParamSet five = paramsOf(
            id.constData(), {{"enemies", std::int64_t{5}}, {"enemy_min_distance", std::int64_t{12}}});
        for (std::uint64_t seed = 1; seed <= 60; ++seed) {
            const Generated plain = run(id.constData(), none, seed);
            const Generated with = run(id.constData(), five, seed);
            const GridMap &g = with.map.grid;
            // Enemies are drawn after everything else: the same tiles, ends and other entities.
            QVERIFY(g.tiles == plain.map.grid.tiles);
            QCOMPARE(g.start, plain.map.grid.start);
            QCOMPARE(g.exit, plain.map.grid.exit);
            QVERIFY(enemiesOf(plain.map.grid).empty());
            const std::vector<Entity> enemies = enemiesOf(g);
            QCOMPARE(g.entities.size(), plain.map.grid.entities.size() + enemies.size());
            const DistanceField f = bfsDistance(g.walkable(), {*g.start});
            std::set<Point> cells;
            for (const Entity &e : g.entities)
                cells.insert({e.x, e.y});
            QCOMPARE(cells.size(), g.entities.size()); // no two entities share a cell
            for (const Entity &e : enemies) {
                const Point p{e.x, e.y};
                QCOMPARE(g.tiles[p], Tile::Floor);
                QVERIFY2(
                    f.distance[p] >= 12,
                    qPrintable(QStringLiteral("seed %1: enemy %2 steps away").arg(seed).arg(f.distance[p])));
                QVERIFY(p != *g.exit);
            }
            // Five fit unless the reachable floor that far away is smaller; then a note says so.
            std::int64_t spots = 0;
            for (int y = 0; y < g.height(); ++y)
                for (int x = 0; x < g.width(); ++x)
                    spots += f.distance.at(x, y) >= 12 && g.tiles.at(x, y) == Tile::Floor ? 1 : 0;
            QCOMPARE(static_cast<std::int64_t>(enemies.size()), std::min<std::int64_t>(5, spots));
            QCOMPARE(hasNote(with.diagnostics, "enemies fit"), spots < 5);
            const auto checks = gen(id.constData()).validate(with.map, five);
            QVERIFY2(failedChecks(checks).isEmpty(), qPrintable(failedChecks(checks)));
            QVERIFY(findCheck(checks, "enemies_placed"));
        }
    }

    void enemies_tooCloseToStart_failTheCheck()
    {
        const ParamSet params = paramsOf("cave", {{"enemies", std::int64_t{1}}});
        Generated g = run("cave", params, 3);
        QVERIFY(!enemiesOf(g.map.grid).empty());
        GridMap &grid = g.map.grid;
        for (Entity &e : grid.entities)
            if (e.type == "enemy")
                e = {"enemy", grid.start->x, grid.start->y};
        const std::vector<Check> checks = gen("cave").validate(g.map, params);
        const Check *c = findCheck(checks, "enemies_placed");
        QVERIFY(c && !c->passed);
        QVERIFY2(QString::fromStdString(c->message).contains(QLatin1String("0 steps from the start")),
                 c->message.c_str());
    }

    void enemies_farOnASmallMap_placeWhatFitsWithANote()
    {
        const ParamSet params = paramsOf("cave", {{"width", std::int64_t{12}},
                                                  {"height", std::int64_t{12}},
                                                  {"enemies", std::int64_t{50}},
                                                  {"enemy_min_distance", std::int64_t{1}}});
        const Generated g = run("cave", params, 5);
        QVERIFY(enemiesOf(g.map.grid).size() < 50);
        QVERIFY(hasNote(g.diagnostics, "enemies fit"));
    }

    void tower_startColumnsInOrder_floorZeroIsColumnsZeroToPathsMinusOne()
    {
        for (const std::int64_t paths : {1, 3, 6, 9}) {
            const ParamSet params =
                paramsOf("tower", {{"paths", paths}, {"start_columns", std::string("in_order")}});
            for (std::uint64_t seed = 1; seed <= 200; ++seed) {
                const Generated g = run("tower", params, seed);
                std::set<int> starts;
                for (const TowerNode &n : g.map.tower.nodes)
                    if (n.floor == 0)
                        starts.insert(n.column);
                std::set<int> expected;
                for (int c = 0; c < paths; ++c)
                    expected.insert(c % 7);
                QCOMPARE(starts, expected);
            }
        }
        // Random start columns (the default) do leave column 0 empty on some seed.
        bool missed = false;
        for (std::uint64_t seed = 1; seed <= 200 && !missed; ++seed) {
            const Generated g = run("tower", paramsOf("tower", {}), seed);
            missed = std::none_of(g.map.tower.nodes.begin(), g.map.tower.nodes.end(),
                                  [](const TowerNode &n) { return n.floor == 0 && n.column == 0; });
        }
        QVERIFY(missed);
    }

    void tower_fixedConflict_treasureOrTopFloorRestWins()
    {
        // 9 floors: floor 8 is both the treasure floor and the top floor.
        for (const char *rule : {"treasure", "rest"}) {
            const ParamSet params =
                paramsOf("tower", {{"floors", std::int64_t{9}}, {"fixed_conflict", std::string(rule)}});
            const tower::TowerRules rules = tower::TowerRules::fromParams(params);
            const RoomType want = std::string(rule) == "rest" ? RoomType::Rest : RoomType::Treasure;
            QCOMPARE(rules.fixedType(8), std::optional<RoomType>(want));
            QCOMPARE(rules.fixedType(0), std::optional<RoomType>(RoomType::Monster));
            const Generated g = run("tower", params, 11);
            for (const TowerNode &n : g.map.tower.nodes)
                if (n.floor == 8)
                    QCOMPARE(n.type, want);
            QVERIFY2(failedChecks(gen("tower").validate(g.map, params)).isEmpty(),
                     qPrintable(failedChecks(gen("tower").validate(g.map, params))));
        }
    }

    void tower_nextSeedPolicy_equalsTheFirstPassingSubSeed()
    {
        // Rules that fail on some sub-seeds: floor 1 (the only drawn one) may hold one elite and nothing
        // else, so an attempt passes only when the two paths meet there.
        const std::vector<std::pair<std::string, ParamValue>> hard = {
            {"weights",
             WeightTable{
                 {"monster", 0}, {"elite", 5}, {"shop", 0}, {"rest", 0}, {"treasure", 0}, {"unknown", 0}}},
            {"elite_floor", std::int64_t{0}},
            {"max_elites_per_floor", std::int64_t{1}},
            {"paths", std::int64_t{2}},
            {"columns", std::int64_t{3}},
            {"floors", std::int64_t{3}},
        };
        auto with = [&](std::vector<std::pair<std::string, ParamValue>> more) {
            auto all = hard;
            all.insert(all.end(), more.begin(), more.end());
            return paramsOf("tower", all);
        };
        const ParamSet next = with({{"max_retries", std::int64_t{0}},
                                    {"retry_policy", std::string("next_seed")},
                                    {"max_seed_moves", std::int64_t{7}}});
        const ParamSet long_ = with({{"max_retries", std::int64_t{7}}});
        int moved = 0;
        for (std::uint64_t seed = 1; seed <= 50; ++seed) {
            const Generated a = run("tower", next, seed);
            const Generated b = run("tower", long_, seed);
            QVERIFY(a.map.tower == b.map.tower); // same sub-seeds base, base + 1, ... in the same order
            QCOMPARE(a.diagnostics.find("retries")->value, b.diagnostics.find("retries")->value);
            moved += hasNote(a.diagnostics, "after the retries failed") ? 1 : 0;
        }
        QVERIFY2(moved > 0, "no seed needed to move on: the rules are too easy for this test");
        // The move on is bounded: the impossible rules of test_tower end after 1 + retries + moves.
        const ParamSet impossible = with({{"max_elites_per_floor", std::int64_t{0}},
                                          {"max_retries", std::int64_t{2}},
                                          {"retry_policy", std::string("next_seed")},
                                          {"max_seed_moves", std::int64_t{3}}});
        const Generated g = run("tower", impossible, 1);
        QVERIFY(hasNote(g.diagnostics, "all 6 attempts failed"));
    }

    void tower_evenColumnCount_warns()
    {
        QVERIFY(hasNote(run("tower", paramsOf("tower", {{"columns", std::int64_t{8}}}), 1).diagnostics,
                        "an even column count (8)"));
        QVERIFY(!hasNote(run("tower", paramsOf("tower", {}), 1).diagnostics, "even column count"));
    }

    void maze_leftRightOpenings_entranceAtZeroOneExitOnTheRight()
    {
        const ParamSet params = paramsOf("maze", {{"algorithm", std::string("prim")},
                                                  {"cell_width", std::int64_t{20}},
                                                  {"cell_height", std::int64_t{19}},
                                                  {"openings", std::string("left_right")}});
        for (std::uint64_t seed = 1; seed <= 50; ++seed) {
            const Generated g = run("maze", params, seed);
            QCOMPARE(g.map.grid.width(), 41);
            QCOMPARE(g.map.grid.height(), 39);
            QCOMPARE(*g.map.grid.start, (Point{0, 1}));
            QCOMPARE(*g.map.grid.exit, (Point{40, 37}));
            const auto checks = gen("maze").validate(g.map, params);
            QVERIFY2(failedChecks(checks).isEmpty(), qPrintable(failedChecks(checks)));
            QVERIFY(findCheck(checks, "openings_left_right"));
        }
        Generated moved = run("maze", params, 1);
        moved.map.grid.start = Point{1, 0};
        QVERIFY(!findCheck(gen("maze").validate(moved.map, params), "openings_left_right")->passed);
    }

    void maze_solutionColour_redOrThePalettes()
    {
        QCOMPARE(mazeSolutionRgb(paramsOf("maze", {{"solution_colour", std::string("red")}})),
                 std::optional<std::uint32_t>(0xff0000));
        QCOMPARE(mazeSolutionRgb(paramsOf("maze", {})), std::optional<std::uint32_t>());
        QCOMPARE(mazeSolutionRgb(ParamSet{}), std::optional<std::uint32_t>());
        // A colour is no part of the map.
        QVERIFY(run("maze", paramsOf("maze", {{"solution_colour", std::string("red")}}), 4).map.grid ==
                run("maze", paramsOf("maze", {}), 4).map.grid);
    }
};

QTEST_APPLESS_MAIN(TestGameRules)
#include "test_game_rules.moc"
