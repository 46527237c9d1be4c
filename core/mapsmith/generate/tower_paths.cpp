// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/generate/tower_paths.h>

// Path growth of a layered map, after Slay the Spire's (MegaCrit 2019) as reverse-engineered in
// https://www.reddit.com/r/slaythespire/comments/ndqweh/i_have_reverseengineered_map_generation_algorithm/
// (no code taken): on a columns x floors grid, each path starts on floor 0 and climbs one floor at a time
// to the column left of, straight above or right of where it is, until the top floor; the union of the
// paths is the map, so paths may merge. We leave out the game's trimming of merges on floor 1.
//
// Crossing: with moves of at most one column, an edge a -> a+1 crosses exactly the edge a+1 -> a of the
// same floor (and a -> a-1 the edge a-1 -> a); a straight move crosses nothing. So a path never needs to
// backtrack: "straight" is always allowed, and the growth never fails.
//
// Randomness, in this order: path 0's start column, below(columns); path 1's, below(columns - 1) with the
// value skipped past path 0's column, so the first two paths start in different columns; every further
// path's, below(columns); with start_columns in_order none of these: path p starts in column p mod columns,
// as the game starts its six paths in columns 0..5. Then per path, per floor, one below(n) over the n allowed
// moves in the order left, straight, right. Nothing else draws. Cost O(paths * floors + nodes + edges).

#include <algorithm>
#include <tuple>
#include <vector>

namespace mapsmith::tower {

namespace {

// Per cell (floor, column) of the grid: which moves leave it (bit 0 left, 1 straight, 2 right).
constexpr std::uint8_t kLeft = 1;
constexpr std::uint8_t kStraight = 2;
constexpr std::uint8_t kRight = 4;
constexpr std::uint8_t kVisited = 8;

class Layout
{
public:
    Layout(int columns, int floors)
        : m_columns(columns), m_cells(static_cast<std::size_t>(columns) * static_cast<std::size_t>(floors), 0)
    {
    }
    std::uint8_t &at(int floor, int column)
    {
        return m_cells[static_cast<std::size_t>(floor) * static_cast<std::size_t>(m_columns) +
                       static_cast<std::size_t>(column)];
    }

private:
    int m_columns;
    std::vector<std::uint8_t> m_cells;
};

int startColumn(int path, int firstStart, const TowerRules &rules, Rng &rng)
{
    if (rules.startInOrder)
        return path % rules.columns;
    const auto columns = static_cast<std::uint64_t>(rules.columns);
    if (path != 1 || columns < 2)
        return static_cast<int>(rng.below(columns));
    int c = static_cast<int>(rng.below(columns - 1));
    return c >= firstStart ? c + 1 : c;
}

/// One path from floor 0 to the top floor.
void growOne(Layout &layout, const TowerRules &rules, int start, Rng &rng)
{
    int x = start;
    layout.at(0, x) |= kVisited;
    for (int f = 0; f + 1 < rules.floors; ++f) {
        int moves[3];
        int n = 0;
        // a -> a-1 crosses a-1 -> a; a -> a+1 crosses a+1 -> a.
        if (x > 0 && !(layout.at(f, x - 1) & kRight))
            moves[n++] = -1;
        moves[n++] = 0;
        if (x + 1 < rules.columns && !(layout.at(f, x + 1) & kLeft))
            moves[n++] = 1;
        const int d = moves[rng.below(static_cast<std::uint64_t>(n))];
        layout.at(f, x) |= d < 0 ? kLeft : d == 0 ? kStraight : kRight;
        x += d;
        layout.at(f + 1, x) |= kVisited;
    }
}

} // namespace

TowerMap growPaths(const TowerRules &rules, Rng &rng)
{
    Layout layout(rules.columns, rules.floors);
    int firstStart = 0;
    for (int p = 0; p < rules.paths; ++p) {
        const int start = startColumn(p, firstStart, rules, rng);
        if (p == 0)
            firstStart = start;
        growOne(layout, rules, start, rng);
    }

    TowerMap map;
    map.columns = rules.columns;
    map.floors = rules.floors;
    const auto perFloor = static_cast<std::size_t>(std::min(rules.paths, rules.columns));
    map.nodes.reserve(perFloor * static_cast<std::size_t>(rules.floors) + 1);
    map.edges.reserve(static_cast<std::size_t>(rules.paths) * static_cast<std::size_t>(rules.floors));
    // Node index per cell, in (floor, column) order.
    std::vector<int> index(static_cast<std::size_t>(rules.columns) * static_cast<std::size_t>(rules.floors),
                           -1);
    for (int f = 0; f < rules.floors; ++f) {
        for (int c = 0; c < rules.columns; ++c) {
            if (layout.at(f, c) & kVisited) {
                index[static_cast<std::size_t>(f * rules.columns + c)] = static_cast<int>(map.nodes.size());
                map.nodes.push_back({f, c, RoomType::Monster});
            }
        }
    }
    const int boss = static_cast<int>(map.nodes.size());
    map.nodes.push_back({rules.floors, rules.bossColumn(), RoomType::Boss});
    // Nodes are in (floor, column) order and a node's moves are tried left to right, so the edges come out
    // sorted by (from, to) without a sort.
    for (int i = 0; i < boss; ++i) {
        const TowerNode n = map.nodes[static_cast<std::size_t>(i)];
        if (n.floor + 1 == rules.floors) {
            map.edges.push_back({i, boss});
            continue;
        }
        const std::uint8_t moves = layout.at(n.floor, n.column);
        const std::uint8_t bits[3] = {kLeft, kStraight, kRight};
        for (int d = -1; d <= 1; ++d) {
            if (moves & bits[d + 1])
                map.edges.push_back(
                    {i, index[static_cast<std::size_t>((n.floor + 1) * rules.columns + n.column + d)]});
        }
    }
    return map;
}

std::optional<std::pair<int, int>> findCrossingEdges(const TowerMap &map)
{
    struct Span
    {
        int floor, from, to, edge;
    };
    std::vector<Span> spans;
    spans.reserve(map.edges.size());
    const auto nodeCount = static_cast<int>(map.nodes.size());
    for (int i = 0; i < static_cast<int>(map.edges.size()); ++i) {
        const TowerEdge &e = map.edges[static_cast<std::size_t>(i)];
        if (e.from < 0 || e.to < 0 || e.from >= nodeCount || e.to >= nodeCount)
            continue;
        const TowerNode &a = map.nodes[static_cast<std::size_t>(e.from)];
        const TowerNode &b = map.nodes[static_cast<std::size_t>(e.to)];
        if (b.floor == a.floor + 1)
            spans.push_back({a.floor, a.column, b.column, i});
    }
    const auto before = [](const Span &l, const Span &r) {
        return std::tie(l.floor, l.from, l.to, l.edge) < std::tie(r.floor, r.from, r.to, r.edge);
    };
    // Edges sorted by (from, to) over nodes in (floor, column) order, as growPaths makes them, need no sort.
    if (!std::is_sorted(spans.begin(), spans.end(), before))
        std::sort(spans.begin(), spans.end(), before);
    // Sweep each floor by start column: an edge crosses an earlier one with a smaller start column exactly
    // when that one ends further right. Keep the one ending furthest right among strictly smaller starts.
    std::size_t i = 0;
    while (i < spans.size()) {
        const int floor = spans[i].floor;
        const Span *widest = nullptr;
        while (i < spans.size() && spans[i].floor == floor) {
            const int from = spans[i].from;
            const Span *widestBefore = widest;
            for (; i < spans.size() && spans[i].floor == floor && spans[i].from == from; ++i) {
                if (widestBefore && edgesCross(widestBefore->from, widestBefore->to, from, spans[i].to))
                    return std::pair{std::min(widestBefore->edge, spans[i].edge),
                                     std::max(widestBefore->edge, spans[i].edge)};
                if (!widest || spans[i].to > widest->to)
                    widest = &spans[i];
            }
        }
    }
    return std::nullopt;
}

} // namespace mapsmith::tower
