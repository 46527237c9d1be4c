// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <QColor>
#include <QPainter>
#include <QRect>

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace mapsmith::tileart {

/// The 16-unit design grid of the tile art: every edge is rounded to a whole pixel of an n-pixel tile, so
/// the same drawing stays crisp at 4 and at 64 pixels. A shape that would round to nothing keeps one pixel.
class UnitGrid
{
public:
    explicit UnitGrid(int size) : m_size(size) {}

    int size() const { return m_size; }
    int px(double units) const { return static_cast<int>(std::lround(units * m_size / 16.0)); }
    /// The rectangle from (x0, y0) to (x1, y1) in units.
    QRect rect(double x0, double y0, double x1, double y1) const
    {
        const int l = px(x0);
        const int t = px(y0);
        const int w = std::max(1, px(x1) - l);
        const int h = std::max(1, px(y1) - t);
        return {std::min(l, m_size - 1), std::min(t, m_size - 1), w, h};
    }
    QPointF point(double x, double y) const { return {x * m_size / 16.0, y * m_size / 16.0}; }
    double unit() const { return m_size / 16.0; }

private:
    int m_size;
};

inline QColor shaded(QColor c, int percent)
{
    return percent >= 100 ? c.lighter(percent) : c.darker(10000 / std::max(1, percent));
}

/// A small integer hash (splitmix64's finaliser): texture positions that are the same on every machine.
inline std::uint32_t mix(std::uint64_t x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return static_cast<std::uint32_t>(x ^ (x >> 31));
}

} // namespace mapsmith::tileart
