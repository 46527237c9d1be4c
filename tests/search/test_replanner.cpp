// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The kept D* Lite plan of the search dock: after edits of a map area its path is a valid cheapest path
// (checked against a fresh Dijkstra on many random maps), and a wall across the path is repaired with
// fewer expansions than a search from scratch.
#include "searchtestutil.h"

#include <mapsmith/search/bestfirst.h>
#include <mapsmith/search/pathcost.h>
#include <mapsmith/search/replanner.h>

#include <QTest>

using namespace mapsmith;
using namespace searchtest;

namespace {
SearchOutcome fresh(const GridMap &map, Neighbourhood n, Point from, Point to)
{
    GridRules rules(map, n);
    BestFirstSearch<GridRules> d(rules, BestFirstKind::Dijkstra);
    d.start(rules.stateAt(from), to);
    d.run();
    return d.outcome();
}

std::vector<StateId> statesOf(const GridRules &rules, const std::vector<Point> &path)
{
    std::vector<StateId> out;
    for (Point p : path)
        out.push_back(rules.cellKeyOf(p));
    return out;
}
} // namespace

class TestReplanner : public QObject
{
    Q_OBJECT

private slots:
    void randomAreaEdits_pathIsValidAndCheapest()
    {
        Rng rng(77);
        for (int i = 0; i < 150; ++i) {
            const int w = static_cast<int>(rng.range(3, 18)), h = static_cast<int>(rng.range(3, 14));
            GridMap m = randomMap(rng, w, h, 0.25, 0.15);
            const Point a{0, 0}, b{w - 1, h - 1};
            m.tiles[a] = Tile::Floor;
            m.tiles[b] = Tile::Floor;
            const Neighbourhood n = i % 2 ? Neighbourhood::Eight : Neighbourhood::Four;
            auto planner = Replanner::create(m, n, a, b);
            QVERIFY(planner);
            QCOMPARE(planner->initial().cost, fresh(m, n, a, b).cost);
            for (int e = 0; e < 6; ++e) {
                const int x0 = static_cast<int>(rng.below(static_cast<std::uint64_t>(w)));
                const int y0 = static_cast<int>(rng.below(static_cast<std::uint64_t>(h)));
                const int x1 = std::min(w - 1, x0 + static_cast<int>(rng.below(3)));
                const int y1 = std::min(h - 1, y0 + static_cast<int>(rng.below(3)));
                for (int y = y0; y <= y1; ++y)
                    for (int x = x0; x <= x1; ++x)
                        if (Point{x, y} != a && Point{x, y} != b)
                            m.tiles.at(x, y) = rng.below(2) ? Tile::Wall : Tile::Floor;
                const Replan r = planner->update(m, x0, y0, x1, y1);
                const SearchOutcome oracle = fresh(m, n, a, b);
                QCOMPARE(r.found, oracle.found);
                QCOMPARE(r.cost, oracle.cost);
                if (r.found) {
                    GridRules rules(m, n);
                    QCOMPARE(pathCost(rules, statesOf(rules, r.path)), r.cost);
                    QCOMPARE(r.path.front(), a);
                    QCOMPARE(r.path.back(), b);
                    QCOMPARE(r.trace.events.back().kind, TraceKind::Path);
                }
            }
        }
    }

    void wallAcrossThePath_repairsWithFewerExpansionsThanAFreshSearch()
    {
        GridMap m;
        m.tiles = Grid<Tile>(60, 40, Tile::Floor);
        const Point a{2, 20}, b{57, 20};
        auto planner = Replanner::create(m, Neighbourhood::Four, a, b);
        QVERIFY(planner);
        QCOMPARE(planner->initial().cost, 55);
        // D* Lite searches back from the goal, so a change near the runner is the cheap one to repair.
        for (int y = 15; y <= 25; ++y)
            m.tiles.at(6, y) = Tile::Wall;
        const Replan r = planner->update(m, 6, 15, 6, 25);
        QCOMPARE(r.changedCells, 11);
        QVERIFY(r.found);
        QCOMPARE(r.cost, fresh(m, Neighbourhood::Four, a, b).cost);
        for (Point p : r.path)
            QVERIFY(m.tiles[p] != Tile::Wall);
        auto scratch = Replanner::create(m, Neighbourhood::Four, a, b);
        QVERIFY2(
            r.stats.expanded < scratch->initial().stats.expanded,
            qPrintable(
                QStringLiteral("%1 vs %2").arg(r.stats.expanded).arg(scratch->initial().stats.expanded)));
        // No change, no work.
        const Replan again = planner->update(m, 0, 0, 59, 39);
        QCOMPARE(again.changedCells, 0);
        QCOMPARE(again.stats.expanded, 0);
        QCOMPARE(again.cost, r.cost);
    }

    void closedEndpoint_isRefused()
    {
        GridMap m = level({"#..", "...", "..."});
        QVERIFY(!Replanner::create(m, Neighbourhood::Four, {0, 0}, {2, 2}));
        QVERIFY(!Replanner::create(m, Neighbourhood::Four, {1, 1}, {5, 2}));
    }
};

QTEST_MAIN(TestReplanner)
#include "test_replanner.moc"
