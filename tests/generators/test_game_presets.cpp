// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// One preset per source game (resources/presets/, docs/PRESETS.md): each keeps its game's rules on 100 seeds
// and has its own golden hashes (tests/data/<generator>/<preset>/expected.txt).

#include <QtTest>

#ifndef Q_MOC_RUN
#include "goldens.h"
#include "testutil.h"

#include <mapsmith/generate/registry.h>
#include <mapsmith/io/config.h>
#include <mapsmith/plan/greedy.h>
#include <mapsmith/play/level.h>

#include <algorithm>
#include <set>
#endif

using namespace mapsmith;
using testutil::failedChecks;
using testutil::presetPath;

namespace {

struct PresetCase
{
    const char *name;
    const char *generator;
};

constexpr PresetCase kGamePresets[] = {{"rhythm_cave", "cave"},
                                       {"explore_rooms", "rooms"},
                                       {"classic_maze", "maze"},
                                       {"spire_tower", "tower"},
                                       {"classic_loderunner", "loderunner"}};

Config load(const char *name)
{
    auto config = loadConfig(presetPath(name), builtinGenerators());
    if (!config)
        qFatal("%s", config.error().toString().c_str());
    return *config;
}

/// Each seed's map of the preset, seeds 1..100, with its checks passed.
template <class F> void forEachSeed(const char *name, F &&check)
{
    Config config = load(name);
    const Generator &g = *builtinGenerators().find(config.generator);
    for (std::uint64_t seed = 1; seed <= 100; ++seed) {
        config.seed = seed;
        auto r = generate(builtinGenerators(), config);
        QVERIFY(r.ok());
        const QString failed = failedChecks(g.validate(r->map, r->map.source.params));
        QVERIFY2(failed.isEmpty(),
                 qPrintable(QStringLiteral("%1 seed %2: %3").arg(name).arg(seed).arg(failed)));
        check(*r, seed);
        if (QTest::currentTestFailed())
            return;
    }
}

} // namespace

class TestGamePresets : public QObject
{
    Q_OBJECT

private slots:
    void goldens_seeds1To100_matchExpected_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QString>("generator");
        for (const PresetCase &p : kGamePresets)
            QTest::newRow(p.name) << QString::fromLatin1(p.name) << QString::fromLatin1(p.generator);
    }

    void goldens_seeds1To100_matchExpected()
    {
        QFETCH(QString, preset);
        QFETCH(QString, generator);
        const std::string name = preset.toStdString();
        QCOMPARE(QString::fromStdString(load(name.c_str()).generator), generator);
        const QString diff = goldens::check(builtinGenerators(), presetPath(name.c_str()),
                                            std::string(MAPSMITH_TEST_DATA) + "/" + generator.toStdString() +
                                                "/" + name + "/expected.txt");
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    void rhythmCave_fiveSkeletonsAwayFromTheStart_andTheGamesPlanner()
    {
        forEachSeed("rhythm_cave", [](const Generated &g, std::uint64_t seed) {
            const auto enemies = std::count_if(g.map.grid.entities.begin(), g.map.grid.entities.end(),
                                               [](const Entity &e) { return e.type == "enemy"; });
            QVERIFY2(enemies == 5, qPrintable(QStringLiteral("seed %1: %2 enemies").arg(seed).arg(enemies)));
        });
        const GreedyOptions o = GreedyOptions::fromParams(load("rhythm_cave").params);
        // distance + 20 * max(0, 1 - d_enemy / 10)
        for (Cost d = 0; d <= 12; ++d)
            QCOMPARE(o.penalty(d), 20.0 * std::max(0.0, 1.0 - d / 10.0));
        QCOMPARE(o.safetyCap, Cost{20});
    }

    void exploreRooms_lightsOnRoomFloor()
    {
        forEachSeed("explore_rooms", [](const Generated &g, std::uint64_t) {
            QVERIFY(std::any_of(g.map.grid.entities.begin(), g.map.grid.entities.end(),
                                [](const Entity &e) { return e.type == "light"; }));
        });
    }

    void classicMaze_prim20x19_inOnTheLeftOutOnTheRight()
    {
        const Config c = load("classic_maze");
        QCOMPARE(c.params.getChoice("algorithm"), std::string("prim"));
        QCOMPARE(c.params.getChoice("solution_colour"), std::string("red"));
        forEachSeed("classic_maze", [](const Generated &g, std::uint64_t) {
            QCOMPARE(g.map.grid.width(), 2 * 20 + 1);
            QCOMPARE(g.map.grid.height(), 2 * 19 + 1);
            QCOMPARE(*g.map.grid.start, (Point{0, 1}));
            QCOMPARE(g.map.grid.exit->x, g.map.grid.width() - 1);
        });
    }

    void spireTower_pathsFromColumnsZeroToFive_fixedFloors()
    {
        forEachSeed("spire_tower", [](const Generated &g, std::uint64_t) {
            std::set<int> starts;
            for (const TowerNode &n : g.map.tower.nodes) {
                if (n.floor == 0) {
                    starts.insert(n.column);
                    QCOMPARE(n.type, RoomType::Monster);
                }
                if (n.floor == 8)
                    QCOMPARE(n.type, RoomType::Treasure);
                if (n.floor == 14)
                    QCOMPARE(n.type, RoomType::Rest);
                if (n.floor < 13 && n.floor != 8)
                    QVERIFY(n.type != RoomType::Rest); // rest only from floor 13
                if (n.floor < 4)
                    QVERIFY(n.type != RoomType::Shop);
                if (n.floor < 5)
                    QVERIFY(n.type != RoomType::Elite);
            }
            QCOMPARE(starts, (std::set<int>{0, 1, 2, 3, 4, 5}));
        });
    }

    // Each game's play rules travel with its preset (its `play:` section), so `mapsmith play -m PRESET` and
    // the Play dock play by them; the other presets keep the defaults.
    void gamePresets_carryTheirGamesPlayRules()
    {
        const auto options = [](const char *name) {
            auto level = loadPlayLevel(presetPath(name), builtinGenerators());
            if (!level)
                qFatal("%s", level.error().toString().c_str());
            return levelPlayOptions(*level);
        };
        const PlayOptions defaults;
        PlayOptions rhythm = defaults;
        rhythm.rhythm = true;
        rhythm.hp = 10;
        rhythm.enemyHp = 3;
        QCOMPARE(options("rhythm_cave"), rhythm);
        PlayOptions explore = defaults;
        explore.vision = VisionMode::Diamond;
        explore.visionRadius = 8;
        explore.lightsOn = LightsOn::Start;
        QCOMPARE(options("explore_rooms"), explore);
        PlayOptions maze = defaults;
        maze.vision = VisionMode::Off;
        QCOMPARE(options("classic_maze"), maze);
        QCOMPARE(options("spire_tower"), maze);
        PlayOptions lode = defaults;
        lode.holeBeats = 37;
        QCOMPARE(options("classic_loderunner"), lode);
        for (const auto &preset : kGamePresets)
            QVERIFY2(load(preset.name).play.has_value(), preset.name);
        for (const char *plain : {"cave", "rooms", "maze", "tower", "loderunner"})
            QVERIFY2(!load(plain).play.has_value(), plain);
    }

    void classicLodeRunner_theClassicScreen()
    {
        const Config c = load("classic_loderunner");
        QCOMPARE(c.params.getInt("width"), std::int64_t{28});
        QCOMPARE(c.params.getInt("height"), std::int64_t{16});
        forEachSeed("classic_loderunner", [](const Generated &g, std::uint64_t) {
            QCOMPARE(g.map.grid.width(), 28);
            QCOMPARE(g.map.grid.height(), 16);
        });
    }
};

QTEST_APPLESS_MAIN(TestGamePresets)
#include "test_game_presets.moc"
