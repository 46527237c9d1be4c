// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Lode Runner physics on small hand-made levels, and the searches under those rules against a brute-force
// oracle on random levels (digging on and off).
#include "searchtestutil.h"

#include <mapsmith/search/bestfirst.h>
#include <mapsmith/search/bfs.h>
#include <mapsmith/search/loderunnerrules.h>
#include <mapsmith/search/pathfind.h>

#include <QTest>

using namespace mapsmith;
using namespace searchtest;

namespace {

PathResult lodePath(const GridMap &m, Point from, Point to, LodeRunnerOptions opt = {},
                    SearchAlgorithm a = SearchAlgorithm::AStar)
{
    PathRequest req;
    req.algorithm = a;
    RulesSpec spec;
    spec.kind = RulesKind::LodeRunner;
    spec.lodeRunner = opt;
    req.rules = spec;
    req.from = from;
    req.to = to;
    auto r = findPath(m, req);
    return r.ok() ? *r : PathResult{};
}

GridMap randomLevel(Rng &rng, int w, int h)
{
    static constexpr Tile kinds[] = {Tile::Floor, Tile::Floor,  Tile::Floor, Tile::Brick, Tile::Brick,
                                     Tile::Solid, Tile::Ladder, Tile::Rope,  Tile::Trap};
    GridMap m;
    m.tiles = Grid<Tile>(w, h, Tile::Floor);
    for (auto &t : m.tiles)
        t = kinds[rng.below(std::size(kinds))];
    return m;
}

} // namespace

class TestLodeRunner : public QObject
{
    Q_OBJECT

private slots:
    void fallThroughGap_landsBelowAndCannotClimbBack()
    {
        const GridMap m = level({"P....", "===.=", ".....", "@@@@@"});
        const auto r = lodePath(m, {0, 0}, {4, 2});
        QVERIFY(r.found);
        QCOMPARE(r.cost, 6);
        QCOMPARE(r.path, (std::vector<Point>{{0, 0}, {1, 0}, {2, 0}, {3, 0}, {3, 1}, {3, 2}, {4, 2}}));
        QVERIFY(!lodePath(m, {4, 2}, {0, 0}).found);
    }

    void fallingRunner_hasOnlyTheMoveStraightDown()
    {
        const GridMap m = level({".....", "..-..", ".....", "@@@@@"});
        LodeRunnerRules rules(m);
        std::vector<Point> next;
        rules.forEachSuccessor(rules.stateAt({1, 0}),
                               [&](StateId t, Cost) { next.push_back(rules.cellOf(t)); });
        QCOMPARE(next, (std::vector<Point>{{1, 1}}));
        // Falling into a rope catches it: from the rope the runner may move sideways again.
        next.clear();
        rules.forEachSuccessor(rules.stateAt({2, 1}),
                               [&](StateId t, Cost) { next.push_back(rules.cellOf(t)); });
        QCOMPARE(next.size(), std::size_t{3}); // right, down (let go), left
    }

    void climbLadder_upAndOntoTheTop()
    {
        const GridMap m = level({"......", "H=====", "H.....", "H.....", "@@@@@@"});
        const auto r = lodePath(m, {5, 3}, {5, 0});
        QVERIFY(r.found);
        QCOMPARE(r.cost, 13);
        QVERIFY(lodePath(m, {5, 0}, {5, 3}).found); // and back down the ladder
    }

    void crossRope_overAPit()
    {
        const GridMap withRope = level({".......", ".-----.", "=.....=", ".......", "@@@@@@@"});
        const auto r = lodePath(withRope, {0, 1}, {6, 1});
        QVERIFY(r.found);
        QCOMPARE(r.cost, 6);
        const GridMap noRope = level({".......", ".......", "=.....=", ".......", "@@@@@@@"});
        QVERIFY(!lodePath(noRope, {0, 1}, {6, 1}).found);
    }

    void dropFromRope_letsGoAndFalls()
    {
        const GridMap m = level({".......", ".-----.", "=.....=", ".......", "@@@@@@@"});
        const auto r = lodePath(m, {0, 1}, {3, 3});
        QVERIFY(r.found);
        QCOMPARE(r.cost, 5);
        // Whatever rope cell it lets go from, it then falls straight down.
        const auto &p = r.path;
        std::size_t i = 1;
        while (i < p.size() && p[i].y == 1)
            ++i;
        QVERIFY(i >= 2);
        for (; i < p.size() && p[i].y <= 3; ++i)
            if (p[i].y == 2)
                QCOMPARE(p[i].x, p[i - 1].x);
    }

    void trap_looksSolidButDropsTheRunner()
    {
        const GridMap m = level({"P...", "=X==", "....", "@@@@"});
        QVERIFY(!lodePath(m, {0, 0}, {3, 0}).found);
        const auto r = lodePath(m, {0, 0}, {1, 2});
        QVERIFY(r.found);
        QCOMPARE(r.cost, 3);
        // Sideways it is a wall.
        QVERIFY(!lodePath(level({"PX.", "@@@"}), {0, 0}, {2, 0}).found);
    }

    void goldBelowBricks_reachableOnlyByDigging()
    {
        const GridMap m = level({"P....", "=====", "..G..", "@@@@@"});
        QVERIFY(!lodePath(m, {0, 0}, {2, 2}).found);
        LodeRunnerOptions dig;
        dig.digging = true;
        const auto r = lodePath(m, {0, 0}, {2, 2}, dig);
        QVERIFY(r.found);
        QCOMPARE(r.cost, 6); // dig, step beside, drop into the hole (2 + 1 + 1), fall, walk
        const auto bfs = lodePath(m, {0, 0}, {2, 2}, dig, SearchAlgorithm::Dijkstra);
        QCOMPARE(bfs.cost, 6);
        // The walk digs: it drops diagonally into the hole's cell.
        bool dug = false;
        for (std::size_t i = 1; i < r.path.size(); ++i)
            dug = dug || (r.path[i].y == r.path[i - 1].y + 1 && r.path[i].x != r.path[i - 1].x);
        QVERIFY(dug);
    }

    void digAndDrop_intoAPit_thenOutSideways()
    {
        // (2,1) is reachable only through the hole dug at (1,1): dig, step right, drop in, walk out right.
        const GridMap m = level({"..@.", "@=.@", "@@@@"});
        LodeRunnerOptions dig;
        dig.digging = true;
        QVERIFY(!lodePath(m, {0, 0}, {2, 1}).found);
        const auto r = lodePath(m, {0, 0}, {2, 1}, dig);
        QVERIFY(r.found);
        QCOMPARE(r.cost, 5);
        QCOMPARE(r.path, (std::vector<Point>{{0, 0}, {1, 1}, {2, 1}}));
    }

    void hiddenLadder_onlyAfterAllGold()
    {
        const GridMap m = level({"..E", "=.S", "P.S", "@@@"});
        QVERIFY(!lodePath(m, {0, 2}, {2, 0}).found);
        LodeRunnerOptions opt;
        opt.hiddenLadders = true;
        const auto r = lodePath(m, {0, 2}, {2, 0}, opt);
        QVERIFY(r.found);
        QCOMPARE(r.cost, 4);
    }

    void unreachableGold_isNotFound()
    {
        const GridMap m = level({"P......", "@@@@@@@", "@..G..@", "@@@@@@@"});
        for (auto a : {SearchAlgorithm::Bfs, SearchAlgorithm::Dfs, SearchAlgorithm::Dijkstra,
                       SearchAlgorithm::AStar, SearchAlgorithm::Greedy}) {
            const auto r = lodePath(m, {0, 0}, {3, 2}, {}, a);
            QVERIFY(!r.found);
            QCOMPARE(r.cost, kUnreachable);
        }
    }

    void defaultRules_pickLodeRunnerForLodeRunnerTiles()
    {
        QCOMPARE(defaultRules(level({"P.H", "@@@"})).kind, RulesKind::LodeRunner);
        QCOMPARE(defaultRules(level({"P.#", "..."})).kind, RulesKind::Grid4);
    }

    void randomLevels_searchesAgreeWithBellmanFord()
    {
        Rng rng(1983);
        for (int i = 0; i < 300; ++i) {
            const int w = static_cast<int>(rng.range(3, 8)), h = static_cast<int>(rng.range(3, 7));
            const GridMap m = randomLevel(rng, w, h);
            LodeRunnerOptions opt;
            opt.digging = i % 2 == 1;
            LodeRunnerRules rules(m, opt);
            const Point a{static_cast<int>(rng.below(static_cast<std::uint64_t>(w))),
                          static_cast<int>(rng.below(static_cast<std::uint64_t>(h)))};
            const Point b{static_cast<int>(rng.below(static_cast<std::uint64_t>(w))),
                          static_cast<int>(rng.below(static_cast<std::uint64_t>(h)))};
            const StateId s = rules.stateAt(a);
            if (s == kNoState)
                continue;
            const auto g = enumerate(rules, s);
            const auto d = bellmanFord(static_cast<int>(g.states.size()), g.edges, 0);
            Cost best = kUnreachable;
            for (std::size_t k = 0; k < g.states.size(); ++k)
                if (rules.cellOf(g.states[k]) == b)
                    best = std::min(best, d[k]);
            for (BestFirstKind kind :
                 {BestFirstKind::Dijkstra, BestFirstKind::AStar, BestFirstKind::Greedy}) {
                BestFirstSearch<LodeRunnerRules> search(rules, kind);
                search.start(s, b);
                search.run();
                const auto o = search.outcome();
                QCOMPARE(o.found, best != kUnreachable);
                if (kind != BestFirstKind::Greedy)
                    QCOMPARE(o.cost, best);
                if (o.found)
                    QCOMPARE(pathCost(rules, o.path), o.cost);
            }
            if (!opt.digging) { // every move costs 1 only without digging
                BfsSearch<LodeRunnerRules> bfs(rules);
                bfs.start(s, b);
                bfs.run();
                QCOMPARE(bfs.outcome().cost, best);
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestLodeRunner)
#include "test_loderunner.moc"
