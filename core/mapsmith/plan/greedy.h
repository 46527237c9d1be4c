// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// Greedy gold collection, the way the classic Lode Runner bot write-ups play: from where the runner stands,
// go to the gold with the fewest moves by the true path (not the straight-line distance), shunning gold
// near a guard or enemy; repeat. The danger penalty of a gold d moves from the nearest enemy is, with the
// "steps" falloff, weight x (radius - d) when d < radius (weight 1, radius 5 by default), or with the
// "share" falloff weight x max(0, 1 - d / radius): the rhythm-dungeon game's priority
// distance + 20 x max(0, 1 - d_enemy / 10) is weight 20, radius 10, share. Its detour variant takes
// detourBonus (15) off a gold's score for every other untaken gold its path walks over. The "credit on the
// way" variant marks every gold the chosen path walks over as taken (the runner picks it up in passing);
// without it only the chosen gold counts and the runner may come back for the others. A walk's safety
// score (safetyScore) is the sum over its cells of min(d_enemy, cap), as that game scores a path.
//
// Any number of targets: one breadth-first search from the runner per gold taken, O(k (V + E)) for k gold
// over a state graph of V states and E moves, plus one search per guard for the penalty. Ties: lower
// score, then fewer moves, then the lower target index; within a search, the BFS order the rules fix.
// Scores are doubles: with whole weights every score is a whole number, so the default ties are those of
// the integer scores the planner had before. The detour count walks each candidate's BFS path back, O(k L)
// per gold taken (only when detourBonus > 0).
// Gold that no walk reaches is left and reported; the loop ends when nothing untaken is reachable from
// the runner's position, so it never spins. Never shorter than Held-Karp or the bitmask BFS (the tests
// check). (Lode Runner levels are planned by plan/lodeplan.h instead.)

#include <mapsmith/params/params.h>
#include <mapsmith/search/types.h>

#include <algorithm>
#include <cstdint>
#include <unordered_map>
#include <vector>

namespace mapsmith {

enum class DangerFalloff { Steps, Share };

struct GreedyOptions
{
    bool creditOnTheWay = true;
    double dangerWeight = 1; ///< Steps: extra moves per step of closeness to a guard; Share: the whole scale
    Cost dangerRadius = 5;   ///< guards this far (in moves) or farther add nothing
    DangerFalloff falloff = DangerFalloff::Steps;
    double detourBonus = 0; ///< taken off a gold's score per other untaken gold on its path
    Cost safetyCap = 20;    ///< safetyScore's cap per cell

    /// The options a map's generator parameters ask for (generate/enemies.h: danger_weight, danger_radius,
    /// danger_falloff, detour_bonus, safety_cap); parameters the set lacks keep these defaults.
    static GreedyOptions fromParams(const ParamSet &params);
    /// The penalty of a gold `d` moves from the nearest guard (kUnreachable: none reaches it).
    double penalty(Cost d) const
    {
        if (d == kUnreachable || d >= dangerRadius || dangerRadius <= 0)
            return 0;
        return falloff == DangerFalloff::Steps
                   ? dangerWeight * static_cast<double>(dangerRadius - d)
                   : dangerWeight * (1.0 - static_cast<double>(d) / static_cast<double>(dangerRadius));
    }
};

/// Breadth-first search over a rules' states from one source, reused between searches.
template <class Rules> class BfsField
{
public:
    explicit BfsField(const Rules &rules)
        : m_rules(rules), m_depth(rules.stateCount(), -1), m_parent(rules.stateCount(), kNoState)
    {
    }
    /// Searches from `source`; `onState(state, depth)` sees every state once, in BFS order, and returns
    /// false to stop early.
    template <class F> void run(StateId source, F &&onState)
    {
        for (StateId s : m_queue)
            m_depth[static_cast<std::size_t>(s)] = -1;
        m_queue.clear();
        if (source == kNoState)
            return;
        m_queue.push_back(source);
        m_depth[static_cast<std::size_t>(source)] = 0;
        m_parent[static_cast<std::size_t>(source)] = kNoState;
        for (std::size_t head = 0; head < m_queue.size(); ++head) {
            const StateId s = m_queue[head];
            const Cost d = m_depth[static_cast<std::size_t>(s)];
            if (!onState(s, d))
                return;
            m_rules.forEachSuccessor(s, [&](StateId t, Cost) {
                if (m_depth[static_cast<std::size_t>(t)] < 0) {
                    m_depth[static_cast<std::size_t>(t)] = d + 1;
                    m_parent[static_cast<std::size_t>(t)] = s;
                    m_queue.push_back(t);
                }
            });
        }
    }
    StateId parent(StateId s) const { return m_parent[static_cast<std::size_t>(s)]; }

private:
    const Rules &m_rules;
    std::vector<Cost> m_depth;
    std::vector<StateId> m_parent;
    std::vector<StateId> m_queue;
};

/// The fewest moves from any of `guards` to each target (kUnreachable when none gets there).
template <class Rules>
std::vector<Cost> guardDistances(const Rules &rules, const std::vector<StateId> &guards,
                                 const std::vector<Point> &targets)
{
    std::unordered_map<std::int32_t, std::vector<std::size_t>> at;
    for (std::size_t j = 0; j < targets.size(); ++j)
        at[rules.cellKeyOf(targets[j])].push_back(j);
    std::vector<Cost> out(targets.size(), kUnreachable);
    BfsField<Rules> bfs(rules);
    for (StateId g : guards)
        bfs.run(g, [&](StateId s, Cost d) {
            if (auto it = at.find(rules.cellKey(s)); it != at.end())
                for (std::size_t j : it->second)
                    out[j] = std::min(out[j], d);
            return true;
        });
    return out;
}

/// The greedy walk from `start`, start first (cells).
template <class Rules>
std::vector<Point> greedyWalk(const Rules &rules, StateId start, const std::vector<Point> &targets,
                              const std::vector<Cost> &guardMoves, const GreedyOptions &o)
{
    const std::size_t k = targets.size();
    std::unordered_map<std::int32_t, std::vector<std::size_t>> at;
    for (std::size_t j = 0; j < k; ++j)
        at[rules.cellKeyOf(targets[j])].push_back(j);
    std::vector<bool> taken(k, false);
    auto takeAt = [&](StateId s) {
        if (auto it = at.find(rules.cellKey(s)); it != at.end())
            for (std::size_t j : it->second)
                taken[j] = true;
    };
    auto penalty = [&](std::size_t j) {
        return o.penalty(j < guardMoves.size() ? guardMoves[j] : kUnreachable);
    };
    std::vector<Point> path{rules.cellOf(start)};
    takeAt(start); // gold under the runner's feet is taken at once
    BfsField<Rules> bfs(rules);
    std::vector<Cost> moves(k);
    std::vector<StateId> reach(k);
    // Untaken gold other than j on the BFS path to j's cell (the detour variant's count).
    auto passed = [&](std::size_t j, StateId from) {
        int n = 0;
        for (StateId s = bfs.parent(reach[j]); s != from && s != kNoState; s = bfs.parent(s))
            if (auto it = at.find(rules.cellKey(s)); it != at.end())
                for (std::size_t i : it->second)
                    n += !taken[i] && i != j ? 1 : 0;
        return n;
    };
    for (StateId cur = start;;) {
        std::fill(moves.begin(), moves.end(), kUnreachable);
        std::size_t left = 0;
        for (std::size_t j = 0; j < k; ++j)
            left += taken[j] ? 0 : 1;
        bfs.run(cur, [&](StateId s, Cost d) {
            if (auto it = at.find(rules.cellKey(s)); it != at.end())
                for (std::size_t j : it->second)
                    if (!taken[j] && moves[j] == kUnreachable) {
                        moves[j] = d;
                        reach[j] = s;
                        --left;
                    }
            return left > 0;
        });
        std::size_t best = k;
        double bestScore = 0;
        for (std::size_t j = 0; j < k; ++j) {
            if (taken[j] || moves[j] == kUnreachable)
                continue;
            double score = static_cast<double>(moves[j]) + penalty(j);
            if (o.detourBonus > 0)
                score -= o.detourBonus * passed(j, cur);
            if (best == k || score < bestScore || (score == bestScore && moves[j] < moves[best])) {
                best = j;
                bestScore = score;
            }
        }
        if (best == k)
            return path;
        std::vector<StateId> leg;
        for (StateId s = reach[best]; s != cur; s = bfs.parent(s))
            leg.push_back(s);
        for (auto it = leg.rbegin(); it != leg.rend(); ++it) {
            path.push_back(rules.cellOf(*it));
            if (o.creditOnTheWay)
                takeAt(*it);
        }
        for (std::size_t j : at[rules.cellKey(reach[best])])
            if (o.creditOnTheWay || j == best)
                taken[j] = true;
        cur = reach[best];
    }
}

/// A walk's safety as the rhythm-dungeon game scores it: the sum over its cells of min(d, cap), d the fewest
/// moves from any of `guards` to the cell (cap where none reaches it). Higher is safer. O(guards (V + E)).
template <class Rules>
std::int64_t safetyScore(const Rules &rules, const std::vector<StateId> &guards,
                         const std::vector<Point> &path, Cost cap)
{
    const std::vector<Cost> d = guardDistances(rules, guards, path);
    std::int64_t sum = 0;
    for (const Cost c : d)
        sum += std::min(c, cap);
    return sum;
}

} // namespace mapsmith
