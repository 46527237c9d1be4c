// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// The state of a play session as plain data (session.h drives it; enemies.cpp and loderunner.cpp act on it).

#include <mapsmith/map/map.h>
#include <mapsmith/play/types.h>
#include <mapsmith/random/rng.h>

#include <cstdint>
#include <optional>
#include <vector>

namespace mapsmith {

/// Something to collect: a light (switched on when taken: it then lights the floor around it) or gold.
struct PlayPickup
{
    Point pos;
    bool light = false;
    bool taken = false;
};

/// An enemy (grid maps: "enemy" and "guard" entities) or a Lode Runner guard.
struct PlayEnemy
{
    Point pos;
    Point home; ///< where it started; a guard buried by a refilling hole comes back here
    int hp = 0; ///< its health when the session has health (PlayOptions::hp > 0); at 0 it is gone
};

/// A dug hole: the brick is gone until the tick of `refillBeat`.
struct PlayHole
{
    Point cell;
    std::int64_t refillBeat = 0;
};

enum class PlayKind : std::uint8_t { Grid, LodeRunner, Tower };

struct PlayWorld
{
    Map map; ///< as loaded; never changed
    PlayKind kind = PlayKind::Grid;
    bool maze = false; ///< a maze: the trail and the solution matter
    Grid<Tile> tiles;  ///< the logic map now (dug holes are floor, shown hidden ladders are ladders)
    bool laddersShown = false;
    Point player;
    std::optional<Point> exit;
    std::vector<PlayPickup> pickups;
    std::vector<PlayEnemy> enemies;
    std::vector<PlayHole> holes;
    Grid<std::uint8_t> trail; ///< 1 where the player has been
    int towerNode = -1;       ///< tower: the node the player is in (-1: at the entrance, below floor 0)
    std::vector<int> towerPath;
    PlayStatus status = PlayStatus::Playing;
    int hp = 0;          ///< the player's health; 0 on a map played without health (PlayOptions::hp == 0)
    bool health = false; ///< whether this play has health (grid maps with PlayOptions::hp > 0)
    Rng rng;
    std::int64_t nextBeat = 0; ///< the next beat to tick
    bool tilesChanged = false; ///< set when tiles change (rules and light need rebuilding)

    bool enemyAt(Point p) const { return enemyIndexAt(p) >= 0; }
    int enemyIndexAt(Point p) const
    {
        for (std::size_t i = 0; i < enemies.size(); ++i)
            if (enemies[i].pos == p)
                return static_cast<int>(i);
        return -1;
    }
    /// An enemy reaches the player: without health the play is lost; with it the player loses 1 and the
    /// play is lost at 0.
    void playerHit()
    {
        if (health && hp > 1) {
            --hp;
            return;
        }
        hp = 0;
        status = PlayStatus::Lost;
    }
};

} // namespace mapsmith
