// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/generate/generator.h>
#include <mapsmith/grid/grid.h>

#include <array>
#include <cstdint>
#include <vector>

namespace mapsmith::maze {

/// A maze of cellWidth x cellHeight cells laid out on a (2 * cellWidth + 1) x (2 * cellHeight + 1) tile grid:
/// cell (cx, cy) is the tile (2 cx + 1, 2 cy + 1) and the passage between two adjacent cells is the tile
/// between them. Tiles at (even, even) are pillars and never open; the outer ring is wall until the openings
/// are cut. Cells are numbered row by row (cell = cy * cellWidth + cx).
class MazeGrid
{
public:
    MazeGrid(int cellWidth, int cellHeight);

    int cellWidth() const { return m_cw; }
    int cellHeight() const { return m_ch; }
    int cellCount() const { return m_cw * m_ch; }

    Point tileOf(int cell) const { return {2 * (cell % m_cw) + 1, 2 * (cell / m_cw) + 1}; }
    /// The neighbouring cells of `cell` in kDirections order (N, E, S, W); returns how many there are.
    int neighbours(int cell, std::array<int, 4> &out) const;
    bool linked(int a, int b) const { return m_open[passage(a, b)] != 0; }
    /// Opens the passage between two adjacent cells (opening it twice is harmless).
    void link(int a, int b) { m_open[passage(a, b)] = 1; }
    /// Open passages of a cell to its neighbouring cells (the openings in the outer wall do not count).
    int degree(int cell) const;

    /// 1 = open tile. Cell tiles are always open.
    const Grid<std::uint8_t> &tiles() const { return m_open; }
    Grid<std::uint8_t> &tiles() { return m_open; }

private:
    Point passage(int a, int b) const
    {
        const Point p = tileOf(a);
        const Point q = tileOf(b);
        return {(p.x + q.x) / 2, (p.y + q.y) / 2};
    }

    int m_cw;
    int m_ch;
    Grid<std::uint8_t> m_open;
};

/// How often the carvers look at RunControl::cancelled(): every this many steps.
inline constexpr std::uint64_t kCancelInterval = 1u << 16;

/// Runs a carver to the end: `carver.step(rng)` does one step and returns false when there is nothing left
/// to do (the stepping view and the plain run share this code). False when cancelled.
template <class Carver> bool runSteps(Carver &carver, Rng &rng, const RunControl &control)
{
    std::uint64_t steps = 0;
    while (carver.step(rng)) {
        if (++steps % kCancelInterval == 0 && control.cancelled())
            return false;
    }
    return true;
}

// Each carver turns a grid with no passages into a perfect maze (a spanning tree of the cells: exactly one
// path between any two cells). All return false when cancelled, leaving the grid partly carved.

/// Randomized Prim, wall-list version (maze_prim.cpp).
bool carvePrim(MazeGrid &grid, Rng &rng, const RunControl &control);
/// Prim's growth from the cells already marked in `inMaze` (1 = in the tree) until every cell is in it.
/// `inMaze` must mark a non-empty connected tree of `grid`. Used by Wilson's fallback.
bool growPrim(MazeGrid &grid, std::vector<std::uint8_t> &inMaze, Rng &rng, const RunControl &control);
/// Recursive backtracker: randomized depth-first search with an explicit stack (maze_backtracker.cpp).
bool carveBacktracker(MazeGrid &grid, Rng &rng, const RunControl &control);
/// Randomized Kruskal: union-find over the shuffled inner walls (maze_kruskal.cpp).
bool carveKruskal(MazeGrid &grid, Rng &rng, const RunControl &control);

struct WilsonStats
{
    std::uint64_t steps = 0; ///< random-walk steps taken
    bool fellBack = false;   ///< the step cap was reached and Prim's growth finished the maze
};
/// The default cap on Wilson's random-walk steps for a maze of `cells` cells (see maze_wilson.cpp).
std::uint64_t wilsonStepCap(int cells);
/// Wilson's loop-erased random walks: a uniform spanning tree (maze_wilson.cpp). After `maxSteps` walk
/// steps the remaining cells are joined by Prim's growth (no longer uniform; reported in `stats`).
bool carveWilson(MazeGrid &grid, Rng &rng, const RunControl &control, std::uint64_t maxSteps,
                 WilsonStats &stats);

/// Removes round(ratio * dead ends) dead ends (or one more, when a removal joins two dead ends) by opening a
/// wall of each, which makes loops; returns how many dead ends went. ratio 1 leaves none (maze_braid.cpp).
int braid(MazeGrid &grid, double ratio, Rng &rng);

/// Cells with exactly one passage.
int countDeadEnds(const MazeGrid &grid);

/// What a maze looks like on its tile grid (1 = open), openings in the outer wall included.
struct MazeShape
{
    int deadEnds = 0;  ///< cell tiles with one open neighbour tile
    int junctions = 0; ///< cell tiles with three or four
    int passages = 0;  ///< open tiles between two cells
};
/// Measures a (2 cw + 1) x (2 ch + 1) tile grid laid out as a maze. O(tiles).
MazeShape measureMaze(const Grid<std::uint8_t> &open);

} // namespace mapsmith::maze
