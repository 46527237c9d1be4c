// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Core first: Qt's `slots` keyword macro must not reach core headers (see app/cli/path.cpp).
// clang-format off
#include <mapsmith/search/traceplayer.h>
// clang-format on

#include "view/searchoverlay.h"

#include <QPainter>
#include <QPainterPath>
#include <QPen>

#include <algorithm>

namespace mapsmith {

SearchOverlay::SearchOverlay(QObject *parent) : MapOverlay(parent) {}

void SearchOverlay::setPlayer(const TracePlayer *player, const SearchTrace *trace)
{
    m_player = trace ? player : nullptr;
    m_trace = m_player ? trace : nullptr;
    emit changed();
}

void SearchOverlay::setEndpoints(QPoint start, QPoint goal)
{
    m_start = start;
    m_goal = goal;
    emit changed();
}

void SearchOverlay::clear()
{
    m_player = nullptr;
    m_trace = nullptr;
    emit changed();
}

void SearchOverlay::paint(QPainter &painter, const QRect &tiles, double zoom, QPointF offset) const
{
    painter.save();
    const auto cellRect = [&](int x, int y) {
        return QRectF(QPointF(x * zoom, y * zoom) + offset, QSizeF(zoom, zoom));
    };
    if (m_player) {
        const auto &statuses = m_player->statuses();
        const QRect r = tiles & QRect(0, 0, statuses.width(), statuses.height());
        for (int y = r.top(); y <= r.bottom(); ++y) {
            for (int x = r.left(); x <= r.right(); ++x) {
                switch (statuses.at(x, y)) {
                case CellStatus::Unseen:
                    break;
                case CellStatus::Open:
                    painter.fillRect(cellRect(x, y), openColor());
                    break;
                case CellStatus::Closed:
                    painter.fillRect(cellRect(x, y), closedColor());
                    break;
                case CellStatus::Path:
                    painter.fillRect(cellRect(x, y), pathColor());
                    break;
                }
            }
        }
        paintPath(painter, zoom, offset);
        if (const TraceEvent *e = m_player->current()) {
            painter.setPen(QPen(QColor(0xff, 0x40, 0x40), std::max(1.0, zoom / 6)));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(cellRect(e->cell.x, e->cell.y));
        }
    }
    painter.setRenderHint(QPainter::Antialiasing, true);
    const auto marker = [&](QPoint p, const QColor &color) {
        if (p.x() < 0 || !tiles.contains(p))
            return;
        painter.setPen(QPen(Qt::black, 1));
        painter.setBrush(color);
        const QRectF c = cellRect(p.x(), p.y());
        // At least kMinMarkerRadius on screen: the endpoints stay visible on a zoomed-out 4096 x 4096 map.
        const double radius = std::max(kMinMarkerRadius, zoom * 0.35);
        painter.drawEllipse(c.center(), radius, radius);
    };
    marker(m_start, startColor());
    marker(m_goal, goalColor());
    painter.restore();
}

QList<MapOverlay::LegendEntry> SearchOverlay::legend() const
{
    QList<LegendEntry> entries;
    if (m_player && m_trace) {
        entries.append({openColor(), tr("Open: waiting to be expanded")});
        entries.append({closedColor(), tr("Closed: expanded")});
        entries.append({pathColor(), tr("Path")});
    }
    if (entries.isEmpty())
        return entries; // the endpoints alone need no key: they are the map's start and exit until moved
    if (m_start.x() >= 0)
        entries.append({startColor(), tr("Search start")});
    if (m_goal.x() >= 0)
        entries.append({goalColor(), tr("Search goal")});
    return entries;
}

// The Path cells shown so far, joined in path order. Path events close the trace, so they are the run of
// Path events that ends at the player's position.
void SearchOverlay::paintPath(QPainter &painter, double zoom, QPointF offset) const
{
    const auto &events = m_trace->events;
    const std::size_t end = std::min(m_player->position(), events.size());
    std::size_t begin = end;
    while (begin > 0 && events[begin - 1].kind == TraceKind::Path)
        --begin;
    if (end - begin < 2)
        return;
    QPainterPath line;
    for (std::size_t i = begin; i < end; ++i) {
        const QPointF c = QPointF((events[i].cell.x + 0.5) * zoom, (events[i].cell.y + 0.5) * zoom) + offset;
        if (i == begin)
            line.moveTo(c);
        else
            line.lineTo(c);
    }
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setPen(
        QPen(QColor(0xff, 0xc8, 0x00), std::max(1.5, zoom / 4), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(line);
    painter.setRenderHint(QPainter::Antialiasing, false);
}

} // namespace mapsmith
