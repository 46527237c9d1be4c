// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// Multi-target planning: the order in which to collect a map's gold (or lights). What `mapsmith collect`
// and the editor's planner overlay call. Moves are counted under the map's movement rules (search/rules.h),
// every move counting 1. On Lode Runner levels the plan is a walk through the game's world, digging
// included unless the rules turn it off, that ends at the top once all gold is taken (plan/lodeplan.h).

#include <mapsmith/map/map.h>
#include <mapsmith/plan/greedy.h>
#include <mapsmith/search/rules.h>
#include <mapsmith/util/result.h>
#include <mapsmith/util/runcontrol.h>

#include <chrono>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace mapsmith {

enum class PlannerKind { Greedy, Optimal, Bitmask };

struct PlannerInfo
{
    PlannerKind kind;
    std::string_view id;   ///< stable: "greedy", "optimal", "bitmask"
    std::string_view name; ///< display name
    std::string_view description;
    int maxTargets; ///< refused above this (0: no limit)
};
std::span<const PlannerInfo> planners();
std::optional<PlannerKind> plannerByName(std::string_view id);

struct CollectRequest
{
    PlannerKind planner = PlannerKind::Greedy;
    std::optional<RulesSpec> rules; ///< unset: defaultRules(map)
    std::optional<Point> from;      ///< unset: the map's start
    /// Cells to collect; empty takes the map's "gold" entities, or its "light" entities if it has no gold.
    std::vector<Point> targets;
    /// Guards for the greedy danger penalty and the safety score; unset takes the map's "guard" and "enemy"
    /// entities.
    std::optional<std::vector<Point>> guards;
    /// GreedyOptions::fromParams(map.source.params) plans a map by its game's rules (what `mapsmith collect`
    /// and the planner dock do).
    GreedyOptions greedy;
    /// Lode Runner: the plan stops searching at this time (what is planned by then is the plan).
    std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max();
    /// Lode Runner: a cancel ends the plan's searches as the deadline does (the solver's Cancel).
    const RunControl *control = nullptr;
    /// Lode Runner, greedy: the strict safety test (every gold on the ground and the top reachable on the
    /// cell graph after each step, open holes not counted) instead of the one relative to where the step
    /// began (plan/lodesafe_p.h). It completes fewer plans, but other ones: the solver tries its plan when
    /// the default one cannot be worked round the guards.
    bool lodeStrictSafety = false;
};

struct CollectPlan
{
    PlannerKind planner = PlannerKind::Greedy;
    std::vector<Point> targets; ///< the targets planned for, indexed as below
    std::vector<int> order;     ///< collected targets in the order the walk first enters their cells
    std::vector<Point> path;    ///< the whole walk, start first
    Cost moves = 0;             ///< path.size() - 1
    std::vector<int>
        unreachable;       ///< targets the walk does not collect (no path, or no order reaches them all)
    Cost collectMoves = 0; ///< moves up to the last target taken
    // Lode Runner: the walk as keys (one a step: W A S D, Z X dig, '.' wait) for `mapsmith play`, whether
    // it has to end at the top (escapes) and does (escaped), and the holes it digs.
    std::string keys;
    bool escapes = false;
    bool escaped = false;
    int digs = 0;
    /// Grid rules: the walk's safety, safetyScore over every cell of `path` with the greedy options' cap
    /// (the cap per cell when there is no enemy). Unset on Lode Runner levels.
    std::optional<std::int64_t> safety;
    bool complete() const { return unreachable.empty() && (!escapes || escaped); }
    double micros = 0.0;
};

/// Errors (BadInput): no start; a target or start off the map or on a closed tile; more targets than the
/// planner handles (the message names the limit and the planner to use instead); a state space too large;
/// on Lode Runner levels, gold sealed in solid stone (checkLodeRunnerGold).
Result<CollectPlan> planCollection(const GridMap &map, const CollectRequest &request);

} // namespace mapsmith
