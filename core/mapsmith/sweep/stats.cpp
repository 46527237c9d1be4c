// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Mergeable sweep statistics. Count, min, max and exact 128-bit sums of values and squares (integers in
// stored units: no floating-point sum whose result depends on the order of additions); histograms with bins
// fixed by the metric; per bin the smallest kSeedCap seeds. Merging is associative and commutative, so any
// split of a range, run anywhere, in any order, adds up to the same statistics. add() is O(log bins + cap)
// at worst (O(log bins) when seeds arrive in ascending order), merge O(bins * cap).
#include <mapsmith/sweep/stats.h>

#include <algorithm>
#include <cmath>
#include <iterator>

namespace mapsmith::sweep {

std::string int128ToString(Int128 value)
{
    if (value == 0)
        return "0";
    const bool negative = value < 0;
    std::string digits;
    // Work on the negative side: it holds the smallest value too.
    for (Int128 v = negative ? value : -value; v != 0; v /= 10)
        digits += static_cast<char>('0' - static_cast<int>(v % 10));
    if (negative)
        digits += '-';
    std::reverse(digits.begin(), digits.end());
    return digits;
}

std::optional<Int128> int128FromString(std::string_view text)
{
    const bool negative = !text.empty() && text.front() == '-';
    if (negative)
        text.remove_prefix(1);
    if (text.empty() || text.size() > 38)
        return std::nullopt;
    Int128 v = 0;
    for (char c : text) {
        if (c < '0' || c > '9')
            return std::nullopt;
        v = v * 10 + (c - '0');
    }
    return negative ? -v : v;
}

void SeedList::add(std::uint64_t seed, std::size_t cap)
{
    ++count;
    if (seeds.size() >= cap && (seeds.empty() || seed > seeds.back()))
        return;
    seeds.insert(std::upper_bound(seeds.begin(), seeds.end(), seed), seed);
    if (seeds.size() > cap)
        seeds.pop_back();
}

void SeedList::merge(const SeedList &other, std::size_t cap)
{
    count += other.count;
    std::vector<std::uint64_t> both;
    both.reserve(seeds.size() + other.seeds.size());
    std::merge(seeds.begin(), seeds.end(), other.seeds.begin(), other.seeds.end(), std::back_inserter(both));
    both.erase(std::unique(both.begin(), both.end()), both.end());
    if (both.size() > cap)
        both.resize(cap);
    seeds = std::move(both);
}

void MetricStats::add(const MetricSpec &spec, std::uint64_t seed, std::int64_t stored, std::size_t cap)
{
    min = count == 0 ? stored : std::min(min, stored);
    max = count == 0 ? stored : std::max(max, stored);
    ++count;
    sum += stored;
    sumSquares += static_cast<Int128>(stored) * stored;
    bins[spec.binOf(stored)].add(seed, cap);
}

void MetricStats::merge(const MetricStats &other, std::size_t cap)
{
    if (other.count == 0)
        return;
    min = count == 0 ? other.min : std::min(min, other.min);
    max = count == 0 ? other.max : std::max(max, other.max);
    count += other.count;
    sum += other.sum;
    sumSquares += other.sumSquares;
    for (const auto &[bin, list] : other.bins)
        bins[bin].merge(list, cap);
}

double MetricStats::mean() const
{
    return count == 0 ? 0.0 : static_cast<double>(static_cast<long double>(sum) / count);
}

double MetricStats::stddev() const
{
    if (count == 0)
        return 0.0;
    // count * sumSquares - sum^2 is exact (and >= 0) in 128 bits for the value ranges metrics have.
    const long double n = count;
    const long double spread = static_cast<long double>(sumSquares) -
                               static_cast<long double>(sum) * static_cast<long double>(sum) / n;
    return static_cast<double>(std::sqrt(std::max<long double>(0, spread / n)));
}

bool addRange(SeedRanges &ranges, std::uint64_t first, std::uint64_t last)
{
    auto it = std::lower_bound(ranges.begin(), ranges.end(), std::make_pair(first, first));
    if (it != ranges.end() && it->first <= last)
        return false;
    if (it != ranges.begin() && std::prev(it)->second >= first)
        return false;
    it = ranges.insert(it, {first, last});
    if (std::next(it) != ranges.end() && last != UINT64_MAX && std::next(it)->first == last + 1) {
        it->second = std::next(it)->second;
        ranges.erase(std::next(it));
    }
    if (it != ranges.begin() && std::prev(it)->second + 1 == first) {
        std::prev(it)->second = it->second;
        ranges.erase(it);
    }
    return true;
}

Status SweepStats::add(std::uint64_t seed, const SeedSample *sample)
{
    if (!addRange(ranges, seed, seed))
        return Error::badInput("seed " + std::to_string(seed) + " is already in the sweep");
    ++seeds;
    if (!sample) {
        failed.add(seed, seedCap);
        return Ok{};
    }
    for (std::size_t i = 0; i < specs.size() && i < sample->values.size(); ++i) {
        if (sample->values[i])
            metrics[i].add(specs[i], seed, *sample->values[i], seedCap);
    }
    for (const std::string &check : sample->failedChecks)
        checks[check].add(seed, seedCap);
    return Ok{};
}

double SweepStats::share(std::string_view id) const
{
    const int i = findMetric(specs, id);
    if (i < 0)
        return -1;
    const MetricStats &m = metrics[static_cast<std::size_t>(i)];
    return m.count == 0 ? 0.0 : static_cast<double>(m.sum) / static_cast<double>(m.count);
}

SweepStats emptyStats(const std::string &generator, int generatorVersion, std::string configYaml)
{
    SweepStats s;
    s.generator = generator;
    s.generatorVersion = generatorVersion;
    s.config = std::move(configYaml);
    s.specs = metricSpecs(generator);
    s.metrics.resize(s.specs.size());
    return s;
}

Result<SweepStats> mergeStats(const SweepStats &a, const SweepStats &b)
{
    if (a.generator != b.generator || a.generatorVersion != b.generatorVersion)
        return Error::badInput("the sweeps are of different generators (" + a.generator + " version " +
                               std::to_string(a.generatorVersion) + ", " + b.generator + " version " +
                               std::to_string(b.generatorVersion) + ")");
    if (a.config != b.config)
        return Error::badInput("the sweeps are of different configs");
    if (a.specs != b.specs || a.metrics.size() != a.specs.size() || b.metrics.size() != b.specs.size())
        return Error::badInput("the sweeps measure different metrics");
    if (a.seedCap != b.seedCap)
        return Error::badInput("the sweeps keep different numbers of seeds per bin");
    SweepStats out = a;
    for (const auto &[first, last] : b.ranges) {
        if (!addRange(out.ranges, first, last))
            return Error::badInput("the sweeps share seeds (" + std::to_string(first) + ".." +
                                   std::to_string(last) + " overlaps)");
    }
    out.seeds += b.seeds;
    out.failed.merge(b.failed, out.seedCap);
    for (std::size_t i = 0; i < out.metrics.size(); ++i)
        out.metrics[i].merge(b.metrics[i], out.seedCap);
    for (const auto &[id, list] : b.checks)
        out.checks[id].merge(list, out.seedCap);
    return out;
}

} // namespace mapsmith::sweep
