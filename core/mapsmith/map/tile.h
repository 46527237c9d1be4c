// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace mapsmith {

/// Terrain of one grid cell. The numeric values are part of the map hash: never renumber, only append.
enum class Tile : std::uint8_t {
    Wall = 0,
    Floor = 1,
    Door = 2,
    Brick = 3, ///< Lode Runner: diggable
    Solid = 4, ///< Lode Runner: not diggable
    Ladder = 5,
    Rope = 6,         ///< hand-over-hand bar
    Trap = 7,         ///< false brick: looks solid, falls through
    HiddenLadder = 8, ///< appears when all gold is taken
    Slow = 9,         ///< floor that costs extra beats to cross
};

struct TileInfo
{
    Tile tile;
    std::string_view name;        ///< stable id used in map files ("wall")
    char symbol;                  ///< default character in a map file's tiles block
    bool walkable;                ///< a grid walker may stand here
    std::string_view description; ///< one line for the status bar (English; the UI translates)
};

/// Every tile, in enum order.
std::span<const TileInfo> allTiles();
const TileInfo &tileInfo(Tile t);
std::optional<Tile> tileByName(std::string_view name);

inline bool isWalkable(Tile t)
{
    return tileInfo(t).walkable;
}

} // namespace mapsmith
