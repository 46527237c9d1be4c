// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The Lode Runner rule set (docs/LODERUNNER.md), one small hand-made level per rule, stepped on the game
// itself (play/loderunner.h): the runner, digging and holes, gold and the escape, and the guards.
// Levels use searchtest::level's symbols: '=' brick, '@' solid, 'H' ladder, '-' rope, 'X' trap,
// 'S' hidden ladder, 'G' gold, 'g' guard, 'P' the runner, '.' empty.
#include "playtestutil.h"

#include <mapsmith/play/loderunner.h>

using namespace mapsmith;
using namespace playtest;

namespace {

struct World
{
    LodeRunnerGame game;
    LodeState s;
    Point runner() const { return game.terrain().pointOf(s.runner); }
    Point guard(std::size_t i = 0) const { return game.terrain().pointOf(s.guards[i].cell); }
    std::int32_t cell(Point p) const { return game.terrain().cellOf(p); }
    /// One step per key (W A S D Z X, '.' waits).
    void keys(const std::string &k)
    {
        for (char c : k)
            game.step(s, lodeMoveOfKey(c));
    }
};

/// The level of `rows`; with `sealedGold`, one more row below holds a gold behind solid, so a runner in the
/// top row has not won (a level whose gold is all taken is won in the top row).
World world(std::vector<std::string> rows, LodeRunnerTimings t = {}, std::uint64_t seed = 1,
            bool sealedGold = true)
{
    if (sealedGold)
        rows.push_back("G" + std::string(rows.front().size() - 1, '@'));
    auto game = LodeRunnerGame::create(searchtest::level(rows), t);
    if (!game)
        qFatal("%s", game.error().message.c_str());
    World w{*game, {}};
    w.s = w.game.start(seed);
    return w;
}

int guardSteps(const std::vector<std::string> &rows, int steps)
{
    World w = world(rows);
    std::vector<Point> before;
    for (std::size_t i = 0; i < w.s.guards.size(); ++i)
        before.push_back(w.guard(i));
    w.keys(std::string(static_cast<std::size_t>(steps), '.'));
    int moved = 0;
    for (std::size_t i = 0; i < before.size(); ++i)
        moved += manhattan(before[i], w.guard(i));
    return moved;
}

} // namespace

class TestLodeRules : public QObject
{
    Q_OBJECT

private slots:
    void brickAndSolid_blockAndSupport()
    {
        World w = world({"..P.=", "@@@=="});
        w.keys("D");
        QCOMPARE(w.runner(), (Point{3, 0}));
        w.keys("D"); // brick
        QCOMPARE(w.runner(), (Point{3, 0}));
        w.keys("AAAA"); // on solid, then the map's edge
        QCOMPARE(w.runner(), (Point{0, 0}));
        QCOMPARE(w.s.status, LodeStatus::Playing);
    }

    void falling_hasNoAirControl()
    {
        World w = world({"P...", "@...", "....", "@@@@"});
        w.keys("D");
        QCOMPARE(w.runner(), (Point{1, 0}));
        QVERIFY(!w.game.hasControl(w.s));
        w.keys("A"); // ignored: he falls
        QCOMPARE(w.runner(), (Point{1, 1}));
        w.keys("A");
        QCOMPARE(w.runner(), (Point{1, 2})); // landed on solid
        w.keys("A");
        QCOMPARE(w.runner(), (Point{0, 2}));
    }

    void falling_catchesARope()
    {
        World w = world({"P..", "@..", ".-.", "...", "@@@"});
        w.keys("D..");
        QCOMPARE(w.runner(), (Point{1, 2}));
        w.keys("..");
        QCOMPARE(w.runner(), (Point{1, 2})); // hangs
        w.keys("S");
        QCOMPARE(w.runner(), (Point{1, 3}));
    }

    void ladder_upAndDown_andStandOnTop()
    {
        World w = world({"....", ".H..", ".H..", "PH..", "@@@@"});
        w.keys("W"); // not on a ladder
        QCOMPARE(w.runner(), (Point{0, 3}));
        w.keys("DWWW");
        QCOMPARE(w.runner(), (Point{1, 0})); // on top of the ladder, held by it
        w.keys("W.");
        QCOMPARE(w.runner(), (Point{1, 0}));
        w.keys("SS");
        QCOMPARE(w.runner(), (Point{1, 2}));
        w.keys("SS"); // the last down is into solid
        QCOMPARE(w.runner(), (Point{1, 3}));
    }

    void rope_handOverHand_downLetsGo()
    {
        World w = world({".....", "P---.", "@....", ".....", "@@@@@"});
        w.keys("DDD");
        QCOMPARE(w.runner(), (Point{3, 1}));
        QVERIFY(w.game.hasControl(w.s));
        w.keys("S.");
        QCOMPARE(w.runner(), (Point{3, 3})); // let go and fell to the floor
    }

    void trap_fallsThrough_butBlocksSideways()
    {
        World fall = world({"P..", "@X@", "...", "@@@"});
        fall.keys("D..");
        QCOMPARE(fall.runner(), (Point{1, 2}));
        World side = world({"PX.", "@@@"});
        side.keys("DD");
        QCOMPARE(side.runner(), (Point{0, 0}));
        World up = world({".X.", ".H.", "PH.", "@@@"});
        up.keys("DWW");
        QCOMPARE(up.runner(), (Point{1, 1}));
    }

    void dig_needsABrickAndAnEmptyCellBeside()
    {
        World ok = world({"P.", "=="});
        ok.keys("X");
        QVERIFY(ok.s.holes.empty()); // still digging: he does not move meanwhile
        QVERIFY(!ok.game.hasControl(ok.s));
        ok.keys(".");
        QCOMPARE(ok.s.holes.size(), std::size_t{1});
        QCOMPARE(ok.s.holes[0].cell, ok.cell({1, 1}));
        ok.keys("Z"); // the map's edge: nothing to dig
        QCOMPARE(ok.s.holes.size(), std::size_t{1});
        QCOMPARE(ok.s.digLeft, std::int8_t{0});
        for (const std::vector<std::string> &rows :
             {std::vector<std::string>{"PH", "=="}, {"PG", "=="}, {"P.", "=@"}, {"P.", "=X"}, {"P=", "=="}}) {
            World no = world(rows);
            no.keys("X..");
            QVERIFY2(no.s.holes.empty(), rows[0].c_str());
        }
        World falling = world({"P..", "@..", "...", "==="});
        falling.keys("DX");
        QCOMPARE(falling.s.digLeft, std::int8_t{0});
    }

    void severalHoles_openAtOnce()
    {
        World w = world({".P..", "====", "@@@@"});
        w.keys("Z.X.");
        QCOMPARE(w.s.holes.size(), std::size_t{2});
        QCOMPARE(w.runner(), (Point{1, 0}));
    }

    void dig_stoppedByAGuardOnTop()
    {
        World w = world({"P.g", "===", "@@@"});
        w.keys("X.");
        QVERIFY(w.s.holes.empty());
        QCOMPARE(w.game.cellKind(w.s, w.cell({1, 1})), LodeCell::Brick);
    }

    void hole_runnerFallsThrough()
    {
        World w = world({"P...", "====", "....", "@@@@"});
        w.keys("X.D");
        QCOMPARE(w.runner(), (Point{1, 0}));
        w.keys("..");
        QCOMPARE(w.runner(), (Point{1, 2}));
    }

    void hole_refillsAndBuriesTheRunner()
    {
        World w = world({"P...", "====", "@@@@"});
        w.keys("X.D.");
        QCOMPARE(w.runner(), (Point{1, 1})); // in the pit the hole left
        w.keys(std::string(34, '.'));        // the hole opened at step 2; this is step 38
        QCOMPARE(w.s.status, LodeStatus::Playing);
        QCOMPARE(w.s.holes.size(), std::size_t{1});
        w.keys("."); // open through steps 3..39, 37 whole steps: it refills at the end of step 39
        QCOMPARE(w.s.status, LodeStatus::Lost);
        QVERIFY(w.s.holes.empty());
        World quick = world({"P...", "====", "@@@@"}, LodeRunnerTimings{2, 5, 13, 2});
        quick.keys("X.D." + std::string(2, '.'));
        QCOMPARE(quick.s.status, LodeStatus::Playing);
        quick.keys("..");
        QCOMPARE(quick.s.status, LodeStatus::Lost);
    }

    void gold_takenInPassing_lastShowsLadders()
    {
        World w = world({"P...S", "@G..S", "@G..S", "@@@@@"}, {}, 1, false);
        QCOMPARE(w.s.goldLeft, 2);
        QCOMPARE(w.game.cellKind(w.s, w.cell({4, 1})), LodeCell::Empty); // hidden
        w.keys("D.");
        QCOMPARE(w.runner(), (Point{1, 1}));
        QCOMPARE(w.s.goldLeft, 1); // taken while falling
        w.keys(".");
        QCOMPARE(w.s.goldLeft, 0);
        QCOMPARE(w.game.cellKind(w.s, w.cell({4, 1})), LodeCell::Ladder);
    }

    void win_topRowAfterAllGold()
    {
        World early = world({"H..", "HPG", "@@@"});
        early.keys("AW");
        QCOMPARE(early.runner(), (Point{0, 0}));
        QCOMPARE(early.s.status, LodeStatus::Playing); // gold left
        World w = world({"S...", "SPG.", "@@@@"}, {}, 1, false);
        w.keys("DAA");
        QCOMPARE(w.s.status, LodeStatus::Playing);
        w.keys("W");
        QCOMPARE(w.s.status, LodeStatus::Won);
        World none = world({"H.", "HP", "@@"}, {}, 1, false);
        none.keys("AW");
        QCOMPARE(none.s.status, LodeStatus::Won);
    }

    void guard_sameCellKills_headHolds()
    {
        World head = world({"P.", "g.", "@@"});
        head.keys("...");
        QCOMPARE(head.runner(), (Point{0, 0})); // stands on the guard's head
        QCOMPARE(head.s.status, LodeStatus::Playing);
        World caught = world({"P...g", "@@@@@"});
        caught.keys("....");
        QCOMPARE(caught.guard(), (Point{1, 0}));
        QCOMPARE(caught.s.status, LodeStatus::Playing); // next to him is not caught
        caught.keys("..");
        QCOMPARE(caught.s.status, LodeStatus::Lost);
    }

    void guards_moveByTheSpeedTable()
    {
        const std::string floor(40, '@');
        // Far from the runner, on his row, they run at him: one guard 4 moves in 6 steps (2/3), two
        // guards 6 moves between them, five guards 12.
        QCOMPARE(guardSteps({"P" + std::string(29, '.') + "g.........", floor}, 6), 4);
        QCOMPARE(guardSteps({"P" + std::string(25, '.') + "g...g.........", floor}, 6), 6);
        QCOMPARE(guardSteps({"P" + std::string(19, '.') + "g...g...g...g...g...", floor}, 6), 12);
    }

    void guard_takesTheLadderToHisRow()
    {
        World w = world({"P.......", "=====H==", ".....H..", "..g..H..", "@@@@@@@@"});
        w.keys("...");
        QVERIFY(w.guard().x > 2); // it heads for the ladder, not away from it
        bool climbed = false;
        for (int i = 0; i < 30 && w.s.status == LodeStatus::Playing; ++i) {
            w.keys(".");
            climbed = climbed || w.guard() == Point{5, 0};
        }
        QVERIFY(climbed);
        QCOMPARE(w.s.status, LodeStatus::Lost); // and then along the row to him
    }

    void guard_blockedByGuardsAndTraps()
    {
        World w = world({"P.X.gg", "@@@@@@"});
        w.keys(std::string(12, '.'));
        QCOMPARE(w.guard(0), (Point{3, 0}));
        QCOMPARE(w.guard(1), (Point{4, 0}));
        QCOMPARE(w.s.status, LodeStatus::Playing);
    }

    void trappedGuard_isABridge()
    {
        World w = world({"P..g", "====", "@@@@"});
        w.keys("X.");
        QCOMPARE(w.s.holes.size(), std::size_t{1});
        int steps = 0;
        while (w.s.guards[0].mode != LodeGuardMode::InHole && steps++ < 10)
            w.keys(".");
        QCOMPARE(w.guard(), (Point{1, 1}));
        w.keys("DDD");
        QCOMPARE(w.runner(), (Point{3, 0})); // over its head
        QCOMPARE(w.s.status, LodeStatus::Playing);
    }

    void trappedGuard_climbsOutAfterItsTime()
    {
        World w = world({"P..g....", "========", "@@@@@@@@"});
        w.keys("X.");
        while (w.s.guards[0].mode != LodeGuardMode::InHole)
            w.keys(".");
        w.keys("DDDDDD"); // over it and away
        int shaking = 6;
        while (w.s.guards[0].mode == LodeGuardMode::InHole) {
            w.keys(".");
            ++shaking;
        }
        QCOMPARE(shaking, 13); // 13 whole steps after the one it fell in
        QCOMPARE(w.s.guards[0].mode, LodeGuardMode::ClimbOut);
        for (int i = 0; i < 3; ++i)
            w.keys(".");
        QCOMPARE(w.guard().y, 0); // up and out
        QVERIFY(w.guard().x != 1);
    }

    void buriedGuard_reappearsAtTheTop()
    {
        World w = world({"........", "........", "P..g....", "========", "@@@@@@@@"},
                        LodeRunnerTimings{2, 5, 13, 2});
        w.keys("X.");
        while (w.s.guards[0].mode != LodeGuardMode::InHole)
            w.keys(".");
        w.keys("DDD");
        int steps = 0;
        while (w.s.guards[0].mode == LodeGuardMode::InHole && steps++ < 10)
            w.keys(".");
        QCOMPARE(w.s.guards[0].mode, LodeGuardMode::Reborn);
        QCOMPARE(w.guard().y, 1); // the second row
        w.keys("..");
        QCOMPARE(w.s.guards[0].mode, LodeGuardMode::Free);
    }

    void guard_picksUpAndDropsGold()
    {
        World w = world({"P....G..g", "@@@@@@@@@"});
        w.keys("....");
        QCOMPARE(w.guard(), (Point{5, 0}));
        QVERIFY(!w.s.hasGold(w.cell({5, 0})));
        QCOMPARE(w.s.goldLeft, 2); // carried, not taken (and the sealed one)
        QVERIFY(w.s.guards[0].gold >= 12 && w.s.guards[0].gold <= 37);
        w.s.guards[0].gold = 1; // the last cell of its carry
        while (w.guard() == Point{5, 0})
            w.keys(".");
        QCOMPARE(w.guard(), (Point{4, 0}));
        QVERIFY(w.s.hasGold(w.cell({4, 0})));
        QCOMPARE(w.s.guards[0].gold, std::int16_t{-1});
    }

    void step_isDeterministic_andHashesEveryField()
    {
        World a = world({"........", "P..G.g..", "==H=====", "..H.g...", "@@@@@@@@"}, {}, 7);
        World b = a;
        const std::string keys = "DXZ.ADWSSDDX..AAD";
        a.keys(keys);
        b.keys(keys);
        QVERIFY(a.s == b.s);
        QCOMPARE(lodeStateHash(a.s), lodeStateHash(b.s));
        b.s.guards[0].timer += 1;
        QVERIFY(lodeStateHash(a.s) != lodeStateHash(b.s));
    }
};

QTEST_APPLESS_MAIN(TestLodeRules)
#include "test_lode_rules.moc"
