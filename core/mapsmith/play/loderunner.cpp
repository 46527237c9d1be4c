// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/play/loderunner.h>

#include <algorithm>

namespace mapsmith {

namespace {
enum class Kind { Empty, Brick, Solid, Ladder, Rope };

Kind kindAt(const Grid<Tile> &tiles, bool shown, Point p)
{
    if (!tiles.contains(p))
        return Kind::Solid;
    switch (tiles[p]) {
    case Tile::Brick:
        return Kind::Brick;
    case Tile::Solid:
    case Tile::Wall:
        return Kind::Solid;
    case Tile::Ladder:
        return Kind::Ladder;
    case Tile::HiddenLadder:
        return shown ? Kind::Ladder : Kind::Empty;
    case Tile::Rope:
        return Kind::Rope;
    default:
        return Kind::Empty;
    }
}
} // namespace

bool lodeRunnerSupported(const Grid<Tile> &tiles, bool laddersShown, Point p)
{
    const Kind here = kindAt(tiles, laddersShown, p);
    if (here == Kind::Ladder || here == Kind::Rope)
        return true;
    const Kind below = kindAt(tiles, laddersShown, {p.x, p.y + 1});
    return below == Kind::Brick || below == Kind::Solid || below == Kind::Ladder;
}

bool lodeRunnerCanDig(const PlayWorld &world, Point runner, int side)
{
    if (!lodeRunnerSupported(world.tiles, world.laddersShown, runner))
        return false;
    const Point beside{runner.x + side, runner.y};
    const Point target{runner.x + side, runner.y + 1};
    return kindAt(world.tiles, world.laddersShown, target) == Kind::Brick &&
           kindAt(world.tiles, world.laddersShown, beside) == Kind::Empty && !world.enemyAt(beside);
}

void lodeRunnerDig(PlayWorld &world, Point runner, int side, int holeBeats)
{
    const Point target{runner.x + side, runner.y + 1};
    world.tiles[target] = Tile::Floor;
    world.holes.push_back(PlayHole{target, world.nextBeat + holeBeats});
    world.tilesChanged = true;
}

void lodeRunnerRefill(PlayWorld &world, std::int64_t beat)
{
    auto due = [beat](const PlayHole &h) { return h.refillBeat <= beat; };
    for (const PlayHole &h : world.holes) {
        if (!due(h))
            continue;
        world.tiles[h.cell] = Tile::Brick;
        world.tilesChanged = true;
        if (world.player == h.cell)
            world.status = PlayStatus::Lost;
        for (PlayEnemy &e : world.enemies) {
            if (e.pos == h.cell)
                e.pos = world.enemyAt(e.home) ? e.pos : e.home;
            if (e.pos == h.cell) // home taken: it waits above the brick
                e.pos.y -= 1;
        }
    }
    world.holes.erase(std::remove_if(world.holes.begin(), world.holes.end(), due), world.holes.end());
}

void lodeRunnerShowLadders(PlayWorld &world)
{
    if (world.laddersShown)
        return;
    world.laddersShown = true;
    for (Tile &t : world.tiles)
        if (t == Tile::HiddenLadder)
            t = Tile::Ladder;
    world.tilesChanged = true;
}

} // namespace mapsmith
