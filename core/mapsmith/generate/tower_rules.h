// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/map/tower.h>
#include <mapsmith/params/params.h>

#include <array>
#include <cstdint>
#include <optional>

namespace mapsmith::tower {

/// The room types a weight table chooses from: monster .. unknown (RoomType values 0..5). Boss is placed,
/// never drawn.
inline constexpr int kDrawnTypes = 6;

/// A set of room types: bit (1 << RoomType value).
using TypeMask = std::uint8_t;
constexpr TypeMask typeBit(RoomType t)
{
    return static_cast<TypeMask>(1U << static_cast<unsigned>(t));
}

/// The tower parameters, read once from a complete ParamSet, and the type rules derived from them. The
/// generator and validate() ask the same object, so they cannot disagree about what a rule means.
struct TowerRules
{
    int columns = 7;
    int floors = 15;
    int paths = 6;
    std::array<double, kDrawnTypes> weights{}; ///< by RoomType value
    int shopFloor = 4;
    int eliteFloor = 5;
    int lateRestFloor = 13;
    double lateRestWeight = 0;
    std::optional<RoomType> firstFloorType = RoomType::Monster;
    int treasureFloor = 8; ///< -1: none
    bool lastFloorRest = true;
    bool noRestBeforeLast = false;
    int maxElitesPerFloor = 2;
    TypeMask noRepeat = 0; ///< types a room may not share with a parent (when another type is possible)
    int maxRetries = 10;
    bool startInOrder = false;     ///< start_columns in_order: path p starts in column p mod columns
    bool restWinsConflict = false; ///< fixed_conflict rest: the top floor's rest beats the treasure floor
    bool nextSeed = false;  ///< retry_policy next_seed: after the retries, move on to the next sub-seed
    int maxSeedMoves = 100; ///< next_seed: at most this many moves on

    static TowerRules fromParams(const ParamSet &params);

    /// The type every room on `floor` has, if the floor is fixed. Precedence: treasure_floor, then the last
    /// floor's rest, then first_floor_type; with restWinsConflict the last floor's rest comes first (the
    /// game types floor 0, then the treasure floor, then the top floor, each over the one before). Floors
    /// outside 0..floors-1 are never fixed.
    std::optional<RoomType> fixedType(int floor) const;
    /// The weight of drawing `t` on a non-fixed `floor`: the table's weight, 0 below an unlock floor,
    /// plus late_rest_weight for rest from late_rest_floor, 0 for rest just below a last-floor rest when
    /// no_rest_before_last is on. Always 0 for Boss.
    double weight(RoomType t, int floor) const;
    /// The types with a positive weight on `floor`.
    TypeMask drawable(int floor) const;
    /// The boss's column: the middle one (the right of the two middles for an even count).
    int bossColumn() const { return columns / 2; }
};

} // namespace mapsmith::tower
