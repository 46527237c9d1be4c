// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/map/tile.h>

#include <array>

namespace mapsmith {

namespace {
constexpr std::array<TileInfo, 10> kTiles = {{
    {Tile::Wall, "wall", '#', false, "Wall: solid rock"},
    {Tile::Floor, "floor", '.', true, "Floor: open ground"},
    {Tile::Door, "door", '+', true, "Door: passage between a room and a corridor"},
    {Tile::Brick, "brick", '=', false, "Brick: can be dug"},
    {Tile::Solid, "solid", '@', false, "Solid block: cannot be dug"},
    {Tile::Ladder, "ladder", 'H', true, "Ladder: climb up and down"},
    {Tile::Rope, "rope", '-', true, "Rope: move along hand over hand, let go to drop"},
    {Tile::Trap, "trap", 'X', true, "Trap: looks like brick, falls through"},
    {Tile::HiddenLadder, "hidden_ladder", 'S', true, "Hidden ladder: appears when all gold is taken"},
    {Tile::Slow, "slow", '~', true, "Slow ground: costs extra beats to cross"},
}};
} // namespace

std::span<const TileInfo> allTiles()
{
    return kTiles;
}

const TileInfo &tileInfo(Tile t)
{
    const auto i = static_cast<std::size_t>(t);
    return i < kTiles.size() ? kTiles[i] : kTiles[0];
}

std::optional<Tile> tileByName(std::string_view name)
{
    for (const auto &info : kTiles) {
        if (info.name == name)
            return info.tile;
    }
    return std::nullopt;
}

} // namespace mapsmith
