// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/plan/lodedistances_p.h>

#include <queue>

#include <functional>

namespace mapsmith {

LodeDistances::Graph LodeDistances::buildGraph(const LodeRunnerRules &rules, bool tunnels)
{
    Graph g;
    g.pred.resize(rules.stateCount());
    const LodeTerrain &t = rules.terrain();
    for (std::size_t c = 0; c < rules.stateCount(); ++c) {
        const auto cell = static_cast<std::int32_t>(c);
        if (!t.inside(t.pointOf(cell)) || t.tile(cell) == LodeTile::Solid)
            continue;
        rules.forEachSuccessor(cell, [&](StateId to, Cost cost) {
            g.pred[static_cast<std::size_t>(to)].emplace_back(cell, static_cast<std::uint16_t>(cost));
        });
        if (!tunnels)
            continue;
        // Chains of holes, relaxed: from where he stands (or from inside a hole) down into the brick
        // below, and from inside a hole sideways into the brick beside, each at a dig and a step.
        const auto cost = static_cast<std::uint16_t>(rules.options().digSteps + 1);
        const bool inBrick = t.tile(cell) == LodeTile::Brick;
        if ((inBrick || rules.supported(cell)) && t.tile(cell + t.stride()) == LodeTile::Brick)
            g.pred[static_cast<std::size_t>(cell + t.stride())].emplace_back(cell, cost);
        if (inBrick)
            for (std::int32_t side : {-1, 1})
                if (t.tile(cell + side) == LodeTile::Brick)
                    g.pred[static_cast<std::size_t>(cell + side)].emplace_back(cell, cost);
    }
    return g;
}

std::vector<std::uint16_t> LodeDistances::reverse(const Graph &g, const std::vector<std::int32_t> &targets)
{
    std::vector<std::uint16_t> d(g.pred.size(), kFar);
    using Item = std::pair<std::uint32_t, std::int32_t>;
    std::priority_queue<Item, std::vector<Item>, std::greater<>> open;
    for (std::int32_t t : targets) {
        d[static_cast<std::size_t>(t)] = 0;
        open.emplace(0, t);
    }
    while (!open.empty()) {
        const auto [dist, c] = open.top();
        open.pop();
        if (dist > d[static_cast<std::size_t>(c)])
            continue;
        for (const auto &[from, cost] : g.pred[static_cast<std::size_t>(c)]) {
            const std::uint32_t nd = dist + cost;
            if (nd < d[static_cast<std::size_t>(from)]) {
                d[static_cast<std::size_t>(from)] = static_cast<std::uint16_t>(nd);
                open.emplace(nd, from);
            }
        }
    }
    return d;
}

LodeDistances::LodeDistances(const GridMap &map, int digSteps, bool tunnels)
{
    LodeRunnerOptions o;
    o.digging = true;
    o.digSteps = digSteps;
    const LodeRunnerRules hidden(map, o);
    o.hiddenLadders = true;
    const LodeRunnerRules shown(map, o);
    m_hidden = buildGraph(hidden, tunnels);
    m_shown = buildGraph(shown, tunnels);
    const LodeTerrain &t = shown.terrain();
    std::vector<std::int32_t> top;
    if (map.exit && t.inside(*map.exit))
        top.push_back(t.cellOf(*map.exit));
    else
        for (int x = 0; x < t.width(); ++x)
            top.push_back(t.cellOf({x, 0}));
    m_top = reverse(m_shown, top);
}

const std::vector<std::uint16_t> &LodeDistances::to(std::int32_t target)
{
    auto &slot = m_fields[target];
    if (!slot)
        slot = std::make_unique<std::vector<std::uint16_t>>(reverse(m_hidden, {target}));
    return *slot;
}

} // namespace mapsmith
