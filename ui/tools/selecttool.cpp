// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "tools/selecttool.h"

#include "document/editcommands.h"
#include "document/mapdocument.h"
#include "document/tiletext.h"
#include "tools/cellpreview.h"

#include <QUndoStack>

namespace mapsmith {

namespace {

QString itemName(const MapItem &item)
{
    switch (item.kind) {
    case MapItem::Kind::Start:
        return trTile("Start");
    case MapItem::Kind::Exit:
        return trTile("Exit");
    case MapItem::Kind::Entity:
        break;
    }
    return trTile(item.type);
}

} // namespace

std::optional<MapItem> itemAt(const GridMap &grid, Point cell)
{
    std::optional<MapItem> item;
    for (const Entity &e : grid.entities) {
        if (e.x == cell.x && e.y == cell.y)
            item = MapItem{MapItem::Kind::Entity, cell, e.type};
    }
    if (!item && grid.start == cell)
        item = MapItem{MapItem::Kind::Start, cell, {}};
    if (!item && grid.exit == cell)
        item = MapItem{MapItem::Kind::Exit, cell, {}};
    return item;
}

HandEditsPatch movePatch(const HandEdits &edits, const MapItem &item, Point to)
{
    HandEditsPatch patch;
    if (to == item.cell)
        return patch;
    switch (item.kind) {
    case MapItem::Kind::Start:
        patch.start = std::optional<Point>(to);
        break;
    case MapItem::Kind::Exit:
        patch.exit = std::optional<Point>(to);
        break;
    case MapItem::Kind::Entity: {
        CellEdit from = edits.cell(item.cell);
        from.entity = std::string();
        CellEdit onto = edits.cell(to);
        onto.entity = item.type;
        patch.cells.insert(item.cell, from);
        patch.cells.insert(to, onto);
        break;
    }
    }
    return patch;
}

HandEditsPatch deletePatch(const HandEdits &edits, const MapItem &item)
{
    HandEditsPatch patch;
    if (item.kind == MapItem::Kind::Entity) {
        CellEdit edit = edits.cell(item.cell);
        edit.entity = std::string();
        patch.cells.insert(item.cell, edit);
    }
    return patch;
}

SelectTool::SelectTool(MapDocument *document, CellPreview *preview, QObject *parent)
    : EditTool(document, parent), m_preview(preview)
{
    connect(document, &MapDocument::mapChanged, this, &SelectTool::revalidate);
    connect(document, &MapDocument::mapEdited, this, &SelectTool::revalidate);
}

void SelectTool::select(std::optional<MapItem> item)
{
    m_selection = std::move(item);
    m_preview->setFrame(m_selection ? QPoint(m_selection->cell.x, m_selection->cell.y) : QPoint(-1, -1));
}

// After an undo or a regeneration the selected item may be gone or changed: follow what the map shows.
void SelectTool::revalidate()
{
    if (!m_selection || m_dragging)
        return;
    const std::optional<MapItem> now =
        m_document->canPaint() ? itemAt(m_document->map().grid, m_selection->cell) : std::nullopt;
    if (!now || now->kind != m_selection->kind || now->type != m_selection->type)
        select(std::nullopt);
}

void SelectTool::press(QPoint cell, QPointF pos)
{
    Q_UNUSED(pos)
    if (!m_document->canPaint())
        return;
    select(itemAt(m_document->map().grid, {cell.x(), cell.y()}));
    m_dragging = m_selection.has_value();
}

void SelectTool::drag(QPoint cell, QPointF pos)
{
    Q_UNUSED(pos)
    if (m_dragging && m_document->map().grid.tiles.contains(cell.x(), cell.y()))
        m_preview->setFrame(cell);
}

void SelectTool::release(QPoint cell, QPointF pos)
{
    Q_UNUSED(pos)
    if (!m_dragging || !m_selection)
        return;
    m_dragging = false;
    const Point to{cell.x(), cell.y()};
    if (!m_document->canPaint() || !m_document->map().grid.tiles.contains(to) || to == m_selection->cell) {
        select(m_selection); // back to where it is
        return;
    }
    const HandEditsPatch patch = movePatch(m_document->handEdits(), *m_selection, to);
    MapItem moved = *m_selection;
    moved.cell = to;
    m_document->undoStack()->push(
        new EditMapCommand(m_document, patch, [moved] { return tr("Move %1").arg(itemName(moved)); }));
    select(moved);
}

bool SelectTool::deleteSelection()
{
    if (!m_selection || !m_document->canPaint())
        return false;
    if (m_selection->kind != MapItem::Kind::Entity) {
        emit message(tr("The start and the exit can be moved, not deleted"));
        return true;
    }
    const HandEditsPatch patch = deletePatch(m_document->handEdits(), *m_selection);
    const auto text = [item = *m_selection] { return tr("Delete %1").arg(itemName(item)); };
    select(std::nullopt);
    m_document->undoStack()->push(new EditMapCommand(m_document, patch, text));
    return true;
}

void SelectTool::deactivate()
{
    m_dragging = false;
    select(std::nullopt);
}

} // namespace mapsmith
