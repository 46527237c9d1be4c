// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <QObject>
#include <QPointF>
#include <QRect>

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

signals:
    void changed();
};

} // namespace mapsmith
