// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "document/editcommands.h"

#include "document/mapdocument.h"

#include <QCoreApplication>
#include <algorithm>

namespace mapsmith {

PaintCellsCommand::PaintCellsCommand(MapDocument *document, const PaintBrush &brush,
                                     const std::vector<Point> &cells, const QString &text)
    : m_document(document)
{
    setText(text);
    const HandEdits &edits = document->handEdits();
    const Map &shown = document->map();
    // Cells are distinct, so each cell's patch is computed against the same state.
    const bool marker = brush.kind == PaintBrush::Kind::Start || brush.kind == PaintBrush::Kind::Exit;
    // A marker is one cell: where the gesture ended.
    std::vector<Point> sorted = marker && !cells.empty() ? std::vector<Point>{cells.back()} : cells;
    std::sort(sorted.begin(), sorted.end());
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    for (const Point &cell : sorted) {
        const HandEditsPatch one = paintPatch(edits, brush, cell, shown);
        // In cell order, so each cell goes in at the end of the patch in constant time.
        for (const auto &entry : one.cells)
            m_redo.cells.emplace_hint(m_redo.cells.end(), entry);
        if (one.start)
            m_redo.start = one.start;
        if (one.exit)
            m_redo.exit = one.exit;
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
