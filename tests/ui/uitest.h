// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Shared set-up for the editor tests.
#pragma once

#include "document/mapdocument.h"
#include "i18n/language.h"
#include "mainwindow.h"
#ifndef Q_MOC_RUN
#include <mapsmith/io/mapfile.h>
#endif

#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTest>

#include <functional>
#include <optional>

namespace uitest {

/// Keeps the tests' QSettings (recent files, window state, language) away from the user's.
inline void isolateSettings()
{
    const QString dir =
        QDir::temp().filePath(QStringLiteral("mapsmith-ui-tests-%1").arg(QCoreApplication::applicationPid()));
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(dir));
    qputenv("XDG_DATA_HOME", QFile::encodeName(dir + QStringLiteral("/data"))); // the recovery folder
    QCoreApplication::setOrganizationName(QStringLiteral("Mapsmith"));
    QCoreApplication::setApplicationName(QStringLiteral("mapsmith-tests"));
}

/// Switches the interface language as the Settings menu does. A running application delivers the
/// LanguageChange that installing a translator sends to every window; a test has no running event loop
/// (QCoreApplication::exec), so Qt sends none, and this delivers it as QApplication would.
inline void switchLanguage(const QString &locale)
{
    mapsmith::Language::apply(locale);
    for (QWidget *w : QApplication::topLevelWidgets()) {
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(w, &change);
    }
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

/// Runs `start` and waits until `signal` (MainWindow::fileOpened or fileWritten) reports the end of the job
/// on `path`: the signal's bool, or false when none came within `timeoutMs`.
template <typename Signal>
bool waitForFileJob(mapsmith::MainWindow &window, Signal signal, const QString &path,
                    const std::function<void()> &start, int timeoutMs)
{
    QSignalSpy spy(&window, signal);
    start();
    std::optional<bool> result;
    const bool ended = QTest::qWaitFor(
        [&] {
            for (const QList<QVariant> &args : spy) {
                if (args.at(0).toString() == path)
                    result = args.at(1).toBool();
            }
            return result.has_value();
        },
        timeoutMs);
    return ended && *result;
}

/// Opens `path` (MainWindow::openFile, or `opener`, e.g. &MainWindow::importTiledMap) and waits for the
/// end (fileOpened): whether it opened. Errors go to the window's message sink, as the user would see them.
inline bool
openAndWait(mapsmith::MainWindow &window, const QString &path,
            void (mapsmith::MainWindow::*opener)(const QString &) = &mapsmith::MainWindow::openFile,
            int timeoutMs = 60000)
{
    return waitForFileJob(
        window, &mapsmith::MainWindow::fileOpened, path, [&] { (window.*opener)(path); }, timeoutMs);
}

/// Exports to `path` (`&MainWindow::exportMapTo`, `&MainWindow::exportTiledTo`) and waits for the end
/// (fileWritten): whether it was written.
inline bool exportAndWait(mapsmith::MainWindow &window, const QString &path,
                          void (mapsmith::MainWindow::*exporter)(const QString &), int timeoutMs = 60000)
{
    return waitForFileJob(
        window, &mapsmith::MainWindow::fileWritten, path, [&] { (window.*exporter)(path); }, timeoutMs);
}

/// Writes a `size` x `size` map file (walls and floor) as `name` in `dir`: big enough at 512 and more that
/// reading, parsing and rendering it takes many event-loop turns. Empty if it could not be written.
inline QString writeBigMap(const QString &dir, int size, const QString &name = QStringLiteral("big.yaml"))
{
    mapsmith::Map map;
    map.kind = mapsmith::MapKind::Grid;
    map.grid.tiles = mapsmith::Grid<mapsmith::Tile>(size, size, mapsmith::Tile::Wall);
    for (int y = 1; y + 1 < size; ++y) {
        for (int x = 1; x + 1 < size; ++x)
            map.grid.tiles.at(x, y) = (x * 7 + y * 3) % 5 == 0 ? mapsmith::Tile::Wall : mapsmith::Tile::Floor;
    }
    const QString path = QDir(dir).filePath(name);
    const std::string text = mapsmith::writeMap(map);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(text.data(), static_cast<qint64>(text.size())) != static_cast<qint64>(text.size()))
        return {};
    return path;
}

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
