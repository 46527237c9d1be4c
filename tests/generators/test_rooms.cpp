// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// The rooms generator: every preset keeps its promises over 300 seeds; rooms never overlap and keep a wall
// between them; the corridor tree is a minimum spanning tree (against a brute-force Kruskal) and the extra
// edges follow the ratio; a map where one room fits is still valid; lights that do not fit are reported;
// validate() catches hand-broken maps; golden hashes hold.

#include <QtTest>

// moc needs none of these, and its C++17 view of the C++20 library headers trips it up.
#ifndef Q_MOC_RUN
#include "goldens.h"
#include "testutil.h"

#include <mapsmith/generate/registry.h>
#include <mapsmith/generate/rooms.h>
#include <mapsmith/generate/rooms_layout.h>
#include <mapsmith/io/config.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <numeric>
#endif

using namespace mapsmith;
using testutil::failedChecks;
using testutil::metric;
using testutil::presetPath;

namespace {

const char *const kPresets[] = {"rooms", "rooms_dense"};

const GeneratorRegistry &registry()
{
    static const GeneratorRegistry r = [] {
        GeneratorRegistry g;
        g.add(std::make_unique<RoomsGenerator>());
        return g;
    }();
    return r;
}

const Generator &roomsGenerator()
{
    return *registry().find("rooms");
}

ParamSet paramsWith(std::vector<std::pair<std::string, ParamValue>> given)
{
    return testutil::completeParams(roomsGenerator(), std::move(given));
}

Generated run(const ParamSet &params, std::uint64_t seed)
{
    return testutil::runGenerator(roomsGenerator(), params, seed);
}

bool checkFails(const Map &m, const ParamSet &params, const std::string &id)
{
    for (const Check &c : roomsGenerator().validate(m, params)) {
        if (c.id == id)
            return !c.passed;
    }
    return false;
}

std::int64_t weight(const rooms::Room &a, const rooms::Room &b)
{
    const std::int64_t dx = a.centre().x - b.centre().x;
    const std::int64_t dy = a.centre().y - b.centre().y;
    return dx * dx + dy * dy;
}

/// The weight of a minimum spanning tree by Kruskal over all pairs: the oracle for Prim's tree.
std::int64_t kruskalWeight(const std::vector<rooms::Room> &rooms)
{
    const auto n = static_cast<int>(rooms.size());
    std::vector<std::tuple<std::int64_t, int, int>> edges;
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j)
            edges.emplace_back(weight(rooms[static_cast<std::size_t>(i)], rooms[static_cast<std::size_t>(j)]),
                               i, j);
    std::sort(edges.begin(), edges.end());
    std::vector<int> parent(static_cast<std::size_t>(n));
    std::iota(parent.begin(), parent.end(), 0);
    auto find = [&](int x) {
        while (parent[static_cast<std::size_t>(x)] != x)
            x = parent[static_cast<std::size_t>(x)];
        return x;
    };
    std::int64_t total = 0;
    for (const auto &[w, a, b] : edges) {
        const int ra = find(a);
        const int rb = find(b);
        if (ra != rb) {
            parent[static_cast<std::size_t>(ra)] = rb;
            total += w;
        }
    }
    return total;
}

bool spans(int n, const std::vector<rooms::Edge> &edges)
{
    std::vector<int> parent(static_cast<std::size_t>(n));
    std::iota(parent.begin(), parent.end(), 0);
    auto find = [&](int x) {
        while (parent[static_cast<std::size_t>(x)] != x)
            x = parent[static_cast<std::size_t>(x)];
        return x;
    };
    int joins = 0;
    for (const rooms::Edge &e : edges) {
        const int ra = find(e.a);
        const int rb = find(e.b);
        if (ra != rb) {
            parent[static_cast<std::size_t>(ra)] = rb;
            ++joins;
        }
    }
    return joins == n - 1;
}

} // namespace

class TestRooms : public QObject
{
    Q_OBJECT

private slots:
    void presets_keepEveryPromise_over300Seeds_data()
    {
        QTest::addColumn<QString>("preset");
        for (const char *p : kPresets)
            QTest::newRow(p) << QString::fromLatin1(p);
    }

    void presets_keepEveryPromise_over300Seeds()
    {
        QFETCH(QString, preset);
        auto config = loadConfig(presetPath(preset.toLatin1().constData()), registry());
        QVERIFY2(config.ok(), config.ok() ? "" : config.error().toString().c_str());
        for (std::uint64_t seed = 1; seed <= 300; ++seed) {
            Config c = *config;
            c.seed = seed;
            auto result = generate(registry(), c);
            QVERIFY2(result.ok(), result.ok() ? "" : result.error().toString().c_str());
            const QString failed = failedChecks(roomsGenerator().validate(result->map, config->params));
            QVERIFY2(failed.isEmpty(), qPrintable(QStringLiteral("seed %1: %2").arg(seed).arg(failed)));
            QCOMPARE(static_cast<double>(result->map.grid.entities.size()), metric(*result, "lights"));
        }
    }

    void placement_roomsNeverOverlapAndKeepAWallBetween()
    {
        for (std::uint64_t seed = 1; seed <= 300; ++seed) {
            Rng rng(seed);
            rooms::PlacementRequest request;
            request.mapWidth = 20 + static_cast<int>(seed % 60);
            request.mapHeight = 12 + static_cast<int>(seed % 37);
            request.attempts = 500;
            request.maxRooms = 100;
            request.minSize = 3;
            request.maxSize = 3 + static_cast<int>(seed % 8);
            const rooms::Placement p = rooms::placeRooms(request, rng, {});
            QVERIFY(!p.rooms.empty());
            QVERIFY(p.attemptsUsed <= request.attempts);
            for (std::size_t i = 0; i < p.rooms.size(); ++i) {
                const rooms::Room &a = p.rooms[i];
                QVERIFY(a.x >= 1 && a.y >= 1 && a.x + a.w <= request.mapWidth - 1 &&
                        a.y + a.h <= request.mapHeight - 1);
                for (std::size_t j = i + 1; j < p.rooms.size(); ++j) {
                    const rooms::Room &b = p.rooms[j];
                    // Separated: a column or a row of wall lies between the two interiors.
                    const bool apart =
                        a.x + a.w < b.x || b.x + b.w < a.x || a.y + a.h < b.y || b.y + b.h < a.y;
                    QVERIFY2(
                        apart,
                        qPrintable(QStringLiteral("seed %1: rooms %2 and %3 touch").arg(seed).arg(i).arg(j)));
                }
            }
        }
    }

    void graph_treeIsMinimumSpanning_andExtraEdgesFollowTheRatio()
    {
        for (std::uint64_t seed = 1; seed <= 200; ++seed) {
            Rng rng(seed);
            rooms::PlacementRequest request{90, 60, 400, 40, 3, 8};
            const auto rooms = rooms::placeRooms(request, rng, {}).rooms;
            const double ratio = static_cast<double>(seed % 5) / 4.0;
            const rooms::RoomGraph g = rooms::connectRooms(rooms, ratio, rng);
            const auto n = static_cast<int>(rooms.size());
            QCOMPARE(static_cast<int>(g.tree.size()), n - 1);
            QVERIFY(spans(n, g.tree));
            std::int64_t total = 0;
            for (const rooms::Edge &e : g.tree)
                total += weight(rooms[static_cast<std::size_t>(e.a)], rooms[static_cast<std::size_t>(e.b)]);
            QCOMPARE(total, kruskalWeight(rooms));
            const auto wanted = static_cast<std::size_t>(std::lround(ratio * (n - 1)));
            QVERIFY(g.extra.size() <= wanted);
            for (const rooms::Edge &e : g.extra) {
                QVERIFY(std::find(g.tree.begin(), g.tree.end(), e) == g.tree.end());
                QCOMPARE(std::count(g.extra.begin(), g.extra.end(), e), std::ptrdiff_t{1});
            }
        }
    }

    void oneRoomFits_noCorridors_stillValid()
    {
        // An 8 x 8 map holds a 6 x 6 room and nothing else.
        const ParamSet params = paramsWith({{"width", std::int64_t{8}},
                                            {"height", std::int64_t{8}},
                                            {"room_min", std::int64_t{6}},
                                            {"room_max", std::int64_t{6}}});
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            const Generated g = run(params, seed);
            QCOMPARE(metric(g, "rooms_placed"), 1.0);
            QCOMPARE(metric(g, "tree_edges"), 0.0);
            QCOMPARE(metric(g, "extra_edges"), 0.0);
            QCOMPARE(metric(g, "doors"), 0.0);
            QVERIFY(*g.map.grid.start != *g.map.grid.exit);
            const QString failed = failedChecks(roomsGenerator().validate(g.map, params));
            QVERIFY2(failed.isEmpty(), qPrintable(failed));
        }
    }

    void lightsThatDoNotFit_areFewerAndNoted()
    {
        const ParamSet params = paramsWith(
            {{"width", std::int64_t{20}}, {"height", std::int64_t{14}}, {"lights", std::int64_t{1000}}});
        const Generated g = run(params, 5);
        QVERIFY(metric(g, "lights") < 1000);
        QVERIFY(metric(g, "lights") > 0);
        const bool noted =
            std::any_of(g.diagnostics.notes.begin(), g.diagnostics.notes.end(),
                        [](const std::string &n) { return n.find("lights fit") != std::string::npos; });
        QVERIFY(noted);
        const QString failed = failedChecks(roomsGenerator().validate(g.map, params));
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
    }

    void doorsOff_placesNoDoorTiles()
    {
        const ParamSet params = paramsWith({{"doors", false}});
        for (std::uint64_t seed = 1; seed <= 50; ++seed) {
            const Generated g = run(params, seed);
            QVERIFY(std::none_of(g.map.grid.tiles.begin(), g.map.grid.tiles.end(),
                                 [](Tile t) { return t == Tile::Door; }));
            QVERIFY(failedChecks(roomsGenerator().validate(g.map, params)).isEmpty());
        }
    }

    void doorsOn_placesDoorsWhereCorridorsEnter()
    {
        double doors = 0;
        for (std::uint64_t seed = 1; seed <= 50; ++seed)
            doors += metric(run(paramsWith({}), seed), "doors");
        QVERIFY(doors > 50);
    }

    void roomMinAboveMax_isSwappedWithANote()
    {
        const ParamSet params = paramsWith({{"room_min", std::int64_t{9}}, {"room_max", std::int64_t{4}}});
        const Generated g = run(params, 1);
        QVERIFY(!g.diagnostics.notes.empty());
        QVERIFY(g.diagnostics.notes.front().find("swapped") != std::string::npos);
        QVERIFY(failedChecks(roomsGenerator().validate(g.map, params)).isEmpty());
    }

    void largestMap_staysBoundedAndValid()
    {
        const ParamSet params = paramsWith({{"width", std::int64_t{4096}},
                                            {"height", std::int64_t{4096}},
                                            {"room_attempts", std::int64_t{10000}},
                                            {"max_rooms", std::int64_t{1000}},
                                            {"room_max", std::int64_t{64}},
                                            {"lights", std::int64_t{1000}},
                                            {"extra_edges", 1.0}});
        const Generated g = run(params, 9);
        QVERIFY(metric(g, "rooms_placed") > 100);
        QCOMPARE(metric(g, "lights"), 1000.0);
        const QString failed = failedChecks(roomsGenerator().validate(g.map, params));
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
    }

    void validate_catchesBrokenMaps()
    {
        const ParamSet params = paramsWith({});
        const Generated good = run(params, 11);
        QVERIFY2(failedChecks(roomsGenerator().validate(good.map, params)).isEmpty(),
                 qPrintable(failedChecks(roomsGenerator().validate(good.map, params))));
        Map border = good.map;
        border.grid.tiles.at(0, 5) = Tile::Floor;
        QVERIFY(checkFails(border, params, "border_is_wall"));
        Map island = good.map; // a lone floor tile in solid rock
        for (std::size_t i = 0; i < island.grid.tiles.size(); ++i) {
            const Point p = island.grid.tiles.point(i);
            bool solid =
                p.x > 1 && p.y > 1 && p.x < island.grid.width() - 2 && p.y < island.grid.height() - 2;
            for (int dy = -1; dy <= 1 && solid; ++dy)
                for (int dx = -1; dx <= 1 && solid; ++dx)
                    solid = island.grid.tiles.at(p.x + dx, p.y + dy) == Tile::Wall;
            if (solid) {
                island.grid.tiles[p] = Tile::Floor;
                break;
            }
        }
        QVERIFY(checkFails(island, params, "one_region"));
        Map doorLight = good.map; // a light moved onto a door
        for (std::size_t i = 0; i < doorLight.grid.tiles.size(); ++i) {
            if (doorLight.grid.tiles[i] == Tile::Door) {
                doorLight.grid.entities.front().x = doorLight.grid.tiles.point(i).x;
                doorLight.grid.entities.front().y = doorLight.grid.tiles.point(i).y;
                break;
            }
        }
        QVERIFY(checkFails(doorLight, params, "lights_on_room_floor"));
        Map tooMany = good.map;
        tooMany.grid.entities.resize(7, tooMany.grid.entities.front());
        QVERIFY(checkFails(tooMany, params, "light_count"));
        Map noStart = good.map;
        noStart.grid.start.reset();
        QVERIFY(checkFails(noStart, params, "start_exit_in_rooms"));
    }

    void cancelled_returnsCancelled()
    {
        std::atomic<bool> cancel{true};
        RunControl control;
        control.cancel = &cancel;
        Rng rng(1);
        auto result = roomsGenerator().generate(paramsWith({}), rng, control);
        QVERIFY(!result.ok());
        QCOMPARE(result.error().kind, ErrorKind::Cancelled);
    }

    void diagnostics_reportRoomsEdgesAndLights()
    {
        const Generated g = run(paramsWith({}), 42);
        QCOMPARE(metric(g, "rooms_asked"), 15.0);
        QVERIFY(metric(g, "rooms_placed") >= 2 && metric(g, "rooms_placed") <= 15);
        QCOMPARE(metric(g, "tree_edges"), metric(g, "rooms_placed") - 1);
        QVERIFY(metric(g, "extra_edges") <= std::round(0.15 * metric(g, "tree_edges")));
        QCOMPARE(metric(g, "lights"), 6.0);
    }

    void goldens_matchEveryPreset_data() { presets_keepEveryPromise_over300Seeds_data(); }

    void goldens_matchEveryPreset()
    {
        QFETCH(QString, preset);
        const std::string name = preset.toStdString();
        const QString diff =
            goldens::check(registry(), presetPath(name.c_str()),
                           std::string(MAPSMITH_TEST_DATA) + "/rooms/" + name + "/expected.txt");
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }
};

QTEST_GUILESS_MAIN(TestRooms)
#include "test_rooms.moc"
