// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/generate/loderunner_layout.h>
#include <mapsmith/generate/loderunner_moves.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>

// Tiered platform layout, the shape of most hand-made Lode Runner screens (horizontal floors joined by
// ladders, ropes bridging gaps), built in five passes, each a loop over rows or cells:
// 1. ground: the bottom row, solid or brick;
// 2. platforms: rows 3 or 4 apart from height - 4 up to row 2 (rows 0-1 stay open for the escape); each
//    row is cut into stretches of brick (3..9 cells, chance `platforms`, solid with chance `solid`) and
//    gaps (2..4 cells);
// 3. ropes: each gap of a platform row gets a rope in the row above it with chance `ropes`, so the runner
//    crosses hand over hand;
// 4. ladders: 1 + round(ladders * width / 8) per platform row, through a brick of the platform and down
//    to the first brick or solid below, never in columns next to each other;
// 5. traps: `traps` random platform bricks become false bricks.
// O(width * height). Deterministic: every choice is one Rng call in a fixed order (rows bottom up, cells
// left to right); candidate lists are built in row-major order before they are shuffled.

namespace mapsmith::lode {

namespace {

int rangeInt(Rng &rng, int lo, int hi)
{
    return static_cast<int>(rng.range(lo, hi));
}

void layPlatform(Grid<Tile> &tiles, int y, const LayoutParams &p, Rng &rng)
{
    int x = 0;
    while (x < tiles.width()) {
        const bool brick = rng.chance(p.platforms);
        const int length = brick ? rangeInt(rng, 3, 9) : rangeInt(rng, 2, 4);
        const Tile tile = brick && rng.chance(p.solid) ? Tile::Solid : Tile::Brick;
        for (int i = x; brick && i < std::min(x + length, tiles.width()); ++i)
            tiles.at(i, y) = tile;
        x += length;
    }
}

void layRopes(Grid<Tile> &tiles, int y, const LayoutParams &p, Rng &rng)
{
    int x = 0;
    while (x < tiles.width()) {
        if (blocks(tiles.at(x, y))) {
            ++x;
            continue;
        }
        int end = x;
        while (end < tiles.width() && !blocks(tiles.at(end, y)))
            ++end;
        if (end - x >= 2 && rng.chance(p.ropes)) {
            for (int i = x; i < end; ++i) {
                if (tiles.at(i, y - 1) == Tile::Floor)
                    tiles.at(i, y - 1) = Tile::Rope;
            }
        }
        x = end;
    }
}

void layLadders(Grid<Tile> &tiles, int y, const LayoutParams &p, Rng &rng)
{
    std::vector<int> columns;
    for (int x = 0; x < tiles.width(); ++x) {
        if (blocks(tiles.at(x, y)))
            columns.push_back(x);
    }
    rng.shuffle(columns.begin(), columns.end());
    const int wanted = 1 + static_cast<int>(std::lround(p.ladders * tiles.width() / 8.0));
    std::vector<int> placed;
    for (const int x : columns) {
        if (static_cast<int>(placed.size()) >= wanted)
            break;
        const bool crowded =
            std::any_of(placed.begin(), placed.end(), [x](int other) { return std::abs(other - x) <= 1; });
        if (crowded)
            continue;
        placed.push_back(x);
        tiles.at(x, y) = Tile::Ladder;
        for (int below = y + 1; below < tiles.height() && !blocks(tiles.at(x, below)); ++below)
            tiles.at(x, below) = Tile::Ladder;
    }
}

void layTraps(Grid<Tile> &tiles, int count, Rng &rng)
{
    std::vector<std::size_t> bricks;
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        if (tiles[i] == Tile::Brick && tiles.point(i).y < tiles.height() - 1)
            bricks.push_back(i);
    }
    rng.shuffle(bricks.begin(), bricks.end());
    for (std::size_t i = 0; i < bricks.size() && static_cast<int>(i) < count; ++i)
        tiles[bricks[i]] = Tile::Trap;
}

} // namespace

Layout buildLayout(const LayoutParams &params, Rng &rng)
{
    Layout out;
    const int w = params.width;
    const int h = params.height;
    out.tiles = Grid<Tile>(w, h, Tile::Floor);
    for (int x = 0; x < w; ++x)
        out.tiles.at(x, h - 1) = params.solidBottom ? Tile::Solid : Tile::Brick;
    for (int y = h - 1 - rangeInt(rng, 3, 4); y >= 2; y -= rangeInt(rng, 3, 4))
        out.platformRows.push_back(y);
    for (const int y : out.platformRows)
        layPlatform(out.tiles, y, params, rng);
    for (const int y : out.platformRows)
        layRopes(out.tiles, y, params, rng);
    for (const int y : out.platformRows)
        layLadders(out.tiles, y, params, rng);
    layTraps(out.tiles, params.traps, rng);
    return out;
}

} // namespace mapsmith::lode
