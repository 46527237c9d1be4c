// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Lode Runner in the play session: a key moves the runner at its beat's tick (one step a beat, the last key
// of a beat wins), the session shows the game's state (holes as floor, shown ladders, guards, gold carried),
// the hole time option, and the search rules' moves against the game's steps on generated levels. The rules
// themselves are tested level by level in test_lode_rules.cpp.
#include "playtestutil.h"

#include <mapsmith/play/loderunner.h>
#include <mapsmith/search/loderunnerrules.h>

#include <algorithm>

using namespace mapsmith;
using namespace playtest;

namespace {
/// gridLevel plus a row below with a gold behind solid: a runner in the top row has not won yet.
Map sealed(std::vector<std::string> rows)
{
    rows.push_back("G" + std::string(rows.front().size() - 1, '@'));
    return gridLevel(rows);
}

PlayOptions options()
{
    PlayOptions o;
    o.vision = VisionMode::Off;
    return o;
}
} // namespace

class TestLodeRunner : public QObject
{
    Q_OBJECT

private slots:
    void key_movesTheRunnerAtItsTick()
    {
        PlaySession s = makeSession(sealed({"P....", "@@@@@"}), options());
        QCOMPARE(s.kind(), PlayKind::LodeRunner);
        const BeatClock &c = s.clock();
        s.press(PlayKey::Right, c.timeOfBeat(0));
        QCOMPARE(s.player(), (Point{0, 0})); // not yet: at the tick
        s.advanceTo(c.timeOfBeat(0) + 0.3 * c.secondsPerBeat());
        QCOMPARE(s.player(), (Point{1, 0}));
        // Two keys in one beat: the last one is the move.
        s.press(PlayKey::Left, c.timeOfBeat(1) - 0.1);
        s.press(PlayKey::Right, c.timeOfBeat(1));
        s.advanceTo(c.timeOfBeat(1) + 0.3 * c.secondsPerBeat());
        QCOMPARE(s.player(), (Point{2, 0}));
        // A beat without a key: the runner stays.
        s.advanceTo(c.timeOfBeat(3));
        QCOMPARE(s.player(), (Point{2, 0}));
    }

    void session_showsHolesLaddersAndGold()
    {
        PlaySession s = makeSession(gridLevel({"......", "S.P.G.", "S=====", "@@@@@@"}), options());
        QCOMPARE(s.pickupCount(), 1);
        playKeys(s, "Z.");
        QCOMPARE(s.tiles().at(1, 2), Tile::Floor); // the hole
        QCOMPARE(s.holes().size(), std::size_t{1});
        QCOMPARE(s.tiles().at(0, 2), Tile::HiddenLadder);
        playKeys(s, "DD");
        QCOMPARE(s.collected(), 1);
        QCOMPARE(s.tiles().at(0, 2), Tile::Ladder); // shown
        QVERIFY(s.lodeState() && s.lodeState()->laddersShown());
        playKeys(s, "AAA");
        QCOMPARE(s.player(), (Point{1, 1}));
        playKeys(s, "A");
        QCOMPARE(s.player(), (Point{1, 2})); // into the open hole: the key did nothing
        playKeys(s, "AW");
        QCOMPARE(s.status(), PlayStatus::Playing);
        playKeys(s, "W");
        QCOMPARE(s.status(), PlayStatus::Won); // out sideways to the shown ladder, up to the top
    }

    void session_guardsCatchTheRunner()
    {
        PlaySession s = makeSession(sealed({"P...g", "@@@@@"}), options());
        QCOMPARE(s.enemies().size(), std::size_t{1});
        playKeys(s, "....");
        QCOMPARE(s.enemies()[0].pos, (Point{1, 0}));
        QCOMPARE(s.status(), PlayStatus::Playing);
        playKeys(s, "..");
        QCOMPARE(s.status(), PlayStatus::Lost);
    }

    void holeBeats_isTheHoleTime()
    {
        PlayOptions o = options();
        o.holeBeats = 3;
        PlaySession s = makeSession(sealed({"P...", "====", "@@@@"}), o);
        playKeys(s, "X.D.");
        QCOMPARE(s.player(), (Point{1, 1}));
        playKeys(s, ".");
        QCOMPARE(s.status(), PlayStatus::Lost); // open 3 whole steps after the one it opened in
    }

    void searchRules_moveAsTheGameSteps_onGeneratedLevels()
    {
        // Without holes or guards, the cell graph's moves from a cell are exactly the cells the game's
        // steps reach from it, one key each.
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            Map m = generated("loderunner", seed);
            std::erase_if(m.grid.entities, [](const Entity &e) { return e.type == "guard"; });
            for (bool shown : {false, true}) {
                LodeRunnerOptions lo;
                lo.hiddenLadders = shown;
                const LodeRunnerRules rules(m.grid, lo);
                auto game = LodeRunnerGame::create(m.grid);
                QVERIFY(game.ok());
                LodeState base = game->start(0, false);
                if (shown) {
                    base.setGoldWords(std::vector<std::uint64_t>(base.gold().size(), 0));
                    base.goldLeft = 0;
                }
                for (int y = 0; y < m.grid.height(); ++y) {
                    for (int x = 0; x < m.grid.width(); ++x) {
                        const StateId st = rules.stateAt({x, y});
                        if (st == kNoState)
                            continue;
                        std::vector<Point> graph;
                        rules.forEachSuccessor(st,
                                               [&](StateId t, Cost) { graph.push_back(rules.cellOf(t)); });
                        std::vector<Point> steps;
                        for (char k : std::string("WDSA")) {
                            LodeState s = base;
                            s.runner = game->terrain().cellOf({x, y});
                            game->step(s, lodeMoveOfKey(k));
                            const Point p = game->terrain().pointOf(s.runner);
                            if (p != Point{x, y} && std::find(steps.begin(), steps.end(), p) == steps.end())
                                steps.push_back(p);
                        }
                        std::sort(graph.begin(), graph.end());
                        graph.erase(std::unique(graph.begin(), graph.end()), graph.end());
                        std::sort(steps.begin(), steps.end());
                        QVERIFY2(graph == steps,
                                 qPrintable(QStringLiteral("seed %1 (%2, %3)").arg(seed).arg(x).arg(y)));
                    }
                }
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestLodeRunner)
#include "test_loderunner.moc"
