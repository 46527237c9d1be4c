// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <QImage>
#include <QWidget>

namespace mapsmith {

class MapView;

/// The whole map in the map view's corner with the visible part outlined; a click or drag there moves the
/// view to that spot. It samples the view's one-pixel-per-tile image (nearest neighbour, so the cost is the
/// minimap's size, not the map's) and redraws when the view's image or position changes.
class MiniMap : public QWidget
{
    Q_OBJECT

public:
    explicit MiniMap(MapView *view);

    static constexpr int kMaxSide = 160;
    /// The size it takes for the view's image (its aspect ratio, the longer side kMaxSide).
    QSize sizeFor(QSize image) const;
    /// Marks the picture stale (the map changed); it is sampled again on the next paint.
    void invalidate();
    /// The rectangle the visible tiles make on the minimap, in its own coordinates.
    QRectF visibleRect() const;

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;

private:
    void moveViewTo(QPointF pos);
    QRectF imageRect() const;

    MapView *m_view;
    QImage m_picture;
    bool m_stale = true;
};

} // namespace mapsmith
