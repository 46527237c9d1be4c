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

/// A corridor to play: 7 x 2 floor cells in walls, the start at (1, 1), lights at (3, 1) and (6, 2).
inline mapsmith::Map corridor()
{
    mapsmith::Map m;
    m.grid.tiles = mapsmith::Grid<mapsmith::Tile>(9, 4, mapsmith::Tile::Wall);
    for (int x = 1; x < 8; ++x)
        m.grid.tiles.at(x, 1) = m.grid.tiles.at(x, 2) = mapsmith::Tile::Floor;
    m.grid.start = mapsmith::Point{1, 1};
    m.grid.entities = {{"light", 3, 1}, {"light", 6, 2}};
    return m;
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
