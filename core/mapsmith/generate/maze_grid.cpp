// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// The maze's cell grid on its tile grid (see maze_grid.h for the layout). Neighbours are listed in the fixed
// kDirections order (N, E, S, W), which is what makes every carver's tie-breaking the same on all machines.
#include <mapsmith/generate/maze_grid.h>

namespace mapsmith::maze {

MazeGrid::MazeGrid(int cellWidth, int cellHeight)
    : m_cw(cellWidth), m_ch(cellHeight), m_open(2 * cellWidth + 1, 2 * cellHeight + 1, 0)
{
    for (int c = 0; c < cellCount(); ++c)
        m_open[tileOf(c)] = 1;
}

int MazeGrid::neighbours(int cell, std::array<int, 4> &out) const
{
    const int cx = cell % m_cw;
    const int cy = cell / m_cw;
    int n = 0;
    if (cy > 0)
        out[static_cast<std::size_t>(n++)] = cell - m_cw;
    if (cx + 1 < m_cw)
        out[static_cast<std::size_t>(n++)] = cell + 1;
    if (cy + 1 < m_ch)
        out[static_cast<std::size_t>(n++)] = cell + m_cw;
    if (cx > 0)
        out[static_cast<std::size_t>(n++)] = cell - 1;
    return n;
}

int MazeGrid::degree(int cell) const
{
    std::array<int, 4> nb{};
    const int n = neighbours(cell, nb);
    int d = 0;
    for (int i = 0; i < n; ++i)
        d += linked(cell, nb[static_cast<std::size_t>(i)]) ? 1 : 0;
    return d;
}

int countDeadEnds(const MazeGrid &grid)
{
    int n = 0;
    for (int c = 0; c < grid.cellCount(); ++c)
        n += grid.degree(c) == 1 ? 1 : 0;
    return n;
}

MazeShape measureMaze(const Grid<std::uint8_t> &open)
{
    MazeShape shape;
    for (int y = 1; y < open.height(); y += 2) {
        for (int x = 1; x < open.width(); x += 2) {
            int n = 0;
            for (int d = 0; d < 4; ++d) {
                const Point q = Point{x, y} + kDirections[static_cast<std::size_t>(d)];
                n += open.get(q.x, q.y, 0) ? 1 : 0;
            }
            shape.deadEnds += n == 1 ? 1 : 0;
            shape.junctions += n >= 3 ? 1 : 0;
        }
    }
    // Passage tiles: one odd and one even coordinate, not on the outer ring.
    for (int y = 1; y + 1 < open.height(); ++y) {
        for (int x = 1 + (y % 2); x + 1 < open.width(); x += 2)
            shape.passages += open.at(x, y) ? 1 : 0;
    }
    return shape;
}

} // namespace mapsmith::maze
