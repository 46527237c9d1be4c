// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include "view/mapoverlay.h"

#include <QColor>
#include <QPoint>
#include <QVector>

namespace mapsmith {

/// Draws collection plans over the map view: each plan's walk as a line through its cells and its targets
/// as numbered waypoints (1 = collected first). Two plans can be shown at once (greedy and optimal): the
/// second plan's line and numbers sit slightly to the lower right so both stay readable. Only the segments
/// and waypoints in or next to the visible tiles are drawn.
class PlanOverlay : public MapOverlay
{
    Q_OBJECT

public:
    struct Plan
    {
        QVector<QPoint> path;  ///< the walk, start first
        QVector<QPoint> stops; ///< targets in the order collected
        QColor color;
        bool visible = true;
    };

    explicit PlanOverlay(QObject *parent = nullptr);

    /// Plan 0 or 1.
    void setPlan(int index, const Plan &plan);
    void setVisible(int index, bool visible);
    const Plan &plan(int index) const { return m_plans[index & 1]; }
    /// Cells of targets no plan reaches, drawn crossed out.
    void setUnreachable(const QVector<QPoint> &cells);
    void clear();

    void paint(QPainter &painter, const QRect &tiles, double zoom, QPointF offset) const override;
    QList<LegendEntry> legend() const override;

    static QColor greedyColor() { return {0xff, 0x8c, 0x1a}; }
    static QColor optimalColor() { return {0x2e, 0xc4, 0xe6}; }

private:
    void paintPlan(QPainter &painter, const Plan &plan, const QRect &tiles, double zoom, QPointF offset,
                   double shift, bool small) const;

    Plan m_plans[2];
    QVector<QPoint> m_unreachable;
};

} // namespace mapsmith
