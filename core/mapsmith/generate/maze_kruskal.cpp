// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// Randomized Kruskal: union-find over the shuffled inner walls.
// Based on: "Maze generation algorithm", Iterative randomized Kruskal's algorithm (with sets),
//   https://en.wikipedia.org/wiki/Maze_generation_algorithm#Iterative_randomized_Kruskal's_algorithm_(with_sets)
//   and Jamis Buck, "Maze Generation: Kruskal's Algorithm" (2011),
//   https://weblog.jamisbuck.org/2011/1/3/maze-generation-kruskal-s-algorithm
// Every inner wall is listed once and the list shuffled (Fisher-Yates via Rng::shuffle). Each step takes the
// next wall: if the cells on its two sides are in different sets, the wall is opened and the sets merged.
// The run stops as soon as cells - 1 walls are open.
//
// Complexity: O(cells * alpha(cells)) time (union by size with path halving), O(cells) memory: a wall is
// one 32-bit number (cell * 2 + 0 for the east wall, + 1 for the south wall).
// Tie-breaking and determinism: walls are listed in cell order, east before south, then shuffled; the output
// is a function of the Rng state alone.
// Guarantee: a perfect maze — a wall is opened only between different sets, so no loop is ever made, and
// every wall is considered, so all cells end up in one set.
#include <mapsmith/generate/maze_grid.h>

#include <numeric>

namespace mapsmith::maze {

namespace {

class KruskalCarver
{
public:
    explicit KruskalCarver(MazeGrid &grid)
        : m_grid(grid), m_parent(static_cast<std::size_t>(grid.cellCount())),
          m_size(static_cast<std::size_t>(grid.cellCount()), 1), m_remaining(grid.cellCount() - 1)
    {
        std::iota(m_parent.begin(), m_parent.end(), 0);
        const int cw = grid.cellWidth();
        for (int c = 0; c < grid.cellCount(); ++c) {
            if (c % cw + 1 < cw)
                m_walls.push_back(static_cast<std::uint32_t>(c) * 2);
            if (c / cw + 1 < grid.cellHeight())
                m_walls.push_back(static_cast<std::uint32_t>(c) * 2 + 1);
        }
    }

    void shuffle(Rng &rng) { rng.shuffle(m_walls.begin(), m_walls.end()); }

    bool step(Rng &)
    {
        if (m_next >= m_walls.size() || m_remaining == 0)
            return false;
        const std::uint32_t wall = m_walls[m_next++];
        const auto a = static_cast<int>(wall / 2);
        const int b = (wall % 2 == 0) ? a + 1 : a + m_grid.cellWidth();
        if (unite(a, b)) {
            m_grid.link(a, b);
            --m_remaining;
        }
        return true;
    }

private:
    int find(int x)
    {
        while (m_parent[static_cast<std::size_t>(x)] != x) {
            auto &p = m_parent[static_cast<std::size_t>(x)];
            p = m_parent[static_cast<std::size_t>(p)]; // path halving
            x = p;
        }
        return x;
    }

    bool unite(int a, int b)
    {
        a = find(a);
        b = find(b);
        if (a == b)
            return false;
        if (m_size[static_cast<std::size_t>(a)] < m_size[static_cast<std::size_t>(b)])
            std::swap(a, b);
        m_parent[static_cast<std::size_t>(b)] = a;
        m_size[static_cast<std::size_t>(a)] += m_size[static_cast<std::size_t>(b)];
        return true;
    }

    MazeGrid &m_grid;
    std::vector<int> m_parent;
    std::vector<int> m_size;
    std::vector<std::uint32_t> m_walls;
    std::size_t m_next = 0;
    int m_remaining;
};

} // namespace

bool carveKruskal(MazeGrid &grid, Rng &rng, const RunControl &control)
{
    KruskalCarver carver(grid);
    carver.shuffle(rng);
    return runSteps(carver, rng, control);
}

} // namespace mapsmith::maze
