// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/grid/grid.h>

#include <cstdint>
#include <vector>

namespace mapsmith {

/// Connected regions of the cells where `open` is non-zero.
struct Components
{
    /// Per cell: region index in [0, count), or -1 for closed cells.
    Grid<std::int32_t> label;
    /// Cells per region, indexed by region.
    std::vector<std::int64_t> sizes;
    int count() const { return static_cast<int>(sizes.size()); }
    /// The index of the largest region (the first one found in row-major order on ties), or -1.
    int largest() const;
};

/// Labels regions by scanning rows in order, so region 0 holds the first open cell in row-major order
/// and labels are the same on every machine. O(cells), an explicit stack (no recursion).
Components labelComponents(const Grid<std::uint8_t> &open, Neighbourhood n = Neighbourhood::Four);

/// The cells reachable from `seed` through open cells, in BFS order. Empty if the seed is closed.
std::vector<Point> floodFill(const Grid<std::uint8_t> &open, Point seed,
                             Neighbourhood n = Neighbourhood::Four);

} // namespace mapsmith
