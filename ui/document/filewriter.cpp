// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "document/filewriter.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

namespace mapsmith {

FileWriter::FileWriter(QObject *parent) : QObject(parent)
{
    m_pool.setMaxThreadCount(1); // in the order started: two exports to one path leave the newer
}

FileWriter::~FileWriter()
{
    m_pool.waitForDone(); // every write started commits or fails whole; the `done`s are dropped
}

void FileWriter::start(Job job, Done done)
{
    ++m_running;
    auto *watcher = new QFutureWatcher<QString>(this);
    connect(watcher, &QFutureWatcher<QString>::finished, this, [this, watcher, done = std::move(done)] {
        watcher->deleteLater();
        --m_running;
        if (done)
            done(watcher->result());
    });
    watcher->setFuture(QtConcurrent::run(&m_pool, std::move(job)));
}

} // namespace mapsmith
