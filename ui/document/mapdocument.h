// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include "document/regenerator.h"
// moc (Qt 6.4) cannot parse <compare>, which core's grid headers include; it needs none of them.
#ifndef Q_MOC_RUN
#include <mapsmith/edit/handedits.h>
#include <mapsmith/generate/generator.h>
#include <mapsmith/io/config.h>
#include <mapsmith/map/map.h>
#endif

#include <QImage>
#include <QObject>
#include <QRect>
#include <QString>

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>

class QUndoCommand;
class QUndoStack;

namespace mapsmith {

enum class ChangeKind {
    Generator, ///< another generator; its params were replaced
    Params,    ///< one or more parameter values
    Seed,
    All,     ///< a new or opened document
    Beat,    ///< the beat section (no regeneration)
    Tileset, ///< the tileset section: the map is dressed again
    Play,    ///< the play section (the level's play rules; no regeneration)
};

/// The edited level: its config (generator, seed, params), the map generated from it, the designer's hand
/// edits, the undo stack and the file. Views and panels read it and change it only through QUndoCommands
/// pushed on undoStack(); every change is announced by a typed signal. A config change starts a
/// regeneration off the GUI thread; mapChanged() arrives when the newest one is done.
///
/// Hand edits (painted cells, moved start/exit, added or removed gold and guards) are kept apart from the
/// base map (the generated one, or the map of an opened file with no generator) and re-applied after every
/// regeneration, so tuning parameters keeps them. map(), image(), mapHash() and every export show base +
/// edits. A saved config holds no hand edits: export the map to keep them.
class MapDocument : public QObject
{
    Q_OBJECT

public:
    explicit MapDocument(QObject *parent = nullptr);
    ~MapDocument() override;

    const Config &config() const { return m_config; }
    const Generator *generator() const;
    /// The current generator's schema (an empty one for an unknown generator).
    const ParamSchema &schema() const;
    const ParamValue *param(const std::string &id) const { return m_config.params.find(id); }

    bool hasMap() const { return m_hasMap; }
    /// False for a map that no registered generator made (an imported Lode Runner level, a hand-made map
    /// file): its parameters do not apply and regenerating would replace it, so the editor locks them.
    bool isGenerated() const { return m_generated; }
    const Map &map() const { return m_map; } ///< the base map with the hand edits applied
    const Map &baseMap() const { return m_base; }
    const HandEdits &handEdits() const { return m_edits; }
    /// Hand painting needs a grid map.
    bool canPaint() const { return m_hasMap && m_map.kind == MapKind::Grid; }
    const Diagnostics &diagnostics() const { return m_diagnostics; }
    const QImage &image() const { return m_image; } ///< the map at one pixel per tile
    std::uint64_t mapHash() const;
    qint64 generationMs() const { return m_generationMs; }
    /// The last generation's error (kind Cancelled and empty message when it succeeded).
    const Error &lastError() const { return m_lastError; }
    bool isGenerating() const { return m_regenerator->isBusy(); }

    QUndoStack *undoStack() const { return m_undoStack; }

    /// "Edit this map": a baked document shows a fixed map (the generated one with the edits made so far)
    /// and keeps its generator, params and seed; parameter and seed changes do not regenerate it until
    /// the user agrees to discard it (pushConfigChange asks).
    bool isBaked() const { return m_baked; }
    /// The config changes, each one undo step on undoStack() and the only way to make one: on a baked
    /// document each first asks the discard question; declined, nothing changes, the panels are told to show
    /// the config as it is (configChanged) and false is returned. Accepted, the unbake and the change are one
    /// undo step. A change of the same parameter with the same non-zero `gesture` (one slider drag) merges
    /// with the one before.
    bool changeParam(const std::string &id, const ParamValue &value, int gesture = 0);
    bool changeSeed(std::uint64_t seed);
    bool changeGenerator(const std::string &id);
    bool resetParams();
    /// The generator, parameters and play section of a preset (`name` as the chooser shows it), as one undo
    /// step.
    bool changePreset(const QString &name, const std::string &generator, const ParamSet &params,
                      const std::optional<PlaySection> &play = std::nullopt);
    /// Sets (or, with nullopt, clears) the level's play section (the Play dock's boxes): one undo step, no
    /// regeneration.
    void changePlaySection(const std::optional<PlaySection> &play);
    /// Sets (or, with nullopt, clears) the tileset the generated map wears: one undo step.
    bool changeTileset(const std::optional<TilesetConfig> &tileset);
    /// Regenerate (F5): on a baked document it asks first, as a config change does.
    bool regenerateAsking();
    /// Asks whether to discard a baked map and its edits. Unset, the answer is yes (headless use).
    using DiscardQuestion = std::function<bool()>;
    void setDiscardQuestion(DiscardQuestion question) { m_discardQuestion = std::move(question); }
    QString fileName() const { return m_fileName; }
    /// True when fileName() is a config file that Save can overwrite (false for opened map files).
    bool isConfigFile() const { return m_isConfigFile; }
    bool isDirty() const;

    /// Replaces the whole document (New, Open config): clears the undo history and regenerates.
    void reset(const Config &config, const QString &fileName);
    /// Opens a map file: shows `map` as it is and takes its source as the config.
    void resetWithMap(const Map &map, const QString &fileName);
    /// The same with the map's renderForView image and mapHash already made (off the GUI thread).
    void resetWithMap(const Map &map, const QString &fileName, const QImage &image, std::uint64_t hash);
    /// Opens a project: its config, regenerated with `edits` applied; a clean document named `fileName`.
    void resetProject(const Config &config, const HandEdits &edits, const QString &fileName);
    /// True when fileName() is a project file (config + hand edits) that Save overwrites.
    bool isProjectFile() const { return m_isProjectFile; }
    void setProjectFileName(const QString &fileName);
    /// Marks the document modified with no undo step to return to clean (recovered work).
    void markModified();
    /// After a successful save.
    void setFileName(const QString &fileName, bool isConfigFile = true);
    void markClean();
    void regenerate();

    // Used by the undo commands (and only by them): change the model and announce it.
    void applyParam(const std::string &id, const ParamValue &value);
    void applyParams(const ParamSet &params);
    void applySeed(std::uint64_t seed);
    /// Switches generator; the one switched from keeps its parameters in the document (lastParams), so
    /// switching back brings the tweaks back.
    void applyGenerator(const std::string &id, const ParamSet &params);
    /// The parameters `generator` had when the document last switched away from it (none if it never did,
    /// or since the document was reset to another file).
    const ParamSet *lastParams(const std::string &generator) const;
    /// Sets or clears the config's play section (the map's source keeps it too); the cells do not change.
    void applyPlaySection(const std::optional<PlaySection> &play);
    /// Sets or clears the config's beat section; the map does not change.
    void applyBeat(const std::optional<BeatConfig> &beat);
    /// Sets or clears the config's tileset section and dresses the map again (a regeneration off the GUI
    /// thread, which reads the tileset).
    void applyTileset(const std::optional<TilesetConfig> &tileset);
    /// Replaces the hand edits, or changes some of them; only the cells that change are redrawn, then
    /// mapEdited() is emitted.
    void applyHandEdits(const HandEdits &edits);
    void applyHandEditsPatch(const HandEditsPatch &patch);
    /// Bakes (`baked`: `base` becomes the fixed base, regeneration stops) or unbakes and shows `base` +
    /// `edits` as they were; no regeneration either way.
    void applyBakedState(bool baked, const Map &base, const HandEdits &edits);
    /// Leaves the baked state with no edits and regenerates from the config.
    void applyUnbakeAndRegenerate();

signals:
    void configChanged(mapsmith::ChangeKind kind);
    void generationStarted();
    void mapChanged();
    /// Hand edits changed the tiles in `tiles` (map coordinates) of map() and image(); the rest is as it was.
    void mapEdited(const QRect &tiles);
    void generationFailed(const QString &message);
    void fileNameChanged(const QString &fileName);
    void dirtyChanged(bool dirty);
    void bakedChanged(bool baked);

private:
    bool pushConfigChange(QUndoCommand *command);
    void onGenerated(const Generation &generation);
    void onFailed(const Error &error);
    void redrawEditedCells(const std::vector<Point> &cells);
    void redrawWholeMap();
    void setBaked(bool baked);

    Config m_config;
    Map m_base;
    Map m_map;
    HandEdits m_edits;
    Diagnostics m_diagnostics;
    QImage m_image;
    mutable std::optional<std::uint64_t> m_hash; ///< computed when first asked after an edit
    qint64 m_generationMs = 0;
    Error m_lastError = Error::cancelled();
    bool m_hasMap = false;
    bool m_generated = true;
    bool m_baked = false;
    DiscardQuestion m_discardQuestion;
    QString m_fileName;
    bool m_isConfigFile = false;
    bool m_isProjectFile = false;
    std::map<std::string, ParamSet> m_lastParams; ///< per generator, while switching (applyGenerator)
    /// Per generator, the tileset it wore when the document switched away from it: each generator keeps
    /// its own dress, as it keeps its parameters.
    std::map<std::string, std::optional<TilesetConfig>> m_lastTileset;
    QUndoStack *m_undoStack;
    Regenerator *m_regenerator;
};

} // namespace mapsmith
