// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/generate/loderunner.h>
#include <mapsmith/plan/lodedistances_p.h>
#include <mapsmith/plan/lodeplan.h>
#include <mapsmith/search/rules.h>
#include <mapsmith/solve/repair_p.h>
#include <mapsmith/solve/searchsets_p.h>
#include <mapsmith/solve/solver.h>
#include <mapsmith/solve/statecodec_p.h>

#include <queue>

#include <algorithm>
#include <array>
#include <bit>
#include <chrono>
#include <cstdio>
#include <optional>
#include <string_view>

// The solver. First the static analysis (no guards): the gold the runner reaches without digging (a BFS
// on the cell graph), the greedy plan with digging (plan/lodeplan.h) and its order; two greedy plans in
// fact, by the strict and the relative safety test, the strict one the plan when it is complete. Then, if
// the plan's keys win as they are with the guards, that is the solution. Otherwise, when the plan takes all
// gold, the plan worked round the guards (repair_p.h: its keys with pauses, digs and short detours, the
// runner kept near the plan's way); then the other plan, if complete and different, likewise (with at least
// 1,000,000 states). When the repair finds no win, its state furthest along the plan is finished leg by
// leg (below), else the states two thirds and one third of the way to it, each within an eighth of the
// states (taken from the legs' half) and until a quarter, three eighths and half of the time left: the plan's
// way round the guards is kept and only its end searched again (a guard often carries the last gold there).
// Otherwise, until three quarters of the time (half the states less the tries', never under a quarter: on
// Classic 22 and 27 the legs win only with 500,000 and 750,000), leg by leg (solveByLegs) from the start: the
// same search as below, but each leg ending at the first state where its gold is taken (the plan's next gold
// still on the ground, else the one after, else any gold; with none left, the win), kept once found and the
// next searched from its end; when every leg from a state fails, the leg before is taken back and its next
// goal tried (at most kLegBacktracks times). Then, with what is left, a best-first search over whole game
// states (runner, holes, guards, gold, the guards' Rng): weighted A* (Pohl 1970) with
//   priority = steps + W * (h + K * gold left),
// where h is the cell-graph distance with tunnels (lodedistances_p.h) from the runner to the next gold of the
// plan's order still on the ground (else the nearest; once all is taken, to the top). A state is kept once (a
// 64-bit hash of its bytes, statecodec_p.h, in searchsets_p.h's SeenSet), and with at least kTriesMinStates
// states only the first kPlaceStates of each place (the state less its guards and its holes' time left: the
// pruning by novelty of Lipovetzky and Geffner's width-based search, 2012, bounded at four instead of one); a
// state whose runner died is dropped. Moves from a state: wait, left, right, up, down, dig left, dig right
// (only wait while falling or digging). Ties: lower priority, lower h, first queued; everything else is
// fixed, so a run that ends before three quarters of its time limit (the legs' deadline) gives the same
// solution on every machine, and so does a run bounded in states only. It stops at the first win (not the
// shortest), the time limit (checked every 16 expansions, and early by the time its memory takes to free),
// maxStates, or a cancel. A found win is replayed from the start before it is returned. The time limit holds
// for the whole call: the static plan gets the same deadline, and the search keeps its states in flat arrays
// (the seen set open-addressed, below), so that neither a rehash nor the teardown of millions of nodes comes
// after it (an unordered_set took 0.2 s to free 330,000 states, and seconds at 3,000,000: `solve --time-limit
// 10` ran 11.9 s).

namespace mapsmith {

namespace {

constexpr int kWeight = 2;                 // W: how much the search trusts h over the steps taken
constexpr int kGoldWeight = 24;            // K: a gold is worth this many steps of distance
constexpr std::size_t kLegStates = 150000; // one leg of solveByLegs
constexpr std::size_t kLegGoals = 3;       // the gold a leg is tried for from one step, the last any gold
constexpr int kLegBacktracks = 8;          // steps undone when every leg from one failed
constexpr std::array<LodeMove, 7> kMoves = {LodeMove::Wait,    LodeMove::Left, LodeMove::Right,
                                            LodeMove::Up,      LodeMove::Down, LodeMove::DigLeft,
                                            LodeMove::DigRight};

std::string at(Point p)
{
    return "(" + std::to_string(p.x) + ", " + std::to_string(p.y) + ")";
}

struct Analysis
{
    std::vector<std::int32_t> planOrder; ///< gold cells in the static plan's order
    std::string planKeys;
    bool planComplete = false;
    /// The other complete static plan (by the other safety test), when it differs: tried second.
    std::string otherKeys;
};

Analysis analyse(const GridMap &g, const LodeRunnerGame &game, const SolveRequest &req, SolveStats &stats,
                 std::chrono::steady_clock::time_point deadline)
{
    Analysis a;
    const LodeTerrain &t = game.terrain();
    std::vector<Point> gold;
    for (const Entity &e : g.entities)
        if (e.type == "gold" && std::find(gold.begin(), gold.end(), Point{e.x, e.y}) == gold.end())
            gold.push_back({e.x, e.y});
    stats.goldTotal = static_cast<int>(gold.size());
    // Without digging, hidden ladders hidden.
    LodeRunnerOptions o;
    o.digSteps = req.timings.digSteps;
    const LodeRunnerRules plain(g, o);
    std::vector<std::uint8_t> reach(plain.stateCount(), 0);
    std::vector<StateId> queue{t.cellOf(*g.start)};
    reach[static_cast<std::size_t>(queue[0])] = 1;
    for (std::size_t head = 0; head < queue.size(); ++head)
        plain.forEachSuccessor(queue[head], [&](StateId s, Cost) {
            if (!reach[static_cast<std::size_t>(s)]) {
                reach[static_cast<std::size_t>(s)] = 1;
                queue.push_back(s);
            }
        });
    // Two static plans, by the strict and the relative safety test (CollectRequest::lodeStrictSafety): the
    // strict one first when it is complete, else the relative one, which completes more levels; the other
    // complete one is tried when the first cannot be worked round the guards. With the relative plan alone
    // the solver lost seven Classic levels whose strict plan it had worked round the guards
    // (docs/PERFORMANCE.md, "The static plan's safety test").
    CollectRequest cr;
    cr.deadline = deadline;
    cr.control = req.control; // a cancel ends the plan too
    cr.lodeStrictSafety = true;
    auto plan = planCollection(g, cr);
    cr.lodeStrictSafety = false;
    // Below kTriesMinStates (the generator's beatable check) the strict plan alone, as before.
    auto relative = req.maxStates >= kTriesMinStates ? planCollection(g, cr)
                                                     : Result<CollectPlan>(Error::badInput("not planned"));
    if (!plan || (!plan->complete() && relative))
        std::swap(plan, relative);
    if (relative && relative->complete() && relative->keys != plan->keys)
        a.otherKeys = relative->keys;
    std::vector<bool> planned(gold.size(), false);
    if (plan) {
        a.planKeys = plan->keys;
        a.planComplete = plan->complete();
        for (Point p : plan->path) {
            const auto it = std::find(gold.begin(), gold.end(), p);
            if (it == gold.end() || planned[static_cast<std::size_t>(it - gold.begin())])
                continue;
            planned[static_cast<std::size_t>(it - gold.begin())] = true;
            a.planOrder.push_back(t.cellOf(p));
        }
    }
    for (std::size_t j = 0; j < gold.size(); ++j) {
        if (reach[static_cast<std::size_t>(t.cellOf(gold[j]))])
            ++stats.goldWithoutDigging;
        else if (planned[j])
            stats.goldNeedsDigging.push_back(gold[j]);
        else
            stats.goldUnreachable.push_back(gold[j]);
    }
    return a;
}

/// Replays `keys` from the start; fills the solution's figures and says whether it won.
bool replay(const LodeRunnerGame &game, const SolveRequest &req, const std::string &keys, SolveStats &stats)
{
    LodeState s = game.start(req.seed);
    for (int i = 0; i < req.leadSteps; ++i)
        game.step(s, LodeMove::Wait);
    const LodeTerrain &t = game.terrain();
    int closest = -1;
    auto look = [&] {
        const Point r = t.pointOf(s.runner);
        for (const LodeGuard &g : s.guards) {
            if (g.mode == LodeGuardMode::Reborn)
                continue;
            const Point p = t.pointOf(g.cell);
            const int d = std::abs(p.x - r.x) + std::abs(p.y - r.y);
            closest = closest < 0 ? d : std::min(closest, d);
        }
    };
    look();
    int digs = 0;
    for (char k : keys) {
        digs += game.step(s, lodeMoveOfKey(k)).dug ? 1 : 0;
        look();
    }
    stats.moves = static_cast<int>(keys.size());
    stats.digs = digs;
    stats.closestGuard = closest;
    return s.status == LodeStatus::Won;
}

struct Node
{
    std::uint32_t offset; // into the byte arena
    std::int32_t parent;
    std::int32_t g;
    LodeMove move;
};

struct Open
{
    std::int32_t priority;
    std::int32_t h;
    std::uint32_t seq;
    std::uint32_t node;
    bool operator>(const Open &o) const
    {
        if (priority != o.priority)
            return priority > o.priority;
        if (h != o.h)
            return h > o.h;
        return seq > o.seq;
    }
};

class Search
{
public:
    /// `dist`: the level's distances with tunnels, shared by the searches of one solve.
    Search(const LodeRunnerGame &game, LodeDistances &dist, const SolveRequest &req, const Analysis &a,
           std::chrono::steady_clock::time_point deadline)
        : m_game(game), m_req(req), m_analysis(a), m_dist(dist), m_deadline(deadline),
          m_maxStates(req.maxStates), m_placeStates(placeStatesFor(req.maxStates))
    {
    }

    /// One leg instead of the whole level: the search ends at the first state where the gold in `cell`
    /// (kAnyGold: any gold) is taken, or the level won, within `maxStates` and `deadline`.
    static constexpr std::int32_t kAnyGold = -1;
    void setMaxStates(std::size_t maxStates) { m_maxStates = maxStates; }
    void setLeg(std::int32_t cell, std::size_t maxStates, std::chrono::steady_clock::time_point deadline)
    {
        m_leg = true;
        m_legGold = cell;
        m_maxStates = maxStates;
        m_deadline = deadline;
    }

    /// Runs; the keys of a win, or empty with m_gaveUp set.
    std::string run(const LodeState &start);
    SolveGaveUp gaveUp() const { return m_gaveUp; }
    std::size_t states() const { return m_nodes.size(); }

private:
    int heuristic(const LodeState &s);
    void push(const LodeState &s, std::int32_t parent, std::int32_t g, LodeMove move);
    bool stop(std::uint32_t pops);

    const LodeRunnerGame &m_game;
    const SolveRequest &m_req;
    const Analysis &m_analysis;
    LodeDistances &m_dist;
    std::chrono::steady_clock::time_point m_deadline;
    LodeStateCodec m_codec;
    std::vector<std::uint8_t> m_bytes;
    std::vector<Node> m_nodes;
    SeenSet m_seen;
    PlaceCounts m_places;
    std::priority_queue<Open, std::vector<Open>, std::greater<>> m_open;
    std::vector<std::uint8_t> m_scratch;
    std::uint32_t m_seq = 0;
    SolveGaveUp m_gaveUp = SolveGaveUp::None;
    std::size_t m_maxStates;
    int m_placeStates; ///< 0: no bound
    bool m_leg = false;
    std::int32_t m_legGold = kAnyGold;
    int m_legGoldLeft = 0;
};

int Search::heuristic(const LodeState &s)
{
    if (m_leg && m_legGold != kAnyGold && s.hasGold(m_legGold))
        return m_dist.to(m_legGold)[static_cast<std::size_t>(s.runner)];
    if (s.goldLeft == 0)
        return m_dist.toTop()[static_cast<std::size_t>(s.runner)];
    for (std::int32_t g : m_analysis.planOrder)
        if (s.hasGold(g))
            return m_dist.to(g)[static_cast<std::size_t>(s.runner)];
    int best = LodeDistances::kFar;
    for (std::size_t w = 0; w < s.gold().size(); ++w)
        for (std::uint64_t bits = s.gold()[w]; bits; bits &= bits - 1) {
            const auto c =
                static_cast<std::int32_t>(w * 64 + static_cast<std::size_t>(std::countr_zero(bits)));
            best = std::min<int>(best, m_dist.to(c)[static_cast<std::size_t>(s.runner)]);
        }
    if (best == LodeDistances::kFar) { // all carried: go after the guards that have it
        const LodeTerrain &t = m_game.terrain();
        const Point r = t.pointOf(s.runner);
        for (const LodeGuard &g : s.guards)
            if (g.gold > 0) {
                const Point p = t.pointOf(g.cell);
                best = std::min(best, std::abs(p.x - r.x) + std::abs(p.y - r.y));
            }
    }
    return best;
}

void Search::push(const LodeState &s, std::int32_t parent, std::int32_t g, LodeMove move)
{
    m_scratch.clear();
    m_codec.encode(s, m_scratch);
    const std::uint64_t key = std::hash<std::string_view>{}(
        std::string_view(reinterpret_cast<const char *>(m_scratch.data()), m_scratch.size()));
    if (!m_seen.insert(key) || (m_placeStates > 0 && m_places.bump(placeOf(s)) > m_placeStates))
        return;
    const auto offset = static_cast<std::uint32_t>(m_bytes.size());
    m_bytes.insert(m_bytes.end(), m_scratch.begin(), m_scratch.end());
    m_nodes.push_back(Node{offset, parent, g, move});
    const int h = heuristic(s);
    const int priority = g + kWeight * (h + kGoldWeight * s.goldLeft);
    m_open.push(Open{priority, h, m_seq++, static_cast<std::uint32_t>(m_nodes.size() - 1)});
}

bool Search::stop(std::uint32_t pops)
{
    if (m_nodes.size() >= m_maxStates) {
        m_gaveUp = SolveGaveUp::Budget;
        return true;
    }
    // The clock on the first pop and every 16th: a pop costs about a microsecond here but milliseconds on
    // a big level or under a sanitizer, where every 256 overshot a 1 s limit by 0.2 s; and a search begun
    // after the deadline (the plan took it all) must not expand a batch first.
    if ((pops & 15u) != 1)
        return false;
    if (m_req.control && m_req.control->cancelled()) {
        m_gaveUp = SolveGaveUp::Cancelled;
        return true;
    }
    const auto now = std::chrono::steady_clock::now();
    // Early enough to give the memory back by the deadline too, and to grow the arrays once more: after
    // 3.4-3.6 million states, freeing them took 0.28-0.30 s and a last growth 0.24 s (a 10 s limit ended
    // at 10.2-10.5 s), so 0.25 s a million states is kept for that, and 0.05 s a million more for a last
    // growth of the place counts (up to a key and a count per state: 4 million keys rehashed).
    if (now + teardownReserve(0.30e-6, m_nodes.size()) >= m_deadline) {
        m_gaveUp = SolveGaveUp::TimeLimit;
        return true;
    }
    if (m_req.control && (pops & 4095u) == 1) {
        double done = static_cast<double>(m_nodes.size()) / static_cast<double>(m_req.maxStates);
        if (m_req.timeLimit > 0)
            done = std::max(done,
                            1.0 - std::chrono::duration<double>(m_deadline - now).count() / m_req.timeLimit);
        m_req.control->report(std::clamp(done, 0.0, 1.0));
    }
    return false;
}

std::string Search::run(const LodeState &start)
{
    m_legGoldLeft = start.goldLeft;
    push(start, -1, 0, LodeMove::Wait);
    std::uint32_t pops = 0;
    while (!m_open.empty()) {
        if (stop(++pops))
            return {};
        const Open top = m_open.top();
        m_open.pop();
        const Node node = m_nodes[top.node];
        const LodeState s = m_codec.decode(m_bytes.data() + node.offset);
        const bool control = m_game.hasControl(s);
        for (LodeMove m : kMoves) {
            if (!control && m != LodeMove::Wait)
                break;
            LodeState next = s;
            m_game.step(next, m);
            if (next.status == LodeStatus::Lost)
                continue;
            const bool legDone =
                m_leg && start.goldLeft > 0 &&
                (m_legGold == kAnyGold ? next.goldLeft < m_legGoldLeft
                                       : !next.hasGold(m_legGold) && next.goldLeft < m_legGoldLeft);
            if (next.status == LodeStatus::Won || legDone) {
                std::string keys(1, lodeKeyOf(m));
                for (std::int32_t n = static_cast<std::int32_t>(top.node);
                     m_nodes[static_cast<std::size_t>(n)].parent >= 0;
                     n = m_nodes[static_cast<std::size_t>(n)].parent)
                    keys += lodeKeyOf(m_nodes[static_cast<std::size_t>(n)].move);
                std::reverse(keys.begin(), keys.end());
                return keys;
            }
            push(next, static_cast<std::int32_t>(top.node), node.g + 1, m);
        }
    }
    m_gaveUp = SolveGaveUp::GuardTrap;
    return {};
}

/// Leg after leg with the guards from `start`, until `legDeadline` and within `budget` states, each to a
/// gold of the static plan's order still on the ground (kLegGoals tried in turn, the last any gold), then
/// the way out; a dead end takes the leg before back. Empty when it gives up.
std::string solveByLegs(const LodeRunnerGame &game, LodeDistances &dist, const SolveRequest &req,
                        const Analysis &analysis, const LodeState &start,
                        std::chrono::steady_clock::time_point legDeadline, std::size_t budget,
                        std::chrono::steady_clock::time_point deadline, std::size_t &states)
{
    struct Step
    {
        LodeState state;
        std::size_t keys = 0; ///< the length of the keys that reach it
        std::size_t choice = 0;
    };
    std::vector<Step> stack{{start, 0, 0}};
    std::string keys;
    int backtracks = 0;
    while (budget > 0 && std::chrono::steady_clock::now() < legDeadline) {
        Step &top = stack.back();
        if (top.state.status == LodeStatus::Won)
            return keys;
        // The goals of a leg from here, in turn: the gold of the plan's order still on the ground, then
        // any gold (or, with none left, the win).
        std::vector<std::int32_t> goals;
        for (std::int32_t g : analysis.planOrder)
            if (top.state.hasGold(g) && goals.size() + 1 < kLegGoals)
                goals.push_back(g);
        goals.push_back(Search::kAnyGold);
        if (top.choice >= goals.size()) { // every leg from here failed: back to the step before
            stack.pop_back();
            if (stack.empty() || ++backtracks > kLegBacktracks)
                return {};
            ++stack.back().choice;
            keys.resize(stack.back().keys);
            continue;
        }
        Search search(game, dist, req, analysis, deadline);
        search.setLeg(goals[top.choice], std::min(budget, kLegStates), legDeadline);
        const std::string leg = search.run(top.state);
        states += search.states();
        budget -= std::min(budget, search.states());
        if (leg.empty()) {
            ++top.choice;
            continue;
        }
        LodeState next = top.state;
        for (char k : leg)
            game.step(next, lodeMoveOfKey(k));
        keys.resize(top.keys);
        keys += leg;
        stack.push_back(Step{std::move(next), keys.size(), 0});
    }
    return {};
}

bool beatableWithin(const Map &level, std::uint64_t seed, std::size_t maxStates)
{
    SolveRequest request;
    request.seed = seed;
    request.timeLimit = 0; // states, not seconds: the same answer on every machine
    request.maxStates = maxStates;
    const auto solution = solveLodeRunner(level, request);
    return solution && solution->solved;
}

std::string reasonFor(SolveGaveUp g, const SolveStats &stats, const SolveRequest &req)
{
    switch (g) {
    case SolveGaveUp::None:
        return {};
    case SolveGaveUp::Unreachable:
        return "gold at " + at(stats.goldUnreachable.front()) +
               " cannot be reached, even by digging: every line of play was tried";
    case SolveGaveUp::GuardTrap:
        return "every line of play ends caught by a guard or buried in a hole";
    case SolveGaveUp::TimeLimit: {
        char limit[32];
        std::snprintf(limit, sizeof limit, "%g", req.timeLimit);
        return std::string("no win found within the time limit of ") + limit + " s";
    }
    case SolveGaveUp::Budget:
        return "no win found within " + std::to_string(req.maxStates) + " game states";
    case SolveGaveUp::Cancelled:
        return "cancelled";
    }
    return {};
}

} // namespace

std::string_view solveGaveUpName(SolveGaveUp g)
{
    switch (g) {
    case SolveGaveUp::None:
        return "";
    case SolveGaveUp::Unreachable:
        return "unreachable";
    case SolveGaveUp::GuardTrap:
        return "guard_trap";
    case SolveGaveUp::TimeLimit:
        return "time_limit";
    case SolveGaveUp::Budget:
        return "budget";
    case SolveGaveUp::Cancelled:
        return "cancelled";
    }
    return "";
}

Result<Solution> solveLodeRunner(const Map &map, const SolveRequest &req)
{
    const auto t0 = std::chrono::steady_clock::now();
    const auto deadline = req.deadline ? *req.deadline
                          : req.timeLimit > 0
                              ? t0 + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                         std::chrono::duration<double>(req.timeLimit))
                              : std::chrono::steady_clock::time_point::max();
    if (map.kind != MapKind::Grid || defaultRules(map.grid).kind != RulesKind::LodeRunner)
        return Error::badInput(
            "not a Lode Runner level: it has no brick, solid, ladder, rope, trap or hidden "
            "ladder");
    const GridMap &level = map.grid;
    auto game = LodeRunnerGame::create(level, req.timings);
    if (!game)
        return game.error();
    if (Status s = checkLodeRunnerGold(level); !s)
        return s.error();
    if (game->terrain().cellCount() > 65535)
        return Error::badInput(
            "the solver handles levels of up to 65,535 cells with their border; this one has " +
            std::to_string(game->terrain().cellCount()));
    Solution out;
    const Analysis analysis = analyse(level, *game, req, out.stats, deadline);
    LodeState start = game->start(req.seed);
    for (int i = 0; i < req.leadSteps; ++i)
        game->step(start, LodeMove::Wait);
    std::optional<LodeDistances> dist; // made when a search needs it, then shared by all of them
    auto distances = [&]() -> LodeDistances & {
        if (!dist)
            dist.emplace(level, req.timings.digSteps, true);
        return *dist;
    };
    // The point `num`/`den` of the way from `from` to the deadline, where a stage stops.
    auto share = [&](int num, int den, std::chrono::steady_clock::time_point from) {
        return deadline == std::chrono::steady_clock::time_point::max()
                   ? deadline
                   : from + (deadline - from) * num / den;
    };
    // The repair's furthest state along the plan, finished leg by leg (a guard there often carries the
    // last gold, or stands where the plan's next keys go).
    std::string furthest;
    std::size_t triesStates = 0; // kept by the tries from it, taken from the legs' half of the states
    auto finishFrom = [&](const std::string &prefix, std::chrono::steady_clock::time_point until,
                          std::size_t budget) -> std::string {
        LodeState s = start;
        for (char k : prefix)
            game->step(s, lodeMoveOfKey(k));
        if (s.status != LodeStatus::Playing)
            return {};
        std::size_t used = 0;
        const std::string rest =
            solveByLegs(*game, distances(), req, analysis, s, until, budget, deadline, used);
        triesStates += used;
        out.stats.states += used;
        return rest.empty() ? rest : prefix + rest;
    };
    // The tries: from all of the furthest state's keys, then two thirds and one third of them, each with an
    // eighth of the states, until a quarter, three eighths and half of the time the repair left (so a long
    // repair does not starve them).
    auto fromFurthest = [&]() -> std::string {
        struct Try
        {
            std::size_t thirds;
            int num, den;
        };
        static constexpr Try kTries[] = {{3, 1, 4}, {2, 3, 8}, {1, 1, 2}};
        const auto from = std::chrono::steady_clock::now();
        for (const Try &t : kTries)
            if (std::string won = finishFrom(furthest.substr(0, furthest.size() * t.thirds / 3),
                                             share(t.num, t.den, from), req.maxStates / 8);
                !won.empty())
                return won;
        return {};
    };
    // The other complete static plan (Analysis::otherKeys), as it is or worked round the guards.
    auto otherPlan = [&]() -> std::string {
        if (analysis.otherKeys.empty())
            return {};
        if (replay(*game, req, analysis.otherKeys, out.stats))
            return analysis.otherKeys;
        return repairLodePlan(*game, analysis.otherKeys, req, start, deadline, out.stats.states);
    };
    // The legs from the start: half the states less the tries', never under a quarter.
    auto legsBudget = [&] {
        return std::max(req.maxStates / 4, req.maxStates / 2 - std::min(req.maxStates / 2, triesStates));
    };
    std::string keys;
    if (start.status == LodeStatus::Won) {
        out.solved = true;
    } else if (analysis.planComplete && replay(*game, req, analysis.planKeys, out.stats)) {
        keys = analysis.planKeys; // the guards do not get in the way of the static plan
        out.solved = true;
    } else if (start.status == LodeStatus::Playing && analysis.planComplete &&
               !(keys = repairLodePlan(*game, analysis.planKeys, req, start, deadline, out.stats.states,
                                       &furthest))
                    .empty()) {
        out.solved = true;
    } else if (start.status == LodeStatus::Playing && req.maxStates >= kTriesMinStates &&
               !(keys = otherPlan()).empty()) {
        out.solved = true;
    } else if (start.status == LodeStatus::Playing && !furthest.empty() && req.maxStates >= kTriesMinStates &&
               !(keys = fromFurthest()).empty()) {
        out.solved = true;
    } else if (start.status == LodeStatus::Playing &&
               !(keys = solveByLegs(*game, distances(), req, analysis, start, share(3, 4, t0), legsBudget(),
                                    deadline, out.stats.states))
                    .empty()) {
        out.solved = true;
    } else if (start.status == LodeStatus::Playing) {
        Search search(*game, distances(), req, analysis, deadline);
        search.setMaxStates(
            std::max<std::size_t>(req.maxStates - std::min(req.maxStates, out.stats.states), 1));
        keys = search.run(start);
        out.stats.states += search.states();
        out.solved = !keys.empty();
        out.gaveUp = search.gaveUp();
        if (out.gaveUp == SolveGaveUp::GuardTrap && !out.stats.goldUnreachable.empty())
            out.gaveUp = SolveGaveUp::Unreachable;
    } else {
        out.gaveUp = SolveGaveUp::GuardTrap; // lost before the first key
    }
    if (out.solved && !replay(*game, req, keys, out.stats)) {
        out.solved = false; // a hash collision took the search somewhere else: say so rather than lie
        out.gaveUp = SolveGaveUp::Budget;
        keys.clear();
    }
    out.keys = std::move(keys);
    out.reason = reasonFor(out.gaveUp, out.stats, req);
    out.stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return out;
}

void installLodeRunnerSolver()
{
    setLodeRunnerBeatable(&beatableWithin);
}

} // namespace mapsmith
