// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "document/mapdocument.h"

#include "document/commands.h"
#include "document/editcommands.h"
#include "document/tilesetsource.h"
#include "render/palette.h"
#include "render/renderer.h"

#include <mapsmith/generate/registry.h>
#include <mapsmith/map/hash.h>

#include <QUndoStack>

#include <algorithm>
#include <climits>

namespace mapsmith {

MapDocument::MapDocument(QObject *parent)
    : QObject(parent), m_undoStack(new QUndoStack(this)), m_regenerator(new Regenerator(this))
{
    connect(m_undoStack, &QUndoStack::cleanChanged, this, [this](bool clean) { emit dirtyChanged(!clean); });
    connect(m_regenerator, &Regenerator::finished, this, &MapDocument::onGenerated);
    connect(m_regenerator, &Regenerator::failed, this, &MapDocument::onFailed);
    if (const Generator *g = generator())
        m_config.params = g->schema().defaults();
}

MapDocument::~MapDocument()
{
    // The undo stack's commands point at us: drop them before our members go.
    m_undoStack->clear();
}

const Generator *MapDocument::generator() const
{
    return builtinGenerators().find(m_config.generator);
}

const ParamSchema &MapDocument::schema() const
{
    static const ParamSchema empty;
    const Generator *g = generator();
    return g ? g->schema() : empty;
}

bool MapDocument::isDirty() const
{
    return !m_undoStack->isClean();
}

std::uint64_t MapDocument::mapHash() const
{
    if (!m_hash)
        m_hash = mapsmith::mapHash(m_map);
    return *m_hash;
}

const ParamSet *MapDocument::lastParams(const std::string &generator) const
{
    const auto it = m_lastParams.find(generator);
    return it == m_lastParams.end() ? nullptr : &it->second;
}

void MapDocument::reset(const Config &config, const QString &fileName)
{
    m_undoStack->clear();
    m_lastParams.clear();
    m_lastTileset.clear();
    m_edits = {};
    setBaked(false);
    m_generated = true;
    m_config = config;
    if (const Generator *g = generator()) {
        if (auto complete = g->schema().complete(config.params))
            m_config.params = *complete;
    }
    setFileName(fileName, true);
    emit configChanged(ChangeKind::All);
    emit dirtyChanged(false);
    regenerate();
}

void MapDocument::resetWithMap(const Map &map, const QString &fileName)
{
    resetWithMap(map, fileName, renderForView(map, Palette::builtin()), mapsmith::mapHash(map));
}

void MapDocument::resetWithMap(const Map &map, const QString &fileName, const QImage &image,
                               std::uint64_t hash)
{
    m_undoStack->clear();
    m_lastParams.clear();
    m_lastTileset.clear();
    m_regenerator->cancel();
    m_edits = {};
    setBaked(false);
    m_generated = builtinGenerators().find(map.source.generator) != nullptr;
    if (m_generated) {
        m_config.generator = map.source.generator;
        m_config.seed = map.source.seed;
        m_config.params = map.source.params;
    }
    m_config.play = map.source.play;
    setFileName(fileName, false);
    emit configChanged(ChangeKind::All);
    emit dirtyChanged(false);
    Generation g;
    g.generated = Generated{map, {}};
    g.shown = map;
    g.image = image;
    g.hash = hash;
    onGenerated(g);
}

void MapDocument::resetProject(const Config &config, const HandEdits &edits, const QString &fileName)
{
    reset(config, fileName);
    m_edits = edits;
    regenerate(); // the newer request, with the edits, replaces reset()'s
    setProjectFileName(fileName);
}

void MapDocument::setProjectFileName(const QString &fileName)
{
    setFileName(fileName, false);
    m_isProjectFile = true;
}

void MapDocument::markModified()
{
    m_undoStack->resetClean();
}

void MapDocument::setFileName(const QString &fileName, bool isConfigFile)
{
    m_isConfigFile = isConfigFile;
    m_isProjectFile = false;
    if (m_fileName == fileName)
        return;
    // A tileset named relative to the old file's folder is named relative to the new one (Save As).
    rebaseTilesetSource(m_config, m_fileName, fileName);
    m_fileName = fileName;
    emit fileNameChanged(fileName);
}

void MapDocument::markClean()
{
    m_undoStack->setClean();
}

void MapDocument::regenerate()
{
    if (!m_generated || m_baked)
        return; // nothing to regenerate from, or a baked map: the map is the document
    m_regenerator->request(m_config, m_edits, m_fileName);
    emit generationStarted();
}

void MapDocument::applyParam(const std::string &id, const ParamValue &value)
{
    m_config.params.set(id, value);
    emit configChanged(ChangeKind::Params);
    regenerate();
}

void MapDocument::applyParams(const ParamSet &params)
{
    m_config.params = params;
    emit configChanged(ChangeKind::Params);
    regenerate();
}

void MapDocument::applySeed(std::uint64_t seed)
{
    m_config.seed = seed;
    emit configChanged(ChangeKind::Seed);
    regenerate();
}

void MapDocument::applyGenerator(const std::string &id, const ParamSet &params)
{
    if (id != m_config.generator) {
        m_lastParams[m_config.generator] = m_config.params;
        m_lastTileset[m_config.generator] = m_config.tileset;
        const auto last = m_lastTileset.find(id);
        m_config.tileset = last == m_lastTileset.end() ? std::nullopt : last->second;
    }
    m_config.generator = id;
    m_config.params = params;
    emit configChanged(ChangeKind::Generator);
    regenerate();
}

void MapDocument::applyPlaySection(const std::optional<PlaySection> &play)
{
    m_config.play = play;
    m_base.source.play = play;
    m_map.source.play = play;
    emit configChanged(ChangeKind::Play);
}

void MapDocument::applyBeat(const std::optional<BeatConfig> &beat)
{
    m_config.beat = beat;
    emit configChanged(ChangeKind::Beat);
}

void MapDocument::applyTileset(const std::optional<TilesetConfig> &tileset)
{
    m_config.tileset = tileset;
    emit configChanged(ChangeKind::Tileset);
    regenerate();
}

void MapDocument::applyHandEdits(const HandEdits &edits)
{
    if (edits == m_edits)
        return;
    const std::vector<Point> cells = changedCells(m_edits, edits, m_base);
    m_edits = edits;
    redrawEditedCells(cells);
}

void MapDocument::applyHandEditsPatch(const HandEditsPatch &patch)
{
    if (patch.empty())
        return;
    const std::vector<Point> cells = changedCells(m_edits, patch, m_base);
    m_edits.apply(patch);
    redrawEditedCells(cells);
}

void MapDocument::redrawWholeMap()
{
    m_map = mapsmith::applyHandEdits(m_base, m_edits);
    m_image = renderForView(m_map, Palette::builtin());
    m_hash.reset();
    emit mapEdited(m_image.rect());
}

void MapDocument::redrawEditedCells(const std::vector<Point> &cells)
{
    if (m_hasMap && m_map.kind == MapKind::Tower) {
        redrawWholeMap(); // a tower is a small graph: draw it again
        return;
    }
    if (!m_hasMap || m_map.kind != MapKind::Grid)
        return;
    const GridMap &base = m_base.grid;
    m_map.grid.start = m_edits.start && base.tiles.contains(*m_edits.start) ? m_edits.start : base.start;
    m_map.grid.exit = m_edits.exit && base.tiles.contains(*m_edits.exit) ? m_edits.exit : base.exit;
    // Tiles cell by cell; the entities are rebuilt once below, not searched per cell.
    int left = INT_MAX, top = INT_MAX, right = INT_MIN, bottom = INT_MIN;
    for (const Point &p : cells) {
        if (!m_map.grid.tiles.contains(p) || !base.tiles.contains(p))
            continue;
        m_map.grid.tiles[p] = m_edits.cells.tile(p).value_or(base.tiles[p]);
        left = std::min(left, p.x);
        top = std::min(top, p.y);
        right = std::max(right, p.x);
        bottom = std::max(bottom, p.y);
    }
    const QRect bounds = left <= right ? QRect(QPoint(left, top), QPoint(right, bottom)) : QRect();
    // Entities are few: rebuild their list so its order is the one a full re-apply gives.
    m_map.grid.entities = m_edits.cells.entityCount() == 0 ? base.entities : editedEntities(base, m_edits);
    renderCellsForView(m_image, m_map, Palette::builtin(), cells);
    m_hash.reset();
    emit mapEdited(bounds);
}

void MapDocument::onGenerated(const Generation &generation)
{
    if (m_baked)
        return; // baked while the run was in flight: the baked map stays
    m_base = generation.generated->map;
    m_diagnostics = generation.generated->diagnostics;
    if (generation.edits == m_edits) {
        // The usual case: the run applied today's edits and rendered the result off the GUI thread.
        m_map = generation.shown;
        m_image = generation.image;
        m_hash = generation.hash;
    } else {
        // Painted while the run was in flight: apply the newer edits here.
        m_map = mapsmith::applyHandEdits(m_base, m_edits);
        m_image = renderForView(m_map, Palette::builtin());
        m_hash.reset();
    }
    m_generationMs = generation.elapsedMs;
    m_lastError = Error::cancelled();
    m_lastError.message.clear();
    m_hasMap = true;
    emit mapChanged();
}

void MapDocument::setBaked(bool baked)
{
    if (m_baked == baked)
        return;
    m_baked = baked;
    emit bakedChanged(baked);
}

bool MapDocument::changeParam(const std::string &id, const ParamValue &value, int gesture)
{
    return pushConfigChange(new ChangeParamCommand(this, id, value, gesture));
}

bool MapDocument::changeSeed(std::uint64_t seed)
{
    return pushConfigChange(new ChangeSeedCommand(this, seed));
}

bool MapDocument::changeGenerator(const std::string &id)
{
    return pushConfigChange(new ChangeGeneratorCommand(this, id));
}

bool MapDocument::changePreset(const QString &name, const std::string &generator, const ParamSet &params,
                               const std::optional<PlaySection> &play)
{
    return pushConfigChange(new ChoosePresetCommand(this, name, generator, params, play));
}

void MapDocument::changePlaySection(const std::optional<PlaySection> &play)
{
    // Like the beat section, the play rules change no cell: no discard question on a baked map.
    m_undoStack->push(new ChangePlaySectionCommand(this, play));
}

bool MapDocument::resetParams()
{
    return pushConfigChange(new ResetParamsCommand(this));
}

bool MapDocument::changeTileset(const std::optional<TilesetConfig> &tileset)
{
    return pushConfigChange(new ChangeTilesetCommand(this, tileset));
}

bool MapDocument::regenerateAsking()
{
    if (m_baked)
        return pushConfigChange(new UnbakeCommand(this));
    regenerate();
    return true;
}

bool MapDocument::pushConfigChange(QUndoCommand *command)
{
    if (!m_baked || command->isObsolete()) {
        m_undoStack->push(command);
        return true;
    }
    if (m_discardQuestion && !m_discardQuestion()) {
        delete command;
        // The panels show the config as it still is. Queued: the editor that asked may be inside its own
        // signal, and a full refresh rebuilds the editors.
        QMetaObject::invokeMethod(
            this, [this] { emit configChanged(ChangeKind::All); }, Qt::QueuedConnection);
        return false;
    }
    m_undoStack->beginMacro(command->text());
    m_undoStack->push(new UnbakeCommand(this));
    m_undoStack->push(command);
    m_undoStack->endMacro();
    return true;
}

void MapDocument::applyBakedState(bool baked, const Map &base, const HandEdits &edits)
{
    m_regenerator->cancel();
    setBaked(baked);
    m_base = base;
    m_edits = edits;
    m_map = mapsmith::applyHandEdits(m_base, m_edits);
    m_image = renderForView(m_map, Palette::builtin());
    m_hash.reset();
    m_hasMap = true;
    emit mapChanged();
}

void MapDocument::applyUnbakeAndRegenerate()
{
    setBaked(false);
    m_edits = {};
    regenerate();
}

void MapDocument::onFailed(const Error &error)
{
    m_lastError = error;
    emit generationFailed(QString::fromStdString(error.toString()));
}

} // namespace mapsmith
