// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "view/validationoverlay.h"

#include <QPainter>
#include <QPen>
#include <algorithm>

namespace mapsmith {

void ValidationOverlay::setMarks(QList<Mark> marks)
{
    m_marks = std::move(marks);
    m_selected = -1;
    emit changed();
}

void ValidationOverlay::setSelected(int index)
{
    if (index == m_selected)
        return;
    m_selected = index;
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
    for (int i = 0; i < m_marks.size(); ++i) {
        const Mark &mark = m_marks.at(i);
        const bool selected = i == m_selected;
        QColor tint = markColor();
        tint.setAlpha(selected ? 170 : 90);
        for (const QPoint &c : mark.cells) {
            if (tiles.contains(c))
                painter.fillRect(QRectF(QPointF(c.x() * zoom, c.y() * zoom) + offset, QSizeF(zoom, zoom)),
                                 tint);
        }
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

} // namespace mapsmith
