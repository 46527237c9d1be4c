// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// What a seed sweep measures on each generated map (see docs/FORMATS.md, "Sweep statistics").

#include <mapsmith/generate/generator.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mapsmith {

class GeneratorRegistry;
struct Config;

namespace sweep {

/// How a metric's values fall into histogram bins. Bins are fixed by the metric alone, never by the data,
/// so the histograms of two seed ranges add up bin by bin to the histogram of both.
enum class BinRule {
    Linear, ///< bin k holds stored values [k * width, (k + 1) * width)
    Pow2,   ///< bin 0 holds 0, bin k > 0 holds [2^(k-1), 2^k): for counts that span orders of magnitude
};

/// One number measured on every seed. Values are stored as exact integers: value * 10^decimals, rounded.
struct MetricSpec
{
    std::string id;    ///< stable: used in --json, --metric and the sweep file
    std::string label; ///< English; the UI translates
    std::string unit;  ///< "", "%", "tiles"
    int decimals = 0;  ///< 0..3
    BinRule rule = BinRule::Linear;
    std::int64_t width = 1; ///< Linear: bin width in stored units (>= 1)

    std::int64_t binOf(std::int64_t stored) const;
    /// The first stored value of `bin` and the first one past it.
    std::int64_t binFrom(std::int64_t bin) const;
    std::int64_t binTo(std::int64_t bin) const;
    double toValue(std::int64_t stored) const;
    /// The nearest stored value (values are rounded to `decimals`).
    std::int64_t toStored(double value) const;
    friend bool operator==(const MetricSpec &, const MetricSpec &) = default;
};

/// The metrics a sweep reports for maps of the generator `generatorId`, in report order: for grid maps
/// floor_share, path_length, solvable, dead_ends, rooms, retries, checks_failed (Lode Runner levels:
/// beatable after solvable, 1 when the solver wins with the guards within
/// LodeRunnerGenerator::kBeatableStates states); for towers paths, rooms, edges, start_rooms, elites,
/// solvable, retries, checks_failed.
std::vector<MetricSpec> metricSpecs(std::string_view generatorId);

/// The measurements of one seed: one optional value per spec (empty when the metric does not apply, such
/// as the start-exit path of a map without an exit) and the ids of the checks it failed.
struct SeedSample
{
    std::vector<std::optional<std::int64_t>> values;
    std::vector<std::string> failedChecks;
    friend bool operator==(const SeedSample &, const SeedSample &) = default;
};

/// Measures a generated map. Pure and deterministic; O(cells) for grid maps, O(nodes + edges) for towers.
SeedSample measureMap(const std::vector<MetricSpec> &specs, const Generator &generator,
                      const Generated &generated);

/// Generates `config` (its seed included) and measures it.
Result<SeedSample> measureSeed(const GeneratorRegistry &registry, const std::vector<MetricSpec> &specs,
                               const Config &config, const RunControl &control = {});

/// The index of the metric `id` in `specs`, or -1.
int findMetric(const std::vector<MetricSpec> &specs, std::string_view id);

/// "45.25" for a stored 4525 with two decimals: the text the CLI and the wall print.
std::string formatValue(const MetricSpec &spec, std::int64_t stored);

} // namespace sweep
} // namespace mapsmith
