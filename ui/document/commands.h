// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include "document/translatedcommand.h"

#include <mapsmith/edit/handedits.h>
#include <mapsmith/generate/tilesetconfig.h>
#include <mapsmith/params/params.h>

#include <QUndoCommand>

#include <cstdint>
#include <optional>
#include <string>

namespace mapsmith {

class MapDocument;

/// Command ids for QUndoCommand::mergeWith.
enum CommandId { ChangeParamId = 1, PaintTilesId = 2 };

// The config commands (parameter, seed, generator, reset) are made by MapDocument alone, through its change*
// functions, so none can skip its rules (a baked map asks before it is regenerated).

/// Changes one parameter: the generic change-a-value command behind every property-panel field.
/// Commands of the same parameter and the same non-zero `gesture` (one slider drag) merge into one
/// undo step; a command that changes nothing (or a merged gesture that ends where it began) is obsolete
/// and never reaches the stack.
class ChangeParamCommand : public TranslatedCommand
{
    friend class MapDocument;
    ChangeParamCommand(MapDocument *document, std::string id, ParamValue value, int gesture = 0);

public:
    void undo() override;
    void redo() override;
    int id() const override { return ChangeParamId; }
    bool mergeWith(const QUndoCommand *other) override;

    /// A fresh non-zero gesture id for a continuous edit.
    static int newGesture();

private:
    MapDocument *m_document;
    std::string m_id;
    ParamValue m_old;
    ParamValue m_new;
    int m_gesture;
};

class ChangeSeedCommand : public TranslatedCommand
{
    friend class MapDocument;
    ChangeSeedCommand(MapDocument *document, std::uint64_t seed);

public:
    void undo() override;
    void redo() override;

private:
    MapDocument *m_document;
    std::uint64_t m_old;
    std::uint64_t m_new;
};

/// Switches the generator; its parameters start at their defaults.
class ChangeGeneratorCommand : public TranslatedCommand
{
    friend class MapDocument;
    ChangeGeneratorCommand(MapDocument *document, std::string generator);

public:
    void undo() override;
    void redo() override;

private:
    MapDocument *m_document;
    std::string m_oldGenerator;
    std::string m_newGenerator;
    ParamSet m_oldParams;
    ParamSet m_newParams;
};

/// Sets or clears the level's play section (a box of the Play dock): "Change Play Rules".
class ChangePlaySectionCommand : public TranslatedCommand
{
    friend class MapDocument;
    ChangePlaySectionCommand(MapDocument *document, std::optional<PlaySection> play);

public:
    void undo() override;
    void redo() override;

private:
    MapDocument *m_document;
    std::optional<PlaySection> m_old;
    std::optional<PlaySection> m_new;
};

/// Applies a preset: its generator and every parameter it sets, in one step (the seed stays).
class ChoosePresetCommand : public TranslatedCommand
{
    friend class MapDocument;
    ChoosePresetCommand(MapDocument *document, const QString &name, std::string generator, ParamSet params,
                        std::optional<PlaySection> play);

public:
    void undo() override;
    void redo() override;

private:
    MapDocument *m_document;
    std::string m_oldGenerator;
    std::string m_newGenerator;
    ParamSet m_oldParams;
    ParamSet m_newParams;
    std::optional<PlaySection> m_oldPlay;
    std::optional<PlaySection> m_newPlay;
};

/// Puts every parameter back to its default.
class ResetParamsCommand : public TranslatedCommand
{
    friend class MapDocument;
    explicit ResetParamsCommand(MapDocument *document);

public:
    void undo() override;
    void redo() override;

private:
    MapDocument *m_document;
    ParamSet m_old;
    ParamSet m_new;
};

/// Sets or clears the tileset the generated map wears (the config's `tileset:` section).
class ChangeTilesetCommand : public TranslatedCommand
{
    friend class MapDocument;
    ChangeTilesetCommand(MapDocument *document, std::optional<TilesetConfig> tileset);

public:
    void undo() override;
    void redo() override;

private:
    MapDocument *m_document;
    std::optional<TilesetConfig> m_old;
    std::optional<TilesetConfig> m_new;
};

/// Paints one cell with a brush. The cells painted during one mouse gesture (same non-zero `gesture`) merge
/// into one undo step, "Paint Ladder"; a stroke that changes nothing is obsolete. Undo puts the hand edits
/// back exactly as they were before the stroke.
class PaintTilesCommand : public TranslatedCommand
{
public:
    PaintTilesCommand(MapDocument *document, const PaintBrush &brush, Point cell, int gesture = 0);
    void undo() override;
    void redo() override;
    int id() const override { return PaintTilesId; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    MapDocument *m_document;
    PaintBrush m_brush;
    HandEditsPatch m_redo;
    HandEditsPatch m_undo; ///< the stroke's cells and markers as they were before it
    int m_gesture;
};

/// Drops every hand edit: the map goes back to the generated (or opened) one.
class ClearHandEditsCommand : public TranslatedCommand
{
public:
    explicit ClearHandEditsCommand(MapDocument *document);
    void undo() override;
    void redo() override;

private:
    MapDocument *m_document;
    HandEdits m_old;
};

} // namespace mapsmith
