// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Shared set-up for the editor tests.
#pragma once

#include "document/mapdocument.h"
#include "mainwindow.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTest>

namespace uitest {

/// Keeps the tests' QSettings (recent files, window state, language) away from the user's.
inline void isolateSettings()
{
    const QString dir =
        QDir::temp().filePath(QStringLiteral("mapsmith-ui-tests-%1").arg(QCoreApplication::applicationPid()));
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(dir));
    qputenv("MAPSMITH_RECOVERY_DIR", QFile::encodeName(dir + QStringLiteral("/recovery")));
    QCoreApplication::setOrganizationName(QStringLiteral("Mapsmith"));
    QCoreApplication::setApplicationName(QStringLiteral("mapsmith-tests"));
}

/// Waits until the document has a map from its newest request (or fails after `timeoutMs`).
inline bool waitForMap(mapsmith::MapDocument *document, int timeoutMs = 30000)
{
    return QTest::qWaitFor([document] { return !document->isGenerating() && document->hasMap(); }, timeoutMs);
}

/// A cave config small enough to generate in a blink: `width` 40, `height` as given.
inline mapsmith::Config smallCave(std::uint64_t seed = 7, std::int64_t height = 30)
{
    mapsmith::Config c;
    c.generator = "cave";
    c.seed = seed;
    c.params.set("width", std::int64_t{40});
    c.params.set("height", height);
    return c;
}

/// Collects what the main window would show in message boxes (MainWindow::setMessageSink(messages.sink())).
struct Messages
{
    QStringList texts;
    mapsmith::MainWindow::MessageSink sink()
    {
        return [this](const QString &, const QString &text) { texts << text; };
    }
};

/// Writes `text` to `path` whole; false if it could not.
inline bool writeText(const QString &path, const QByteArray &text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
}

/// The file's bytes, or empty if it cannot be read.
inline QByteArray readText(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace uitest
