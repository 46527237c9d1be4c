// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <QEventLoop>
#include <QFutureWatcher>
#include <QtConcurrent>
#include <functional>

namespace mapsmith {

/// Runs `job` on a worker thread and returns its result; the calling (GUI) thread's event loop keeps
/// turning meanwhile, so the window repaints. For writes whose callers expect them done on return (an
/// export followed by an open). `job` must own copies of what it reads.
template <typename T> T runWithEventLoop(std::function<T()> job)
{
    QFutureWatcher<T> watcher;
    QEventLoop loop;
    QObject::connect(&watcher, &QFutureWatcher<T>::finished, &loop, &QEventLoop::quit);
    watcher.setFuture(QtConcurrent::run(std::move(job)));
    if (!watcher.isFinished())
        loop.exec();
    watcher.waitForFinished();
    return watcher.result();
}

} // namespace mapsmith
