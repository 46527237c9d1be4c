// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/map/tile.h>
#include <mapsmith/util/result.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace mapsmith {

/// Largest gid a tile mapping may name: Tiled gids are 28 bits after the flip flags, and the exported
/// tileset image has one cell per gid, so the table stays small.
inline constexpr std::uint32_t kMaxMappedGid = 4096;

/// Which Tiled tile stands for which of our tiles (docs/FORMATS.md, "Tile mapping"). Keys are Tiled gids
/// (global tile ids: the tileset's firstgid plus the tile's id; our exports use firstgid 1, so gid = id + 1).
/// Several gids may map to one tile (a foreign tileset with many wall tiles); an export writes the smallest,
/// and writes the `empty` tile as an empty cell (gid 0) when no gid maps to it.
struct TileMapping
{
    std::vector<std::pair<std::uint32_t, Tile>> gids; ///< sorted by gid, each gid once
    Tile empty = Tile::Floor;                         ///< what an empty cell (gid 0) becomes on import

    std::optional<Tile> tileFor(std::uint32_t gid) const;
    std::optional<std::uint32_t> gidFor(Tile tile) const;
    std::uint32_t maxGid() const { return gids.empty() ? 0 : gids.back().first; }
    /// Sets (or replaces) one entry, keeping the table sorted.
    void set(std::uint32_t gid, Tile tile);
    friend bool operator==(const TileMapping &, const TileMapping &) = default;
};

/// Every tile once, in enum order, at gid = enum value + 1; empty cells become floor.
TileMapping defaultTileMapping();

/// Parses a mapping file. Errors name file, line and column: an unknown tile name, a gid outside
/// [1, kMaxMappedGid], a gid listed twice, an unknown key.
Result<TileMapping> readTileMapping(std::string_view text, const std::string &fileName);

/// A mapping file that readTileMapping reads back as an equal mapping.
std::string writeTileMapping(const TileMapping &mapping);

/// readTextFile + readTileMapping.
Result<TileMapping> loadTileMapping(const std::string &path);

} // namespace mapsmith
