// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// A grid map's problems, found from the start: one breadth-first search over the states of the map's
// default movement rules (core/search/rules.h: 4-neighbour walking, or Lode Runner physics) marks every
// cell a runner can be in; what is not marked is out of reach. Unreachable floor is grouped into
// 4-connected areas (core/grid/components.h) and reported only for walking rules: under Lode Runner physics
// most open air is unreachable by design. Dead ends are floor cells with one walkable 4-neighbour; a dead
// end's corridor is followed back through cells with two ways out.
// O(states + cells); the order of the problems is fixed (exit, items in entity order, areas in row-major
// order of their first cell, dead ends in row-major order), so the same map lists the same problems.
#include <mapsmith/grid/components.h>
#include <mapsmith/search/rules.h>
#include <mapsmith/validate/problems.h>

#include <algorithm>
#include <variant>

namespace mapsmith {

namespace {

/// Cells some state of the rules reaches from `start` (1), the rest 0.
Grid<std::uint8_t> reachableCells(const GridMap &map, const AnyRules &rules, Point start)
{
    Grid<std::uint8_t> cells(map.width(), map.height(), 0);
    std::visit(
        [&](const auto &r) {
            const StateId first = r.stateAt(start);
            if (first == kNoState)
                return;
            std::vector<std::uint8_t> seen(r.stateCount(), 0);
            std::vector<StateId> queue{first};
            seen[static_cast<std::size_t>(first)] = 1;
            for (std::size_t q = 0; q < queue.size(); ++q) {
                const Point p = r.cellOf(queue[q]);
                if (cells.contains(p))
                    cells[p] = 1;
                r.forEachSuccessor(queue[q], [&](StateId next, Cost) {
                    if (!seen[static_cast<std::size_t>(next)]) {
                        seen[static_cast<std::size_t>(next)] = 1;
                        queue.push_back(next);
                    }
                });
            }
        },
        rules);
    return cells;
}

bool collectible(const std::string &type)
{
    return type == "gold" || type == "light";
}

void addUnreachableAreas(const GridMap &map, const Grid<std::uint8_t> &reached, std::vector<Problem> &out)
{
    Grid<std::uint8_t> lost(map.width(), map.height(), 0);
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x)
            lost.at(x, y) = isWalkable(map.tiles.at(x, y)) && !reached.at(x, y) ? 1 : 0;
    }
    const Components areas = labelComponents(lost);
    std::vector<Problem> problems(static_cast<std::size_t>(areas.count()));
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            const std::int32_t label = areas.label.at(x, y);
            if (label >= 0)
                problems[static_cast<std::size_t>(label)].cells.push_back(Point{x, y});
        }
    }
    for (Problem &p : problems) {
        p.kind = Problem::Kind::UnreachableArea;
        p.count = static_cast<std::int64_t>(p.cells.size());
        p.at = p.cells[p.cells.size() / 2]; // a cell of the area near its middle row
        out.push_back(std::move(p));
    }
}

int walkableNeighbours(const GridMap &map, Point p)
{
    int ways = 0;
    for (int k = 0; k < 4; ++k) {
        const Point n = p + kDirections[static_cast<std::size_t>(k)];
        ways += map.tiles.contains(n) && isWalkable(map.tiles[n]) ? 1 : 0;
    }
    return ways;
}

/// The corridor that ends at dead end `end`: cells with two ways out, back to where it opens up (or to
/// another dead end), the dead end first.
std::vector<Point> corridorOf(const GridMap &map, Point end)
{
    std::vector<Point> cells{end};
    Point previous = end;
    Point at = end;
    for (;;) {
        Point next = at;
        for (int k = 0; k < 4; ++k) {
            const Point n = at + kDirections[static_cast<std::size_t>(k)];
            if (n != previous && map.tiles.contains(n) && isWalkable(map.tiles[n]))
                next = n;
        }
        if (next == at || walkableNeighbours(map, next) != 2)
            return cells; // it opens up (or ends): `next` is no longer corridor
        cells.push_back(next);
        previous = at;
        at = next;
        if (cells.size() > static_cast<std::size_t>(map.width()) * static_cast<std::size_t>(map.height()))
            return cells; // a ring of corridor: cannot happen from a dead end, but stay bounded
    }
}

/// Floor cells with exactly one walkable 4-neighbour, as `policy` says (problems.h). The start and exit
/// never count: a maze's openings end at its border.
void addDeadEnds(const GridMap &map, DeadEnds policy, std::vector<Problem> &out)
{
    if (policy == DeadEnds::None)
        return;
    Grid<std::uint8_t> occupied(map.width(), map.height(), 0);
    for (const Entity &e : map.entities) {
        if (occupied.contains(e.x, e.y))
            occupied.at(e.x, e.y) = 1;
    }
    for (const auto &marker : {map.start, map.exit}) {
        if (marker && occupied.contains(*marker))
            occupied[*marker] = 1;
    }
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            const Point p{x, y};
            if (!isWalkable(map.tiles[p]) || p == map.start || p == map.exit ||
                walkableNeighbours(map, p) != 1)
                continue;
            if (policy == DeadEnds::All) {
                out.push_back(Problem{Problem::Kind::DeadEnd, p, -1, {p}, 1, {}, {}});
                continue;
            }
            std::vector<Point> corridor = corridorOf(map, p);
            const bool empty =
                std::none_of(corridor.begin(), corridor.end(), [&](Point c) { return occupied[c]; });
            if (empty && corridor.size() >= static_cast<std::size_t>(kMinDeadCorridor)) {
                const auto length = static_cast<std::int64_t>(corridor.size());
                out.push_back(Problem{Problem::Kind::DeadEnd, p, -1, std::move(corridor), length, {}, {}});
            }
        }
    }
}

} // namespace

std::vector<Problem> findGridProblems(const GridMap &map, DeadEnds deadEnds)
{
    std::vector<Problem> out;
    const RulesSpec spec = defaultRules(map);
    const bool walking = spec.kind != RulesKind::LodeRunner;
    if (!map.start || !map.tiles.contains(*map.start)) {
        out.push_back(Problem{Problem::Kind::NoStart, std::nullopt, -1, {}, 0, {}, {}});
    } else if (auto rules = makeRules(map, spec)) {
        const Grid<std::uint8_t> reached = reachableCells(map, *rules, *map.start);
        if (map.exit && map.tiles.contains(*map.exit) && !reached[*map.exit])
            out.push_back(Problem{Problem::Kind::ExitUnreachable, map.exit, -1, {*map.exit}, 0, {}, {}});
        for (const Entity &e : map.entities) {
            if (collectible(e.type) && map.tiles.contains(e.x, e.y) && !reached.at(e.x, e.y))
                out.push_back(Problem{
                    Problem::Kind::UnreachableItem, Point{e.x, e.y}, -1, {Point{e.x, e.y}}, 0, e.type, {}});
        }
        if (walking)
            addUnreachableAreas(map, reached, out);
    }
    if (walking)
        addDeadEnds(map, deadEnds, out);
    return out;
}

} // namespace mapsmith
