// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// Wilson's algorithm: a uniformly random spanning tree by loop-erased random walks.
// Based on: David B. Wilson, "Generating random spanning trees more quickly than the cover time",
//   STOC 1996, https://doi.org/10.1145/237814.237880 (the RandomTreeWithRoot procedure),
//   and Jamis Buck, "Maze Generation: Wilson's algorithm" (2011),
//   https://weblog.jamisbuck.org/2011/1/20/maze-generation-wilson-s-algorithm
// A random cell is the root of the tree. For each cell not yet in the tree (in row-major order, which does
// not affect uniformity), walk at random until the tree is hit, remembering for every cell only the direction
// it was last left by (this erases the loops implicitly); then follow the remembered directions from the
// walk's start and add that path to the tree. Every spanning tree comes out with the same probability.
//
// Complexity: expected O(mean hitting time) walk steps — O(cells * log cells) on a grid — and O(cells)
// memory. The walk is random and unbounded in principle, so it is capped at `maxSteps` (wilsonStepCap():
// 64 * cells * (log2(cells) + 2), at least 2^16, which is many times the expected count; by Markov's
// inequality a run reaches it with probability far below 1/64 and in practice never). When it is reached,
// the walk in progress is dropped and the cells still outside the tree are joined by Prim's growth from the
// tree (growPrim): still a perfect maze, no longer exactly uniform, and reported in WilsonStats.
// Tie-breaking and determinism: neighbours are drawn with Rng::below over the N, E, S, W list; the output is
// a function of the Rng state alone.
#include <mapsmith/generate/maze_grid.h>

#include <algorithm>
#include <bit>

namespace mapsmith::maze {

namespace {

class WilsonCarver
{
public:
    WilsonCarver(MazeGrid &grid, std::uint64_t maxSteps, int root)
        : m_grid(grid), m_inTree(static_cast<std::size_t>(grid.cellCount()), 0),
          m_next(static_cast<std::size_t>(grid.cellCount()), -1), m_maxSteps(maxSteps)
    {
        m_inTree[static_cast<std::size_t>(root)] = 1;
    }

    bool step(Rng &rng)
    {
        if (!m_walking)
            return startWalk();
        if (m_steps >= m_maxSteps) {
            m_fellBack = true;
            return false;
        }
        std::array<int, 4> nb{};
        const int n = m_grid.neighbours(m_current, nb);
        const int to = nb[static_cast<std::size_t>(rng.below(static_cast<std::uint64_t>(n)))];
        ++m_steps;
        m_next[static_cast<std::size_t>(m_current)] = to;
        m_current = to;
        if (m_inTree[static_cast<std::size_t>(to)])
            addPath();
        return true;
    }

    std::vector<std::uint8_t> &inTree() { return m_inTree; }
    std::uint64_t steps() const { return m_steps; }
    bool fellBack() const { return m_fellBack; }

private:
    bool startWalk()
    {
        while (m_scan < m_grid.cellCount() && m_inTree[static_cast<std::size_t>(m_scan)])
            ++m_scan;
        if (m_scan >= m_grid.cellCount())
            return false;
        m_current = m_scan;
        m_walking = true;
        return true;
    }

    /// Follows the last exits from the walk's start to the tree: the loop-erased walk.
    void addPath()
    {
        int c = m_scan;
        while (!m_inTree[static_cast<std::size_t>(c)]) {
            const int to = m_next[static_cast<std::size_t>(c)];
            m_grid.link(c, to);
            m_inTree[static_cast<std::size_t>(c)] = 1;
            c = to;
        }
        m_walking = false;
    }

    MazeGrid &m_grid;
    std::vector<std::uint8_t> m_inTree;
    std::vector<int> m_next; ///< per cell: the cell the walk last moved to from it
    std::uint64_t m_maxSteps;
    std::uint64_t m_steps = 0;
    int m_scan = 0;    ///< the walk's start; cells before it are in the tree
    int m_current = 0; ///< the walk's head
    bool m_walking = false;
    bool m_fellBack = false;
};

} // namespace

std::uint64_t wilsonStepCap(int cells)
{
    const auto n = static_cast<std::uint64_t>(cells);
    const auto log2n = static_cast<std::uint64_t>(std::bit_width(n));
    return std::max<std::uint64_t>(std::uint64_t{1} << 16, 64 * n * (log2n + 2));
}

bool carveWilson(MazeGrid &grid, Rng &rng, const RunControl &control, std::uint64_t maxSteps,
                 WilsonStats &stats)
{
    const auto root = static_cast<int>(rng.below(static_cast<std::uint64_t>(grid.cellCount())));
    WilsonCarver carver(grid, maxSteps, root);
    if (!runSteps(carver, rng, control))
        return false;
    stats.steps = carver.steps();
    stats.fellBack = carver.fellBack();
    if (!carver.fellBack())
        return true;
    return growPrim(grid, carver.inTree(), rng, control);
}

} // namespace mapsmith::maze
