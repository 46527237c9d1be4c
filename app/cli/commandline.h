// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include "cli/commandspec.h"

#include <mapsmith/grid/point.h>

#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace mapsmith::cli {

/// `A..B`, both included, or a single seed `N`.
struct SeedRange
{
    std::uint64_t first = 0;
    std::uint64_t last = 0;
    std::uint64_t count() const { return last - first + 1; }
};

/// The whole command line as plain data (parsed first, acted on after): see DESIGN.md, "Command line".
/// Each field has one meaning; which commands fill it is in their table (commandspec.h).
struct CommandLine
{
    const CommandSpec *command = &editorCommand(); ///< never null
    // Positional arguments.
    QString openFile;       ///< the editor: the file to open
    QString helpTopic;      ///< help COMMAND, or the command whose --help was asked
    QString generator;      ///< schema GENERATOR
    QString audio;          ///< beat AUDIO
    QString session;        ///< replay SESSION.yaml
    QString input;          ///< convert IN (OUT is `output`)
    QStringList mergeFiles; ///< sweep --merge FILE...
    // Options.
    QString mapping;                   ///< --mapping FILE: a Tiled tile mapping (convert)
    QString clickMix;                  ///< --click-mix OUT.wav
    QString config;                    ///< -c
    QString map;                       ///< -m
    QString algo;                      ///< --algo: a search id, checked against the registry when run
    QString planner;                   ///< --planner: a planner id, checked against the registry when run
    std::optional<Point> from;         ///< --from X,Y (checked against the map when run)
    std::optional<Point> to;           ///< --to X,Y
    std::optional<std::uint64_t> seed; ///< -s: overrides the config's seed
    std::optional<SeedRange> seeds;    ///< --seeds
    QString output;                    ///< -o; convert: OUT
    QString png;                       ///< --png
    std::optional<int> scale;
    int columns = 10;
    int jobs = 0; ///< 0 = all cores
    bool json = false;
    QString inputs;      ///< play --inputs: keys, or a file of timed inputs
    QString save;        ///< play --save SESSION.yaml
    QString expect;      ///< play/replay --expect won|lost|playing: exit 1 when the final status differs
    bool rhythm = false; ///< play --rhythm
    /// play and replay: the play options given, each replacing the level's (or the session's) value.
    /// Ranges are checked when stored; the names are checked too (vision, lights).
    std::optional<double> bpm;    ///< --bpm [20, 400]
    std::optional<double> offset; ///< --offset SECONDS [-3600, 3600]
    std::optional<double> window; ///< --window FRACTION [0.01, 0.5]
    QString vision;               ///< --vision off|diamond|shadowcast
    QString lights;               ///< --lights start|taken
    std::optional<int> visionRadius, lightRadius, chaseRange, holeBeats, hp;
    bool merge = false;              ///< sweep --merge: add up the sweep JSON files in `mergeFiles`
    QString metric;                  ///< wall --metric: a sweep metric id printed under each seed
    bool badges = false;             ///< wall --badges: mark seeds whose validation fails
    bool keys = false;               ///< collect --keys: print the plan as keys for `mapsmith play --inputs`
    std::optional<double> timeLimit; ///< solve --time-limit SECONDS
    QString error;                   ///< set when the command line is wrong: one line, for stderr (exit 2)

    /// True when no command was named: the editor opens (`openFile`, if any).
    bool opensEditor() const { return command == &editorCommand(); }
};

/// Maximum seeds in one --seeds range (the wall has its own, lower, limit).
inline constexpr std::uint64_t kMaxSeeds = 100000;

/// True when `argument` (argv[1]) selects a headless command rather than the editor.
bool isHeadlessCommand(const QString &argument);

/// `arguments` as from QCoreApplication::arguments(): the program name first.
CommandLine parseCommandLine(const QStringList &arguments);

/// Parses `A..B` or `N`; an empty optional with `error` set when it is not a valid range.
std::optional<SeedRange> parseSeedRange(const QString &text, QString *error);

} // namespace mapsmith::cli
