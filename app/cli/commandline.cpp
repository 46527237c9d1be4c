// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "cli/commandline.h"

#include "cli/text.h"

#include <array>

namespace mapsmith::cli {

namespace {

struct CommandName
{
    const char *name;
    Command command;
};

constexpr std::array<CommandName, 15> kCommands = {{
    {"generate", Command::Generate},
    {"wall", Command::Wall},
    {"hash", Command::Hash},
    {"validate", Command::Validate},
    {"schema", Command::Schema},
    {"path", Command::Path},
    {"collect", Command::Collect},
    {"beat", Command::Beat},
    {"play", Command::Play},
    {"replay", Command::Replay},
    {"convert", Command::Convert},
    {"sweep", Command::Sweep},
    {"help", Command::Help},
    {"--help", Command::Help},
    {"--version", Command::Version},
}};

// The options each command accepts, by long name (short forms are mapped before the lookup).
QStringList allowedOptions(Command command)
{
    switch (command) {
    case Command::Generate:
        return {"config", "seed", "output", "png", "scale", "json"};
    case Command::Wall:
        return {"config", "seeds", "columns", "jobs", "scale", "output", "json", "metric", "badges"};
    case Command::Hash:
        return {"config", "seeds", "jobs"};
    case Command::Validate:
        return {"config", "seeds", "jobs", "json"};
    case Command::Path:
        return {"map", "algo", "from", "to", "json"};
    case Command::Collect:
        return {"map", "planner", "json"};
    case Command::Beat:
        return {"click-mix", "json"};
    case Command::Play:
        return {"map", "inputs", "rhythm", "save", "seed", "expect", "json"};
    case Command::Replay:
        return {"expect", "json"};
    case Command::Convert:
        return {"mapping", "scale"};
    case Command::Sweep:
        return {"config", "seeds", "jobs", "json", "merge"};
    default:
        return {};
    }
}

QString longName(const QString &option)
{
    if (option == QLatin1String("-c"))
        return QStringLiteral("config");
    if (option == QLatin1String("-s"))
        return QStringLiteral("seed");
    if (option == QLatin1String("-m"))
        return QStringLiteral("map");
    if (option == QLatin1String("-o"))
        return QStringLiteral("output");
    if (option.startsWith(QLatin1String("--")))
        return option.mid(2);
    return {};
}

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

} // namespace

std::optional<Command> commandByName(const QString &name)
{
    if (name == QLatin1String("-h"))
        return Command::Help;
    for (const auto &c : kCommands) {
        if (name == QLatin1String(c.name))
            return c.command;
    }
    return std::nullopt;
}

bool isHeadlessCommand(const QString &argument)
{
    return commandByName(argument).has_value();
}

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

namespace {

// Stores one option's value; returns an error message or an empty string.
QString applyOption(CommandLine &cl, const QString &name, const QString &shown, const QString &value)
{
    QString error;
    if (name == QLatin1String("config")) {
        cl.config = value;
    } else if (name == QLatin1String("map")) {
        cl.map = value;
    } else if (name == QLatin1String("algo")) {
        cl.algo = value;
    } else if (name == QLatin1String("planner")) {
        cl.planner = value;
    } else if (name == QLatin1String("from")) {
        cl.from = parsePoint(shown, value, &error);
    } else if (name == QLatin1String("to")) {
        cl.to = parsePoint(shown, value, &error);
    } else if (name == QLatin1String("output")) {
        cl.output = value;
    } else if (name == QLatin1String("inputs")) {
        cl.inputs = value;
    } else if (name == QLatin1String("save")) {
        cl.save = value;
    } else if (name == QLatin1String("expect")) {
        cl.expect = value;
        if (value != QLatin1String("won") && value != QLatin1String("lost") &&
            value != QLatin1String("playing"))
            error = Cli::tr("%1 wants won, lost or playing, not '%2'").arg(shown, value);
    } else if (name == QLatin1String("mapping")) {
        cl.mapping = value;
    } else if (name == QLatin1String("click-mix")) {
        cl.clickMix = value;
    } else if (name == QLatin1String("metric")) {
        cl.metric = value;
    } else if (name == QLatin1String("png")) {
        cl.png = value;
    } else if (name == QLatin1String("seed")) {
        cl.seed = parseSeed(value);
        if (!cl.seed)
            error = Cli::tr("%1 wants a seed (a whole number >= 0), not '%2'").arg(shown, value);
    } else if (name == QLatin1String("seeds")) {
        cl.seeds = parseSeedRange(value, &error);
    } else if (name == QLatin1String("scale")) {
        cl.scale = parseInt(shown, value, 1, 64, &error);
    } else if (name == QLatin1String("columns")) {
        cl.columns = parseInt(shown, value, 1, 1000, &error).value_or(0);
    } else if (name == QLatin1String("jobs")) {
        cl.jobs = parseInt(shown, value, 0, 1024, &error).value_or(0);
    }
    return error;
}

// sweep takes -c CONFIG --seeds A..B, or --merge FILE... instead.
QString checkSweep(const CommandLine &cl)
{
    if (!cl.merge) {
        if (!cl.mergeFiles.isEmpty())
            return Cli::tr("unexpected argument '%1'").arg(cl.mergeFiles.first());
        if (cl.config.isEmpty())
            return Cli::tr("missing -c CONFIG");
        if (!cl.seeds)
            return Cli::tr("missing --seeds A..B");
        return {};
    }
    if (!cl.config.isEmpty() || cl.seeds)
        return Cli::tr("--merge adds up sweep files: it takes no -c or --seeds");
    if (cl.mergeFiles.isEmpty())
        return Cli::tr("missing sweep files after --merge");
    return {};
}

QString checkRequired(const CommandLine &cl)
{
    if (cl.command == Command::Sweep)
        return checkSweep(cl);
    const bool needsSeeds =
        cl.command == Command::Wall || cl.command == Command::Hash || cl.command == Command::Validate;
    if (allowedOptions(cl.command).contains(QLatin1String("config")) && cl.config.isEmpty())
        return Cli::tr("missing -c CONFIG");
    if (allowedOptions(cl.command).contains(QLatin1String("map")) && cl.map.isEmpty())
        return Cli::tr("missing -m MAP");
    if (cl.command == Command::Path && cl.algo.isEmpty())
        return Cli::tr("missing --algo ID");
    if (cl.command == Command::Collect && cl.planner.isEmpty())
        return Cli::tr("missing --planner ID");
    if (needsSeeds && !cl.seeds)
        return Cli::tr("missing --seeds A..B");
    if (cl.command == Command::Beat && cl.file.isEmpty())
        return Cli::tr("missing AUDIO file");
    if (cl.command == Command::Play && cl.inputs.isEmpty())
        return Cli::tr("missing --inputs KEYS");
    if (cl.command == Command::Replay && cl.file.isEmpty())
        return Cli::tr("missing SESSION file");
    if (cl.command == Command::Convert && cl.output.isEmpty())
        return Cli::tr("missing IN and OUT files");
    if (cl.command == Command::Wall && cl.output.isEmpty())
        return Cli::tr("missing -o WALL.png");
    return {};
}

// A positional argument: the generator of `schema`, the command of `help`, the file of the editor.
QString takePositional(CommandLine &cl, const QString &arg)
{
    if (cl.command == Command::Convert && (cl.file.isEmpty() || cl.output.isEmpty())) {
        (cl.file.isEmpty() ? cl.file : cl.output) = arg; // IN, then OUT
        return {};
    }
    if (cl.command == Command::Sweep) {
        cl.mergeFiles.append(arg);
        return {};
    }
    const bool takes = cl.command == Command::Schema || cl.command == Command::Help ||
                       cl.command == Command::Gui || cl.command == Command::Beat ||
                       cl.command == Command::Replay;
    if (!takes || !cl.file.isEmpty())
        return Cli::tr("unexpected argument '%1'").arg(arg);
    cl.file = arg;
    return {};
}

QString parseArguments(CommandLine &cl, const QStringList &args, qsizetype i)
{
    const QStringList allowed = allowedOptions(cl.command);
    for (; i < args.size(); ++i) {
        const QString &arg = args[i];
        if (arg == QLatin1String("--help") || arg == QLatin1String("-h")) {
            cl.file = cl.command == Command::Gui ? QString() : args[1];
            cl.command = Command::Help;
            return {};
        }
        if (!arg.startsWith(u'-') || arg == QLatin1String("-")) {
            if (QString e = takePositional(cl, arg); !e.isEmpty())
                return e;
            continue;
        }
        const auto eq = arg.startsWith(QLatin1String("--")) ? arg.indexOf(u'=') : -1;
        const QString shown = eq < 0 ? arg : arg.left(eq);
        const QString name = longName(shown);
        if (name.isEmpty() || !allowed.contains(name))
            return Cli::tr("unknown option '%1'").arg(shown);
        if (name == QLatin1String("json")) {
            cl.json = true;
            continue;
        }
        if (name == QLatin1String("rhythm")) {
            cl.rhythm = true;
            continue;
        }
        if (name == QLatin1String("merge") || name == QLatin1String("badges")) {
            (name == QLatin1String("merge") ? cl.merge : cl.badges) = true;
            continue;
        }
        QString value;
        if (eq >= 0)
            value = arg.mid(eq + 1);
        else if (i + 1 < args.size())
            value = args[++i];
        else
            return Cli::tr("option '%1' needs a value").arg(shown);
        if (QString e = applyOption(cl, name, shown, value); !e.isEmpty())
            return e;
    }
    return checkRequired(cl);
}

} // namespace

CommandLine parseCommandLine(const QStringList &arguments)
{
    CommandLine cl;
    if (arguments.size() < 2)
        return cl;
    const QString &first = arguments[1];
    const auto command = commandByName(first);
    cl.command = command.value_or(Command::Gui);
    if (cl.command == Command::Version)
        return cl;
    cl.error = parseArguments(cl, arguments, command ? 2 : 1);
    return cl;
}

} // namespace mapsmith::cli
