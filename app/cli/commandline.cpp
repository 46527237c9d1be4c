// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The command line is parsed by QCommandLineParser, set up from the command's table entry: the first
// argument names the command, the rest are its options and positional arguments. QCommandLineParser finds
// the options, their values and the positional arguments; this file only turns its findings into
// CommandLine's fields and the usage errors of the contract (one line each, exit 2), in the order the user
// typed them.
#include "cli/commandline.h"

#include "cli/text.h"

#include <QCommandLineParser>

namespace mapsmith::cli {

namespace {

QString spelled(const QString &name)
{
    return (name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + name;
}

const OptionSpec *optionNamed(const CommandSpec &command, const QString &name)
{
    for (const OptionSpec &option : command.options) {
        if (option.names.contains(name))
            return &option;
    }
    return nullptr;
}

// A single dash reads a name, not letters each an option: -c is the option c, -cFILE is unknown (never -c
// with the value FILE), and -config is --config.
void setUp(QCommandLineParser &parser, const CommandSpec &command)
{
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsOptions);
    for (const OptionSpec &option : command.options)
        parser.addOption(QCommandLineOption(option.names, QString(), option.valueName));
    parser.addOption(QCommandLineOption(QStringList{QStringLiteral("h"), QStringLiteral("help")}));
}

// The argument as typed, up to '=', that named option `name` ("--seeds" of "--seeds=1..3").
QString typedAs(const QStringList &args, const QString &name)
{
    for (const QString &arg : args) {
        if (arg == QLatin1String("--"))
            break;
        const QString typed = arg.section(u'=', 0, 0);
        if (typed.startsWith(u'-') &&
            QStringView(typed).mid(typed.startsWith(QLatin1String("--")) ? 2 : 1) == name)
            return typed;
    }
    return spelled(name);
}

// QCommandLineParser says what went wrong in its own words; the contract has ours. Its unknown options are
// listed; a value missing after the last argument is the one failure that an added value cures; what is left
// is a flag given a value (--json=1).
QString parseError(const CommandSpec &command, const QCommandLineParser &parser, const QStringList &args)
{
    if (!parser.unknownOptionNames().isEmpty())
        return Cli::tr("unknown option '%1'").arg(typedAs(args, parser.unknownOptionNames().first()));
    QCommandLineParser retry;
    setUp(retry, command);
    if (retry.parse(args + QStringList{QString()}))
        return Cli::tr("option '%1' needs a value").arg(args.last());
    for (const QString &arg : args) {
        const QString typed = arg.section(u'=', 0, 0);
        const OptionSpec *option =
            optionNamed(command, QString(typed).remove(0, typed.startsWith(QLatin1String("--")) ? 2 : 1));
        if (arg.contains(u'=') && option && option->valueName.isEmpty())
            return Cli::tr("option '%1' takes no value").arg(typed);
    }
    return parser.errorText(); // not reached with the options of the table
}

// Each value, checked in the order it was typed; the first error wins, a repeated option's last value stays.
QString storeOptions(CommandLine &cl, const CommandSpec &command, const QCommandLineParser &parser)
{
    std::vector<std::pair<const OptionSpec *, qsizetype>> seen;
    for (const QString &name : parser.optionNames()) {
        const OptionSpec *option = optionNamed(command, name);
        if (!option)
            continue; // -h
        qsizetype occurrence = 0;
        for (auto &[spec, count] : seen) {
            if (spec == option)
                occurrence = ++count;
        }
        if (occurrence == 0)
            seen.emplace_back(option, 0);
        const QStringList values = parser.values(name);
        const QString value = option->valueName.isEmpty() ? QString() : values.value(occurrence);
        if (QString e = option->store(cl, spelled(name), value); !e.isEmpty())
            return e;
    }
    return {};
}

QString storePositionals(CommandLine &cl, const CommandSpec &command, const QStringList &values)
{
    const auto &specs = command.positionals;
    for (qsizetype i = 0; i < values.size(); ++i) {
        const bool fits = i < qsizetype(specs.size()) || (!specs.empty() && specs.back().variadic);
        if (!fits)
            return Cli::tr("unexpected argument '%1'").arg(values[i]);
        specs[std::min<std::size_t>(std::size_t(i), specs.size() - 1)].store(cl, values[i]);
    }
    for (std::size_t i = 0; i < specs.size(); ++i) {
        if (specs[i].missing && qsizetype(i) >= values.size())
            return Cli::tr(specs[i].missing);
    }
    return {};
}

QString checkRequired(const CommandSpec &command, const QCommandLineParser &parser)
{
    for (const OptionSpec &option : command.options) {
        if (option.missing && !parser.isSet(option.names.first()))
            return Cli::tr(option.missing);
    }
    return {};
}

QString parseArguments(CommandLine &cl, const QStringList &args)
{
    const CommandSpec &command = *cl.command;
    QCommandLineParser parser;
    setUp(parser, command);
    const bool parsed = parser.parse(QStringList{QStringLiteral("mapsmith")} + args);
    if (parser.isSet(QStringLiteral("help"))) {
        cl.helpTopic = command.name;
        cl.command = &helpCommand();
        return {};
    }
    if (!parsed)
        return parseError(command, parser, args);
    if (QString e = storeOptions(cl, command, parser); !e.isEmpty())
        return e;
    // Positional errors come before missing options: "unexpected argument" says more than "missing -c".
    if (QString e = storePositionals(cl, command, parser.positionalArguments()); !e.isEmpty())
        return e;
    if (QString e = checkRequired(command, parser); !e.isEmpty())
        return e;
    return command.check ? command.check(cl) : QString();
}

} // namespace

bool isHeadlessCommand(const QString &argument)
{
    return commandByName(argument) != nullptr;
}

CommandLine parseCommandLine(const QStringList &arguments)
{
    CommandLine cl;
    if (arguments.size() < 2)
        return cl;
    const CommandSpec *command = commandByName(arguments[1]);
    cl.command = command ? command : &editorCommand();
    if (cl.command->ignoresArguments)
        return cl;
    cl.error = parseArguments(cl, arguments.mid(command ? 2 : 1));
    return cl;
}

} // namespace mapsmith::cli
