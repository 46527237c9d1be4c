// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <QObject>
#include <QString>
#include <QThreadPool>

#include <functional>

namespace mapsmith {

/// Runs file writes (Export Map, the Tiled export) on a worker thread, one at a time in the order they were
/// started, so the GUI thread never waits on them. A job writes from copies it owns, through QSaveFile (the
/// file is whole or untouched), and returns an empty string or the message to show. A write cannot be
/// cancelled half-way: the destructor waits for the ones started, so a window destroyed meanwhile loses no
/// file (MainWindow::closeEvent waits for them without blocking: it closes when they are written).
class FileWriter : public QObject
{
    Q_OBJECT

public:
    using Job = std::function<QString()>;
    /// Gets the job's error (empty: written) on this object's thread, after isBusy() has been updated.
    using Done = std::function<void(const QString &error)>;

    explicit FileWriter(QObject *parent = nullptr);
    ~FileWriter() override;

    /// Starts `job`; `done` runs when it has ended, always after start() has returned.
    void start(Job job, Done done);
    /// A write started and not yet ended.
    bool isBusy() const { return m_running > 0; }

private:
    QThreadPool m_pool;
    int m_running = 0;
};

} // namespace mapsmith
