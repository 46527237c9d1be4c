// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "view/mapview.h"

#include "view/mapoverlay.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>
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

MapView::MapView(QWidget *parent) : QWidget(parent)
{
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMinimumSize(120, 90);
}

void MapView::setImage(const QImage &image)
{
    const bool sameSize = !m_image.isNull() && image.size() == m_image.size();
    m_image = image;
    if (!sameSize || m_fitted)
        fitToWindow();
    else
        update();
}

void MapView::setTool(Tool tool)
{
    if (m_painting) {
        m_painting = false;
        emit strokeFinished();
    }
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
    update(target.toAlignedRect().adjusted(-1, -1, 1, 1));
}

void MapView::clear()
{
    m_image = QImage();
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
    const double zx = width() / double(m_image.width());
    const double zy = height() / double(m_image.height());
    const double z = std::clamp(std::min(zx, zy), kMinZoom, kMaxZoom);
    const QPointF size(m_image.width() * z, m_image.height() * z);
    setZoomAndOffset(z, (QPointF(width(), height()) - size) / 2);
    m_fitted = true;
}

void MapView::centerOn(QPoint tile)
{
    if (m_image.isNull())
        return;
    const double z = std::clamp(std::max(m_zoom, kCenterOnZoom), kMinZoom, kMaxZoom);
    const QPointF centre(tile.x() + 0.5, tile.y() + 0.5);
    setZoomAndOffset(z, QPointF(width() / 2.0, height() / 2.0) - centre * z);
    m_fitted = false;
}

void MapView::zoomIn()
{
    zoomBy(kButtonStep, rect().center());
}

void MapView::zoomOut()
{
    zoomBy(1 / kButtonStep, rect().center());
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
    m_zoom = zoom;
    m_offset = offset;
    update();
    if (zoomed)
        emit zoomChanged(m_zoom);
}

void MapView::paintEvent(QPaintEvent *event)
{
    QPainter painter(this);
    painter.fillRect(event->rect(), m_background);
    if (m_image.isNull())
        return;
    // Only the tiles that touch the exposed area: whole tiles, so each lands on exact screen pixels.
    const QPointF topLeft = mapFromWidget(event->rect().topLeft());
    const QPointF bottomRight = mapFromWidget(QPointF(event->rect().right() + 1, event->rect().bottom() + 1));
    const int x0 = std::max(0, static_cast<int>(std::floor(topLeft.x())));
    const int y0 = std::max(0, static_cast<int>(std::floor(topLeft.y())));
    const int x1 = std::min(m_image.width(), static_cast<int>(std::ceil(bottomRight.x())));
    const int y1 = std::min(m_image.height(), static_cast<int>(std::ceil(bottomRight.y())));
    if (x1 <= x0 || y1 <= y0)
        return;
    const QRect source(x0, y0, x1 - x0, y1 - y0);
    const QRectF target(mapToWidget(source.topLeft()),
                        QSizeF(source.width() * m_zoom, source.height() * m_zoom));
    painter.setRenderHint(QPainter::SmoothPixmapTransform, false);
    painter.drawImage(target, m_image, source);
    for (const QPointer<MapOverlay> &overlay : std::as_const(m_overlays)) {
        if (overlay)
            overlay->paint(painter, source, m_zoom, m_offset);
    }
}

void MapView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
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

// Bresenham's line from the last painted cell (excluded) to `cell` (included); cells off the map are skipped.
void MapView::paintLineTo(QPoint cell)
{
    int x = m_lastCell.x();
    int y = m_lastCell.y();
    const int dx = std::abs(cell.x() - x);
    const int dy = -std::abs(cell.y() - y);
    const int sx = x < cell.x() ? 1 : -1;
    const int sy = y < cell.y() ? 1 : -1;
    int error = dx + dy;
    while (x != cell.x() || y != cell.y()) {
        const int e2 = 2 * error;
        if (e2 >= dy) {
            error += dy;
            x += sx;
        }
        if (e2 <= dx) {
            error += dx;
            y += sy;
        }
        if (m_image.rect().contains(x, y))
            emit paintRequested(QPoint(x, y));
    }
    m_lastCell = cell;
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
    if (m_tool == Tool::Paint && !m_spacePan && !m_image.isNull() && event->button() == Qt::LeftButton) {
        m_painting = true;
        m_lastCell = cellAt(event->position());
        emit strokeStarted();
        if (m_image.rect().contains(m_lastCell))
            emit paintRequested(m_lastCell);
        event->accept();
        return;
    }
    if (m_tool == Tool::Paint && event->button() == Qt::RightButton) {
        const QPoint tile = tileAt(event->position());
        if (tile.x() >= 0)
            emit pickRequested(tile);
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
    if (m_painting) {
        const QPoint cell = cellAt(event->position());
        if (cell != m_lastCell)
            paintLineTo(cell);
    }
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
    if (m_painting && event->button() == Qt::LeftButton) {
        m_painting = false;
        emit strokeFinished();
        return;
    }
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
        mousePressEvent(event); // a quick second click paints too, it does not fit the view
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
    m_hovered = tile;
    emit tileHovered(tile);
}

} // namespace mapsmith
