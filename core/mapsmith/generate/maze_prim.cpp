// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// Randomized Prim's algorithm, the wall-list version.
// Based on: "Maze generation algorithm", Randomized Prim's algorithm,
//   https://en.wikipedia.org/wiki/Maze_generation_algorithm#Iterative_randomized_Prim's_algorithm_(without_stack,_without_sets)
//   and Jamis Buck, "Maze Generation: Prim's Algorithm" (2011),
//   https://weblog.jamisbuck.org/2011/1/10/maze-generation-prim-s-algorithm
// Start from one random cell; keep a list of the walls between the maze and the cells outside it. Each step
// removes a uniformly random wall from the list; if the cell behind it is not yet in the maze, the wall is
// opened, the cell joins and its walls to outside cells are added to the list.
//
// Complexity: O(cells) time and memory (each cell adds at most 4 walls; each step is O(1): the chosen wall is
// swapped with the last one and popped).
// Tie-breaking and determinism: walls are appended in N, E, S, W order and chosen with Rng::below over the
// list, whose order depends only on earlier choices; the output is a function of the Rng state alone.
// Guarantee: a perfect maze (spanning tree) — a wall is opened only to a cell not yet in the maze.
#include <mapsmith/generate/maze_grid.h>

namespace mapsmith::maze {

namespace {

class PrimCarver
{
public:
    PrimCarver(MazeGrid &grid, std::vector<std::uint8_t> &inMaze) : m_grid(grid), m_in(inMaze)
    {
        for (int c = 0; c < grid.cellCount(); ++c) {
            if (m_in[static_cast<std::size_t>(c)])
                addWalls(c);
        }
    }

    bool step(Rng &rng)
    {
        if (m_walls.empty())
            return false;
        const auto i = static_cast<std::size_t>(rng.below(m_walls.size()));
        const Wall w = m_walls[i];
        m_walls[i] = m_walls.back();
        m_walls.pop_back();
        if (!m_in[static_cast<std::size_t>(w.to)]) {
            m_grid.link(w.from, w.to);
            m_in[static_cast<std::size_t>(w.to)] = 1;
            addWalls(w.to);
        }
        return true;
    }

private:
    struct Wall
    {
        int from;
        int to;
    };

    void addWalls(int cell)
    {
        std::array<int, 4> nb{};
        const int n = m_grid.neighbours(cell, nb);
        for (int k = 0; k < n; ++k) {
            const int other = nb[static_cast<std::size_t>(k)];
            if (!m_in[static_cast<std::size_t>(other)])
                m_walls.push_back({cell, other});
        }
    }

    MazeGrid &m_grid;
    std::vector<std::uint8_t> &m_in;
    std::vector<Wall> m_walls;
};

} // namespace

bool growPrim(MazeGrid &grid, std::vector<std::uint8_t> &inMaze, Rng &rng, const RunControl &control)
{
    PrimCarver carver(grid, inMaze);
    return runSteps(carver, rng, control);
}

bool carvePrim(MazeGrid &grid, Rng &rng, const RunControl &control)
{
    std::vector<std::uint8_t> inMaze(static_cast<std::size_t>(grid.cellCount()), 0);
    inMaze[static_cast<std::size_t>(rng.below(static_cast<std::uint64_t>(grid.cellCount())))] = 1;
    return growPrim(grid, inMaze, rng, control);
}

} // namespace mapsmith::maze
