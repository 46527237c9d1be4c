// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// Room placement by rejection sampling ("place random rooms, throw away the ones that overlap").
// Based on: the classic roguelike room placer as described in Bob Nystrom, "Rooms and Mazes: A Procedural
//   Dungeon Generator" (2014), https://journal.stuffwithstuff.com/2014/12/21/rooms-and-mazes/ and the
//   RogueBasin article "Dungeon-Building Algorithm",
//   https://www.roguebasin.com/index.php/Dungeon-Building_Algorithm
// Each attempt draws a width, a height (uniform in [min, max]) and a position (uniform among the positions
// that keep the room inside the border wall), and keeps the room when its interior stays clear of every
// placed room's interior grown by one tile, so that at least one wall tile separates any two rooms.
// It stops after `attempts` attempts or when `maxRooms` rooms are placed.
//
// Complexity: O(attempts * rooms) time, O(rooms) memory; both are bounded by the schema.
// Tie-breaking and determinism: four Rng draws per attempt in a fixed order (w, h, x, y); rooms are kept in
// the order placed. The first attempt always succeeds, so there is at least one room.
#include <mapsmith/generate/rooms_layout.h>

namespace mapsmith::rooms {

namespace {

bool clearOf(const Room &r, const std::vector<Room> &rooms)
{
    for (const Room &o : rooms) {
        const bool overlapX = r.x <= o.x + o.w && r.x + r.w - 1 >= o.x - 1;
        const bool overlapY = r.y <= o.y + o.h && r.y + r.h - 1 >= o.y - 1;
        if (overlapX && overlapY)
            return false;
    }
    return true;
}

} // namespace

Placement placeRooms(const PlacementRequest &request, Rng &rng, const RunControl &control)
{
    Placement out;
    for (int attempt = 0; attempt < request.attempts; ++attempt) {
        if (static_cast<int>(out.rooms.size()) >= request.maxRooms)
            break;
        if (attempt % 1024 == 1023 && control.cancelled()) {
            out.cancelled = true;
            return out;
        }
        Room r;
        r.w = static_cast<int>(rng.range(request.minSize, request.maxSize));
        r.h = static_cast<int>(rng.range(request.minSize, request.maxSize));
        r.x = static_cast<int>(rng.range(1, request.mapWidth - 1 - r.w));
        r.y = static_cast<int>(rng.range(1, request.mapHeight - 1 - r.h));
        ++out.attemptsUsed;
        if (clearOf(r, out.rooms))
            out.rooms.push_back(r);
    }
    return out;
}

} // namespace mapsmith::rooms
