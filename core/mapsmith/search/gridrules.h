// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// Movement on a 4- or 8-neighbour grid with a cost per tile.
//
// Every movement rule (GridRules, BeatRules, LodeRunnerRules) offers the same small interface, which the
// searches are templated on:
//   width(), height(), stateCount()        the map size and the number of states
//   stateAt(Point) -> StateId              the state of standing at a cell when a search starts (kNoState if
//                                          the cell is off the map or closed)
//   cellOf(StateId) -> Point, cellKey(StateId), cellKeyOf(Point)   where a state is; keys compare cells fast
//   forEachSuccessor(s, f)                 calls f(StateId to, Cost step) in a fixed order
//   heuristicTo(Point goal) -> functor     h(StateId): an admissible, consistent lower bound to the goal
//
// Grid movement: a step enters a neighbour whose tile cost is non-zero and pays that tile's cost. On
// 8-neighbour grids a straight step pays 10 x cost and a diagonal step 14 x cost (octile distance in
// integers, so costs add exactly), and a diagonal step needs both orthogonal cells open (no corner cutting).
// Neighbours are visited in kDirections order (N, E, S, W, NE, SE, SW, NW).
//
// States are cells of the map padded by a closed border one cell wide, so a step needs no bounds check.

#include <mapsmith/map/map.h>
#include <mapsmith/search/types.h>

#include <array>
#include <cstdlib>
#include <vector>

namespace mapsmith {

/// Cost of entering each tile; 0 means closed. Indexed by the Tile's numeric value.
struct TileCosts
{
    std::array<Cost, 16> cost{};
    Cost operator[](Tile t) const { return cost[static_cast<std::size_t>(t)]; }
    Cost &operator[](Tile t) { return cost[static_cast<std::size_t>(t)]; }
    /// Walkable tiles (isWalkable) cost 1, Slow costs `slowCost`, the rest are closed.
    static TileCosts standard(Cost slowCost = 2);
    /// Every walkable tile costs 1 (the uniform grids JPS needs).
    static TileCosts uniform();
};

inline constexpr Cost kStraightCost8 = 10; ///< a straight step on an 8-neighbour grid (times the tile cost)
inline constexpr Cost kDiagonalCost8 = 14; ///< a diagonal step on an 8-neighbour grid (times the tile cost)

class GridRules
{
public:
    GridRules(const GridMap &map, Neighbourhood n, const TileCosts &costs = TileCosts::standard());

    int width() const { return m_width; }
    int height() const { return m_height; }
    Neighbourhood neighbourhood() const { return m_n; }
    std::size_t stateCount() const { return m_cost.size(); }
    StateId stateAt(Point p) const;
    Point cellOf(StateId s) const { return {s % m_stride - 1, s / m_stride - 1}; }
    std::int32_t cellKey(StateId s) const { return s; }
    std::int32_t cellKeyOf(Point p) const { return (p.y + 1) * m_stride + p.x + 1; }
    /// Tile cost of the cell under state s (0 = closed); the border is closed.
    Cost tileCost(StateId s) const { return m_cost[static_cast<std::size_t>(s)]; }
    Cost minTileCost() const { return m_minCost; }
    bool uniform() const { return m_uniform; }
    /// Replaces one cell's tile (for D* Lite replanning and editors). Returns the padded state of the cell.
    StateId setTile(Point p, Tile t);
    const TileCosts &costs() const { return m_costs; }
    std::int32_t stride() const { return m_stride; }

    template <class F> MAPSMITH_HOT_INLINE void forEachSuccessor(StateId s, F &&f) const
    {
        const Cost *c = m_cost.data();
        if (m_n == Neighbourhood::Four) {
            for (int k = 0; k < 4; ++k) {
                const StateId t = s + m_offset[static_cast<std::size_t>(k)];
                if (c[t])
                    f(t, c[t]);
            }
            return;
        }
        const StateId n = s - m_stride, e = s + 1, so = s + m_stride, w = s - 1;
        if (c[n])
            f(n, kStraightCost8 * c[n]);
        if (c[e])
            f(e, kStraightCost8 * c[e]);
        if (c[so])
            f(so, kStraightCost8 * c[so]);
        if (c[w])
            f(w, kStraightCost8 * c[w]);
        if (c[n] && c[e] && c[n + 1])
            f(n + 1, kDiagonalCost8 * c[n + 1]);
        if (c[so] && c[e] && c[so + 1])
            f(so + 1, kDiagonalCost8 * c[so + 1]);
        if (c[so] && c[w] && c[so - 1])
            f(so - 1, kDiagonalCost8 * c[so - 1]);
        if (c[n] && c[w] && c[n - 1])
            f(n - 1, kDiagonalCost8 * c[n - 1]);
    }

    /// Manhattan distance (4-neighbour) or octile distance (8-neighbour) times the cheapest tile cost.
    struct Heuristic
    {
        std::int32_t stride;
        int gx, gy;
        Cost scale;
        bool octile;
        Cost operator()(StateId s) const
        {
            const int dx = std::abs(s % stride - gx);
            const int dy = std::abs(s / stride - gy);
            if (!octile)
                return scale * (dx + dy);
            const int lo = dx < dy ? dx : dy;
            const int hi = dx < dy ? dy : dx;
            return scale * (kStraightCost8 * hi + (kDiagonalCost8 - kStraightCost8) * lo);
        }
    };
    Heuristic heuristicTo(Point goal) const
    {
        return {m_stride, goal.x + 1, goal.y + 1, m_minCost, m_n == Neighbourhood::Eight};
    }

private:
    void updateCostSummary();

    int m_width = 0;
    int m_height = 0;
    Neighbourhood m_n;
    TileCosts m_costs;
    std::int32_t m_stride = 0;
    std::vector<Cost> m_cost; // per padded cell
    std::array<StateId, 4> m_offset{};
    Cost m_minCost = 1;
    bool m_uniform = true;
    Cost m_uniformCost = 0; // the one cost of every open cell when m_uniform (0: no open cell yet)
};

} // namespace mapsmith
