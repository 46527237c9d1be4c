// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// The rooms generator: place rooms, join them, carve, then choose the start, the exit and the lights.
// Start: the centre of a random room. Exit: the centre of the room farthest from the start by breadth-first
// steps over walkable tiles (lowest room index on ties); with one room, the room tile farthest from the
// start (grid/distance.h's BFS tie-breaking). Lights: a partial Fisher-Yates draw among the qualifying
// spots (rooms_carve.cpp), listed row by row.
// Complexity: O(tiles + attempts * rooms + rooms^2). Determinism: every draw comes from the Rng passed in,
// in a fixed order: placement, extra edges, corridors, start room, lights, enemies (enemies.cpp; no draw
// when none is asked for).
#include <mapsmith/generate/enemies.h>
#include <mapsmith/generate/rooms.h>
#include <mapsmith/generate/rooms_layout.h>
#include <mapsmith/grid/distance.h>

#include <algorithm>

namespace mapsmith {

namespace {

std::vector<ParamSpec> roomsSpecs()
{
    std::vector<ParamSpec> specs{
        ParamSpec::integer("width", "Width", 80, 8, 4096, "tiles", "Map width in tiles."),
        ParamSpec::integer("height", "Height", 50, 8, 4096, "tiles", "Map height in tiles."),
        ParamSpec::integer("room_attempts", "Placement attempts", 200, 1, 10000, "",
                           "How many random rooms are tried; ones that overlap are thrown away."),
        ParamSpec::integer("max_rooms", "Most rooms", 15, 1, 1000, "", "Placement stops at this many rooms."),
        ParamSpec::integer("room_min", "Smallest room side", 4, 3, 64, "tiles",
                           "Shortest side of a room's floor."),
        ParamSpec::integer("room_max", "Largest room side", 10, 3, 64, "tiles",
                           "Longest side of a room's floor."),
        ParamSpec::real("extra_edges", "Loops", 0.15, 0.0, 1.0, 0.05, "",
                        "Extra corridors beyond the spanning tree, as a share of its corridors."),
        ParamSpec::boolean("doors", "Doors", true, "Put a door where a corridor enters a room."),
        ParamSpec::integer("lights", "Lights", 6, 0, 1000, "", "Light sources placed on room floor."),
    };
    for (auto more : {enemySpecs(), plannerSpecs()})
        specs.insert(specs.end(), more.begin(), more.end());
    return specs;
}

rooms::PlacementRequest placementRequest(const ParamSet &params, Diagnostics &d)
{
    rooms::PlacementRequest r;
    r.mapWidth = static_cast<int>(params.getInt("width"));
    r.mapHeight = static_cast<int>(params.getInt("height"));
    r.attempts = static_cast<int>(params.getInt("room_attempts"));
    r.maxRooms = static_cast<int>(params.getInt("max_rooms"));
    auto lo = static_cast<int>(params.getInt("room_min"));
    auto hi = static_cast<int>(params.getInt("room_max"));
    if (lo > hi) {
        std::swap(lo, hi);
        d.notes.push_back("room_min is larger than room_max; the two were swapped.");
    }
    const int fit = std::min(r.mapWidth, r.mapHeight) - 2;
    if (hi > fit)
        d.notes.push_back("Rooms were limited to " + std::to_string(fit) + " tiles a side to fit the map.");
    r.minSize = std::min(lo, fit);
    r.maxSize = std::min(hi, fit);
    return r;
}

/// Start in a random room; exit at the centre of the room farthest from it.
void placeEnds(GridMap &g, const std::vector<rooms::Room> &rooms, Rng &rng)
{
    const auto startRoom = static_cast<std::size_t>(rng.below(rooms.size()));
    const Point start = rooms[startRoom].centre();
    const DistanceField f = bfsDistance(g.walkable(), {start});
    g.start = start;
    g.exit = f.farthest;
    std::int32_t best = -1;
    for (std::size_t i = 0; i < rooms.size(); ++i) {
        const std::int32_t d = f.distance[rooms[i].centre()];
        if (i != startRoom && d > best) {
            best = d;
            g.exit = rooms[i].centre();
        }
    }
}

int placeLights(GridMap &g, const std::vector<rooms::Room> &rooms, int asked, Rng &rng, Diagnostics &d)
{
    std::vector<Point> spots = rooms::lightSpots(g.tiles, rooms, *g.start, *g.exit);
    const auto count = std::min(static_cast<std::size_t>(asked), spots.size());
    for (std::size_t i = 0; i < count; ++i)
        std::swap(spots[i], spots[i + static_cast<std::size_t>(rng.below(spots.size() - i))]);
    spots.resize(count);
    std::sort(spots.begin(), spots.end(),
              [](Point a, Point b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
    for (const Point p : spots)
        g.entities.push_back({"light", p.x, p.y});
    if (static_cast<int>(count) < asked)
        d.notes.push_back(
            "Only " + std::to_string(count) + " of " + std::to_string(asked) +
            " lights fit: every room floor tile away from the openings, start and exit has one.");
    return static_cast<int>(count);
}

} // namespace

RoomsGenerator::RoomsGenerator() : m_schema(roomsSpecs()) {}

Result<Generated> RoomsGenerator::generate(const ParamSet &params, Rng &rng, const RunControl &control) const
{
    Generated out;
    Diagnostics &d = out.diagnostics;
    const rooms::PlacementRequest request = placementRequest(params, d);
    const rooms::Placement placement = placeRooms(request, rng, control);
    if (placement.cancelled || control.cancelled())
        return Error::cancelled();
    control.report(0.4);
    const std::vector<rooms::Room> &rooms = placement.rooms;
    const rooms::RoomGraph graph = rooms::connectRooms(rooms, params.getReal("extra_edges"), rng);

    GridMap &g = out.map.grid;
    g.tiles = Grid<Tile>(request.mapWidth, request.mapHeight, Tile::Wall);
    for (const rooms::Room &r : rooms) {
        for (int y = r.y; y < r.y + r.h; ++y)
            std::fill_n(&g.tiles.at(r.x, y), r.w, Tile::Floor);
    }
    rooms::carveCorridors(g.tiles, rooms, graph.tree, rng);
    rooms::carveCorridors(g.tiles, rooms, graph.extra, rng);
    const int doors = params.getBool("doors") ? rooms::placeDoors(g.tiles, rooms) : 0;
    if (control.cancelled())
        return Error::cancelled();
    control.report(0.8);
    placeEnds(g, rooms, rng);
    const int lights = placeLights(g, rooms, static_cast<int>(params.getInt("lights")), rng, d);
    placeEnemies(g, params, rng, d);

    d.add("rooms_placed", "Rooms placed", double(rooms.size()));
    d.add("rooms_asked", "Rooms asked for", double(request.maxRooms));
    d.add("attempts_used", "Placement attempts used", placement.attemptsUsed);
    d.add("tree_edges", "Spanning-tree corridors", double(graph.tree.size()));
    d.add("extra_edges", "Extra corridors (loops)", double(graph.extra.size()));
    d.add("doors", "Doors", doors);
    d.add("lights", "Lights", lights);
    if (static_cast<int>(rooms.size()) < request.maxRooms)
        d.notes.push_back("Placed " + std::to_string(rooms.size()) + " of " +
                          std::to_string(request.maxRooms) + " rooms in " +
                          std::to_string(placement.attemptsUsed) + " attempts.");
    control.report(1.0);
    return out;
}

} // namespace mapsmith
