// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "generate/cave.h"

#include "grid/components.h"
#include "grid/distance.h"

#include <algorithm>
#include <cmath>

namespace mapsmith {

// Interim implementation (byte per cell); the bit-parallel version replaces it.

namespace {

std::vector<ParamSpec> caveSpecs()
{
    return {
        ParamSpec::integer("width", "Width", 80, 4, 4096, "tiles", "Map width in tiles."),
        ParamSpec::integer("height", "Height", 50, 4, 4096, "tiles", "Map height in tiles."),
        ParamSpec::real("fill_ratio", "Initial wall share", 0.45, 0.0, 1.0, 0.01, "",
                        "Share of cells that start as wall before smoothing."),
        ParamSpec::integer("steps", "Smoothing steps", 5, 0, 20, "steps",
                           "How many times the birth and death rule is applied."),
        ParamSpec::integer("death_limit", "Wall survives at", 4, 0, 8, "",
                           "A wall stays wall with at least this many wall neighbours of 8."),
        ParamSpec::integer("birth_limit", "Wall appears at", 5, 0, 8, "",
                           "A floor becomes wall with at least this many wall neighbours of 8."),
        ParamSpec::boolean("border_wall", "Border wall", true, "Make the outer ring of the map wall."),
        ParamSpec::choice("connectivity", "Connectivity", "join",
                          {{"none", "None"}, {"largest", "Keep the largest region"}, {"join", "Join all regions"}},
                          "What to do with cave regions that cannot reach each other."),
        ParamSpec::integer("min_region", "Smallest region", 0, 0, 10000, "tiles",
                           "Regions with fewer floor tiles are filled with wall first (0 keeps all)."),
    };
}

} // namespace

CaveGenerator::CaveGenerator() : m_schema(caveSpecs()) {}

Result<Generated> CaveGenerator::generate(const ParamSet &params, Rng &rng, const RunControl &control) const
{
    const int w = static_cast<int>(params.getInt("width"));
    const int h = static_cast<int>(params.getInt("height"));
    const double fill = params.getReal("fill_ratio");
    const int steps = static_cast<int>(params.getInt("steps"));
    const int death = static_cast<int>(params.getInt("death_limit"));
    const int birth = static_cast<int>(params.getInt("birth_limit"));
    const bool border = params.getBool("border_wall");
    const std::string &conn = params.getChoice("connectivity");
    const auto minRegion = params.getInt("min_region");

    Grid<std::uint8_t> wall(w, h, 0);
    for (auto &c : wall)
        c = rng.real() < fill ? 1 : 0;
    auto forceBorder = [&](Grid<std::uint8_t> &g) {
        if (!border)
            return;
        for (int x = 0; x < w; ++x)
            g.at(x, 0) = g.at(x, h - 1) = 1;
        for (int y = 0; y < h; ++y)
            g.at(0, y) = g.at(w - 1, y) = 1;
    };
    forceBorder(wall);
    for (int s = 0; s < steps; ++s) {
        if (control.cancelled())
            return Error::cancelled();
        Grid<std::uint8_t> next(w, h, 0);
        for (int y = 0; y < h; ++y) {
            for (int x = 0; x < w; ++x) {
                int n = 0;
                for (const Point d : kDirections)
                    n += wall.get(x + d.x, y + d.y, 1);
                next.at(x, y) = wall.at(x, y) ? (n >= death) : (n >= birth);
            }
        }
        wall = std::move(next);
        forceBorder(wall);
    }
    if (control.cancelled())
        return Error::cancelled();

    Generated out;
    Grid<std::uint8_t> open(w, h, 0);
    for (std::size_t i = 0; i < open.size(); ++i)
        open[i] = wall[i] ? 0 : 1;
    Components comps = labelComponents(open);
    out.diagnostics.add("regions", "Regions before joining", comps.count());
    const int largest = comps.largest();
    int removed = 0;
    int tunnels = 0;
    if (largest >= 0) {
        std::vector<std::uint8_t> keep(static_cast<std::size_t>(comps.count()), 1);
        for (int r = 0; r < comps.count(); ++r) {
            const bool small = comps.sizes[static_cast<std::size_t>(r)] < minRegion;
            if (r != largest && (small || conn == "largest")) {
                keep[static_cast<std::size_t>(r)] = 0;
                ++removed;
            }
        }
        std::vector<Point> first(static_cast<std::size_t>(comps.count()), Point{-1, -1});
        for (std::size_t i = 0; i < open.size(); ++i) {
            const auto l = comps.label[i];
            if (l < 0)
                continue;
            if (!keep[static_cast<std::size_t>(l)])
                open[i] = 0;
            else if (first[static_cast<std::size_t>(l)].x < 0)
                first[static_cast<std::size_t>(l)] = open.point(i);
        }
        if (conn == "join") {
            const Point target = first[static_cast<std::size_t>(largest)];
            for (int r = 0; r < comps.count(); ++r) {
                if (r == largest || !keep[static_cast<std::size_t>(r)])
                    continue;
                Point p = first[static_cast<std::size_t>(r)];
                while (p.x != target.x) {
                    open[p] = 1;
                    p.x += p.x < target.x ? 1 : -1;
                }
                while (p.y != target.y) {
                    open[p] = 1;
                    p.y += p.y < target.y ? 1 : -1;
                }
                ++tunnels;
            }
        }
    }
    out.diagnostics.add("regions_removed", "Regions removed", removed);
    out.diagnostics.add("tunnels", "Tunnels carved", tunnels);

    GridMap &g = out.map.grid;
    g.tiles = Grid<Tile>(w, h, Tile::Wall);
    std::int64_t floorCount = 0;
    for (std::size_t i = 0; i < open.size(); ++i) {
        g.tiles[i] = open[i] ? Tile::Floor : Tile::Wall;
        floorCount += open[i];
    }
    out.diagnostics.add("floor_share", "Floor share", 100.0 * static_cast<double>(floorCount) / (double(w) * h),
                        "%");
    if (floorCount == 0) {
        out.diagnostics.notes.push_back("No floor left: no start or exit placed.");
        out.diagnostics.add("start_exit_distance", "Start to exit distance", 0, "tiles");
        return out;
    }
    comps = labelComponents(open);
    const int big = comps.largest();
    Point seed{};
    for (std::size_t i = 0; i < open.size(); ++i) {
        if (comps.label[i] == big) {
            seed = open.point(i);
            break;
        }
    }
    const DistanceField a = bfsDistance(open, {seed});
    const DistanceField b = bfsDistance(open, {a.farthest});
    g.start = a.farthest;
    g.exit = b.farthest;
    out.diagnostics.add("start_exit_distance", "Start to exit distance", b.maxDistance, "tiles");
    control.report(1.0);
    return out;
}

std::vector<Check> CaveGenerator::validate(const Map &map, const ParamSet &params) const
{
    std::vector<Check> checks;
    const GridMap &g = map.grid;
    const Grid<std::uint8_t> open = g.walkable();
    auto add = [&](std::string id, bool ok, std::string msg) {
        checks.push_back({std::move(id), ok, ok ? std::string{} : std::move(msg)});
    };
    std::int64_t floorCount = 0;
    for (auto c : open)
        floorCount += c;
    add("has_floor", floorCount > 0, "the map has no floor");
    if (params.getBool("border_wall")) {
        bool ok = true;
        for (int y = 0; y < g.height(); ++y) {
            for (int x = 0; x < g.width(); ++x) {
                const bool ring = x == 0 || y == 0 || x == g.width() - 1 || y == g.height() - 1;
                if (ring && open.at(x, y))
                    ok = false;
            }
        }
        add("border_is_wall", ok, "a border tile is not wall");
    }
    if (params.getChoice("connectivity") != "none") {
        const Components c = labelComponents(open);
        add("one_region", c.count() == 1, std::to_string(c.count()) + " floor regions instead of 1");
    }
    const bool onFloor = g.start && g.exit && open.contains(*g.start) && open.contains(*g.exit) &&
                         open[*g.start] && open[*g.exit];
    add("start_exit_on_floor", onFloor, "start or exit is missing or not on floor");
    std::int32_t distance = -1;
    if (onFloor)
        distance = bfsDistance(open, {*g.start}).distance[*g.exit];
    add("start_exit_connected", distance >= 0, "the exit cannot be reached from the start");
    if (distance >= 0) {
        // generate() reports the double-sweep distance: the exit is a farthest cell from the start.
        const DistanceField f = bfsDistance(open, {*g.start});
        add("start_exit_distance_matches", f.maxDistance == distance,
            "start-exit distance " + std::to_string(distance) + " is not the farthest distance from the start (" +
                std::to_string(f.maxDistance) + ")");
    } else {
        add("start_exit_distance_matches", false, "no start-exit distance");
    }
    return checks;
}

} // namespace mapsmith
