// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include "view/mapoverlay.h"

#include <QColor>
#include <QPointF>
#include <QVector>

namespace mapsmith {

/// A tool's preview over the map view: cells tinted with the brush colour (a line or rectangle being
/// dragged), a framed cell (the selected entity) and a line between two map positions (a tower edge being
/// drawn, or the selected edge).
class CellPreview : public MapOverlay
{
    Q_OBJECT

public:
    using MapOverlay::MapOverlay;

    void setCells(const QVector<QPoint> &cells, const QColor &color);
    void setFrame(QPoint cell);                ///< (-1, -1): none
    void setSegment(QPointF from, QPointF to); ///< map coordinates; from == to: none
    void clear();

    const QVector<QPoint> &cells() const { return m_cells; }
    QPoint frame() const { return m_frame; }

    void paint(QPainter &painter, const QRect &tiles, double zoom, QPointF offset) const override;

private:
    QVector<QPoint> m_cells;
    QColor m_color;
    QPoint m_frame{-1, -1};
    QPointF m_from;
    QPointF m_to;
};

} // namespace mapsmith
