// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Dragging the search's start and goal markers on the map view.
#include "document/mapdocument.h"
#include "panels/searchpanel.h"
#include "view/mapview.h"
#include "view/searchoverlay.h"

#include <QMouseEvent>

namespace mapsmith {

bool SearchPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view && dragMarker(event))
        return true;
    return QWidget::eventFilter(watched, event);
}

// With the Pan tool, a left press on a marker picks it up instead of panning; the marker follows the mouse
// over the map and the release runs the search from (or to) where it was dropped. True when consumed.
bool SearchPanel::dragMarker(QEvent *event)
{
    const auto type = event->type();
    if (type != QEvent::MouseButtonPress && type != QEvent::MouseMove && type != QEvent::MouseButtonRelease)
        return false;
    if (!isEnabled() || !m_document->hasMap() || m_view->pickMode() || m_view->tool() != MapView::Tool::Pan) {
        m_dragging = Picking::None;
        return false;
    }
    const auto *mouse = static_cast<QMouseEvent *>(event);
    const QPoint tile = m_view->tileAt(mouse->position());
    const auto markerAt = [&](QPoint t) {
        if (t.x() < 0)
            return Picking::None;
        if (t == startCell())
            return Picking::Start;
        return t == goalCell() ? Picking::Goal : Picking::None;
    };
    if (type == QEvent::MouseButtonPress) {
        if (mouse->button() != Qt::LeftButton || markerAt(tile) == Picking::None)
            return false;
        m_dragging = markerAt(tile);
        m_view->setCursor(Qt::ClosedHandCursor);
        return true;
    }
    if (m_dragging == Picking::None) {
        if (type == QEvent::MouseMove && !(mouse->buttons() & Qt::LeftButton)) {
            if (markerAt(tile) != Picking::None)
                m_view->setCursor(Qt::OpenHandCursor);
            else
                m_view->unsetCursor();
        }
        return false;
    }
    if (type == QEvent::MouseMove) {
        if (tile.x() >= 0 && tile != (m_dragging == Picking::Start ? startCell() : goalCell())) {
            (m_dragging == Picking::Start ? m_from : m_to) = tile;
            updateEndpoints();
        }
        return true;
    }
    m_dragging = Picking::None;
    m_view->setCursor(Qt::OpenHandCursor);
    runThen(AfterRun::End);
    return true;
}

} // namespace mapsmith
