// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include "view/mapoverlay.h"

#include <QColor>
#include <QImage>
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

    /// `mask`: the tinted cells at one pixel per tile (cellMask(), built off the GUI thread for a big map),
    /// so painting costs the visible tiles, not the marked ones. Null: no tinted cells.
    void setMarks(QList<Mark> marks, QImage mask);
    /// `cells` tinted with markColor() at `alpha` on a transparent picture of `size`.
    static QImage cellMask(const QVector<QPoint> &cells, QSize size, int alpha = kTintAlpha);
    static constexpr int kTintAlpha = 90;
    const QList<Mark> &marks() const { return m_marks; }
    void setSelected(int index);
    int selected() const { return m_selected; }
    void setVisible(bool visible);
    bool isVisible() const { return m_visible; }

    void paint(QPainter &painter, const QRect &tiles, double zoom, QPointF offset) const override;
    QList<LegendEntry> legend() const override;

    static QColor markColor() { return {0xff, 0x3b, 0x6b}; }

private:
    QList<Mark> m_marks;
    QImage m_mask;         ///< every tinted cell
    QImage m_selectedMask; ///< the selected mark's cells, brighter
    int m_selected = -1;
    bool m_visible = true;
};

} // namespace mapsmith
