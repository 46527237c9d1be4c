// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Lode Runner play: falling, ladders, ropes, digging and refilling holes, hidden ladders after the last
// gold, guards that catch; and play's notion of "supported" against the search rules on generated levels.
// Core first: search/loderunnerrules.h names members that Qt's keyword macros (emit, slots) would erase.
// clang-format off
#include <mapsmith/search/loderunnerrules.h>
#include <mapsmith/play/loderunner.h>
#include "playtestutil.h"
// clang-format on

#include <algorithm>

using namespace mapsmith;
using namespace playtest;

namespace {
Map lrLevel(const std::vector<std::string> &rows)
{
    Map m = gridLevel(rows);
    return m;
}
PlayOptions quiet()
{
    PlayOptions o;
    o.chaseRange = 0;
    return o;
}
} // namespace

class TestLodeRunner : public QObject
{
    Q_OBJECT

private slots:
    void runner_fallsOneCellPerBeat_withoutControl()
    {
        PlaySession s = makeSession(lrLevel({"P....", ".....", ".....", "@@@@@"}), quiet());
        QCOMPARE(s.kind(), PlayKind::LodeRunner);
        playKeys(s, "D");
        QCOMPARE(s.player(), (Point{0, 1})); // the key was ignored, the tick made it fall
        playKeys(s, ".");
        QCOMPARE(s.player(), (Point{0, 2}));
        playKeys(s, "..");
        QCOMPARE(s.player(), (Point{0, 2})); // landed on solid
        playKeys(s, "D");
        QCOMPARE(s.player(), (Point{1, 2}));
    }

    void runner_climbsLadders()
    {
        PlaySession s = makeSession(lrLevel({"....", ".H..", ".H..", "PH..", "@@@@"}), quiet());
        playKeys(s, "W"); // not on a ladder: cannot go up
        QCOMPARE(s.player(), (Point{0, 3}));
        playKeys(s, "DWWW");
        QCOMPARE(s.player(), (Point{1, 0}));
        playKeys(s, "SS");
        QCOMPARE(s.player(), (Point{1, 2}));
    }

    void runner_hangsOnRopes_andDropsWithDown()
    {
        PlaySession s = makeSession(lrLevel({".....", "P---.", "@....", ".....", "@@@@@"}), quiet());
        playKeys(s, "DD");
        QCOMPARE(s.player(), (Point{2, 1})); // hanging, not falling
        playKeys(s, "S");
        QCOMPARE(s.player(), (Point{2, 3})); // let go, fell to the floor
    }

    void dig_opensAHole_thatRefills_andBuriesTheRunner()
    {
        PlayOptions o = quiet();
        o.holeBeats = 3;
        PlaySession s = makeSession(lrLevel({"P...", "====", "@@@@"}), o);
        playKeys(s, "Z"); // nothing to dig on the left (the map's edge)
        QVERIFY(s.holes().empty());
        playKeys(s, "X");
        QCOMPARE(s.holes().size(), std::size_t{1});
        QCOMPARE(s.tiles().at(1, 1), Tile::Floor);
        playKeys(s, "D");
        QCOMPARE(s.player(), (Point{1, 1})); // walked over the hole and fell in
        playKeys(s, "DA");
        QCOMPARE(s.player(), (Point{1, 1})); // bricks on both sides
        s.advanceTo(30.0);
        QCOMPARE(s.tiles().at(1, 1), Tile::Brick);
        QCOMPARE(s.status(), PlayStatus::Lost);
    }

    void hole_trapsAGuard_whoReturnsHomeWhenItRefills()
    {
        PlayOptions o;
        o.holeBeats = 4;
        o.chaseRange = 10;
        PlaySession s = makeSession(lrLevel({"P..g", "====", "@@@@"}), o);
        playKeys(s, "X.."); // beats 0-2: the guard steps to (2,0), then (1,0), then falls into the hole
        QCOMPARE(s.enemies()[0].pos, (Point{1, 1}));
        playKeys(s, "."); // beat 3: trapped between bricks
        QCOMPARE(s.enemies()[0].pos, (Point{1, 1}));
        playKeys(s, "."); // beat 4: the hole refills, the guard starts again from home and chases
        QCOMPARE(s.tiles().at(1, 1), Tile::Brick);
        QCOMPARE(s.enemies()[0].pos, (Point{2, 0}));
        QCOMPARE(s.status(), PlayStatus::Playing);
    }

    void hiddenLadders_showAfterTheLastGold_andTheTopRowWins()
    {
        PlaySession s = makeSession(lrLevel({"......", "S.....", "S.PG..", "@@@@@@"}), quiet());
        playKeys(s, "AAW");
        QCOMPARE(s.player(), (Point{0, 2})); // no ladder yet
        QCOMPARE(s.tiles().at(0, 2), Tile::HiddenLadder);
        playKeys(s, "DDD");
        QCOMPARE(s.collected(), 1);
        QCOMPARE(s.tiles().at(0, 2), Tile::Ladder);
        QCOMPARE(s.status(), PlayStatus::Playing);
        playKeys(s, "AAAWW");
        QCOMPARE(s.player(), (Point{0, 0}));
        QCOMPARE(s.status(), PlayStatus::Won);
    }

    void guard_chasesAndCatches()
    {
        PlayOptions o;
        o.chaseRange = 8;
        PlaySession s = makeSession(lrLevel({"P...g", "@@@@@"}), o);
        playKeys(s, "...");
        QCOMPARE(s.enemies()[0].pos, (Point{1, 0}));
        QCOMPARE(s.status(), PlayStatus::Playing);
        playKeys(s, ".");
        QCOMPARE(s.status(), PlayStatus::Lost);
    }

    void supported_agreesWithTheSearchRules_onGeneratedLevels()
    {
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            const Map m = generated("loderunner", seed);
            for (bool shown : {false, true}) {
                LodeRunnerOptions lo;
                lo.hiddenLadders = shown;
                const LodeRunnerRules rules(m.grid, lo);
                for (int y = 0; y < m.grid.height(); ++y) {
                    for (int x = 0; x < m.grid.width(); ++x) {
                        const StateId st = rules.stateAt({x, y});
                        if (st == kNoState)
                            continue;
                        std::vector<Point> next;
                        rules.forEachSuccessor(st, [&](StateId t, Cost) { next.push_back(rules.cellOf(t)); });
                        const bool supported = lodeRunnerSupported(m.grid.tiles, shown, {x, y});
                        if (!supported) {
                            QCOMPARE(next, (std::vector<Point>{{x, y + 1}}));
                            continue;
                        }
                        for (int dx : {-1, 1}) {
                            const bool open = rules.stateAt({x + dx, y}) != kNoState;
                            const bool offered =
                                std::find(next.begin(), next.end(), Point{x + dx, y}) != next.end();
                            QCOMPARE(offered, open);
                        }
                    }
                }
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestLodeRunner)
#include "test_loderunner.moc"
