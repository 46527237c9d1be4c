// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "document/editcommands.h"

#include "document/mapdocument.h"

#include <QCoreApplication>

namespace mapsmith {

EditMapCommand::EditMapCommand(MapDocument *document, const HandEditsPatch &patch, const QString &text)
    : m_document(document), m_redo(patch), m_undo(document->handEdits().inverse(patch))
{
    setText(text);
    setObsolete(m_redo.empty() || m_redo == m_undo);
}

EditMapCommand::EditMapCommand(MapDocument *document, const HandEditsPatch &patch, Text text)
    : EditMapCommand(document, patch, QString())
{
    setTextMaker(std::move(text));
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
    setTextMaker([] { return QCoreApplication::translate("Command", "Edit this map"); });
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
    setTextMaker([] { return QCoreApplication::translate("Command", "Discard edits and regenerate"); });
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
