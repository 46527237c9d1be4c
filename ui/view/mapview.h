// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <QColor>
#include <QImage>
#include <QPoint>
#include <QPointF>
#include <QPointer>
#include <QWidget>

namespace mapsmith {

class MapOverlay;

/// Shows a map image (one pixel per tile) with crisp, unsmoothed pixels at any zoom. The wheel zooms
/// about the cursor, a middle drag pans, a double click fits. Only the visible part of the image is drawn,
/// so a 4096 x 4096 map pans smoothly.
///
/// Tools: in Pan mode a left drag pans too. In Paint mode a left drag asks for every tile it crosses to be
/// painted (Bresenham between successive mouse positions, so a fast drag leaves no gaps) and a right
/// click asks to pick the tile under the cursor. In Edit mode the mouse goes to the current tool. Holding
/// space makes a left drag pan in every mode. The view never edits the model: it only emits requests.
class MapView : public QWidget
{
    Q_OBJECT

public:
    /// Edit: every left-button press, drag and release on the map is forwarded (toolPressed, toolDragged,
    /// toolReleased) to the current editing tool (ui/tools/), which decides what it means.
    enum class Tool { Pan, Paint, Edit };

    explicit MapView(QWidget *parent = nullptr);

    Tool tool() const { return m_tool; }
    void setTool(Tool tool);

    /// Shows `image`. The zoom and pan are kept when the size stays the same; otherwise the map is fitted.
    void setImage(const QImage &image);
    const QImage &image() const { return m_image; }
    /// Copies `tiles` (image coordinates) from `source`, the same size as the shown image, and repaints
    /// only them: a painted cell costs a few pixels, not the whole map.
    void updateTiles(const QImage &source, const QRect &tiles);
    void clear();

    double zoom() const { return m_zoom; }      ///< screen pixels per tile
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
    /// Puts the centre of `tile` (image coordinates) in the middle of the view, zooming in to at least
    /// kCenterOnZoom screen pixels per tile so the spot can be seen.
    void centerOn(QPoint tile);
    static constexpr double kCenterOnZoom = 8;

    /// Drawn over the visible tiles after the map, after the overlays added before it; the view repaints on
    /// its changed(). Adding one twice has no effect.
    void addOverlay(MapOverlay *overlay);
    void removeOverlay(MapOverlay *overlay);
    /// While on, the next left click on a tile emits tilePicked() (and turns it off) instead of panning
    /// or painting.
    void setPickMode(bool on);
    bool pickMode() const { return m_picking; }

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
    /// Paint mode: a left button press starts a stroke, each crossed tile is requested once, release ends it.
    void strokeStarted();
    void paintRequested(QPoint tile);
    void strokeFinished();
    /// Paint mode: a right click asks for the tile under the cursor to become the brush.
    void pickRequested(QPoint tile);
    /// Pick mode: the tile clicked.
    void tilePicked(QPoint tile);
    /// Edit mode: the left button went down, moved to another cell, came up; `cell` may be off the map.
    /// `pixel` is the fractional map position (for tools that hit-test a drawing, like the tower graph).
    void toolPressed(QPoint cell, QPointF pixel);
    void toolDragged(QPoint cell, QPointF pixel);
    void toolReleased(QPoint cell, QPointF pixel);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void keyReleaseEvent(QKeyEvent *event) override;

private:
    void setZoomAndOffset(double zoom, QPointF offset);
    void updateHover(QPointF pos);
    QPoint cellAt(QPointF widgetPos) const; ///< like tileAt, but unclamped (may be off the map)
    void paintLineTo(QPoint cell);
    void updateCursor();

    QImage m_image;
    QColor m_background{0x20, 0x22, 0x26};
    double m_zoom = 1;
    QPointF m_offset;
    bool m_fitted = false; ///< follow the window size until the user zooms or pans
    bool m_dragging = false;
    Tool m_tool = Tool::Pan;
    bool m_painting = false;
    QPoint m_lastCell;
    QPointF m_dragLast;
    QPoint m_hovered{-1, -1};
    QList<QPointer<MapOverlay>> m_overlays;
    bool m_picking = false;
    bool m_editing = false;  ///< Edit mode: the left button is down
    bool m_spacePan = false; ///< space held: a left drag pans whatever the tool (as in Tiled)
};

} // namespace mapsmith
