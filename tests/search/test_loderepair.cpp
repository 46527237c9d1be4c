// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The solver's repair of the static plan (solve/repair_p.h): on a level where the guard-free plan walks
// into a guard, it finds keys that win with the guard, the runner never further from the plan's way than
// kRepairTube cells; it gives up with nothing to repair or no time, then naming the state furthest along
// the plan; and solveLodeRunner returns such keys.

#include "../common/lodecases.h"

#include <mapsmith/plan/collect.h>
#include <mapsmith/solve/repair_p.h>

#include <QtTest>

#include <algorithm>

using namespace mapsmith;

namespace {

/// A floor with the runner at its left, a guard between him and the gold, a ladder to the top at the right.
Map guardInTheWay()
{
    return lodecases::parse(lodecases::rows({
        "                H",
        "                H",
        "                H",
        " &      0     $ H",
        "#################",
    }));
}

std::string planKeys(const Map &map)
{
    const auto plan = planCollection(map.grid, CollectRequest{});
    return plan && plan->complete() ? plan->keys : std::string{};
}

/// The runner's cells along `keys` from the start, and whether they win.
bool play(const LodeRunnerGame &game, const std::string &keys, bool guards, std::vector<std::int32_t> *cells)
{
    LodeState s = game.start(0, guards);
    if (cells)
        cells->push_back(s.runner);
    for (char k : keys) {
        game.step(s, lodeMoveOfKey(k));
        if (cells)
            cells->push_back(s.runner);
    }
    return s.status == LodeStatus::Won;
}

} // namespace

class TestLodeRepair : public QObject
{
    Q_OBJECT

private slots:
    void winsWhereThePlanMeetsTheGuard()
    {
        const Map map = guardInTheWay();
        auto game = LodeRunnerGame::create(map.grid);
        QVERIFY(game.ok());
        const std::string plan = planKeys(map);
        QVERIFY(!plan.empty());
        std::vector<std::int32_t> planCells;
        QVERIFY(play(*game, plan, false, &planCells)); // the plan wins without the guard
        QVERIFY(!play(*game, plan, true, nullptr));    // and loses with him
        std::size_t states = 0;
        const std::string keys = repairLodePlan(*game, plan, SolveRequest{}, game->start(0),
                                                std::chrono::steady_clock::time_point::max(), states);
        QVERIFY(!keys.empty());
        QVERIFY(states > 0);
        std::vector<std::int32_t> cells;
        QVERIFY(play(*game, keys, true, &cells));
        const LodeTerrain &t = game->terrain();
        for (std::int32_t c : cells) {
            const Point p = t.pointOf(c);
            int nearest = 1 << 20;
            for (std::int32_t q : planCells) {
                const Point r = t.pointOf(q);
                nearest = std::min(nearest, std::abs(p.x - r.x) + std::abs(p.y - r.y));
            }
            QVERIFY2(nearest <= kRepairTube,
                     qPrintable(
                         QStringLiteral("(%1, %2) is %3 cells off the plan").arg(p.x).arg(p.y).arg(nearest)));
        }
    }
    void givesUpWithNothingToRepairOrNoTime()
    {
        const Map map = guardInTheWay();
        auto game = LodeRunnerGame::create(map.grid);
        QVERIFY(game.ok());
        std::size_t states = 0;
        QVERIFY(repairLodePlan(*game, "", SolveRequest{}, game->start(0),
                               std::chrono::steady_clock::time_point::max(), states)
                    .empty());
        const auto past = std::chrono::steady_clock::now() - std::chrono::seconds(1);
        QVERIFY(repairLodePlan(*game, planKeys(map), SolveRequest{}, game->start(0), past, states).empty());
    }
    void keepsToHalfTheRequestsStates()
    {
        const Map map = guardInTheWay();
        auto game = LodeRunnerGame::create(map.grid);
        QVERIFY(game.ok());
        const auto never = std::chrono::steady_clock::time_point::max();
        std::size_t needed = 0;
        QVERIFY(!repairLodePlan(*game, planKeys(map), SolveRequest{}, game->start(0), never, needed).empty());
        QVERIFY2(needed > 32, qPrintable(QString::number(needed)));
        // The same search with a budget of as many states as the win took: it may spend half of them.
        SolveRequest req;
        req.maxStates = needed;
        std::size_t states = 0;
        QVERIFY(repairLodePlan(*game, planKeys(map), req, game->start(0), never, states).empty());
        QVERIFY2(states <= needed / 2 + 8, qPrintable(QStringLiteral("%1 of %2").arg(states).arg(needed)));
        QVERIFY(states >= needed / 2);
    }
    void keepsTheStateFurthestAlongWhenItFails()
    {
        const Map map = guardInTheWay();
        auto game = LodeRunnerGame::create(map.grid);
        QVERIFY(game.ok());
        const auto never = std::chrono::steady_clock::time_point::max();
        const std::string plan = planKeys(map);
        std::size_t needed = 0;
        std::string furthest = "untouched";
        QVERIFY(
            !repairLodePlan(*game, plan, SolveRequest{}, game->start(0), never, needed, &furthest).empty());
        QCOMPARE(furthest, std::string("untouched")); // a win leaves it alone
        SolveRequest req;
        req.maxStates = needed; // half of the states the win needs: no win
        std::size_t states = 0;
        QVERIFY(repairLodePlan(*game, plan, req, game->start(0), never, states, &furthest).empty());
        QVERIFY(!furthest.empty());
        QVERIFY(furthest != "untouched");
        // Its keys play with the guard without losing, and end where the plan has the runner after some of
        // its keys.
        std::vector<std::int32_t> planCells;
        play(*game, plan, false, &planCells);
        LodeState s = game->start(0);
        for (char k : furthest)
            game->step(s, lodeMoveOfKey(k));
        QCOMPARE(s.status, LodeStatus::Playing);
        const auto on = std::find(planCells.begin() + 1, planCells.end(), s.runner);
        QVERIFY2(on != planCells.end(), qPrintable(QString::fromStdString(furthest)));
    }
    void solverReturnsKeysThatWin()
    {
        const Map map = guardInTheWay();
        const auto solution = solveLodeRunner(map, SolveRequest{});
        QVERIFY(solution.ok());
        QVERIFY2(solution->solved, solution->reason.c_str());
        auto game = LodeRunnerGame::create(map.grid);
        QVERIFY(game.ok());
        QVERIFY(play(*game, solution->keys, true, nullptr));
        QVERIFY(solution->keys != planKeys(map));
    }
};

QTEST_GUILESS_MAIN(TestLodeRepair)
#include "test_loderepair.moc"
