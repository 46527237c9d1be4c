// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// `mapsmith play` and `mapsmith replay`: a play session run headless (core/play), its final state printed.
// Exit codes: 0 done (whatever the status), 1 when --expect names another status, 2 bad input.

// Core first: search/loderunnerrules.h names a member `slots`, which Qt's keyword macro would erase.
// clang-format off
#include <mapsmith/play/inputs.h>
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

} // namespace

int runPlay(const CommandLine &cl)
{
    const auto map = loadCommandMap(cl);
    if (!map)
        return fail(map.error());
    PlayOptions options;
    options.rhythm = cl.rhythm;
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
    const auto record = loadSession(QFile::encodeName(cl.session).toStdString(), builtinGenerators());
    if (!record)
        return fail(record.error());
    const auto session = replayRecord(*record);
    if (!session) {
        Error e = session.error();
        if (e.file.empty())
            e.file = QFile::encodeName(cl.session).toStdString();
        return fail(e);
    }
    return printState(cl, *session);
}

const CommandSpec &playCommand()
{
    static const CommandSpec spec{
        .name = QStringLiteral("play"),
        .summary =
            QT_TRANSLATE_NOOP("Cli", "play a map headless with a string of keys; print the final state"),
        .synopsis = QT_TRANSLATE_NOOP(
            "Cli", "Usage: mapsmith play -m MAP --inputs KEYS [--rhythm] [--save SESSION.yaml] [-s SEED]\n"
                   "                     [--expect won|lost|playing] [--json]"),
        .description = QT_TRANSLATE_NOOP(
            "Cli", "Plays the map headless and prints the final state: status, player, collected, combo,\n"
                   "beat and the state hash. Exits with 1 if --expect names another status."),
        .options = {options::map(), options::inputs(), options::rhythm(), options::save(),
                    options::seed(QT_TRANSLATE_NOOP(
                        "Cli", "the session's seed (enemies wander with it; default: the map's)")),
                    options::expect(),
                    options::json(QT_TRANSLATE_NOOP("Cli", "print the state as one JSON object"))},
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
            "Cli", "Usage: mapsmith replay SESSION.yaml [--expect won|lost|playing] [--json]"),
        .description = QT_TRANSLATE_NOOP(
            "Cli", "Replays a saved play session and prints its final state, as 'play' does."),
        .options = {options::expect(),
                    options::json(QT_TRANSLATE_NOOP("Cli", "print the state as one JSON object"))},
        .positionals = {{[](CommandLine &cl, const QString &file) { cl.session = file; },
                         QT_TRANSLATE_NOOP("Cli", "missing SESSION file")}},
        .run = runReplay,
    };
    return spec;
}

} // namespace mapsmith::cli
