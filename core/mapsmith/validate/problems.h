// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/grid/point.h>
#include <mapsmith/map/map.h>
#include <mapsmith/params/params.h>

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace mapsmith {

class GeneratorRegistry;

/// What is wrong at one place of a map, for the editor's validation panel. Messages are built by the UI
/// from the kind and the numbers here (so they translate); `detail` carries a generator check's own
/// English message.
struct Problem
{
    enum class Kind {
        NoStart,         ///< grid map with nothing to reach things from
        ExitUnreachable, ///< the exit cannot be reached from the start
        UnreachableArea, ///< a region of floor no walk from the start enters (`cells`, `count`)
        UnreachableItem, ///< an entity (`subject`: "gold", "light", ...) out of reach
        DeadEnd, ///< a floor cell with one way out where it matters (see DeadEnds); `cells`: its corridor
        RoomUnreachable,  ///< tower: no path from floor 0 enters this room
        RoomCannotFinish, ///< tower: no way up from this room to the boss
        CheckFailed,      ///< a generator check failed (`subject` = check id, `detail` = its message)
    };
    Kind kind = Kind::CheckFailed;
    /// Where to look: a grid cell, or for a tower the room's (column, floor). Empty: the whole map.
    std::optional<Point> at;
    int room = -1;            ///< tower: the room's node index
    std::vector<Point> cells; ///< grid: every cell to mark (an unreachable area); else just `at`
    std::int64_t count = 0;   ///< cells of an area
    std::string subject;
    std::string detail;
    friend bool operator==(const Problem &, const Problem &) = default;
};

/// The problems of `map` in a fixed order: reachability from the start (exit, items, areas; by BFS under
/// the map's default movement rules, Lode Runner physics for Lode Runner maps), dead ends where they
/// matter, tower rooms off every path, then the failed checks of the generator named by the map's source
/// (when `registry` knows it and `params` fit its schema). O(cells) for grid maps, O(rooms + edges) plus the
/// generator's checks for towers. Returns early (with what it has) when `cancel` becomes true.
std::vector<Problem> findProblems(const Map &map, const GeneratorRegistry &registry,
                                  const std::atomic<bool> *cancel = nullptr);

/// Which dead ends are problems. A perfect maze is made of them and a cave's one-tile nooks are scenery;
/// what a designer wants to see is a dead end a level promised not to have (a fully braided maze: All),
/// or a corridor of kMinDeadCorridor or more tiles that leads to nothing (EmptyCorridors: no start, exit or
/// entity on it).
enum class DeadEnds { None, All, EmptyCorridors };
inline constexpr int kMinDeadCorridor = 3;

/// Parts of findProblems, for tests. findProblems uses None for mazes that may have dead ends, All for
/// mazes with braid 1 and EmptyCorridors for every other walking map.
std::vector<Problem> findGridProblems(const GridMap &map, DeadEnds deadEnds);
std::vector<Problem> findTowerProblems(const TowerMap &map);

} // namespace mapsmith
