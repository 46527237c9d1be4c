// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// Symmetric shadow-casting field of view.
//
// Based on: Albert Ford, "Symmetric Shadowcasting" (2021), https://www.albertford.com/shadowcasting/
// The plane is split into four quadrants (north, east, south, west of the origin); each is scanned row by
// row outwards, keeping the open slope interval [start, end] that is still visible. A floor cell is visible
// when its centre lies inside the interval (which makes sight symmetric: B sees A whenever A sees B, for
// floor cells); a wall cell is visible when any part of it is. Slopes are exact fractions (no floating
// point), so the result is the same everywhere. Cells farther than `radius` (Euclidean, x^2 + y^2 <= r^2)
// are neither visited nor marked.
//
// Cost: proportional to the cells within the radius, O(r^2), independent of the map size; the output is a
// (2r+1)^2 window around the origin, never a whole-map array.
// Guarantees: the origin is visible; a floor cell B within the radius is visible from floor cell A iff A is
// visible from B; walls never let sight through.

#include <mapsmith/grid/grid.h>

#include <cstdint>
#include <vector>

namespace mapsmith {

/// The cells a field of view reached, in a window around its origin.
class FovWindow
{
public:
    Point origin;
    int radius = 0;

    void reset(Point o, int r);
    bool visible(Point p) const
    {
        const int x = p.x - origin.x + radius;
        const int y = p.y - origin.y + radius;
        const int side = 2 * radius + 1;
        return x >= 0 && y >= 0 && x < side && y < side && m_cells[static_cast<std::size_t>(y * side + x)];
    }
    void mark(Point p)
    {
        const int side = 2 * radius + 1;
        m_cells[static_cast<std::size_t>((p.y - origin.y + radius) * side + (p.x - origin.x + radius))] = 1;
    }
    /// Number of visible cells.
    int count() const;

private:
    std::vector<std::uint8_t> m_cells;
};

/// Computes the field of view from `origin` over `opaque` (non-zero = blocks sight; off the map blocks).
/// `out` is reset and filled; reuse it between calls to avoid allocations.
void shadowcastFov(const Grid<std::uint8_t> &opaque, Point origin, int radius, FovWindow &out);

} // namespace mapsmith
