// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The cave generator: its promises over many seeds and parameter sets, edge cases, cancellation, the
// bit-parallel parts against plain reference implementations, and golden hashes of the shipped presets.
#include <QtTest>

// moc needs none of these, and its C++17 view of the C++20 library headers trips it up.
#ifndef Q_MOC_RUN
#include <mapsmith/generate/cave.h>
#include <mapsmith/generate/cave_automaton.h>
#include <mapsmith/generate/cave_connect.h>
#include <mapsmith/generate/registry.h>
#include <mapsmith/grid/components.h>
#include <mapsmith/grid/distance.h>
#include <mapsmith/io/config.h>
#include <mapsmith/map/hash.h>

#include <atomic>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>
#endif

using namespace mapsmith;

namespace {

using Overrides = std::vector<std::pair<std::string, ParamValue>>;

ParamSet caveParams(const Overrides &overrides = {})
{
    ParamSet given;
    for (const auto &[id, value] : overrides)
        given.set(id, value);
    auto full = CaveGenerator().schema().complete(given);
    return full.ok() ? *full : ParamSet{};
}

Result<Generated> runCave(const ParamSet &params, std::uint64_t seed, const RunControl &control = {})
{
    Rng rng(seed);
    return CaveGenerator().generate(params, rng, control);
}

/// Everything the generator promises about one result; empty when all hold.
std::string propertyFailure(const Generated &g, const ParamSet &params)
{
    const GridMap &m = g.map.grid;
    const Grid<std::uint8_t> open = m.walkable();
    const Components comps = labelComponents(open);
    if (m.width() != params.getInt("width") || m.height() != params.getInt("height"))
        return "wrong size";
    if (params.getBool("border_wall")) {
        for (int y = 0; y < m.height(); ++y)
            for (int x = 0; x < m.width(); ++x)
                if ((x == 0 || y == 0 || x == m.width() - 1 || y == m.height() - 1) && open.at(x, y))
                    return "border tile is floor";
    }
    if (comps.count() == 0)
        return "no floor";
    if (params.getChoice("connectivity") != "none" && comps.count() != 1)
        return std::to_string(comps.count()) + " regions";
    for (std::int64_t size : comps.sizes) // small regions are filled, except the largest
        if (comps.count() > 1 && size < params.getInt("min_region"))
            return "a region below min_region survived";
    if (!m.start || !m.exit || !open[*m.start] || !open[*m.exit])
        return "start or exit not on floor";
    const DistanceField fromStart = bfsDistance(open, {*m.start});
    const std::int32_t d = fromStart.distance[*m.exit];
    if (d < 0)
        return "exit unreachable";
    if (d != fromStart.maxDistance)
        return "exit is not a farthest cell from the start";
    const Metric *reported = g.diagnostics.find("start_exit_distance");
    if (!reported || reported->value != d)
        return "reported distance differs from BFS";
    const Metric *share = g.diagnostics.find("floor_share");
    std::int64_t floors = 0;
    for (auto c : open)
        floors += c;
    if (!share || std::abs(share->value - 100.0 * double(floors) / double(open.size())) > 1e-9)
        return "floor_share is wrong";
    for (const char *id : {"regions", "regions_removed", "tunnels"})
        if (!g.diagnostics.find(id))
            return std::string("missing metric ") + id;
    for (const Check &c : CaveGenerator().validate(g.map, params))
        if (!c.passed)
            return "validate: " + c.id + ": " + c.message;
    return {};
}

/// The birth/death rule written plainly: one byte per cell, bounds-checked reads, outside = wall.
Grid<std::uint8_t> referenceStep(const Grid<std::uint8_t> &wall, int death, int birth)
{
    Grid<std::uint8_t> next(wall.width(), wall.height(), 0);
    for (int y = 0; y < wall.height(); ++y) {
        for (int x = 0; x < wall.width(); ++x) {
            int n = 0;
            for (const Point d : kDirections)
                n += wall.get(x + d.x, y + d.y, 1);
            next.at(x, y) = wall.at(x, y) ? n >= death : n >= birth;
        }
    }
    return next;
}

/// The documented fill, one cell at a time: per 64-cell word, bit planes from the MSB until decided.
Grid<std::uint8_t> referenceFill(int w, int h, std::uint32_t threshold, Rng &rng)
{
    Grid<std::uint8_t> wall(w, h, 0);
    for (int y = 0; y < h; ++y) {
        for (int x0 = 0; x0 < w; x0 += 64) {
            const int n = std::min(64, w - x0);
            std::vector<int> state(static_cast<std::size_t>(n), 0); // 0 undecided, 1 wall, 2 floor
            for (int bit = 15; bit >= 0 && threshold > 0 && threshold < 65536; --bit) {
                if (std::count(state.begin(), state.end(), 0) == 0 || (threshold & ((2U << bit) - 1)) == 0)
                    break;
                const std::uint64_t r = rng.next();
                const bool t = (threshold >> bit) & 1U;
                for (int i = 0; i < n; ++i) {
                    const bool u = (r >> i) & 1U;
                    if (state[std::size_t(i)] == 0 && t != u)
                        state[std::size_t(i)] = t ? 1 : 2;
                }
            }
            for (int i = 0; i < n; ++i)
                wall.at(x0 + i, y) = threshold >= 65536 || state[std::size_t(i)] == 1;
        }
    }
    return wall;
}

Grid<std::uint8_t> randomOpen(Rng &rng, int w, int h, double open)
{
    Grid<std::uint8_t> g(w, h, 0);
    for (auto &c : g)
        c = rng.chance(open) ? 1 : 0;
    return g;
}

Grid<std::uint8_t> invert(const Grid<std::uint8_t> &g)
{
    Grid<std::uint8_t> out = g;
    for (auto &c : out)
        c = c ? 0 : 1;
    return out;
}

std::string readFile(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return in ? s.str() : std::string{};
}

} // namespace

class TestCave : public QObject
{
    Q_OBJECT

private slots:
    void schema_ids_asDocumented()
    {
        const CaveGenerator cave;
        QCOMPARE(std::string(cave.id()), std::string("cave"));
        std::vector<std::string> ids;
        for (const ParamSpec &s : cave.schema().specs()) {
            ids.push_back(s.id);
            QVERIFY(!s.label.empty() && !s.help.empty());
        }
        const std::vector<std::string> expected = {"width", "height", "fill_ratio", "steps", "death_limit",
                                                   "birth_limit", "border_wall", "connectivity", "min_region",
                                                   // the games' rules (generate/enemies.h)
                                                   "enemies", "enemy_min_distance", "danger_weight",
                                                   "danger_radius", "danger_falloff", "detour_bonus",
                                                   "safety_cap"};
        QCOMPARE(ids, expected);
    }

    void caveProperties_manySeeds_borderIsWallAndOneRegion_data()
    {
        QTest::addColumn<int>("set");
        for (int i = 0; i < 6; ++i)
            QTest::newRow(std::to_string(i).c_str()) << i;
    }

    void caveProperties_manySeeds_borderIsWallAndOneRegion()
    {
        QFETCH(int, set);
        const std::vector<Overrides> sets = {
            {},
            {{"connectivity", std::string("largest")}, {"min_region", std::int64_t{0}}},
            {{"connectivity", std::string("none")},
             {"border_wall", false},
             {"width", std::int64_t{63}},
             {"height", std::int64_t{37}},
             {"min_region", std::int64_t{5}}},
            {{"border_wall", false},
             {"min_region", std::int64_t{0}},
             {"width", std::int64_t{65}},
             {"height", std::int64_t{33}},
             {"fill_ratio", 0.5}},
            {{"fill_ratio", 0.55},
             {"steps", std::int64_t{3}},
             {"death_limit", std::int64_t{3}},
             {"birth_limit", std::int64_t{6}},
             {"width", std::int64_t{129}}},
            {{"fill_ratio", 0.3}, {"steps", std::int64_t{0}}, {"min_region", std::int64_t{0}}},
        };
        const ParamSet params = caveParams(sets[std::size_t(set)]);
        QVERIFY(!params.entries().empty());
        for (std::uint64_t seed = 1; seed <= 200; ++seed) {
            auto r = runCave(params, seed);
            QVERIFY(r.ok());
            const std::string failure = propertyFailure(*r, params);
            QVERIFY2(failure.empty(), ("seed " + std::to_string(seed) + ": " + failure).c_str());
        }
    }

    void generate_sameSeed_sameMapAndDiagnostics()
    {
        const ParamSet params = caveParams();
        auto a = runCave(params, 99);
        auto b = runCave(params, 99);
        auto c = runCave(params, 100);
        QVERIFY(a.ok() && b.ok() && c.ok());
        QVERIFY(a->map == b->map);
        QCOMPARE(a->diagnostics.metrics.size(), b->diagnostics.metrics.size());
        QVERIFY(!(a->map == c->map));
    }

    void edgeCases_smallestMap_keepsPromises()
    {
        for (bool border : {true, false}) {
            const ParamSet params = caveParams(
                {{"width", std::int64_t{4}}, {"height", std::int64_t{4}}, {"border_wall", border}});
            for (std::uint64_t seed = 1; seed <= 50; ++seed) {
                auto r = runCave(params, seed);
                QVERIFY(r.ok());
                if (r->map.grid.start) {
                    const std::string failure = propertyFailure(*r, params);
                    QVERIFY2(failure.empty(), failure.c_str());
                } else {
                    QVERIFY(!r->diagnostics.notes.empty());
                }
            }
        }
    }

    void edgeCases_fillZeroAndStepsZero_keepPromises()
    {
        for (const Overrides &o : {Overrides{{"fill_ratio", 0.0}}, Overrides{{"steps", std::int64_t{0}}},
                                   Overrides{{"fill_ratio", 0.0}, {"steps", std::int64_t{0}}},
                                   Overrides{{"width", std::int64_t{4096}}, {"height", std::int64_t{4}}},
                                   Overrides{{"width", std::int64_t{5}}, {"height", std::int64_t{300}}}}) {
            const ParamSet params = caveParams(o);
            auto r = runCave(params, 3);
            QVERIFY(r.ok());
            const std::string failure = propertyFailure(*r, params);
            QVERIFY2(failure.empty(), failure.c_str());
        }
    }

    void edgeCases_fillOne_noFloorNoStartAndValidateFails()
    {
        for (const Overrides &o :
             {Overrides{{"fill_ratio", 1.0}},
              Overrides{{"death_limit", std::int64_t{0}}, {"birth_limit", std::int64_t{0}}}}) {
            const ParamSet params = caveParams(o);
            auto r = runCave(params, 5);
            QVERIFY(r.ok());
            QVERIFY(!r->map.grid.start && !r->map.grid.exit);
            QVERIFY(!r->diagnostics.notes.empty());
            QCOMPARE(r->diagnostics.find("floor_share")->value, 0.0);
            bool hasFloorFailed = false;
            for (const Check &c : CaveGenerator().validate(r->map, params))
                hasFloorFailed = hasFloorFailed || (c.id == "has_floor" && !c.passed);
            QVERIFY(hasFloorFailed);
        }
    }

    void edgeCases_outsideSchema_rejectedByComplete()
    {
        ParamSet given;
        given.set("width", std::int64_t{4097});
        QVERIFY(!CaveGenerator().schema().complete(given).ok());
        given.set("width", std::int64_t{3});
        QVERIFY(!CaveGenerator().schema().complete(given).ok());
    }

    void validate_brokenMaps_reportFailures()
    {
        const ParamSet params = caveParams();
        auto r = runCave(params, 8);
        QVERIFY(r.ok());
        Map broken = r->map;
        broken.grid.tiles.at(0, 0) = Tile::Floor;
        broken.grid.exit = broken.grid.start;
        std::vector<std::string> failed;
        for (const Check &c : CaveGenerator().validate(broken, params))
            if (!c.passed)
                failed.push_back(c.id);
        QVERIFY(std::find(failed.begin(), failed.end(), "border_is_wall") != failed.end());
        QVERIFY(std::find(failed.begin(), failed.end(), "one_region") != failed.end());
        QVERIFY(std::find(failed.begin(), failed.end(), "start_exit_distance_matches") != failed.end());
    }

    void cancel_beforeOrDuringRun_returnsCancelled()
    {
        const ParamSet params = caveParams({{"width", std::int64_t{600}}, {"height", std::int64_t{600}}});
        std::atomic<bool> cancel{true};
        RunControl control;
        control.cancel = &cancel;
        auto r = runCave(params, 1, control);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, ErrorKind::Cancelled);

        cancel = false;
        control.progress = [&cancel](double) { cancel = true; }; // cancel at the first progress report
        r = runCave(params, 1, control);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, ErrorKind::Cancelled);
    }

    void progress_fullRun_risesToOne()
    {
        std::vector<double> seen;
        RunControl control;
        control.progress = [&seen](double f) { seen.push_back(f); };
        auto r = runCave(caveParams(), 1, control);
        QVERIFY(r.ok());
        QVERIFY(!seen.empty());
        QVERIFY(std::is_sorted(seen.begin(), seen.end()));
        QCOMPARE(seen.back(), 1.0);
    }

    void automaton_randomGridsOddWidths_matchesReferenceRule()
    {
        Rng rng(77);
        for (int w = 1; w <= 200; ++w) {
            const int h = 1 + int(rng.below(7));
            const auto start = randomOpen(rng, w, h, rng.real()); // 1 = wall here
            const int death = int(rng.below(9));
            const int birth = int(rng.below(9));
            cave::WallBits bits = cave::WallBits::fromOpen(invert(start));
            cave::WallBits next(w, h);
            const int split = int(rng.below(std::uint64_t(h) + 1)); // two row ranges must equal one pass
            cave::stepRows(bits, next, death, birth, 0, split);
            cave::stepRows(bits, next, death, birth, split, h);
            const auto expected = referenceStep(start, death, birth);
            QVERIFY2(invert(next.toOpen()) == expected, qPrintable(QStringLiteral("width %1").arg(w)));
            for (int y = 0; y < h; ++y) // padding stays wall
                QCOMPARE(next.row(y)[next.stride() - 1] & next.padMask(), next.padMask());
        }
    }

    void fill_randomWidthsAndThresholds_matchesReferenceAndStream()
    {
        Rng pick(5);
        for (int w = 1; w <= 200; w += 1 + int(pick.below(3))) {
            const int h = 1 + int(pick.below(5));
            const std::uint32_t thresholds[] = {0,     1,     32768,
                                                65535, 65536, static_cast<std::uint32_t>(pick.below(65537))};
            for (std::uint32_t t : thresholds) {
                Rng a(w * 1000 + t), b(w * 1000 + t);
                cave::WallBits bits(w, h);
                cave::fillRows(bits, t, a, 0, h);
                QVERIFY(invert(bits.toOpen()) == referenceFill(w, h, t, b));
                QVERIFY(a.state() == b.state());
            }
        }
        QCOMPARE(cave::fillThreshold(0.0), 0U);
        QCOMPARE(cave::fillThreshold(0.5), 32768U);
        QCOMPARE(cave::fillThreshold(0.45), 29491U);
        QCOMPARE(cave::fillThreshold(1.0), 65536U);
    }

    void fill_largeGrid_wallShareNearRatio()
    {
        for (double ratio : {0.1, 0.3, 0.45, 0.8}) {
            Rng rng(11);
            cave::WallBits bits(512, 512);
            cave::fillRows(bits, cave::fillThreshold(ratio), rng, 0, 512);
            const double wallShare = 1.0 - double(bits.floorCount()) / (512.0 * 512.0);
            QVERIFY2(std::abs(wallShare - ratio) < 0.005, qPrintable(QString::number(wallShare)));
        }
    }

    void findRegions_randomGrids_matchLabelComponents()
    {
        Rng rng(21);
        for (int trial = 0; trial < 400; ++trial) {
            const int w = 1 + int(rng.below(200));
            const int h = 1 + int(rng.below(12));
            const auto open = randomOpen(rng, w, h, rng.real());
            const cave::FloorRegions regions = cave::findRegions(cave::WallBits::fromOpen(open));
            const Components expected = labelComponents(open);
            QCOMPARE(regions.count(), expected.count());
            QCOMPARE(regions.sizes, expected.sizes);
            QCOMPARE(regions.largest(), expected.largest());
            Grid<std::int32_t> label(w, h, -1);
            for (int y = 0; y < h; ++y)
                for (auto i = regions.rowStart[std::size_t(y)]; i < regions.rowStart[std::size_t(y) + 1]; ++i)
                    for (int x = regions.x0[std::size_t(i)]; x < regions.x1[std::size_t(i)]; ++x)
                        label.at(x, y) = regions.region[std::size_t(i)];
            QVERIFY(label == expected.label);
            for (int r = 0; r < regions.count(); ++r)
                QCOMPARE(expected.label[regions.first[std::size_t(r)]], r);
        }
    }

    void joinRegions_randomGrids_oneRegionKeepingAllFloor()
    {
        Rng rng(31);
        for (int trial = 0; trial < 300; ++trial) {
            const int w = 4 + int(rng.below(150));
            const int h = 4 + int(rng.below(40));
            const bool border = rng.chance(0.5);
            auto open = randomOpen(rng, w, h, 0.2 + 0.5 * rng.real());
            cave::WallBits bits = cave::WallBits::fromOpen(open);
            if (border)
                cave::forceBorder(bits);
            open = bits.toOpen();
            const cave::FloorRegions regions = cave::findRegions(bits);
            const std::vector<std::uint8_t> keep(std::size_t(regions.count()), 1);
            const cave::JoinOutcome out = cave::joinRegions(bits, regions, keep, border, {});
            const auto joined = bits.toOpen();
            QVERIFY(out.connected);
            QCOMPARE(out.tunnels, std::max(0, regions.count() - 1));
            QCOMPARE(labelComponents(joined).count(), std::min(1, regions.count()));
            std::int64_t carved = 0;
            for (int y = 0; y < h; ++y) {
                for (int x = 0; x < w; ++x) {
                    QVERIFY(!open.at(x, y) || joined.at(x, y));
                    const bool ring = x == 0 || y == 0 || x == w - 1 || y == h - 1;
                    QVERIFY(!(border && ring && joined.at(x, y)));
                    carved += joined.at(x, y) - open.at(x, y);
                }
            }
            QCOMPARE(out.carved, carved);
        }
    }

    void goldens_shippedPresets_matchExpectedHashes()
    {
        const QDir presets(QStringLiteral(MAPSMITH_SOURCE_DIR "/resources/presets"));
        const QStringList files = presets.entryList({QStringLiteral("cave*.yaml")}, QDir::Files, QDir::Name);
        QVERIFY(files.size() >= 3);
        const bool update = qEnvironmentVariableIntValue("MAPSMITH_UPDATE_GOLDENS") == 1;
        const int version = CaveGenerator().version();
        for (const QString &file : files) {
            auto config = loadConfig(presets.filePath(file).toStdString(), builtinGenerators());
            QVERIFY2(config.ok(), config.ok() ? "" : config.error().toString().c_str());
            std::string actual = "version " + std::to_string(version) + "\n";
            for (std::uint64_t seed = 1; seed <= 100; ++seed) {
                config->seed = seed;
                auto r = generate(builtinGenerators(), *config);
                QVERIFY(r.ok());
                actual += std::to_string(seed) + " " + hashToHex(mapHash(r->map)) + "\n";
            }
            const QString dir =
                QStringLiteral(MAPSMITH_TEST_DATA "/cave/") + QFileInfo(file).completeBaseName();
            const std::string path = (dir + QStringLiteral("/expected.txt")).toStdString();
            if (update) {
                QDir().mkpath(dir);
                std::ofstream(path, std::ios::binary) << actual;
                qInfo("rewrote %s", path.c_str());
                continue;
            }
            const std::string expected = readFile(path);
            QVERIFY2(!expected.empty(), (path + " is missing: run with MAPSMITH_UPDATE_GOLDENS=1").c_str());
            if (expected == actual)
                continue;
            const std::string expectedVersion = expected.substr(0, expected.find('\n'));
            const std::string actualVersion = actual.substr(0, actual.find('\n'));
            std::istringstream e(expected), a(actual);
            std::string el, al;
            int line = 0;
            while (std::getline(e, el) && std::getline(a, al) && el == al)
                ++line;
            std::string msg =
                path + ": line " + std::to_string(line + 1) + ": expected '" + el + "', got '" + al + "'. ";
            msg +=
                expectedVersion != actualVersion
                    ? "The generator version changed: regenerate with MAPSMITH_UPDATE_GOLDENS=1 and review."
                    : "The output changed but CaveGenerator::version() did not: raise it, then regenerate "
                      "with MAPSMITH_UPDATE_GOLDENS=1.";
            QFAIL(msg.c_str());
        }
    }
};

QTEST_APPLESS_MAIN(TestCave)
#include "test_cave.moc"
