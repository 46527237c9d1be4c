// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Every optimal search agrees with a brute-force oracle on random and exhaustive tiny maps, and every
// path any search returns is legal under its rules.
#include "searchtestutil.h"

#include <mapsmith/search/beatrules.h>
#include <mapsmith/search/bestfirst.h>
#include <mapsmith/search/bfs.h>
#include <mapsmith/search/dfs.h>
#include <mapsmith/search/dstarlite.h>
#include <mapsmith/search/jps.h>
#include <mapsmith/search/pathfind.h>
#include <mapsmith/search/traceplayer.h>

#include <QTest>

#include <tuple>

using namespace mapsmith;
using namespace searchtest;

namespace {

template <class Rules> std::vector<Point> cells(const Rules &rules, const std::vector<StateId> &states)
{
    std::vector<Point> out;
    for (StateId s : states)
        out.push_back(rules.cellOf(s));
    return out;
}

std::vector<Point> openCells(const GridMap &m, const TileCosts &costs)
{
    std::vector<Point> out;
    for (int y = 0; y < m.height(); ++y)
        for (int x = 0; x < m.width(); ++x)
            if (costs[m.tiles.at(x, y)] > 0)
                out.push_back({x, y});
    return out;
}

// Runs every grid search from a to b and checks it against the oracle distances. Returns a failure text.
QString checkGrid(const GridMap &m, Neighbourhood n, const TileCosts &costs, Point a, Point b, bool withJps)
{
    GridRules rules(m, n, costs);
    const auto edges = gridEdges(m, n, costs);
    const int src = a.y * m.width() + a.x, dst = b.y * m.width() + b.x;
    const Cost best = bellmanFord(m.width() * m.height(), edges, src)[static_cast<std::size_t>(dst)];
    const Cost fewest = bellmanFord(m.width() * m.height(), edges, src, true)[static_cast<std::size_t>(dst)];
    const bool reachable = best != kUnreachable;
    const StateId s = rules.stateAt(a);
    const auto fail = [&](const char *what, Cost got, Cost want) {
        return QStringLiteral("%1: %2 vs %3 from (%4,%5) to (%6,%7) n=%8")
            .arg(QLatin1String(what))
            .arg(got)
            .arg(want)
            .arg(a.x)
            .arg(a.y)
            .arg(b.x)
            .arg(b.y)
            .arg(neighbourCount(n));
    };
    const auto legal = [&](const SearchOutcome &o) {
        return o.found == reachable &&
               (!o.found || gridPathCost(m, n, costs, cells(rules, o.path)) == o.cost);
    };
    BestFirstSearch<GridRules> dijkstra(rules, BestFirstKind::Dijkstra), astar(rules, BestFirstKind::AStar),
        greedy(rules, BestFirstKind::Greedy);
    dijkstra.start(s, b), dijkstra.run();
    astar.start(s, b), astar.run();
    greedy.start(s, b), greedy.run();
    const auto od = dijkstra.outcome(), oa = astar.outcome(), og = greedy.outcome();
    if (od.cost != best || !legal(od))
        return fail("dijkstra", od.cost, best);
    if (oa.cost != best || !legal(oa))
        return fail("astar", oa.cost, best);
    if (oa.stats.expanded > od.stats.expanded)
        return fail("astar expanded more than dijkstra", Cost(oa.stats.expanded), Cost(od.stats.expanded));
    if (!legal(og) || (reachable && og.cost < best))
        return fail("greedy", og.cost, best);
    BfsSearch<GridRules> bfs(rules);
    bfs.start(s, b), bfs.run();
    const auto ob = bfs.outcome();
    if (!legal(ob) || (reachable && static_cast<Cost>(ob.path.size()) - 1 != fewest))
        return fail("bfs moves", static_cast<Cost>(ob.path.size()) - 1, fewest);
    DfsSearch<GridRules> dfs(rules);
    dfs.start(s, b), dfs.run();
    if (!legal(dfs.outcome()))
        return fail("dfs", dfs.outcome().cost, best);
    GridRules editable = rules;
    DStarLite<> dstar(editable);
    dstar.start(a, b), dstar.run();
    const auto ol = dstar.outcome();
    if (ol.cost != best || !legal(ol))
        return fail("dstar-lite", ol.cost, best);
    if (withJps) {
        JpsSearch<> jps(rules);
        jps.start(s, b), jps.run();
        const auto oj = jps.outcome();
        if (oj.cost != best || !legal(oj))
            return fail("jps", oj.cost, best);
    }
    return {};
}

} // namespace

class TestSearchOracle : public QObject
{
    Q_OBJECT

private slots:
    void randomGridMaps_everySearchAgreesWithBellmanFord()
    {
        Rng rng(20240611);
        for (int i = 0; i < 400; ++i) {
            const int w = static_cast<int>(rng.range(2, 18)), h = static_cast<int>(rng.range(2, 14));
            const bool uniform = i % 2 == 0;
            const GridMap m = randomMap(rng, w, h, rng.real(0.0, 0.45), uniform ? 0.0 : 0.3);
            const TileCosts costs = TileCosts::standard(static_cast<Cost>(rng.range(2, 4)));
            const auto open = openCells(m, costs);
            if (open.empty())
                continue;
            for (int q = 0; q < 3; ++q) {
                const Point a = open[rng.below(open.size())], b = open[rng.below(open.size())];
                for (Neighbourhood n : {Neighbourhood::Four, Neighbourhood::Eight}) {
                    const QString f = checkGrid(m, n, costs, a, b, uniform && n == Neighbourhood::Eight);
                    QVERIFY2(f.isEmpty(), qPrintable(QStringLiteral("map %1: ").arg(i) + f));
                }
            }
        }
    }

    void exhaustive3x3_allWallPatternsAllPairs()
    {
        for (int bits = 0; bits < (1 << 9); ++bits) {
            GridMap m;
            m.tiles = Grid<Tile>(3, 3, Tile::Floor);
            for (int c = 0; c < 9; ++c)
                if (bits >> c & 1)
                    m.tiles[static_cast<std::size_t>(c)] = Tile::Wall;
            const auto open = openCells(m, TileCosts::standard());
            for (Point a : open)
                for (Point b : open)
                    for (Neighbourhood n : {Neighbourhood::Four, Neighbourhood::Eight}) {
                        const QString f =
                            checkGrid(m, n, TileCosts::standard(), a, b, n == Neighbourhood::Eight);
                        QVERIFY2(f.isEmpty(), qPrintable(QStringLiteral("pattern %1: ").arg(bits) + f));
                    }
        }
    }

    void exhaustive4x4_allWallPatternsCornerToCorner()
    {
        for (int bits = 0; bits < (1 << 16); ++bits) {
            if ((bits & 1) || (bits >> 15 & 1) || (bits >> 3 & 1) || (bits >> 12 & 1))
                continue; // corners open
            GridMap m;
            m.tiles = Grid<Tile>(4, 4, Tile::Floor);
            for (int c = 0; c < 16; ++c)
                if (bits >> c & 1)
                    m.tiles[static_cast<std::size_t>(c)] = Tile::Wall;
            for (Neighbourhood n : {Neighbourhood::Four, Neighbourhood::Eight}) {
                for (auto [a, b] :
                     {std::pair{Point{0, 0}, Point{3, 3}}, std::pair{Point{3, 0}, Point{0, 3}}}) {
                    const QString f = checkGrid(m, n, TileCosts::standard(), a, b, n == Neighbourhood::Eight);
                    QVERIFY2(f.isEmpty(), qPrintable(QStringLiteral("pattern %1: ").arg(bits) + f));
                }
            }
        }
    }

    void beatRules_aStarAndDijkstraMatchBellmanFordWithPhases()
    {
        Rng rng(7);
        for (int i = 0; i < 300; ++i) {
            const int w = static_cast<int>(rng.range(2, 10)), h = static_cast<int>(rng.range(2, 8));
            const GridMap m = randomMap(rng, w, h, 0.25, 0.3);
            BeatOptions opt;
            opt.slowBeats = static_cast<Cost>(rng.range(2, 3));
            opt.period = static_cast<int>(rng.range(1, 4));
            opt.closedOnPhase = Grid<std::uint32_t>(w, h, 0);
            for (auto &c : opt.closedOnPhase)
                c = rng.chance(0.3) ? static_cast<std::uint32_t>(rng.below(1u << opt.period)) : 0u;
            BeatRules rules(m, opt);
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
            for (BestFirstKind kind : {BestFirstKind::Dijkstra, BestFirstKind::AStar}) {
                BestFirstSearch<BeatRules> search(rules, kind);
                search.start(s, b);
                search.run();
                const auto o = search.outcome();
                QCOMPARE(o.cost, best);
                if (o.found) {
                    QCOMPARE(pathCost(rules, o.path), o.cost);
                    QCOMPARE(rules.cellOf(o.path.back()), b);
                }
            }
        }
    }

    void recordedTrace_sameResultAndReplaysForwardAndBack()
    {
        Rng rng(99);
        GridMap m = randomMap(rng, 40, 30, 0.3, 0.1);
        m.tiles.at(0, 0) = Tile::Floor;
        m.tiles.at(39, 29) = Tile::Floor;
        PathRequest req;
        req.from = Point{0, 0};
        req.to = Point{39, 29};
        for (const auto &info : searchAlgorithms()) {
            if (info.algorithm == SearchAlgorithm::Jps)
                continue; // the map has slow tiles
            req.algorithm = info.algorithm;
            req.recordTrace = false;
            const auto plain = findPath(m, req);
            req.recordTrace = true;
            const auto traced = findPath(m, req);
            QVERIFY(plain.ok() && traced.ok());
            QCOMPARE(traced->found, plain->found);
            QCOMPARE(traced->cost, plain->cost);
            QCOMPARE(traced->path, plain->path);
            QCOMPARE(traced->stats.expanded, plain->stats.expanded);
            std::int64_t pops = 0, pathEvents = 0;
            for (const auto &e : traced->trace.events) {
                pops += e.kind == TraceKind::Pop;
                pathEvents += e.kind == TraceKind::Path;
            }
            QCOMPARE(pops, plain->stats.expanded);
            QCOMPARE(pathEvents, static_cast<std::int64_t>(plain->path.size()));

            TracePlayer player(traced->trace);
            player.seek(player.size());
            for (Point p : traced->path)
                QCOMPARE(player.status(p), CellStatus::Path);
            const std::size_t mid = player.size() / 2;
            TracePlayer fresh(traced->trace);
            fresh.seek(mid);
            player.seek(mid);
            QVERIFY(player.statuses() == fresh.statuses());
            QCOMPARE(player.openCount(), fresh.openCount());
            player.seek(0);
            QVERIFY(player.statuses() == Grid<CellStatus>(40, 30, CellStatus::Unseen));
            QCOMPARE(player.openCount() + player.closedCount(), std::int64_t{0});
        }
    }

    void findPath_registryAndBadEndpoints()
    {
        QCOMPARE(searchAlgorithms().size(), std::size_t{8});
        for (const auto &info : searchAlgorithms())
            QCOMPARE(searchAlgorithmByName(info.id), std::optional(info.algorithm));
        QVERIFY(!searchAlgorithmByName("nope"));
        GridMap m = level({"P..#", "...#", "#~.E"});
        PathRequest req;
        QVERIFY(findPath(m, req).ok());
        req.from = Point{9, 9};
        auto r = findPath(m, req);
        QVERIFY(!r.ok());
        QVERIFY(r.error().message.find("outside") != std::string::npos);
        req.from = Point{3, 0};
        r = findPath(m, req);
        QVERIFY(!r.ok());
        QVERIFY(r.error().message.find("wall") != std::string::npos);
        req.from.reset();
        req.algorithm = SearchAlgorithm::Jps;
        r = findPath(m, req);
        QVERIFY(!r.ok()); // the slow tile makes costs non-uniform
        m.tiles.at(1, 2) = Tile::Floor;
        r = findPath(m, req);
        QVERIFY(r.ok() && r->found);
        QCOMPARE(r->cost, 14 + 14 + 10); // diagonal, diagonal, straight
    }

    void beatAStar_waitsForAClosedCell()
    {
        // One corridor; the middle cell is closed on odd beats. Stepping in takes 1 beat, so from the start
        // at beat 0 the runner reaches it at beat 1 (closed) unless it waits one beat first.
        GridMap m = level({"P.E"});
        BeatOptions opt;
        opt.period = 2;
        opt.closedOnPhase = Grid<std::uint32_t>(3, 1, 0);
        opt.closedOnPhase.at(1, 0) = 0b10;
        PathRequest req;
        req.algorithm = SearchAlgorithm::BeatAStar;
        RulesSpec spec;
        spec.beat = opt;
        req.rules = spec;
        const auto r = findPath(m, req);
        QVERIFY(r.ok() && r->found);
        QCOMPARE(r->cost, 3);
        QCOMPARE(r->path, (std::vector<Point>{{0, 0}, {0, 0}, {1, 0}, {2, 0}}));
    }

    void openList_popsInKeyThenInsertionOrder()
    {
        // The open list against a plain scan for the smallest (primary, secondary, insertion) key, with
        // pushes and pops interleaved: keys at or above the smallest open one (its buckets, where A*'s
        // successor nearer the goal takes the O(1) run), then also keys below it or far above (its fallback
        // heap).
        struct Ref
        {
            Cost p, q;
            std::uint32_t order;
            StateId s;
        };
        Rng rng(4);
        for (int round = 0; round < 60; ++round) {
            const bool consistent = round % 3 != 2;
            OpenList open;
            std::vector<Ref> ref;
            std::uint32_t order = 0;
            Cost floor = static_cast<Cost>(rng.below(50));
            for (int op = 0; op < 3000; ++op) {
                if (ref.empty() || rng.below(100) < 55) {
                    Cost p = floor + static_cast<Cost>(rng.below(6));
                    if (!consistent && rng.below(10) == 0)
                        p = static_cast<Cost>(rng.below(2)) ? static_cast<Cost>(rng.below(40))
                                                            : floor + 5000 + static_cast<Cost>(rng.below(9));
                    const auto q = static_cast<Cost>(rng.below(8));
                    const auto s = static_cast<StateId>(op);
                    open.push(s, p, q);
                    ref.push_back({p, q, order++, s});
                    continue;
                }
                std::size_t best = 0;
                for (std::size_t i = 1; i < ref.size(); ++i) {
                    const Ref &a = ref[i], &b = ref[best];
                    if (std::tie(a.p, a.q, a.order) < std::tie(b.p, b.q, b.order))
                        best = i;
                }
                const OpenList::Entry e = open.pop();
                QCOMPARE(e.state, ref[best].s);
                QCOMPARE(static_cast<Cost>(e.key >> 32), ref[best].p);
                floor = ref[best].p;
                ref.erase(ref.begin() + static_cast<std::ptrdiff_t>(best));
            }
            QCOMPARE(open.size(), ref.size());
        }
    }

    void openList_wideSecondaryKeys_popInKeyThenInsertionOrder()
    {
        // Secondary keys over every level of a bucket's bitmap (up to 64^3), past it (the heap takes over)
        // and spread over enough buckets to exhaust the buckets' key slots (the heap takes over too), with
        // many equal keys (FIFO) and pops interleaved, against a plain scan. Every push and pop of a round
        // is checked, and a reused list must behave as a fresh one.
        struct Ref
        {
            Cost p, q;
            std::uint32_t order;
            StateId s;
        };
        Rng rng(11);
        OpenList open; // reused across rounds, as a search reuses its own
        for (int round = 0; round < 24; ++round) {
            const int mode = round % 4; // 0: small keys, 1: all levels, 2: past the limit, 3: slot budget
            open.clear();
            std::vector<Ref> ref;
            std::uint32_t order = 0;
            Cost floor = static_cast<Cost>(rng.below(100));
            for (int op = 0; op < 4000; ++op) {
                if (ref.empty() || rng.below(100) < 60) {
                    const Cost p = floor + static_cast<Cost>(rng.below(mode == 3 ? 40 : 4));
                    Cost q = static_cast<Cost>(rng.below(mode == 0 ? 3 : 1u << 18));
                    if (mode == 2 && rng.below(200) == 0)
                        q = (1 << 18) + static_cast<Cost>(rng.below(1000));
                    if (mode == 1 && rng.below(2) == 0)
                        q = static_cast<Cost>(rng.below(70)) * 64 + 63; // the last bit of a bitmap word
                    const auto s = static_cast<StateId>(op);
                    open.push(s, p, q);
                    ref.push_back({p, q, order++, s});
                    continue;
                }
                std::size_t best = 0;
                for (std::size_t i = 1; i < ref.size(); ++i) {
                    const Ref &a = ref[i], &b = ref[best];
                    if (std::tie(a.p, a.q, a.order) < std::tie(b.p, b.q, b.order))
                        best = i;
                }
                const OpenList::Entry e = open.pop();
                QCOMPARE(e.state, ref[best].s);
                QCOMPARE(static_cast<Cost>(e.key >> 32), ref[best].p);
                QCOMPARE(static_cast<Cost>(e.key & 0xffffffffu), ref[best].q);
                QCOMPARE(e.order, ref[best].order);
                floor = ref[best].p;
                ref.erase(ref.begin() + static_cast<std::ptrdiff_t>(best));
            }
            QCOMPARE(open.size(), ref.size());
        }
    }
};

QTEST_GUILESS_MAIN(TestSearchOracle)
#include "test_search_oracle.moc"
