// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// `mapsmith play` and `mapsmith replay`: a play session run headless (core/play), its final state printed.
// Exit codes: 0 done (whatever the status), 1 when --expect names another status, 2 bad input.

// Core first: search/loderunnerrules.h names a member `slots`, which Qt's keyword macro would erase.
// clang-format off
#include <mapsmith/play/inputs.h>
#include <mapsmith/play/level.h>
#include <mapsmith/play/session.h>
#include <mapsmith/play/sessionfile.h>
// clang-format on

#include "cli/commands.h"
#include "cli/options.h"
#include "cli/output.h"
#include "cli/text.h"

#include <mapsmith/generate/registry.h>
#include <mapsmith/io/config.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>

#include <cstdio>

namespace mapsmith::cli {

namespace {

QString hex(std::uint64_t v)
{
    return QStringLiteral("%1").arg(v, 16, 16, QLatin1Char('0'));
}

QString text(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

int printState(const CommandLine &cl, const PlaySession &s)
{
    const QString status = text(playStatusName(s.status()));
    const auto &counts = s.rhythm().counts();
    if (cl.json) {
        QJsonArray path;
        for (int n : s.towerPath())
            path.append(n);
        printJson({
            {QStringLiteral("status"), status},
            {QStringLiteral("player"), QJsonArray{s.player().x, s.player().y}},
            {QStringLiteral("collected"), s.collected()},
            {QStringLiteral("targets"), s.pickupCount()},
            {QStringLiteral("combo"), s.combo().count},
            {QStringLiteral("best_combo"), s.combo().best},
            {QStringLiteral("perfect"), counts[0]},
            {QStringLiteral("good"), counts[1]},
            {QStringLiteral("miss"), counts[2]},
            {QStringLiteral("beat"), static_cast<qint64>(s.beat())},
            {QStringLiteral("time"), s.time()},
            {QStringLiteral("inputs"), static_cast<qint64>(s.log().size())},
            {QStringLiteral("tower_path"), path},
            {QStringLiteral("hp"), s.hp()},
            {QStringLiteral("enemies"), static_cast<qint64>(s.enemies().size())},
            {QStringLiteral("hash"), hex(s.stateHash())},
        });
    } else {
        QString out;
        out += QStringLiteral("status %1\n").arg(status);
        out += QStringLiteral("player %1,%2\n").arg(s.player().x).arg(s.player().y);
        out += QStringLiteral("collected %1/%2\n").arg(s.collected()).arg(s.pickupCount());
        out += QStringLiteral("combo %1 best %2\n").arg(s.combo().count).arg(s.combo().best);
        out += QStringLiteral("judgements perfect %1 good %2 miss %3\n")
                   .arg(counts[0])
                   .arg(counts[1])
                   .arg(counts[2]);
        if (s.hasHealth())
            out += QStringLiteral("hp %1\n").arg(s.hp());
        out += QStringLiteral("beat %1\n").arg(s.beat());
        out += QStringLiteral("hash %1\n").arg(hex(s.stateHash()));
        printOut(out);
    }
    if (!cl.expect.isEmpty() && cl.expect != status) {
        printErr(Cli::tr("mapsmith: expected the play to end %1, it ended %2").arg(cl.expect, status));
        return ExitCheckFailed;
    }
    return ExitDone;
}

Result<InputScript> commandInputs(const CommandLine &cl, const BeatClock &clock)
{
    const QFileInfo file(cl.inputs);
    if (!file.isFile())
        return inputsFromKeys(cl.inputs.toStdString(), clock);
    const std::string path = QFile::encodeName(cl.inputs).toStdString();
    auto content = readTextFile(path);
    if (!content)
        return content.error();
    return readTimedInputs(*content, path, clock);
}

// The grid options given on the command line over `beat`: a window narrows Good and Perfect with it, as
// the level's beat section does (BeatConfig::clockSettings).
BeatSettings withGridOptions(const CommandLine &cl, BeatSettings beat)
{
    beat.bpm = cl.bpm.value_or(beat.bpm);
    beat.offset = cl.offset.value_or(beat.offset);
    if (cl.window) {
        beat.window = *cl.window;
        beat.good = *cl.window;
        beat.perfect = *cl.window * 0.4;
    }
    return beat;
}

// The other play options given on the command line over `o`.
PlayOptions withPlayOptions(const CommandLine &cl, PlayOptions o)
{
    if (!cl.vision.isEmpty())
        o.vision = visionModeByName(cl.vision.toStdString()).value_or(o.vision);
    if (!cl.lights.isEmpty())
        o.lightsOn = lightsOnByName(cl.lights.toStdString()).value_or(o.lightsOn);
    o.visionRadius = cl.visionRadius.value_or(o.visionRadius);
    o.lightRadius = cl.lightRadius.value_or(o.lightRadius);
    o.chaseRange = cl.chaseRange.value_or(o.chaseRange);
    o.holeBeats = cl.holeBeats.value_or(o.holeBeats);
    o.hp = cl.hp.value_or(o.hp);
    o.beat = withGridOptions(cl, o.beat);
    return o;
}

} // namespace

int runPlay(const CommandLine &cl)
{
    // -m names a map file, a config or a project: the last two bring the level's beat section, and any of
    // them its play section.
    const auto level = loadPlayLevel(QFile::encodeName(cl.map).toStdString(), builtinGenerators());
    if (!level)
        return fail(level.error());
    const Map *map = &level->map;
    // Built-in defaults, then the level's beat and play sections, then the command line.
    PlayOptions options = levelPlayOptions(*level);
    options.rhythm = options.rhythm || cl.rhythm;
    options = withPlayOptions(cl, options);
    const auto clock = BeatClock::create(options.beat);
    if (!clock)
        return fail(clock.error());
    const auto script = commandInputs(cl, *clock);
    if (!script)
        return fail(script.error());
    const std::uint64_t seed = cl.seed.value_or(map->source.seed);
    const auto session = replaySession(*map, options, seed, script->inputs, script->endTime);
    if (!session)
        return failOnMap(cl, session.error());
    if (!cl.save.isEmpty()) {
        // The session names the map by its path from the session file's folder.
        const QString ref =
            QDir(QFileInfo(cl.save).absolutePath()).relativeFilePath(QFileInfo(cl.map).absoluteFilePath());
        const std::string yaml = writeSession(recordOf(*session, QFile::encodeName(ref).toStdString()));
        if (Status s = writeFile(cl.save, QByteArray::fromStdString(yaml)); !s)
            return fail(s.error());
    }
    return printState(cl, *session);
}

int runReplay(const CommandLine &cl)
{
    auto record = loadSession(QFile::encodeName(cl.session).toStdString(), builtinGenerators());
    if (!record)
        return fail(record.error());
    // Options given replace the recorded ones: a replay of the same inputs by other rules.
    record->options = withPlayOptions(cl, record->options);
    const auto session = replayRecord(*record);
    if (!session) {
        Error e = session.error();
        if (e.file.empty())
            e.file = QFile::encodeName(cl.session).toStdString();
        return fail(e);
    }
    return printState(cl, *session);
}

namespace {
std::vector<OptionSpec> concat(std::vector<OptionSpec> a, const std::vector<OptionSpec> &b,
                               const std::vector<OptionSpec> &c = {})
{
    a.insert(a.end(), b.begin(), b.end());
    a.insert(a.end(), c.begin(), c.end());
    return a;
}
} // namespace

const CommandSpec &playCommand()
{
    static const CommandSpec spec{
        .name = QStringLiteral("play"),
        .summary =
            QT_TRANSLATE_NOOP("Cli", "play a map headless with a string of keys; print the final state"),
        .synopsis = QT_TRANSLATE_NOOP(
            "Cli",
            "Usage: mapsmith play -m LEVEL --inputs KEYS [--rhythm] [--bpm BPM] [--offset SECONDS]\n"
            "                     [--window FRACTION] [--vision MODE] [--vision-radius N] [--light-radius "
            "N]\n"
            "                     [--lights start|taken] [--chase-range N] [--hole-beats N] [--hp N]\n"
            "                     [--save SESSION.yaml] [-s SEED] [--expect won|lost|playing] [--json]"),
        .description = QT_TRANSLATE_NOOP(
            "Cli",
            "Plays the level headless and prints the final state: status, player, collected, combo,\n"
            "health, beat and the state hash. LEVEL is a map file, a config or a project; a config's\n"
            "or project's beat section is the grid the play is judged on, and the level's play section\n"
            "its rules, unless the options below say otherwise. Exits with 1 if --expect names another\n"
            "status."),
        .options =
            concat({options::map().withHelp(
                        QT_TRANSLATE_NOOP("Cli", "the level: a map file, a config or a project (YAML)"),
                        QStringLiteral("LEVEL")),
                    options::inputs(), options::rhythm()},
                   options::playOptions(),
                   {options::save(),
                    options::seed(QT_TRANSLATE_NOOP(
                        "Cli", "the session's seed (enemies wander with it; default: the map's)")),
                    options::expect(),
                    options::json(QT_TRANSLATE_NOOP("Cli", "print the state as one JSON object"))}),
        .run = runPlay,
    };
    return spec;
}

const CommandSpec &replayCommand()
{
    static const CommandSpec spec{
        .name = QStringLiteral("replay"),
        .summary = QT_TRANSLATE_NOOP("Cli", "replay a saved play session; print the final state"),
        .synopsis = QT_TRANSLATE_NOOP(
            "Cli", "Usage: mapsmith replay SESSION.yaml [--bpm BPM] [--offset SECONDS] [--window FRACTION]\n"
                   "                       [--vision MODE] [--vision-radius N] [--light-radius N] [--lights "
                   "start|taken]\n"
                   "                       [--chase-range N] [--hole-beats N] [--hp N] [--expect "
                   "won|lost|playing] [--json]"),
        .description = QT_TRANSLATE_NOOP(
            "Cli", "Replays a saved play session and prints its final state, as 'play' does. The session's\n"
                   "options are the recorded ones; an option given here replaces its recorded value."),
        .options = concat(options::playOptions(),
                          {options::expect(),
                           options::json(QT_TRANSLATE_NOOP("Cli", "print the state as one JSON object"))}),
        .positionals = {{[](CommandLine &cl, const QString &file) { cl.session = file; },
                         QT_TRANSLATE_NOOP("Cli", "missing SESSION file")}},
        .run = runReplay,
    };
    return spec;
}

} // namespace mapsmith::cli
