// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "tools/cellpreview.h"

#include <QPainter>
#include <QPen>

namespace mapsmith {

void CellPreview::setCells(const QVector<QPoint> &cells, const QColor &color)
{
    m_cells = cells;
    m_color = color;
    emit changed();
}

void CellPreview::setFrame(QPoint cell)
{
    m_frame = cell;
    emit changed();
}

void CellPreview::setSegment(QPointF from, QPointF to)
{
    m_from = from;
    m_to = to;
    emit changed();
}

void CellPreview::clear()
{
    m_cells.clear();
    m_frame = {-1, -1};
    m_from = m_to = QPointF();
    emit changed();
}

void CellPreview::paint(QPainter &painter, const QRect &tiles, double zoom, QPointF offset) const
{
    painter.save();
    const auto cellRect = [&](QPoint c) { return QRectF(offset + QPointF(c) * zoom, QSizeF(zoom, zoom)); };
    QColor fill = m_color;
    fill.setAlpha(170);
    for (const QPoint &c : m_cells) {
        if (tiles.contains(c))
            painter.fillRect(cellRect(c), fill);
    }
    // Outlines in logical pixels: the painter maps them to device pixels, so they stay sharp at DPR 2.
    if (m_frame.x() >= 0) {
        painter.setPen(QPen(QColor(255, 220, 0), 2));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(cellRect(m_frame).adjusted(-1, -1, 1, 1));
    }
    if (m_from != m_to) {
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(QPen(QColor(255, 220, 0), 3, Qt::DashLine, Qt::RoundCap));
        painter.drawLine(offset + m_from * zoom, offset + m_to * zoom);
    }
    painter.restore();
}

} // namespace mapsmith
