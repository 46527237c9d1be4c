// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/search/dstarlite.h>
#include <mapsmith/search/pathcost.h>
#include <mapsmith/search/replanner.h>

#include <algorithm>
#include <chrono>
#include <string>

namespace mapsmith {

// The rules, the trace and the search live together at a fixed address: the search holds the rules by
// reference and its recorder points at the trace.
struct Replanner::State
{
    State(const GridMap &map, Neighbourhood n, const TileCosts &costs)
        : tiles(map.tiles), rules(map, n, costs), search(rules, TraceRecorder<GridRules>(rules, trace))
    {
    }

    Replan finish(const SearchStats &before, int changed)
    {
        const SearchOutcome o = search.outcome();
        Replan r;
        r.found = o.found;
        r.cost = o.cost;
        r.stats.expanded = o.stats.expanded - before.expanded;
        r.stats.pushed = o.stats.pushed - before.pushed;
        r.stats.peakOpen = o.stats.peakOpen;
        r.changedCells = changed;
        Cost g = 0;
        for (std::size_t i = 0; i < o.path.size(); ++i) {
            const Point p = rules.cellOf(o.path[i]);
            if (i > 0)
                g += pathCost(rules, std::vector<StateId>{o.path[i - 1], o.path[i]});
            r.path.push_back(p);
            trace.events.push_back({p, g, 0, TraceKind::Path});
        }
        r.trace = std::move(trace);
        trace = SearchTrace{r.trace.width, r.trace.height, {}};
        return r;
    }

    Grid<Tile> tiles;
    SearchTrace trace;
    GridRules rules;
    DStarLite<TraceRecorder<GridRules>> search;
    Point from, to;
    Replan first;
};

Replanner::Replanner(std::unique_ptr<State> state) : m(std::move(state)) {}
Replanner::Replanner(Replanner &&) noexcept = default;
Replanner &Replanner::operator=(Replanner &&) noexcept = default;
Replanner::~Replanner() = default;

Result<Replanner> Replanner::create(const GridMap &map, Neighbourhood n, Point from, Point to,
                                    const TileCosts &costs)
{
    auto state = std::make_unique<State>(map, n, costs);
    for (const auto &[p, what] : {std::pair{from, "start"}, std::pair{to, "goal"}}) {
        if (state->rules.stateAt(p) == kNoState)
            return Error::badInput(std::string(what) + " (" + std::to_string(p.x) + ", " +
                                   std::to_string(p.y) + ") is off the map or on a closed tile");
    }
    state->from = from;
    state->to = to;
    const auto t0 = std::chrono::steady_clock::now();
    state->search.start(from, to);
    state->search.run();
    state->first = state->finish(SearchStats{}, 0);
    state->first.stats.micros =
        std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count();
    return Replanner(std::move(state));
}

const Replan &Replanner::initial() const
{
    return m->first;
}

Replan Replanner::update(const GridMap &map, int x0, int y0, int x1, int y1)
{
    const auto t0 = std::chrono::steady_clock::now();
    const SearchStats before = m->search.stats();
    x0 = std::max(x0, 0);
    y0 = std::max(y0, 0);
    x1 = std::min(x1, std::min(map.width(), m->tiles.width()) - 1);
    y1 = std::min(y1, std::min(map.height(), m->tiles.height()) - 1);
    int changed = 0;
    for (int y = y0; y <= y1; ++y) {
        for (int x = x0; x <= x1; ++x) {
            const Tile t = map.tiles.at(x, y);
            if (t == m->tiles.at(x, y))
                continue;
            m->tiles.at(x, y) = t;
            m->search.setTile({x, y}, t);
            ++changed;
        }
    }
    m->search.run();
    Replan r = m->finish(before, changed);
    r.stats.micros = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count();
    return r;
}

Point Replanner::from() const
{
    return m->from;
}

Point Replanner::to() const
{
    return m->to;
}

Neighbourhood Replanner::neighbourhood() const
{
    return m->rules.neighbourhood();
}

} // namespace mapsmith
