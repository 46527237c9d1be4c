// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "document/commands.h"

#include "document/mapdocument.h"
#include "document/tiletext.h"

#include <mapsmith/generate/registry.h>

#include <QCoreApplication>

#include <limits>

namespace mapsmith {

ChangeParamCommand::ChangeParamCommand(MapDocument *document, std::string id, ParamValue value, int gesture)
    : m_document(document), m_id(std::move(id)), m_new(std::move(value)), m_gesture(gesture)
{
    const ParamValue *current = document->param(m_id);
    m_old = current ? *current : m_new;
    // The label now: the schema may be another generator's when the text is made again.
    const ParamSpec *spec = document->schema().find(m_id);
    setTextMaker([label = spec ? spec->label : m_id] {
        return QCoreApplication::translate("Command", "Change %1").arg(trSchema(label));
    });
    setObsolete(m_old == m_new);
}

void ChangeParamCommand::undo()
{
    m_document->applyParam(m_id, m_old);
}

void ChangeParamCommand::redo()
{
    m_document->applyParam(m_id, m_new);
}

bool ChangeParamCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const ChangeParamCommand *>(other);
    if (m_gesture == 0 || o->m_gesture != m_gesture || o->m_id != m_id || o->m_document != m_document)
        return false;
    m_new = o->m_new;
    setObsolete(m_old == m_new);
    return true;
}

int ChangeParamCommand::newGesture()
{
    static int last = 0;
    last = last == std::numeric_limits<int>::max() ? 1 : last + 1;
    return last;
}

ChangeSeedCommand::ChangeSeedCommand(MapDocument *document, std::uint64_t seed)
    : m_document(document), m_old(document->config().seed), m_new(seed)
{
    setTextMaker([] { return QCoreApplication::translate("Command", "Change seed"); });
    setObsolete(m_old == m_new);
}

void ChangeSeedCommand::undo()
{
    m_document->applySeed(m_old);
}

void ChangeSeedCommand::redo()
{
    m_document->applySeed(m_new);
}

ChangeGeneratorCommand::ChangeGeneratorCommand(MapDocument *document, std::string generator)
    : m_document(document), m_oldGenerator(document->config().generator),
      m_newGenerator(std::move(generator)), m_oldParams(document->config().params)
{
    const Generator *g = builtinGenerators().find(m_newGenerator);
    // Back to a generator used before in this document: its last parameters, not the defaults.
    if (const ParamSet *last = document->lastParams(m_newGenerator))
        m_newParams = *last;
    else if (g)
        m_newParams = g->schema().defaults();
    setTextMaker([g, id = m_newGenerator] {
        return QCoreApplication::translate("Command", "Change generator to %1")
            .arg(g ? trSchema(g->displayName()) : QString::fromStdString(id));
    });
    setObsolete(!g || m_oldGenerator == m_newGenerator);
}

void ChangeGeneratorCommand::undo()
{
    m_document->applyGenerator(m_oldGenerator, m_oldParams);
}

void ChangeGeneratorCommand::redo()
{
    m_document->applyGenerator(m_newGenerator, m_newParams);
}

ChoosePresetCommand::ChoosePresetCommand(MapDocument *document, const QString &name, std::string generator,
                                         ParamSet params, std::optional<PlaySection> play)
    : m_document(document), m_oldGenerator(document->config().generator),
      m_newGenerator(std::move(generator)), m_oldParams(document->config().params),
      m_newParams(std::move(params)), m_oldPlay(document->config().play), m_newPlay(std::move(play))
{
    setTextMaker([name] { return QCoreApplication::translate("Command", "Choose preset %1").arg(name); });
    setObsolete(!builtinGenerators().find(m_newGenerator) ||
                (m_oldGenerator == m_newGenerator && m_oldParams == m_newParams && m_oldPlay == m_newPlay));
}

void ChoosePresetCommand::undo()
{
    m_document->applyPlaySection(m_oldPlay);
    m_document->applyGenerator(m_oldGenerator, m_oldParams);
}

void ChoosePresetCommand::redo()
{
    m_document->applyPlaySection(m_newPlay);
    m_document->applyGenerator(m_newGenerator, m_newParams);
}

ChangePlaySectionCommand::ChangePlaySectionCommand(MapDocument *document, std::optional<PlaySection> play)
    : m_document(document), m_old(document->config().play), m_new(std::move(play))
{
    setTextMaker([] { return QCoreApplication::translate("Command", "Change play rules"); });
    setObsolete(m_old == m_new);
}

void ChangePlaySectionCommand::undo()
{
    m_document->applyPlaySection(m_old);
}

void ChangePlaySectionCommand::redo()
{
    m_document->applyPlaySection(m_new);
}

ChangeTilesetCommand::ChangeTilesetCommand(MapDocument *document, std::optional<TilesetConfig> tileset)
    : m_document(document), m_old(document->config().tileset), m_new(std::move(tileset))
{
    setTextMaker([change = m_new.has_value()] {
        return change ? QCoreApplication::translate("Command", "Change tileset")
                      : QCoreApplication::translate("Command", "Remove tileset");
    });
    setObsolete(m_old == m_new);
}

void ChangeTilesetCommand::undo()
{
    m_document->applyTileset(m_old);
}

void ChangeTilesetCommand::redo()
{
    m_document->applyTileset(m_new);
}

ResetParamsCommand::ResetParamsCommand(MapDocument *document)
    : m_document(document), m_old(document->config().params), m_new(document->schema().defaults())
{
    setTextMaker([] { return QCoreApplication::translate("Command", "Reset all parameters"); });
    setObsolete(m_old == m_new);
}

void ResetParamsCommand::undo()
{
    m_document->applyParams(m_old);
}

void ResetParamsCommand::redo()
{
    m_document->applyParams(m_new);
}

PaintTilesCommand::PaintTilesCommand(MapDocument *document, const PaintBrush &brush, Point cell, int gesture)
    : m_document(document), m_brush(brush),
      m_redo(paintPatch(document->handEdits(), brush, cell, document->map())),
      m_undo(document->handEdits().inverse(m_redo)), m_gesture(gesture)
{
    setTextMaker(
        [brush] { return QCoreApplication::translate("Command", "Paint %1").arg(brushName(brush)); });
    setObsolete(m_redo.empty());
}

void PaintTilesCommand::undo()
{
    m_document->applyHandEditsPatch(m_undo);
}

void PaintTilesCommand::redo()
{
    m_document->applyHandEditsPatch(m_redo);
}

bool PaintTilesCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const PaintTilesCommand *>(other);
    if (m_gesture == 0 || o->m_gesture != m_gesture || o->m_document != m_document ||
        !(o->m_brush == m_brush))
        return false;
    m_redo.merge(o->m_redo, false);
    m_undo.merge(o->m_undo, true);
    setObsolete(m_redo == m_undo);
    return true;
}

ClearHandEditsCommand::ClearHandEditsCommand(MapDocument *document)
    : m_document(document), m_old(document->handEdits())
{
    setTextMaker([] { return QCoreApplication::translate("Command", "Clear hand edits"); });
    setObsolete(m_old.empty());
}

void ClearHandEditsCommand::undo()
{
    m_document->applyHandEdits(m_old);
}

void ClearHandEditsCommand::redo()
{
    m_document->applyHandEdits({});
}

} // namespace mapsmith
