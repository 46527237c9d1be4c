// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// Exact minimum number of moves to collect targets: breadth-first search over (state, collected-set).
//
// Source: the standard "BFS over (position, bitmask of keys)" construction used for collect-all-items
// puzzles (e.g. shortest path visiting all nodes; LeetCode 847 / 864 write-ups). A target is collected
// when the walk enters its cell, including in passing or while falling. States are first numbered by a
// plain BFS from the start (only reachable ones), so the table holds reachable x 2^k entries: at most
// 14 targets and kBitmaskMaxNodes entries (4 bytes each), more is refused. O(reachable x 2^k x moves).
// When no walk collects everything, the answer is the largest set that can be collected, with the fewest
// moves. Deterministic: BFS in the rules' successor order; the first node of the best set dequeued wins.
// Exact under any rules, Lode Runner digging included (the hole is part of the state).

#include <mapsmith/search/types.h>
#include <mapsmith/util/result.h>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <string>
#include <vector>

namespace mapsmith {

inline constexpr int kBitmaskMaxTargets = 14;
inline constexpr std::size_t kBitmaskMaxNodes = std::size_t{1} << 25;

struct BitmaskWalk
{
    std::vector<StateId> states; ///< start first
    std::uint32_t collected = 0; ///< targets collected by the walk
    Cost moves = 0;
};

template <class Rules>
Result<BitmaskWalk> bitmaskBfs(const Rules &rules, StateId start, const std::vector<Point> &targets)
{
    const int k = static_cast<int>(targets.size());
    if (k > kBitmaskMaxTargets)
        return Error::badInput("the bitmask planner handles at most " + std::to_string(kBitmaskMaxTargets) +
                               " targets (its table grows as 2^n); this map has " + std::to_string(k) +
                               ": use the optimal or greedy planner");
    // Number the reachable states.
    std::vector<std::int32_t> compact(rules.stateCount(), -1);
    std::vector<StateId> plain{start};
    compact[static_cast<std::size_t>(start)] = 0;
    for (std::size_t head = 0; head < plain.size(); ++head) {
        rules.forEachSuccessor(plain[head], [&](StateId t, Cost) {
            if (compact[static_cast<std::size_t>(t)] < 0) {
                compact[static_cast<std::size_t>(t)] = static_cast<std::int32_t>(plain.size());
                plain.push_back(t);
            }
        });
    }
    const std::size_t nodes = plain.size() << k;
    if (nodes > kBitmaskMaxNodes)
        return Error::badInput("the bitmask planner would need " + std::to_string(nodes) +
                               " table entries (" + std::to_string(plain.size()) + " reachable states x 2^" +
                               std::to_string(k) + "); the limit is " + std::to_string(kBitmaskMaxNodes) +
                               ": use the optimal planner");
    std::vector<std::uint32_t> maskOf(plain.size(), 0);
    for (std::size_t c = 0; c < plain.size(); ++c)
        for (int j = 0; j < k; ++j)
            if (rules.cellKey(plain[c]) == rules.cellKeyOf(targets[static_cast<std::size_t>(j)]))
                maskOf[c] |= 1u << j;

    constexpr std::uint32_t kUnseen = 0xffffffffu;
    const std::uint32_t full = (1u << k) - 1u;
    std::vector<std::uint32_t> parent(nodes, kUnseen);
    std::vector<std::uint32_t> queue;
    queue.reserve(plain.size());
    const auto first = static_cast<std::uint32_t>(maskOf[0]);
    queue.push_back(first);
    parent[first] = first;
    std::uint32_t best = first;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const std::uint32_t node = queue[head];
        const std::uint32_t mask = node & full;
        if (std::popcount(mask) > std::popcount(best & full))
            best = node;
        if (mask == full)
            break;
        rules.forEachSuccessor(plain[node >> k], [&](StateId t, Cost) {
            const auto c = static_cast<std::uint32_t>(compact[static_cast<std::size_t>(t)]);
            const std::uint32_t next = c << k | (mask | maskOf[c]);
            if (parent[next] == kUnseen) {
                parent[next] = node;
                queue.push_back(next);
            }
        });
    }
    BitmaskWalk walk;
    walk.collected = best & full;
    for (std::uint32_t n = best;; n = parent[n]) {
        walk.states.push_back(plain[n >> k]);
        if (parent[n] == n)
            break;
    }
    std::reverse(walk.states.begin(), walk.states.end());
    walk.moves = static_cast<Cost>(walk.states.size()) - 1;
    return walk;
}

} // namespace mapsmith
