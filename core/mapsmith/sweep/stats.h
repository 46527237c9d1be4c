// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// The mergeable statistics of a seed sweep: a sweep of A..B merged with one of B+1..C equals the sweep of
// A..C exactly (same numbers, same histograms, same seed lists), whatever the order or the thread count.

#include <mapsmith/sweep/metrics.h>
#include <mapsmith/util/result.h>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace mapsmith::sweep {

/// Exact sums: a million seeds of values up to 2^53 squared do not fit 64 bits.
__extension__ typedef __int128 Int128;

std::string int128ToString(Int128 value);
/// Decimal digits with an optional '-'; nothing when the text is not such a number or overflows.
std::optional<Int128> int128FromString(std::string_view text);

/// The first seeds kept per histogram bin (and per failed check), so that a bar can list them.
inline constexpr std::size_t kSeedCap = 1000;

/// How many seeds, and the smallest `cap` of them in ascending order: merges keep the smallest of the
/// union, which is what a single run over both ranges keeps.
struct SeedList
{
    std::int64_t count = 0;
    std::vector<std::uint64_t> seeds;
    void add(std::uint64_t seed, std::size_t cap);
    void merge(const SeedList &other, std::size_t cap);
    friend bool operator==(const SeedList &, const SeedList &) = default;
};

struct MetricStats
{
    std::int64_t count = 0; ///< seeds with a value (a metric may not apply to some maps)
    std::int64_t min = 0;   ///< stored units (see MetricSpec)
    std::int64_t max = 0;
    Int128 sum = 0;
    Int128 sumSquares = 0;
    std::map<std::int64_t, SeedList> bins; ///< only bins with seeds, by bin index

    void add(const MetricSpec &spec, std::uint64_t seed, std::int64_t stored, std::size_t cap);
    void merge(const MetricStats &other, std::size_t cap);
    double mean() const;   ///< in stored units; 0 when count is 0
    double stddev() const; ///< population standard deviation, stored units
    friend bool operator==(const MetricStats &, const MetricStats &) = default;
};

/// Seed ranges [first, last], sorted, disjoint and not touching (adjacent ranges are joined).
using SeedRanges = std::vector<std::pair<std::uint64_t, std::uint64_t>>;

struct SweepStats
{
    std::string generator;
    int generatorVersion = 0;
    std::string config; ///< the config as YAML with seed 0: two sweeps merge only when it is the same
    std::size_t seedCap = kSeedCap;
    SeedRanges ranges;       ///< every seed swept
    std::uint64_t seeds = 0; ///< how many
    SeedList failed;         ///< seeds the generator refused (their error is not kept)
    std::vector<MetricSpec> specs;
    std::vector<MetricStats> metrics;       ///< parallel to specs
    std::map<std::string, SeedList> checks; ///< failed check id -> seeds that failed it

    /// Counts one seed: its sample, or a generation failure when `sample` is null. A seed already counted
    /// is refused (Error), so nothing is counted twice.
    Status add(std::uint64_t seed, const SeedSample *sample);
    /// Share of measured seeds with solvable = 1 (0..1), or -1 when there is no solvable metric.
    double solvableShare() const { return share("solvable"); }
    /// Share of measured seeds the solver beat (beatable = 1), or -1 when there is no beatable metric.
    double beatableShare() const { return share("beatable"); }
    /// Share of measured seeds whose 0/1 metric `id` is 1, or -1 when there is no such metric.
    double share(std::string_view id) const;
    friend bool operator==(const SweepStats &, const SweepStats &) = default;
};

/// Empty statistics for the config (generator id, version, YAML with seed 0) with the metrics of its kind.
SweepStats emptyStats(const std::string &generator, int generatorVersion, std::string configYaml);

/// a + b: refused (BadInput, naming what differs) unless both come from the same generator, version, config,
/// metrics and seed cap, and share no seed.
Result<SweepStats> mergeStats(const SweepStats &a, const SweepStats &b);

/// Adds [first, last] to `ranges`; false when it overlaps a seed already there.
bool addRange(SeedRanges &ranges, std::uint64_t first, std::uint64_t last);

} // namespace mapsmith::sweep
