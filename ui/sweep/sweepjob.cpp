// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "sweep/sweepjob.h"

#include <mapsmith/generate/registry.h>

#include <QThread>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>

#include <algorithm>
#include <mutex>
#include <optional>
#include <vector>

namespace mapsmith {

namespace {

constexpr std::uint64_t kBlock = 4096;

struct Slot
{
    std::uint64_t seed = 0;
    std::optional<sweep::SeedSample> sample; ///< empty when the generator refused the seed
};

} // namespace

Result<sweep::SweepStats> runSweep(const GeneratorRegistry &registry, const SweepRequest &request,
                                   const RunControl &control)
{
    if (request.lastSeed < request.firstSeed)
        return Error::badInput("seed range " + std::to_string(request.firstSeed) + ".." +
                               std::to_string(request.lastSeed) + " is empty (last < first)");
    const Generator *generator = registry.find(request.config.generator);
    if (!generator)
        return Error::badInput("unknown generator '" + request.config.generator + "'");
    Config zero = request.config;
    zero.seed = 0;
    sweep::SweepStats stats =
        sweep::emptyStats(zero.generator, generator->version(), writeConfig(zero, registry));

    QThreadPool pool;
    pool.setMaxThreadCount(request.jobs > 0 ? request.jobs : QThread::idealThreadCount());
    const RunControl inner{control.cancel, {}};
    const std::uint64_t total = request.lastSeed - request.firstSeed + 1;
    std::vector<Slot> batch;
    std::mutex progressMutex; // the callback never runs twice at once, and its fractions only grow
    std::uint64_t measured = 0;
    for (std::uint64_t done = 0; done < total;) {
        const std::uint64_t n = std::min(kBlock, total - done);
        batch.assign(static_cast<std::size_t>(n), Slot{});
        for (std::size_t i = 0; i < batch.size(); ++i)
            batch[i].seed = request.firstSeed + done + i;
        QtConcurrent::blockingMap(&pool, batch, [&](Slot &slot) {
            if (control.cancelled())
                return;
            Config config = request.config;
            config.seed = slot.seed;
            auto sample = sweep::measureSeed(registry, stats.specs, config, inner);
            if (sample)
                slot.sample = std::move(*sample);
            std::lock_guard lock(progressMutex);
            ++measured;
            control.report(static_cast<double>(measured) / static_cast<double>(total));
        });
        if (control.cancelled())
            return Error::cancelled();
        for (const Slot &slot : batch) {
            if (auto ok = stats.add(slot.seed, slot.sample ? &*slot.sample : nullptr); !ok)
                return ok.error();
        }
        done += n;
    }
    return stats;
}

} // namespace mapsmith
