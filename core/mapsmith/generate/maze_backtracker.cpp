// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// Recursive backtracker: randomized depth-first search, iterative with an explicit stack.
// Based on: "Maze generation algorithm", Randomized depth-first search, iterative implementation,
//   https://en.wikipedia.org/wiki/Maze_generation_algorithm#Iterative_implementation_(with_stack)
//   and Jamis Buck, "Maze Generation: Recursive Backtracking" (2010),
//   https://weblog.jamisbuck.org/2010/12/27/maze-generation-recursive-backtracking
// Start from one random cell. Each step looks at the cell on top of the stack: if it has unvisited
// neighbours, one is chosen at random, the wall to it opened and the neighbour pushed; otherwise the cell is
// popped. The explicit stack (at most `cells` entries) replaces recursion, so large mazes cannot overflow
// the call stack.
//
// Complexity: O(cells) time and memory (each cell is pushed once and popped once; 2 * cells steps).
// Tie-breaking and determinism: unvisited neighbours are gathered in N, E, S, W order and one is picked with
// Rng::below; the output is a function of the Rng state alone.
// Guarantee: a perfect maze with long, winding corridors and relatively few dead ends.
#include <mapsmith/generate/maze_grid.h>

namespace mapsmith::maze {

namespace {

class BacktrackerCarver
{
public:
    BacktrackerCarver(MazeGrid &grid, int start)
        : m_grid(grid), m_visited(static_cast<std::size_t>(grid.cellCount()), 0)
    {
        m_stack.reserve(static_cast<std::size_t>(grid.cellCount()));
        m_visited[static_cast<std::size_t>(start)] = 1;
        m_stack.push_back(start);
    }

    bool step(Rng &rng)
    {
        if (m_stack.empty())
            return false;
        const int cell = m_stack.back();
        std::array<int, 4> nb{};
        std::array<int, 4> open{};
        const int n = m_grid.neighbours(cell, nb);
        int k = 0;
        for (int i = 0; i < n; ++i) {
            const int other = nb[static_cast<std::size_t>(i)];
            if (!m_visited[static_cast<std::size_t>(other)])
                open[static_cast<std::size_t>(k++)] = other;
        }
        if (k == 0) {
            m_stack.pop_back();
            return true;
        }
        const int next = open[static_cast<std::size_t>(rng.below(static_cast<std::uint64_t>(k)))];
        m_grid.link(cell, next);
        m_visited[static_cast<std::size_t>(next)] = 1;
        m_stack.push_back(next);
        return true;
    }

private:
    MazeGrid &m_grid;
    std::vector<std::uint8_t> m_visited;
    std::vector<int> m_stack;
};

} // namespace

bool carveBacktracker(MazeGrid &grid, Rng &rng, const RunControl &control)
{
    const auto start = static_cast<int>(rng.below(static_cast<std::uint64_t>(grid.cellCount())));
    BacktrackerCarver carver(grid, start);
    return runSteps(carver, rng, control);
}

} // namespace mapsmith::maze
