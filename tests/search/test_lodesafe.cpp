// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The greedy Lode Runner plan's safety test (plan/lodesafe_p.h) on one small level: a gold only a chain of
// holes reaches (the cell graph never does) leaves other steps safe; a pit entered through holes dug in its
// wall is safe while they are open and within reach, and not when they are closed or about to refill; the
// same pit entered from above (no way out) is not. The strict test asks for every gold, holes closed.

#include "../common/lodecases.h"

#include <mapsmith/plan/lodesafe_p.h>

#include <QtTest>

#include <algorithm>

using namespace mapsmith;

namespace {

// (2,3): behind solid and brick, reached only by two holes dug one over the other from the ladder at x=4.
// (8,3): a pit of brick, entered the same way from the ladder at x=6 (and left by it), or from above (for
// good). (9,1): on the ground.
const char *const kLevel = "; size 12x5\n"
                           "            \n"
                           " &  H H  $  \n"
                           "@@@#H@H###@@\n"
                           "@@$#H@H#$#@@\n"
                           "@@@@@@@@@@@@\n";

struct Fixture
{
    Map map = lodecases::parse(kLevel);
    LodeRunnerGame game = std::move(*LodeRunnerGame::create(map.grid));
    LodeRunnerRules hidden = rules(false);
    LodeRunnerRules shown = rules(true);
    LodeState start = game.start(0, false);

    LodeRunnerRules rules(bool laddersShown) const
    {
        LodeRunnerOptions o;
        o.digging = true;
        o.hiddenLadders = laddersShown;
        return LodeRunnerRules(map.grid, o);
    }
    std::int32_t cell(int x, int y) const { return game.terrain().cellOf({x, y}); }
    LodeState after(const std::string &keys) const
    {
        LodeState s = start;
        for (char k : keys)
            game.step(s, lodeMoveOfKey(k));
        return s;
    }
};

bool reaches(const LodeReach &r, std::int32_t c)
{
    return std::ranges::find(r.gold, c) != r.gold.end();
}

} // namespace

class TestLodeSafe : public QObject
{
    Q_OBJECT

private slots:
    void aGoldOnlyHolesReach_leavesOtherStepsSafe()
    {
        Fixture f;
        const LodeReach before = lodeReach(f.game, f.start, f.hidden, f.shown);
        QVERIFY(before.top);
        QVERIFY(!reaches(before, f.cell(2, 3))); // the cell graph does not chain holes
        QVERIFY(reaches(before, f.cell(8, 3)));
        QVERIFY(reaches(before, f.cell(9, 1)));
        const LodeState s = f.after("DDDDDDDD"); // along the ground to (9,1)
        QCOMPARE(f.game.terrain().pointOf(s.runner), (Point{9, 1}));
        QCOMPARE(s.goldLeft, 2);
        QVERIFY(lodeSafe(f.game, s, f.hidden, f.shown, before));
    }

    void theStrictTest_asksForEveryGold()
    {
        Fixture f; // CollectRequest::lodeStrictSafety: every gold and the top, open holes not counted
        const LodeReach everything = lodeEverything(f.start);
        QCOMPARE(everything.gold.size(), std::size_t{3});
        QVERIFY(everything.top);
        const LodeState ground = f.after("DDDDDDDD");
        QVERIFY(!lodeSafe(f.game, ground, f.hidden, f.shown, everything, false)); // (2,3) is never reached
        const LodeState pit = f.after("DDDDDX.SX.D.D");
        QVERIFY(
            !lodeSafe(f.game, pit, f.hidden, f.shown, lodeReach(f.game, f.start, f.hidden, f.shown), false));
    }

    void aPitEnteredThroughItsWall_isSafeWhileTheHolesAreOpen()
    {
        Fixture f;
        const LodeReach before = lodeReach(f.game, f.start, f.hidden, f.shown);
        // To the ladder at x=6, a hole beside it, down, a hole under that one, in, and the gold.
        const LodeState s = f.after("DDDDDX.SX.D.D");
        QCOMPARE(f.game.terrain().pointOf(s.runner), (Point{8, 3}));
        QCOMPARE(s.goldLeft, 2);
        QCOMPARE(s.holes.size(), std::size_t{2});
        QVERIFY(lodeSafe(f.game, s, f.hidden, f.shown, before));

        LodeState closed = s;
        closed.holes.clear();
        QVERIFY(!lodeSafe(f.game, closed, f.hidden, f.shown, before));

        LodeState refilling = s; // the holes one and two cells away, refilling next step
        for (LodeHole &h : refilling.holes)
            h.left = 1;
        QVERIFY(!lodeSafe(f.game, refilling, f.hidden, f.shown, before));
    }

    void aPitEnteredFromAbove_isNotSafe()
    {
        Fixture f;
        const LodeReach before = lodeReach(f.game, f.start, f.hidden, f.shown);
        const LodeState s = f.after("DDDDDD.X.D.."); // a hole dug into its roof, and down
        QCOMPARE(f.game.terrain().pointOf(s.runner), (Point{8, 3}));
        QCOMPARE(s.goldLeft, 2);
        QVERIFY(!s.holes.empty());
        QVERIFY(!lodeSafe(f.game, s, f.hidden, f.shown, before));
    }
};

QTEST_APPLESS_MAIN(TestLodeSafe)
#include "test_lodesafe.moc"
