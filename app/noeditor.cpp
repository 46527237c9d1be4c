// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// `mapsmith [FILE]` in a build without the editor (-DMAPSMITH_BUILD_GUI=OFF): a usage error that says how to
// get it. Nothing here links a widget library.
#include "cli/commandline.h"
#include "cli/commands.h"
#include "cli/output.h"
#include "cli/text.h"
#include "entry.h"
#include "i18n/language.h"

#include <QCoreApplication>
#include <QStringList>

namespace mapsmith::app {

int runEditor(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    setApplicationNames();
    Language::apply(Language::setting());
    const cli::CommandLine commandLine = cli::parseCommandLine(QCoreApplication::arguments());
    if (!commandLine.opensEditor() || !commandLine.error.isEmpty())
        return cli::runCommand(commandLine);
    return cli::fail(cli::Cli::tr("this mapsmith has no editor (it was built with -DMAPSMITH_BUILD_GUI=OFF); "
                                  "'mapsmith help' lists its commands, and a build with the default "
                                  "MAPSMITH_BUILD_GUI=ON opens the editor"));
}

} // namespace mapsmith::app
