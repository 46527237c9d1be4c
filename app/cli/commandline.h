// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/grid/point.h>

#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace mapsmith::cli {

enum class Command {
    Gui,
    Help,
    Version,
    Generate,
    Wall,
    Hash,
    Validate,
    Schema,
    Path,
    Collect,
    Beat,
    Play,
    Replay,
    Convert,
    Sweep
};

/// `A..B`, both included, or a single seed `N`.
struct SeedRange
{
    std::uint64_t first = 0;
    std::uint64_t last = 0;
    std::uint64_t count() const { return last - first + 1; }
};

/// The whole command line as plain data (parsed first, acted on after): see DESIGN.md, "Command line".
struct CommandLine
{
    Command command = Command::Gui;
    QString file;     ///< Gui: the file to open; Schema: the generator id; Help: the command to explain;
                      ///< Beat: the audio file; Replay: the session file; Convert: IN
    QString mapping;  ///< --mapping FILE: a Tiled tile mapping (Convert)
    QString clickMix; ///< --click-mix OUT.wav
    QString config;   ///< -c
    QString map;      ///< -m
    QString algo;     ///< --algo: a search id, checked against the registry when run
    QString planner;  ///< --planner: a planner id, checked against the registry when run
    std::optional<Point> from;         ///< --from X,Y (checked against the map when run)
    std::optional<Point> to;           ///< --to X,Y
    std::optional<std::uint64_t> seed; ///< -s: overrides the config's seed
    std::optional<SeedRange> seeds;    ///< --seeds
    QString output;                    ///< -o; Convert: OUT
    QString png;                       ///< --png
    std::optional<int> scale;
    int columns = 10;
    int jobs = 0; ///< 0 = all cores
    bool json = false;
    QString inputs;         ///< play --inputs: keys, or a file of timed inputs
    QString save;           ///< play --save SESSION.yaml
    QString expect;         ///< play/replay --expect won|lost|playing: exit 1 when the final status differs
    bool rhythm = false;    ///< play --rhythm
    bool merge = false;     ///< sweep --merge: `inputs` are sweep JSON files to add up
    QStringList mergeFiles; ///< sweep --merge: the files
    QString metric;         ///< wall --metric: a sweep metric id printed under each seed
    bool badges = false;    ///< wall --badges: mark seeds whose validation fails
    QString error;          ///< set when the command line is wrong: one line, for stderr (exit 2)
};

/// Maximum seeds in one --seeds range (the wall has its own, lower, limit).
inline constexpr std::uint64_t kMaxSeeds = 100000;

/// True when `argument` (argv[1]) selects a headless command rather than the editor.
bool isHeadlessCommand(const QString &argument);

/// The command `name` selects ("generate", "--help", ...), if any.
std::optional<Command> commandByName(const QString &name);

/// `arguments` as from QCoreApplication::arguments(): the program name first.
CommandLine parseCommandLine(const QStringList &arguments);

/// Parses `A..B` or `N`; an empty optional with `error` set when it is not a valid range.
std::optional<SeedRange> parseSeedRange(const QString &text, QString *error);

/// The usage text (translated): for one command, or the overview when `command` is Gui or Help.
QString usageText(Command command);

} // namespace mapsmith::cli
