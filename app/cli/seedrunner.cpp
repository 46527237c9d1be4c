// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "cli/seedrunner.h"

#include "cli/output.h"

#include <QThread>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>

#include <cstdio>
#include <numeric>
#include <vector>

namespace mapsmith::cli {

Progress::Progress(QString label, std::uint64_t total)
    : m_label(std::move(label)), m_total(total == 0 ? 1 : total), m_enabled(stderrIsTerminal())
{
}

Progress::~Progress()
{
    if (m_enabled && m_shownPercent >= 0)
        std::fputs("\r\033[K", stderr); // leave the terminal as it was
}

void Progress::advance()
{
    show(m_done.fetch_add(1, std::memory_order_relaxed) + 1);
}

void Progress::set(double fraction)
{
    show(static_cast<std::uint64_t>(fraction * static_cast<double>(m_total)));
}

void Progress::show(std::uint64_t done)
{
    if (!m_enabled)
        return;
    const int percent = static_cast<int>(done * 100 / m_total);
    std::lock_guard lock(m_mutex);
    if (percent <= m_shownPercent)
        return;
    m_shownPercent = percent;
    const QByteArray text =
        QStringLiteral("\r%1: %2/%3 (%4%)").arg(m_label).arg(done).arg(m_total).arg(percent).toUtf8();
    std::fputs(text.constData(), stderr);
    std::fflush(stderr);
}

void forEachSeed(const SeedRange &seeds, int jobs, Progress &progress,
                 const std::function<void(std::size_t index, std::uint64_t seed)> &work)
{
    std::vector<std::size_t> indices(static_cast<std::size_t>(seeds.count()));
    std::iota(indices.begin(), indices.end(), std::size_t{0});
    QThreadPool pool;
    pool.setMaxThreadCount(jobs > 0 ? jobs : QThread::idealThreadCount());
    QtConcurrent::blockingMap(&pool, indices, [&](std::size_t index) {
        work(index, seeds.first + index);
        progress.advance();
    });
}

} // namespace mapsmith::cli
