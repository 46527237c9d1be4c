// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// One search on a map, chosen by a stable id: what `mapsmith path` and the search stepper call.
// The searches themselves are templates (bfs.h, dfs.h, bestfirst.h, jps.h, dstarlite.h) that a caller
// with its own rules or observer may use directly.

#include <mapsmith/map/map.h>
#include <mapsmith/search/rules.h>
#include <mapsmith/search/types.h>
#include <mapsmith/util/result.h>

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace mapsmith {

enum class SearchAlgorithm { Bfs, Dfs, Dijkstra, AStar, Greedy, Jps, BeatAStar, DStarLite };

struct SearchAlgorithmInfo
{
    SearchAlgorithm algorithm;
    std::string_view
        id; ///< stable: "bfs", "dfs", "dijkstra", "astar", "greedy", "jps", "beat-astar", "dstar-lite"
    std::string_view name;        ///< display name
    std::string_view description; ///< one line for tooltips and `--help`
    bool optimal;                 ///< returns a minimum-cost path (BFS: fewest moves)
};
/// Every search, in menu order.
std::span<const SearchAlgorithmInfo> searchAlgorithms();
const SearchAlgorithmInfo &searchAlgorithmInfo(SearchAlgorithm a);
std::optional<SearchAlgorithm> searchAlgorithmByName(std::string_view id);

struct PathRequest
{
    SearchAlgorithm algorithm = SearchAlgorithm::AStar;
    /// Rules to search under; unset takes defaultRules(map). jps always uses 8-neighbour uniform rules and
    /// beat-astar beat rules (with this spec's beat options when given).
    std::optional<RulesSpec> rules;
    std::optional<Point> from; ///< unset: the map's start
    std::optional<Point> to;   ///< unset: the map's exit
    bool recordTrace = false;  ///< fill PathResult::trace for the stepper (costs up to ~3x the plain run)
};

struct PathResult
{
    SearchAlgorithm algorithm = SearchAlgorithm::AStar;
    RulesKind rules = RulesKind::Grid4;
    Point from, to;
    bool found = false;
    std::vector<Point> path;     ///< cells from `from` to `to`; a cell repeats when the runner digs or waits
    std::vector<StateId> states; ///< the same path as rule states
    Cost cost = kUnreachable;    ///< in rulesInfo(rules).costUnit; kUnreachable when not found
    SearchStats stats;
    SearchTrace trace; ///< empty unless recordTrace; its last events are the path (TraceKind::Path)
};

/// Runs one search. Errors (BadInput): endpoints missing, off the map or on a closed tile; jps on a map
/// whose open tiles do not all cost the same; a state space too large (see makeRules). "No path" is not an
/// error: found is false.
Result<PathResult> findPath(const GridMap &map, const PathRequest &request);

} // namespace mapsmith
