// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// Enemy placement on cave and rooms maps, as the rhythm-dungeon game places its skeletons: on free floor the
// player can reach, a fixed number of breadth-first steps or more from the start, never on the start, the
// exit or another entity.
// Method: one BFS from the start over walkable tiles (grid/distance.h) lists the qualifying Floor tiles in
// row-major order; a partial Fisher-Yates shuffle (Knuth, TAOCP vol. 2, Algorithm P, stopped after k
// swaps) draws k of them, which are then listed row by row, like the rooms generator's lights.
// Complexity: O(tiles). Determinism: exactly k below() draws from the Rng passed in, after every other
// draw of the generator, and none when no enemy is asked for, so a config without enemies makes the map
// it made before these rules existed.
#include <mapsmith/generate/enemies.h>
#include <mapsmith/grid/distance.h>

#include <algorithm>

namespace mapsmith {

std::vector<ParamSpec> enemySpecs()
{
    return {
        ParamSpec::integer("enemies", "Enemies", 0, 0, 1000, "",
                           "Enemies placed on floor the player can reach (the rhythm dungeon has 5)."),
        ParamSpec::integer("enemy_min_distance", "Enemy distance", 10, 0, 100000, "tiles",
                           "Enemies are at least this many steps from the start."),
    };
}

std::vector<ParamSpec> plannerSpecs()
{
    return {
        ParamSpec::real("danger_weight", "Danger weight", 1, 0, 1000, 1, "",
                        "How much the gold planner shuns gold near an enemy."),
        ParamSpec::integer("danger_radius", "Danger radius", 5, 0, 1000, "tiles",
                           "Enemies farther from a gold than this add nothing to its score."),
        ParamSpec::choice("danger_falloff", "Danger falloff", "steps",
                          {{"steps", "Weight times (radius - distance)"},
                           {"share", "Weight times (1 - distance / radius)"}},
                          "How the danger penalty falls off with the distance to the nearest enemy."),
        ParamSpec::real("detour_bonus", "Detour bonus", 0, 0, 1000, 1, "",
                        "Taken off a gold's score for every other gold its path walks over."),
        ParamSpec::integer("safety_cap", "Safety cap", 20, 1, 1000, "tiles",
                           "A path's safety score adds min(distance to an enemy, cap) over its cells."),
    };
}

namespace {

/// The tiles an enemy may stand on, row by row.
std::vector<Point> enemySpots(const GridMap &map, std::int64_t minDistance)
{
    std::vector<Point> spots;
    if (!map.start)
        return spots;
    const DistanceField f = bfsDistance(map.walkable(), {*map.start});
    Grid<std::uint8_t> taken(map.width(), map.height(), 0);
    for (const Entity &e : map.entities)
        if (taken.contains({e.x, e.y}))
            taken.at(e.x, e.y) = 1;
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            const Point p{x, y};
            const std::int32_t d = f.distance[p];
            if (map.tiles[p] == Tile::Floor && d >= 0 && d >= minDistance && !taken[p] && p != *map.start &&
                (!map.exit || p != *map.exit))
                spots.push_back(p);
        }
    }
    return spots;
}

} // namespace

void placeEnemies(GridMap &map, const ParamSet &params, Rng &rng, Diagnostics &diagnostics)
{
    const auto asked = static_cast<std::size_t>(std::max<std::int64_t>(0, params.getInt("enemies")));
    if (asked == 0) {
        diagnostics.add("enemies", "Enemies", 0);
        return;
    }
    std::vector<Point> spots = enemySpots(map, params.getInt("enemy_min_distance"));
    const std::size_t count = std::min(asked, spots.size());
    for (std::size_t i = 0; i < count; ++i)
        std::swap(spots[i], spots[i + static_cast<std::size_t>(rng.below(spots.size() - i))]);
    spots.resize(count);
    std::sort(spots.begin(), spots.end(),
              [](Point a, Point b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
    for (const Point p : spots)
        map.entities.push_back({"enemy", p.x, p.y});
    diagnostics.add("enemies", "Enemies", static_cast<double>(count));
    if (count < asked)
        diagnostics.notes.push_back(
            "Only " + std::to_string(count) + " of " + std::to_string(asked) +
            " enemies fit: every reachable floor tile far enough from the start has one.");
}

Check checkEnemies(const GridMap &map, const ParamSet &params)
{
    Check c{"enemies_placed", true, {}};
    if (!map.start) {
        c.passed = std::none_of(map.entities.begin(), map.entities.end(),
                                [](const Entity &e) { return e.type == "enemy"; });
        c.message = c.passed ? "" : "enemies on a map without a start";
        return c;
    }
    const std::int64_t minDistance = params.getInt("enemy_min_distance");
    const DistanceField f = bfsDistance(map.walkable(), {*map.start});
    for (const Entity &e : map.entities) {
        const Point p{e.x, e.y};
        if (e.type != "enemy")
            continue;
        const std::int32_t d = map.tiles.contains(p) ? f.distance[p] : -1;
        if (d < 0 || d < minDistance) {
            c.passed = false;
            c.message = "the enemy at (" + std::to_string(p.x) + ", " + std::to_string(p.y) + ") is " +
                        (d < 0 ? std::string("out of reach") : std::to_string(d) + " steps from the start") +
                        " (at least " + std::to_string(minDistance) + ")";
            return c;
        }
    }
    return c;
}

} // namespace mapsmith
