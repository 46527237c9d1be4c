// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "tools/painttool.h"

#include "document/commands.h"
#include "document/mapdocument.h"
#include "panels/tilechooser.h"
#include "view/mapview.h"

#include <QUndoStack>

namespace mapsmith {

PaintTool::PaintTool(MapDocument *document, MapView *view, TileChooser *chooser, QObject *parent)
    : QObject(parent), m_document(document), m_chooser(chooser)
{
    connect(view, &MapView::strokeStarted, this, [this] { m_gesture = ChangeParamCommand::newGesture(); });
    connect(view, &MapView::strokeFinished, this, [this] { m_gesture = 0; });
    connect(view, &MapView::paintRequested, this, &PaintTool::paint);
    connect(view, &MapView::pickRequested, this, &PaintTool::pick);
}

void PaintTool::paint(QPoint tile)
{
    if (!m_document->canPaint())
        return;
    // A lone request (no stroke) still gets its own gesture, so it never merges into an older stroke.
    const int gesture = m_gesture != 0 ? m_gesture : ChangeParamCommand::newGesture();
    m_document->undoStack()->push(new PaintTilesCommand(
        m_document, m_erasing ? PaintBrush{PaintBrush::Kind::Erase, Tile::Floor} : m_chooser->brush(),
        Point{tile.x(), tile.y()}, gesture));
}

void PaintTool::pick(QPoint tile)
{
    if (!m_document->canPaint() || !m_document->map().grid.tiles.contains(tile.x(), tile.y()))
        return;
    m_chooser->setBrush({PaintBrush::Kind::Tile, m_document->map().grid.tiles.at(tile.x(), tile.y())});
}

} // namespace mapsmith
