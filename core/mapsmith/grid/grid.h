// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/grid/point.h>

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <vector>

namespace mapsmith {

/// A width x height array of T, stored row by row (index = y * width + x).
template <class T> class Grid
{
public:
    Grid() = default;
    Grid(int width, int height, const T &fill = T{})
        : m_width(width), m_height(height),
          m_cells(static_cast<std::size_t>(width) * static_cast<std::size_t>(height), fill)
    {
        assert(width >= 0 && height >= 0);
    }

    int width() const { return m_width; }
    int height() const { return m_height; }
    std::size_t size() const { return m_cells.size(); }
    bool empty() const { return m_cells.empty(); }

    bool contains(int x, int y) const { return x >= 0 && y >= 0 && x < m_width && y < m_height; }
    bool contains(Point p) const { return contains(p.x, p.y); }

    std::size_t index(int x, int y) const
    {
        return static_cast<std::size_t>(y) * static_cast<std::size_t>(m_width) + static_cast<std::size_t>(x);
    }
    std::size_t index(Point p) const { return index(p.x, p.y); }
    Point point(std::size_t index) const
    {
        return {static_cast<int>(index % static_cast<std::size_t>(m_width)),
                static_cast<int>(index / static_cast<std::size_t>(m_width))};
    }

    T &at(int x, int y) { return m_cells[index(x, y)]; }
    const T &at(int x, int y) const { return m_cells[index(x, y)]; }
    T &operator[](Point p) { return m_cells[index(p)]; }
    const T &operator[](Point p) const { return m_cells[index(p)]; }
    T &operator[](std::size_t i) { return m_cells[i]; }
    const T &operator[](std::size_t i) const { return m_cells[i]; }

    /// The value at (x, y), or `outside` when the point is off the grid.
    T get(int x, int y, const T &outside) const { return contains(x, y) ? at(x, y) : outside; }

    void fill(const T &value) { std::fill(m_cells.begin(), m_cells.end(), value); }

    T *data() { return m_cells.data(); }
    const T *data() const { return m_cells.data(); }
    auto begin() { return m_cells.begin(); }
    auto end() { return m_cells.end(); }
    auto begin() const { return m_cells.begin(); }
    auto end() const { return m_cells.end(); }

    friend bool operator==(const Grid &a, const Grid &b) = default;

private:
    int m_width = 0;
    int m_height = 0;
    std::vector<T> m_cells;
};

} // namespace mapsmith
