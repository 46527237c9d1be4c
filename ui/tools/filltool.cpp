// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "tools/filltool.h"

#include "document/editcommands.h"
#include "document/mapdocument.h"
#include "document/tiletext.h"
#include "panels/tilechooser.h"

#include <mapsmith/grid/components.h>

#include <QUndoStack>

namespace mapsmith {

std::vector<Point> fillRegion(const GridMap &grid, Point seed)
{
    if (!grid.tiles.contains(seed))
        return {};
    const Tile target = grid.tiles[seed];
    Grid<std::uint8_t> same(grid.width(), grid.height(), 0);
    for (int y = 0; y < grid.height(); ++y) {
        for (int x = 0; x < grid.width(); ++x)
            same.at(x, y) = grid.tiles.at(x, y) == target ? 1 : 0;
    }
    return floodFill(same, seed, Neighbourhood::Four);
}

FillTool::FillTool(MapDocument *document, TileChooser *chooser, QObject *parent)
    : EditTool(document, parent), m_chooser(chooser)
{
}

void FillTool::press(QPoint cell, QPointF pos)
{
    Q_UNUSED(pos)
    if (!m_document->canPaint())
        return;
    const Point seed{cell.x(), cell.y()};
    const PaintBrush brush = m_chooser->brush();
    const bool marker = brush.kind == PaintBrush::Kind::Start || brush.kind == PaintBrush::Kind::Exit;
    const std::vector<Point> cells =
        marker ? std::vector<Point>{seed} : fillRegion(m_document->map().grid, seed);
    if (cells.empty())
        return;
    const HandEditsPatch patch = paintCellsPatch(m_document->handEdits(), brush, cells, m_document->map());
    m_document->undoStack()->push(
        new EditMapCommand(m_document, patch, [brush] { return tr("Fill with %1").arg(brushName(brush)); }));
}

} // namespace mapsmith
