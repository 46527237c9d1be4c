// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Play session behaviour on small hand-made levels: beats, rhythm judgement, enemies, lights, vision,
// mazes and towers.
#include "playtestutil.h"

using namespace mapsmith;
using namespace playtest;

namespace {
double tickOf(const PlaySession &s, std::int64_t beat)
{
    return s.clock().timeOfBeat(beat) + s.options().beat.window * s.clock().secondsPerBeat();
}
std::vector<Point> enemyCells(const PlaySession &s)
{
    std::vector<Point> out;
    for (const PlayEnemy &e : s.enemies())
        out.push_back(e.pos);
    return out;
}
} // namespace

class TestSession : public QObject
{
    Q_OBJECT

private slots:
    void enemies_moveOnlyOnTheirBeats()
    {
        const Map map = gridLevel(
            {"###########", "#P........#", "#.e.....e.#", "#....e....#", "#.........#", "###########"});
        PlayOptions o;
        o.enemyEvery = 2;
        o.chaseRange = 0; // wander: they move on most beats
        PlaySession s = makeSession(map, o, 5);
        const double dt = s.clock().secondsPerBeat() / 7.0;
        int moves = 0;
        std::vector<Point> before = enemyCells(s);
        for (int i = 1; i < 400; ++i) {
            const std::int64_t beatBefore = s.beat();
            if (i % 3 == 0) { // the player's moves never move an enemy
                const std::vector<Point> pre = enemyCells(s);
                s.press(i % 2 ? PlayKey::Right : PlayKey::Left, s.time());
                QCOMPARE(enemyCells(s), pre);
            }
            s.advanceTo(i * dt);
            const std::vector<Point> now = enemyCells(s);
            if (now != before) {
                bool evenTick = false;
                for (std::int64_t b = beatBefore + 1; b <= s.beat(); ++b)
                    evenTick = evenTick || b % 2 == 0;
                QVERIFY2(
                    evenTick,
                    qPrintable(QStringLiteral("enemies moved at t=%1 without an even beat").arg(i * dt)));
                ++moves;
            }
            before = now;
        }
        QVERIFY(moves > 10);
    }

    void miss_resetsCombo_andDoesNotMove()
    {
        const Map map = gridLevel({"#########", "#P......#", "#########"});
        PlayOptions o;
        o.rhythm = true;
        PlaySession s = makeSession(map, o);
        const BeatClock &c = s.clock();
        for (int b = 1; b <= 3; ++b)
            s.press(PlayKey::Right, c.timeOfBeat(b));
        QCOMPARE(s.combo().count, 3);
        QCOMPARE(s.player(), (Point{4, 1}));
        s.press(PlayKey::Right, c.timeOfBeat(3) + 0.5 * c.secondsPerBeat()); // half-way: outside every window
        QCOMPARE(s.combo().count, 0);
        QCOMPARE(s.combo().best, 3);
        QCOMPARE(s.rhythm().counts()[2], 1);
        QCOMPARE(s.player(), (Point{4, 1}));
        s.press(PlayKey::Right, c.timeOfBeat(5) + 0.01);
        QCOMPARE(s.combo().count, 1);
        QCOMPARE(s.player(), (Point{5, 1}));
    }

    void secondMoveOnOneBeat_isAMiss()
    {
        const Map map = gridLevel({"#########", "#P......#", "#########"});
        PlayOptions o;
        o.rhythm = true;
        PlaySession s = makeSession(map, o);
        s.press(PlayKey::Right, s.clock().timeOfBeat(2) - 0.02);
        s.press(PlayKey::Right, s.clock().timeOfBeat(2) + 0.02);
        QCOMPARE(s.player(), (Point{2, 1}));
        QCOMPARE(s.combo().count, 0);
    }

    void timingErrors_giveMedianAndHistogram()
    {
        const Map map = gridLevel({"#########", "#P......#", "#########"});
        PlayOptions o;
        o.rhythm = true;
        PlaySession s = makeSession(map, o);
        const double late[] = {0.03, 0.05, 0.04, -0.03, 0.06};
        for (int b = 0; b < 5; ++b)
            s.press(PlayKey::Wait, s.clock().timeOfBeat(b + 1) + late[b]);
        QCOMPARE(s.rhythm().errors().size(), std::size_t{5});
        QVERIFY(std::abs(s.rhythm().medianError() - 0.04) < 1e-9);
        const std::vector<int> h = s.rhythm().histogram(10, 0.1); // 20 ms bins over [-100, 100] ms
        QCOMPARE(h[3], 1);                                        // -30 ms
        QCOMPARE(h[6] + h[7] + h[8], 4);
    }

    void enemyChases_andCatches()
    {
        const Map map = gridLevel({"#######", "#P..e.#", "#######"});
        PlayOptions o;
        o.chaseRange = 5;
        PlaySession s = makeSession(map, o);
        s.advanceTo(tickOf(s, 0));
        QCOMPARE(s.enemies()[0].pos, (Point{3, 1}));
        QCOMPARE(s.status(), PlayStatus::Playing);
        s.advanceTo(tickOf(s, 1));
        QCOMPARE(s.enemies()[0].pos, (Point{2, 1}));
        s.advanceTo(tickOf(s, 2));
        QCOMPARE(s.status(), PlayStatus::Lost);
        const std::int64_t over = s.beat();
        s.advanceTo(100.0);
        QCOMPARE(s.beat(), over); // a finished play stops
    }

    void allLights_win_andLightTheFloor()
    {
        const Map map = gridLevel({"#########", "#PL.#..L#", "#########"});
        PlayOptions o;
        o.lightsOn = LightsOn::Taken; // the lights that shine once taken (test_health: from the start)
        PlaySession s = makeSession(map, o);
        QCOMPARE(s.lit().at(3, 1), std::uint8_t{0});
        playKeys(s, "D");
        QCOMPARE(s.collected(), 1);
        QCOMPARE(s.lit().at(2, 1), std::uint8_t(s.options().lightLevels));
        QVERIFY(s.lit().at(3, 1) > 0);
        QCOMPARE(s.lit().at(5, 1), std::uint8_t{0}); // behind the wall
        QCOMPARE(s.status(), PlayStatus::Playing);
        playKeys(s, "DDDDD");
        QCOMPARE(s.player(), (Point{3, 1})); // the wall stops the walk
        QCOMPARE(s.status(), PlayStatus::Playing);
    }

    void exit_winsWhenNoLights()
    {
        const Map map = gridLevel({"######", "#P..E#", "######"});
        PlaySession s = makeSession(map);
        playKeys(s, "DDD");
        QCOMPARE(s.status(), PlayStatus::Won);
    }

    void vision_diamondAndOff()
    {
        const Map map =
            gridLevel({"###########", "#.........#", "#....P....#", "#.........#", "###########"});
        PlayOptions o;
        o.visionRadius = 3;
        PlaySession s = makeSession(map, o);
        for (int y = 0; y < 5; ++y)
            for (int x = 0; x < 11; ++x)
                QCOMPARE(s.visible({x, y}), manhattan({x, y}, {5, 2}) <= 3);
        o.vision = VisionMode::Off;
        PlaySession off = makeSession(map, o);
        QVERIFY(off.visible({0, 0}) && off.visible({10, 4}));
        o.vision = VisionMode::ShadowCast;
        PlaySession sc = makeSession(map, o);
        QVERIFY(sc.visible({5, 2}) && sc.visible({7, 2}) && !sc.visible({9, 2}));
    }

    void maze_keepsTheTrail()
    {
        Map map = gridLevel({"#####", "#P..#", "###.#", "#E..#", "#####"});
        map.source.generator = "maze";
        PlaySession s = makeSession(map);
        QVERIFY(s.isMaze());
        playKeys(s, "DDSSAA");
        QCOMPARE(s.status(), PlayStatus::Won);
        int trail = 0;
        for (auto v : s.trail())
            trail += v;
        QCOMPARE(trail, 7); // the start and six cells walked
    }

    void tower_choosesNodesToTheBoss()
    {
        Map map;
        map.kind = MapKind::Tower;
        map.tower.columns = 3;
        map.tower.floors = 2;
        map.tower.nodes = {{0, 0, RoomType::Monster},
                           {0, 2, RoomType::Shop},
                           {1, 1, RoomType::Rest},
                           {2, 1, RoomType::Boss}};
        map.tower.edges = {{0, 2}, {1, 2}, {2, 3}};
        PlaySession s = makeSession(map);
        QCOMPARE(s.towerChoices(), (std::vector<int>{0, 1}));
        playKeys(s, "9"); // no ninth choice: nothing happens
        QCOMPARE(s.towerNode(), -1);
        playKeys(s, "2");
        QCOMPARE(s.towerNode(), 1);
        playKeys(s, "1");
        QCOMPARE(s.status(), PlayStatus::Playing);
        playKeys(s, "1");
        QCOMPARE(s.status(), PlayStatus::Won);
        QCOMPARE(s.towerPath(), (std::vector<int>{1, 2, 3}));
    }

    void noStart_isAnError()
    {
        Map map = gridLevel({"####", "#..#", "####"});
        const auto s = PlaySession::create(map, {}, 1);
        QVERIFY(!s.ok());
        QVERIFY(s.error().message.find("start") != std::string::npos);
        PlayOptions bad;
        bad.visionRadius = 0;
        map.grid.start = Point{1, 1};
        const auto b = PlaySession::create(map, bad, 1);
        QVERIFY(!b.ok());
        QCOMPARE(QString::fromStdString(b.error().message),
                 QStringLiteral("vision_radius 0 is outside [1, 64]"));
    }
};

QTEST_APPLESS_MAIN(TestSession)
#include "test_session.moc"
