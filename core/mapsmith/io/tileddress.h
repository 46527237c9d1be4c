// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/map/map.h>

#include <array>
#include <cstdint>
#include <string>

namespace mapsmith {

/// How one Mapsmith tile is drawn from a tileset (tileddress.cpp): always the same tile, or a tile picked
/// by which of the cell's neighbours are the same tile. Gids are the tileset's (firstgid 1) and may carry
/// Tiled's flip flags; 0 draws nothing.
struct TileDress
{
    enum class Kind { None, Single, Edge, Blob };
    Kind kind = Kind::None;
    /// Single: gids[0]. Edge: the 16-case edge mask, gids[mask] with N = 1, E = 2, S = 4, W = 8. Blob: the
    /// 47-case set, gids[mask] for an 8-neighbour mask (N = 1, NE = 2, E = 4, SE = 8, S = 16, SW = 32,
    /// W = 64, NW = 128) whose corners count only where both of their edges are set.
    std::array<std::uint32_t, 256> gids{};
};

/// A tileset a generated map wears (the config's `tileset:` section, docs/FORMATS.md "Dressing a map") and
/// the rule per tile. Cells of a tile without a rule are drawn with the built-in colours.
struct DressRules
{
    std::string source;              ///< the tileset file as the config names it (.tsx / .tsj)
    std::string path;                ///< resolved against the config's folder
    std::array<TileDress, 16> tiles; ///< by Tile value
    friend bool operator==(const DressRules &a, const DressRules &b)
    {
        return a.source == b.source && a.path == b.path; // the rules follow from the file
    }
};

/// The 8-neighbour mask of the blob set with each corner kept only where both of its edges are set: one of
/// 47 values for every neighbourhood.
std::uint8_t blobMask(std::uint8_t neighbours);

/// The gid that draws cell (x, y) of `grid` by `rules`, 0 when its tile has no rule. Neighbours off the map
/// count as the same tile (a wall along the border joins it).
std::uint32_t dressGid(const DressRules &rules, const GridMap &grid, int x, int y);

} // namespace mapsmith
