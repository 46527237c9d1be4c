// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "tools/painttool.h"

#include "document/commands.h"
#include "document/mapdocument.h"
#include "panels/tilechooser.h"

#include <QUndoStack>

#include <algorithm>
#include <cstdlib>

namespace mapsmith {

PaintTool::PaintTool(MapDocument *document, TileChooser *chooser, bool erasing, QObject *parent)
    : EditTool(document, parent), m_chooser(chooser), m_erasing(erasing)
{
}

void PaintTool::setSize(int cells)
{
    m_size = std::clamp(cells, 1, kMaxSize);
}

QList<QPoint> PaintTool::lineCells(QPoint from, QPoint to)
{
    QList<QPoint> cells;
    int x = from.x();
    int y = from.y();
    const int dx = std::abs(to.x() - x);
    const int dy = -std::abs(to.y() - y);
    const int sx = x < to.x() ? 1 : -1;
    const int sy = y < to.y() ? 1 : -1;
    int error = dx + dy;
    while (x != to.x() || y != to.y()) {
        const int e2 = 2 * error;
        if (e2 >= dy) {
            error += dy;
            x += sx;
        }
        if (e2 <= dx) {
            error += dx;
            y += sy;
        }
        cells.append(QPoint(x, y));
    }
    return cells;
}

void PaintTool::press(QPoint cell, QPointF)
{
    m_gesture = ChangeParamCommand::newGesture();
    m_last = cell;
    paintAt(cell);
}

void PaintTool::drag(QPoint cell, QPointF)
{
    if (m_gesture == 0)
        return;
    for (const QPoint &c : lineCells(m_last, cell))
        paintAt(c);
    m_last = cell;
}

void PaintTool::release(QPoint, QPointF)
{
    m_gesture = 0;
}

// Each cell of the footprint is one PaintTilesCommand of the stroke's gesture: they merge into one step.
// A brush that places a marker or an entity (start, exit, gold, ...) places one, on the centre cell.
void PaintTool::paintAt(QPoint cell)
{
    if (!m_document->canPaint())
        return;
    const PaintBrush brush =
        m_erasing ? PaintBrush{PaintBrush::Kind::Erase, Tile::Floor} : m_chooser->brush();
    const bool marker = brush.kind != PaintBrush::Kind::Tile && brush.kind != PaintBrush::Kind::Erase;
    const int size = marker ? 1 : m_size;
    const int before = (size - 1) / 2;
    const GridMap &grid = m_document->map().grid;
    for (int y = cell.y() - before; y < cell.y() - before + size; ++y) {
        for (int x = cell.x() - before; x < cell.x() - before + size; ++x) {
            if (!grid.tiles.contains(x, y))
                continue;
            m_document->undoStack()->push(new PaintTilesCommand(m_document, brush, Point{x, y}, m_gesture));
        }
    }
}

void PaintTool::contextClick(QPoint cell)
{
    if (!m_document->canPaint() || !m_document->map().grid.tiles.contains(cell.x(), cell.y()))
        return;
    m_chooser->setBrush({PaintBrush::Kind::Tile, m_document->map().grid.tiles.at(cell.x(), cell.y())});
}

} // namespace mapsmith
