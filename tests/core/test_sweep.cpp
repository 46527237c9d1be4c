// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The sweep accumulator (merge of any split == the whole sweep) and the per-seed metrics against
// hand-counted maps and brute-force oracles.
#include <QtTest>

#ifndef Q_MOC_RUN
#include <mapsmith/generate/registry.h>
#include <mapsmith/io/config.h>
#include <mapsmith/random/rng.h>
#include <mapsmith/sweep/metrics.h>
#include <mapsmith/sweep/stats.h>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <map>
#include <vector>
#endif

using namespace mapsmith;
using namespace mapsmith::sweep;

namespace {

Config smallConfig(const std::string &generator)
{
    Config c;
    c.generator = generator;
    if (generator == "maze") {
        c.params.set("cell_width", std::int64_t{15});
        c.params.set("cell_height", std::int64_t{10});
    } else if (generator != "tower") {
        c.params.set("width", std::int64_t{31});
        c.params.set("height", std::int64_t{21});
    }
    return c;
}

std::map<std::uint64_t, std::optional<SeedSample>> measureRange(const Config &base, std::uint64_t first,
                                                                std::uint64_t last)
{
    const auto specs = metricSpecs(base.generator);
    std::map<std::uint64_t, std::optional<SeedSample>> samples;
    for (std::uint64_t seed = first; seed <= last; ++seed) {
        Config c = base;
        c.seed = seed;
        auto s = measureSeed(builtinGenerators(), specs, c);
        samples[seed] = s ? std::optional<SeedSample>(*s) : std::nullopt;
    }
    return samples;
}

SweepStats statsOf(const std::string &generator, const std::vector<std::uint64_t> &seeds,
                   const std::map<std::uint64_t, std::optional<SeedSample>> &samples, std::size_t cap)
{
    SweepStats s = emptyStats(generator, 1, "config");
    s.seedCap = cap;
    for (std::uint64_t seed : seeds) {
        const auto &sample = samples.at(seed);
        const auto ok = s.add(seed, sample ? &*sample : nullptr);
        if (!ok)
            qFatal("add failed");
    }
    return s;
}

// A grid map from text rows: '#' wall, '.' floor, '<' start, '>' exit, 'g' gold on floor.
Generated gridFromText(const std::vector<std::string> &rows)
{
    Generated g;
    g.map.kind = MapKind::Grid;
    g.map.source.generator = "cave";
    g.map.source.params = builtinGenerators().find("cave")->schema().defaults();
    GridMap &m = g.map.grid;
    m.tiles = Grid<Tile>(static_cast<int>(rows[0].size()), static_cast<int>(rows.size()), Tile::Wall);
    for (int y = 0; y < m.height(); ++y) {
        for (int x = 0; x < m.width(); ++x) {
            const char c = rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
            m.tiles.at(x, y) = c == '#' ? Tile::Wall : Tile::Floor;
            if (c == '<')
                m.start = Point{x, y};
            if (c == '>')
                m.exit = Point{x, y};
            if (c == 'g')
                m.entities.push_back({"gold", x, y});
        }
    }
    return g;
}

std::optional<std::int64_t> valueOf(const std::vector<MetricSpec> &specs, const SeedSample &s,
                                    const std::string &id)
{
    return s.values[static_cast<std::size_t>(findMetric(specs, id))];
}

} // namespace

class TestSweep : public QObject
{
    Q_OBJECT

private slots:
    void mergeOfRandomSplits_equalsWholeSweep_data();
    void mergeOfRandomSplits_equalsWholeSweep();
    void mergeSharingSeeds_isRefused();
    void mergeOfDifferentConfigs_isRefused();
    void seedList_keepsTheSmallestSeeds_likeSorting();
    void addingASeedTwice_isRefused();
    void bins_holdTheirValues();
    void int128_roundTripsThroughText();
    void gridMetrics_matchHandCountedMap();
    void unreachableGold_isNotSolvable();
    void towerPaths_matchBruteForceEnumeration();
    void sumsAndMoments_matchDirectComputation();
};

void TestSweep::mergeOfRandomSplits_equalsWholeSweep_data()
{
    QTest::addColumn<QString>("generator");
    QTest::newRow("cave") << QStringLiteral("cave");
    QTest::newRow("maze") << QStringLiteral("maze");
    QTest::newRow("tower") << QStringLiteral("tower");
}

void TestSweep::mergeOfRandomSplits_equalsWholeSweep()
{
    QFETCH(QString, generator);
    const std::string id = generator.toStdString();
    constexpr std::uint64_t kFirst = 1;
    constexpr std::uint64_t kLast = 120;
    const auto samples = measureRange(smallConfig(id), kFirst, kLast);
    std::vector<std::uint64_t> all;
    for (std::uint64_t s = kFirst; s <= kLast; ++s)
        all.push_back(s);
    for (std::size_t cap : {std::size_t{2}, std::size_t{5}, kSeedCap}) {
        const SweepStats whole = statsOf(id, all, samples, cap);
        QCOMPARE(whole.seeds, kLast - kFirst + 1);
        QCOMPARE(whole.ranges.size(), std::size_t{1});
        QCOMPARE(whole.failed.count, std::int64_t{0});
        QCOMPARE(whole.metrics[0].count, static_cast<std::int64_t>(kLast - kFirst + 1));
        // Values spread over bins: the caps and merges have work to do.
        QVERIFY(std::any_of(whole.metrics.begin(), whole.metrics.end(),
                            [](const MetricStats &m) { return m.bins.size() > 5; }));
        Rng rng(cap * 7919);
        for (int trial = 0; trial < 40; ++trial) {
            // Cut the range at random places; add each part's seeds in a random order; merge the parts in a
            // random order.
            std::vector<std::uint64_t> cuts{kFirst, kLast + 1};
            const auto pieces = rng.range(1, 8);
            for (std::int64_t i = 0; i < pieces; ++i)
                cuts.push_back(kFirst + rng.below(kLast - kFirst + 1));
            std::sort(cuts.begin(), cuts.end());
            cuts.erase(std::unique(cuts.begin(), cuts.end()), cuts.end());
            std::vector<SweepStats> parts;
            for (std::size_t i = 0; i + 1 < cuts.size(); ++i) {
                std::vector<std::uint64_t> seeds;
                for (std::uint64_t s = cuts[i]; s < cuts[i + 1]; ++s)
                    seeds.push_back(s);
                rng.shuffle(seeds.begin(), seeds.end());
                parts.push_back(statsOf(id, seeds, samples, cap));
            }
            rng.shuffle(parts.begin(), parts.end());
            SweepStats merged = parts[0];
            for (std::size_t i = 1; i < parts.size(); ++i) {
                auto m = mergeStats(merged, parts[i]);
                QVERIFY2(m.ok(), m.ok() ? "" : m.error().toString().c_str());
                merged = *m;
            }
            QVERIFY2(merged == whole, qPrintable(QStringLiteral("trial %1, cap %2").arg(trial).arg(cap)));
        }
    }
}

void TestSweep::mergeSharingSeeds_isRefused()
{
    const auto samples = measureRange(smallConfig("cave"), 1, 10);
    const SweepStats a = statsOf("cave", {1, 2, 3, 4, 5}, samples, kSeedCap);
    const SweepStats b = statsOf("cave", {5, 6, 7}, samples, kSeedCap);
    const auto m = mergeStats(a, b);
    QVERIFY(!m.ok());
    QCOMPARE(m.error().kind, ErrorKind::BadInput);
    QVERIFY(m.error().message.find("5..7") != std::string::npos);
}

void TestSweep::mergeOfDifferentConfigs_isRefused()
{
    const auto samples = measureRange(smallConfig("cave"), 1, 4);
    SweepStats a = statsOf("cave", {1, 2}, samples, kSeedCap);
    SweepStats b = statsOf("cave", {3, 4}, samples, kSeedCap);
    b.config = "other";
    QVERIFY(!mergeStats(a, b).ok());
    b.config = a.config;
    b.generatorVersion = 2;
    QVERIFY(!mergeStats(a, b).ok());
    b.generatorVersion = a.generatorVersion;
    b.seedCap = 10;
    QVERIFY(!mergeStats(a, b).ok());
    b.seedCap = a.seedCap;
    QVERIFY(mergeStats(a, b).ok());
}

void TestSweep::seedList_keepsTheSmallestSeeds_likeSorting()
{
    Rng rng(5);
    for (int trial = 0; trial < 200; ++trial) {
        const auto cap = static_cast<std::size_t>(rng.range(1, 12));
        std::vector<std::uint64_t> seeds;
        const auto n = rng.range(0, 40);
        for (std::int64_t i = 0; i < n; ++i)
            seeds.push_back(rng.below(1000) * 1000 + static_cast<std::uint64_t>(i)); // distinct
        SeedList list;
        for (std::uint64_t s : seeds)
            list.add(s, cap);
        std::sort(seeds.begin(), seeds.end());
        seeds.resize(std::min(seeds.size(), cap));
        QCOMPARE(list.seeds, seeds);
        QCOMPARE(list.count, n);
    }
}

void TestSweep::addingASeedTwice_isRefused()
{
    SweepStats s = emptyStats("cave", 1, "config");
    SeedSample sample;
    sample.values.resize(s.specs.size());
    QVERIFY(s.add(7, &sample).ok());
    QVERIFY(s.add(9, nullptr).ok());
    QVERIFY(!s.add(7, &sample).ok());
    QCOMPARE(s.seeds, std::uint64_t{2});
    QCOMPARE(s.failed.count, std::int64_t{1});
    QCOMPARE(s.ranges, (SeedRanges{{7, 7}, {9, 9}}));
    QVERIFY(s.add(8, &sample).ok());
    QCOMPARE(s.ranges, (SeedRanges{{7, 9}}));
}

void TestSweep::bins_holdTheirValues()
{
    MetricSpec linear{"a", "A", "%", 2, BinRule::Linear, 100};
    MetricSpec pow2{"b", "B", "", 0, BinRule::Pow2, 1};
    Rng rng(11);
    for (int i = 0; i < 5000; ++i) {
        const std::int64_t v = rng.range(-100000, 100000);
        const std::int64_t b = linear.binOf(v);
        QVERIFY(linear.binFrom(b) <= v && v < linear.binTo(b));
        const std::int64_t p = static_cast<std::int64_t>(rng.below(std::uint64_t{1} << rng.range(0, 53)));
        const std::int64_t pb = pow2.binOf(p);
        QVERIFY2(pow2.binFrom(pb) <= p && p < pow2.binTo(pb), qPrintable(QString::number(p)));
    }
    QCOMPARE(pow2.binOf(0), std::int64_t{0});
    QCOMPARE(pow2.binOf(1), std::int64_t{1});
    QCOMPARE(pow2.binOf(3), std::int64_t{2});
    QCOMPARE(formatValue(linear, 4505), std::string("45.05"));
    QCOMPARE(formatValue(linear, -7), std::string("-0.07"));
    QCOMPARE(linear.toStored(45.05), std::int64_t{4505});
}

void TestSweep::int128_roundTripsThroughText()
{
    Rng rng(3);
    for (int i = 0; i < 1000; ++i) {
        Int128 v = static_cast<Int128>(rng.next()) * static_cast<Int128>(rng.next() >> 2);
        if (rng.chance(0.5))
            v = -v;
        QVERIFY(int128FromString(int128ToString(v)) == v);
    }
    QCOMPARE(int128ToString(0), std::string("0"));
    QCOMPARE(int128ToString(-42), std::string("-42"));
    QVERIFY(!int128FromString("12a").has_value());
    QVERIFY(!int128FromString("").has_value());
    QVERIFY(!int128FromString("-").has_value());
}

void TestSweep::gridMetrics_matchHandCountedMap()
{
    // 11 floor tiles of 35; start to exit 6 steps; dead ends (one open neighbour): (5,1), (1,3), (3,3),
    // (5,3).
    const Generated g = gridFromText({"#######", "#<....#", "#.##.##", "#.#..>#", "#######"});
    const Generator *cave = builtinGenerators().find("cave");
    const auto specs = metricSpecs("cave");
    const SeedSample s = measureMap(specs, *cave, g);
    QCOMPARE(valueOf(specs, s, "floor_share"), std::optional<std::int64_t>((11 * 10000 + 17) / 35));
    QCOMPARE(valueOf(specs, s, "path_length"), std::optional<std::int64_t>(6));
    QCOMPARE(valueOf(specs, s, "solvable"), std::optional<std::int64_t>(1));
    QCOMPARE(valueOf(specs, s, "dead_ends"), std::optional<std::int64_t>(4));
    QCOMPARE(valueOf(specs, s, "rooms"), std::nullopt);
    QCOMPARE(valueOf(specs, s, "checks_failed"),
             std::optional<std::int64_t>(static_cast<std::int64_t>(s.failedChecks.size())));
}

void TestSweep::unreachableGold_isNotSolvable()
{
    const Generated open = gridFromText({"######", "#<.g>#", "######"});
    const Generated shut = gridFromText({"######", "#<.>#g", "######"});
    const Generated noExitPath = gridFromText({"######", "#<#.>#", "######"});
    const Generator *cave = builtinGenerators().find("cave");
    const auto specs = metricSpecs("cave");
    QCOMPARE(valueOf(specs, measureMap(specs, *cave, open), "solvable"), std::optional<std::int64_t>(1));
    QCOMPARE(valueOf(specs, measureMap(specs, *cave, shut), "solvable"), std::optional<std::int64_t>(0));
    const SeedSample cut = measureMap(specs, *cave, noExitPath);
    QCOMPARE(valueOf(specs, cut, "solvable"), std::optional<std::int64_t>(0));
    QCOMPARE(valueOf(specs, cut, "path_length"), std::nullopt);
}

void TestSweep::towerPaths_matchBruteForceEnumeration()
{
    const Generator *tower = builtinGenerators().find("tower");
    const auto specs = metricSpecs("tower");
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        Config c;
        c.generator = "tower";
        c.seed = seed;
        auto g = generate(builtinGenerators(), c);
        QVERIFY(g.ok());
        const TowerMap &t = g->map.tower;
        // Depth-first enumeration of every path from a floor-0 room to the boss.
        std::function<std::int64_t(int)> count = [&](int node) -> std::int64_t {
            if (t.nodes[static_cast<std::size_t>(node)].type == RoomType::Boss)
                return 1;
            std::int64_t n = 0;
            for (const TowerEdge &e : t.edges) {
                if (e.from == node)
                    n += count(e.to);
            }
            return n;
        };
        std::int64_t expected = 0;
        for (std::size_t i = 0; i < t.nodes.size(); ++i) {
            if (t.nodes[i].floor == 0)
                expected += count(static_cast<int>(i));
        }
        const SeedSample s = measureMap(specs, *tower, *g);
        QCOMPARE(valueOf(specs, s, "paths"), std::optional<std::int64_t>(expected));
        QCOMPARE(valueOf(specs, s, "rooms"),
                 std::optional<std::int64_t>(static_cast<std::int64_t>(t.nodes.size())));
    }
}

void TestSweep::sumsAndMoments_matchDirectComputation()
{
    const MetricSpec spec{"a", "A", "", 0, BinRule::Linear, 3};
    MetricStats m;
    Rng rng(17);
    std::vector<std::int64_t> values;
    for (std::uint64_t seed = 0; seed < 500; ++seed) {
        values.push_back(rng.range(-50, 400));
        m.add(spec, seed, values.back(), kSeedCap);
    }
    double mean = 0;
    for (auto v : values)
        mean += static_cast<double>(v);
    mean /= static_cast<double>(values.size());
    double var = 0;
    for (auto v : values)
        var += (static_cast<double>(v) - mean) * (static_cast<double>(v) - mean);
    var /= static_cast<double>(values.size());
    QVERIFY(std::abs(m.mean() - mean) < 1e-9);
    QVERIFY(std::abs(m.stddev() - std::sqrt(var)) < 1e-9);
    QCOMPARE(m.min, *std::min_element(values.begin(), values.end()));
    QCOMPARE(m.max, *std::max_element(values.begin(), values.end()));
    std::int64_t inBins = 0;
    for (const auto &[bin, list] : m.bins)
        inBins += list.count;
    QCOMPARE(inBins, std::int64_t{500});
}

QTEST_GUILESS_MAIN(TestSweep)
#include "test_sweep.moc"
