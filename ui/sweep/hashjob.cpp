// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "sweep/hashjob.h"

#include <mapsmith/generate/registry.h>
#include <mapsmith/map/hash.h>

#include <QThread>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>

#include <mutex>
#include <optional>
#include <vector>

namespace mapsmith {

namespace {

struct HashSlot
{
    std::uint64_t seed = 0;
    std::uint64_t hash = 0;
    std::optional<Error> error;
};

} // namespace

Result<std::uint64_t> reproducibilityHash(const GeneratorRegistry &registry, const Config &config,
                                          std::uint64_t first, std::uint64_t last, int jobs,
                                          const RunControl &control)
{
    if (last < first)
        return Error::badInput("seed range " + std::to_string(first) + ".." + std::to_string(last) +
                               " is empty (last < first)");
    if (last - first >= 100000) // the editor asks for 100; a bound keeps memory small for any caller
        return Error::badInput("the reproducibility hash takes at most 100000 seeds");
    std::vector<HashSlot> work(static_cast<std::size_t>(last - first + 1));
    for (std::size_t i = 0; i < work.size(); ++i)
        work[i].seed = first + i;
    QThreadPool pool;
    pool.setMaxThreadCount(jobs > 0 ? jobs : QThread::idealThreadCount());
    const RunControl inner{control.cancel, {}};
    std::mutex progressMutex;
    std::size_t done = 0;
    QtConcurrent::blockingMap(&pool, work, [&](HashSlot &slot) {
        if (control.cancelled())
            return;
        Config c = config;
        c.seed = slot.seed;
        auto generated = generate(registry, c, inner);
        if (generated)
            slot.hash = mapHash(generated->map);
        else
            slot.error = generated.error();
        std::lock_guard lock(progressMutex);
        control.report(static_cast<double>(++done) / static_cast<double>(work.size()));
    });
    if (control.cancelled())
        return Error::cancelled();
    std::vector<std::uint64_t> hashes;
    hashes.reserve(work.size());
    for (const HashSlot &slot : work) {
        if (slot.error)
            return *slot.error;
        hashes.push_back(slot.hash);
    }
    return combineHashes(hashes);
}

} // namespace mapsmith
