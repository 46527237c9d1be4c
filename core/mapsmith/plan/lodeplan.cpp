// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/plan/greedy.h>
#include <mapsmith/plan/heldkarp.h>
#include <mapsmith/plan/lodedistances_p.h>
#include <mapsmith/plan/lodeplan.h>
#include <mapsmith/plan/lodesafe_p.h>
#include <mapsmith/plan/lodestairs_p.h>

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <string>
#include <unordered_map>

// The three Lode Runner planners of lodeplan.h over the legs of lodesearch.h. Deterministic: gold in
// row-major order, searches in their fixed move order.

namespace mapsmith {

namespace {

std::string at(Point p)
{
    return "(" + std::to_string(p.x) + ", " + std::to_string(p.y) + ")";
}

/// The level the plan is made on: the request's start and targets (as gold) put in.
GridMap levelFor(const GridMap &map, const CollectRequest &req, const std::vector<Point> &targets)
{
    GridMap level = map;
    if (req.from)
        level.start = req.from;
    std::erase_if(level.entities, [](const Entity &e) { return e.type == "gold"; });
    for (Point p : targets)
        level.entities.push_back(Entity{"gold", p.x, p.y});
    return level;
}

struct Walk
{
    LodeState state;
    std::string keys;
    std::vector<Point> path;
    int digs = 0;
    Cost collectMoves = 0;
};

void follow(const LodeRunnerGame &game, Walk &w, const std::vector<LodeMove> &moves)
{
    for (LodeMove m : moves) {
        const int before = w.state.goldLeft;
        const LodeStepReport r = game.step(w.state, m);
        w.keys += lodeKeyOf(m);
        w.path.push_back(game.terrain().pointOf(w.state.runner));
        w.digs += r.dug ? 1 : 0;
        if (w.state.goldLeft < before)
            w.collectMoves = static_cast<Cost>(w.keys.size());
    }
}

/// The keys that walk one edge of the cell graph (LodeRunnerRules) in the world, if they do.
bool walkEdge(const LodeRunnerGame &game, LodeState &s, std::int32_t to, std::vector<LodeMove> &keys)
{
    const LodeTerrain &t = game.terrain();
    const Point a = t.pointOf(s.runner);
    const Point b = t.pointOf(to);
    std::vector<LodeMove> edge;
    if (!game.hasControl(s)) {
        edge.push_back(LodeMove::Wait);        // falling
    } else if (b.y == a.y + 1 && b.x != a.x) { // dig, step beside, drop into the hole
        const bool left = b.x < a.x;
        edge.push_back(left ? LodeMove::DigLeft : LodeMove::DigRight);
        for (int i = 1; i < game.timings().digSteps; ++i)
            edge.push_back(LodeMove::Wait);
        edge.push_back(left ? LodeMove::Left : LodeMove::Right);
        edge.push_back(LodeMove::Wait);
    } else {
        edge.push_back(b.x < a.x   ? LodeMove::Left
                       : b.x > a.x ? LodeMove::Right
                       : b.y < a.y ? LodeMove::Up
                                   : LodeMove::Down);
    }
    for (LodeMove m : edge) {
        game.step(s, m);
        keys.push_back(m);
        if (s.status == LodeStatus::Lost)
            return false;
    }
    return s.runner == to;
}

/// The cells a BFS from `source` walks to `goal`, in walking order (`source` left out).
std::vector<StateId> cellsTo(const BfsField<LodeRunnerRules> &bfs, StateId source, StateId goal)
{
    std::vector<StateId> cells;
    for (StateId c = goal; c != source; c = bfs.parent(c))
        cells.push_back(c);
    std::reverse(cells.begin(), cells.end());
    return cells;
}

/// One greedy step on the cell graph: the nearest gold whose walk the world follows and, when `mustBeSafe`,
/// which leaves the rest reachable. False when none.
bool denseStep(const LodeRunnerGame &game, Walk &w, const LodeRunnerRules &hidden,
               const LodeRunnerRules &shown, bool mustBeSafe, const std::vector<std::int32_t> &banned,
               bool strict)
{
    constexpr int kCandidates = 12;
    const LodeReach before = !mustBeSafe ? LodeReach{}
                             : strict    ? lodeEverything(w.state)
                                         : lodeReach(game, w.state, hidden, shown);
    std::vector<StateId> gold;
    BfsField<LodeRunnerRules> bfs(hidden);
    bfs.run(w.state.runner, [&](StateId c, Cost) {
        if (w.state.hasGold(c) && c != w.state.runner && std::ranges::find(banned, c) == banned.end())
            gold.push_back(c);
        return static_cast<int>(gold.size()) < kCandidates;
    });
    for (StateId g : gold) {
        const std::vector<StateId> cells = cellsTo(bfs, w.state.runner, g);
        LodeState s = w.state;
        std::vector<LodeMove> keys;
        bool ok = true;
        for (auto it = cells.begin(); it != cells.end() && ok && s.goldLeft == w.state.goldLeft; ++it)
            ok = walkEdge(game, s, *it, keys) ||
                 (s.goldLeft < w.state.goldLeft && s.status != LodeStatus::Lost);
        if (!ok || s.goldLeft >= w.state.goldLeft)
            continue; // the world went elsewhere (a hole still open on the way)
        if (!mustBeSafe || lodeSafe(game, s, hidden, shown, before, !strict)) {
            follow(game, w, keys);
            return true;
        }
    }
    return false;
}

/// The world search for `goal`, with more holes allowed at a time only when fewer do not do, within what
/// is left of `budget` (states, shared by the whole plan).
bool worldStep(const LodeRunnerGame &game, Walk &w, const LodeGoal &goal, const LodeSearchLimits &limits,
               std::size_t &budget)
{
    static constexpr std::pair<int, std::size_t> kPasses[] = {
        {0, 20000}, {1, 30000}, {2, 60000}, {4, 100000}, {8, 100000}};
    for (const auto &[holes, states] : kPasses) {
        if ((holes > 0 && !limits.digging) || budget == 0)
            break;
        LodeSearchLimits pass = limits;
        pass.maxHoles = holes;
        pass.maxStates = std::min({states, limits.maxStates, budget});
        const LodeLeg leg = searchLodeLeg(game, w.state, goal, pass);
        budget -= std::min(budget, leg.states);
        if (leg.found) {
            follow(game, w, leg.moves);
            return true;
        }
    }
    return false;
}

/// The escape on the cell graph: the nearest top cell (or the exit), if the world follows.
bool denseEscape(const LodeRunnerGame &game, Walk &w, const LodeRunnerRules &shown)
{
    const LodeTerrain &t = game.terrain();
    const std::optional<std::int32_t> exit =
        game.exit() ? std::optional<std::int32_t>(t.cellOf(*game.exit())) : std::nullopt;
    StateId goal = kNoState;
    BfsField<LodeRunnerRules> bfs(shown);
    bfs.run(w.state.runner, [&](StateId c, Cost) {
        if (exit ? c == *exit : t.pointOf(c).y == 0)
            goal = c;
        return goal == kNoState;
    });
    if (goal == kNoState)
        return false;
    const std::vector<StateId> cells = cellsTo(bfs, w.state.runner, goal);
    LodeState s = w.state;
    std::vector<LodeMove> keys;
    for (auto it = cells.begin(); it != cells.end() && s.status == LodeStatus::Playing; ++it)
        if (!walkEdge(game, s, *it, keys) && s.status != LodeStatus::Won)
            return false;
    if (s.status != LodeStatus::Won)
        return false;
    follow(game, w, keys);
    return true;
}

/// The way up once all gold is taken: the cell graph's, else the world search's within `budget`.
bool escapeStep(const LodeRunnerGame &game, Walk &w, const LodeRunnerRules &shown, const LodeDistances &dist,
                const LodeSearchLimits &limits, std::size_t &budget)
{
    if (denseEscape(game, w, shown))
        return true;
    LodeGoal out{LodeGoal::Kind::Escape, -1, {}};
    out.guide = &dist.toTop();
    return worldStep(game, w, out, limits, budget);
}

struct CellGraphs
{
    LodeRunnerRules hidden;
    LodeRunnerRules shown;
};

CellGraphs cellGraphs(const LodeRunnerGame &game, const GridMap &level, bool digging)
{
    LodeRunnerOptions o;
    o.digging = digging;
    o.digSteps = game.timings().digSteps;
    LodeRunnerRules hidden(level, o);
    o.hiddenLadders = true;
    return {std::move(hidden), LodeRunnerRules(level, o)};
}

/// The gold on the ground, as cells.
std::vector<std::int32_t> groundGold(const LodeState &s)
{
    std::vector<std::int32_t> out;
    for (std::size_t i = 0; i < s.gold().size(); ++i)
        for (std::uint64_t bits = s.gold()[i]; bits; bits &= bits - 1)
            out.push_back(
                static_cast<std::int32_t>(i * 64 + static_cast<std::size_t>(std::countr_zero(bits))));
    return out;
}

/// When no gold is in reach: a staircase (lodestairs_p.h) from a cell the runner walks to, down to where
/// gold is in reach again; candidates nearest first by the tunnelling guide at the foot of the stairs, at
/// most kStairTries of them stepped. True when one was walked (then some gold is in reach on the cell graph).
bool stairStep(const LodeRunnerGame &game, Walk &w, const CellGraphs &g, const LodeDistances &dist)
{
    constexpr std::size_t kStairCells = 3000;
    constexpr int kStairTries = 32;
    const LodeTerrain &t = game.terrain();
    const std::vector<std::uint16_t> guide = dist.toAny(groundGold(w.state), false);
    std::vector<std::uint8_t> reached(t.cellCount(), 0);
    std::vector<std::pair<StateId, Cost>> cells;
    BfsField<LodeRunnerRules> bfs(g.hidden);
    bfs.run(w.state.runner, [&](StateId c, Cost d) {
        reached[static_cast<std::size_t>(c)] = 1;
        cells.emplace_back(c, d);
        return cells.size() < kStairCells;
    });
    struct Candidate
    {
        std::uint32_t score;
        std::size_t at; // in cells
        int dir;
        int depth;
    };
    std::vector<Candidate> candidates;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const Point p = t.pointOf(cells[i].first);
        for (int dir : {-1, 1})
            for (int depth = kLodeStairMinDepth; depth <= kLodeStairMaxDepth; ++depth) {
                const Point foot{p.x + dir, p.y + depth};
                if (!t.inside(foot) || reached[static_cast<std::size_t>(t.cellOf(foot))] ||
                    !lodeStairFits(game, w.state, p, dir, depth))
                    continue;
                const std::uint32_t toGold = guide[static_cast<std::size_t>(t.cellOf(foot))];
                candidates.push_back(
                    {toGold * 4 + static_cast<std::uint32_t>(cells[i].second), i, dir, depth});
            }
    }
    std::stable_sort(candidates.begin(), candidates.end(),
                     [](const Candidate &a, const Candidate &b) { return a.score < b.score; });
    int tries = 0;
    for (const Candidate &c : candidates) {
        if (++tries > kStairTries)
            break;
        LodeState s = w.state;
        std::vector<LodeMove> keys;
        bool ok = true;
        for (StateId cell : cellsTo(bfs, w.state.runner, cells[c.at].first))
            if (ok)
                ok = walkEdge(game, s, cell, keys) && s.goldLeft == w.state.goldLeft;
        if (!ok || !game.hasControl(s))
            continue;
        auto stairs = lodeStaircase(game, s, c.dir, c.depth);
        if (!stairs)
            continue;
        bool gold = false;
        BfsField<LodeRunnerRules> after(g.hidden);
        after.run(s.runner, [&](StateId cell, Cost) {
            gold = s.hasGold(cell) && !reached[static_cast<std::size_t>(cell)];
            return !gold;
        });
        if (!gold)
            continue;
        keys.insert(keys.end(), stairs->begin(), stairs->end());
        follow(game, w, keys);
        return true;
    }
    return false;
}

/// The gold on the ground in `before` that `after` has taken.
std::vector<std::int32_t> taken(const LodeState &before, const LodeState &after)
{
    std::vector<std::int32_t> out;
    for (std::int32_t c : groundGold(before))
        if (!after.hasGold(c))
            out.push_back(c);
    return out;
}

void greedy(const LodeRunnerGame &game, const CellGraphs &g, const LodeDistances &dist, Walk &w,
            const LodeSearchLimits &limits, std::size_t &budget, bool strict)
{
    // The gold not to take next: those a step back (below) took before the runner got stuck.
    std::vector<std::int32_t> banned;
    auto takesBanned = [&](const LodeState &s) {
        return std::ranges::any_of(banned, [&](std::int32_t c) { return !s.hasGold(c); });
    };
    LodeGoal safeGold{LodeGoal::Kind::AnyGold, -1, {}};
    LodeReach safeFrom; // what the cell graph reaches where the safe search starts
    // (runner, gold, open holes' cells) -> safe; holes by cell only, as the greedy's searches tell states
    // apart (LodeSearchLimits::exactTimes off), so the first time left seen stands for the others.
    std::unordered_map<std::uint64_t, bool> memo;
    safeGold.accept = [&](const LodeState &s) {
        if (takesBanned(s))
            return false;
        std::uint64_t key = static_cast<std::uint64_t>(s.runner) * 0x9e3779b97f4a7c15ull;
        for (std::uint64_t word : s.gold())
            key = (key ^ word) * 0x100000001b3ull;
        for (const LodeHole &h : s.holes)
            key = (key ^ static_cast<std::uint32_t>(h.cell)) * 0x100000001b3ull;
        auto [it, fresh] = memo.try_emplace(key, false);
        if (fresh)
            it->second = lodeSafe(game, s, g.hidden, g.shown, safeFrom, !strict);
        return it->second;
    };
    LodeGoal anyGold{LodeGoal::Kind::AnyGold, -1, {}};
    anyGold.accept = [&](const LodeState &s) { return !takesBanned(s); };
    std::vector<std::uint16_t> guide;
    std::size_t safeBudget = kLodeSafeStates; // the safety test is only as good as the cell graph
    std::vector<std::uint16_t> endGuide;
    int endgameTriedAt = -1;
    std::size_t endBudget = kLodeEndgameStates;
    std::size_t escapeBudget = kLodeEscapeStates;
    int stairs = kLodeStairsPerPlan;
    // The last gold and the way out in one search: a gold that strands the runner unless a hole was
    // dug beforehand (an exit opened, then the pit entered) is found only this way.
    auto endgame = [&] {
        if (w.state.goldLeft > kLodeEndgameGold || endgameTriedAt == w.state.goldLeft)
            return false;
        endgameTriedAt = w.state.goldLeft;
        endGuide = dist.toAny(groundGold(w.state), false);
        LodeGoal won{LodeGoal::Kind::Escape, -1, {}};
        won.guide = &dist.toTop();
        won.goldGuide = &endGuide;
        LodeSearchLimits end = limits;
        end.useWithin = game.timings().holeSteps;
        end.maxStates = std::min(end.maxStates, kLodeEndgameLegStates);
        return worldStep(game, w, won, end, endBudget);
    };
    // One gold more (or the level won), by the first way that finds one.
    auto advance = [&] {
        if (denseStep(game, w, g.hidden, g.shown, true, banned, strict))
            return true;
        guide = dist.toAny(groundGold(w.state), false);
        safeGold.guide = anyGold.guide = &guide;
        safeFrom = strict ? lodeEverything(w.state) : lodeReach(game, w.state, g.hidden, g.shown);
        memo.clear();
        return worldStep(game, w, safeGold, limits, safeBudget) ||
               denseStep(game, w, g.hidden, g.shown, false, banned, strict) ||
               worldStep(game, w, anyGold, limits, budget) || (stairs-- > 0 && stairStep(game, w, g, dist));
    };
    // Where the runner stood before each gold step, and the gold banned there: when he is stuck (gold
    // left that no way reaches, or all taken and no way out), the plan goes back one step and takes
    // some other gold there, at most kLodeBacktracks times.
    // A walk only grows (follow appends), so a point on it is its state and lengths.
    struct Before
    {
        LodeState state;
        std::size_t keys = 0;
        std::size_t path = 0;
        int digs = 0;
        Cost collectMoves = 0;
        std::vector<std::int32_t> banned; ///< at that point
        std::vector<std::int32_t> took;   ///< by the step from there
    };
    std::vector<Before> trail;
    int backtracks = kLodeBacktracks;
    std::optional<Walk> best; // the dead end with the least gold left, the plan when none gets out
    auto giveUp = [&] {
        if (best && best->state.goldLeft < w.state.goldLeft)
            w = std::move(*best);
    };
    for (;;) {
        if (w.state.goldLeft == 0 &&
            (w.state.status == LodeStatus::Won || escapeStep(game, w, g.shown, dist, limits, escapeBudget)))
            return;
        if (w.state.goldLeft > 0) {
            if (endgame())
                return;
            Before before{w.state, w.keys.size(), w.path.size(), w.digs, w.collectMoves, {}, {}};
            if (advance()) {
                before.took = taken(before.state, w.state);
                before.banned = std::move(banned);
                trail.push_back(std::move(before));
                banned.clear();
                continue;
            }
        }
        if (!best || w.state.goldLeft < best->state.goldLeft)
            best = w;
        if (trail.empty() || backtracks-- <= 0 || std::chrono::steady_clock::now() >= limits.deadline ||
            (limits.control && limits.control->cancelled()))
            return giveUp();
        Before &back = trail.back();
        banned = std::move(back.banned);
        banned.insert(banned.end(), back.took.begin(), back.took.end());
        w.state = std::move(back.state);
        w.keys.resize(back.keys);
        w.path.resize(back.path);
        w.digs = back.digs;
        w.collectMoves = back.collectMoves;
        trail.pop_back();
    }
}

Status optimal(const LodeRunnerGame &game, Walk &w, const std::vector<Point> &targets,
               const LodeSearchLimits &limits)
{
    const LodeTerrain &t = game.terrain();
    const int k = static_cast<int>(targets.size());
    if (k == 0)
        return Ok{};
    LodeSearchLimits exactLimits = limits;
    exactLimits.exactTimes = true;
    Legs legs;
    legs.targets = k;
    legs.sources = k + 1;
    legs.moves.assign(static_cast<std::size_t>((k + 1) * k), kUnreachable);
    for (int from = 0; from <= k; ++from) {
        LodeState s = w.state;
        if (from > 0) { // standing on gold from - 1, no hole open
            s.runner = t.cellOf(targets[static_cast<std::size_t>(from - 1)]);
            s.holes.clear();
            s.digLeft = 0;
            s.digCell = -1;
            if (s.hasGold(s.runner)) {
                s.setGold(s.runner, false);
                --s.goldLeft;
            }
        }
        for (int j = 0; j < k; ++j) {
            const std::int32_t cell = t.cellOf(targets[static_cast<std::size_t>(j)]);
            if (!s.hasGold(cell)) { // its own cell, or taken from the start
                legs.moves[legs.index(from, j)] = 0;
                continue;
            }
            const LodeLeg leg = searchLodeLeg(game, s, LodeGoal{LodeGoal::Kind::Gold, cell, {}}, exactLimits);
            if (leg.found)
                legs.moves[legs.index(from, j)] = static_cast<Cost>(leg.moves.size());
        }
    }
    auto tour = heldKarp(legs);
    if (!tour)
        return tour.error();
    for (int j : tour->order) {
        const std::int32_t cell = t.cellOf(targets[static_cast<std::size_t>(j)]);
        if (!w.state.hasGold(cell))
            continue; // taken on the way
        const LodeLeg leg =
            searchLodeLeg(game, w.state, LodeGoal{LodeGoal::Kind::Gold, cell, {}}, exactLimits);
        if (!leg.found)
            break;
        follow(game, w, leg.moves);
    }
    return Ok{};
}

Status exact(const LodeRunnerGame &game, Walk &w, LodeSearchLimits limits)
{
    limits.maxStates = kLodeExactStates;
    limits.useWithin = 0; // exact: a hole may be used any time before it refills
    limits.exactTimes = true;
    const LodeLeg leg = searchLodeLeg(game, w.state, LodeGoal{LodeGoal::Kind::AllGold, -1, {}}, limits);
    if (!leg.found && !leg.exhausted)
        return Error::badInput("the bitmask planner needs more than " + std::to_string(kLodeExactStates) +
                               " states on this level (the holes multiply them): use the optimal or "
                               "greedy planner");
    follow(game, w, leg.moves);
    return Ok{};
}

} // namespace

Status checkLodeRunnerGold(const GridMap &map)
{
    if (!map.start || !map.tiles.contains(*map.start))
        return Ok{}; // LodeRunnerGame::create names that
    const LodeTerrain t(map);
    std::vector<std::uint8_t> seen(t.cellCount(), 0);
    std::vector<std::int32_t> queue{t.cellOf(*map.start)};
    seen[static_cast<std::size_t>(queue[0])] = 1;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const std::int32_t c = queue[head];
        for (std::int32_t n : {c - 1, c + 1, c - t.stride(), c + t.stride()}) {
            if (seen[static_cast<std::size_t>(n)] || t.tile(n) == LodeTile::Solid)
                continue;
            seen[static_cast<std::size_t>(n)] = 1;
            queue.push_back(n);
        }
    }
    for (const Entity &e : map.entities) {
        const Point p{e.x, e.y};
        if (e.type == "gold" && t.inside(p) && !seen[static_cast<std::size_t>(t.cellOf(p))])
            return Error::badInput("gold at " + at(p) +
                                   " is sealed in solid stone: no way in from the runner's start, even by "
                                   "digging");
    }
    return Ok{};
}

Result<CollectPlan> planLodeRunner(const GridMap &map, const CollectRequest &req)
{
    CollectPlan plan;
    plan.planner = req.planner;
    for (const Entity &e : map.entities)
        if (e.type == "gold")
            plan.targets.push_back({e.x, e.y});
    if (!req.targets.empty())
        plan.targets = req.targets;
    const std::size_t k = plan.targets.size();
    for (const PlannerInfo &info : planners())
        if (info.kind == req.planner && info.maxTargets > 0 && k > static_cast<std::size_t>(info.maxTargets))
            return Error::badInput("the " + std::string(info.id) + " planner handles at most " +
                                   std::to_string(info.maxTargets) + " gold; this level has " +
                                   std::to_string(k) + ": use the greedy planner");
    const GridMap level = levelFor(map, req, plan.targets);
    if (Status s = checkLodeRunnerGold(level); !s)
        return s.error();
    auto game = LodeRunnerGame::create(level);
    if (!game)
        return game.error();
    LodeSearchLimits limits;
    limits.digging = req.rules ? req.rules->lodeRunner.digging : true;
    limits.maxStates = kLodeLegStates;
    limits.deadline = req.deadline;
    limits.control = req.control;
    Walk w;
    w.state = game->start(0, false);
    w.path.push_back(game->terrain().pointOf(w.state.runner));
    const CellGraphs graphs = cellGraphs(*game, level, limits.digging);
    const LodeDistances dist(level, game->timings().digSteps, true);
    std::size_t budget = kLodePlanStates;
    switch (req.planner) {
    case PlannerKind::Greedy:
        greedy(*game, graphs, dist, w, limits, budget, req.lodeStrictSafety);
        break;
    case PlannerKind::Optimal:
        if (Status s = optimal(*game, w, plan.targets, limits); !s)
            return s.error();
        break;
    case PlannerKind::Bitmask:
        if (Status s = exact(*game, w, limits); !s)
            return s.error();
        break;
    }
    plan.collectMoves = w.collectMoves;
    plan.escapes = true;
    if (w.state.goldLeft == 0) {
        budget = std::max<std::size_t>(budget, kLodeLegStates / 4); // the escape always gets a try
        if (w.state.status != LodeStatus::Won)
            escapeStep(*game, w, graphs.shown, dist, limits, budget);
        plan.escaped = w.state.status == LodeStatus::Won;
    }
    plan.path = std::move(w.path);
    plan.keys = std::move(w.keys);
    plan.digs = w.digs;
    return plan;
}

} // namespace mapsmith
