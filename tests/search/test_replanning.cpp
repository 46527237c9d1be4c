// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// D* Lite keeps its plan equal to a fresh Dijkstra's while tiles change and the runner moves, and repairs
// small changes with less work than a search from scratch.
#include "searchtestutil.h"

#include <mapsmith/search/bestfirst.h>
#include <mapsmith/search/dstarlite.h>

#include <QTest>

using namespace mapsmith;
using namespace searchtest;

namespace {
Cost freshCost(const GridRules &rules, Point from, Point to)
{
    BestFirstSearch<GridRules> d(rules, BestFirstKind::Dijkstra);
    d.start(rules.stateAt(from), to);
    d.run();
    return d.outcome().cost;
}
} // namespace

class TestReplanning : public QObject
{
    Q_OBJECT

private slots:
    void randomEdits_dstarLiteMatchesFreshDijkstra()
    {
        Rng rng(2002);
        for (int i = 0; i < 200; ++i) {
            const int w = static_cast<int>(rng.range(3, 16)), h = static_cast<int>(rng.range(3, 12));
            GridMap m = randomMap(rng, w, h, 0.25, 0.2);
            Point a{0, 0}, b{w - 1, h - 1};
            m.tiles[a] = Tile::Floor;
            m.tiles[b] = Tile::Floor;
            const Neighbourhood n = i % 2 ? Neighbourhood::Eight : Neighbourhood::Four;
            GridRules rules(m, n);
            DStarLite<> dstar(rules);
            dstar.start(a, b);
            dstar.run();
            QCOMPARE(dstar.outcome().cost, freshCost(rules, a, b));
            for (int e = 0; e < 12; ++e) {
                const Point p{static_cast<int>(rng.below(static_cast<std::uint64_t>(w))),
                              static_cast<int>(rng.below(static_cast<std::uint64_t>(h)))};
                if (p == b || p == a)
                    continue;
                static constexpr Tile kinds[] = {Tile::Wall, Tile::Floor, Tile::Slow};
                const Tile t = kinds[rng.below(3)];
                dstar.setTile(p, t);
                m.tiles[p] = t;   // the oracle's copy of the map
                if (e % 4 == 3) { // the runner takes one step along its plan
                    const auto o = dstar.outcome();
                    if (o.found && o.path.size() > 1) {
                        a = rules.cellOf(o.path[1]);
                        dstar.moveStart(a);
                    }
                }
                dstar.run();
                const auto o = dstar.outcome();
                const Cost want = freshCost(rules, a, b);
                QVERIFY2(o.cost == want,
                         qPrintable(
                             QStringLiteral("map %1 edit %2: %3 vs %4").arg(i).arg(e).arg(o.cost).arg(want)));
                if (o.found) {
                    std::vector<Point> cells;
                    for (StateId s : o.path)
                        cells.push_back(rules.cellOf(s));
                    QCOMPARE(gridPathCost(m, n, TileCosts::standard(), cells), o.cost);
                }
            }
        }
    }

    void smallEdit_repairsWithLessWorkThanAFreshSearch()
    {
        GridMap m;
        m.tiles = Grid<Tile>(120, 120, Tile::Floor);
        GridRules rules(m, Neighbourhood::Four);
        DStarLite<> dstar(rules);
        dstar.start({0, 0}, {119, 119});
        dstar.run();
        const auto first = dstar.stats().expanded;
        dstar.setTile({60, 60}, Tile::Wall);
        dstar.run();
        const auto repair = dstar.stats().expanded - first;
        QCOMPARE(dstar.outcome().cost, freshCost(rules, {0, 0}, {119, 119}));
        QVERIFY2(repair < first / 4,
                 qPrintable(QStringLiteral("repair %1, first %2").arg(repair).arg(first)));
    }
};

QTEST_GUILESS_MAIN(TestReplanning)
#include "test_replanning.moc"
