// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// The maze generator: every preset keeps its promises over 300 seeds; every algorithm makes a perfect maze;
// Wilson's mazes are uniform over the 192 spanning trees of the 3 x 3 grid (and the same test rejects the
// backtracker); braiding removes the share asked for and braid 1 leaves no dead end; Wilson's step cap falls
// back to a perfect maze; validate() catches hand-broken mazes; golden hashes hold.

#include <QtTest>

// moc needs none of these, and its C++17 view of the C++20 library headers trips it up.
#ifndef Q_MOC_RUN
#include "goldens.h"
#include "testutil.h"

#include <mapsmith/generate/maze.h>
#include <mapsmith/generate/maze_grid.h>
#include <mapsmith/generate/registry.h>
#include <mapsmith/grid/components.h>
#include <mapsmith/io/config.h>

#include <array>
#include <bit>
#include <cmath>
#include <map>
#include <memory>
#endif

using namespace mapsmith;
using testutil::failedChecks;
using testutil::findCheck;
using testutil::metric;
using testutil::presetPath;

namespace {

const char *const kPresets[] = {"maze", "maze_prim", "maze_kruskal", "maze_wilson", "maze_braided"};
const char *const kAlgorithms[] = {"prim", "backtracker", "kruskal", "wilson"};

const GeneratorRegistry &registry()
{
    static const GeneratorRegistry r = [] {
        GeneratorRegistry g;
        g.add(std::make_unique<MazeGenerator>());
        return g;
    }();
    return r;
}

const Generator &mazeGenerator()
{
    return *registry().find("maze");
}

ParamSet paramsWith(std::vector<std::pair<std::string, ParamValue>> given)
{
    return testutil::completeParams(mazeGenerator(), std::move(given));
}

Generated run(const ParamSet &params, std::uint64_t seed)
{
    return testutil::runGenerator(mazeGenerator(), params, seed);
}

// ---- The 3 x 3 grid's spanning trees ------------------------------------------------------------------

/// The 12 passage tiles of a 3 x 3 maze (7 x 7 tiles), and the two cells each joins.
struct Passage
{
    Point tile;
    int a;
    int b;
};

std::vector<Passage> passages3x3()
{
    std::vector<Passage> out;
    for (int cy = 0; cy < 3; ++cy) {
        for (int cx = 0; cx < 3; ++cx) {
            const int c = cy * 3 + cx;
            if (cx < 2)
                out.push_back({{2 * cx + 2, 2 * cy + 1}, c, c + 1});
            if (cy < 2)
                out.push_back({{2 * cx + 1, 2 * cy + 2}, c, c + 3});
        }
    }
    return out;
}

bool spansNineCells(unsigned mask, const std::vector<Passage> &passages)
{
    std::array<int, 9> parent{};
    for (int i = 0; i < 9; ++i)
        parent[static_cast<std::size_t>(i)] = i;
    auto find = [&](int x) {
        while (parent[static_cast<std::size_t>(x)] != x)
            x = parent[static_cast<std::size_t>(x)];
        return x;
    };
    for (std::size_t i = 0; i < passages.size(); ++i) {
        if (mask & (1u << i)) {
            const int ra = find(passages[i].a);
            const int rb = find(passages[i].b);
            if (ra == rb)
                return false;
            parent[static_cast<std::size_t>(ra)] = rb;
        }
    }
    return true; // 8 edges without a cycle on 9 vertices
}

/// Every spanning tree of the 3 x 3 grid graph, as a mask over passages3x3(), mapped to its index.
std::map<unsigned, int> spanningTrees3x3()
{
    const auto passages = passages3x3();
    std::map<unsigned, int> trees;
    for (unsigned mask = 0; mask < (1u << 12); ++mask) {
        if (std::popcount(mask) == 8 && spansNineCells(mask, passages))
            trees.emplace(mask, static_cast<int>(trees.size()));
    }
    return trees;
}

unsigned treeMask(const GridMap &g, const std::vector<Passage> &passages)
{
    unsigned mask = 0;
    for (std::size_t i = 0; i < passages.size(); ++i) {
        if (g.tiles[passages[i].tile] == Tile::Floor)
            mask |= 1u << i;
    }
    return mask;
}

/// Pearson's chi-square statistic of `samples` mazes of `algorithm` against the uniform distribution.
double chiSquare3x3(const char *algorithm, int samplesPerTree, int *unknown)
{
    const auto trees = spanningTrees3x3();
    const auto passages = passages3x3();
    const ParamSet params = paramsWith({{"algorithm", std::string(algorithm)},
                                        {"cell_width", std::int64_t{3}},
                                        {"cell_height", std::int64_t{3}}});
    std::vector<int> counts(trees.size(), 0);
    const auto samples = static_cast<std::uint64_t>(samplesPerTree) * trees.size();
    for (std::uint64_t seed = 1; seed <= samples; ++seed) {
        const Generated g = run(params, seed);
        const auto it = trees.find(treeMask(g.map.grid, passages));
        if (it == trees.end())
            ++*unknown;
        else
            ++counts[static_cast<std::size_t>(it->second)];
    }
    double chi = 0;
    for (const int c : counts) {
        const double d = c - samplesPerTree;
        chi += d * d / samplesPerTree;
    }
    return chi;
}

// 191 degrees of freedom: mean 191, standard deviation 19.5. 286 is the p = 1e-5 point (Wilson-Hilferty);
// the seeds are fixed, so the test is repeatable, and the backtracker scores in the thousands.
constexpr double kChiSquareLimit = 286.0;

} // namespace

class TestMaze : public QObject
{
    Q_OBJECT

private slots:
    void presets_keepEveryPromise_over300Seeds_data()
    {
        QTest::addColumn<QString>("preset");
        for (const char *p : kPresets)
            QTest::newRow(p) << QString::fromLatin1(p);
    }

    void presets_keepEveryPromise_over300Seeds()
    {
        QFETCH(QString, preset);
        auto config = loadConfig(presetPath(preset.toLatin1().constData()), registry());
        QVERIFY2(config.ok(), config.ok() ? "" : config.error().toString().c_str());
        for (std::uint64_t seed = 1; seed <= 300; ++seed) {
            Config c = *config;
            c.seed = seed;
            auto result = generate(registry(), c);
            QVERIFY2(result.ok(), result.ok() ? "" : result.error().toString().c_str());
            const QString failed = failedChecks(mazeGenerator().validate(result->map, config->params));
            QVERIFY2(failed.isEmpty(), qPrintable(QStringLiteral("seed %1: %2").arg(seed).arg(failed)));
        }
    }

    void perfectMaze_hasCellsMinusOnePassagesAndOneRegion_forEveryAlgorithm_data()
    {
        QTest::addColumn<QString>("algorithm");
        for (const char *a : kAlgorithms)
            QTest::newRow(a) << QString::fromLatin1(a);
    }

    void perfectMaze_hasCellsMinusOnePassagesAndOneRegion_forEveryAlgorithm()
    {
        QFETCH(QString, algorithm);
        const std::array<std::pair<int, int>, 5> sizes = {{{2, 2}, {2, 9}, {7, 3}, {20, 12}, {33, 17}}};
        for (const auto &[cw, ch] : sizes) {
            const ParamSet params = paramsWith({{"algorithm", algorithm.toStdString()},
                                                {"cell_width", std::int64_t{cw}},
                                                {"cell_height", std::int64_t{ch}}});
            for (std::uint64_t seed = 1; seed <= 200; ++seed) {
                const Generated g = run(params, seed);
                Grid<std::uint8_t> open = g.map.grid.walkable();
                const maze::MazeShape shape = maze::measureMaze(open);
                QCOMPARE(shape.passages, cw * ch - 1);
                QCOMPARE(labelComponents(open).count(), 1);
                QCOMPARE(metric(g, "loops"), 0.0);
            }
        }
    }

    void wilson_isUniformOverThe192SpanningTreesOf3x3()
    {
        QCOMPARE(spanningTrees3x3().size(), std::size_t{192});
        int unknown = 0;
        const double chi = chiSquare3x3("wilson", 200, &unknown);
        qInfo("Wilson 3x3: chi-square %.1f over 191 degrees of freedom (limit %.0f)", chi, kChiSquareLimit);
        QCOMPARE(unknown, 0);
        QVERIFY2(chi < kChiSquareLimit, qPrintable(QStringLiteral("chi-square %1").arg(chi)));
    }

    void uniformityTest_rejectsTheBacktracker()
    {
        int unknown = 0;
        const double chi = chiSquare3x3("backtracker", 50, &unknown);
        qInfo("Backtracker 3x3: chi-square %.1f", chi);
        QCOMPARE(unknown, 0);
        QVERIFY2(chi > kChiSquareLimit, qPrintable(QStringLiteral("chi-square %1").arg(chi)));
    }

    void braidOne_leavesNoDeadEnds()
    {
        for (const char *a : kAlgorithms) {
            for (const auto &[cw, ch] : std::array<std::pair<int, int>, 3>{{{2, 2}, {2, 5}, {20, 12}}}) {
                const ParamSet params = paramsWith({{"algorithm", std::string(a)},
                                                    {"cell_width", std::int64_t{cw}},
                                                    {"cell_height", std::int64_t{ch}},
                                                    {"braid", 1.0}});
                for (std::uint64_t seed = 1; seed <= 100; ++seed) {
                    const Generated g = run(params, seed);
                    QCOMPARE(metric(g, "dead_ends"), 0.0);
                    QCOMPARE(maze::measureMaze(g.map.grid.walkable()).deadEnds, 0);
                    QVERIFY(failedChecks(mazeGenerator().validate(g.map, params)).isEmpty());
                }
            }
        }
    }

    void braidRatio_removesThatShareOfDeadEnds()
    {
        for (const double ratio : {0.25, 0.5, 0.75}) {
            const ParamSet perfect = paramsWith({{"algorithm", std::string("prim")}});
            const ParamSet braided = paramsWith({{"algorithm", std::string("prim")}, {"braid", ratio}});
            double before = 0;
            double removed = 0;
            for (std::uint64_t seed = 1; seed <= 100; ++seed) {
                const Generated p = run(perfect, seed);
                const Generated b = run(braided, seed);
                const double d0 = metric(p, "dead_ends_before_braid");
                // The perfect maze underneath does not depend on the ratio.
                QCOMPARE(metric(b, "dead_ends_before_braid"), d0);
                const double target = std::round(ratio * d0);
                const double gone = metric(b, "dead_ends_removed");
                QVERIFY2(gone == target || gone == target + 1,
                         qPrintable(QStringLiteral("seed %1: removed %2 of %3, target %4")
                                        .arg(seed)
                                        .arg(gone)
                                        .arg(d0)
                                        .arg(target)));
                // Each opening removes one or two dead ends and makes one loop.
                QVERIFY(metric(b, "loops") <= gone && 2 * metric(b, "loops") >= gone);
                before += d0;
                removed += gone;
            }
            QVERIFY2(
                std::abs(removed / before - ratio) < 0.02,
                qPrintable(QStringLiteral("ratio %1: removed share %2").arg(ratio).arg(removed / before)));
        }
    }

    void openings_cornersMode_topLeftAndBottomRight()
    {
        const ParamSet params = paramsWith({{"openings", std::string("corners")},
                                            {"cell_width", std::int64_t{5}},
                                            {"cell_height", std::int64_t{4}}});
        const Generated g = run(params, 7);
        QCOMPARE(*g.map.grid.start, (Point{1, 0}));
        QCOMPARE(*g.map.grid.exit, (Point{9, 8}));
        QVERIFY2(failedChecks(mazeGenerator().validate(g.map, params)).isEmpty(),
                 qPrintable(failedChecks(mazeGenerator().validate(g.map, params))));
    }

    void openings_farthest_endsOfTheSolutionAreFarApart()
    {
        // In a perfect maze the solution is the path between the entrance and exit cells; a double sweep
        // over the border cells should make it at least as long as the corner-to-corner path.
        double farthest = 0;
        double corners = 0;
        for (std::uint64_t seed = 1; seed <= 100; ++seed) {
            farthest += metric(run(paramsWith({}), seed), "solution_length");
            corners +=
                metric(run(paramsWith({{"openings", std::string("corners")}}), seed), "solution_length");
        }
        QVERIFY2(farthest >= corners, qPrintable(QStringLiteral("%1 < %2").arg(farthest).arg(corners)));
    }

    void wilsonStepCap_fallsBackToAPerfectMaze()
    {
        for (std::uint64_t seed = 1; seed <= 50; ++seed) {
            maze::MazeGrid grid(15, 9);
            Rng rng(seed);
            maze::WilsonStats stats;
            QVERIFY(maze::carveWilson(grid, rng, {}, 10, stats));
            QVERIFY(stats.fellBack);
            QCOMPARE(stats.steps, std::uint64_t{10});
            QCOMPARE(maze::measureMaze(grid.tiles()).passages, 15 * 9 - 1);
            QCOMPARE(labelComponents(grid.tiles()).count(), 1);
        }
        QVERIFY(maze::wilsonStepCap(240) >= 65536);
    }

    void validate_catchesBrokenMazes()
    {
        const ParamSet params = paramsWith({});
        const Generated good = run(params, 3);
        QVERIFY2(failedChecks(mazeGenerator().validate(good.map, params)).isEmpty(),
                 qPrintable(failedChecks(mazeGenerator().validate(good.map, params))));
        auto fails = [&](Map m, const char *id) {
            const auto checks = mazeGenerator().validate(m, params);
            const Check *c = findCheck(checks, id);
            return c && !c->passed;
        };
        Map loop = good.map; // open a closed passage between two cells: a loop
        for (int x = 2; x < loop.grid.width() - 1; x += 2) {
            if (loop.grid.tiles.at(x, 1) == Tile::Wall) {
                loop.grid.tiles.at(x, 1) = Tile::Floor;
                break;
            }
        }
        QVERIFY(fails(loop, "perfect_maze"));
        Map pillar = good.map;
        pillar.grid.tiles.at(2, 2) = Tile::Floor;
        QVERIFY(fails(pillar, "cells_open_pillars_wall"));
        Map shut = good.map;
        shut.grid.tiles[*shut.grid.exit] = Tile::Wall;
        QVERIFY(fails(shut, "border_two_openings"));
        QVERIFY(fails(shut, "start_exit_on_border"));
        Map wrongSize = good.map;
        wrongSize.grid.tiles = Grid<Tile>(5, 5, Tile::Wall);
        QVERIFY(fails(wrongSize, "size_matches"));
    }

    void cancelled_returnsCancelled()
    {
        std::atomic<bool> cancel{true};
        RunControl control;
        control.cancel = &cancel;
        Rng rng(1);
        auto result = mazeGenerator().generate(paramsWith({}), rng, control);
        QVERIFY(!result.ok());
        QCOMPARE(result.error().kind, ErrorKind::Cancelled);
    }

    void diagnostics_reportDeadEndsSolutionAndJunctions()
    {
        const Generated g = run(paramsWith({}), 42);
        QVERIFY(metric(g, "dead_ends") > 0);
        QVERIFY(metric(g, "solution_length") > 0);
        QVERIFY(metric(g, "junctions") > 0);
        QCOMPARE(metric(g, "dead_ends"), double(maze::measureMaze(g.map.grid.walkable()).deadEnds));
    }

    void goldens_matchEveryPreset_data() { presets_keepEveryPromise_over300Seeds_data(); }

    void goldens_matchEveryPreset()
    {
        QFETCH(QString, preset);
        const std::string name = preset.toStdString();
        const QString diff =
            goldens::check(registry(), presetPath(name.c_str()),
                           std::string(MAPSMITH_TEST_DATA) + "/maze/" + name + "/expected.txt");
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }
};

QTEST_GUILESS_MAIN(TestMaze)
#include "test_maze.moc"
