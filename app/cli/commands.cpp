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

int runSchema(const CommandLine &cl)
{
    const GeneratorRegistry &registry = builtinGenerators();
    if (cl.file.isEmpty()) {
        printOut(QString::fromStdString(writeSchema(registry)));
        return ExitDone;
    }
    const Generator *generator = registry.find(cl.file.toStdString());
    if (!generator)
        return fail(Cli::tr("unknown generator '%1'").arg(cl.file));
    printOut(QString::fromStdString(writeSchema(*generator)));
    return ExitDone;
}

int runHelp(const CommandLine &cl)
{
    Command topic = Command::Help;
    if (!cl.file.isEmpty()) {
        const auto named = commandByName(cl.file);
        if (!named)
            return fail(Cli::tr("unknown command '%1'").arg(cl.file));
        topic = *named;
    }
    printOut(usageText(topic));
    return ExitDone;
}

int runVersion()
{
    printOut(QStringLiteral("mapsmith %1\n").arg(QStringLiteral(MAPSMITH_VERSION)));
    return ExitDone;
}

int runCommand(const CommandLine &cl)
{
    if (!cl.error.isEmpty())
        return fail(cl.error);
    switch (cl.command) {
    case Command::Generate:
        return runGenerate(cl);
    case Command::Wall:
        return runWall(cl);
    case Command::Hash:
        return runHash(cl);
    case Command::Validate:
        return runValidate(cl);
    case Command::Schema:
        return runSchema(cl);
    case Command::Path:
        return runPath(cl);
    case Command::Collect:
        return runCollect(cl);
    case Command::Beat:
        return runBeat(cl);
    case Command::Play:
        return runPlay(cl);
    case Command::Replay:
        return runReplay(cl);
    case Command::Convert:
        return runConvert(cl);
    case Command::Sweep:
        return runSweep(cl);
    case Command::Version:
        return runVersion();
    case Command::Help:
    case Command::Gui:
        break;
    }
    return runHelp(cl);
}

} // namespace mapsmith::cli
