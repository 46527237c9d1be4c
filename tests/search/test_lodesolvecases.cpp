// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The solver with guards on the hand-made hard levels (tests/common/lodecases.h): it wins every one, those
// only a guard makes beatable included, within a fixed number of states (no clock: the same on every
// machine), and its keys replay to a win in the play rules with the guards. Where a case needs a guard,
// the static plan (no guards) does not finish it, so the guard is what the solution uses.

#include "../common/lodecases.h"

#include <mapsmith/plan/collect.h>
#include <mapsmith/play/loderunner.h>
#include <mapsmith/solve/solver.h>

#include <QtTest>

using namespace mapsmith;

class TestLodeSolveCases : public QObject
{
    Q_OBJECT

private slots:
    void hardCases_wonWithGuards_keysReplay_data()
    {
        QTest::addColumn<int>("index");
        const auto cases = lodecases::hardCases();
        for (std::size_t i = 0; i < cases.size(); ++i)
            QTest::newRow(cases[i].name.c_str()) << static_cast<int>(i);
    }
    void hardCases_wonWithGuards_keysReplay()
    {
        QFETCH(int, index);
        const lodecases::Case c = lodecases::hardCases()[static_cast<std::size_t>(index)];
        SolveRequest req;
        req.timeLimit = 0;
        req.maxStates = 400000;
        const auto solution = solveLodeRunner(c.map, req);
        QVERIFY2(solution.ok(), solution ? "" : solution.error().message.c_str());
        QVERIFY2(solution->solved, solution->reason.c_str());
        auto game = LodeRunnerGame::create(c.map.grid);
        QVERIFY(game.ok());
        LodeState s = game->start(req.seed);
        for (char k : solution->keys)
            game->step(s, lodeMoveOfKey(k));
        QCOMPARE(s.status, LodeStatus::Won);
        if (c.needsGuard) {
            const auto plan = planCollection(c.map.grid, CollectRequest{});
            QVERIFY(plan.ok());
            QVERIFY(!plan->complete());
        }
    }
};

QTEST_GUILESS_MAIN(TestLodeSolveCases)
#include "test_lodesolvecases.moc"
