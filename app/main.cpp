// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// `mapsmith COMMAND ...` runs headless (no widgets, offscreen platform); `mapsmith [FILE]` opens the editor.
#include "cli/commandline.h"
#include "cli/commands.h"
#include "entry.h"
#include "i18n/language.h"

#include <mapsmith/solve/solver.h>

#include <QGuiApplication>
#include <QStringList>

#include <cstdio>

namespace mapsmith::app {

void setApplicationNames()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Mapsmith"));
    QCoreApplication::setApplicationName(QStringLiteral("Mapsmith"));
    QCoreApplication::setApplicationVersion(QStringLiteral(MAPSMITH_VERSION));
}

} // namespace mapsmith::app

namespace {

QStringList rawArguments(int argc, char **argv)
{
    QStringList args;
    for (int i = 0; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);
    return args;
}

// Qt's own notices (no XDG_RUNTIME_DIR, font fallbacks) would break the contract of one line on stderr
// per error; headless runs pass on only critical messages, unless MAPSMITH_VERBOSE is set.
void headlessMessages(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    if (type == QtCriticalMsg || type == QtFatalMsg)
        std::fprintf(stderr, "%s\n", qPrintable(message));
}

int runHeadless(int argc, char **argv)
{
    // Parsed before Qt sees argv: QGuiApplication would take options such as -reverse for itself.
    const mapsmith::cli::CommandLine commandLine = mapsmith::cli::parseCommandLine(rawArguments(argc, argv));
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen"); // fonts for the wall's labels, but never a window
    if (qEnvironmentVariableIsEmpty("MAPSMITH_VERBOSE"))
        qInstallMessageHandler(headlessMessages);
    QGuiApplication app(argc, argv);
    mapsmith::app::setApplicationNames();
    mapsmith::Language::apply(mapsmith::Language::setting());
    return mapsmith::cli::runCommand(commandLine);
}

} // namespace

int main(int argc, char **argv)
{
    mapsmith::installLodeRunnerSolver(); // the Lode Runner generator's `beatable` option, in the CLI and
                                         // editor
    // Qt Multimedia's backend is chosen by ui/audio/mediabackend.h, which everything that plays or decodes
    // audio calls first: here, in the CLI and in every test alike.
    if (argc > 1 && mapsmith::cli::isHeadlessCommand(QString::fromLocal8Bit(argv[1])))
        return runHeadless(argc, argv);
    return mapsmith::app::runEditor(argc, argv);
}
