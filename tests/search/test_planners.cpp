// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Collection planners: Held-Karp and the bitmask BFS agree on the optimum, greedy is never shorter,
// every planned walk is legal, and targets that cannot be collected are reported. (Lode Runner levels are
// planned in the game's world: there the tests compare the moves up to the last gold, without digging
// where Held-Karp is exact, and replay the keys; tests/search/test_lodeplan.cpp has the rest.)
#include "../common/sanitized.h"
#include "searchtestutil.h"

#include <mapsmith/grid/distance.h>
#include <mapsmith/plan/collect.h>
#include <mapsmith/play/loderunner.h>
#include <mapsmith/search/pathcost.h>

#include <QTest>

#include <algorithm>

using namespace mapsmith;
using namespace searchtest;

namespace {

CollectPlan plan(const GridMap &m, PlannerKind k, GreedyOptions g = {}, std::optional<bool> digging = {})
{
    CollectRequest req;
    req.planner = k;
    req.greedy = g;
    if (digging) {
        RulesSpec spec = defaultRules(m);
        spec.lodeRunner.digging = *digging;
        req.rules = spec;
    }
    auto r = planCollection(m, req);
    if (!r.ok())
        qWarning("%s", r.error().message.c_str());
    return r.ok() ? *r : CollectPlan{};
}

// Random map with `gold` gold on open cells and a start; Lode Runner levels when `lode`.
GridMap randomCollectMap(Rng &rng, bool lode, int gold, int guards)
{
    const int w = static_cast<int>(rng.range(3, 9)), h = static_cast<int>(rng.range(3, 7));
    GridMap m;
    m.tiles = Grid<Tile>(w, h, Tile::Floor);
    static constexpr Tile lodeKinds[] = {Tile::Floor, Tile::Floor,  Tile::Floor,  Tile::Brick,
                                         Tile::Brick, Tile::Ladder, Tile::Ladder, Tile::Rope};
    for (auto &t : m.tiles)
        t = lode ? lodeKinds[rng.below(std::size(lodeKinds))] : rng.chance(0.3) ? Tile::Wall : Tile::Floor;
    std::vector<Point> open;
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x)
            if (m.tiles.at(x, y) != Tile::Wall && m.tiles.at(x, y) != Tile::Brick)
                open.push_back({x, y});
    if (open.empty())
        return m;
    m.start = open[rng.below(open.size())];
    for (int i = 0; i < gold; ++i) {
        const Point p = open[rng.below(open.size())];
        m.entities.push_back({"gold", p.x, p.y});
    }
    for (int i = 0; i < guards; ++i) {
        const Point p = open[rng.below(open.size())];
        m.entities.push_back({"guard", p.x, p.y});
    }
    return m;
}

bool walkIsLegal(const GridMap &m, const CollectPlan &p)
{
    if (p.path.empty() || p.path.front() != *m.start)
        return false;
    const RulesSpec spec = defaultRules(m);
    if (spec.kind == RulesKind::Grid4)
        return gridPathCost(m, Neighbourhood::Four, TileCosts::standard(1), p.path) == p.moves;
    // Lode Runner: the keys, stepped in the game without guards, walk the path.
    auto game = LodeRunnerGame::create(m);
    if (!game || p.keys.size() + 1 != p.path.size() || static_cast<Cost>(p.keys.size()) != p.moves)
        return false;
    LodeState s = game->start(0, false);
    for (std::size_t i = 0; i < p.keys.size(); ++i) {
        game->step(s, lodeMoveOfKey(p.keys[i]));
        if (s.status == LodeStatus::Lost || game->terrain().pointOf(s.runner) != p.path[i + 1])
            return false;
    }
    return true;
}

// A quarter under the sanitizers (-O0, 3-10x slower): they look for memory errors, the plain build compares
// the planners on all 400 maps.
constexpr int kRandomMaps = testenv::plainOr(400, 100);

} // namespace

class TestPlanners : public QObject
{
    Q_OBJECT

private slots:
    void randomMaps_heldKarpAndBitmaskAgree_greedyNeverShorter()
    {
        Rng rng(424242);
        int compared = 0, withUnreachable = 0, withDigging = 0, heldKarpShort = 0;
        for (int i = 0; i < kRandomMaps; ++i) {
            const bool lode = i % 2 == 1;
            const GridMap m = randomCollectMap(rng, lode, static_cast<int>(rng.range(1, 7)),
                                               static_cast<int>(rng.range(0, 2)));
            if (!m.start)
                continue;
            // Held-Karp orders the gold by the sum of its legs; on a grid that is the optimum, but on a Lode
            // Runner level a leg that falls through another gold does not stand on it, so the bitmask BFS
            // over whole states (the exact optimum) can be shorter. Held-Karp is never shorter.
            const std::optional<bool> dig = lode ? std::optional<bool>(false) : std::nullopt;
            const CollectPlan hk = plan(m, PlannerKind::Optimal, {}, dig);
            const CollectPlan bits = plan(m, PlannerKind::Bitmask, {}, dig);
            const CollectPlan greedy = plan(m, PlannerKind::Greedy, {}, dig);
            GreedyOptions naive;
            naive.creditOnTheWay = false;
            const CollectPlan greedyNaive = plan(m, PlannerKind::Greedy, naive, dig);
            QVERIFY2(lode ? hk.order.size() <= bits.order.size() : hk.order.size() == bits.order.size(),
                     qPrintable(QString::number(i)));
            QVERIFY2(!lode ? hk.collectMoves == bits.collectMoves
                           : hk.order.size() < bits.order.size() || hk.collectMoves >= bits.collectMoves,
                     qPrintable(QStringLiteral("map %1: held-karp %2, bitmask %3")
                                    .arg(i)
                                    .arg(hk.collectMoves)
                                    .arg(bits.collectMoves)));
            if (!lode)
                QCOMPARE(hk.unreachable, bits.unreachable);
            if (lode && hk.order.size() < bits.order.size())
                ++heldKarpShort;
            for (const CollectPlan *g : {&greedy, &greedyNaive}) {
                QVERIFY(g->order.size() <= bits.order.size());
                if (g->order.size() == bits.order.size())
                    QVERIFY2(g->collectMoves >= bits.collectMoves, qPrintable(QString::number(i)));
            }
            CollectRequest exactReq;
            exactReq.planner = PlannerKind::Bitmask;
            const auto exactRun =
                lode && i < 120 ? planCollection(m, exactReq) : Result<CollectPlan>(CollectPlan{});
            if (lode && i < 120 && exactRun.ok()) {
                // With digging: the exact plan is still the shortest, and never collects less.
                const CollectPlan &exactDig = *exactRun;
                const CollectPlan greedyDig = plan(m, PlannerKind::Greedy);
                ++withDigging;
                QVERIFY(exactDig.order.size() >= bits.order.size());
                QVERIFY(exactDig.order.size() >= greedyDig.order.size());
                if (exactDig.order.size() == greedyDig.order.size())
                    QVERIFY2(exactDig.collectMoves <= greedyDig.collectMoves, qPrintable(QString::number(i)));
                QVERIFY(walkIsLegal(m, exactDig));
                QVERIFY(walkIsLegal(m, greedyDig));
            }
            for (const CollectPlan *p : {&hk, &bits, &greedy, &greedyNaive}) {
                QVERIFY2(walkIsLegal(m, *p),
                         qPrintable(QStringLiteral("map %1 planner %2").arg(i).arg(int(p->planner))));
                QCOMPARE(p->order.size() + p->unreachable.size(), p->targets.size());
            }
            ++compared;
            withUnreachable += !hk.unreachable.empty();
        }
        QVERIFY(compared > kRandomMaps * 3 / 4);
        QVERIFY(withDigging > 30 * std::min(kRandomMaps, 120) / 120);
        qInfo("Lode Runner maps where Held-Karp's legs collect less than the exact plan: %d", heldKarpShort);
        QVERIFY(withUnreachable > kRandomMaps / 40); // the random maps do exercise unreachable gold
    }

    void unreachableGold_isReportedNotLoopedOn()
    {
        const GridMap walls = level({"P.G....", "#######", "#..G..#", "#######"});
        const GridMap lode = level({"..G..", "..@..", "PG...", "@@@@@"}); // on a pillar, no ladder
        for (PlannerKind k : {PlannerKind::Greedy, PlannerKind::Optimal, PlannerKind::Bitmask}) {
            const CollectPlan p = plan(walls, k);
            QCOMPARE(p.order, std::vector<int>{0});
            QCOMPARE(p.unreachable, std::vector<int>{1});
            QCOMPARE(p.moves, 2);
            QVERIFY(!p.complete());
            const CollectPlan q = plan(lode, k);
            QCOMPARE(q.order, std::vector<int>{1});
            QCOMPARE(q.unreachable, std::vector<int>{0});
            QCOMPARE(q.moves, 1);
            QVERIFY(!q.complete());
        }
    }

    void oneWayFall_collectsTheLargestSet()
    {
        // Falling into the right pit strands the runner: the best plan takes the ledge gold first.
        const GridMap m = level({"G.P..", "===.=", "...G.", "@@@@@"});
        for (PlannerKind k : {PlannerKind::Optimal, PlannerKind::Bitmask}) {
            const CollectPlan p = plan(m, k);
            QCOMPARE(p.order, (std::vector<int>{0, 1}));
            QCOMPARE(p.moves, 2 + 3 + 2);
        }
    }

    void greedyDanger_skipsGoldNextToAGuard_andCreditsGoldOnTheWay()
    {
        const GridMap m = level({"P.G.G", "##g##"});
        GreedyOptions o;
        o.dangerWeight = 5;
        o.dangerRadius = 3;
        const CollectPlan credit = plan(m, PlannerKind::Greedy, o);
        QCOMPARE(credit.moves, 4); // heads for the far gold and picks up the near one in passing
        o.creditOnTheWay = false;
        const CollectPlan naive = plan(m, PlannerKind::Greedy, o);
        QCOMPARE(naive.moves, 6); // goes back for the gold it walked over
        o.dangerWeight = 0;
        QCOMPARE(plan(m, PlannerKind::Greedy, o).moves, 4);
    }

    void greedyEnemies_countAsGuards()
    {
        GridMap m = level({"G....P..G", "########."});
        QCOMPARE(plan(m, PlannerKind::Greedy).order.front(), 1); // the near gold first
        m.entities.push_back({"enemy", 8, 1});                   // next to the near gold: 3 + 1 * (5 - 1) > 5
        QCOMPARE(plan(m, PlannerKind::Greedy).order.front(), 0);
    }

    void greedyShareFalloff_isTheRhythmGamesPriority()
    {
        GreedyOptions o;
        o.dangerWeight = 20;
        o.dangerRadius = 10;
        o.falloff = DangerFalloff::Share;
        for (Cost d = 0; d <= 15; ++d)
            QCOMPARE(o.penalty(d), 20.0 * std::max(0.0, 1.0 - static_cast<double>(d) / 10.0));
        QCOMPARE(o.penalty(kUnreachable), 0.0);
        GreedyOptions steps; // the default: weight * (radius - d)
        for (Cost d = 0; d <= 7; ++d)
            QCOMPARE(steps.penalty(d), d < 5 ? 5.0 - d : 0.0);
        // From the parameters a map's generator carries.
        ParamSet params;
        params.set("danger_weight", 20.0);
        params.set("danger_radius", std::int64_t{10});
        params.set("danger_falloff", std::string("share"));
        params.set("detour_bonus", 15.0);
        params.set("safety_cap", std::int64_t{7});
        const GreedyOptions read = GreedyOptions::fromParams(params);
        QCOMPARE(read.penalty(4), o.penalty(4));
        QCOMPARE(read.detourBonus, 15.0);
        QCOMPARE(read.safetyCap, Cost{7});
        QCOMPARE(GreedyOptions::fromParams(ParamSet{}).penalty(2), 3.0);
    }

    void greedyDetourBonus_prefersTheGoldWithMoreGoldOnTheWay()
    {
        const GridMap m = level({"..G.P..GGG"});
        const CollectPlan plain = plan(m, PlannerKind::Greedy);
        QCOMPARE(plain.order.front(), 0); // the nearest: 2 moves left
        QCOMPARE(plain.moves, 2 + 7);
        GreedyOptions o;
        o.detourBonus = 15; // the game's: -15 per gold passed on the way
        const CollectPlan detour = plan(m, PlannerKind::Greedy, o);
        QCOMPARE(detour.order, (std::vector<int>{1, 2, 3, 0})); // right to the far end, then back
        QCOMPARE(detour.moves, 5 + 7);
    }

    void safetyScore_sumsCappedEnemyDistancesAlongThePath()
    {
        GridMap m = level({"P...G"});
        QCOMPARE(*plan(m, PlannerKind::Greedy).safety, std::int64_t{5 * 20}); // no enemy: the cap per cell
        m.entities.push_back({"enemy", 4, 0});
        QCOMPARE(*plan(m, PlannerKind::Greedy).safety, std::int64_t{4 + 3 + 2 + 1 + 0});
        GreedyOptions o;
        o.safetyCap = 2;
        QCOMPARE(*plan(m, PlannerKind::Greedy, o).safety, std::int64_t{2 + 2 + 2 + 1 + 0});
        // Against a breadth-first oracle on random maps, for every planner.
        Rng rng(99);
        for (int trial = 0; trial < 200; ++trial) {
            GridMap r = randomCollectMap(rng, false, 1 + static_cast<int>(rng.below(4)), 0);
            if (!r.start)
                continue;
            std::vector<Point> enemies;
            for (int i = 0; i < 2; ++i) {
                const Point e{static_cast<int>(rng.below(static_cast<std::uint64_t>(r.width()))),
                              static_cast<int>(rng.below(static_cast<std::uint64_t>(r.height())))};
                if (r.tiles[e] != Tile::Wall) {
                    r.entities.push_back({"enemy", e.x, e.y});
                    enemies.push_back(e);
                }
            }
            const DistanceField f = bfsDistance(r.walkable(), enemies);
            for (PlannerKind k : {PlannerKind::Greedy, PlannerKind::Optimal, PlannerKind::Bitmask}) {
                const CollectPlan p = plan(r, k);
                std::int64_t expected = 0;
                for (Point c : p.path)
                    expected += enemies.empty() || f.distance[c] < 0 ? 20 : std::min(f.distance[c], 20);
                QCOMPARE(p.safety.value_or(-1), expected);
            }
        }
    }

    void tooManyTargets_refusedWithAClearMessage()
    {
        GridMap m = level({std::string(30, '.'), std::string(30, '.')});
        m.start = Point{0, 0};
        for (int x = 1; x < 22; ++x)
            m.entities.push_back({"gold", x, 1});
        CollectRequest req;
        req.planner = PlannerKind::Optimal;
        auto r = planCollection(m, req);
        QVERIFY(!r.ok());
        QVERIFY(r.error().message.find("at most 20") != std::string::npos);
        req.planner = PlannerKind::Bitmask;
        r = planCollection(m, req);
        QVERIFY(!r.ok());
        QVERIFY(r.error().message.find("at most 14") != std::string::npos);
        req.planner = PlannerKind::Greedy;
        r = planCollection(m, req);
        QVERIFY(r.ok() && r->complete());
        QCOMPARE(r->moves, 2 + 20); // to the first gold diagonally below, then along the row
    }

    void heldKarp_twentyTargets_isOptimalOnALine()
    {
        GridMap m = level({std::string(41, '.')});
        m.start = Point{20, 0};
        for (int x = 0; x < 41; x += 4)
            if (x != 20)
                m.entities.push_back({"gold", x, 0});
        for (int x = 2; x < 41; x += 4)
            m.entities.push_back({"gold", x, 0});
        QCOMPARE(m.entities.size(), std::size_t{20});
        const CollectPlan p = plan(m, PlannerKind::Optimal);
        QVERIFY(p.complete());
        QCOMPARE(p.moves, 20 + 40); // to one end (20), then all the way to the other (40)
    }
};

QTEST_GUILESS_MAIN(TestPlanners)
#include "test_planners.moc"
