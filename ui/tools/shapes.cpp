// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Bresenham's line algorithm (J. E. Bresenham, "Algorithm for computer control of a digital plotter",
// IBM Systems Journal 4(1), 1965), in its all-octant integer error form. O(max(|dx|, |dy|)); the same
// endpoints always give the same cells.
#include "tools/shapes.h"

#include <algorithm>
#include <cstdlib>

namespace mapsmith {

namespace {

bool inside(Point p, int width, int height)
{
    return p.x >= 0 && p.y >= 0 && p.x < width && p.y < height;
}

} // namespace

std::vector<Point> lineCells(Point a, Point b, int width, int height)
{
    std::vector<Point> cells;
    const int dx = std::abs(b.x - a.x);
    const int dy = -std::abs(b.y - a.y);
    const int sx = a.x < b.x ? 1 : -1;
    const int sy = a.y < b.y ? 1 : -1;
    int error = dx + dy;
    Point p = a;
    for (;;) {
        if (inside(p, width, height))
            cells.push_back(p);
        if (p == b)
            break;
        const int e2 = 2 * error;
        if (e2 >= dy) {
            error += dy;
            p.x += sx;
        }
        if (e2 <= dx) {
            error += dx;
            p.y += sy;
        }
    }
    return cells;
}

std::vector<Point> rectCells(Point a, Point b, int width, int height)
{
    std::vector<Point> cells;
    const int x0 = std::max(0, std::min(a.x, b.x));
    const int x1 = std::min(width - 1, std::max(a.x, b.x));
    const int y0 = std::max(0, std::min(a.y, b.y));
    const int y1 = std::min(height - 1, std::max(a.y, b.y));
    for (int y = y0; y <= y1; ++y) {
        for (int x = x0; x <= x1; ++x)
            cells.push_back({x, y});
    }
    return cells;
}

} // namespace mapsmith
