// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Search and planner benchmarks (not a test): median wall time of several runs, std::chrono.
//   A*, BFS and Dijkstra on 1024x1024 maps (30% random walls; a cellular-automaton cave), far corners
//   A* against libtcod's A* (TCOD_path_compute, 4 directions) on the same maps: same path cost, speed-up
//   the cost of recording a trace; JPS against A* on an open map and a cave (8 neighbours)
//   Held-Karp at 16 and 20 targets
#include <mapsmith/map/map.h>
#include <mapsmith/plan/collect.h>
#include <mapsmith/plan/heldkarp.h>
#include <mapsmith/plan/legs.h>
#include <mapsmith/random/rng.h>
#include <mapsmith/search/bestfirst.h>
#include <mapsmith/search/bfs.h>
#include <mapsmith/search/gridrules.h>
#include <mapsmith/search/jps.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <functional>
#include <libtcod/fov.h>
#include <libtcod/path.h>
#include <vector>

using namespace mapsmith;

namespace {

// Median of `runs` timings in milliseconds. The machines this runs on are often shared, so besides wall
// time (std::chrono::steady_clock) it measures the process's CPU time (std::clock), which other
// programs' load does not inflate; the figures printed are CPU time when MAPSMITH_BENCH_WALL is unset.
double medianMs(int runs, const std::function<void()> &f)
{
    static const bool wall = std::getenv("MAPSMITH_BENCH_WALL") != nullptr;
    std::vector<double> t;
    for (int i = 0; i < runs; ++i) {
        const auto t0 = std::chrono::steady_clock::now();
        const std::clock_t c0 = std::clock();
        f();
        const double cpu = 1000.0 * static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC;
        t.push_back(
            wall ? std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count()
                 : cpu);
    }
    std::sort(t.begin(), t.end());
    return t[t.size() / 2];
}

GridMap randomWalls(int n, double wall, std::uint64_t seed)
{
    Rng rng(seed);
    GridMap m;
    m.tiles = Grid<Tile>(n, n, Tile::Floor);
    for (auto &t : m.tiles)
        t = rng.chance(wall) ? Tile::Wall : Tile::Floor;
    return m;
}

// 45% fill, five rounds of "wall if 5 or more of the 9 cells are walls" (the classic cave automaton).
GridMap cave(int n, std::uint64_t seed)
{
    GridMap m = randomWalls(n, 0.45, seed);
    for (int round = 0; round < 5; ++round) {
        Grid<Tile> next = m.tiles;
        for (int y = 0; y < n; ++y)
            for (int x = 0; x < n; ++x) {
                int walls = 0;
                for (int dy = -1; dy <= 1; ++dy)
                    for (int dx = -1; dx <= 1; ++dx)
                        walls += m.tiles.get(x + dx, y + dy, Tile::Wall) == Tile::Wall;
                next.at(x, y) = walls >= 5 ? Tile::Wall : Tile::Floor;
            }
        m.tiles = std::move(next);
    }
    return m;
}

// The reachable cells nearest the top-left and bottom-right corners, in the region of the most central
// open cell, so every search has a path to find.
void farCorners(GridMap &m)
{
    GridRules rules(m, Neighbourhood::Four);
    Point seed{m.width() / 2, m.height() / 2};
    for (int r = 0; rules.stateAt(seed) == kNoState; ++r)
        seed = {m.width() / 2 + r % 64, m.height() / 2 + r / 64};
    BfsSearch<GridRules> all(rules);
    all.start(rules.stateAt(seed), {-1, -1});
    all.run();
    Point lo = seed, hi = seed;
    for (int y = 0; y < m.height(); ++y)
        for (int x = 0; x < m.width(); ++x) {
            if (rules.stateAt({x, y}) == kNoState || !all.nodes().seen(rules.cellKeyOf({x, y})))
                continue;
            if (x + y < lo.x + lo.y)
                lo = {x, y};
            if (x + y > hi.x + hi.y)
                hi = {x, y};
        }
    m.start = lo;
    m.exit = hi;
}

template <class Search> SearchOutcome runOnce(Search &s, StateId from, Point to)
{
    s.start(from, to);
    s.run();
    return s.outcome();
}

struct TcodRun
{
    double ms;
    int moves;
};

TcodRun libtcodAStar(const GridMap &m, int runs)
{
    TCOD_Map *map = TCOD_map_new(m.width(), m.height());
    for (int y = 0; y < m.height(); ++y)
        for (int x = 0; x < m.width(); ++x)
            TCOD_map_set_properties(map, x, y, true, m.tiles.at(x, y) != Tile::Wall);
    TCOD_path_t path = TCOD_path_new_using_map(map, 0.0f); // diagonal cost 0: four directions
    int moves = -1;
    const double ms = medianMs(runs, [&] {
        moves =
            TCOD_path_compute(path, m.start->x, m.start->y, m.exit->x, m.exit->y) ? TCOD_path_size(path) : -1;
    });
    TCOD_path_delete(path);
    TCOD_map_delete(map);
    return {ms, moves};
}

void gridSuite(const char *name, GridMap m, int runs)
{
    farCorners(m);
    GridRules rules(m, Neighbourhood::Four);
    const StateId from = rules.stateAt(*m.start);
    BestFirstSearch<GridRules> astar(rules, BestFirstKind::AStar), dijkstra(rules, BestFirstKind::Dijkstra);
    BfsSearch<GridRules> bfs(rules);
    SearchOutcome oa, od, ob;
    const double tA = medianMs(runs, [&] { oa = runOnce(astar, from, *m.exit); });
    const double tD = medianMs(runs, [&] { od = runOnce(dijkstra, from, *m.exit); });
    const double tB = medianMs(runs, [&] { ob = runOnce(bfs, from, *m.exit); });
    SearchTrace trace;
    BestFirstSearch<GridRules, TraceRecorder<GridRules>> traced(rules, BestFirstKind::AStar,
                                                                TraceRecorder<GridRules>(rules, trace));
    const double tT = medianMs(runs, [&] {
        trace.events.clear();
        runOnce(traced, from, *m.exit);
    });
    const TcodRun tc = libtcodAStar(m, std::max(1, runs / 2));
    std::printf("%s 1024x1024, (%d,%d) -> (%d,%d), 4 neighbours\n", name, m.start->x, m.start->y, m.exit->x,
                m.exit->y);
    std::printf("  A*        %8.2f ms  cost %d  expanded %lld  peak open %lld\n", tA, oa.cost,
                static_cast<long long>(oa.stats.expanded), static_cast<long long>(oa.stats.peakOpen));
    std::printf("  Dijkstra  %8.2f ms  cost %d  expanded %lld\n", tD, od.cost,
                static_cast<long long>(od.stats.expanded));
    std::printf("  BFS       %8.2f ms  moves %zu  expanded %lld\n", tB, ob.path.size() - 1,
                static_cast<long long>(ob.stats.expanded));
    std::printf("  A* traced %8.2f ms  %zu events  (%.2fx the plain run)\n", tT, trace.events.size(),
                tT / tA);
    std::printf("  libtcod   %8.2f ms  cost %d  -> A* is %.1fx faster, same cost: %s\n", tc.ms, tc.moves,
                tc.ms / tA, tc.moves == oa.cost ? "yes" : "NO");
}

void jpsSuite(const char *name, GridMap m, int runs)
{
    farCorners(m);
    GridRules rules(m, Neighbourhood::Eight, TileCosts::uniform());
    const StateId from = rules.stateAt(*m.start);
    BestFirstSearch<GridRules> astar(rules, BestFirstKind::AStar);
    JpsSearch<> jps(rules);
    SearchOutcome oa, oj;
    const double tA = medianMs(runs, [&] { oa = runOnce(astar, from, *m.exit); });
    const double tJ = medianMs(runs, [&] { oj = runOnce(jps, from, *m.exit); });
    std::printf("%s 1024x1024, 8 neighbours\n", name);
    std::printf("  A*        %8.2f ms  cost %d  expanded %lld\n", tA, oa.cost,
                static_cast<long long>(oa.stats.expanded));
    std::printf("  JPS       %8.2f ms  cost %d  expanded %lld (jump points)  same cost: %s\n", tJ, oj.cost,
                static_cast<long long>(oj.stats.expanded), oj.cost == oa.cost ? "yes" : "NO");
}

void heldKarpSuite(int targets, int runs)
{
    Rng rng(static_cast<std::uint64_t>(targets));
    GridMap m = randomWalls(128, 0.2, 5);
    m.start = Point{0, 0};
    m.tiles.at(0, 0) = Tile::Floor;
    std::vector<Point> gold;
    while (static_cast<int>(gold.size()) < targets) {
        const Point p{static_cast<int>(rng.below(128)), static_cast<int>(rng.below(128))};
        if (m.tiles[p] == Tile::Floor)
            gold.push_back(p);
    }
    GridRules rules(m, Neighbourhood::Four);
    std::vector<StateId> sources{rules.stateAt(*m.start)};
    for (Point p : gold)
        sources.push_back(rules.stateAt(p));
    Legs legs;
    const double tLegs = medianMs(runs, [&] { legs = computeLegs(rules, sources, gold); });
    Cost moves = 0;
    const double tHk = medianMs(runs, [&] { moves = heldKarp(legs)->moves; });
    std::printf("Held-Karp %2d targets on 128x128: table %8.2f ms, legs (BFS) %6.2f ms, %d moves\n", targets,
                tHk, tLegs, moves);
}

} // namespace

int main()
{
    gridSuite("random 30% walls", randomWalls(1024, 0.3, 1), 5);
    gridSuite("cave", cave(1024, 2), 5);
    jpsSuite("open", randomWalls(1024, 0.0, 3), 5);
    jpsSuite("cave", cave(1024, 2), 5);
    heldKarpSuite(16, 5);
    heldKarpSuite(20, 3);
    return 0;
}
