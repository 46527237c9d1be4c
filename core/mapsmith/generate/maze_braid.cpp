// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// Braiding: removing dead ends from a perfect maze by opening one more wall of each, which makes loops.
// Based on: Jamis Buck, "Mazes for Programmers" (Pragmatic Bookshelf, 2015), chapter 9 "Braiding and
//   Weaving Your Mazes", and Walter D. Pullen, "Think Labyrinth: Maze Algorithms", "Braid"
//   (https://www.astrolog.org/labyrnth/algrithm.htm).
// The dead ends (cells with one passage) are listed in cell order and shuffled. Going down the list until
// round(ratio * dead ends) of them are gone, a cell that is still a dead end opens a wall to a neighbour it
// is not yet joined to, preferring a neighbour that is itself a dead end (one opening then removes two).
//
// Complexity: O(cells) time and memory.
// Tie-breaking and determinism: candidates are gathered in N, E, S, W order and chosen with Rng::below; with
// ratio 0 the Rng is not touched, so the perfect maze underneath is the same for every ratio and seed.
// Guarantee: openings only raise degrees, so no new dead end appears; the count removed is the target or one
// more. With ratio 1 every dead end is removed: on a grid of at least 2 x 2 cells every cell has two or more
// neighbours, so a dead end always has a wall it can open.
#include <mapsmith/generate/maze_grid.h>

#include <algorithm>
#include <cmath>

namespace mapsmith::maze {

namespace {

/// Opens a wall of the dead end `cell`; returns how many dead ends this removed (0 when it has no wall to
/// open).
int openDeadEnd(MazeGrid &grid, int cell, Rng &rng)
{
    std::array<int, 4> nb{};
    std::array<int, 4> closed{};
    std::array<int, 4> deadEnds{};
    const int n = grid.neighbours(cell, nb);
    int closedCount = 0;
    int deadCount = 0;
    for (int i = 0; i < n; ++i) {
        const int other = nb[static_cast<std::size_t>(i)];
        if (grid.linked(cell, other))
            continue;
        closed[static_cast<std::size_t>(closedCount++)] = other;
        if (grid.degree(other) == 1)
            deadEnds[static_cast<std::size_t>(deadCount++)] = other;
    }
    if (closedCount == 0)
        return 0;
    if (deadCount > 0) {
        grid.link(cell, deadEnds[static_cast<std::size_t>(rng.below(static_cast<std::uint64_t>(deadCount)))]);
        return 2;
    }
    grid.link(cell, closed[static_cast<std::size_t>(rng.below(static_cast<std::uint64_t>(closedCount)))]);
    return 1;
}

} // namespace

int braid(MazeGrid &grid, double ratio, Rng &rng)
{
    std::vector<int> deadEnds;
    for (int c = 0; c < grid.cellCount(); ++c) {
        if (grid.degree(c) == 1)
            deadEnds.push_back(c);
    }
    const auto target = static_cast<int>(std::lround(std::clamp(ratio, 0.0, 1.0) * double(deadEnds.size())));
    if (target == 0)
        return 0;
    rng.shuffle(deadEnds.begin(), deadEnds.end());
    int removed = 0;
    for (const int cell : deadEnds) {
        if (removed >= target)
            break;
        if (grid.degree(cell) == 1)
            removed += openDeadEnd(grid, cell, rng);
    }
    return removed;
}

} // namespace mapsmith::maze
