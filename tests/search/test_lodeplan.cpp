// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The Lode Runner greedy plan on the hand-made hard levels (tests/common/lodecases.h): every level that
// needs no guard is planned to the end (all gold, then the top), and its keys, stepped in the game
// without guards, win it. Each case stands for a kind of real level the planner used to give up on.

#include "../common/lodecases.h"

#include <mapsmith/plan/collect.h>
#include <mapsmith/play/loderunner.h>

#include <QtTest>

using namespace mapsmith;

namespace {

Result<CollectPlan> greedyPlan(const Map &map)
{
    CollectRequest req;
    req.planner = PlannerKind::Greedy;
    return planCollection(map.grid, req);
}

/// The plan's keys stepped in the game without guards: the status at the end.
LodeStatus replay(const Map &map, const CollectPlan &plan)
{
    auto game = LodeRunnerGame::create(map.grid);
    if (!game)
        return LodeStatus::Lost;
    LodeState s = game->start(0, false);
    for (char key : plan.keys)
        game->step(s, lodeMoveOfKey(key));
    return s.status;
}

} // namespace

class TestLodePlan : public QObject
{
    Q_OBJECT

private slots:
    void hardCases_data()
    {
        QTest::addColumn<int>("index");
        const auto cases = lodecases::hardCases();
        for (std::size_t i = 0; i < cases.size(); ++i)
            if (!cases[i].needsGuard)
                QTest::newRow(cases[i].name.c_str()) << static_cast<int>(i);
    }
    void hardCases()
    {
        QFETCH(int, index);
        const lodecases::Case c = lodecases::hardCases()[static_cast<std::size_t>(index)];
        const auto plan = greedyPlan(c.map);
        QVERIFY2(plan.ok(), plan ? "" : plan.error().message.c_str());
        QCOMPARE(plan->order.size(), plan->targets.size());
        QVERIFY(plan->escaped);
        QCOMPARE(replay(c.map, *plan), LodeStatus::Won);
    }
};

QTEST_GUILESS_MAIN(TestLodePlan)
#include "test_lodeplan.moc"
