// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/search/bestfirst.h>
#include <mapsmith/search/bfs.h>
#include <mapsmith/search/dfs.h>
#include <mapsmith/search/dstarlite.h>
#include <mapsmith/search/jps.h>
#include <mapsmith/search/pathcost.h>
#include <mapsmith/search/pathfind.h>

#include <array>
#include <chrono>
#include <type_traits>

namespace mapsmith {

namespace {
constexpr std::array<SearchAlgorithmInfo, 8> kAlgorithms = {{
    {SearchAlgorithm::Bfs, "bfs", "Breadth-first", "Fewest moves; ignores tile costs", true},
    {SearchAlgorithm::Dfs, "dfs", "Depth-first", "Some path, found by wandering deep first", false},
    {SearchAlgorithm::Dijkstra, "dijkstra", "Dijkstra", "Cheapest path, searching outward evenly", true},
    {SearchAlgorithm::AStar, "astar", "A*", "Cheapest path, guided by the distance to the goal", true},
    {SearchAlgorithm::Greedy, "greedy", "Greedy best-first", "Heads for the goal; fast, not cheapest", false},
    {SearchAlgorithm::Jps, "jps", "Jump point search",
     "A* on uniform 8-neighbour grids, skipping straight runs", true},
    {SearchAlgorithm::BeatAStar, "beat-astar", "Beat A*", "Fewest beats: slow tiles and waiting cost beats",
     true},
    {SearchAlgorithm::DStarLite, "dstar-lite", "D* Lite", "Cheapest path, repaired incrementally on edits",
     true},
}};

using Clock = std::chrono::steady_clock;

template <class Search> SearchOutcome timed(Search &search, StateId from, Point to)
{
    const auto t0 = Clock::now();
    search.start(from, to);
    search.run();
    SearchOutcome o = search.outcome();
    o.stats.micros = std::chrono::duration<double, std::micro>(Clock::now() - t0).count();
    return o;
}

template <class Rules, class Observer>
SearchOutcome runWith(const Rules &rules, SearchAlgorithm a, StateId from, Point to, Observer obs)
{
    switch (a) {
    case SearchAlgorithm::Bfs: {
        BfsSearch<Rules, Observer> s(rules, obs);
        return timed(s, from, to);
    }
    case SearchAlgorithm::Dfs: {
        DfsSearch<Rules, Observer> s(rules, obs);
        return timed(s, from, to);
    }
    case SearchAlgorithm::Dijkstra: {
        BestFirstSearch<Rules, Observer> s(rules, BestFirstKind::Dijkstra, obs);
        return timed(s, from, to);
    }
    case SearchAlgorithm::Greedy: {
        BestFirstSearch<Rules, Observer> s(rules, BestFirstKind::Greedy, obs);
        return timed(s, from, to);
    }
    case SearchAlgorithm::Jps:
        if constexpr (std::is_same_v<Rules, GridRules>) {
            JpsSearch<Observer> s(rules, obs);
            return timed(s, from, to);
        }
        break;
    case SearchAlgorithm::DStarLite:
        if constexpr (std::is_same_v<Rules, GridRules>) {
            GridRules copy = rules;
            DStarLite<Observer> s(copy, obs);
            const auto t0 = Clock::now();
            s.start(rules.cellOf(from), to);
            s.run();
            SearchOutcome o = s.outcome();
            o.stats.micros = std::chrono::duration<double, std::micro>(Clock::now() - t0).count();
            return o;
        }
        break;
    case SearchAlgorithm::AStar:
    case SearchAlgorithm::BeatAStar:
        break;
    }
    BestFirstSearch<Rules, Observer> s(rules, BestFirstKind::AStar, obs);
    return timed(s, from, to);
}

template <class Rules>
void appendPathEvents(const Rules &rules, const std::vector<StateId> &path, SearchTrace &trace)
{
    Cost g = 0;
    for (std::size_t i = 0; i < path.size(); ++i) {
        if (i > 0)
            g += pathCost(rules, std::vector<StateId>{path[i - 1], path[i]});
        trace.events.push_back({rules.cellOf(path[i]), g, 0, TraceKind::Path});
    }
}

template <class Rules> PathResult runOn(const Rules &rules, const PathRequest &req, Point from, Point to)
{
    PathResult r;
    const StateId start = rules.stateAt(from);
    SearchOutcome o;
    if (req.recordTrace) {
        o = runWith(rules, req.algorithm, start, to, TraceRecorder<Rules>(rules, r.trace));
        appendPathEvents(rules, o.path, r.trace);
    } else {
        o = runWith(rules, req.algorithm, start, to, NullObserver{});
    }
    r.found = o.found;
    r.cost = o.cost;
    r.states = std::move(o.path);
    r.stats = o.stats;
    r.path.reserve(r.states.size());
    for (StateId s : r.states)
        r.path.push_back(rules.cellOf(s));
    return r;
}

Status checkEndpoint(const GridMap &map, const AnyRules &rules, Point p, const char *what)
{
    const auto at = [&](Point q) { return "(" + std::to_string(q.x) + ", " + std::to_string(q.y) + ")"; };
    if (!map.tiles.contains(p))
        return Error::badInput(std::string(what) + " " + at(p) + " is outside the " +
                               std::to_string(map.width()) + "x" + std::to_string(map.height()) + " map");
    const StateId s = std::visit([&](const auto &r) { return r.stateAt(p); }, rules);
    if (s == kNoState)
        return Error::badInput(std::string(what) + " " + at(p) + " is on a closed tile (" +
                               std::string(tileInfo(map.tiles[p]).name) + ")");
    return Ok{};
}

Result<RulesSpec> rulesFor(const GridMap &map, const PathRequest &req)
{
    RulesSpec spec = req.rules ? *req.rules : defaultRules(map);
    if (req.algorithm == SearchAlgorithm::BeatAStar)
        spec.kind = RulesKind::Beat;
    if (req.algorithm == SearchAlgorithm::Jps)
        spec.kind = RulesKind::Grid8;
    if (req.algorithm == SearchAlgorithm::DStarLite && spec.kind != RulesKind::Grid8)
        spec.kind = RulesKind::Grid4;
    return spec;
}
} // namespace

std::span<const SearchAlgorithmInfo> searchAlgorithms()
{
    return kAlgorithms;
}

const SearchAlgorithmInfo &searchAlgorithmInfo(SearchAlgorithm a)
{
    return kAlgorithms[static_cast<std::size_t>(a)];
}

std::optional<SearchAlgorithm> searchAlgorithmByName(std::string_view id)
{
    for (const auto &a : kAlgorithms)
        if (a.id == id)
            return a.algorithm;
    return std::nullopt;
}

Result<PathResult> findPath(const GridMap &map, const PathRequest &req)
{
    if (!req.from && !map.start)
        return Error::badInput("the map has no start: give the search a start cell (--from X,Y)");
    if (!req.to && !map.exit)
        return Error::badInput("the map has no exit: give the search a goal cell (--to X,Y)");
    const Point from = req.from ? *req.from : *map.start;
    const Point to = req.to ? *req.to : *map.exit;
    const auto spec = rulesFor(map, req);
    auto rules = makeRules(map, *spec);
    if (!rules)
        return rules.error();
    if (req.algorithm == SearchAlgorithm::Jps) {
        const bool uniform = std::get<GridRules>(*rules).uniform();
        if (!uniform)
            return Error::badInput("jps needs every open tile to cost the same, and this map has slow tiles: "
                                   "use astar");
    }
    if (auto st = checkEndpoint(map, *rules, from, "start"); !st)
        return st.error();
    if (auto st = checkEndpoint(map, *rules, to, "goal"); !st)
        return st.error();
    PathResult r = std::visit([&](const auto &rl) { return runOn(rl, req, from, to); }, *rules);
    r.algorithm = req.algorithm;
    r.rules = spec->kind;
    r.from = from;
    r.to = to;
    return r;
}

} // namespace mapsmith
