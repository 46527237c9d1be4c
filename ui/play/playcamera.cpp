// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The play viewport's camera: the whole map when its cells are large enough to read, otherwise the player
// followed at a readable size; the wheel zooms. The map's rectangle is kept inside the viewport on each axis
// where it is larger (no empty band beside the level) and centred where it is smaller.
// clang-format off
#include "play/playview.h"
// clang-format on

#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace mapsmith {

namespace {
constexpr int kHudHeight = 78;

QSize mapCells(const Map &map)
{
    if (map.kind == MapKind::Tower)
        return {std::max(1, map.tower.columns), map.tower.floors + 1};
    return {std::max(1, map.grid.width()), std::max(1, map.grid.height())};
}
} // namespace

QRectF PlayView::viewportArea() const
{
    return {4, kHudHeight, std::max(1, width() - 8) * 1.0, std::max(1, height() - kHudHeight - 4) * 1.0};
}

double PlayView::cellSize() const
{
    const QRectF area = viewportArea();
    const QSize cells = mapCells(m_map);
    const double fit = std::max(0.25, std::min(area.width() / cells.width(), area.height() / cells.height()));
    if (m_map.kind == MapKind::Tower)
        return fit; // a tower is a graph: always whole
    if (m_cell > 0)
        return m_cell;
    return fit >= kFitCell ? fit : kFollowCell;
}

void PlayView::setCellSize(double pixels)
{
    m_cell = pixels <= 0 ? 0.0 : std::clamp(pixels, kMinCell, kMaxCell);
    update();
}

QRectF PlayView::mapRect() const
{
    const QRectF area = viewportArea();
    const QSize cells = mapCells(m_map);
    const double cell = cellSize();
    const QSizeF size(cell * cells.width(), cell * cells.height());
    Point focus = m_map.grid.start.value_or(Point{0, 0});
    if (m_session && m_session->kind() != PlayKind::Tower)
        focus = m_session->player();
    const auto axis = [](double start, double extent, double length, double centre) {
        if (length <= extent)
            return start + (extent - length) / 2;
        return std::clamp(start + extent / 2 - centre, start + extent - length, start);
    };
    const double x = axis(area.left(), area.width(), size.width(), (focus.x + 0.5) * cell);
    const double y = axis(area.top(), area.height(), size.height(), (focus.y + 0.5) * cell);
    return {QPointF(x, y), size};
}

QPoint PlayView::cellAt(QPointF pos) const
{
    const QRectF r = mapRect();
    if (m_map.kind == MapKind::Tower || !r.contains(pos) || !viewportArea().contains(pos))
        return {-1, -1};
    const double cell = cellSize();
    return {static_cast<int>((pos.x() - r.left()) / cell), static_cast<int>((pos.y() - r.top()) / cell)};
}

void PlayView::wheelEvent(QWheelEvent *event)
{
    const double notches = event->angleDelta().y() / 120.0;
    if (notches == 0 || m_map.kind == MapKind::Tower) {
        QWidget::wheelEvent(event);
        return;
    }
    setCellSize(cellSize() * std::pow(1.25, notches));
    event->accept();
}

} // namespace mapsmith
