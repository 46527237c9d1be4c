// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "render/walljob.h"

#include "sweep/sweeptext.h"

#include <mapsmith/generate/registry.h>
#include <mapsmith/io/tiled.h>
#include <mapsmith/sweep/metrics.h>

#include <QCoreApplication>
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
    std::optional<sweep::SeedSample> sample; ///< when a metric or badges are asked for
};

bool wantsSample(const WallRequest &request)
{
    return !request.metric.empty() || request.badges;
}

Status checkMetric(const WallRequest &request)
{
    if (request.metric.empty())
        return Ok{};
    const auto specs = sweep::metricSpecs(request.config.generator);
    if (sweep::findMetric(specs, request.metric) >= 0)
        return Ok{};
    std::string known;
    for (const auto &spec : specs)
        known += (known.empty() ? "" : ", ") + spec.id;
    return Error::badInput("unknown metric '" + request.metric + "' (" + request.config.generator +
                           " maps have " + known + ")");
}

// The caption under a seed: the metric's value ("45.25%", "87"), or "-" where it does not apply.
QString caption(const std::vector<sweep::MetricSpec> &specs, int metric, const sweep::SeedSample &sample)
{
    const auto &spec = specs[static_cast<std::size_t>(metric)];
    const auto &value = sample.values[static_cast<std::size_t>(metric)];
    if (!value)
        return QStringLiteral("-");
    return QString::fromStdString(sweep::formatValue(spec, *value) + (spec.unit == "%" ? "%" : ""));
}

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
    const auto specs = sweep::metricSpecs(request.config.generator);
    const RunControl inner{control.cancel, {}};
    QtConcurrent::blockingMap(&pool, work, [&](Slot &slot) {
        if (failed.load(std::memory_order_relaxed) || control.cancelled())
            return;
        Config config = request.config;
        config.seed = slot.seed;
        auto result = generate(registry, config, inner);
        if (result && wantsSample(request))
            slot.sample = sweep::measureMap(specs, *registry.find(config.generator), *result);
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

QString wallLegend(const sweep::MetricSpec &spec)
{
    return QCoreApplication::translate("WallExport", "Under each seed: %1").arg(sweepMetricLabel(spec));
}

Result<WallResult> buildWall(const GeneratorRegistry &registry, const WallRequest &request,
                             const RunControl &control)
{
    if (auto ok = checkRequest(request); !ok)
        return ok.error();
    if (auto ok = checkMetric(request); !ok)
        return ok.error();
    std::vector<Slot> work(static_cast<std::size_t>(request.lastSeed - request.firstSeed + 1));
    for (std::size_t i = 0; i < work.size(); ++i)
        work[i].seed = request.firstSeed + i;
    std::shared_ptr<const TiledArt> dress;
    if (request.config.tileset) {
        auto loaded = loadDress(*request.config.tileset, request.configFile, tiledDiskLoader());
        if (!loaded)
            return loaded.error();
        dress = *loaded;
    }
    if (auto ok = generateAll(registry, request, control, work); !ok)
        return ok.error();
    for (Slot &slot : work)
        if (slot.map)
            wearDress(*slot.map, dress);

    std::vector<WallItem> items;
    items.reserve(work.size());
    const auto specs = sweep::metricSpecs(request.config.generator);
    const int metric = sweep::findMetric(specs, request.metric);
    for (Slot &slot : work) {
        WallItem item{slot.seed, std::move(*slot.map), {}, false};
        if (slot.sample && metric >= 0)
            item.caption = caption(specs, metric, *slot.sample);
        item.badge = request.badges && slot.sample && !slot.sample->failedChecks.empty();
        items.push_back(std::move(item));
    }
    WallOptions options = request.options;
    if (metric >= 0)
        options.legend = wallLegend(specs[static_cast<std::size_t>(metric)]);
    WallResult result;
    result.image = renderWall(items, Palette::builtin(), options, &result.cells);
    return result;
}

} // namespace mapsmith
