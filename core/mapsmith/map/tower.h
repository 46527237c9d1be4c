// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace mapsmith {

/// Room types of a layered tower map (Slay the Spire-like). Values are part of the map hash: only append.
enum class RoomType : std::uint8_t {
    Monster = 0,
    Elite = 1,
    Shop = 2,
    Rest = 3,
    Treasure = 4,
    Unknown = 5,
    Boss = 6
};

struct RoomTypeInfo
{
    RoomType type;
    std::string_view name;        ///< stable id used in files and weight tables ("monster")
    char symbol;                  ///< one letter for text dumps ('M')
    std::string_view description; ///< English; the UI translates
};

std::span<const RoomTypeInfo> allRoomTypes();
const RoomTypeInfo &roomTypeInfo(RoomType t);
std::optional<RoomType> roomTypeByName(std::string_view name);

struct TowerNode
{
    int floor = 0;  ///< 0 is the bottom; the boss is on floor `floors`
    int column = 0; ///< 0..columns-1 (the boss sits in the middle column)
    RoomType type = RoomType::Monster;
    friend bool operator==(const TowerNode &, const TowerNode &) = default;
};

struct TowerEdge
{
    int from = 0; ///< node index, lower floor
    int to = 0;   ///< node index, the floor above
    friend bool operator==(const TowerEdge &, const TowerEdge &) = default;
};

/// A layered graph: nodes on floors, edges only from a floor to the next.
struct TowerMap
{
    int columns = 0;
    int floors = 0; ///< floors of ordinary rooms; the boss node is above them
    std::vector<TowerNode> nodes;
    std::vector<TowerEdge> edges;
    friend bool operator==(const TowerMap &, const TowerMap &) = default;
};

} // namespace mapsmith
