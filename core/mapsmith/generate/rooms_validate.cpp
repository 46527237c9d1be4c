// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// RoomsGenerator::validate: the promises a rooms map keeps, checked on the map alone (O(tiles + lights)).
// Rooms are not stored in the map, so "in a room" is read from the tiles: a floor tile in a 2 x 2 block of
// floor (corridors are one tile wide and rooms at least 3 x 3). A corridor tile is an open tile with wall on
// two opposite sides and open tiles on the other two.
#include <mapsmith/generate/enemies.h>
#include <mapsmith/generate/rooms.h>
#include <mapsmith/grid/components.h>
#include <mapsmith/grid/distance.h>

#include <set>

namespace mapsmith {

namespace {

class RoomChecks
{
public:
    void add(std::string id, bool ok, std::string message)
    {
        m_checks.push_back({std::move(id), ok, ok ? std::string{} : std::move(message)});
    }
    std::vector<Check> take() { return std::move(m_checks); }

private:
    std::vector<Check> m_checks;
};

bool isFloor(const Grid<Tile> &t, Point p)
{
    return t.contains(p) && t[p] == Tile::Floor;
}

bool isOpen(const Grid<Tile> &t, Point p)
{
    return t.contains(p) && isWalkable(t[p]);
}

bool inRoom(const Grid<Tile> &t, Point p)
{
    for (const Point corner : {Point{-1, -1}, Point{0, -1}, Point{-1, 0}, Point{0, 0}}) {
        const Point o = p + corner;
        if (isFloor(t, o) && isFloor(t, o + Point{1, 0}) && isFloor(t, o + Point{0, 1}) &&
            isFloor(t, o + Point{1, 1}))
            return true;
    }
    return false;
}

bool isCorridor(const Grid<Tile> &t, Point p)
{
    if (!isOpen(t, p))
        return false;
    const bool ns = isOpen(t, p + kDirections[0]) && isOpen(t, p + kDirections[2]);
    const bool ew = isOpen(t, p + kDirections[1]) && isOpen(t, p + kDirections[3]);
    const bool nsWall = !isOpen(t, p + kDirections[0]) && !isOpen(t, p + kDirections[2]);
    const bool ewWall = !isOpen(t, p + kDirections[1]) && !isOpen(t, p + kDirections[3]);
    return (ns && ewWall) || (ew && nsWall);
}

void checkTiles(const GridMap &g, bool doors, RoomChecks &checks)
{
    bool border = true;
    bool known = true;
    bool doorways = true;
    for (int y = 0; y < g.height(); ++y) {
        for (int x = 0; x < g.width(); ++x) {
            const Tile t = g.tiles.at(x, y);
            const bool ring = x == 0 || y == 0 || x == g.width() - 1 || y == g.height() - 1;
            border = border && (!ring || t == Tile::Wall);
            known = known && (t == Tile::Wall || t == Tile::Floor || (doors && t == Tile::Door));
            doorways = doorways && (t != Tile::Door || isCorridor(g.tiles, {x, y}));
        }
    }
    checks.add("border_is_wall", border, "a border tile is not wall");
    checks.add("tiles_known", known,
               doors ? "a tile is not wall, floor or door" : "a tile is not wall or floor");
    checks.add("doors_in_doorways", doorways, "a door does not sit in a one-tile opening between two walls");
    const Components c = labelComponents(g.walkable());
    checks.add("one_region", c.count() == 1, std::to_string(c.count()) + " floor regions instead of 1");
}

void checkEnds(const GridMap &g, RoomChecks &checks)
{
    const bool ends =
        g.start && g.exit && *g.start != *g.exit && inRoom(g.tiles, *g.start) && inRoom(g.tiles, *g.exit);
    checks.add("start_exit_in_rooms", ends, "start or exit is missing, the same tile, or not on room floor");
    const bool connected = ends && bfsDistance(g.walkable(), {*g.start}).distance[*g.exit] >= 0;
    checks.add("start_exit_connected", connected, "the exit cannot be reached from the start");
}

void checkLights(const GridMap &g, std::int64_t asked, RoomChecks &checks)
{
    std::set<Point> seen;
    std::string bad;
    std::int64_t count = 0;
    for (const Entity &e : g.entities) {
        if (e.type != "light")
            continue;
        ++count;
        const Point p{e.x, e.y};
        bool ok = inRoom(g.tiles, p) && p != g.start && p != g.exit && seen.insert(p).second;
        for (int d = 0; d < 4 && ok; ++d) {
            const Point q = p + kDirections[static_cast<std::size_t>(d)];
            ok = !(g.tiles.contains(q) && g.tiles[q] == Tile::Door) && !isCorridor(g.tiles, q);
        }
        if (!ok && bad.empty())
            bad = "the light at (" + std::to_string(p.x) + ", " + std::to_string(p.y) +
                  ") is not on free room floor away from doors, corridors, start, exit and other lights";
    }
    checks.add("lights_on_room_floor", bad.empty(), bad);
    // Fewer lights than asked means fewer spots qualified; generate() says so in a note.
    checks.add("light_count", count <= asked,
               std::to_string(count) + " lights, more than the " + std::to_string(asked) + " asked for");
}

} // namespace

std::vector<Check> RoomsGenerator::validate(const Map &map, const ParamSet &params) const
{
    RoomChecks checks;
    const GridMap &g = map.grid;
    const auto w = params.getInt("width");
    const auto h = params.getInt("height");
    const bool size = g.width() == w && g.height() == h;
    checks.add("size_matches", size,
               "the map is " + std::to_string(g.width()) + " x " + std::to_string(g.height()) +
                   " tiles, not " + std::to_string(w) + " x " + std::to_string(h));
    if (!size)
        return checks.take();
    checkTiles(g, params.getBool("doors"), checks);
    checkEnds(g, checks);
    checkLights(g, params.getInt("lights"), checks);
    std::vector<Check> out = checks.take();
    if (params.getInt("enemies") > 0)
        out.push_back(checkEnemies(g, params));
    return out;
}

} // namespace mapsmith
