// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

// moc (Qt 6.4) cannot parse <compare>, which core's grid headers include; it needs none of them.
#ifndef Q_MOC_RUN
#include <mapsmith/edit/handedits.h>
#include <mapsmith/io/config.h>
#include <mapsmith/io/loderunner.h>
#include <mapsmith/io/tilemapping.h>
#include <mapsmith/map/map.h>
#include <mapsmith/util/result.h>
#endif

#include <QImage>
#include <QObject>
#include <QString>
#include <QThreadPool>

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

template <typename T> class QFutureWatcher;

namespace mapsmith {

class TiledPictures;

/// What reading one file off the GUI thread gave: everything opening it costs except changing the
/// document. `kind` is known before the file is parsed, so an error can be titled by it.
struct OpenedFile
{
    enum class Kind {
        Unreadable, ///< the file could not be read at all (missing, too big)
        Config,
        Map,        ///< a Mapsmith map file
        Tiled,      ///< .tmj / .tmx
        LodeRunner, ///< .txt, one or more levels
        Project,
    };
    Kind kind = Kind::Unreadable;
    QString error;   ///< empty on success; else the message, naming the file (and line, column)
    Config config;   ///< Config, Project
    HandEdits edits; ///< Project
    std::vector<LodeRunnerLevel> levels; ///< LodeRunner
    Map map;                             ///< Map, Tiled
    QImage image;                        ///< Map, Tiled: renderForView(map), made off the GUI thread
    std::uint64_t hash = 0;              ///< Map, Tiled: mapHash(map)
    /// Tiled: read without a mapping, and the map says nothing about walls: the editor asks (the tile
    /// mapping dialog, with `pictures` of the map's tiles).
    bool needsMapping = false;
    std::shared_ptr<const TiledPictures> pictures;
};

/// Reads, parses and (for a map) renders the file at `path`. `mapping`: for .tmj/.tmx, the gids that decide
/// the tiles (the import dialog's answer); none, the map says. Stops early, with an empty error, when
/// `cancel` is set. Thread-safe.
OpenedFile readDocumentFile(const QString &path, const std::optional<TileMapping> &mapping,
                            const std::atomic<bool> &cancel);

/// Runs readDocumentFile on a worker thread, one file at a time. cancel() drops the running read: its
/// result never arrives, so the document stays exactly as it was.
class FileReader : public QObject
{
    Q_OBJECT

public:
    explicit FileReader(QObject *parent = nullptr);
    ~FileReader() override;

    /// Starts reading `path`; a read already running is cancelled first. Every start ends in exactly one
    /// finished() or cancelled(), always after start() has returned.
    void start(const QString &path, const std::optional<TileMapping> &mapping = std::nullopt);
    void cancel();
    bool isBusy() const { return m_busy; }
    QString path() const { return m_path; }

signals:
    void finished(const mapsmith::OpenedFile &file);
    /// The read was cancelled: nothing will arrive for it.
    void cancelled();

private:
    QThreadPool m_pool;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    quint64 m_serial = 0;
    bool m_busy = false;
    QString m_path;
};

} // namespace mapsmith
