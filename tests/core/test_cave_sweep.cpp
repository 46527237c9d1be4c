// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// cave::FloorSweep (generate/cave_sweep.cpp) against a plain breadth-first search with a distance per cell
// and a FIFO queue of points (N, E, S, W), the search it replaced: the same farthest cell and distance on
// random caves of many shapes, widths at and around multiples of 64 included, with and without a border.
#include <QtTest>

#ifndef Q_MOC_RUN
#include <mapsmith/generate/cave_automaton.h>
#include <mapsmith/generate/cave_sweep.h>
#include <mapsmith/random/rng.h>

#include <deque>
#include <vector>
#endif

using namespace mapsmith;

namespace {

/// The oracle: the first cell dequeued at the greatest distance.
std::pair<Point, std::int32_t> plainFarthest(const cave::WallBits &bits, Point source)
{
    const int w = bits.width();
    const int h = bits.height();
    std::vector<std::int32_t> dist(static_cast<std::size_t>(w) * h, -1);
    const auto at = [w](Point p) { return static_cast<std::size_t>(p.y) * w + p.x; };
    std::deque<Point> queue{source};
    dist[at(source)] = 0;
    Point best = source;
    std::int32_t bestDistance = 0;
    while (!queue.empty()) {
        const Point c = queue.front();
        queue.pop_front();
        if (dist[at(c)] > bestDistance) {
            bestDistance = dist[at(c)];
            best = c;
        }
        for (const Point d : {Point{0, -1}, Point{1, 0}, Point{0, 1}, Point{-1, 0}}) {
            const Point n = c + d;
            if (n.x < 0 || n.y < 0 || n.x >= w || n.y >= h || bits.wall(n.x, n.y) || dist[at(n)] >= 0)
                continue;
            dist[at(n)] = dist[at(c)] + 1;
            queue.push_back(n);
        }
    }
    return {best, bestDistance};
}

cave::WallBits randomCave(Rng &rng, int w, int h, bool border)
{
    cave::WallBits bits(w, h);
    cave::fillRows(bits, cave::fillThreshold(0.3 + 0.3 * rng.real()), rng, 0, h);
    cave::WallBits next(w, h);
    const int steps = static_cast<int>(rng.below(4));
    for (int s = 0; s < steps; ++s) {
        cave::stepRows(bits, next, 4, 5, 0, h);
        std::swap(bits, next);
    }
    if (border)
        cave::forceBorder(bits);
    return bits;
}

} // namespace

class TestCaveSweep : public QObject
{
    Q_OBJECT

private slots:
    void farthest_equalsPlainBfs_onRandomCaves()
    {
        Rng rng(19);
        const int widths[] = {1, 2, 5, 63, 64, 65, 100, 127, 128, 129, 200};
        int compared = 0;
        for (int round = 0; round < 300; ++round) {
            const int w = widths[rng.below(std::size(widths))];
            const int h = 1 + static_cast<int>(rng.below(120));
            const cave::WallBits bits = randomCave(rng, w, h, rng.below(2) == 0);
            std::vector<Point> floor;
            for (int y = 0; y < h; ++y)
                for (int x = 0; x < w; ++x)
                    if (!bits.wall(x, y))
                        floor.push_back({x, y});
            if (floor.empty())
                continue;
            // A small first ring makes the queue grow inside most searches.
            cave::FloorSweep sweep(bits, rng.below(2) == 0 ? 4 : 1 << 14);
            // A sweep object is reused, as the double sweep does.
            for (int i = 0; i < 3; ++i) {
                const Point source = floor[rng.below(floor.size())];
                const auto expected = plainFarthest(bits, source);
                const auto got = sweep.farthest(source);
                QVERIFY2(got == expected, qPrintable(QStringLiteral("%1x%2 from (%3, %4): (%5, %6) at %7, "
                                                                    "expected (%8, %9) at %10")
                                                         .arg(w)
                                                         .arg(h)
                                                         .arg(source.x)
                                                         .arg(source.y)
                                                         .arg(got.first.x)
                                                         .arg(got.first.y)
                                                         .arg(got.second)
                                                         .arg(expected.first.x)
                                                         .arg(expected.first.y)
                                                         .arg(expected.second)));
                ++compared;
            }
        }
        QVERIFY(compared > 600);
    }

    void farthest_ofAnOpenRoom_isTheFirstCornerReachedLast()
    {
        // No walls but the border: from (1, 1) the farthest cells are on the anti-diagonal's far end; the
        // plain BFS reaches (w-2, h-2) last, alone at the greatest distance.
        cave::WallBits bits(70, 9);
        for (int y = 1; y < 8; ++y)
            for (int x = 1; x < 69; ++x)
                bits.setWall(x, y, false);
        cave::FloorSweep sweep(bits);
        QCOMPARE(sweep.farthest({1, 1}), (std::pair<Point, std::int32_t>{{68, 7}, 73}));
        QCOMPARE(sweep.farthest({1, 1}), plainFarthest(bits, {1, 1}));
        QCOMPARE(sweep.farthest({30, 4}), plainFarthest(bits, {30, 4}));
    }
};

QTEST_APPLESS_MAIN(TestCaveSweep)
#include "test_cave_sweep.moc"
