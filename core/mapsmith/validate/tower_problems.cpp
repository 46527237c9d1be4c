// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// A tower's rooms off every path: one breadth-first search up the edges from all floor-0 rooms (a room it
// misses cannot be entered) and one down the edges from the boss (a room it misses cannot be left towards
// the boss). Edges naming rooms that do not exist are skipped (the generator's well_formed check reports
// them). O(rooms + edges); rooms are listed in node order.
#include <mapsmith/validate/problems.h>

namespace mapsmith {

namespace {

/// Rooms reached from `sources` following edges forwards (from -> to) or backwards.
std::vector<std::uint8_t> reach(const TowerMap &map, const std::vector<int> &sources, bool forwards)
{
    const std::size_t n = map.nodes.size();
    std::vector<std::vector<int>> next(n);
    for (const TowerEdge &e : map.edges) {
        if (e.from < 0 || e.to < 0 || static_cast<std::size_t>(e.from) >= n ||
            static_cast<std::size_t>(e.to) >= n)
            continue;
        if (forwards)
            next[static_cast<std::size_t>(e.from)].push_back(e.to);
        else
            next[static_cast<std::size_t>(e.to)].push_back(e.from);
    }
    std::vector<std::uint8_t> seen(n, 0);
    std::vector<int> queue;
    for (int s : sources) {
        if (!seen[static_cast<std::size_t>(s)]) {
            seen[static_cast<std::size_t>(s)] = 1;
            queue.push_back(s);
        }
    }
    for (std::size_t q = 0; q < queue.size(); ++q) {
        for (int m : next[static_cast<std::size_t>(queue[q])]) {
            if (!seen[static_cast<std::size_t>(m)]) {
                seen[static_cast<std::size_t>(m)] = 1;
                queue.push_back(m);
            }
        }
    }
    return seen;
}

} // namespace

std::vector<Problem> findTowerProblems(const TowerMap &map)
{
    std::vector<int> bottom;
    std::vector<int> bosses;
    for (std::size_t i = 0; i < map.nodes.size(); ++i) {
        if (map.nodes[i].floor == 0)
            bottom.push_back(static_cast<int>(i));
        if (map.nodes[i].type == RoomType::Boss)
            bosses.push_back(static_cast<int>(i));
    }
    const std::vector<std::uint8_t> entered = reach(map, bottom, true);
    const std::vector<std::uint8_t> finishes = reach(map, bosses, false);
    std::vector<Problem> out;
    for (std::size_t i = 0; i < map.nodes.size(); ++i) {
        const TowerNode &node = map.nodes[i];
        const auto add = [&](Problem::Kind kind) {
            out.push_back(Problem{kind, Point{node.column, node.floor}, static_cast<int>(i), {}, 0, {}, {}});
        };
        if (!entered[i])
            add(Problem::Kind::RoomUnreachable);
        if (bosses.size() == 1 && !finishes[i])
            add(Problem::Kind::RoomCannotFinish);
    }
    return out;
}

} // namespace mapsmith
