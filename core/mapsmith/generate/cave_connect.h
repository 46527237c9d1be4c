// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/generate/cave_automaton.h>
#include <mapsmith/generate/generator.h>

#include <cstdint>
#include <vector>

namespace mapsmith::cave {

/// The 4-connected floor regions of a WallBits, found over horizontal runs of floor.
struct FloorRegions
{
    // Run i covers cells [x0[i], x1[i]) of row y, where rowStart[y] <= i < rowStart[y + 1].
    std::vector<std::int32_t> x0;
    std::vector<std::int32_t> x1;
    std::vector<std::int64_t> rowStart; ///< height + 1 entries
    std::vector<std::int32_t> region;   ///< per run
    std::vector<std::int64_t> sizes;    ///< cells per region
    std::vector<Point> first;           ///< per region: its first cell in row-major order

    int count() const { return static_cast<int>(sizes.size()); }
    /// The largest region (the first in row-major order on ties), or -1 without floor.
    int largest() const;
};

/// Regions are numbered in row-major order of their first cell, like labelComponents.
FloorRegions findRegions(const WallBits &bits);

/// Turns the runs of every region with keep[region] == 0 into wall.
void removeRegions(WallBits &bits, const FloorRegions &regions, const std::vector<std::uint8_t> &keep);

struct JoinOutcome
{
    int tunnels = 0;         ///< minimum-spanning-tree edges carved
    std::int64_t carved = 0; ///< wall cells turned into floor
    bool connected = true;   ///< false if some region could not be reached (not expected)
    bool cancelled = false;
};

/// Carves tunnels so every kept region joins one region, along a minimum spanning tree of the regions
/// where an edge costs the wall cells between two regions (see cave_connect.cpp). With `borderWall` the
/// tunnels stay off the outer ring.
JoinOutcome joinRegions(WallBits &bits, const FloorRegions &regions, const std::vector<std::uint8_t> &keep,
                        bool borderWall, const RunControl &control);

} // namespace mapsmith::cave
