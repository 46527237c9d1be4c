// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "cli/options.h"

#include "cli/commandline.h"
#include "cli/text.h"

namespace mapsmith::cli {

OptionSpec OptionSpec::required(const char *message) const
{
    OptionSpec copy = *this;
    copy.missing = message;
    return copy;
}

OptionSpec OptionSpec::withHelp(const char *text, const QString &value) const
{
    OptionSpec copy = *this;
    copy.help = text;
    if (!value.isEmpty())
        copy.valueName = value;
    return copy;
}

namespace {

std::optional<int> parseInt(const QString &option, const QString &value, int min, int max, QString *error)
{
    bool ok = false;
    const int v = value.toInt(&ok);
    if (ok && v >= min && v <= max)
        return v;
    *error =
        Cli::tr("%1 wants a whole number in [%2, %3], not '%4'").arg(option).arg(min).arg(max).arg(value);
    return std::nullopt;
}

std::optional<std::uint64_t> parseSeed(const QString &text)
{
    bool ok = false;
    const auto v = text.toULongLong(&ok, 10);
    if (!ok || text.startsWith(u'+') || text.startsWith(u'-'))
        return std::nullopt;
    return v;
}

// `X,Y`: whether the cell is on the map is checked once the map is loaded.
std::optional<Point> parsePoint(const QString &option, const QString &value, QString *error)
{
    const QStringList parts = value.split(u',');
    bool okX = false;
    bool okY = false;
    const int x = parts.size() == 2 ? parts[0].trimmed().toInt(&okX) : 0;
    const int y = parts.size() == 2 ? parts[1].trimmed().toInt(&okY) : 0;
    if (okX && okY)
        return Point{x, y};
    *error = Cli::tr("%1 wants a cell X,Y (two whole numbers), not '%2'").arg(option, value);
    return std::nullopt;
}

// Stores a text value as given: the command checks it when it runs (a file, a registry id).
template <QString CommandLine::*Field>
QString storeText(CommandLine &cl, const QString &, const QString &value)
{
    cl.*Field = value;
    return {};
}

template <bool CommandLine::*Field> QString storeFlag(CommandLine &cl, const QString &, const QString &)
{
    cl.*Field = true;
    return {};
}

} // namespace

std::optional<SeedRange> parseSeedRange(const QString &text, QString *error)
{
    const auto dots = text.indexOf(QLatin1String(".."));
    const auto first = parseSeed(dots < 0 ? text : text.left(dots));
    const auto last = dots < 0 ? first : parseSeed(text.mid(dots + 2));
    if (!first || !last) {
        *error = Cli::tr("bad seed range '%1': expected A..B or N (whole numbers)").arg(text);
        return std::nullopt;
    }
    if (*last < *first) {
        *error = Cli::tr("bad seed range '%1': the last seed is smaller than the first").arg(text);
        return std::nullopt;
    }
    if (*last - *first >= kMaxSeeds) {
        *error = Cli::tr("bad seed range '%1': more than %2 seeds").arg(text).arg(kMaxSeeds);
        return std::nullopt;
    }
    return SeedRange{*first, *last};
}

namespace options {

OptionSpec config()
{
    return {{QStringLiteral("c"), QStringLiteral("config")},
            QStringLiteral("CONFIG"),
            QT_TRANSLATE_NOOP("Cli", "the level config (YAML)"),
            storeText<&CommandLine::config>,
            QT_TRANSLATE_NOOP("Cli", "missing -c CONFIG")};
}

OptionSpec map()
{
    return {{QStringLiteral("m"), QStringLiteral("map")},
            QStringLiteral("MAP"),
            QT_TRANSLATE_NOOP("Cli", "the map file (YAML)"),
            storeText<&CommandLine::map>,
            QT_TRANSLATE_NOOP("Cli", "missing -m MAP")};
}

OptionSpec seed(const char *help)
{
    return {{QStringLiteral("s"), QStringLiteral("seed")},
            QStringLiteral("SEED"),
            help,
            [](CommandLine &cl, const QString &shown, const QString &value) {
                cl.seed = parseSeed(value);
                return cl.seed ? QString()
                               : Cli::tr("%1 wants a seed (a whole number >= 0), not '%2'").arg(shown, value);
            }};
}

OptionSpec seeds()
{
    return {{QStringLiteral("seeds")},
            QStringLiteral("A..B"),
            QT_TRANSLATE_NOOP("Cli", "seeds A to B, both included (or a single seed N)"),
            [](CommandLine &cl, const QString &, const QString &value) {
                QString error;
                cl.seeds = parseSeedRange(value, &error);
                return error;
            },
            QT_TRANSLATE_NOOP("Cli", "missing --seeds A..B")};
}

OptionSpec output(const QString &valueName, const char *help)
{
    return {
        {QStringLiteral("o"), QStringLiteral("output")}, valueName, help, storeText<&CommandLine::output>};
}

OptionSpec png()
{
    return {{QStringLiteral("png")},
            QStringLiteral("FILE"),
            QT_TRANSLATE_NOOP("Cli", "write a picture of the map"),
            storeText<&CommandLine::png>};
}

OptionSpec scale(const char *help)
{
    return {{QStringLiteral("scale")},
            QStringLiteral("N"),
            help,
            [](CommandLine &cl, const QString &shown, const QString &value) {
                QString error;
                cl.scale = parseInt(shown, value, 1, 64, &error);
                return error;
            }};
}

OptionSpec columns()
{
    return {{QStringLiteral("columns")},
            QStringLiteral("N"),
            QT_TRANSLATE_NOOP("Cli", "thumbnails per row (default 10)"),
            [](CommandLine &cl, const QString &shown, const QString &value) {
                QString error;
                cl.columns = parseInt(shown, value, 1, 1000, &error).value_or(0);
                return error;
            }};
}

OptionSpec jobs()
{
    return {{QStringLiteral("jobs")},
            QStringLiteral("N"),
            QT_TRANSLATE_NOOP("Cli", "worker threads (default: all cores)"),
            [](CommandLine &cl, const QString &shown, const QString &value) {
                QString error;
                cl.jobs = parseInt(shown, value, 0, 1024, &error).value_or(0);
                return error;
            }};
}

OptionSpec json(const char *help)
{
    return {{QStringLiteral("json")}, {}, help, storeFlag<&CommandLine::json>};
}

OptionSpec metric()
{
    return {{QStringLiteral("metric")},
            QStringLiteral("ID"),
            QT_TRANSLATE_NOOP("Cli", "print this sweep metric under each seed (see 'mapsmith help sweep')"),
            storeText<&CommandLine::metric>};
}

OptionSpec badges()
{
    return {{QStringLiteral("badges")},
            {},
            QT_TRANSLATE_NOOP("Cli", "mark the seeds whose validation fails with a red badge"),
            storeFlag<&CommandLine::badges>};
}

OptionSpec algo()
{
    return {{QStringLiteral("algo")},
            QStringLiteral("ID"),
            QT_TRANSLATE_NOOP("Cli", "bfs, dfs, dijkstra, astar, greedy, jps, beat-astar or dstar-lite"),
            storeText<&CommandLine::algo>,
            QT_TRANSLATE_NOOP("Cli", "missing --algo ID")};
}

OptionSpec planner()
{
    return {{QStringLiteral("planner")},
            QStringLiteral("ID"),
            QT_TRANSLATE_NOOP("Cli", "greedy (fast), optimal (Held-Karp) or bitmask (exact BFS)"),
            storeText<&CommandLine::planner>,
            QT_TRANSLATE_NOOP("Cli", "missing --planner ID")};
}

OptionSpec from()
{
    return {{QStringLiteral("from")},
            QStringLiteral("X,Y"),
            QT_TRANSLATE_NOOP("Cli", "the start cell (default: the map's start)"),
            [](CommandLine &cl, const QString &shown, const QString &value) {
                QString error;
                cl.from = parsePoint(shown, value, &error);
                return error;
            }};
}

OptionSpec to()
{
    return {{QStringLiteral("to")},
            QStringLiteral("X,Y"),
            QT_TRANSLATE_NOOP("Cli", "the goal cell (default: the map's exit)"),
            [](CommandLine &cl, const QString &shown, const QString &value) {
                QString error;
                cl.to = parsePoint(shown, value, &error);
                return error;
            }};
}

OptionSpec clickMix()
{
    return {{QStringLiteral("click-mix")},
            QStringLiteral("OUT.wav"),
            QT_TRANSLATE_NOOP("Cli", "write the music with a click on every beat (16-bit mono WAV)"),
            storeText<&CommandLine::clickMix>};
}

OptionSpec inputs()
{
    return {{QStringLiteral("inputs")},
            QStringLiteral("KEYS"),
            QT_TRANSLATE_NOOP("Cli", "W A S D to move, Z X to dig (Lode Runner), . to wait, 1-9 to choose\n"
                                     "a tower room; one key per beat. Or a file of timed inputs:\n"
                                     "one 'SECONDS KEY' per line"),
            storeText<&CommandLine::inputs>,
            QT_TRANSLATE_NOOP("Cli", "missing --inputs KEYS")};
}

OptionSpec rhythm()
{
    return {{QStringLiteral("rhythm")},
            {},
            QT_TRANSLATE_NOOP("Cli", "moves count only inside the beat window (else a Miss)"),
            storeFlag<&CommandLine::rhythm>};
}

OptionSpec save()
{
    return {{QStringLiteral("save")},
            QStringLiteral("SESSION.yaml"),
            QT_TRANSLATE_NOOP("Cli", "write the session, to replay it later"),
            storeText<&CommandLine::save>};
}

OptionSpec expect()
{
    return {{QStringLiteral("expect")},
            QStringLiteral("STATUS"),
            QT_TRANSLATE_NOOP("Cli", "exit with 1 unless the play ends won, lost or playing"),
            [](CommandLine &cl, const QString &shown, const QString &value) {
                cl.expect = value;
                const bool known = value == QLatin1String("won") || value == QLatin1String("lost") ||
                                   value == QLatin1String("playing");
                return known ? QString()
                             : Cli::tr("%1 wants won, lost or playing, not '%2'").arg(shown, value);
            }};
}

OptionSpec mapping()
{
    return {{QStringLiteral("mapping")},
            QStringLiteral("FILE"),
            QT_TRANSLATE_NOOP("Cli", "which Tiled gids are which Mapsmith tiles (YAML); without it a Tiled\n"
                                     "map says itself (collision layers, tile classes and properties);\n"
                                     "a plain export writes the built-in gids, tile number + 1"),
            storeText<&CommandLine::mapping>};
}

OptionSpec merge()
{
    return {{QStringLiteral("merge")},
            {},
            QT_TRANSLATE_NOOP("Cli", "add up the sweep files given (output of --json)"),
            storeFlag<&CommandLine::merge>};
}

OptionSpec keys()
{
    return {{QStringLiteral("keys")},
            {},
            QT_TRANSLATE_NOOP("Cli", "Lode Runner: print the walk as keys for 'mapsmith play --inputs'"),
            storeFlag<&CommandLine::keys>};
}

OptionSpec timeLimit()
{
    return {{QStringLiteral("time-limit")},
            QStringLiteral("SECONDS"),
            QT_TRANSLATE_NOOP("Cli", "stop searching after this long (default 10)"),
            [](CommandLine &cl, const QString &shown, const QString &value) {
                bool ok = false;
                const double seconds = value.toDouble(&ok);
                if (ok && seconds > 0 && seconds <= 86400) {
                    cl.timeLimit = seconds;
                    return QString();
                }
                return Cli::tr("%1 wants seconds in (0, 86400], not '%2'").arg(shown, value);
            }};
}

namespace {

std::optional<double> parseReal(const QString &option, const QString &value, double min, double max,
                                QString *error)
{
    bool ok = false;
    const double v = value.toDouble(&ok);
    if (ok && v >= min && v <= max)
        return v;
    *error = Cli::tr("%1 wants a number in [%2, %3], not '%4'").arg(option).arg(min).arg(max).arg(value);
    return std::nullopt;
}

template <std::optional<double> CommandLine::*Field, int Min100, int Max100>
QString storeReal(CommandLine &cl, const QString &shown, const QString &value)
{
    QString error;
    cl.*Field = parseReal(shown, value, Min100 / 100.0, Max100 / 100.0, &error);
    return error;
}

template <std::optional<int> CommandLine::*Field, int Min, int Max>
QString storeInt(CommandLine &cl, const QString &shown, const QString &value)
{
    QString error;
    cl.*Field = parseInt(shown, value, Min, Max, &error);
    return error;
}

QString storeName(QString &field, const QString &shown, const QString &value, const QStringList &names)
{
    field = value;
    return names.contains(value) ? QString()
                                 : Cli::tr("%1 wants %2, not '%3'").arg(shown, names.join(u'|'), value);
}

} // namespace

std::vector<OptionSpec> playOptions()
{
    return {
        {{QStringLiteral("bpm")},
         QStringLiteral("BPM"),
         QT_TRANSLATE_NOOP("Cli", "the tempo in beats per minute, 20..400 (default: the level's, else 120)"),
         storeReal<&CommandLine::bpm, 2000, 40000>},
        {{QStringLiteral("offset")},
         QStringLiteral("SECONDS"),
         QT_TRANSLATE_NOOP("Cli", "the time of beat 0, -3600..3600 (default: the level's, else 0)"),
         storeReal<&CommandLine::offset, -360000, 360000>},
        {{QStringLiteral("window")},
         QStringLiteral("FRACTION"),
         QT_TRANSLATE_NOOP("Cli", "the input window, a fraction of a beat, 0.01..0.5 (default: the level's,\n"
                                  "else 0.25)"),
         storeReal<&CommandLine::window, 1, 50>},
        {{QStringLiteral("vision")},
         QStringLiteral("MODE"),
         QT_TRANSLATE_NOOP("Cli", "off, diamond or shadowcast (default diamond)"),
         [](CommandLine &cl, const QString &shown, const QString &value) {
             return storeName(
                 cl.vision, shown, value,
                 {QStringLiteral("off"), QStringLiteral("diamond"), QStringLiteral("shadowcast")});
         }},
        {{QStringLiteral("vision-radius")},
         QStringLiteral("N"),
         QT_TRANSLATE_NOOP("Cli", "cells the player sees, 1..64 (default 8)"),
         storeInt<&CommandLine::visionRadius, 1, 64>},
        {{QStringLiteral("light-radius")},
         QStringLiteral("N"),
         QT_TRANSLATE_NOOP("Cli", "cells a light reaches (Chebyshev), 1..32 (default 6)"),
         storeInt<&CommandLine::lightRadius, 1, 32>},
        {{QStringLiteral("lights")},
         QStringLiteral("RULE"),
         QT_TRANSLATE_NOOP("Cli", "start: every light shines until taken (default); taken: a light\n"
                                  "shines once taken"),
         [](CommandLine &cl, const QString &shown, const QString &value) {
             return storeName(cl.lights, shown, value, {QStringLiteral("start"), QStringLiteral("taken")});
         }},
        {{QStringLiteral("chase-range")},
         QStringLiteral("N"),
         QT_TRANSLATE_NOOP("Cli", "enemies this close (Manhattan) chase, 0..256 (default 8)"),
         storeInt<&CommandLine::chaseRange, 0, 256>},
        {{QStringLiteral("hole-beats")},
         QStringLiteral("N"),
         QT_TRANSLATE_NOOP("Cli", "Lode Runner: beats a dug hole stays open, 1..64 (default 37)"),
         storeInt<&CommandLine::holeBeats, 1, 64>},
        {{QStringLiteral("hp")},
         QStringLiteral("N"),
         QT_TRANSLATE_NOOP("Cli", "the player's health, 0..99; 0 (default): a touch by an enemy loses"),
         storeInt<&CommandLine::hp, 0, 99>},
    };
}

} // namespace options

} // namespace mapsmith::cli
