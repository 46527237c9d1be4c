// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Shared helpers of the search tests: random maps, ASCII levels, and brute-force oracles that do not use
// the code under test (grid graphs are built straight from the tiles; Bellman-Ford relaxes every edge).
#pragma once

#include <mapsmith/map/map.h>
#include <mapsmith/random/rng.h>
#include <mapsmith/search/gridrules.h>
#include <mapsmith/search/types.h>

#include <string>
#include <vector>

namespace searchtest {

using namespace mapsmith;

/// A map from rows of tile symbols ('#' wall, '.' floor, '~' slow, '=' brick, '@' solid, 'H' ladder,
/// '-' rope, 'X' trap, 'S' hidden ladder); 'G' gold and 'g' guard on floor; 'P' the start, 'E' the exit.
inline GridMap level(const std::vector<std::string> &rows)
{
    GridMap m;
    const int h = static_cast<int>(rows.size());
    const int w = h ? static_cast<int>(rows[0].size()) : 0;
    m.tiles = Grid<Tile>(w, h, Tile::Floor);
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
            const char c = rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
            Tile t = Tile::Floor;
            switch (c) {
            case '#':
                t = Tile::Wall;
                break;
            case '~':
                t = Tile::Slow;
                break;
            case '=':
                t = Tile::Brick;
                break;
            case '@':
                t = Tile::Solid;
                break;
            case 'H':
                t = Tile::Ladder;
                break;
            case '-':
                t = Tile::Rope;
                break;
            case 'X':
                t = Tile::Trap;
                break;
            case 'S':
                t = Tile::HiddenLadder;
                break;
            case 'G':
                m.entities.push_back({"gold", x, y});
                break;
            case 'g':
                m.entities.push_back({"guard", x, y});
                break;
            case 'P':
                m.start = Point{x, y};
                break;
            case 'E':
                m.exit = Point{x, y};
                break;
            default:
                break;
            }
            m.tiles.at(x, y) = t;
        }
    }
    return m;
}

inline GridMap randomMap(Rng &rng, int w, int h, double wall, double slow)
{
    GridMap m;
    m.tiles = Grid<Tile>(w, h, Tile::Floor);
    for (auto &t : m.tiles)
        t = rng.chance(wall) ? Tile::Wall : rng.chance(slow) ? Tile::Slow : Tile::Floor;
    return m;
}

struct Edge
{
    int from, to;
    Cost cost;
};

/// The grid's move graph over cell indices (y * w + x), built from the tiles alone.
inline std::vector<Edge> gridEdges(const GridMap &m, Neighbourhood n, const TileCosts &costs)
{
    std::vector<Edge> edges;
    const auto open = [&](int x, int y) { return m.tiles.contains(x, y) && costs[m.tiles.at(x, y)] > 0; };
    for (int y = 0; y < m.height(); ++y)
        for (int x = 0; x < m.width(); ++x)
            for (int dy = -1; dy <= 1; ++dy)
                for (int dx = -1; dx <= 1; ++dx) {
                    const bool diag = dx != 0 && dy != 0;
                    if ((dx == 0 && dy == 0) || (diag && n == Neighbourhood::Four) || !open(x + dx, y + dy))
                        continue;
                    if (diag && (!open(x + dx, y) || !open(x, y + dy)))
                        continue;
                    const Cost c = costs[m.tiles.at(x + dx, y + dy)];
                    const Cost step = n == Neighbourhood::Four ? c : c * (diag ? 14 : 10);
                    edges.push_back({y * m.width() + x, (y + dy) * m.width() + x + dx, step});
                }
    return edges;
}

/// Bellman-Ford distances from `source` over `count` nodes (kUnreachable where none).
inline std::vector<Cost> bellmanFord(int count, const std::vector<Edge> &edges, int source, bool unit = false)
{
    std::vector<Cost> d(static_cast<std::size_t>(count), kUnreachable);
    d[static_cast<std::size_t>(source)] = 0;
    for (int round = 0; round < count; ++round) {
        bool changed = false;
        for (const Edge &e : edges) {
            const Cost a = d[static_cast<std::size_t>(e.from)];
            const Cost c = unit ? 1 : e.cost;
            if (a != kUnreachable && a + c < d[static_cast<std::size_t>(e.to)]) {
                d[static_cast<std::size_t>(e.to)] = a + c;
                changed = true;
            }
        }
        if (!changed)
            break;
    }
    return d;
}

/// The explicit state graph of any rules, enumerated from `start` through forEachSuccessor (for rules whose
/// states are more than cells); node i of the result is states[i].
template <class Rules> struct StateGraph
{
    std::vector<StateId> states;
    std::vector<Edge> edges;
};

template <class Rules> StateGraph<Rules> enumerate(const Rules &rules, StateId start)
{
    StateGraph<Rules> g;
    std::vector<int> index(rules.stateCount(), -1);
    g.states.push_back(start);
    index[static_cast<std::size_t>(start)] = 0;
    for (std::size_t i = 0; i < g.states.size(); ++i) {
        rules.forEachSuccessor(g.states[i], [&](StateId t, Cost c) {
            if (index[static_cast<std::size_t>(t)] < 0) {
                index[static_cast<std::size_t>(t)] = static_cast<int>(g.states.size());
                g.states.push_back(t);
            }
            g.edges.push_back({static_cast<int>(i), index[static_cast<std::size_t>(t)], c});
        });
    }
    return g;
}

/// Checks a grid path cell by cell against the tiles: returns its cost, or -1 when a step is illegal.
inline Cost gridPathCost(const GridMap &m, Neighbourhood n, const TileCosts &costs,
                         const std::vector<Point> &path)
{
    const auto open = [&](int x, int y) { return m.tiles.contains(x, y) && costs[m.tiles.at(x, y)] > 0; };
    if (path.empty() || !open(path[0].x, path[0].y))
        return -1;
    Cost total = 0;
    for (std::size_t i = 1; i < path.size(); ++i) {
        const Point a = path[i - 1], b = path[i];
        const int dx = b.x - a.x, dy = b.y - a.y;
        const bool diag = dx != 0 && dy != 0;
        if (std::abs(dx) > 1 || std::abs(dy) > 1 || (dx == 0 && dy == 0) || !open(b.x, b.y))
            return -1;
        if (diag && (n == Neighbourhood::Four || !open(a.x + dx, a.y) || !open(a.x, a.y + dy)))
            return -1;
        const Cost c = costs[m.tiles.at(b.x, b.y)];
        total += n == Neighbourhood::Four ? c : c * (diag ? 14 : 10);
    }
    return total;
}

} // namespace searchtest
