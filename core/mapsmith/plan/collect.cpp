// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/plan/bitmaskbfs.h>
#include <mapsmith/plan/collect.h>
#include <mapsmith/plan/heldkarp.h>
#include <mapsmith/plan/legs.h>
#include <mapsmith/plan/lodeplan.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <string>

namespace mapsmith {

namespace {
constexpr std::array<PlannerInfo, 3> kPlanners = {{
    {PlannerKind::Greedy, "greedy", "Greedy",
     "Nearest gold by path length, shunning guards; fast, not optimal", 0},
    {PlannerKind::Optimal, "optimal", "Optimal order (Held-Karp)", "Best order over the pairwise distances",
     kHeldKarpMaxTargets},
    {PlannerKind::Bitmask, "bitmask", "Exact (bitmask BFS)", "Fewest moves over position and collected set",
     kBitmaskMaxTargets},
}};

std::vector<Point> entitiesOf(const GridMap &map, std::string_view type)
{
    std::vector<Point> out;
    for (const auto &e : map.entities)
        if (e.type == type)
            out.push_back({e.x, e.y});
    return out;
}

// Concatenates the legs of `stops` (row 0 first) into one walk of cells.
std::vector<Point> walkOf(const Legs &legs, const std::vector<int> &stops, Point start)
{
    std::vector<Point> path{start};
    int row = 0;
    for (int j : stops) {
        const auto &leg = legs.paths[legs.index(row, j)];
        path.insert(path.end(), leg.begin() + 1, leg.end());
        row = j + 1;
    }
    return path;
}

template <class Rules> std::vector<StateId> statesOf(const Rules &rules, const std::vector<Point> &cells)
{
    std::vector<StateId> out;
    for (Point c : cells)
        out.push_back(rules.stateAt(c));
    return out;
}

template <class Rules>
Result<std::vector<Point>> planOn(const Rules &rules, const CollectRequest &req, Point from,
                                  const std::vector<Point> &targets, const std::vector<Point> &guards)
{
    const StateId start = rules.stateAt(from);
    if (req.planner == PlannerKind::Bitmask) {
        auto walk = bitmaskBfs(rules, start, targets);
        if (!walk)
            return walk.error();
        std::vector<Point> path;
        for (StateId s : walk->states)
            path.push_back(rules.cellOf(s));
        return path;
    }
    if (req.planner == PlannerKind::Optimal) {
        if (targets.size() > static_cast<std::size_t>(kHeldKarpMaxTargets))
            return Error::badInput("the optimal planner handles at most " +
                                   std::to_string(kHeldKarpMaxTargets) + " targets; this map has " +
                                   std::to_string(targets.size()) + ": use the greedy planner");
        std::vector<StateId> sources{start};
        for (Point t : targets)
            sources.push_back(rules.stateAt(t));
        const Legs legs = computeLegs(rules, sources, targets);
        auto tour = heldKarp(legs);
        if (!tour)
            return tour.error();
        return walkOf(legs, tour->order, from);
    }
    const std::vector<Cost> guardMoves = guardDistances(rules, statesOf(rules, guards), targets);
    return greedyWalk(rules, start, targets, guardMoves, req.greedy);
}

Status checkCell(const GridMap &map, const AnyRules &rules, Point p, const std::string &what)
{
    const std::string at = "(" + std::to_string(p.x) + ", " + std::to_string(p.y) + ")";
    if (!map.tiles.contains(p))
        return Error::badInput(what + " " + at + " is outside the map");
    if (std::visit([&](const auto &r) { return r.stateAt(p); }, rules) == kNoState)
        return Error::badInput(what + " " + at + " is on a closed tile (" +
                               std::string(tileInfo(map.tiles[p]).name) + ")");
    return Ok{};
}

void finish(CollectPlan &plan)
{
    std::vector<bool> taken(plan.targets.size(), false);
    for (Point p : plan.path)
        for (std::size_t j = 0; j < plan.targets.size(); ++j)
            if (!taken[j] && plan.targets[j] == p) {
                taken[j] = true;
                plan.order.push_back(static_cast<int>(j));
            }
    for (std::size_t j = 0; j < taken.size(); ++j)
        if (!taken[j])
            plan.unreachable.push_back(static_cast<int>(j));
    plan.moves = static_cast<Cost>(plan.path.size()) - 1;
    if (!plan.escapes) {
        plan.collectMoves = 0;
        for (std::size_t i = 0; i < plan.path.size(); ++i)
            for (Point t : plan.targets)
                if (t == plan.path[i])
                    plan.collectMoves = static_cast<Cost>(i);
    }
}
} // namespace

std::span<const PlannerInfo> planners()
{
    return kPlanners;
}

std::optional<PlannerKind> plannerByName(std::string_view id)
{
    for (const auto &p : kPlanners)
        if (p.id == id)
            return p.kind;
    return std::nullopt;
}

Result<CollectPlan> planCollection(const GridMap &map, const CollectRequest &req)
{
    const auto t0 = std::chrono::steady_clock::now();
    if (!req.from && !map.start)
        return Error::badInput("the map has no start: give the planner a start cell");
    const Point from = req.from ? *req.from : *map.start;
    CollectPlan plan;
    plan.planner = req.planner;
    plan.targets = !req.targets.empty() ? req.targets : entitiesOf(map, "gold");
    if (req.targets.empty() && plan.targets.empty())
        plan.targets = entitiesOf(map, "light");
    std::vector<Point> guards = req.guards ? *req.guards : entitiesOf(map, "guard");
    if (!req.guards)
        for (Point e : entitiesOf(map, "enemy"))
            guards.push_back(e);

    const RulesSpec spec = req.rules ? *req.rules : defaultRules(map);
    if (spec.kind == RulesKind::LodeRunner) {
        CollectRequest lodeReq = req;
        lodeReq.targets = plan.targets;
        auto lode = planLodeRunner(map, lodeReq);
        if (!lode)
            return lode.error();
        plan = std::move(*lode);
        finish(plan);
        plan.micros =
            std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count();
        return plan;
    }
    auto rules = makeRules(map, spec);
    if (!rules)
        return rules.error();
    if (auto st = checkCell(map, *rules, from, "start"); !st)
        return st.error();
    for (std::size_t j = 0; j < plan.targets.size(); ++j)
        if (auto st = checkCell(map, *rules, plan.targets[j], "target " + std::to_string(j)); !st)
            return st.error();
    for (Point g : guards)
        if (auto st = checkCell(map, *rules, g, "guard"); !st)
            return st.error();
    auto path = std::visit([&](const auto &r) { return planOn(r, req, from, plan.targets, guards); }, *rules);
    if (!path)
        return path.error();
    plan.path = std::move(*path);
    plan.safety = std::visit(
        [&](const auto &r) { return safetyScore(r, statesOf(r, guards), plan.path, req.greedy.safetyCap); },
        *rules);
    finish(plan);
    plan.micros = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count();
    return plan;
}

} // namespace mapsmith
