// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/grid/grid.h>

#include <cstdint>
#include <vector>

namespace mapsmith {

/// Breadth-first distance field over the open (non-zero) cells from one or more sources.
struct DistanceField
{
    /// Steps from the nearest source; -1 where unreachable or closed.
    Grid<std::int32_t> distance;
    /// The reachable cell with the greatest distance (the first reached on ties: BFS order), or the
    /// first source if nothing else is reachable.
    Point farthest;
    std::int32_t maxDistance = 0;
    std::int64_t reached = 0;
};

/// O(cells). Neighbours are visited in kDirections order, so ties resolve the same everywhere.
DistanceField bfsDistance(const Grid<std::uint8_t> &open, const std::vector<Point> &sources,
                          Neighbourhood n = Neighbourhood::Four);

} // namespace mapsmith
