// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/generate/generator.h>

namespace mapsmith {

/// Layered tower maps, like a Slay the Spire act: rooms on floors, paths climbing from floor 0 to a boss
/// above the top floor (see tower.cpp for the method; tower_paths.cpp and tower_types.cpp for the parts).
///
/// Parameters (ids as in config files):
///   columns, floors, paths    the grid (3..20, default 7; 3..50, 15) and the number of paths (1..20, 6)
///   weights                   room-type weights: monster, elite, shop, rest, treasure, unknown
///   shop_floor, elite_floor   shop / elite weight counts from this floor up (4, 5)
///   late_rest_floor           from this floor up rest gets late_rest_weight more weight (13; 12)
///   first_floor_type          type of every floor-0 room: none | monster | ... | unknown (monster)
///   treasure_floor            every room on this floor is a treasure; -1 for none (8)
///   last_floor_rest           every room on the top floor is a rest site (true)
///   no_rest_before_last       no rest site on the floor below a last-floor rest (false)
///   repeat_rule               which parent types a room avoids: all | special | none (all)
///   max_elites_per_floor      0..20 (2)
///   max_retries               attempts after the first that fails a check, 0..100 (10)
///   start_columns             random (the first two differ) | in_order: path p starts in column p mod
///   columns fixed_conflict            treasure | rest: which wins a floor that is both treasure_floor and
///   the top one retry_policy              last: after the retries, the last attempt with a note | next_seed:
///   move on max_seed_moves            next_seed: at most this many sub-seeds more, 0..1000 (100)
/// A fixed floor beyond the top floor has no effect; when fixed floors coincide, treasure_floor wins over
/// the last-floor rest (unless fixed_conflict is rest), which wins over first_floor_type. An even column
/// count gets a note: the boss stands right of the middle.
///
/// The map (Map::kind Tower): rooms only where a path passes, in (floor, column) order; the boss last, on
/// floor `floors` in column columns / 2, and an edge from every top-floor room to it; edges sorted by
/// (from, to), none twice.
///
/// Retries: generate() first draws one 64-bit value `base` from the Rng it is given; attempt k (0, 1, ...)
/// then runs on its own Rng(base + k) and is checked with validate(). The first attempt that passes is
/// the result; after 1 + max_retries failures the last attempt is returned, and validate() fails on it.
/// With retry_policy next_seed the game's way is followed: it retries seed + attempt, then moves on to
/// seed + 1 and retries from there; as an attempt depends on its sub-seed alone, that tries base, base + 1,
/// ... in turn, so here the attempts simply go on to base + max_retries + max_seed_moves.
/// Diagnostics::notes says which attempts failed and why.
/// What a tower holds, as the generator's diagnostics count it (ids nodes, edges, start_rooms, rooms_<type>):
/// the editor counts an edited tower again with it, so the Diagnostics dock follows a graph edit.
Diagnostics towerCounts(const TowerMap &map);

class TowerGenerator final : public Generator
{
public:
    TowerGenerator();
    std::string_view id() const override { return "tower"; }
    std::string_view displayName() const override { return "Tower (layered paths)"; }
    int version() const override { return 1; }
    const ParamSchema &schema() const override { return m_schema; }
    Result<Generated> generate(const ParamSet &params, Rng &rng, const RunControl &control) const override;
    std::vector<Check> validate(const Map &map, const ParamSet &params) const override;

private:
    ParamSchema m_schema;
};

} // namespace mapsmith
