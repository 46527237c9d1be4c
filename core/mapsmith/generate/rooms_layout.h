// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/generate/generator.h>
#include <mapsmith/grid/grid.h>

#include <cstdint>
#include <vector>

namespace mapsmith::rooms {

/// A room's floor: the interior rectangle, without its wall ring.
struct Room
{
    int x = 0; ///< left interior column
    int y = 0; ///< top interior row
    int w = 0;
    int h = 0;
    Point centre() const { return {x + w / 2, y + h / 2}; }
    bool containsTile(Point p) const { return p.x >= x && p.y >= y && p.x < x + w && p.y < y + h; }
    /// True when the wall ring of this room is a tile of `p` (corners included).
    bool ringHas(Point p) const
    {
        const bool inX = p.x >= x - 1 && p.x <= x + w;
        const bool inY = p.y >= y - 1 && p.y <= y + h;
        return inX && inY && !containsTile(p);
    }
};

struct PlacementRequest
{
    int mapWidth = 0;
    int mapHeight = 0;
    int attempts = 0;
    int maxRooms = 0;
    int minSize = 3; ///< interior side, both already clamped to fit the map and min <= max
    int maxSize = 3;
};

struct Placement
{
    std::vector<Room> rooms;
    int attemptsUsed = 0;
    bool cancelled = false;
};

/// Rejection sampling of non-overlapping rooms with a wall between them (rooms_place.cpp).
Placement placeRooms(const PlacementRequest &request, Rng &rng, const RunControl &control);

struct Edge
{
    int a = 0;
    int b = 0;
    friend bool operator==(const Edge &, const Edge &) = default;
    friend auto operator<=>(const Edge &, const Edge &) = default;
};

struct RoomGraph
{
    std::vector<Edge> tree;  ///< the minimum spanning tree over room centres, n - 1 edges
    std::vector<Edge> extra; ///< loops: edges added back beyond the tree
};

/// Prim's minimum spanning tree over the room centres plus round(extraRatio * (n - 1)) short extra edges
/// (rooms_graph.cpp).
RoomGraph connectRooms(const std::vector<Room> &rooms, double extraRatio, Rng &rng);

/// Carves one corridor per edge: straight where the rooms line up, L-shaped otherwise (rooms_carve.cpp).
void carveCorridors(Grid<Tile> &tiles, const std::vector<Room> &rooms, const std::vector<Edge> &edges,
                    Rng &rng);

/// Turns into doors the wall-ring tiles a corridor passes through between walls; returns how many.
int placeDoors(Grid<Tile> &tiles, const std::vector<Room> &rooms);

/// Room floor tiles where a light may go: not next to an opening in the room's wall (a door or a corridor's
/// end), not `start` or `exit`; rooms in order, each row by row.
std::vector<Point> lightSpots(const Grid<Tile> &tiles, const std::vector<Room> &rooms, Point start,
                              Point exit);

} // namespace mapsmith::rooms
