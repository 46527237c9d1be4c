// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/map/tile.h>
#include <mapsmith/search/gridrules.h>

namespace mapsmith {

TileCosts TileCosts::standard(Cost slowCost)
{
    TileCosts c;
    for (const auto &info : allTiles())
        c[info.tile] = info.walkable ? 1 : 0;
    c[Tile::Slow] = slowCost;
    return c;
}

TileCosts TileCosts::uniform()
{
    return standard(1);
}

GridRules::GridRules(const GridMap &map, Neighbourhood n, const TileCosts &costs)
    : m_width(map.width()), m_height(map.height()), m_n(n), m_costs(costs), m_stride(map.width() + 2)
{
    const auto padded = static_cast<std::size_t>(m_stride) * static_cast<std::size_t>(m_height + 2);
    m_cost.assign(padded, 0);
    for (int y = 0; y < m_height; ++y) {
        for (int x = 0; x < m_width; ++x) {
            const Cost c = costs[map.tiles.at(x, y)];
            m_cost[static_cast<std::size_t>(cellKeyOf({x, y}))] = c > 0 ? c : 0;
        }
    }
    m_offset = {-m_stride, 1, m_stride, -1};
    updateCostSummary();
}

StateId GridRules::stateAt(Point p) const
{
    if (p.x < 0 || p.y < 0 || p.x >= m_width || p.y >= m_height)
        return kNoState;
    const StateId s = cellKeyOf(p);
    return m_cost[static_cast<std::size_t>(s)] ? s : kNoState;
}

StateId GridRules::setTile(Point p, Tile t)
{
    const StateId s = cellKeyOf(p);
    const Cost c = m_costs[t];
    m_cost[static_cast<std::size_t>(s)] = c > 0 ? c : 0;
    // The heuristic's scale stays the one the map started with unless a cheaper tile appears, so an
    // edit never makes it inadmissible.
    if (c > 0 && c < m_minCost)
        m_minCost = c;
    if (c > 0 && m_uniformCost == 0)
        m_uniformCost = c;
    if (c > 0 && c != m_uniformCost)
        m_uniform = false;
    return s;
}

void GridRules::updateCostSummary()
{
    Cost lo = 0, hi = 0;
    for (Cost c : m_cost) {
        if (c <= 0)
            continue;
        lo = lo == 0 || c < lo ? c : lo;
        hi = c > hi ? c : hi;
    }
    // Even an all-wall map gets scale 1 so that edits that open tiles (D* Lite) keep h admissible
    // for cost-1 tiles; a larger minimum is only used when the map has tiles.
    m_minCost = lo > 0 ? lo : 1;
    for (Cost c : m_costs.cost)
        if (c > 0 && c < m_minCost)
            m_minCost = c; // tiles an edit could place stay admissible
    m_uniform = lo == hi;
    m_uniformCost = lo;
}

} // namespace mapsmith
