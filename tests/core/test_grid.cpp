// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// labelComponents, floodFill and bfsDistance against brute-force oracles on random small grids.
#include <QtTest>

// moc needs none of these, and its C++17 view of the C++20 library headers trips it up.
#ifndef Q_MOC_RUN
#include <mapsmith/grid/components.h>
#include <mapsmith/grid/distance.h>
#include <mapsmith/random/rng.h>

#include <algorithm>
#include <cstdint>
#include <vector>
#endif

using namespace mapsmith;

namespace {

Grid<std::uint8_t> randomGrid(Rng &rng, int w, int h, double open)
{
    Grid<std::uint8_t> g(w, h, 0);
    for (auto &c : g)
        c = rng.chance(open) ? 1 : 0;
    return g;
}

/// Distances by relaxing every edge until nothing changes (Bellman-Ford on unit weights).
Grid<std::int32_t> bruteDistances(const Grid<std::uint8_t> &open, const std::vector<Point> &sources,
                                  Neighbourhood n)
{
    Grid<std::int32_t> d(open.width(), open.height(), -1);
    for (Point s : sources) {
        if (open.contains(s) && open[s])
            d[s] = 0;
    }
    for (bool changed = true; changed;) {
        changed = false;
        for (int y = 0; y < open.height(); ++y) {
            for (int x = 0; x < open.width(); ++x) {
                if (!open.at(x, y) || d.at(x, y) < 0)
                    continue;
                for (int k = 0; k < neighbourCount(n); ++k) {
                    const Point q = Point{x, y} + kDirections[static_cast<std::size_t>(k)];
                    if (open.contains(q) && open[q] && (d[q] < 0 || d[q] > d.at(x, y) + 1)) {
                        d[q] = d.at(x, y) + 1;
                        changed = true;
                    }
                }
            }
        }
    }
    return d;
}

const char *name(Neighbourhood n)
{
    return n == Neighbourhood::Four ? "four" : "eight";
}

} // namespace

class TestGrid : public QObject
{
    Q_OBJECT

private slots:
    void labelComponents_randomGrids_matchBruteForcePartitionAndOrder()
    {
        Rng rng(1);
        for (Neighbourhood n : {Neighbourhood::Four, Neighbourhood::Eight}) {
            for (int trial = 0; trial < 300; ++trial) {
                const auto g = randomGrid(rng, 1 + int(rng.below(12)), 1 + int(rng.below(12)), rng.real());
                const Components c = labelComponents(g, n);
                std::vector<Point> firstCells;
                std::vector<std::int64_t> sizes;
                for (int y = 0; y < g.height(); ++y) {
                    for (int x = 0; x < g.width(); ++x) {
                        const std::int32_t l = c.label.at(x, y);
                        if (!g.at(x, y)) {
                            QCOMPARE(l, -1);
                            continue;
                        }
                        // Same region exactly when mutually reachable.
                        const auto dist = bruteDistances(g, {{x, y}}, n);
                        for (std::size_t i = 0; i < g.size(); ++i) {
                            if (g[i])
                                QVERIFY2((dist[i] >= 0) == (c.label[i] == l), name(n));
                        }
                        if (l == static_cast<std::int32_t>(firstCells.size())) {
                            firstCells.push_back(
                                {x, y}); // regions are numbered in row-major first-cell order
                            sizes.push_back(0);
                        }
                        QVERIFY(l < static_cast<std::int32_t>(firstCells.size()));
                        ++sizes[static_cast<std::size_t>(l)];
                    }
                }
                QCOMPARE(c.count(), static_cast<int>(sizes.size()));
                QCOMPARE(c.sizes, sizes);
                if (!sizes.empty()) {
                    const auto best = std::max_element(sizes.begin(), sizes.end()) - sizes.begin();
                    QCOMPARE(c.largest(), static_cast<int>(best));
                } else {
                    QCOMPARE(c.largest(), -1);
                }
            }
        }
    }

    void floodFill_randomSeeds_reachesExactlyTheRegionInBfsOrder()
    {
        Rng rng(2);
        for (Neighbourhood n : {Neighbourhood::Four, Neighbourhood::Eight}) {
            for (int trial = 0; trial < 300; ++trial) {
                const auto g = randomGrid(rng, 1 + int(rng.below(15)), 1 + int(rng.below(15)), 0.6);
                const Point seed{int(rng.below(std::uint64_t(g.width()))),
                                 int(rng.below(std::uint64_t(g.height())))};
                const auto cells = floodFill(g, seed, n);
                const auto dist = bruteDistances(g, {seed}, n);
                std::int64_t reachable = 0;
                for (auto d : dist)
                    reachable += d >= 0;
                QCOMPARE(static_cast<std::int64_t>(cells.size()), reachable);
                for (std::size_t i = 0; i < cells.size(); ++i) {
                    QVERIFY(dist[cells[i]] >= 0);
                    if (i > 0)
                        QVERIFY2(dist[cells[i]] >= dist[cells[i - 1]], name(n));
                }
                if (!cells.empty())
                    QCOMPARE(cells.front(), seed);
            }
        }
        Grid<std::uint8_t> closed(3, 3, 0);
        QVERIFY(floodFill(closed, {1, 1}).empty());
        QVERIFY(floodFill(closed, {7, 7}).empty());
    }

    void bfsDistance_randomSources_matchesRelaxation()
    {
        Rng rng(3);
        for (Neighbourhood n : {Neighbourhood::Four, Neighbourhood::Eight}) {
            for (int trial = 0; trial < 300; ++trial) {
                const auto g = randomGrid(rng, 1 + int(rng.below(15)), 1 + int(rng.below(15)), 0.65);
                std::vector<Point> sources;
                for (int s = 0, k = 1 + int(rng.below(3)); s < k; ++s)
                    sources.push_back({int(rng.below(std::uint64_t(g.width()))),
                                       int(rng.below(std::uint64_t(g.height())))});
                const DistanceField f = bfsDistance(g, sources, n);
                const auto expected = bruteDistances(g, sources, n);
                QVERIFY2(f.distance == expected, name(n));
                std::int32_t maxD = 0;
                std::int64_t reached = 0;
                for (auto d : expected) {
                    maxD = std::max(maxD, d);
                    reached += d >= 0;
                }
                QCOMPARE(f.maxDistance, maxD);
                QCOMPARE(f.reached, reached);
                if (maxD > 0) // with nothing but sources reached, farthest is documented as the first source
                    QCOMPARE(f.distance[f.farthest], maxD);
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestGrid)
#include "test_grid.moc"
