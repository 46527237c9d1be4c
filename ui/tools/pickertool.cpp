// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "tools/pickertool.h"

#include "document/mapdocument.h"
#include "panels/tilechooser.h"

namespace mapsmith {

PaintBrush pickBrush(const GridMap &grid, Point cell)
{
    PaintBrush brush{PaintBrush::Kind::Tile, grid.tiles[cell]};
    for (const Entity &e : grid.entities) {
        if (e.x != cell.x || e.y != cell.y)
            continue;
        if (e.type == "gold")
            brush = {PaintBrush::Kind::Gold, Tile::Floor};
        else if (e.type == "guard")
            brush = {PaintBrush::Kind::Guard, Tile::Floor};
        else if (e.type == "light")
            brush = {PaintBrush::Kind::Light, Tile::Floor};
        else if (e.type == "enemy")
            brush = {PaintBrush::Kind::Enemy, Tile::Floor};
    }
    return brush;
}

PickerTool::PickerTool(MapDocument *document, TileChooser *chooser, QObject *parent)
    : EditTool(document, parent), m_chooser(chooser)
{
}

void PickerTool::press(QPoint cell, QPointF pos)
{
    Q_UNUSED(pos)
    const GridMap &grid = m_document->map().grid;
    if (!m_document->canPaint() || !grid.tiles.contains(cell.x(), cell.y()))
        return;
    m_chooser->setBrush(pickBrush(grid, {cell.x(), cell.y()}));
    emit picked();
}

} // namespace mapsmith
