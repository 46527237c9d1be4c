// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/play/fov.h>

#include <algorithm>

namespace mapsmith {

namespace {

// A slope col/depth as an exact fraction (den > 0).
struct Slope
{
    int num;
    int den;
};

// floor(a / b) for b > 0.
int floorDiv(int a, int b)
{
    return a >= 0 ? a / b : -((-a + b - 1) / b);
}
// ceil(a / b) for b > 0.
int ceilDiv(int a, int b)
{
    return -floorDiv(-a, b);
}

// depth * s rounded to the nearest integer, halves rounded up: floor(depth*num/den + 1/2).
int roundTiesUp(int depth, Slope s)
{
    return floorDiv(2 * depth * s.num + s.den, 2 * s.den);
}
// depth * s rounded to the nearest integer, halves rounded down: ceil(depth*num/den - 1/2).
int roundTiesDown(int depth, Slope s)
{
    return ceilDiv(2 * depth * s.num - s.den, 2 * s.den);
}

struct Row
{
    int depth;
    Slope start;
    Slope end;
};

// One quadrant: `dir` is the unit step outwards, `side` the unit step along a row.
class Quadrant
{
public:
    Quadrant(const Grid<std::uint8_t> &opaque, Point origin, Point dir, int radius, FovWindow &out)
        : m_opaque(opaque), m_origin(origin), m_dir(dir), m_side{-dir.y, dir.x}, m_r2(radius * radius),
          m_radius(radius), m_out(out)
    {
    }

    void scan()
    {
        m_stack.clear();
        m_stack.push_back(Row{1, Slope{-1, 1}, Slope{1, 1}});
        while (!m_stack.empty()) {
            const Row row = m_stack.back();
            m_stack.pop_back();
            scanRow(row);
        }
    }

private:
    Point cell(int depth, int col) const
    {
        return {m_origin.x + m_dir.x * depth + m_side.x * col, m_origin.y + m_dir.y * depth + m_side.y * col};
    }
    bool blocks(Point p) const { return !m_opaque.contains(p) || m_opaque[p] != 0; }

    void scanRow(Row row)
    {
        if (row.depth > m_radius)
            return;
        const int lo = roundTiesUp(row.depth, row.start);
        const int hi = roundTiesDown(row.depth, row.end);
        int prev = -1; // -1 none yet, 0 floor, 1 wall
        const int d2 = row.depth * row.depth;
        for (int col = lo; col <= hi; ++col) {
            const Point p = cell(row.depth, col);
            const bool wall = blocks(p);
            const bool inRadius = d2 + col * col <= m_r2;
            // Symmetric: a floor cell counts only when its centre is inside [start, end].
            const bool centreInside = col * row.start.den >= row.depth * row.start.num &&
                                      col * row.end.den <= row.depth * row.end.num;
            if (inRadius && m_opaque.contains(p) && (wall || centreInside))
                m_out.mark(p);
            if (prev == 1 && !wall)
                row.start = Slope{2 * col - 1, 2 * row.depth};
            if (prev == 0 && wall)
                m_stack.push_back(Row{row.depth + 1, row.start, Slope{2 * col - 1, 2 * row.depth}});
            prev = wall ? 1 : 0;
        }
        if (prev == 0)
            m_stack.push_back(Row{row.depth + 1, row.start, row.end});
    }

    const Grid<std::uint8_t> &m_opaque;
    Point m_origin;
    Point m_dir;
    Point m_side;
    int m_r2;
    int m_radius;
    FovWindow &m_out;
    std::vector<Row> m_stack;
};

} // namespace

void FovWindow::reset(Point o, int r)
{
    origin = o;
    radius = std::max(0, r);
    const auto side = static_cast<std::size_t>(2 * radius + 1);
    m_cells.assign(side * side, 0);
}

int FovWindow::count() const
{
    return static_cast<int>(std::count(m_cells.begin(), m_cells.end(), std::uint8_t{1}));
}

void shadowcastFov(const Grid<std::uint8_t> &opaque, Point origin, int radius, FovWindow &out)
{
    out.reset(origin, radius);
    if (!opaque.contains(origin))
        return;
    out.mark(origin);
    for (Point dir : {Point{0, -1}, Point{1, 0}, Point{0, 1}, Point{-1, 0}}) {
        Quadrant q(opaque, origin, dir, radius, out);
        q.scan();
    }
}

} // namespace mapsmith
