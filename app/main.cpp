// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// `mapsmith COMMAND ...` runs headless (no widgets, offscreen platform); `mapsmith [FILE]` opens the editor.
#include "cli/commandline.h"
#include "cli/commands.h"
#include "cli/output.h"
#include "document/testpaint.h"
#include "i18n/language.h"
#include "mainwindow.h"

#include <QApplication>
#include <QGuiApplication>
#include <QStringList>

#include <cstdio>
#include <cstring>

namespace {

void setApplicationNames()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Mapsmith"));
    QCoreApplication::setApplicationName(QStringLiteral("Mapsmith"));
    QCoreApplication::setApplicationVersion(QStringLiteral(MAPSMITH_VERSION));
}

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
    setApplicationNames();
    mapsmith::Language::apply(mapsmith::Language::setting());
    return mapsmith::cli::runCommand(commandLine);
}

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

int runGui(int argc, char **argv)
{
    if (!hasDisplay(argc, argv)) {
        std::fputs("mapsmith: no display: set DISPLAY or WAYLAND_DISPLAY to open the editor "
                   "(or QT_QPA_PLATFORM=offscreen); 'mapsmith help' lists the headless commands\n",
                   stderr);
        return mapsmith::cli::ExitBadInput;
    }
    QApplication app(argc, argv);
    setApplicationNames();
    mapsmith::Language::apply(mapsmith::Language::setting());
    // Parsed after Qt has taken its own options (-style, -platform, ...).
    const mapsmith::cli::CommandLine commandLine = mapsmith::cli::parseCommandLine(QApplication::arguments());
    if (!commandLine.opensEditor() || !commandLine.error.isEmpty())
        return mapsmith::cli::runCommand(commandLine);

    mapsmith::MainWindow window;
    window.show();
    // Work a crashed session left behind comes first; a recovered document replaces the file's.
    if (!window.offerRecovery() && !commandLine.openFile.isEmpty()) {
        // The file is read in the background: the test paint goes on the document that open leaves.
        QObject::connect(
            &window, &mapsmith::MainWindow::fileOpened, &window,
            [&window] { mapsmith::paintFromEnvironment(window.document()); }, Qt::SingleShotConnection);
        window.openFile(commandLine.openFile);
    } else {
        mapsmith::paintFromEnvironment(window.document());
    }
    return QApplication::exec();
}

} // namespace

int main(int argc, char **argv)
{
    // Qt Multimedia's backend is chosen by ui/audio/mediabackend.h, which everything that plays or decodes
    // audio calls first: here, in the CLI and in every test alike.
    if (argc > 1 && mapsmith::cli::isHeadlessCommand(QString::fromLocal8Bit(argv[1])))
        return runHeadless(argc, argv);
    return runGui(argc, argv);
}
