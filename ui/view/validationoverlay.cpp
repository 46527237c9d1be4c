// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "view/validationoverlay.h"

#include <QPainter>
#include <QPen>

#include <algorithm>

namespace mapsmith {

QImage ValidationOverlay::cellMask(const QVector<QPoint> &cells, QSize size, int alpha)
{
    QImage mask(size, QImage::Format_ARGB32_Premultiplied);
    mask.fill(Qt::transparent);
    QColor tint = markColor();
    tint.setAlpha(alpha);
    const QRgb pixel = qPremultiply(tint.rgba());
    for (const QPoint &c : cells) {
        if (mask.rect().contains(c))
            reinterpret_cast<QRgb *>(mask.scanLine(c.y()))[c.x()] = pixel;
    }
    return mask;
}

void ValidationOverlay::setMarks(QList<Mark> marks, QImage mask)
{
    m_marks = std::move(marks);
    m_selected = -1;
    m_mask = std::move(mask);
    m_selectedMask = QImage();
    emit changed();
}

void ValidationOverlay::setSelected(int index)
{
    if (index == m_selected)
        return;
    m_selected = index;
    const bool cells =
        index >= 0 && index < m_marks.size() && !m_marks.at(index).cells.isEmpty() && !m_mask.isNull();
    m_selectedMask = cells ? cellMask(m_marks.at(index).cells, m_mask.size(), 110) : QImage();
    emit changed();
}

void ValidationOverlay::setVisible(bool visible)
{
    if (visible == m_visible)
        return;
    m_visible = visible;
    emit changed();
}

void ValidationOverlay::paint(QPainter &painter, const QRect &tiles, double zoom, QPointF offset) const
{
    if (!m_visible || m_marks.isEmpty())
        return;
    painter.save();
    // The masks are one pixel per tile, like the map: draw the visible part scaled, as the view draws the
    // map.
    const QRectF target(QPointF(tiles.left() * zoom, tiles.top() * zoom) + offset,
                        QSizeF(tiles.width() * zoom, tiles.height() * zoom));
    for (const QImage *mask : {&m_mask, &m_selectedMask}) {
        if (!mask->isNull())
            painter.drawImage(target, *mask, QRectF(tiles));
    }
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setBrush(Qt::NoBrush);
    for (int i = 0; i < m_marks.size(); ++i) {
        const Mark &mark = m_marks.at(i);
        if (mark.centre.x() < 0)
            continue;
        const bool selected = i == m_selected;
        // A ring a few screen pixels wide at any zoom, so a one-tile problem stays visible when zoomed out.
        const double r = std::max(mark.radius * zoom, 5.0) + (selected ? 3.0 : 0.0);
        const QPointF c = mark.centre * zoom + offset;
        const QRectF bounds(c.x() - r, c.y() - r, 2 * r, 2 * r);
        const QRectF visible(QPointF(tiles.left() * zoom, tiles.top() * zoom) + offset,
                             QSizeF((tiles.width()) * zoom, (tiles.height()) * zoom));
        if (!bounds.intersects(visible.adjusted(-r, -r, r, r)))
            continue;
        painter.setPen(QPen(Qt::black, selected ? 5 : 4));
        painter.drawEllipse(bounds);
        painter.setPen(QPen(selected ? QColor(Qt::yellow) : markColor(), selected ? 3 : 2));
        painter.drawEllipse(bounds);
    }
    painter.restore();
}

QList<MapOverlay::LegendEntry> ValidationOverlay::legend() const
{
    if (!m_visible || m_marks.isEmpty())
        return {};
    return {{markColor(), tr("Validation problem")}};
}

} // namespace mapsmith
