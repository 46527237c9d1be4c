// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Picking a tileset tile for a cell by its tile and its neighbours: the 16-case edge mask (which of the four
// edge neighbours are the same tile) and the 47-case blob set (the eight neighbours, each corner counted
// only where both edges beside it are the same tile too), as described in "Blob" by Boris the Brave
// (https://www.boristhebrave.com/permanent/24/06/cr31/stagecast/wang/blob.html) and Tiled's Wang sets
// (https://doc.mapeditor.org/en/stable/manual/terrain/). O(1) per cell; neighbours off the map count as
// the same tile, so a wall along the border joins it. Deterministic: no randomness, no ties.
#include <mapsmith/io/tileddress.h>

namespace mapsmith {

std::uint8_t blobMask(std::uint8_t n)
{
    constexpr std::uint8_t N = 1, NE = 2, E = 4, SE = 8, S = 16, SW = 32, W = 64, NW = 128;
    std::uint8_t m = n & (N | E | S | W);
    if ((n & NE) && (n & N) && (n & E))
        m |= NE;
    if ((n & SE) && (n & S) && (n & E))
        m |= SE;
    if ((n & SW) && (n & S) && (n & W))
        m |= SW;
    if ((n & NW) && (n & N) && (n & W))
        m |= NW;
    return m;
}

std::uint32_t dressGid(const DressRules &rules, const GridMap &grid, int x, int y)
{
    const Tile t = grid.tiles.at(x, y);
    const TileDress &d = rules.tiles[static_cast<std::size_t>(t)];
    if (d.kind == TileDress::Kind::None)
        return 0;
    if (d.kind == TileDress::Kind::Single)
        return d.gids[0];
    const auto same = [&](int dx, int dy) {
        const Point p{x + dx, y + dy};
        return !grid.tiles.contains(p) || grid.tiles[p] == t;
    };
    if (d.kind == TileDress::Kind::Edge) {
        const unsigned mask = (same(0, -1) ? 1u : 0u) | (same(1, 0) ? 2u : 0u) | (same(0, 1) ? 4u : 0u) |
                              (same(-1, 0) ? 8u : 0u);
        return d.gids[mask];
    }
    const unsigned n = (same(0, -1) ? 1u : 0u) | (same(1, -1) ? 2u : 0u) | (same(1, 0) ? 4u : 0u) |
                       (same(1, 1) ? 8u : 0u) | (same(0, 1) ? 16u : 0u) | (same(-1, 1) ? 32u : 0u) |
                       (same(-1, 0) ? 64u : 0u) | (same(-1, -1) ? 128u : 0u);
    return d.gids[blobMask(static_cast<std::uint8_t>(n))];
}

} // namespace mapsmith
