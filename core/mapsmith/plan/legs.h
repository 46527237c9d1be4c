// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// The legs between collection targets: the fewest moves, and one such path, from the start and from each
// target to every target. One breadth-first search per source over the rules' state graph (O(k (V + E))
// for k targets); a target's cell counts as reached at the first of its states dequeued, so ties go to the
// BFS order, which the rules fix. A leg from a target starts in the state of standing on that cell as a
// search would start (with Lode Runner digging: no hole open), so with digging the legs are a model, and
// only the bitmask planner is exact.

#include <mapsmith/search/types.h>

#include <cstdint>
#include <unordered_map>
#include <vector>

namespace mapsmith {

struct Legs
{
    int targets = 0;
    int sources = 0;         ///< rows: row 0 is the start (or the first source), row i + 1 is target i
    std::vector<Cost> moves; ///< sources x targets; kUnreachable when no path
    std::vector<std::uint32_t> passed;     ///< sources x targets: targets whose cell the leg's path enters
    std::vector<std::vector<Point>> paths; ///< sources x targets: the leg's cells, source first
    Cost at(int source, int target) const { return moves[index(source, target)]; }
    std::size_t index(int source, int target) const
    {
        return static_cast<std::size_t>(source) * static_cast<std::size_t>(targets) +
               static_cast<std::size_t>(target);
    }
};

/// Legs from each state in `sources` to each of `targets` (at most 32). With `withPaths` false only the
/// move counts are kept (for guard distances).
template <class Rules>
Legs computeLegs(const Rules &rules, const std::vector<StateId> &sources, const std::vector<Point> &targets,
                 bool withPaths = true)
{
    Legs legs;
    legs.targets = static_cast<int>(targets.size());
    legs.sources = static_cast<int>(sources.size());
    const std::size_t cells = sources.size() * targets.size();
    legs.moves.assign(cells, kUnreachable);
    legs.passed.assign(cells, 0);
    if (withPaths)
        legs.paths.assign(cells, {});
    std::unordered_map<std::int32_t, std::uint32_t> targetsAt; // cell key -> targets there
    for (std::size_t j = 0; j < targets.size(); ++j)
        targetsAt[rules.cellKeyOf(targets[j])] |= 1u << j;
    const std::uint32_t all = targets.size() >= 32 ? ~0u : (1u << targets.size()) - 1u;

    std::vector<Cost> depth(rules.stateCount(), -1);
    std::vector<StateId> parent(rules.stateCount(), kNoState);
    std::vector<StateId> queue;
    for (std::size_t r = 0; r < sources.size(); ++r) {
        for (StateId s : queue)
            depth[static_cast<std::size_t>(s)] = -1;
        queue.clear();
        if (sources[r] == kNoState)
            continue;
        queue.push_back(sources[r]);
        depth[static_cast<std::size_t>(sources[r])] = 0;
        parent[static_cast<std::size_t>(sources[r])] = kNoState;
        std::uint32_t hit = 0;
        for (std::size_t head = 0; head < queue.size() && hit != all; ++head) {
            const StateId s = queue[head];
            const auto d = depth[static_cast<std::size_t>(s)];
            if (auto it = targetsAt.find(rules.cellKey(s)); it != targetsAt.end() && (it->second & ~hit)) {
                for (std::size_t j = 0; j < targets.size(); ++j) {
                    if (!((it->second & ~hit) >> j & 1u))
                        continue;
                    const auto i = legs.index(static_cast<int>(r), static_cast<int>(j));
                    legs.moves[i] = d;
                    std::vector<Point> path;
                    for (StateId p = s; p != kNoState; p = parent[static_cast<std::size_t>(p)]) {
                        if (auto t = targetsAt.find(rules.cellKey(p)); t != targetsAt.end())
                            legs.passed[i] |= t->second;
                        if (withPaths)
                            path.push_back(rules.cellOf(p));
                    }
                    if (withPaths)
                        legs.paths[i].assign(path.rbegin(), path.rend());
                }
                hit |= it->second;
            }
            rules.forEachSuccessor(s, [&](StateId t, Cost) {
                if (depth[static_cast<std::size_t>(t)] < 0) {
                    depth[static_cast<std::size_t>(t)] = d + 1;
                    parent[static_cast<std::size_t>(t)] = s;
                    queue.push_back(t);
                }
            });
        }
    }
    return legs;
}

} // namespace mapsmith
