// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/plan/lodesearch.h>

#include <queue>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdlib>

namespace mapsmith {

namespace {

constexpr int kRefusedSteps = 10; // steps a line may go on after its goal was refused
constexpr std::array<LodeMove, 7> kMoves = {LodeMove::Wait,    LodeMove::Left, LodeMove::Right,
                                            LodeMove::Up,      LodeMove::Down, LodeMove::DigLeft,
                                            LodeMove::DigRight};

int manhattan(const LodeTerrain &t, std::int32_t a, std::int32_t b)
{
    const Point p = t.pointOf(a);
    const Point q = t.pointOf(b);
    return std::abs(p.x - q.x) + std::abs(p.y - q.y);
}

/// Holes dug and not yet used: entered by the runner, or the cell beside a dig.
struct Unused
{
    std::array<std::int32_t, 8> cells{};
    std::uint8_t n = 0;
};

std::uint64_t searchKey(const LodeState &s, bool exactTimes, const Unused &u = {})
{
    // FNV-1a over what can differ between guard-free states.
    std::uint64_t h = 0xcbf29ce484222325ull;
    auto add = [&h](std::uint64_t v) {
        h ^= v;
        h *= 0x100000001b3ull;
        h ^= h >> 29;
    };
    add(static_cast<std::uint32_t>(s.runner));
    add(static_cast<std::uint32_t>(s.digCell) ^ (static_cast<std::uint64_t>(s.digLeft) << 32));
    add(s.holes.size());
    for (const LodeHole &o : s.holes)
        add(static_cast<std::uint32_t>(o.cell) |
            (exactTimes ? static_cast<std::uint64_t>(static_cast<std::uint16_t>(o.left)) << 32 : 0));
    for (std::uint64_t w : s.gold())
        add(w);
    for (std::uint8_t i = 0; i < u.n; ++i)
        add(static_cast<std::uint32_t>(u.cells[i]) | std::uint64_t{1} << 40);
    return h;
}

/// The Manhattan distance from every cell to the nearest gold on the ground (a BFS that ignores walls).
std::vector<int> nearestGoldField(const LodeTerrain &t, const LodeState &s)
{
    std::vector<int> d(t.cellCount(), -1);
    std::vector<std::int32_t> queue;
    for (int y = 0; y < t.height(); ++y)
        for (int x = 0; x < t.width(); ++x)
            if (const std::int32_t c = t.cellOf({x, y}); s.hasGold(c)) {
                d[static_cast<std::size_t>(c)] = 0;
                queue.push_back(c);
            }
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const std::int32_t c = queue[head];
        for (std::int32_t n : {c - 1, c + 1, c - t.stride(), c + t.stride()}) {
            if (!t.inside(t.pointOf(n)) || d[static_cast<std::size_t>(n)] >= 0)
                continue;
            d[static_cast<std::size_t>(n)] = d[static_cast<std::size_t>(c)] + 1;
            queue.push_back(n);
        }
    }
    return d;
}

class Heuristic
{
public:
    Heuristic(const LodeRunnerGame &game, const LodeState &from, const LodeGoal &goal)
        : m_game(game), m_t(game.terrain()), m_goal(goal)
    {
        if (goal.kind == LodeGoal::Kind::AnyGold)
            m_field = nearestGoldField(m_t, from);
        if (goal.kind == LodeGoal::Kind::AllGold)
            for (int y = 0; y < m_t.height(); ++y)
                for (int x = 0; x < m_t.width(); ++x)
                    if (const std::int32_t c = m_t.cellOf({x, y}); from.hasGold(c))
                        m_gold.push_back(c);
    }

    int operator()(const LodeState &s) const
    {
        if (m_goal.goldGuide && s.goldLeft > 0) {
            // Gold first, then the top: the nearest gold, and at least the rows up from the lowest gold.
            const int d = (*m_goal.goldGuide)[static_cast<std::size_t>(s.runner)];
            return (d < kFarGuide ? d : bound(s) + 64) + s.goldLeft;
        }
        if (m_goal.guide) {
            const int d = (*m_goal.guide)[static_cast<std::size_t>(s.runner)];
            if (d < kFarGuide)
                return d;
            return bound(s) + 64; // no way on the cell graph: after everything that has one
        }
        return bound(s);
    }

private:
    static constexpr int kFarGuide = 4000; // LodeDistances::kFar

    int bound(const LodeState &s) const
    {
        switch (m_goal.kind) {
        case LodeGoal::Kind::AnyGold:
            return std::max(0, m_field[static_cast<std::size_t>(s.runner)]);
        case LodeGoal::Kind::Gold:
            return manhattan(m_t, s.runner, m_goal.cell);
        case LodeGoal::Kind::Escape:
            return toTop(s.runner);
        case LodeGoal::Kind::AllGold: {
            int h = 0; // every gold left must be visited
            for (std::int32_t g : m_gold)
                if (s.hasGold(g))
                    h = std::max(h, manhattan(m_t, s.runner, g));
            return h;
        }
        }
        return 0;
    }

    int toTop(std::int32_t c) const
    {
        if (const auto exit = m_game.exit())
            return manhattan(m_t, c, m_t.cellOf(*exit));
        return m_t.pointOf(c).y;
    }

    const LodeRunnerGame &m_game;
    const LodeTerrain &m_t;
    LodeGoal m_goal;
    std::vector<int> m_field;
    std::vector<std::int32_t> m_gold;
};

bool reachedKind(const LodeRunnerGame &game, const LodeState &from, const LodeState &s, const LodeGoal &goal)
{
    switch (goal.kind) {
    case LodeGoal::Kind::AnyGold:
        return s.goldLeft < from.goldLeft;
    case LodeGoal::Kind::Gold:
        return !s.hasGold(goal.cell);
    case LodeGoal::Kind::AllGold:
        return s.goldLeft == 0;
    case LodeGoal::Kind::Escape:
        return s.status == LodeStatus::Won || game.atGoal(s);
    }
    return false;
}

struct Node
{
    LodeState state;
    std::int32_t parent = -1;
    int g = 0;
    LodeMove move = LodeMove::Wait;
    std::uint8_t repeat = 1; ///< how many times `move` was pressed (a wait until a hole refills)
    Unused unused;
    int metAt = -1; ///< the step the goal's kind was first met on this line (accept refused it)
    std::uint64_t key = 0;
};

/// The unused holes after a step from `cur` to `next` by `m`; false when one is older than `useWithin`
/// steps (or more than eight are open unused): such a state is no better than the one that never dug it.
bool trackUnused(const LodeRunnerGame &game, const LodeState &cur, const LodeState &next, LodeMove m,
                 bool dug, int useWithin, Unused &u)
{
    const std::int32_t beside =
        next.digLeft > 0 && cur.digLeft == 0 ? cur.runner + (m == LodeMove::DigLeft ? -1 : 1) : -1;
    Unused out;
    for (std::uint8_t i = 0; i < u.n; ++i) {
        const std::int32_t c = u.cells[i];
        const auto hole = std::find_if(next.holes.begin(), next.holes.end(),
                                       [c](const LodeHole &h) { return h.cell == c; });
        if (hole == next.holes.end() || next.runner == c || beside == c)
            continue; // refilled, pruned or used
        if (useWithin > 0 && game.timings().holeSteps + 1 - hole->left > useWithin)
            return false;
        out.cells[out.n++] = c;
    }
    if (dug && !next.holes.empty()) {
        if (out.n == out.cells.size())
            return false;
        out.cells[out.n++] = next.holes.back().cell;
    }
    u = out;
    return true;
}

/// Fewest steps found per state key: open addressing with linear probing (the standard library's node
/// map spent most of the search's time chasing its lists). Key 0 is stored as 1.
class StepTable
{
public:
    explicit StepTable(std::size_t expected)
    {
        std::size_t cap = 1024;
        while (cap < expected * 2)
            cap <<= 1;
        m_keys.assign(cap, 0);
        m_steps.assign(cap, 0);
    }
    /// The slot of `key`, and whether it was new (its steps then set to `steps`).
    std::pair<int *, bool> find(std::uint64_t key, int steps)
    {
        if (2 * (m_size + 1) > m_keys.size())
            grow();
        key = key ? key : 1;
        std::size_t i = static_cast<std::size_t>(key * 0x9e3779b97f4a7c15ull >> m_shift);
        while (m_keys[i] != 0 && m_keys[i] != key)
            i = (i + 1) & (m_keys.size() - 1);
        if (m_keys[i] == key)
            return {&m_steps[i], false};
        m_keys[i] = key;
        m_steps[i] = steps;
        ++m_size;
        return {&m_steps[i], true};
    }

private:
    void grow()
    {
        std::vector<std::uint64_t> keys(m_keys.size() * 2, 0);
        std::vector<int> steps(keys.size(), 0);
        keys.swap(m_keys);
        steps.swap(m_steps);
        m_size = 0;
        m_shift = 64 - std::countr_zero(m_keys.size());
        for (std::size_t j = 0; j < keys.size(); ++j)
            if (keys[j])
                find(keys[j], steps[j]);
    }

    std::vector<std::uint64_t> m_keys;
    std::vector<int> m_steps;
    std::size_t m_size = 0;
    int m_shift = 64 - 10;

public:
    void fixShift() { m_shift = 64 - std::countr_zero(m_keys.size()); }
};

struct Open
{
    int f;
    int h;
    std::uint32_t seq;
    std::int32_t node;
    bool operator>(const Open &o) const
    {
        if (f != o.f)
            return f > o.f;
        if (h != o.h)
            return h > o.h;
        return seq > o.seq;
    }
};

} // namespace

void pruneFarHoles(const LodeRunnerGame &game, LodeState &s)
{
    const LodeTerrain &t = game.terrain();
    std::erase_if(s.holes, [&](const LodeHole &h) { return manhattan(t, s.runner, h.cell) > h.left + 2; });
}

LodeLeg searchLodeLeg(const LodeRunnerGame &game, const LodeState &from, const LodeGoal &goal,
                      const LodeSearchLimits &limits)
{
    LodeLeg leg;
    leg.end = from;
    if (from.status != LodeStatus::Playing)
        return leg;
    const Heuristic h(game, from, goal);
    std::vector<Node> nodes;
    StepTable bestG(std::min<std::size_t>(limits.maxStates, 1u << 14));
    bestG.fixShift();
    std::priority_queue<Open, std::vector<Open>, std::greater<>> open;
    std::uint32_t seq = 0;
    Node root{from, -1, 0, LodeMove::Wait, 1, {}, -1, 0};
    pruneFarHoles(game, root.state);
    root.key = searchKey(root.state, limits.exactTimes);
    bestG.find(root.key, 0);
    open.push(Open{h(root.state), h(root.state), seq++, 0});
    nodes.push_back(std::move(root));
    std::int32_t goalNode = -1;
    std::uint32_t pops = 0;
    std::int32_t bestNode = 0; // AllGold: the fewest gold left, then the fewest steps, among expanded states
    while (!open.empty()) {
        if (nodes.size() >= limits.maxStates)
            break;
        if ((++pops & 15u) == 1 && ((limits.control && limits.control->cancelled()) ||
                                    std::chrono::steady_clock::now() >= limits.deadline))
            break;
        const Open top = open.top();
        open.pop();
        const int g = nodes[static_cast<std::size_t>(top.node)].g;
        if (g > *bestG.find(nodes[static_cast<std::size_t>(top.node)].key, g).first)
            continue; // found again cheaper since
        const LodeState &here = nodes[static_cast<std::size_t>(top.node)].state;
        if (top.node > 0 && reachedKind(game, from, here, goal)) {
            if (!goal.accept || goal.accept(here)) {
                goalNode = top.node; // the goal test on leaving the queue keeps A* exact
                break;
            }
            // Met but refused: a few more steps may still make it acceptable (out of a pit through the
            // holes the test does not see), no more.
            if (nodes[static_cast<std::size_t>(top.node)].metAt >= 0 &&
                g - nodes[static_cast<std::size_t>(top.node)].metAt > kRefusedSteps)
                continue;
        }
        const Node &best = nodes[static_cast<std::size_t>(bestNode)];
        if (here.goldLeft < best.state.goldLeft || (here.goldLeft == best.state.goldLeft && g < best.g))
            bestNode = top.node;
        const bool control = game.hasControl(nodes[static_cast<std::size_t>(top.node)].state);
        const bool timeMatters = !nodes[static_cast<std::size_t>(top.node)].state.holes.empty() || !control;
        for (LodeMove m : kMoves) {
            if (!control && m != LodeMove::Wait)
                break;
            if (m == LodeMove::Wait && !timeMatters)
                continue; // standing still with no hole open changes nothing
            const LodeState &cur = nodes[static_cast<std::size_t>(top.node)].state;
            if ((m == LodeMove::DigLeft || m == LodeMove::DigRight) &&
                (!limits.digging || static_cast<int>(cur.holes.size()) >= limits.maxHoles))
                continue;
            LodeState next = nodes[static_cast<std::size_t>(top.node)].state;
            const bool dug = game.step(next, m).dug;
            int cost = 1;
            if (m == LodeMove::Wait && control && !limits.exactTimes) {
                // Standing still only matters when it lets a hole refill: wait for the next one at once.
                const std::size_t openHoles = cur.holes.size();
                while (next.status == LodeStatus::Playing && next.holes.size() >= openHoles && cost < 250 &&
                       game.hasControl(next)) {
                    game.step(next, LodeMove::Wait);
                    ++cost;
                }
            }
            if (next.status == LodeStatus::Lost)
                continue;
            if (m != LodeMove::Wait && next.runner == cur.runner && next.digLeft == 0 && control)
                continue; // a move into a wall: the same as waiting
            pruneFarHoles(game, next);
            Unused unused = nodes[static_cast<std::size_t>(top.node)].unused;
            if (!trackUnused(game, cur, next, m, dug, limits.useWithin, unused))
                continue;
            const std::uint64_t key = searchKey(next, limits.exactTimes, unused);
            auto [steps, fresh] = bestG.find(key, g + cost);
            if (!fresh && *steps <= g + cost)
                continue;
            *steps = g + cost;
            const int hn = reachedKind(game, from, next, goal) ? 0 : h(next);
            const int metAt = nodes[static_cast<std::size_t>(top.node)].metAt >= 0
                                  ? nodes[static_cast<std::size_t>(top.node)].metAt
                              : reachedKind(game, from, next, goal) ? g + cost
                                                                    : -1;
            nodes.push_back(Node{std::move(next), top.node, g + cost, m, static_cast<std::uint8_t>(cost),
                                 unused, metAt, key});
            open.push(Open{g + cost + hn, hn, seq++, static_cast<std::int32_t>(nodes.size() - 1)});
        }
    }
    leg.states = nodes.size();
    leg.exhausted = goalNode < 0 && open.empty();
    leg.found = goalNode >= 0;
    if (!leg.found && leg.exhausted && goal.kind == LodeGoal::Kind::AllGold)
        goalNode = bestNode; // exhausted, so every state was expanded at its fewest steps
    if (goalNode < 0)
        return leg;
    for (std::int32_t n = goalNode; nodes[static_cast<std::size_t>(n)].parent >= 0;
         n = nodes[static_cast<std::size_t>(n)].parent)
        leg.moves.insert(leg.moves.end(), nodes[static_cast<std::size_t>(n)].repeat,
                         nodes[static_cast<std::size_t>(n)].move);
    std::reverse(leg.moves.begin(), leg.moves.end());
    // The end state as the real world has it (the pruned holes kept): replay from the start.
    leg.end = from;
    for (LodeMove m : leg.moves)
        game.step(leg.end, m);
    return leg;
}

} // namespace mapsmith
