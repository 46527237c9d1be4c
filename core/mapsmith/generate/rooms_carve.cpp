// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// Corridors between rooms, the doors where they enter a room, and the spots where lights may go.
// Based on: the L-shaped ("dog-leg") tunnels of the RogueBasin "Complete Roguelike Tutorial, using
//   python+libtcod", part 3
//   (https://www.roguebasin.com/index.php/Complete_Roguelike_Tutorial,_using_python%2Blibtcod,_part_3), with
//   a straight tunnel when the two rooms share columns or rows.
// A corridor joins the two rooms of an edge. When their interiors share columns it runs straight up or down
// at a random shared column, from one centre row to the other; likewise for shared rows. Otherwise it is an
// L from centre to centre, horizontal or vertical leg first with even odds. All corridor tiles lie between
// two room centres, so none touches the border.
// A door is a tile of a room's wall ring (not a corner) that a corridor opened, with the room's floor on
// one side, open floor straight across, and wall on both other sides: a corridor running along a wall
// opens it without making a row of doors.
//
// Complexity: O(sum of corridor lengths) for carving, O(sum of room perimeters and areas) for doors and
// light spots. Tie-breaking and determinism: edges in the given order; each uses one Rng draw (the shared
// column or row, or which leg first); doors and light spots use no randomness.
#include <mapsmith/generate/rooms_layout.h>

#include <algorithm>

namespace mapsmith::rooms {

namespace {

void carveRow(Grid<Tile> &tiles, int y, int x0, int x1)
{
    for (int x = std::min(x0, x1); x <= std::max(x0, x1); ++x) {
        if (tiles.at(x, y) == Tile::Wall)
            tiles.at(x, y) = Tile::Floor;
    }
}

void carveColumn(Grid<Tile> &tiles, int x, int y0, int y1)
{
    for (int y = std::min(y0, y1); y <= std::max(y0, y1); ++y) {
        if (tiles.at(x, y) == Tile::Wall)
            tiles.at(x, y) = Tile::Floor;
    }
}

void carveCorridor(Grid<Tile> &tiles, const Room &a, const Room &b, Rng &rng)
{
    const Point p = a.centre();
    const Point q = b.centre();
    const int left = std::max(a.x, b.x);
    const int right = std::min(a.x + a.w - 1, b.x + b.w - 1);
    if (left <= right) {
        carveColumn(tiles, static_cast<int>(rng.range(left, right)), p.y, q.y);
        return;
    }
    const int top = std::max(a.y, b.y);
    const int bottom = std::min(a.y + a.h - 1, b.y + b.h - 1);
    if (top <= bottom) {
        carveRow(tiles, static_cast<int>(rng.range(top, bottom)), p.x, q.x);
        return;
    }
    if (rng.below(2) == 0) {
        carveRow(tiles, p.y, p.x, q.x);
        carveColumn(tiles, q.x, p.y, q.y);
    } else {
        carveColumn(tiles, p.x, p.y, q.y);
        carveRow(tiles, q.y, p.x, q.x);
    }
}

bool open(const Grid<Tile> &tiles, Point p)
{
    return tiles.contains(p) && tiles[p] != Tile::Wall;
}

/// A ring tile of `room` that a corridor went through between walls.
bool isDoorway(const Grid<Tile> &tiles, const Room &room, Point p)
{
    if (!open(tiles, p))
        return false;
    for (int d = 0; d < 4; ++d) {
        const Point in = p + kDirections[static_cast<std::size_t>(d)];
        if (!room.containsTile(in))
            continue;
        const Point out = p - kDirections[static_cast<std::size_t>(d)];
        const Point side1 = p + kDirections[static_cast<std::size_t>((d + 1) % 4)];
        const Point side2 = p - kDirections[static_cast<std::size_t>((d + 1) % 4)];
        return open(tiles, out) && !open(tiles, side1) && !open(tiles, side2);
    }
    return false; // a corner of the ring
}

/// Calls f(p) for each tile of the wall ring of `room` except the four corners.
template <class F> void forEachRingSide(const Room &room, F &&f)
{
    for (int x = room.x; x < room.x + room.w; ++x) {
        f(Point{x, room.y - 1});
        f(Point{x, room.y + room.h});
    }
    for (int y = room.y; y < room.y + room.h; ++y) {
        f(Point{room.x - 1, y});
        f(Point{room.x + room.w, y});
    }
}

} // namespace

void carveCorridors(Grid<Tile> &tiles, const std::vector<Room> &rooms, const std::vector<Edge> &edges,
                    Rng &rng)
{
    for (const Edge &e : edges)
        carveCorridor(tiles, rooms[static_cast<std::size_t>(e.a)], rooms[static_cast<std::size_t>(e.b)], rng);
}

int placeDoors(Grid<Tile> &tiles, const std::vector<Room> &rooms)
{
    // Decide every door before placing any, so one door cannot change whether its neighbour qualifies.
    std::vector<Point> doors;
    for (const Room &room : rooms) {
        forEachRingSide(room, [&](Point p) {
            if (tiles[p] == Tile::Floor && isDoorway(tiles, room, p))
                doors.push_back(p);
        });
    }
    int placed = 0;
    for (const Point p : doors) {
        if (tiles[p] != Tile::Door) {
            tiles[p] = Tile::Door;
            ++placed;
        }
    }
    return placed;
}

std::vector<Point> lightSpots(const Grid<Tile> &tiles, const std::vector<Room> &rooms, Point start,
                              Point exit)
{
    std::vector<Point> spots;
    for (const Room &room : rooms) {
        for (int y = room.y; y < room.y + room.h; ++y) {
            for (int x = room.x; x < room.x + room.w; ++x) {
                const Point p{x, y};
                if (p == start || p == exit)
                    continue;
                bool nearOpening = false;
                for (int d = 0; d < 4; ++d) {
                    const Point q = p + kDirections[static_cast<std::size_t>(d)];
                    nearOpening = nearOpening || (!room.containsTile(q) && open(tiles, q));
                }
                if (!nearOpening)
                    spots.push_back(p);
            }
        }
    }
    return spots;
}

} // namespace mapsmith::rooms
