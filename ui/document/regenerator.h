// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

// moc (Qt 6.4) cannot parse <compare>, which core's grid headers include; it needs none of them.
#ifndef Q_MOC_RUN
#include <mapsmith/edit/handedits.h>
#include <mapsmith/generate/generator.h>
#include <mapsmith/io/config.h>
#endif

#include <QImage>
#include <QObject>
#include <QString>
#include <QThreadPool>

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>

template <typename T> class QFutureWatcher;

namespace mapsmith {

/// What one generation run produced: the map plus what the GUI would otherwise have to compute on its
/// own thread for a big map (the 1:1 image and the hash).
struct Generation
{
    quint64 serial = 0;
    std::optional<Generated> generated; ///< the generator's map (the document's base)
    HandEdits edits;                    ///< the hand edits the run applied (a copy of the request's)
    Map shown;                          ///< generated map + edits
    Error error;
    QImage image;           ///< renderForView(shown, Palette::builtin())
    std::uint64_t hash = 0; ///< mapHash(shown)
    qint64 elapsedMs = 0;   ///< generation only, without rendering
};

/// Runs generators off the GUI thread. A newer request cancels the older runs, and results of stale
/// requests are dropped, so only the newest config's map ever arrives. Never blocks the GUI thread
/// except in the destructor, which cancels everything and waits for the (then quickly ending) runs.
class Regenerator : public QObject
{
    Q_OBJECT

public:
    explicit Regenerator(QObject *parent = nullptr);
    ~Regenerator() override;

    /// Starts generating `config`; the run also applies `edits` and renders the result, so big maps with
    /// hand edits cost the GUI thread nothing. Returns the request's serial.
    /// A config with a `tileset:` section is dressed in it, read relative to `configFile`'s folder (a
    /// tileset that cannot be read fails the run with the config's file, line and column).
    quint64 request(const Config &config, const HandEdits &edits = {}, const QString &configFile = {});
    /// Cancels every run; nothing more will arrive until the next request.
    void cancel();

    /// A request is outstanding: its result (or failure) has not arrived yet.
    bool isBusy() const { return m_pending; }
    quint64 lastSerial() const { return m_serial; }

signals:
    void started(quint64 serial);
    void finished(const mapsmith::Generation &generation);
    void failed(const mapsmith::Error &error);

private:
    void onRunFinished(QFutureWatcher<Generation> *watcher);

    QThreadPool m_pool;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    quint64 m_serial = 0;
    bool m_pending = false;
};

} // namespace mapsmith
