// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The staircase the greedy Lode Runner plan digs down through several floors (plan/lodestairs_p.h): it
// fits only over brick, it takes the runner below the last floor alive in both directions, its keys are
// the game's own (stepped again from the start they end in the same state), and it refuses what it cannot
// dig (a solid cell in a floor, a wall where the runner has to walk back).

#include "../common/lodecases.h"

#include <mapsmith/plan/lodestairs_p.h>

#include <QtTest>

using namespace mapsmith;

namespace {

/// Four floors of brick under a runner at (x, 1); '@' walls at both ends.
Map floors(int x, char floorCell = '#', int floorCellAt = -1)
{
    std::vector<std::string> r;
    r.push_back("@" + std::string(20, ' ') + "@");
    std::string top = "@" + std::string(20, ' ') + "@";
    top[static_cast<std::size_t>(x)] = '&';
    r.push_back(top);
    for (int k = 0; k < 4; ++k) {
        std::string floor = "@" + std::string(20, '#') + "@";
        if (k == 2 && floorCellAt >= 0)
            floor[static_cast<std::size_t>(floorCellAt)] = floorCell;
        r.push_back(floor);
    }
    r.push_back("@" + std::string(20, ' ') + "@");
    r.push_back(std::string(22, '@'));
    return lodecases::parse(lodecases::rows(r));
}

} // namespace

class TestLodeStairs : public QObject
{
    Q_OBJECT

private slots:
    void takesTheRunnerBelowTheLastFloor_data()
    {
        QTest::addColumn<int>("x");
        QTest::addColumn<int>("dir");
        QTest::addColumn<int>("depth");
        QTest::newRow("left, 4 floors") << 6 << -1 << 4;
        QTest::newRow("right, 4 floors") << 15 << 1 << 4;
        QTest::newRow("left, 2 floors") << 4 << -1 << 2;
    }
    void takesTheRunnerBelowTheLastFloor()
    {
        QFETCH(int, x);
        QFETCH(int, dir);
        QFETCH(int, depth);
        const Map map = floors(x);
        auto game = LodeRunnerGame::create(map.grid);
        QVERIFY(game.ok());
        const LodeState start = game->start(0, false);
        QVERIFY(lodeStairFits(*game, start, {x, 1}, dir, depth));
        LodeState s = start;
        const auto keys = lodeStaircase(*game, s, dir, depth);
        QVERIFY(keys.has_value());
        QCOMPARE(s.status, LodeStatus::Playing);
        const Point end = game->terrain().pointOf(s.runner);
        QVERIFY2(end.y >= 1 + depth, qPrintable(QStringLiteral("ended on row %1").arg(end.y)));
        QCOMPARE(end.x, x + dir); // the last floor's one hole is beside the start column
        int digs = 0;
        LodeState again = start;
        for (LodeMove m : *keys)
            digs += game->step(again, m).dug ? 1 : 0;
        QCOMPARE(again.runner, s.runner);
        QCOMPARE(digs, depth * (depth + 1) / 2);
    }
    void refusesWhatItCannotDig()
    {
        // A solid cell in the third floor, where the pattern would dig.
        const Map solid = floors(6, '@', 6);
        auto game = LodeRunnerGame::create(solid.grid);
        QVERIFY(game.ok());
        QVERIFY(!lodeStairFits(*game, game->start(0, false), {6, 1}, -1, 4));
        QVERIFY(lodeStairFits(*game, game->start(0, false), {6, 1}, -1, 2)); // above it
        // Against the left wall the first hole would be in the wall.
        const Map wall = floors(1);
        auto walled = LodeRunnerGame::create(wall.grid);
        QVERIFY(walled.ok());
        QVERIFY(!lodeStairFits(*walled, walled->start(0, false), {1, 1}, -1, 3));
        // Going right from the right wall's side: no room to walk back along the holes.
        const Map right = floors(20);
        auto cornered = LodeRunnerGame::create(right.grid);
        QVERIFY(cornered.ok());
        LodeState s = cornered->start(0, false);
        QVERIFY(!lodeStaircase(*cornered, s, 1, 3).has_value());
    }
};

QTEST_GUILESS_MAIN(TestLodeStairs)
#include "test_lodestairs.moc"
