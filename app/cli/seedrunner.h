// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include "cli/commandline.h"

#include <QString>

#include <atomic>
#include <cstdint>
#include <functional>
#include <mutex>

namespace mapsmith::cli {

/// "wall: 37/100" on stderr while work runs, only when stderr is a terminal; cleared when done.
/// advance() may be called from any thread.
class Progress
{
public:
    Progress(QString label, std::uint64_t total);
    ~Progress();
    Progress(const Progress &) = delete;
    Progress &operator=(const Progress &) = delete;

    void advance();
    /// For a RunControl: `fraction` of the work is done.
    void set(double fraction);

private:
    void show(std::uint64_t done);

    QString m_label;
    std::uint64_t m_total;
    bool m_enabled;
    std::atomic<std::uint64_t> m_done{0};
    std::mutex m_mutex;
    int m_shownPercent = -1;
};

/// Calls work(index, seed) for every seed of the range on `jobs` threads (0 = all cores) and returns when
/// all are done. `work` writes its result to slot `index`, so output keeps seed order however the threads
/// run.
void forEachSeed(const SeedRange &seeds, int jobs, Progress &progress,
                 const std::function<void(std::size_t index, std::uint64_t seed)> &work);

} // namespace mapsmith::cli
