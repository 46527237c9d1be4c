// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "cli/commands.h"

#include "cli/output.h"
#include "cli/text.h"

#include <mapsmith/generate/registry.h>
#include <mapsmith/io/mapfile.h>
#include <mapsmith/io/schemafile.h>

#include <QFile>

namespace mapsmith::cli {

Result<Config> loadCommandConfig(const CommandLine &cl)
{
    // The name is used as given in messages, so that "cave.yaml:7:14: ..." names the file the user typed.
    auto config = loadConfig(QFile::encodeName(cl.config).toStdString(), builtinGenerators());
    if (config && cl.seed)
        config->seed = *cl.seed;
    return config;
}

Result<Map> loadCommandMap(const CommandLine &cl)
{
    return loadMap(QFile::encodeName(cl.map).toStdString(), builtinGenerators());
}

int failOnMap(const CommandLine &cl, Error error)
{
    if (error.file.empty())
        error.file = QFile::encodeName(cl.map).toStdString();
    return fail(error);
}

namespace {

int runSchema(const CommandLine &cl)
{
    const GeneratorRegistry &registry = builtinGenerators();
    if (cl.generator.isEmpty()) {
        printOut(QString::fromStdString(writeSchema(registry)));
        return ExitDone;
    }
    const Generator *generator = registry.find(cl.generator.toStdString());
    if (!generator)
        return fail(Cli::tr("unknown generator '%1'").arg(cl.generator));
    printOut(QString::fromStdString(writeSchema(*generator)));
    return ExitDone;
}

int runHelp(const CommandLine &cl)
{
    const CommandSpec *topic = &helpCommand();
    if (!cl.helpTopic.isEmpty()) {
        topic = commandByName(cl.helpTopic);
        if (!topic)
            return fail(Cli::tr("unknown command '%1'").arg(cl.helpTopic));
    }
    printOut(usageText(*topic));
    return ExitDone;
}

int runVersion(const CommandLine &)
{
    printOut(QStringLiteral("mapsmith %1\n").arg(QStringLiteral(MAPSMITH_VERSION)));
    return ExitDone;
}

} // namespace

const CommandSpec &schemaCommand()
{
    static const CommandSpec spec{
        .name = QStringLiteral("schema"),
        .summary = QT_TRANSLATE_NOOP("Cli", "the parameter schema, as YAML"),
        .synopsis = QT_TRANSLATE_NOOP("Cli", "Usage: mapsmith schema [GENERATOR]"),
        .description =
            QT_TRANSLATE_NOOP("Cli", "Prints the parameter schema of one generator, or of all, as YAML."),
        .positionals = {{[](CommandLine &cl, const QString &id) { cl.generator = id; }}},
        .run = runSchema,
    };
    return spec;
}

// `help` has no synopsis of its own: its usage is the overview.
const CommandSpec &helpCommand()
{
    static const CommandSpec spec{
        .name = QStringLiteral("help"),
        .aliases = {QStringLiteral("--help"), QStringLiteral("-h")},
        .summary = QT_TRANSLATE_NOOP("Cli", "this text, or 'mapsmith help COMMAND' for one command"),
        .positionals = {{[](CommandLine &cl, const QString &name) { cl.helpTopic = name; }}},
        .run = runHelp,
    };
    return spec;
}

const CommandSpec &versionCommand()
{
    static const CommandSpec spec{
        .name = QStringLiteral("--version"),
        .run = runVersion,
        .ignoresArguments = true,
    };
    return spec;
}

const CommandSpec &editorCommand()
{
    static const CommandSpec spec{
        .positionals = {{[](CommandLine &cl, const QString &file) { cl.openFile = file; }}},
    };
    return spec;
}

const std::vector<const CommandSpec *> &allCommands()
{
    static const std::vector<const CommandSpec *> commands{
        &generateCommand(), &wallCommand(),    &hashCommand(),   &validateCommand(), &sweepCommand(),
        &pathCommand(),     &collectCommand(), &solveCommand(),  &beatCommand(),     &playCommand(),
        &replayCommand(),   &convertCommand(), &schemaCommand(), &helpCommand(),     &versionCommand()};
    return commands;
}

const CommandSpec *commandByName(const QString &name)
{
    for (const CommandSpec *command : allCommands()) {
        if (name == command->name || command->aliases.contains(name))
            return command;
    }
    return nullptr;
}

int runCommand(const CommandLine &cl)
{
    if (!cl.error.isEmpty())
        return fail(cl.error);
    // The editor's entry runs nothing here: main.cpp opens the editor, and comes here only with an error.
    return cl.command->run ? cl.command->run(cl) : runHelp(cl);
}

} // namespace mapsmith::cli
