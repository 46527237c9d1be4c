// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/generate/cave_automaton.h>
#include <mapsmith/grid/point.h>

#include <cstdint>
#include <utility>
#include <vector>

namespace mapsmith::cave {

/// Breadth-first searches over the floor of a WallBits (4 neighbours in N, E, S, W order) that keep only a
/// seen-bit per cell (cave_sweep.cpp): the set fits in cache (2 MB at 4096 x 4096) where a distance per cell
/// did not (64 MB).
class FloorSweep
{
public:
    /// `ringSize` (a power of two) is the queue's first size; it grows as a layer needs.
    explicit FloorSweep(const WallBits &bits, std::size_t ringSize = std::size_t{1} << 14);

    /// The first cell a plain FIFO breadth-first search from `source` (a floor cell) reaches at the greatest
    /// distance, and that distance.
    std::pair<Point, std::int32_t> farthest(Point source);

private:
    std::uint32_t m_rowWords = 0;       ///< words per padded row
    std::uint32_t m_rowBits = 0;        ///< bits per padded row
    std::vector<std::uint64_t> m_walls; ///< padded: a wall row above and below, a wall word after each row
    std::vector<std::uint64_t> m_seen;
    std::vector<std::uint32_t> m_ring; ///< the queue: cell bit indices in visiting order, a power-of-two ring
};

} // namespace mapsmith::cave
