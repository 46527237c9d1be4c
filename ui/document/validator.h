// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

// moc (Qt 6.4) cannot parse <compare>, which core's grid headers include; it needs none of them.
#ifndef Q_MOC_RUN
#include <mapsmith/map/map.h>
#include <mapsmith/validate/problems.h>
#endif

#include <QFutureWatcher>
#include <QImage>
#include <QObject>
#include <QTimer>

#include <atomic>
#include <memory>
#include <vector>

namespace mapsmith {

class MapDocument;

/// Keeps the document's problem list current: a change to the map (a regeneration or a brush stroke)
/// starts core's findProblems on a copy of the map off the GUI thread, after a short quiet time so a stroke
/// is checked once, not per cell. A change during a run cancels that run; only the newest map's problems
/// are published (updated()).
class Validator : public QObject
{
    Q_OBJECT

public:
    explicit Validator(MapDocument *document, QObject *parent = nullptr);
    ~Validator() override;

    static constexpr int kDefaultDelayMs = 200;
    void setDelay(int ms) { m_delay.setInterval(ms); }

    /// The problems of checkedMap(), the map of the newest finished run.
    const std::vector<Problem> &problems() const { return m_problems; }
    const Map &checkedMap() const { return m_checked; }
    /// The cells of checkedMap()'s areas and corridors, tinted (ValidationOverlay::cellMask); null if none.
    const QImage &cellMask() const { return m_mask; }
    /// A check is waiting for quiet or running.
    bool isBusy() const { return m_delay.isActive() || m_running; }

signals:
    void started();
    void updated();

private:
    struct Result
    {
        Map map;
        std::vector<Problem> problems;
        QImage mask;
    };
    void schedule();
    void run();
    void finished();

    MapDocument *m_document;
    QTimer m_delay;
    QFutureWatcher<std::shared_ptr<Result>> m_watcher;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    bool m_running = false; ///< until finished() has run (the future may be done before that)
    bool m_stale = false;   ///< the running check is about an older map
    std::vector<Problem> m_problems;
    Map m_checked;
    QImage m_mask;
};

} // namespace mapsmith
