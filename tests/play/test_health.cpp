// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Health and attack (PlayOptions::hp, the rhythm-dungeon game's rule) and the lights that shine from the
// start (LightsOn::Start, the world-exploration game's), each beside the rule it replaces.
#include "playtestutil.h"

#include <mapsmith/play/lighting.h>
#include <mapsmith/play/sessionfile.h>

using namespace playtest;

namespace {
double tickOf(const PlaySession &s, std::int64_t beat)
{
    return s.clock().timeOfBeat(beat) + s.options().beat.window * s.clock().secondsPerBeat();
}
PlayOptions withHealth(int hp, int enemyHp = 3)
{
    PlayOptions o;
    o.hp = hp;
    o.enemyHp = enemyHp;
    o.chaseRange = 8;  // an enemy next to the player always steps at it: no Rng draw
    o.enemyEvery = 16; // and does so on beat 0 only, in these short plays
    return o;
}
} // namespace

class TestHealth : public QObject
{
    Q_OBJECT

private slots:
    void attack_takesThreeHitsToKillAnEnemy_andThePlayerStays()
    {
        const Map map = gridLevel({"######", "#Pe.E#", "######"});
        PlaySession s = makeSession(map, withHealth(10));
        QVERIFY(s.hasHealth());
        QCOMPARE(s.hp(), 10);
        QCOMPARE(s.enemies()[0].hp, 3);
        playKeys(s, "D");
        QCOMPARE(s.player(), (Point{1, 1})); // an attack, not a move
        QCOMPARE(s.enemies().size(), std::size_t{1});
        QCOMPARE(s.enemies()[0].hp, 2);
        QCOMPARE(s.hp(), 9); // the enemy hit back at beat 0's tick, and stayed
        QCOMPARE(s.enemies()[0].pos, (Point{2, 1}));
        playKeys(s, "DD");
        QVERIFY(s.enemies().empty());
        QCOMPARE(s.status(), PlayStatus::Playing);
        playKeys(s, "DDD");
        QCOMPARE(s.status(), PlayStatus::Won);
        QCOMPARE(s.hp(), 9);
    }

    void withoutHealth_movingIntoAnEnemyLosesAtOnce()
    {
        const Map map = gridLevel({"######", "#Pe.E#", "######"});
        PlayOptions o = withHealth(0);
        PlaySession s = makeSession(map, o);
        QVERIFY(!s.hasHealth());
        playKeys(s, "D");
        QCOMPARE(s.status(), PlayStatus::Lost);
        QCOMPARE(s.player(), (Point{2, 1}));
    }

    void enemyHits_costOneEach_andTheTenthLoses()
    {
        const Map map = gridLevel({"#######", "#P..e.#", "#######"});
        PlayOptions o = withHealth(10);
        o.chaseRange = 5;
        o.enemyEvery = 1;
        PlaySession s = makeSession(map, o);
        s.advanceTo(tickOf(s, 1)); // two steps: the enemy stands next to the player
        QCOMPARE(s.enemies()[0].pos, (Point{2, 1}));
        QCOMPARE(s.hp(), 10);
        s.advanceTo(tickOf(s, 2));
        QCOMPARE(s.hp(), 9);
        QCOMPARE(s.enemies()[0].pos, (Point{2, 1})); // a hit, not a move onto the player
        QCOMPARE(s.status(), PlayStatus::Playing);
        s.advanceTo(tickOf(s, 10));
        QCOMPARE(s.hp(), 1);
        QCOMPARE(s.status(), PlayStatus::Playing);
        s.advanceTo(tickOf(s, 11));
        QCOMPARE(s.hp(), 0);
        QCOMPARE(s.status(), PlayStatus::Lost);
    }

    void health_isInTheStateHash_andTheSessionFile()
    {
        const Map map = gridLevel({"######", "#Pe.E#", "######"});
        PlaySession a = makeSession(map, withHealth(10));
        PlaySession b = makeSession(map, withHealth(10));
        playKeys(a, "D");
        playKeys(b, "W"); // a wall: no attack
        QCOMPARE(a.player(), b.player());
        QCOMPARE(a.hp(), b.hp());
        QVERIFY(a.stateHash() != b.stateHash()); // only the enemy's health differs
        const std::string text = writeSession(recordOf(a));
        QVERIFY2(text.find("hp: 10, enemy_hp: 3") != std::string::npos, text.c_str());
        auto back = readSession(text, "s.yaml", builtinGenerators());
        QVERIFY(back.ok());
        QCOMPARE(back->options.hp, 10);
        QCOMPARE(replayRecord(*back)->stateHash(), a.stateHash());
        QCOMPARE(replayRecord(*back)->enemies()[0].hp, 2);
    }

    void lightsStart_shineFromTheStart_andGoOutWhenTaken()
    {
        const Map map = gridLevel({"#########", "#PL.#..L#", "#########"});
        PlayOptions o;
        o.lightsOn = LightsOn::Start;
        PlaySession s = makeSession(map, o);
        const auto top = std::uint8_t(o.lightLevels);
        QCOMPARE(s.lit().at(2, 1), top); // the near light shines before it is taken
        QCOMPARE(s.lit().at(7, 1), top); // so does the far one
        QVERIFY(s.lit().at(6, 1) > 0);   // its tiers
        QVERIFY(s.lit().at(5, 1) < top); // Chebyshev 2: a tier down
        QCOMPARE(s.lit().at(3, 1),
                 std::uint8_t(lightLevelAt(1, o.lightRadius, o.lightLevels))); // Chebyshev 1 from (2,1)
        QCOMPARE(s.lit().at(4, 1), std::uint8_t{0});                           // a wall stays dark
        playKeys(s, "D");
        QCOMPARE(s.collected(), 1);
        QCOMPARE(s.lit().at(2, 1), std::uint8_t{0}); // eaten: gone
        QCOMPARE(s.lit().at(3, 1), std::uint8_t{0}); // the far light is behind the wall
        QCOMPARE(s.lit().at(7, 1), top);
    }

    void lightsTaken_isTheRuleBefore()
    {
        const Map map = gridLevel({"#########", "#PL.#..L#", "#########"});
        PlayOptions o;
        o.lightsOn = LightsOn::Taken;
        PlaySession s = makeSession(map, o);
        QCOMPARE(s.lit().at(2, 1), std::uint8_t{0});
        QCOMPARE(s.lit().at(7, 1), std::uint8_t{0});
        playKeys(s, "D");
        QCOMPARE(s.lit().at(2, 1), std::uint8_t(o.lightLevels));
        QCOMPARE(s.lit().at(7, 1), std::uint8_t{0});
    }

    void sessionFile_recordsTheLightRule_oldFilesReadAsTaken()
    {
        const Map map = gridLevel({"#########", "#PL.#..L#", "#########"});
        PlaySession s = makeSession(map);
        QCOMPARE(s.options().lightsOn, LightsOn::Start); // the default is the game's rule
        const std::string text = writeSession(recordOf(s));
        QVERIFY2(text.find("lights: start") != std::string::npos, text.c_str());
        auto back = readSession(text, "s.yaml", builtinGenerators());
        QVERIFY(back.ok());
        QCOMPARE(back->options.lightsOn, LightsOn::Start);
        std::string old = text;
        old.replace(old.find("lights: start, "), std::string("lights: start, ").size(), "");
        auto oldBack = readSession(old, "s.yaml", builtinGenerators());
        QVERIFY2(oldBack.ok(), oldBack.ok() ? "" : oldBack.error().toString().c_str());
        QCOMPARE(oldBack->options.lightsOn, LightsOn::Taken);
        auto bad =
            readSession(text.substr(0, text.find("lights: start")) + "lights: always}\nend_time: 0.0\n",
                        "s.yaml", builtinGenerators());
        QVERIFY(!bad.ok());
        QVERIFY2(bad.error().toString().find("lights 'always' is not one of: start, taken") !=
                     std::string::npos,
                 bad.error().toString().c_str());
    }
};

QTEST_APPLESS_MAIN(TestHealth)
#include "test_health.moc"
