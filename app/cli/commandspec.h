// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The command table: each command is one CommandSpec, defined beside its run function (generate.cpp holds
// `generate`'s). The parser (commandline.cpp, on QCommandLineParser) and the usage text (usage.cpp) both read
// it, so an option a command accepts is an option its usage lists, and the other way round.
#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace mapsmith::cli {

struct CommandLine;

/// Stores an option's value in the command line, checking it; returns an error message or an empty string.
/// `shown` is the option as the user spelled it ("-s" or "--seed"), for the message. Flags get no value.
using StoreOption = QString (*)(CommandLine &cl, const QString &shown, const QString &value);
/// Stores one positional argument.
using StorePositional = void (*)(CommandLine &cl, const QString &value);
/// A check of the whole command line once every argument is stored; returns an error message or "".
using CheckCommandLine = QString (*)(const CommandLine &cl);
/// Runs the command; returns the exit code (ExitCode).
using RunCommand = int (*)(const CommandLine &cl);

/// One option of one command: what the parser accepts and the row of its usage.
struct OptionSpec
{
    QStringList names; ///< {"c", "config"}: a one-letter name is spelled -c, a longer one --config
    QString valueName; ///< shown in the usage row ("CONFIG", "WALL.png"); empty for a flag
    const char *help;  ///< the usage row's text (context Cli, marked with QT_TRANSLATE_NOOP)
    StoreOption store; ///< never null
    const char *missing = nullptr; ///< set when the option is required: the usage error when it is absent

    /// The same option, required: `message` (context Cli) when it is absent.
    OptionSpec required(const char *message) const;
    /// The same option, not required.
    OptionSpec optional() const { return required(nullptr); }
    /// The same option with another usage row (and value name, when given).
    OptionSpec withHelp(const char *text, const QString &value = {}) const;
};

/// A positional argument. The last one of a command may take any number of values (`variadic`).
struct PositionalSpec
{
    StorePositional store;
    const char *missing = nullptr; ///< set when it is required: the usage error when it is absent
    bool variadic = false;
};

/// One command: its name, its place in the overview, its usage, its arguments and what runs it.
struct CommandSpec
{
    QString name{};                    ///< "generate"; empty for the editor (no command)
    QStringList aliases{};             ///< other names that select it ("--help", "-h")
    const char *summary = nullptr;     ///< its row in the overview (context Cli); null: not listed
    const char *synopsis = nullptr;    ///< "Usage: mapsmith generate ..."; null: `help` shows the overview
    const char *description = nullptr; ///< the paragraph under the synopsis
    std::vector<OptionSpec> options{}; ///< in the order of the usage rows
    std::vector<PositionalSpec> positionals{};
    CheckCommandLine check = nullptr; ///< what the required marks cannot say (sweep's two forms)
    RunCommand run = nullptr;         ///< null for the editor: main.cpp opens it
    bool ignoresArguments = false;    ///< `--version`: the rest of the line is not looked at
};

/// Every command, in the overview's order; the editor's entry (empty name) is not among them.
const std::vector<const CommandSpec *> &allCommands();
/// What runs when the first argument names no command: the editor, with an optional FILE.
const CommandSpec &editorCommand();
/// The command `name` selects ("generate", "--help", ...), or null.
const CommandSpec *commandByName(const QString &name);

/// The usage text (translated) of one command, or the overview for a command without a synopsis.
QString usageText(const CommandSpec &command);
/// The overview: every command of the table with its summary.
QString overviewText();
/// The left column of an option's usage row: "-c, --config CONFIG", "--json".
QString optionColumn(const OptionSpec &option);

// The commands of the table, each defined in the file that runs it.
const CommandSpec &generateCommand();
const CommandSpec &wallCommand();
const CommandSpec &hashCommand();
const CommandSpec &validateCommand();
const CommandSpec &sweepCommand();
const CommandSpec &pathCommand();
const CommandSpec &collectCommand();
const CommandSpec &solveCommand();
const CommandSpec &beatCommand();
const CommandSpec &playCommand();
const CommandSpec &replayCommand();
const CommandSpec &convertCommand();
const CommandSpec &schemaCommand();
const CommandSpec &helpCommand();
const CommandSpec &versionCommand();

} // namespace mapsmith::cli
