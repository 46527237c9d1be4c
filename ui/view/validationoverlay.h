// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include "view/mapoverlay.h"

#include <QColor>
#include <QList>
#include <QPointF>
#include <QRect>
#include <QVector>

namespace mapsmith {

/// Marks the validation panel's problems on the map view: the cells of an unreachable area tinted, a
/// ring around each single spot (a cell, or a tower room drawn as a graph), the selected problem brighter.
/// Positions are in image coordinates of the view's picture (tiles for a grid map, pixels of the tower
/// graph), as the view's tiles are.
class ValidationOverlay : public MapOverlay
{
    Q_OBJECT

public:
    struct Mark
    {
        QVector<QPoint> cells;  ///< tinted (areas)
        QPointF centre{-1, -1}; ///< ringed, in image coordinates; negative: no ring
        double radius = 0.5;    ///< in image units
    };

    using MapOverlay::MapOverlay;

    void setMarks(QList<Mark> marks);
    const QList<Mark> &marks() const { return m_marks; }
    void setSelected(int index);
    int selected() const { return m_selected; }
    void setVisible(bool visible);
    bool isVisible() const { return m_visible; }

    void paint(QPainter &painter, const QRect &tiles, double zoom, QPointF offset) const override;

    static QColor markColor() { return {0xff, 0x3b, 0x6b}; }

private:
    QList<Mark> m_marks;
    int m_selected = -1;
    bool m_visible = true;
};

} // namespace mapsmith
