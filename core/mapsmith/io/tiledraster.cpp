// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Object shapes rasterised on the tile grid: a cell is covered when its centre is inside the shape
// (even-odd scan-line fill, as in Foley, van Dam et al., "Computer Graphics", 3.6: per row of cell centres,
// the edges' crossings sorted and filled in pairs). Shapes too thin to hold a cell centre (and polylines)
// cover the cells their outline passes through, sampled every half tile. Rectangles and ellipses (a
// 32-sided polygon) are turned about (x, y) by the object's rotation, as Tiled turns them; tile objects
// stand on their bottom-left corner. Cost: O(rows x edges + cells covered), refused past 2^26 steps so a
// hostile polygon cannot hang the import. Deterministic: plain double arithmetic, no randomness.
#include <mapsmith/io/tiledclassify_p.h>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace mapsmith::tiled {

namespace {

constexpr std::size_t kMaxWork = std::size_t(1) << 26;

struct Outline
{
    std::vector<Point2> points; ///< world pixels
    bool closed = true;
};

Outline outlineOf(const Object &o)
{
    Outline out;
    std::vector<Point2> local;
    switch (o.shape) {
    case Shape::Point:
        local = {{0, 0}};
        out.closed = false;
        break;
    case Shape::Polyline:
        local = o.points;
        out.closed = false;
        break;
    case Shape::Polygon:
        local = o.points;
        break;
    case Shape::Ellipse:
        for (int i = 0; i < 32; ++i) {
            const double a = 2 * std::numbers::pi * i / 32;
            local.push_back({o.width / 2 * (1 + std::cos(a)), o.height / 2 * (1 + std::sin(a))});
        }
        break;
    case Shape::Rectangle:
    case Shape::Text: {
        const double top = o.isTile() ? -o.height : 0;
        local = {{0, top}, {o.width, top}, {o.width, top + o.height}, {0, top + o.height}};
        break;
    }
    }
    const double r = o.rotation * std::numbers::pi / 180;
    const double c = std::cos(r);
    const double s = std::sin(r);
    for (const Point2 &p : local)
        out.points.push_back({o.x + p.x * c - p.y * s, o.y + p.x * s + p.y * c});
    return out;
}

bool finite(const Outline &outline)
{
    return std::all_of(outline.points.begin(), outline.points.end(),
                       [](const Point2 &p) { return std::isfinite(p.x) && std::isfinite(p.y); });
}

class Raster
{
public:
    Raster(const Document &doc, Grid<std::uint8_t> &grid) : m_doc(doc), m_grid(grid) {}

    bool mark(double px, double py)
    {
        const double cx = std::floor(px / m_doc.tileWidth) - m_doc.originX;
        const double cy = std::floor(py / m_doc.tileHeight) - m_doc.originY;
        if (cx < 0 || cy < 0 || cx >= m_grid.width() || cy >= m_grid.height())
            return false;
        m_grid.at(static_cast<int>(cx), static_cast<int>(cy)) = 1;
        return true;
    }

    /// Even-odd fill of a closed outline; how many cells it covered.
    std::size_t fill(const Outline &o)
    {
        double minY = INFINITY, maxY = -INFINITY;
        for (const Point2 &p : o.points) {
            minY = std::min(minY, p.y);
            maxY = std::max(maxY, p.y);
        }
        const double th = m_doc.tileHeight;
        const double tw = m_doc.tileWidth;
        const double firstRow = std::max(std::floor(minY / th - 0.5), static_cast<double>(m_doc.originY));
        const double lastRow =
            std::min(std::ceil(maxY / th), static_cast<double>(m_doc.originY + m_grid.height()));
        if (!(firstRow < lastRow))
            return 0;
        if ((lastRow - firstRow) * static_cast<double>(o.points.size()) > static_cast<double>(kMaxWork))
            return 0;
        std::size_t covered = 0;
        std::vector<double> xs;
        for (double row = firstRow; row < lastRow; ++row) {
            const double yc = (row + 0.5) * th;
            xs.clear();
            for (std::size_t i = 0; i < o.points.size(); ++i) {
                const Point2 &a = o.points[i];
                const Point2 &b = o.points[(i + 1) % o.points.size()];
                if ((a.y <= yc && yc < b.y) || (b.y <= yc && yc < a.y))
                    xs.push_back(a.x + (yc - a.y) * (b.x - a.x) / (b.y - a.y));
            }
            std::sort(xs.begin(), xs.end());
            for (std::size_t k = 0; k + 1 < xs.size(); k += 2) {
                const double c0 = std::max(std::ceil(xs[k] / tw - 0.5), static_cast<double>(m_doc.originX));
                const double c1 = std::min(std::ceil(xs[k + 1] / tw - 0.5),
                                           static_cast<double>(m_doc.originX + m_grid.width()));
                for (double c = c0; c < c1; ++c) {
                    m_grid.at(static_cast<int>(c) - m_doc.originX, static_cast<int>(row) - m_doc.originY) = 1;
                    ++covered;
                }
            }
        }
        return covered;
    }

    /// The cells the outline passes through, sampled every half tile (at most 4 samples per map cell along
    /// each segment's length within reach).
    void trace(const Outline &o)
    {
        const double step = std::min(m_doc.tileWidth, m_doc.tileHeight) / 2.0;
        const double reach = 4.0 * (m_grid.width() * m_doc.tileWidth + m_grid.height() * m_doc.tileHeight);
        const std::size_t n = o.points.size();
        if (n == 1) {
            mark(o.points[0].x, o.points[0].y);
            return;
        }
        for (std::size_t i = 0; i + (o.closed ? 0 : 1) < n; ++i) {
            const Point2 &a = o.points[i];
            const Point2 &b = o.points[(i + 1) % n];
            const double length = std::hypot(b.x - a.x, b.y - a.y);
            const double samples = std::min(std::ceil(length / step), reach / step);
            m_work += static_cast<std::size_t>(samples) + 1;
            if (!std::isfinite(samples) || m_work > kMaxWork)
                return;
            for (double k = 0; k <= samples; ++k) {
                const double t = samples > 0 ? k / samples : 0;
                mark(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t);
            }
        }
    }

private:
    const Document &m_doc;
    Grid<std::uint8_t> &m_grid;
    std::size_t m_work = 0;
};

} // namespace

std::optional<Point> objectCell(const Object &o, const Document &doc)
{
    Point2 centre{o.x, o.y};
    if (o.shape != Shape::Point) {
        const Outline outline = outlineOf(o);
        double x0 = INFINITY, y0 = INFINITY, x1 = -INFINITY, y1 = -INFINITY;
        for (const Point2 &p : outline.points) {
            x0 = std::min(x0, p.x);
            y0 = std::min(y0, p.y);
            x1 = std::max(x1, p.x);
            y1 = std::max(y1, p.y);
        }
        if (!outline.points.empty())
            centre = {(x0 + x1) / 2, (y0 + y1) / 2};
    }
    if (!std::isfinite(centre.x) || !std::isfinite(centre.y))
        return std::nullopt;
    const double cx = std::floor(centre.x / doc.tileWidth) - doc.originX;
    const double cy = std::floor(centre.y / doc.tileHeight) - doc.originY;
    if (cx < 0 || cy < 0 || cx >= doc.width || cy >= doc.height)
        return std::nullopt;
    return Point{static_cast<int>(cx), static_cast<int>(cy)};
}

void rasteriseObject(const Object &o, const Document &doc, Grid<std::uint8_t> &grid)
{
    const Outline outline = outlineOf(o);
    if (outline.points.empty() || !finite(outline))
        return;
    Raster raster(doc, grid);
    if (!outline.closed || outline.points.size() < 3 || raster.fill(outline) == 0)
        raster.trace(outline);
}

} // namespace mapsmith::tiled
