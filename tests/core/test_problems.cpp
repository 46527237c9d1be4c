// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// core/validate: the problems of small random maps against a brute-force oracle (repeated relaxation
// instead of a queue), and hand-made towers whose broken rooms are known.

#include <QtTest>

#ifndef Q_MOC_RUN
#include <mapsmith/generate/registry.h>
#include <mapsmith/io/config.h>
#include <mapsmith/random/rng.h>
#include <mapsmith/validate/problems.h>

#include <set>
#endif

using namespace mapsmith;

namespace {

GridMap randomMap(Rng &rng)
{
    const int w = 2 + static_cast<int>(rng.below(8));
    const int h = 2 + static_cast<int>(rng.below(8));
    GridMap m;
    m.tiles = Grid<Tile>(w, h, Tile::Wall);
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x)
            m.tiles.at(x, y) = rng.below(100) < 60 ? Tile::Floor : Tile::Wall;
    }
    const auto cell = [&] { return Point{static_cast<int>(rng.below(w)), static_cast<int>(rng.below(h))}; };
    if (rng.below(8) != 0)
        m.start = cell();
    if (rng.below(2))
        m.exit = cell();
    for (int i = static_cast<int>(rng.below(4)); i > 0; --i) {
        const Point p = cell();
        m.entities.push_back({rng.below(3) == 0 ? "guard" : (rng.below(2) ? "gold" : "light"), p.x, p.y});
    }
    return m;
}

/// Reachable cells by relaxing until nothing changes: O(cells^2), obviously right.
Grid<std::uint8_t> oracleReach(const GridMap &m)
{
    Grid<std::uint8_t> r(m.width(), m.height(), 0);
    if (!m.start || !isWalkable(m.tiles[*m.start]))
        return r;
    r[*m.start] = 1;
    for (bool changed = true; changed;) {
        changed = false;
        for (int y = 0; y < m.height(); ++y) {
            for (int x = 0; x < m.width(); ++x) {
                if (r.at(x, y) || !isWalkable(m.tiles.at(x, y)))
                    continue;
                for (int k = 0; k < 4; ++k) {
                    const Point n = Point{x, y} + kDirections[static_cast<std::size_t>(k)];
                    if (r.contains(n) && r[n]) {
                        r.at(x, y) = 1;
                        changed = true;
                        break;
                    }
                }
            }
        }
    }
    return r;
}

std::vector<Problem> ofKind(const std::vector<Problem> &all, Problem::Kind kind)
{
    std::vector<Problem> out;
    for (const Problem &p : all) {
        if (p.kind == kind)
            out.push_back(p);
    }
    return out;
}

TowerNode room(int floor, int column, RoomType type = RoomType::Monster)
{
    return TowerNode{floor, column, type};
}

} // namespace

class TestProblems : public QObject
{
    Q_OBJECT

private slots:
    void gridProblems_matchABruteForceOracle_onManyRandomMaps()
    {
        Rng rng(77);
        int corridors = 0; // long empty dead-end corridors met: the interesting case must occur
        int areas = 0;
        for (int round = 0; round < 3000; ++round) {
            const GridMap m = randomMap(rng);
            const auto policy = static_cast<DeadEnds>(rng.below(3));
            const auto problems = findGridProblems(m, policy);
            const bool hasStart = m.start.has_value();
            QCOMPARE(ofKind(problems, Problem::Kind::NoStart).size(), std::size_t{hasStart ? 0u : 1u});
            const Grid<std::uint8_t> reach = oracleReach(m);

            std::set<Point> lost; // unreachable floor, by the oracle
            for (int y = 0; y < m.height() && hasStart; ++y) {
                for (int x = 0; x < m.width(); ++x) {
                    if (isWalkable(m.tiles.at(x, y)) && !reach.at(x, y))
                        lost.insert({x, y});
                }
            }
            std::set<Point> reported;
            for (const Problem &p : ofKind(problems, Problem::Kind::UnreachableArea)) {
                QCOMPARE(p.count, static_cast<std::int64_t>(p.cells.size()));
                QVERIFY(std::find(p.cells.begin(), p.cells.end(), *p.at) != p.cells.end());
                for (const Point &c : p.cells)
                    QVERIFY2(reported.insert(c).second, "a cell in two areas");
            }
            QCOMPARE(reported, lost);

            const bool exitLost = hasStart && m.exit && !reach[*m.exit];
            QCOMPARE(ofKind(problems, Problem::Kind::ExitUnreachable).size(),
                     std::size_t{exitLost ? 1u : 0u});
            std::size_t itemsLost = 0;
            for (const Entity &e : m.entities)
                itemsLost += hasStart && e.type != "guard" && !reach.at(e.x, e.y) ? 1 : 0;
            QCOMPARE(ofKind(problems, Problem::Kind::UnreachableItem).size(), itemsLost);

            // Dead ends by the policy; a corridor is the flood of two-way cells from its dead end.
            const auto ways = [&](Point p) {
                int n = 0;
                for (const Point &q :
                     {Point{p.x, p.y - 1}, Point{p.x + 1, p.y}, Point{p.x, p.y + 1}, Point{p.x - 1, p.y}})
                    n += m.tiles.contains(q) && isWalkable(m.tiles[q]) ? 1 : 0;
                return n;
            };
            std::vector<std::set<Point>> deadEnds;
            for (int y = 0; y < m.height() && policy != DeadEnds::None; ++y) {
                for (int x = 0; x < m.width(); ++x) {
                    const Point p{x, y};
                    if (!isWalkable(m.tiles[p]) || p == m.start || p == m.exit || ways(p) != 1)
                        continue;
                    std::set<Point> corridor{p};
                    for (bool grew = true; grew && policy == DeadEnds::EmptyCorridors;) {
                        grew = false;
                        for (const Point &c : std::set<Point>(corridor)) {
                            for (const Point &q : {Point{c.x, c.y - 1}, Point{c.x + 1, c.y},
                                                   Point{c.x, c.y + 1}, Point{c.x - 1, c.y}}) {
                                if (m.tiles.contains(q) && isWalkable(m.tiles[q]) && ways(q) == 2 &&
                                    corridor.insert(q).second)
                                    grew = true;
                            }
                        }
                    }
                    bool empty = true;
                    for (const Point &c : corridor) {
                        empty = empty && c != m.start && c != m.exit;
                        for (const Entity &e : m.entities)
                            empty = empty && !(e.x == c.x && e.y == c.y);
                    }
                    if (policy == DeadEnds::All ||
                        (empty && corridor.size() >= std::size_t{kMinDeadCorridor}))
                        deadEnds.push_back(corridor);
                }
            }
            const auto reportedEnds = ofKind(problems, Problem::Kind::DeadEnd);
            QCOMPARE(reportedEnds.size(), deadEnds.size());
            for (const auto &d : deadEnds)
                corridors += policy == DeadEnds::EmptyCorridors && d.size() >= 3 ? 1 : 0;
            areas += static_cast<int>(ofKind(problems, Problem::Kind::UnreachableArea).size());
            for (std::size_t i = 0; i < deadEnds.size(); ++i) {
                const std::set<Point> cells(reportedEnds[i].cells.begin(), reportedEnds[i].cells.end());
                QCOMPARE(cells, deadEnds[i]);
                QCOMPARE(reportedEnds[i].count, static_cast<std::int64_t>(cells.size()));
            }
        }
        QVERIFY2(corridors > 50, qPrintable(QString::number(corridors)));
        QVERIFY2(areas > 500, qPrintable(QString::number(areas)));
    }

    void towerProblems_nameTheRoomsOffEveryPath()
    {
        TowerMap t;
        t.columns = 3;
        t.floors = 2;
        // 0,1 on floor 0; 2,3 on floor 1; 4 boss. Room 3 is never entered; room 1 leads to 3 only.
        t.nodes = {room(0, 0), room(0, 2), room(1, 0), room(1, 1), room(2, 1, RoomType::Boss)};
        t.edges = {{0, 2}, {2, 4}, {1, 3}, {3, 4}, {9, 4}}; // edge 4 names a room that does not exist
        t.edges[2] = {1, 1};                                // a self-edge: room 1 goes nowhere up
        const auto problems = findTowerProblems(t);
        std::vector<std::pair<Problem::Kind, int>> got;
        for (const Problem &p : problems)
            got.emplace_back(p.kind, p.room);
        const std::vector<std::pair<Problem::Kind, int>> expected = {{Problem::Kind::RoomCannotFinish, 1},
                                                                     {Problem::Kind::RoomUnreachable, 3}};
        QCOMPARE(got, expected);
        QCOMPARE(*problems[1].at, (Point{1, 1}));
    }

    void generatedMaps_ofEveryPreset_haveNoProblems_onManySeeds()
    {
        const GeneratorRegistry &registry = builtinGenerators();
        const QDir presets(QStringLiteral(MAPSMITH_SOURCE_DIR "/resources/presets"));
        const QStringList files = presets.entryList({QStringLiteral("*.yaml")}, QDir::Files);
        QVERIFY(files.size() >= 10);
        for (const QString &name : files) {
            auto config = loadConfig(presets.filePath(name).toStdString(), registry);
            QVERIFY2(config.ok(), qPrintable(name));
            const bool large = name.contains(QStringLiteral("large"));
            for (std::uint64_t seed = 1; seed <= (large ? 3u : 25u); ++seed) {
                config->seed = seed;
                auto made = generate(registry, *config);
                QVERIFY(made.ok());
                const auto problems = findProblems(made->map, registry);
                QVERIFY2(
                    problems.empty(),
                    qPrintable(QStringLiteral("%1 seed %2: %3 problems, the first of kind %4")
                                   .arg(name)
                                   .arg(seed)
                                   .arg(problems.size())
                                   .arg(problems.empty() ? -1 : static_cast<int>(problems.front().kind))));
            }
        }
    }

    void findProblems_addsTheGeneratorsFailedChecks_atTheRoomTheyName()
    {
        const GeneratorRegistry &registry = builtinGenerators();
        const Generator *tower = registry.find("tower");
        QVERIFY(tower);
        Config config;
        config.generator = "tower";
        config.seed = 3;
        config.params = tower->schema().defaults();
        auto made = generate(registry, config);
        QVERIFY(made.ok());
        Map map = made->map;
        QVERIFY(findProblems(map, registry).empty()); // a generated tower keeps its promises
        // Cut every edge out of the first room of floor 0: it cannot reach the boss.
        int first = -1;
        for (std::size_t i = 0; i < map.tower.nodes.size() && first < 0; ++i)
            first = map.tower.nodes[i].floor == 0 ? static_cast<int>(i) : -1;
        std::erase_if(map.tower.edges, [first](const TowerEdge &e) { return e.from == first; });
        const auto problems = findProblems(map, registry);
        const auto failed = ofKind(problems, Problem::Kind::CheckFailed);
        QVERIFY(!failed.empty());
        bool located = false;
        for (const Problem &p : failed)
            located = located || (p.subject == "reaches_boss" && p.room == first);
        QVERIFY(located);
        QCOMPARE(ofKind(problems, Problem::Kind::RoomCannotFinish).front().room, first);
    }
};

QTEST_GUILESS_MAIN(TestProblems)
#include "test_problems.moc"
