// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// `mapsmith [FILE]`: the editor.
#include "cli/commandline.h"
#include "cli/commands.h"
#include "cli/output.h"
#include "entry.h"
#include "i18n/language.h"
#include "mainwindow.h"

#include <QApplication>

#include <cstdio>
#include <cstring>

namespace mapsmith::app {

namespace {

// Qt aborts when it cannot reach a display; say so in one line instead.
bool hasDisplay(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "-platform") == 0)
            return true;
    }
    const QByteArray platform = qgetenv("QT_QPA_PLATFORM");
    if (!platform.isEmpty() && !platform.startsWith("xcb") && !platform.startsWith("wayland"))
        return true;
    return !qEnvironmentVariableIsEmpty("DISPLAY") || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
}

} // namespace

int runEditor(int argc, char **argv)
{
    if (!hasDisplay(argc, argv)) {
        std::fputs("mapsmith: no display: set DISPLAY or WAYLAND_DISPLAY to open the editor "
                   "(or QT_QPA_PLATFORM=offscreen); 'mapsmith help' lists the headless commands\n",
                   stderr);
        return cli::ExitBadInput;
    }
    QApplication app(argc, argv);
    setApplicationNames();
    Language::apply(Language::setting());
    // Parsed after Qt has taken its own options (-style, -platform, ...).
    const cli::CommandLine commandLine = cli::parseCommandLine(QApplication::arguments());
    if (!commandLine.opensEditor() || !commandLine.error.isEmpty())
        return cli::runCommand(commandLine);

    MainWindow window;
    window.show();
    // Work a crashed session left behind comes first; a recovered document replaces the file's.
    if (!window.offerRecovery() && !commandLine.openFile.isEmpty())
        window.openFile(commandLine.openFile);
    return QApplication::exec();
}

} // namespace mapsmith::app
