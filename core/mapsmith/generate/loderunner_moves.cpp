// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/generate/loderunner_moves.h>

#include <deque>

// Lode Runner movement without digging, after the rules of the original game as Lode Runner Total Recall
// implements them (github.com/SimonHung/LodeRunner_TotalRecall, lodeRunner.runner.js), reduced to
// whole-cell steps:
// - brick and solid cannot be entered; empty, ladder, rope, trap and hidden ladder can;
// - the runner stands (does not fall) on a ladder, on a rope, on the bottom row, or above brick, solid or
//   ladder; above anything else (empty, rope, trap) it falls one cell per step and can do nothing else;
// - standing, it may step left or right into any enterable cell, up when on a ladder, and down into any
//   enterable cell below (climbing down a ladder, or letting go of a rope);
// - a trap looks like brick but is empty: standing above one means falling through it;
// - a hidden ladder is empty space until all gold is taken (HiddenLadders::Hidden), then a ladder.
// Guards, digging and timing are ignored, so "reachable" here is a plausibility check, not a solver.
// Searches are breadth-first over cells, O(cells); the result does not depend on visiting order.

namespace mapsmith::lode {

namespace {

Tile effective(Tile t, HiddenLadders hidden)
{
    if (t == Tile::HiddenLadder)
        return hidden == HiddenLadders::Shown ? Tile::Ladder : Tile::Floor;
    return t;
}

Grid<std::uint8_t> search(const Grid<Tile> &tiles, Point from, const std::vector<std::vector<Point>> &edges)
{
    Grid<std::uint8_t> seen(tiles.width(), tiles.height(), 0);
    if (!tiles.contains(from) || blocks(tiles[from]))
        return seen;
    std::deque<Point> queue{from};
    seen[from] = 1;
    while (!queue.empty()) {
        const Point p = queue.front();
        queue.pop_front();
        for (const Point q : edges[tiles.index(p)]) {
            if (!seen[q]) {
                seen[q] = 1;
                queue.push_back(q);
            }
        }
    }
    return seen;
}

/// edges[i] = the cells one move from cell i (forward) or the cells one move to cell i (reverse).
std::vector<std::vector<Point>> moveGraph(const Grid<Tile> &tiles, HiddenLadders hidden, bool reverse)
{
    std::vector<std::vector<Point>> edges(tiles.size());
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        const Point p = tiles.point(i);
        for (const Point q : movesFrom(tiles, p, hidden)) {
            if (reverse)
                edges[tiles.index(q)].push_back(p);
            else
                edges[i].push_back(q);
        }
    }
    return edges;
}

} // namespace

bool blocks(Tile t)
{
    return t == Tile::Brick || t == Tile::Solid || t == Tile::Wall;
}

bool supported(const Grid<Tile> &tiles, Point p, HiddenLadders hidden)
{
    const Tile here = effective(tiles[p], hidden);
    if (here == Tile::Ladder || here == Tile::Rope || p.y == tiles.height() - 1)
        return true;
    const Tile below = effective(tiles.at(p.x, p.y + 1), hidden);
    return blocks(below) || below == Tile::Ladder;
}

bool isStandingSpot(const Grid<Tile> &tiles, Point p)
{
    return tiles.contains(p) && tiles[p] == Tile::Floor && supported(tiles, p, HiddenLadders::Hidden);
}

std::vector<Point> movesFrom(const Grid<Tile> &tiles, Point p, HiddenLadders hidden)
{
    std::vector<Point> out;
    if (!tiles.contains(p) || blocks(tiles[p]))
        return out;
    auto open = [&](Point q) { return tiles.contains(q) && !blocks(tiles[q]); };
    const Point down{p.x, p.y + 1};
    if (!supported(tiles, p, hidden)) {
        if (open(down))
            out.push_back(down);
        return out;
    }
    for (const Point q : {Point{p.x - 1, p.y}, Point{p.x + 1, p.y}}) {
        if (open(q))
            out.push_back(q);
    }
    const Point up{p.x, p.y - 1};
    if (effective(tiles[p], hidden) == Tile::Ladder && open(up))
        out.push_back(up);
    if (open(down))
        out.push_back(down);
    return out;
}

Grid<std::uint8_t> reachableFrom(const Grid<Tile> &tiles, Point start, HiddenLadders hidden)
{
    return search(tiles, start, moveGraph(tiles, hidden, false));
}

Grid<std::uint8_t> canReach(const Grid<Tile> &tiles, Point target, HiddenLadders hidden)
{
    return search(tiles, target, moveGraph(tiles, hidden, true));
}

Grid<std::uint8_t> roundTrip(const Grid<Tile> &tiles, Point start, HiddenLadders hidden)
{
    Grid<std::uint8_t> out = reachableFrom(tiles, start, hidden);
    const Grid<std::uint8_t> back = canReach(tiles, start, hidden);
    for (std::size_t i = 0; i < out.size(); ++i)
        out[i] = static_cast<std::uint8_t>(out[i] & back[i]);
    return out;
}

} // namespace mapsmith::lode
