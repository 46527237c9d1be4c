// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// MapView's drawing, back to front: the map (pixels or tile art), grid lines, overlays, markers at their
// minimum size, the hover outline and the legend of the active overlays.
#include "render/renderer.h"
#include "view/mapoverlay.h"
#include "view/mapview.h"

#include <mapsmith/map/map.h>

#include <QAction>
#include <QPaintEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace mapsmith {

const Map *MapView::artMap() const
{
    if (!m_map || m_map->kind != MapKind::Grid || m_image.isNull() ||
        m_image.size() != QSize(m_map->grid.width(), m_map->grid.height()))
        return nullptr;
    return m_map;
}

void MapView::paintEvent(QPaintEvent *event)
{
    QPainter painter(this);
    painter.fillRect(event->rect(), m_background);
    if (m_image.isNull())
        return;
    // Only the tiles that touch the exposed area: whole tiles, so each lands on exact screen pixels.
    const QPointF topLeft = mapFromWidget(event->rect().topLeft());
    const QPointF bottomRight = mapFromWidget(QPointF(event->rect().right() + 1, event->rect().bottom() + 1));
    const int x0 = std::max(0, static_cast<int>(std::floor(topLeft.x())));
    const int y0 = std::max(0, static_cast<int>(std::floor(topLeft.y())));
    const int x1 = std::min(m_image.width(), static_cast<int>(std::ceil(bottomRight.x())));
    const int y1 = std::min(m_image.height(), static_cast<int>(std::ceil(bottomRight.y())));
    if (x1 <= x0 || y1 <= y0) {
        paintLegend(painter);
        return;
    }
    const QRect tiles(x0, y0, x1 - x0, y1 - y0);
    paintMap(painter, tiles);
    paintGrid(painter, tiles);
    // Markers a little past the exposed tiles too: at their minimum size they reach into neighbours. Under
    // the overlays: a search's path or a validation mark on top says more than the marker under it.
    const int reach = static_cast<int>(std::ceil(kMarkerMinPixels / std::max(m_zoom, 1e-3)));
    paintMarkers(painter, tiles.adjusted(-reach, -reach, reach, reach) & m_image.rect());
    for (const QPointer<MapOverlay> &overlay : std::as_const(m_overlays)) {
        if (overlay)
            overlay->paint(painter, tiles, m_zoom, m_offset);
    }
    paintHover(painter);
    paintLegend(painter);
}

// Zoomed in far enough, the tile art of the visible tiles at the nearest whole size, stretched by less than
// half a pixel per tile to the exact zoom; otherwise the one-pixel-per-tile image, with crisp pixels.
void MapView::paintMap(QPainter &painter, const QRect &tiles) const
{
    const QRectF target(mapToWidget(tiles.topLeft()),
                        QSizeF(tiles.width() * m_zoom, tiles.height() * m_zoom));
    painter.setRenderHint(QPainter::SmoothPixmapTransform, false);
    const int size = std::clamp(static_cast<int>(std::lround(m_zoom)), 1, TileArt::kMaxSize);
    const Map *map = artMap();
    RenderOptions options;
    options.style = showsArt() ? TileStyle::Art : TileStyle::Flat;
    if (map && options.style == TileStyle::Art && m_zoom >= TileArt::kMinSize - 0.5 &&
        usesArt(options, size)) {
        const QImage art = renderMapRegion(*map, Palette::builtin(), size, tiles, options);
        if (!art.isNull()) {
            painter.drawImage(target, art);
            return;
        }
    }
    painter.drawImage(target, m_image, tiles);
}

void MapView::paintGrid(QPainter &painter, const QRect &tiles) const
{
    if (!m_gridAction->isChecked() || m_zoom < 4)
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.setPen(QPen(Palette::builtin().named(QStringLiteral("view.grid"), QColor(0, 0, 0, 64)), 1));
    const QPointF a = mapToWidget(tiles.topLeft());
    const QPointF b = mapToWidget(tiles.bottomRight() + QPoint(1, 1));
    for (int x = tiles.left(); x <= tiles.right() + 1; ++x) {
        const double px = std::round(mapToWidget(QPointF(x, 0)).x());
        painter.drawLine(QPointF(px, a.y()), QPointF(px, b.y()));
    }
    for (int y = tiles.top(); y <= tiles.bottom() + 1; ++y) {
        const double py = std::round(mapToWidget(QPointF(0, y)).y());
        painter.drawLine(QPointF(a.x(), py), QPointF(b.x(), py));
    }
    painter.restore();
}

// Below kMarkerMinPixels per tile the start, the exit and the entities would shrink to a pixel or vanish:
// their sprites are drawn at that size, centred on their cells, over the map and under the overlays.
void MapView::paintMarkers(QPainter &painter, const QRect &tiles) const
{
    const Map *map = m_map && m_map->kind == MapKind::Grid ? m_map : nullptr;
    if (!map || m_zoom >= kMarkerMinPixels || m_image.size() != QSize(map->grid.width(), map->grid.height()))
        return;
    const auto art = TileArt::shared(kMarkerMinPixels);
    const auto draw = [&](Point p, const QImage &sprite) {
        if (!tiles.contains(p.x, p.y))
            return;
        const QPointF c = mapToWidget(QPointF(p.x + 0.5, p.y + 0.5));
        painter.drawImage(
            QPointF(std::round(c.x() - kMarkerMinPixels / 2.0), std::round(c.y() - kMarkerMinPixels / 2.0)),
            sprite);
    };
    for (const Entity &e : map->grid.entities)
        draw({e.x, e.y}, art->entity(e.type));
    if (map->grid.exit)
        draw(*map->grid.exit, art->sprite(TileArt::Sprite::Exit));
    if (map->grid.start)
        draw(*map->grid.start, art->sprite(TileArt::Sprite::Start));
}

// The cell under the mouse, or the square the brush would paint, outlined light over a dark edge so it
// shows on any tile.
void MapView::paintHover(QPainter &painter) const
{
    if (m_hovered.x() < 0 || m_dragging)
        return;
    const QRect cells = footprintAt(m_hovered);
    const QRectF r(mapToWidget(cells.topLeft()), QSizeF(cells.width() * m_zoom, cells.height() * m_zoom));
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.setBrush(Qt::NoBrush);
    const QRectF box = r.width() < 4 ? QRectF(r.center() - QPointF(3, 3), QSizeF(6, 6)) : r;
    painter.setPen(QPen(QColor(0, 0, 0, 160), 3));
    painter.drawRect(box.adjusted(0.5, 0.5, -0.5, -0.5));
    painter.setPen(QPen(Palette::builtin().named(QStringLiteral("view.hover"), Qt::white), 1));
    painter.drawRect(box.adjusted(0.5, 0.5, -0.5, -0.5));
    painter.restore();
}

// A key to the overlays that draw something now, top left: a swatch and a name per entry.
void MapView::paintLegend(QPainter &painter) const
{
    QList<MapOverlay::LegendEntry> entries;
    for (const QPointer<MapOverlay> &overlay : std::as_const(m_overlays)) {
        if (overlay)
            entries += overlay->legend();
    }
    if (entries.isEmpty())
        return;
    painter.save();
    const QFontMetrics fm(font());
    const int line = fm.height() + 4;
    int textWidth = 0;
    for (const auto &e : entries)
        textWidth = std::max(textWidth, fm.horizontalAdvance(e.text));
    const QRect box(8, 8, textWidth + line + 18, static_cast<int>(entries.size()) * line + 8);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 170));
    painter.drawRoundedRect(box, 4, 4);
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const QRect row(box.left() + 6, box.top() + 4 + static_cast<int>(i) * line, box.width() - 12, line);
        const QRect swatch(row.left(), row.top() + 3, line - 6, line - 6);
        painter.setBrush(entries[i].color);
        painter.setPen(QPen(Qt::white, 1));
        painter.drawRect(swatch);
        painter.setPen(Qt::white);
        painter.drawText(row.adjusted(line + 2, 0, 0, 0), Qt::AlignVCenter | Qt::AlignLeft, entries[i].text);
    }
    painter.restore();
}

} // namespace mapsmith
