// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The solver's count of states per place (solve/searchsets_p.h, PlaceCounts): each key counted on its own
// from one, the counts saturating at 255, and kept when the table grows; the repair with the bound on (a
// request of at least 1,000,000 states) tries every line of play in its tube in fewer states than it runs
// out of without; and the solver with the bound on still wins the hand-made cases with keys that replay to
// won.

#include "../common/lodecases.h"

#include <mapsmith/plan/collect.h>
#include <mapsmith/play/loderunner.h>
#include <mapsmith/solve/repair_p.h>
#include <mapsmith/solve/searchsets_p.h>
#include <mapsmith/solve/solver.h>

#include <QtTest>

using namespace mapsmith;

class TestLodePlaces : public QObject
{
    Q_OBJECT

private slots:
    void countsEachKeyOnItsOwn()
    {
        PlaceCounts c;
        QCOMPARE(c.bump(7), 1);
        QCOMPARE(c.bump(7), 2);
        QCOMPARE(c.bump(8), 1);
        QCOMPARE(c.bump(0), 1); // 0 is stored as 1
        QCOMPARE(c.bump(1), 2);
        QCOMPARE(c.bump(7), 3);
    }

    void saturatesAt255()
    {
        PlaceCounts c;
        for (int i = 0; i < 300; ++i)
            c.bump(42);
        QCOMPARE(c.bump(42), 255);
    }

    void keepsTheCountsWhenItGrows()
    {
        PlaceCounts c;
        constexpr std::uint64_t kKeys = 100000; // several growths from 16,384 slots
        for (std::uint64_t k = 1; k <= kKeys; ++k)
            QCOMPARE(c.bump(k * 0x9e3779b97f4a7c15ull), 1);
        for (std::uint64_t k = 1; k <= kKeys; ++k)
            if (c.bump(k * 0x9e3779b97f4a7c15ull) != 2)
                QFAIL(qPrintable(QStringLiteral("key %1 lost its count").arg(k)));
    }

    void repairKeepsFewerStatesWithTheBound()
    {
        // Two guards between the runner and the gold: the plan's way is blocked, and the repair searches
        // every state within its tube. With the bound (a request of 1,000,000 states or more) a place and
        // its progress along the plan hold at most kPlaceStates of them, whatever the guards do.
        const Map map = lodecases::parse(lodecases::rows({
            "                H",
            "                H",
            "                H",
            " &   0     0  $ H",
            "#################",
        }));
        auto game = LodeRunnerGame::create(map.grid);
        QVERIFY(game.ok());
        const auto plan = planCollection(map.grid, CollectRequest{});
        QVERIFY(plan && plan->complete());
        const std::string keys = plan->keys.substr(0, plan->keys.size() / 2); // a plan that cannot win
        const auto never = std::chrono::steady_clock::time_point::max();
        SolveRequest bounded;
        bounded.maxStates = 2 * kTriesMinStates;
        SolveRequest unbounded;
        unbounded.maxStates = 400000; // the repair may keep half
        std::size_t withBound = 0, without = 0;
        QVERIFY(repairLodePlan(*game, keys, bounded, game->start(0), never, withBound).empty());
        QVERIFY(repairLodePlan(*game, keys, unbounded, game->start(0), never, without).empty());
        QCOMPARE(without, unbounded.maxStates / 2); // without the bound its budget runs out first
        QVERIFY2(withBound < without, // with it, every line of play in the tube is tried in fewer
                 qPrintable(QStringLiteral("%1 with the bound, %2 without").arg(withBound).arg(without)));
    }

    void solverWithTheBoundWinsTheHardCases()
    {
        for (const lodecases::Case &hard : lodecases::hardCases()) {
            SolveRequest req;
            req.timeLimit = 0; // states only: the same answer on every machine
            req.maxStates = 1000000;
            const auto s = solveLodeRunner(hard.map, req);
            QVERIFY2(s, hard.name.c_str());
            QVERIFY2(s->solved, hard.name.c_str());
            auto game = LodeRunnerGame::create(hard.map.grid);
            QVERIFY(game.ok());
            LodeState st = game->start(req.seed);
            for (char k : s->keys)
                game->step(st, lodeMoveOfKey(k));
            QVERIFY2(st.status == LodeStatus::Won, hard.name.c_str());
        }
    }
};

QTEST_GUILESS_MAIN(TestLodePlaces)
#include "test_lodeplaces.moc"
