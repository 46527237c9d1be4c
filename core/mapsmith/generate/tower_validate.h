// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/generate/generator.h>
#include <mapsmith/generate/tower_rules.h>
#include <mapsmith/map/tower.h>

#include <vector>

namespace mapsmith::tower {

/// The tower generator's promises about a map made with `rules`, as Checks in this order (ids):
///   well_formed               size as in the params; rooms inside the grid, one per cell; exactly one boss,
///                             on floor `floors` in the middle column; edges from a floor to the next, at
///                             most one column sideways (any column into the boss), none twice; every room
///                             above floor 0 has a parent; no floor has more rooms than there are paths
///   reaches_boss              every floor-0 room has a way up to the boss
///   no_dead_ends              every room below the boss has a child
///   no_crossing_edges         no two edges between the same floors form an X
///   two_start_columns         with 2+ paths, floor 0 has rooms in at least two columns
///   fixed_floors              every room of a fixed floor has its type
///   unlock_floors             no shop below shop_floor, no elite below elite_floor (fixed floors aside)
///   allowed_types             every other room's type has a positive weight on its floor
///   child_differs_from_parent no room shares a parent's type that repeat_rule forbids while some other
///                             type was allowed there (the elite limit counted over the rest of its floor)
///   max_elites                at most max_elites_per_floor elites on each floor that is not fixed
/// A failed check's message names the first offending room or edge and how many more there are.
/// O((nodes + edges) log edges); every check is computed even when an earlier one fails.
std::vector<Check> validateTower(const TowerMap &map, const TowerRules &rules);

} // namespace mapsmith::tower
