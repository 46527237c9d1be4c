// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/generate/generator.h>

namespace mapsmith {

/// Rooms and corridors: the "build your own world" dungeon (rooms.cpp; the parts in rooms_place.cpp,
/// rooms_graph.cpp and rooms_carve.cpp).
///
/// Rectangular rooms are placed at random without overlap and with at least one wall tile between any two;
/// corridors follow a minimum spanning tree over the room centres plus some extra edges (loops), straight
/// where two rooms line up and L-shaped otherwise. All floor is one region. The start is the centre of a
/// random room, the exit the centre of the room farthest from it (breadth-first steps); with one room, the
/// tile of that room farthest from the start. Lights are entities {type: "light"} on room floor, never on a
/// door, next to an opening in a room's wall (a corridor's end), or on the start or exit.
///
/// Parameters (ids as in config files):
///   width, height       8..4096 tiles
///   room_attempts       1..10000 placement attempts (rejection sampling)
///   max_rooms           1..1000: placement stops when this many rooms are placed
///   room_min, room_max  3..64: interior side range (swapped when min > max; clamped to the map)
///   extra_edges         0..1: extra corridors as a share of the tree's corridors (n - 1)
///   doors               door tiles where a corridor enters a room through its wall
///   lights              0..1000 lights (fewer when fewer spots qualify; a note says so)
///   enemies, enemy_min_distance, danger_weight, danger_radius, danger_falloff, detour_bonus, safety_cap
///                       the game rules cave and rooms maps share (generate/enemies.h)
class RoomsGenerator final : public Generator
{
public:
    RoomsGenerator();
    std::string_view id() const override { return "rooms"; }
    std::string_view displayName() const override { return "Rooms and corridors"; }
    int version() const override { return 1; }
    const ParamSchema &schema() const override { return m_schema; }
    Result<Generated> generate(const ParamSet &params, Rng &rng, const RunControl &control) const override;
    std::vector<Check> validate(const Map &map, const ParamSet &params) const override;

private:
    ParamSchema m_schema;
};

} // namespace mapsmith
