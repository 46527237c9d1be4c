// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <QColor>
#include <QImage>
#include <QPoint>
#include <QPointF>
#include <QWidget>

namespace mapsmith {

/// Shows a map image (one pixel per tile) with crisp, unsmoothed pixels at any zoom. The wheel zooms
/// about the cursor, a left or middle drag pans, a double click fits. Only the visible part of the image
/// is drawn, so a 4096 x 4096 map pans smoothly.
class MapView : public QWidget
{
    Q_OBJECT

public:
    explicit MapView(QWidget *parent = nullptr);

    /// Shows `image`. The zoom and pan are kept when the size stays the same; otherwise the map is fitted.
    void setImage(const QImage &image);
    const QImage &image() const { return m_image; }
    void clear();

    double zoom() const { return m_zoom; } ///< screen pixels per tile
    QPointF offset() const { return m_offset; } ///< widget position of the map's top-left corner
    /// Zooms by `factor` keeping the map point under `anchor` (widget coordinates) where it is.
    void zoomBy(double factor, QPointF anchor);
    void setBackground(const QColor &color);

    /// The map position (in tiles, fractional) at a widget position, and back.
    QPointF mapFromWidget(QPointF widgetPos) const;
    QPointF mapToWidget(QPointF mapPos) const;
    /// The tile under a widget position, or (-1, -1) outside the map.
    QPoint tileAt(QPointF widgetPos) const;
    /// The tile under the mouse, or (-1, -1).
    QPoint hoveredTile() const { return m_hovered; }

    static constexpr double kMinZoom = 1.0 / 64;
    static constexpr double kMaxZoom = 64;

public slots:
    void fitToWindow();
    void zoomIn();
    void zoomOut();

signals:
    /// The tile under the mouse; (-1, -1) when the mouse leaves the map.
    void tileHovered(QPoint tile);
    void zoomChanged(double zoom);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;

private:
    void setZoomAndOffset(double zoom, QPointF offset);
    void updateHover(QPointF pos);

    QImage m_image;
    QColor m_background{0x20, 0x22, 0x26};
    double m_zoom = 1;
    QPointF m_offset;
    bool m_fitted = false; ///< follow the window size until the user zooms or pans
    bool m_dragging = false;
    QPointF m_dragLast;
    QPoint m_hovered{-1, -1};
};

} // namespace mapsmith
