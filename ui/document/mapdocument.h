// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include "document/regenerator.h"
// moc (Qt 6.4) cannot parse <compare>, which core's grid headers include; it needs none of them.
#ifndef Q_MOC_RUN
#include "generate/generator.h"
#include "io/config.h"
#include "map/map.h"
#endif

#include <QImage>
#include <QObject>
#include <QString>

#include <cstdint>
#include <string>

class QUndoStack;

namespace mapsmith {

enum class ChangeKind {
    Generator, ///< another generator; its params were replaced
    Params,    ///< one or more parameter values
    Seed,
    All,       ///< a new or opened document
};

/// The edited level: its config (generator, seed, params), the map generated from it, the undo stack and
/// the file. Views and panels read it and change it only through QUndoCommands pushed on undoStack();
/// every change is announced by a typed signal. A config change starts a regeneration off the GUI
/// thread; mapChanged() arrives when the newest one is done.
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
    const Map &map() const { return m_map; }
    const Diagnostics &diagnostics() const { return m_diagnostics; }
    const QImage &image() const { return m_image; } ///< the map at one pixel per tile
    std::uint64_t mapHash() const { return m_hash; }
    qint64 generationMs() const { return m_generationMs; }
    /// The last generation's error (kind Cancelled and empty message when it succeeded).
    const Error &lastError() const { return m_lastError; }
    bool isGenerating() const { return m_regenerator->isBusy(); }

    QUndoStack *undoStack() const { return m_undoStack; }
    QString fileName() const { return m_fileName; }
    /// True when fileName() is a config file that Save can overwrite (false for opened map files).
    bool isConfigFile() const { return m_isConfigFile; }
    bool isDirty() const;

    /// Replaces the whole document (New, Open config): clears the undo history and regenerates.
    void reset(const Config &config, const QString &fileName);
    /// Opens a map file: shows `map` as it is and takes its source as the config.
    void resetWithMap(const Map &map, const QString &fileName);
    /// After a successful save.
    void setFileName(const QString &fileName, bool isConfigFile = true);
    void markClean();
    void regenerate();

    // Used by the undo commands (and only by them): change the model and announce it.
    void applyParam(const std::string &id, const ParamValue &value);
    void applyParams(const ParamSet &params);
    void applySeed(std::uint64_t seed);
    void applyGenerator(const std::string &id, const ParamSet &params);

signals:
    void configChanged(mapsmith::ChangeKind kind);
    void generationStarted();
    void mapChanged();
    void generationFailed(const QString &message);
    void fileNameChanged(const QString &fileName);
    void dirtyChanged(bool dirty);

private:
    void onGenerated(const Generation &generation);
    void onFailed(const Error &error);

    Config m_config;
    Map m_map;
    Diagnostics m_diagnostics;
    QImage m_image;
    std::uint64_t m_hash = 0;
    qint64 m_generationMs = 0;
    Error m_lastError = Error::cancelled();
    bool m_hasMap = false;
    QString m_fileName;
    bool m_isConfigFile = false;
    QUndoStack *m_undoStack;
    Regenerator *m_regenerator;
};

} // namespace mapsmith
