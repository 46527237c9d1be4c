// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <QColor>
#include <QList>
#include <QObject>
#include <QPointF>
#include <QRect>
#include <QString>

class QPainter;

namespace mapsmith {

/// Something drawn over the map view after the map: a search replay, validation marks, a tool preview.
/// The view calls paint() for the visible tiles only and repaints on changed(). Several overlays may be
/// added to one view; they are drawn in the order they were added.
class MapOverlay : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    /// Paints `tiles` (map coordinates, already clipped to the map) at `zoom` screen pixels per tile with
    /// the map's top-left corner at `offset`.
    virtual void paint(QPainter &painter, const QRect &tiles, double zoom, QPointF offset) const = 0;

    /// One line of the view's legend: a swatch of `color` and what it means (translated).
    struct LegendEntry
    {
        QColor color;
        QString text;
    };
    /// What the overlay draws now, for the view's legend; empty while it draws nothing.
    virtual QList<LegendEntry> legend() const { return {}; }

signals:
    void changed();
};

} // namespace mapsmith
