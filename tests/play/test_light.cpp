// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Lighting against an independent per-tile line-of-sight oracle, and the promises of the shadow-casting
// field of view (symmetry, walls block, radius), exhaustively on small maps and on random ones.
#include "playtestutil.h"

#include <mapsmith/play/fov.h>
#include <mapsmith/play/lighting.h>

#include <cmath>

using namespace mapsmith;

namespace {

Grid<std::uint8_t> randomOpaque(Rng &rng, int w, int h, double wall)
{
    Grid<std::uint8_t> g(w, h, 0);
    for (auto &c : g)
        c = rng.chance(wall) ? 1 : 0;
    return g;
}

// The oracle's line: cell i of the line from a to b, computed on its own from the closed formula
// (round the exact line to the nearest cell along the minor axis, halves away from a).
Point oracleCell(Point a, Point b, int i)
{
    const int dx = b.x - a.x, dy = b.y - a.y;
    const int adx = std::abs(dx), ady = std::abs(dy);
    auto sgn = [](int v) { return v < 0 ? -1 : 1; };
    if (adx >= ady) {
        const int off = adx == 0 ? 0 : (2 * i * ady + adx) / (2 * adx);
        return {a.x + sgn(dx) * i, a.y + sgn(dy) * off};
    }
    const int off = (2 * i * adx + ady) / (2 * ady);
    return {a.x + sgn(dx) * off, a.y + sgn(dy) * i};
}

bool oracleSees(const Grid<std::uint8_t> &opaque, Point a, Point b)
{
    const int n = std::max(std::abs(b.x - a.x), std::abs(b.y - a.y));
    for (int i = 1; i < n; ++i) {
        const Point p = oracleCell(a, b, i);
        if (!opaque.contains(p) || opaque[p])
            return false;
    }
    return true;
}

// The oracle's lighting: every light, every cell, the level formula written out again.
Grid<std::uint8_t> oracleLighting(const Grid<std::uint8_t> &opaque, const std::vector<Point> &lights, int r,
                                  int levels)
{
    Grid<std::uint8_t> lit(opaque.width(), opaque.height(), 0);
    for (Point l : lights) {
        if (opaque[l])
            continue;
        for (int y = 0; y < opaque.height(); ++y) {
            for (int x = 0; x < opaque.width(); ++x) {
                const int d = std::max(std::abs(x - l.x), std::abs(y - l.y));
                if (d > r || opaque.at(x, y) || !oracleSees(opaque, l, {x, y}))
                    continue;
                const int level = levels - (d * levels) / (r + 1);
                lit.at(x, y) = static_cast<std::uint8_t>(std::max<int>(lit.at(x, y), level));
            }
        }
    }
    return lit;
}

} // namespace

class TestLight : public QObject
{
    Q_OBJECT

private slots:
    void bresenham_matchesTheClosedFormula()
    {
        Rng rng(3);
        for (int k = 0; k < 5000; ++k) {
            const Point a{static_cast<int>(rng.range(-20, 20)), static_cast<int>(rng.range(-20, 20))};
            const Point b{static_cast<int>(rng.range(-20, 20)), static_cast<int>(rng.range(-20, 20))};
            std::vector<Point> cells;
            bresenhamLine(a, b, [&](Point p) { cells.push_back(p); });
            const int n = std::max(std::abs(b.x - a.x), std::abs(b.y - a.y));
            QCOMPARE(static_cast<int>(cells.size()), n + 1);
            for (int i = 0; i <= n; ++i)
                QCOMPARE(cells[static_cast<std::size_t>(i)], oracleCell(a, b, i));
        }
    }

    void lighting_matchesPerTileOracle_onRandomMaps()
    {
        Rng rng(11);
        for (int k = 0; k < 200; ++k) {
            const int w = static_cast<int>(rng.range(5, 30)), h = static_cast<int>(rng.range(5, 30));
            const Grid<std::uint8_t> opaque = randomOpaque(rng, w, h, rng.real(0.0, 0.45));
            std::vector<Point> lights;
            for (int n = static_cast<int>(rng.range(1, 4)); n > 0; --n)
                lights.push_back({static_cast<int>(rng.below(static_cast<std::uint64_t>(w))),
                                  static_cast<int>(rng.below(static_cast<std::uint64_t>(h)))});
            LightingParams p;
            p.radius = static_cast<int>(rng.range(1, 9));
            p.levels = static_cast<int>(rng.range(1, 6));
            Grid<std::uint8_t> lit;
            computeLighting(opaque, lights, p, lit);
            QVERIFY2(lit == oracleLighting(opaque, lights, p.radius, p.levels),
                     qPrintable(QString::number(k)));
        }
    }

    void lightNeverBendsAroundACorner()
    {
        // The light at (1,1); the cell (3,3) is behind the wall corner at (2,2).
        const Grid<std::uint8_t> opaque = [] {
            Grid<std::uint8_t> g(5, 5, 0);
            g.at(2, 2) = 1;
            return g;
        }();
        const Point light{1, 1};
        Grid<std::uint8_t> lit;
        computeLighting(opaque, std::span<const Point>(&light, 1), {}, lit);
        QCOMPARE(lit.at(3, 3), std::uint8_t{0});
        QCOMPARE(lit.at(4, 4), std::uint8_t{0});
        QVERIFY(lit.at(3, 1) > 0);
        QCOMPARE(lit.at(2, 2), std::uint8_t{0}); // walls stay dark: light lights floor
    }

    void fov_isSymmetric_exhaustivelyOnSmallMaps()
    {
        // Every wall pattern of a 4x4 map (2^16), every pair of floor cells.
        const int w = 4, h = 4;
        std::vector<FovWindow> fov(static_cast<std::size_t>(w * h));
        for (std::uint32_t bits = 0; bits < (1u << 16); ++bits) {
            Grid<std::uint8_t> g(w, h, 0);
            for (int i = 0; i < w * h; ++i)
                g[static_cast<std::size_t>(i)] = (bits >> i) & 1u;
            for (int i = 0; i < w * h; ++i)
                shadowcastFov(g, g.point(static_cast<std::size_t>(i)), 10, fov[static_cast<std::size_t>(i)]);
            for (int i = 0; i < w * h; ++i) {
                const Point p = g.point(static_cast<std::size_t>(i));
                for (int j = i + 1; j < w * h; ++j) {
                    const Point q = g.point(static_cast<std::size_t>(j));
                    if (g[p] || g[q])
                        continue;
                    if (fov[static_cast<std::size_t>(i)].visible(q) !=
                        fov[static_cast<std::size_t>(j)].visible(p))
                        QFAIL(qPrintable(QStringLiteral("asymmetric: pattern %1, %2,%3 vs %4,%5")
                                             .arg(bits)
                                             .arg(p.x)
                                             .arg(p.y)
                                             .arg(q.x)
                                             .arg(q.y)));
                }
            }
        }
    }

    void fov_isSymmetric_onRandomMaps()
    {
        Rng rng(17);
        FovWindow a, b;
        for (int k = 0; k < 40; ++k) {
            const Grid<std::uint8_t> g = randomOpaque(rng, 24, 24, rng.real(0.05, 0.4));
            const int r = static_cast<int>(rng.range(3, 30));
            for (int t = 0; t < 60; ++t) {
                const Point p{static_cast<int>(rng.below(24)), static_cast<int>(rng.below(24))};
                const Point q{static_cast<int>(rng.below(24)), static_cast<int>(rng.below(24))};
                if (g[p] || g[q])
                    continue;
                shadowcastFov(g, p, r, a);
                shadowcastFov(g, q, r, b);
                QCOMPARE(a.visible(q), b.visible(p));
            }
        }
    }

    void fov_wallsBlock_andRadiusIsEuclidean()
    {
        Grid<std::uint8_t> open(41, 41, 0);
        FovWindow f;
        shadowcastFov(open, {20, 20}, 9, f);
        for (int y = 0; y < 41; ++y)
            for (int x = 0; x < 41; ++x)
                QCOMPARE(f.visible({x, y}), (x - 20) * (x - 20) + (y - 20) * (y - 20) <= 81);
        // A closed room: nothing outside it is seen, every cell inside is.
        Grid<std::uint8_t> room(20, 20, 0);
        for (int i = 4; i <= 10; ++i)
            room.at(i, 4) = room.at(i, 10) = room.at(4, i) = room.at(10, i) = 1;
        shadowcastFov(room, {7, 7}, 15, f);
        for (int y = 0; y < 20; ++y)
            for (int x = 0; x < 20; ++x)
                QCOMPARE(f.visible({x, y}), x >= 4 && x <= 10 && y >= 4 && y <= 10);
    }

    void fov_matchesLineOfSight_inTheOpen()
    {
        // A single pillar: cells hidden from the origin lie in its shadow, cells beside it are seen.
        Grid<std::uint8_t> g(21, 21, 0);
        g.at(12, 10) = 1;
        FovWindow f;
        shadowcastFov(g, {10, 10}, 15, f);
        QVERIFY(f.visible({12, 10}));
        QVERIFY(!f.visible({14, 10}));
        QVERIFY(!f.visible({18, 10}));
        QVERIFY(f.visible({12, 12}));
        QVERIFY(f.visible({10, 20}));
    }
};

QTEST_APPLESS_MAIN(TestLight)
#include "test_light.moc"
