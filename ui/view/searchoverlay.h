// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include "view/mapoverlay.h"

#include <QColor>
#include <QPoint>
#include <QPointF>
#include <QRect>

class QPainter;

namespace mapsmith {

class TracePlayer;
struct SearchTrace;

/// Draws a search replay over the map view: open cells (light blue), closed cells (grey-blue), the node
/// applied last, the path found so far (yellow cells joined by a line) and the start and goal markers.
/// It only reads a TracePlayer owned by someone else (the search panel) and announces changed() so the
/// view repaints; the view calls paint() for the visible tiles only.
class SearchOverlay : public MapOverlay
{
    Q_OBJECT

public:
    explicit SearchOverlay(QObject *parent = nullptr);

    /// `player` replays `trace`; both must outlive their use here. nullptr hides the replay (the markers
    /// stay).
    void setPlayer(const TracePlayer *player, const SearchTrace *trace);
    const TracePlayer *player() const { return m_player; }
    /// Start and goal markers; (-1, -1) hides one.
    void setEndpoints(QPoint start, QPoint goal);
    void clear();
    /// Call after the player moved.
    void refresh() { emit changed(); }

    /// Paints `tiles` (map coordinates, already clipped to the map) at `zoom` screen pixels per tile with
    /// the map's top-left corner at `offset`.
    void paint(QPainter &painter, const QRect &tiles, double zoom, QPointF offset) const override;
    QList<LegendEntry> legend() const override;

    static QColor openColor() { return {0x9c, 0xd3, 0xff, 150}; }
    static QColor closedColor() { return {0x5a, 0x6e, 0x91, 150}; }
    static QColor pathColor() { return {0xff, 0xd7, 0x2e, 200}; }
    static QColor startColor() { return {0x3c, 0xd0, 0x5a}; }
    static QColor goalColor() { return {0xe8, 0x3a, 0x3a}; }
    static constexpr double kMinMarkerRadius = 6;

private:
    void paintPath(QPainter &painter, double zoom, QPointF offset) const;

    const TracePlayer *m_player = nullptr;
    const SearchTrace *m_trace = nullptr;
    QPoint m_start{-1, -1};
    QPoint m_goal{-1, -1};
};

} // namespace mapsmith
