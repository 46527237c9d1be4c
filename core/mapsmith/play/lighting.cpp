// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/play/fov.h>
#include <mapsmith/play/lighting.h>

#include <algorithm>

namespace mapsmith {

bool lineOfSight(const Grid<std::uint8_t> &opaque, Point a, Point b)
{
    bool clear = true;
    bresenhamLine(a, b, [&](Point p) {
        if (p == a || p == b || !clear)
            return;
        if (!opaque.contains(p) || opaque[p])
            clear = false;
    });
    return clear;
}

int lightLevelAt(int d, int radius, int levels)
{
    if (d < 0 || d > radius)
        return 0;
    return levels - d * levels / (radius + 1);
}

namespace {

void raise(Grid<std::uint8_t> &lit, Point p, int level)
{
    auto &cell = lit[p];
    if (level > cell)
        cell = static_cast<std::uint8_t>(level);
}

void lightBresenham(const Grid<std::uint8_t> &opaque, Point light, const LightingParams &params,
                    Grid<std::uint8_t> &lit)
{
    const int r = params.radius;
    const int x0 = std::max(0, light.x - r), x1 = std::min(opaque.width() - 1, light.x + r);
    const int y0 = std::max(0, light.y - r), y1 = std::min(opaque.height() - 1, light.y + r);
    for (int y = y0; y <= y1; ++y) {
        for (int x = x0; x <= x1; ++x) {
            const Point p{x, y};
            if (opaque[p] || !lineOfSight(opaque, light, p))
                continue;
            raise(lit, p, lightLevelAt(chebyshev(light, p), r, params.levels));
        }
    }
}

void lightShadowcast(const Grid<std::uint8_t> &opaque, Point light, const LightingParams &params,
                     Grid<std::uint8_t> &lit, FovWindow &fov)
{
    // The FOV's radius is Euclidean; take the circle that holds the Chebyshev square, then cut to it.
    const int r = params.radius;
    shadowcastFov(opaque, light, 2 * r, fov);
    const int x0 = std::max(0, light.x - r), x1 = std::min(opaque.width() - 1, light.x + r);
    const int y0 = std::max(0, light.y - r), y1 = std::min(opaque.height() - 1, light.y + r);
    for (int y = y0; y <= y1; ++y) {
        for (int x = x0; x <= x1; ++x) {
            const Point p{x, y};
            if (!opaque[p] && fov.visible(p))
                raise(lit, p, lightLevelAt(chebyshev(light, p), r, params.levels));
        }
    }
}

} // namespace

void computeLighting(const Grid<std::uint8_t> &opaque, std::span<const Point> lights,
                     const LightingParams &params, Grid<std::uint8_t> &lit)
{
    if (lit.width() != opaque.width() || lit.height() != opaque.height())
        lit = Grid<std::uint8_t>(opaque.width(), opaque.height(), 0);
    else
        lit.fill(0);
    FovWindow fov;
    for (Point light : lights) {
        if (!opaque.contains(light) || opaque[light])
            continue;
        if (params.mode == LightMode::Bresenham)
            lightBresenham(opaque, light, params, lit);
        else
            lightShadowcast(opaque, light, params, lit, fov);
    }
}

} // namespace mapsmith
