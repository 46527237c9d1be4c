// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/generate/tower_rules.h>
#include <mapsmith/map/tower.h>
#include <mapsmith/random/rng.h>

#include <optional>
#include <utility>

namespace mapsmith::tower {

/// The layout of a tower: `rules.paths` paths grown floor by floor (see tower_paths.cpp). The result has
/// columns and floors set, nodes sorted by (floor, column) with the boss last, edges sorted by (from, to);
/// every room's type is Monster until assignRoomTypes runs, the boss's is Boss.
TowerMap growPaths(const TowerRules &rules, Rng &rng);

/// True when the edges (floor f: column a -> floor f+1: column b) and (f: c -> f+1: d) cross, that is
/// form an X between the two floors. Edges that share an end never cross.
constexpr bool edgesCross(int a, int b, int c, int d)
{
    return (a < c && b > d) || (a > c && b < d);
}

/// Two edges of `map` that cross (indices into map.edges, the smaller first), or nothing. Only edges from
/// a floor to the next count; edges with bad node indices are skipped. O(E log E).
std::optional<std::pair<int, int>> findCrossingEdges(const TowerMap &map);

} // namespace mapsmith::tower
