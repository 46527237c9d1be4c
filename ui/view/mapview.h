// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include "render/tileart.h"

#include <QColor>
#include <QImage>
#include <QPoint>
#include <QPointF>
#include <QPointer>
#include <QWidget>

class QAction;
class QScrollBar;

namespace mapsmith {

class MapOverlay;
class MiniMap;
struct Map;

/// Shows a map with crisp, unsmoothed pixels at any zoom. The wheel zooms about the cursor, a middle drag
/// pans, a double click fits, the scroll bars and the minimap move the view. Only the visible part is
/// drawn, so a 4096 x 4096 map pans smoothly.
///
/// What it draws, in order: the map (one pixel per tile of image() when zoomed out; from
/// TileArt::kMinSize screen pixels per tile on, the tile art of the grid map given to setMap(), drawn by
/// renderMapRegion, unless flat colours are chosen), the grid lines (toggle), the overlays, the start, exit
/// and entities at a minimum screen size, the hover outline (the brush's footprint) and the legend of the
/// active overlays.
///
/// Tools: in Pan mode a left drag pans. In Edit mode the mouse goes to the current tool (ui/tools/): left
/// press, drag and release, and a right click. Holding space makes a left drag pan in every mode. The view
/// never edits the model and knows no tool: it only routes events.
class MapView : public QWidget
{
    Q_OBJECT

public:
    /// Edit: every left-button press, drag and release on the map is forwarded (toolPressed, toolDragged,
    /// toolReleased) to the current editing tool (ui/tools/), which decides what it means.
    enum class Tool { Pan, Edit };

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
    /// The map image() shows, for the tile art and the markers; nullptr draws image() only. The map must
    /// outlive its use here (the document's map); call update() or setImage/updateTiles when it changes.
    void setMap(const Map *map);

    /// View menu toggles: tile art (off: flat colours), grid lines, the minimap. Owned by the view.
    QList<QAction *> displayActions() const;
    QAction *artAction() const { return m_artAction; }
    QAction *gridAction() const { return m_gridAction; }
    QAction *minimapAction() const { return m_minimapAction; }
    bool showsArt() const;
    /// The side, in cells, of the square the hover outline shows (the brush's footprint); at least 1.
    void setFootprint(int cells);
    int footprint() const { return m_footprint; }
    /// The cells the footprint covers when the mouse is over `cell` (the brush is centred on it).
    QRect footprintAt(QPoint cell) const;
    /// The map area in widget coordinates that is not under a scroll bar.
    QRect viewportRect() const;
    /// The map tiles visible now (clipped to the map).
    QRect visibleTiles() const;
    MiniMap *miniMap() const { return m_minimap; }
    QScrollBar *horizontalBar() const { return m_hbar; }
    QScrollBar *verticalBar() const { return m_vbar; }
    /// Moves the view so that map position `mapPos` (tiles, fractional) is in the middle; the zoom stays.
    void panTo(QPointF mapPos);
    void retranslate();

    /// Markers and entities are drawn at least this many screen pixels wide, whatever the zoom.
    static constexpr int kMarkerMinPixels = 18;
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
    /// The view moved or zoomed (offset or zoom changed).
    void viewChanged();
    /// Pick mode: the tile clicked.
    void tilePicked(QPoint tile);
    /// Edit mode: the left button went down, moved to another cell, came up; `cell` may be off the map.
    /// `pixel` is the fractional map position (for tools that hit-test a drawing, like the tower graph).
    void toolPressed(QPoint cell, QPointF pixel);
    void toolDragged(QPoint cell, QPointF pixel);
    void toolReleased(QPoint cell, QPointF pixel);
    /// Edit mode: a right click (the brush picks the tile under it).
    void toolContextClicked(QPoint cell);

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
    void updateCursor();
    void updateBars();
    void layoutChildren();
    void onBarMoved();
    void updateHoverArea(QPoint oldCell, QPoint newCell);
    // mapview_paint.cpp
    void paintMap(QPainter &painter, const QRect &tiles) const;
    void paintGrid(QPainter &painter, const QRect &tiles) const;
    void paintMarkers(QPainter &painter, const QRect &tiles) const;
    void paintHover(QPainter &painter) const;
    void paintLegend(QPainter &painter) const;
    const Map *artMap() const; ///< the grid map when it matches the image, else nullptr

    QImage m_image;
    QColor m_background{0x20, 0x22, 0x26};
    double m_zoom = 1;
    QPointF m_offset;
    bool m_fitted = false; ///< follow the window size until the user zooms or pans
    bool m_dragging = false;
    Tool m_tool = Tool::Pan;
    QPoint m_lastCell;
    QPointF m_dragLast;
    QPoint m_hovered{-1, -1};
    QList<QPointer<MapOverlay>> m_overlays;
    bool m_picking = false;
    bool m_editing = false;  ///< Edit mode: the left button is down
    bool m_spacePan = false; ///< space held: a left drag pans whatever the tool (as in Tiled)
    const Map *m_map = nullptr;
    int m_footprint = 1;
    QAction *m_artAction;
    QAction *m_gridAction;
    QAction *m_minimapAction;
    QScrollBar *m_hbar;
    QScrollBar *m_vbar;
    bool m_syncingBars = false;
    MiniMap *m_minimap;
};

} // namespace mapsmith
