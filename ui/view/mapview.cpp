// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "view/mapview.h"

#include "view/mapoverlay.h"
#include "view/minimap.h"

#include <mapsmith/map/map.h>

#include <QAction>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QScrollBar>
#include <QSettings>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>

namespace mapsmith {

namespace {
constexpr double kWheelStep = 1.25; // zoom factor per wheel notch
constexpr double kButtonStep = 1.5;
} // namespace

MapView::MapView(QWidget *parent)
    : QWidget(parent), m_artAction(new QAction(this)), m_gridAction(new QAction(this)),
      m_minimapAction(new QAction(this)), m_hbar(new QScrollBar(Qt::Horizontal, this)),
      m_vbar(new QScrollBar(Qt::Vertical, this)), m_minimap(new MiniMap(this))
{
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMinimumSize(120, 90);
    m_hbar->setObjectName(QStringLiteral("mapHorizontalBar"));
    m_vbar->setObjectName(QStringLiteral("mapVerticalBar"));
    for (QScrollBar *bar : {m_hbar, m_vbar}) {
        bar->setFocusPolicy(Qt::NoFocus); // keys stay with the map (space to pan, tool shortcuts)
        connect(bar, &QScrollBar::valueChanged, this, &MapView::onBarMoved);
    }
    // The display choices are the user's, kept across sessions like Tiled's View menu toggles.
    const QSettings settings;
    const struct
    {
        QAction *action;
        const char *name;
        const char *key;
        bool on;
        QKeySequence shortcut;
    } toggles[] = {
        {m_artAction, "tileArtAction", "view/tileArt", true, QKeySequence(Qt::CTRL | Qt::Key_T)},
        {m_gridAction, "gridAction", "view/grid", false, QKeySequence(Qt::CTRL | Qt::Key_G)},
        {m_minimapAction, "minimapAction", "view/minimap", true, QKeySequence(Qt::CTRL | Qt::Key_M)},
    };
    for (const auto &t : toggles) {
        t.action->setObjectName(QString::fromLatin1(t.name));
        t.action->setCheckable(true);
        t.action->setChecked(settings.value(QString::fromLatin1(t.key), t.on).toBool());
        t.action->setShortcut(t.shortcut);
        const QString key = QString::fromLatin1(t.key);
        connect(t.action, &QAction::toggled, this, [this, key](bool on) {
            QSettings().setValue(key, on);
            layoutChildren();
            update();
        });
    }
    retranslate();
    layoutChildren();
}

QList<QAction *> MapView::displayActions() const
{
    return {m_artAction, m_gridAction, m_minimapAction};
}

void MapView::retranslate()
{
    m_artAction->setText(tr("&Tile Art"));
    m_artAction->setStatusTip(
        tr("Draw tiles as pictures when zoomed in; off shows one flat colour per tile"));
    m_gridAction->setText(tr("&Grid"));
    m_gridAction->setStatusTip(tr("Show lines between the tiles when zoomed in"));
    m_minimapAction->setText(tr("&Minimap"));
    m_minimapAction->setStatusTip(tr("Show the whole map in the corner with the visible part outlined"));
}

bool MapView::showsArt() const
{
    return m_artAction->isChecked();
}

void MapView::setMap(const Map *map)
{
    m_map = map;
    update();
}

void MapView::setFootprint(int cells)
{
    cells = std::clamp(cells, 1, 64);
    if (cells == m_footprint)
        return;
    m_footprint = cells;
    update();
}

QRect MapView::footprintAt(QPoint cell) const
{
    const int before = (m_footprint - 1) / 2;
    return {cell.x() - before, cell.y() - before, m_footprint, m_footprint};
}

QRect MapView::viewportRect() const
{
    return QRect(0, 0, width() - (m_vbar->isVisible() ? m_vbar->width() : 0),
                 height() - (m_hbar->isVisible() ? m_hbar->height() : 0));
}

QRect MapView::visibleTiles() const
{
    if (m_image.isNull())
        return {};
    const QRect v = viewportRect();
    const QPointF a = mapFromWidget(v.topLeft());
    const QPointF b = mapFromWidget(QPointF(v.right() + 1, v.bottom() + 1));
    const int x0 = std::max(0, static_cast<int>(std::floor(a.x())));
    const int y0 = std::max(0, static_cast<int>(std::floor(a.y())));
    const int x1 = std::min(m_image.width(), static_cast<int>(std::ceil(b.x())));
    const int y1 = std::min(m_image.height(), static_cast<int>(std::ceil(b.y())));
    return x1 > x0 && y1 > y0 ? QRect(x0, y0, x1 - x0, y1 - y0) : QRect();
}

void MapView::panTo(QPointF mapPos)
{
    const QRectF v = viewportRect();
    setZoomAndOffset(m_zoom, v.center() - mapPos * m_zoom);
    m_fitted = false;
}

// The bars and the minimap sit over the map's edges; the map area is what they leave (viewportRect).
void MapView::layoutChildren()
{
    const bool bars = !m_image.isNull();
    const int h = m_hbar->sizeHint().height();
    const int w = m_vbar->sizeHint().width();
    m_hbar->setVisible(bars);
    m_vbar->setVisible(bars);
    m_hbar->setGeometry(0, height() - h, width() - w, h);
    m_vbar->setGeometry(width() - w, 0, w, height() - h);
    const QSize mini = m_minimap->sizeFor(m_image.size());
    const bool showMini = m_minimapAction->isChecked() && !m_image.isNull() && width() > 3 * mini.width() &&
                          height() > 2 * mini.height();
    m_minimap->setVisible(showMini);
    if (showMini) {
        const QRect v = viewportRect();
        m_minimap->setGeometry(v.right() - mini.width() - 6, v.bottom() - mini.height() - 6, mini.width(),
                               mini.height());
    }
    updateBars();
}

// Scroll values are the viewport's left (top) edge in screen pixels from the map's left (top) edge; the
// range runs half a viewport past the map on each side, and always includes where the view is now.
void MapView::updateBars()
{
    if (m_image.isNull())
        return;
    const QRect v = viewportRect();
    m_syncingBars = true;
    const auto set = [](QScrollBar *bar, double content, int page, double offset) {
        const int value = static_cast<int>(std::lround(-offset));
        const int margin = page / 2;
        bar->setRange(std::min(-margin, value), std::max(static_cast<int>(content) - page + margin, value));
        bar->setPageStep(page);
        bar->setSingleStep(std::max(1, page / 20));
        bar->setValue(value);
    };
    set(m_hbar, m_image.width() * m_zoom, v.width(), m_offset.x());
    set(m_vbar, m_image.height() * m_zoom, v.height(), m_offset.y());
    m_syncingBars = false;
}

void MapView::onBarMoved()
{
    if (m_syncingBars)
        return;
    setZoomAndOffset(m_zoom, QPointF(-m_hbar->value(), -m_vbar->value()));
    m_fitted = false;
}

void MapView::setImage(const QImage &image)
{
    const bool sameSize = !m_image.isNull() && image.size() == m_image.size();
    const bool wasNull = m_image.isNull();
    m_image = image;
    m_minimap->invalidate();
    if (wasNull || !sameSize)
        layoutChildren();
    if (!sameSize || m_fitted)
        fitToWindow();
    else
        update();
}

void MapView::setTool(Tool tool)
{
    if (m_editing) {
        m_editing = false;
        emit toolReleased(m_lastCell, QPointF(m_lastCell));
    }
    m_tool = tool;
    updateCursor();
}

void MapView::updateCursor()
{
    if (m_picking)
        setCursor(Qt::PointingHandCursor);
    else if (m_dragging)
        setCursor(Qt::ClosedHandCursor);
    else if (m_spacePan)
        setCursor(Qt::OpenHandCursor);
    else
        setCursor(m_tool == Tool::Pan ? Qt::ArrowCursor : Qt::CrossCursor);
}

void MapView::addOverlay(MapOverlay *overlay)
{
    if (!overlay || m_overlays.contains(overlay))
        return;
    m_overlays.append(overlay);
    connect(overlay, &MapOverlay::changed, this, qOverload<>(&QWidget::update));
    update();
}

void MapView::removeOverlay(MapOverlay *overlay)
{
    if (!m_overlays.removeAll(overlay))
        return;
    disconnect(overlay, nullptr, this, nullptr);
    update();
}

void MapView::setPickMode(bool on)
{
    m_picking = on;
    updateCursor();
}

void MapView::updateTiles(const QImage &source, const QRect &tiles)
{
    const QRect r = tiles & m_image.rect();
    if (r.isEmpty() || source.size() != m_image.size() || source.format() != m_image.format())
        return;
    // Row by row: the document writes its own copy, so the shared buffer detaches once, not per cell.
    const auto bytes = static_cast<std::size_t>(r.width()) * static_cast<std::size_t>(source.depth() / 8);
    for (int y = r.top(); y <= r.bottom(); ++y)
        std::memcpy(m_image.scanLine(y) + r.left() * (source.depth() / 8),
                    source.constScanLine(y) + r.left() * (source.depth() / 8), bytes);
    const QRectF target(mapToWidget(r.topLeft()), QSizeF(r.width() * m_zoom, r.height() * m_zoom));
    // Markers keep a minimum size, so a marker on an edited cell may reach past it.
    const int reach = kMarkerMinPixels;
    update(target.toAlignedRect().adjusted(-reach, -reach, reach, reach));
    m_minimap->invalidate();
}

void MapView::clear()
{
    m_image = QImage();
    m_minimap->invalidate();
    layoutChildren();
    update();
}

void MapView::setBackground(const QColor &color)
{
    m_background = color;
    update();
}

QPointF MapView::mapFromWidget(QPointF widgetPos) const
{
    return (widgetPos - m_offset) / m_zoom;
}

QPointF MapView::mapToWidget(QPointF mapPos) const
{
    return mapPos * m_zoom + m_offset;
}

QPoint MapView::cellAt(QPointF widgetPos) const
{
    const QPointF p = mapFromWidget(widgetPos);
    return {static_cast<int>(std::floor(p.x())), static_cast<int>(std::floor(p.y()))};
}

QPoint MapView::tileAt(QPointF widgetPos) const
{
    const QPointF p = mapFromWidget(widgetPos);
    const QPoint tile(static_cast<int>(std::floor(p.x())), static_cast<int>(std::floor(p.y())));
    if (m_image.isNull() || !m_image.rect().contains(tile))
        return {-1, -1};
    return tile;
}

void MapView::fitToWindow()
{
    if (m_image.isNull())
        return;
    const QRect v = viewportRect();
    const double zx = v.width() / double(m_image.width());
    const double zy = v.height() / double(m_image.height());
    const double z = std::clamp(std::min(zx, zy), kMinZoom, kMaxZoom);
    const QPointF size(m_image.width() * z, m_image.height() * z);
    setZoomAndOffset(z, (QPointF(v.width(), v.height()) - size) / 2);
    m_fitted = true;
}

void MapView::centerOn(QPoint tile)
{
    if (m_image.isNull())
        return;
    const double z = std::clamp(std::max(m_zoom, kCenterOnZoom), kMinZoom, kMaxZoom);
    const QPointF centre(tile.x() + 0.5, tile.y() + 0.5);
    const QRect v = viewportRect();
    setZoomAndOffset(z, QPointF(v.width() / 2.0, v.height() / 2.0) - centre * z);
    m_fitted = false;
}

void MapView::zoomIn()
{
    zoomBy(kButtonStep, viewportRect().center());
}

void MapView::zoomOut()
{
    zoomBy(1 / kButtonStep, viewportRect().center());
}

void MapView::zoomBy(double factor, QPointF anchor)
{
    const double z = std::clamp(m_zoom * factor, kMinZoom, kMaxZoom);
    const QPointF mapPos = mapFromWidget(anchor);
    setZoomAndOffset(z, anchor - mapPos * z);
    m_fitted = false;
}

void MapView::setZoomAndOffset(double zoom, QPointF offset)
{
    const bool zoomed = zoom != m_zoom;
    const bool moved = zoomed || offset != m_offset;
    m_zoom = zoom;
    m_offset = offset;
    update();
    if (!moved)
        return;
    updateBars();
    m_minimap->update();
    if (zoomed)
        emit zoomChanged(m_zoom);
    emit viewChanged();
}

void MapView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    layoutChildren();
    if (m_fitted)
        fitToWindow();
}

void MapView::wheelEvent(QWheelEvent *event)
{
    const double notches = event->angleDelta().y() / 120.0;
    if (notches == 0 || m_image.isNull())
        return;
    zoomBy(std::pow(kWheelStep, notches), event->position());
    updateHover(event->position());
    event->accept();
}

void MapView::mousePressEvent(QMouseEvent *event)
{
    if (m_picking && event->button() == Qt::LeftButton) {
        const QPoint tile = tileAt(event->position());
        if (tile.x() >= 0) {
            setPickMode(false);
            emit tilePicked(tile);
        }
        event->accept();
        return;
    }
    if (m_tool == Tool::Edit && !m_spacePan && !m_image.isNull() && event->button() == Qt::LeftButton) {
        m_editing = true;
        m_lastCell = cellAt(event->position());
        emit toolPressed(m_lastCell, mapFromWidget(event->position()));
        event->accept();
        return;
    }
    if (m_tool == Tool::Edit && !m_image.isNull() && event->button() == Qt::RightButton) {
        emit toolContextClicked(cellAt(event->position()));
        event->accept();
        return;
    }
    const bool pans = event->button() == Qt::MiddleButton ||
                      ((m_tool == Tool::Pan || m_spacePan) && event->button() == Qt::LeftButton);
    if (pans) {
        m_dragging = true;
        m_dragLast = event->position();
        setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    QWidget::mousePressEvent(event);
}

void MapView::mouseMoveEvent(QMouseEvent *event)
{
    if (m_editing) {
        const QPoint cell = cellAt(event->position());
        if (cell != m_lastCell) {
            m_lastCell = cell;
            emit toolDragged(cell, mapFromWidget(event->position()));
        }
    }
    if (m_dragging) {
        const QPointF delta = event->position() - m_dragLast;
        m_dragLast = event->position();
        setZoomAndOffset(m_zoom, m_offset + delta);
        m_fitted = false;
    }
    updateHover(event->position());
}

void MapView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_editing && event->button() == Qt::LeftButton) {
        m_editing = false;
        emit toolReleased(cellAt(event->position()), mapFromWidget(event->position()));
        return;
    }
    if (m_dragging && (event->button() == Qt::LeftButton || event->button() == Qt::MiddleButton)) {
        m_dragging = false;
        updateCursor();
        return;
    }
    QWidget::mouseReleaseEvent(event);
}

void MapView::mouseDoubleClickEvent(QMouseEvent *event)
{
    if (m_tool != Tool::Pan) {
        mousePressEvent(event); // a quick second click edits too, it does not fit the view
        return;
    }
    if (event->button() == Qt::LeftButton)
        fitToWindow();
}

void MapView::leaveEvent(QEvent *event)
{
    QWidget::leaveEvent(event);
    updateHover(QPointF(-1e9, -1e9));
}

void MapView::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        m_spacePan = true;
        updateCursor();
        event->accept();
        return;
    }
    QWidget::keyPressEvent(event);
}

void MapView::keyReleaseEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        m_spacePan = false;
        updateCursor();
        event->accept();
        return;
    }
    QWidget::keyReleaseEvent(event);
}

void MapView::updateHover(QPointF pos)
{
    const QPoint tile = tileAt(pos);
    if (tile == m_hovered)
        return;
    updateHoverArea(m_hovered, tile);
    m_hovered = tile;
    emit tileHovered(tile);
}

// Repaints only the outlines that change: the footprint left and the one entered.
void MapView::updateHoverArea(QPoint oldCell, QPoint newCell)
{
    for (const QPoint cell : {oldCell, newCell}) {
        if (cell.x() < 0)
            continue;
        const QRect cells = footprintAt(cell);
        const QRectF r(mapToWidget(cells.topLeft()), QSizeF(cells.width() * m_zoom, cells.height() * m_zoom));
        update(r.toAlignedRect().adjusted(-3, -3, 3, 3));
    }
}

} // namespace mapsmith
