// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "render/walljob.h"

#include "generate/registry.h"

#include <QThread>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>
#include <atomic>
#include <mutex>
#include <optional>

namespace mapsmith {

namespace {

constexpr std::uint64_t kMaxWallSeeds = 10000;

struct Slot
{
    std::uint64_t seed = 0;
    std::optional<Map> map;
    std::optional<Error> error;
};

Status checkRequest(const WallRequest &request)
{
    if (request.lastSeed < request.firstSeed)
        return Error::badInput("seed range " + std::to_string(request.firstSeed) + ".." +
                               std::to_string(request.lastSeed) + " is empty (last < first)");
    if (request.lastSeed - request.firstSeed >= kMaxWallSeeds)
        return Error::badInput("a wall holds at most " + std::to_string(kMaxWallSeeds) + " seeds");
    if (request.options.columns < 1)
        return Error::badInput("a wall needs at least one column");
    return Ok{};
}

// Progress is counted on the workers; the callback is called under a lock so that it never runs twice at
// once and its fractions only grow.
class ProgressCounter
{
public:
    ProgressCounter(const RunControl &control, std::size_t total) : m_control(control), m_total(total) {}
    void advance()
    {
        std::lock_guard lock(m_mutex);
        ++m_done;
        m_control.report(static_cast<double>(m_done) / static_cast<double>(m_total));
    }

private:
    const RunControl &m_control;
    std::size_t m_total;
    std::size_t m_done = 0;
    std::mutex m_mutex;
};

Status generateAll(const GeneratorRegistry &registry, const WallRequest &request, const RunControl &control,
                   std::vector<Slot> &work)
{
    QThreadPool pool;
    pool.setMaxThreadCount(request.jobs > 0 ? request.jobs : QThread::idealThreadCount());
    ProgressCounter progress(control, work.size());
    std::atomic<bool> failed{false};
    const RunControl inner{control.cancel, {}};
    QtConcurrent::blockingMap(&pool, work, [&](Slot &slot) {
        if (failed.load(std::memory_order_relaxed) || control.cancelled())
            return;
        Config config = request.config;
        config.seed = slot.seed;
        auto result = generate(registry, config, inner);
        if (result) {
            slot.map = std::move(result->map);
        } else {
            slot.error = result.error();
            failed.store(true, std::memory_order_relaxed);
        }
        progress.advance();
    });
    if (control.cancelled())
        return Error::cancelled();
    for (const Slot &slot : work) {
        if (slot.error)
            return *slot.error;
    }
    return Ok{};
}

} // namespace

Result<WallResult> buildWall(const GeneratorRegistry &registry, const WallRequest &request,
                             const RunControl &control)
{
    if (auto ok = checkRequest(request); !ok)
        return ok.error();
    std::vector<Slot> work(static_cast<std::size_t>(request.lastSeed - request.firstSeed + 1));
    for (std::size_t i = 0; i < work.size(); ++i)
        work[i].seed = request.firstSeed + i;
    if (auto ok = generateAll(registry, request, control, work); !ok)
        return ok.error();

    std::vector<WallItem> items;
    items.reserve(work.size());
    for (Slot &slot : work)
        items.push_back({slot.seed, std::move(*slot.map)});
    WallResult result;
    result.image = renderWall(items, Palette::builtin(), request.options, &result.cells);
    return result;
}

} // namespace mapsmith
