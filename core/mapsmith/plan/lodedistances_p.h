// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// The distance oracle of the planner's guided legs and the solver: steps from every cell to a target cell
// (or the nearest of several) on the cell graph of
// LodeRunnerRules with digging (search/loderunnerrules.h), by a reverse Dijkstra over its predecessor
// lists (moves cost 1, a dig-and-drop digSteps + 2). O(V log V) a target, computed when first asked for
// and kept. A cell with no way on the cell graph (which chains no holes and knows no guards) gets kFar, so
// the solver's heuristic still orders such states, only without guidance.

#include <mapsmith/search/loderunnerrules.h>

#include <cstdint>
#include <memory>
#include <unordered_map>
#include <vector>

namespace mapsmith {

class LodeDistances
{
public:
    static constexpr std::uint16_t kFar = 4000;

    /// With `tunnels`, the graph also digs down through any brick below and sideways through brick from
    /// inside a hole (a relaxation of chains of holes, for guiding searches that step the real world).
    LodeDistances(const GridMap &map, int digSteps, bool tunnels = false);

    /// Steps from every cell to `target`, hidden ladders hidden.
    const std::vector<std::uint16_t> &to(std::int32_t target);
    /// Steps from every cell to the nearest of `targets` (not kept), hidden ladders hidden or shown.
    std::vector<std::uint16_t> toAny(const std::vector<std::int32_t> &targets, bool shown) const
    {
        return reverse(shown ? m_shown : m_hidden, targets);
    }
    /// Steps from every cell to the top row (or the exit), hidden ladders shown.
    const std::vector<std::uint16_t> &toTop() const { return m_top; }

private:
    struct Graph
    {
        std::vector<std::vector<std::pair<std::int32_t, std::uint16_t>>> pred; // (from, cost)
    };
    static Graph buildGraph(const LodeRunnerRules &rules, bool tunnels);
    static std::vector<std::uint16_t> reverse(const Graph &g, const std::vector<std::int32_t> &targets);

    Graph m_hidden;
    Graph m_shown;
    std::vector<std::uint16_t> m_top;
    std::unordered_map<std::int32_t, std::unique_ptr<std::vector<std::uint16_t>>> m_fields;
};

} // namespace mapsmith
