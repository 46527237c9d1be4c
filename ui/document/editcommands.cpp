// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "document/editcommands.h"

#include "document/mapdocument.h"

#include <QCoreApplication>

namespace mapsmith {

PaintCellsCommand::PaintCellsCommand(MapDocument *document, const PaintBrush &brush,
                                     const std::vector<Point> &cells, const QString &text)
    : m_document(document)
{
    setText(text);
    const HandEdits &edits = document->handEdits();
    const Map &shown = document->map();
    // Cells are distinct, so each cell's edit is computed against the same state.
    const bool marker = brush.kind == PaintBrush::Kind::Start || brush.kind == PaintBrush::Kind::Exit;
    if (marker) {
        // A marker is one cell: where the gesture ended.
        if (!cells.empty())
            m_redo = paintPatch(edits, brush, cells.back(), shown);
    } else {
        const CellPainter painter(edits, brush, shown);
        for (const Point &cell : cells) {
            if (const auto edit = painter.paint(cell))
                m_redo.cells.insert(cell, *edit);
        }
    }
    m_undo = edits.inverse(m_redo);
    setObsolete(m_redo.empty());
}

void PaintCellsCommand::undo()
{
    m_document->applyHandEditsPatch(m_undo);
}

void PaintCellsCommand::redo()
{
    m_document->applyHandEditsPatch(m_redo);
}

EditMapCommand::EditMapCommand(MapDocument *document, const HandEditsPatch &patch, const QString &text)
    : m_document(document), m_redo(patch), m_undo(document->handEdits().inverse(patch))
{
    setText(text);
    setObsolete(m_redo.empty() || m_redo == m_undo);
}

void EditMapCommand::undo()
{
    m_document->applyHandEditsPatch(m_undo);
}

void EditMapCommand::redo()
{
    m_document->applyHandEditsPatch(m_redo);
}

BakeCommand::BakeCommand(MapDocument *document)
    : m_document(document), m_oldBase(document->baseMap()), m_oldEdits(document->handEdits()),
      m_baked(document->map())
{
    setText(QCoreApplication::translate("Command", "Edit this map"));
    setObsolete(!document->hasMap() || document->isBaked() || !document->isGenerated());
}

void BakeCommand::undo()
{
    m_document->applyBakedState(false, m_oldBase, m_oldEdits);
}

void BakeCommand::redo()
{
    m_document->applyBakedState(true, m_baked, {});
}

UnbakeCommand::UnbakeCommand(MapDocument *document)
    : m_document(document), m_base(document->baseMap()), m_edits(document->handEdits())
{
    setText(QCoreApplication::translate("Command", "Discard edits and regenerate"));
}

void UnbakeCommand::undo()
{
    m_document->applyBakedState(true, m_base, m_edits);
}

void UnbakeCommand::redo()
{
    m_document->applyUnbakeAndRegenerate();
}

} // namespace mapsmith
