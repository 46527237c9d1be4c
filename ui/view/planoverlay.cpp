// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "view/planoverlay.h"

#include <QFont>
#include <QPainter>
#include <QPen>

#include <algorithm>

namespace mapsmith {

PlanOverlay::PlanOverlay(QObject *parent) : MapOverlay(parent) {}

void PlanOverlay::setPlan(int index, const Plan &plan)
{
    m_plans[index & 1] = plan;
    emit changed();
}

void PlanOverlay::setVisible(int index, bool visible)
{
    m_plans[index & 1].visible = visible;
    emit changed();
}

void PlanOverlay::setUnreachable(const QVector<QPoint> &cells)
{
    m_unreachable = cells;
    emit changed();
}

void PlanOverlay::clear()
{
    m_plans[0] = Plan{};
    m_plans[1] = Plan{};
    m_unreachable.clear();
    emit changed();
}

void PlanOverlay::paint(QPainter &painter, const QRect &tiles, double zoom, QPointF offset) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    const bool both =
        m_plans[0].visible && m_plans[1].visible && !m_plans[0].path.isEmpty() && !m_plans[1].path.isEmpty();
    // Both shown: greedy keeps to the upper left of each cell, optimal to the lower right.
    for (int i = 0; i < 2; ++i)
        if (m_plans[i].visible)
            paintPlan(painter, m_plans[i], tiles, zoom, offset, both ? (i == 0 ? -0.12 : 0.12) : 0.0, both);
    painter.setPen(QPen(QColor(0xe0, 0x20, 0x20), std::max(1.5, zoom / 6)));
    for (const QPoint &p : m_unreachable) {
        if (!tiles.contains(p))
            continue;
        const QRectF c(QPointF(p.x() * zoom, p.y() * zoom) + offset, QSizeF(zoom, zoom));
        painter.drawLine(c.topLeft(), c.bottomRight());
        painter.drawLine(c.topRight(), c.bottomLeft());
    }
    painter.restore();
}

void PlanOverlay::paintPlan(QPainter &painter, const Plan &plan, const QRect &tiles, double zoom,
                            QPointF offset, double shift, bool small) const
{
    const auto at = [&](QPoint p, double d) {
        return QPointF((p.x() + 0.5 + d) * zoom, (p.y() + 0.5 + d) * zoom) + offset;
    };
    // A segment joins neighbouring cells, so one with an end in the visible tiles grown by one is all that
    // can show: the loop stays linear in the walk, the drawing in the view.
    const QRect near = tiles.adjusted(-1, -1, 1, 1);
    QPen line(plan.color, std::max(1.0, zoom / 5), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    painter.setPen(line);
    painter.setBrush(Qt::NoBrush);
    for (qsizetype i = 1; i < plan.path.size(); ++i) {
        const QPoint a = plan.path[i - 1], b = plan.path[i];
        if (a != b && (near.contains(a) || near.contains(b)))
            painter.drawLine(at(a, shift), at(b, shift));
    }
    if (zoom < 4)
        return; // numbers would be unreadable specks; the line still shows the order
    const double radius = std::max(4.0, zoom * (small ? 0.27 : 0.38));
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(std::clamp(static_cast<int>(radius * 1.3), 6, 24));
    painter.setFont(font);
    for (qsizetype i = 0; i < plan.stops.size(); ++i) {
        const QPoint p = plan.stops[i];
        if (!tiles.contains(p))
            continue;
        const QRectF disc(at(p, small ? 2 * shift : 0.0) - QPointF(radius, radius),
                          QSizeF(2 * radius, 2 * radius));
        painter.setPen(QPen(Qt::black, 1));
        painter.setBrush(plan.color);
        painter.drawEllipse(disc);
        painter.setPen(Qt::black);
        painter.drawText(disc, Qt::AlignCenter, QString::number(i + 1));
    }
    painter.setBrush(Qt::NoBrush);
}

QList<MapOverlay::LegendEntry> PlanOverlay::legend() const
{
    QList<LegendEntry> entries;
    const QString names[2] = {tr("Greedy collection walk"), tr("Optimal collection walk")};
    for (int i = 0; i < 2; ++i) {
        if (m_plans[i].visible && !m_plans[i].path.isEmpty())
            entries.append({m_plans[i].color, names[i]});
    }
    if (!m_unreachable.isEmpty())
        entries.append({QColor(0xe0, 0x20, 0x20), tr("Unreachable target")});
    return entries;
}

} // namespace mapsmith
