// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/map/tile.h>

#include <cstdint>
#include <string>
#include <vector>

namespace mapsmith {

/// Where a key of the config's `tileset:` section was written (1-based; 0 when the config was built in
/// code), so that a problem found when the tileset is read names the config's line and column.
struct ConfigPlace
{
    int line = 0;
    int column = 0;
};

/// The rule that draws one tile type from the tileset (docs/FORMATS.md, "Dressing a map"). Gids are the
/// tileset's own, counted from 1 (tile id + 1); 0 draws nothing.
struct TilesetRule
{
    enum class Kind {
        Single, ///< gids[0] everywhere
        Edge,   ///< gids[mask]: the 16-case edge mask, N = 1, E = 2, S = 4, W = 8
        Blob,   ///< the 47-case blob set: gids[i] for the i-th blob mask in ascending order
        Wang,   ///< picked from the tileset's Wang set `wangSet`, the tile's colour `color`
    };
    Kind kind = Kind::Single;
    std::vector<std::uint32_t> gids;
    std::string wangSet;    ///< Wang: the set's name (empty: the tileset's first)
    std::string color;      ///< Wang: the colour of this tile type (its name, or its 1-based number)
    std::string background; ///< Wang: the colour elsewhere (empty: any other colour)
    ConfigPlace place;
    friend bool operator==(const TilesetRule &a, const TilesetRule &b)
    {
        return a.kind == b.kind && a.gids == b.gids && a.wangSet == b.wangSet && a.color == b.color &&
               a.background == b.background; // where it was written is not what it says
    }
};

/// The config's `tileset:` section: the tileset a generated map wears and a rule per tile type. It does
/// not change the map (nor its hash), only how the map is drawn and what a Tiled export holds.
struct TilesetConfig
{
    std::string source; ///< the .tsx / .tsj as written: relative to the config's folder, or absolute
    ConfigPlace place;
    std::vector<std::pair<Tile, TilesetRule>> rules; ///< in the config's order, one per tile type
    friend bool operator==(const TilesetConfig &a, const TilesetConfig &b)
    {
        return a.source == b.source && a.rules == b.rules;
    }
};

} // namespace mapsmith
