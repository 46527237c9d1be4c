// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The hand-editing tools' undo commands (the brush's own is PaintTilesCommand in commands.h).
#pragma once

#include "document/translatedcommand.h"

#include <mapsmith/edit/handedits.h>

#include <QString>
#include <QUndoCommand>

namespace mapsmith {

class MapDocument;

/// A change of the hand edits given as a patch: a line, rectangle or fill (paintCellsPatch), moving or
/// deleting an entity, editing the tower graph. Undo puts back exactly what the patch touched; obsolete when
/// the patch changes nothing.
class EditMapCommand : public TranslatedCommand
{
public:
    EditMapCommand(MapDocument *document, const HandEditsPatch &patch, const QString &text);
    /// The same with a text made again in each language.
    EditMapCommand(MapDocument *document, const HandEditsPatch &patch, Text text);
    void undo() override;
    void redo() override;

private:
    MapDocument *m_document;
    HandEditsPatch m_redo;
    HandEditsPatch m_undo;
};

/// "Edit this map": the shown map (generated + hand edits) becomes a fixed base that remembers its
/// generator, params and seed.
class BakeCommand : public TranslatedCommand
{
public:
    explicit BakeCommand(MapDocument *document);
    void undo() override;
    void redo() override;

private:
    MapDocument *m_document;
    Map m_oldBase;
    HandEdits m_oldEdits;
    Map m_baked;
};

/// Discards a baked map and its edits and regenerates from the config; undo brings the baked map back.
class UnbakeCommand : public TranslatedCommand
{
public:
    explicit UnbakeCommand(MapDocument *document);
    void undo() override;
    void redo() override;

private:
    MapDocument *m_document;
    Map m_base;
    HandEdits m_edits;
};

} // namespace mapsmith
