// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// Lighting: which floor cells each light reaches and how brightly.
//
// Line of sight is a Bresenham line (J. E. Bresenham, "Algorithm for computer control of a digital
// plotter", IBM Systems Journal 4(1), 1965) from the light to the cell, in integers: along the major axis
// (x when |dx| >= |dy|) step i lands on minor offset floor((2 i |d_minor| + |d_major|) / (2 |d_major|)),
// i.e. the exact line rounded to the nearest cell with halves rounded away from the light. A cell is lit
// when no opaque cell lies strictly between the light and it; light never bends around a corner. Opaque
// cells themselves stay dark: a light lights floor. The alternative is a symmetric shadow-casting field of
// view from each light (fov.h).
//
// Brightness falls off in `levels` steps by Chebyshev distance d <= radius:
//   level(d) = levels - floor(d * levels / (radius + 1)), so the light's cell has `levels` and the edge 1.
// Several lights: the brightest wins (max). The lit map is a separate Grid<uint8_t> of levels (0 = dark);
// the logic map (tiles) is never changed by light.
// Cost: O(lights * (2r+1)^2 * r) for Bresenham, O(lights * r^2) for shadow casting.

#include <mapsmith/grid/grid.h>
#include <mapsmith/play/types.h>

#include <cstdint>
#include <span>
#include <vector>

namespace mapsmith {

/// Calls f(Point) for every cell of the Bresenham line from a to b, both ends included, a first.
template <class F> void bresenhamLine(Point a, Point b, F &&f)
{
    const int dx = b.x > a.x ? b.x - a.x : a.x - b.x;
    const int dy = b.y > a.y ? b.y - a.y : a.y - b.y;
    const int sx = b.x >= a.x ? 1 : -1;
    const int sy = b.y >= a.y ? 1 : -1;
    const bool xMajor = dx >= dy;
    const int major = xMajor ? dx : dy;
    const int minor = xMajor ? dy : dx;
    int err = major; // 2 * fraction numerator, offset by a half: halves round away from a
    Point p = a;
    f(p);
    for (int i = 0; i < major; ++i) {
        err += 2 * minor;
        if (xMajor)
            p.x += sx;
        else
            p.y += sy;
        if (err >= 2 * major) {
            err -= 2 * major;
            if (xMajor)
                p.y += sy;
            else
                p.x += sx;
        }
        f(p);
    }
}

/// True when no opaque cell lies strictly between a and b on their Bresenham line (off the map blocks).
bool lineOfSight(const Grid<std::uint8_t> &opaque, Point a, Point b);

/// The brightness a light gives at Chebyshev distance d (0 beyond the radius).
int lightLevelAt(int d, int radius, int levels);

struct LightingParams
{
    LightMode mode = LightMode::Bresenham;
    int radius = 6;
    int levels = 4;
};

/// Fills `lit` (resized to the map) with the brightest level any light gives each floor cell.
void computeLighting(const Grid<std::uint8_t> &opaque, std::span<const Point> lights,
                     const LightingParams &params, Grid<std::uint8_t> &lit);

} // namespace mapsmith
