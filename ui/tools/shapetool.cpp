// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "tools/shapetool.h"

#include "document/editcommands.h"
#include "document/mapdocument.h"
#include "document/tiletext.h"
#include "panels/tilechooser.h"
#include "render/palette.h"
#include "tools/cellpreview.h"
#include "tools/shapes.h"

#include <QUndoStack>

namespace mapsmith {

ShapeTool::ShapeTool(Shape shape, MapDocument *document, TileChooser *chooser, CellPreview *preview,
                     QObject *parent)
    : EditTool(document, parent), m_shape(shape), m_chooser(chooser), m_preview(preview)
{
}

std::vector<Point> ShapeTool::cellsTo(QPoint cell) const
{
    const GridMap &grid = m_document->map().grid;
    const Point a{m_anchor.x(), m_anchor.y()};
    const Point b{cell.x(), cell.y()};
    return m_shape == Shape::Line ? lineCells(a, b, grid.width(), grid.height())
                                  : rectCells(a, b, grid.width(), grid.height());
}

void ShapeTool::press(QPoint cell, QPointF pos)
{
    Q_UNUSED(pos)
    if (!m_document->canPaint() || !m_document->map().grid.tiles.contains(cell.x(), cell.y()))
        return;
    m_anchor = cell;
    m_active = true;
    drag(cell, pos);
}

void ShapeTool::drag(QPoint cell, QPointF pos)
{
    Q_UNUSED(pos)
    if (!m_active)
        return;
    QVector<QPoint> cells;
    for (const Point &p : cellsTo(cell))
        cells.append(QPoint(p.x, p.y));
    m_preview->setCells(cells, brushColor(m_chooser->brush(), Palette::builtin()));
}

void ShapeTool::release(QPoint cell, QPointF pos)
{
    Q_UNUSED(pos)
    if (!m_active)
        return;
    m_active = false;
    m_preview->clear();
    if (!m_document->canPaint())
        return;
    const PaintBrush brush = m_chooser->brush();
    const auto text = [line = m_shape == Shape::Line, brush] {
        return line ? tr("Line of %1").arg(brushName(brush)) : tr("Rectangle of %1").arg(brushName(brush));
    };
    const HandEditsPatch patch =
        paintCellsPatch(m_document->handEdits(), brush, cellsTo(cell), m_document->map());
    m_document->undoStack()->push(new EditMapCommand(m_document, patch, text));
}

void ShapeTool::deactivate()
{
    m_active = false;
    m_preview->clear();
}

} // namespace mapsmith
