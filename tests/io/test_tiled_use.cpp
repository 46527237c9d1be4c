// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// Imported Tiled maps are maps like any other: a foreign map whose walls come from a collision layer (TMX)
// or from tile properties (TMJ), with a spawn, a goal and coins as objects, is searched (every algorithm
// finds the one corridor), planned, validated and played to the exit. A wall painted on it after import
// is seen by all of them.

#include "tiledtest.h"

#ifndef Q_MOC_RUN
#include <mapsmith/io/tiled.h>
#include <mapsmith/io/tiledart.h>
#include <mapsmith/plan/collect.h>
#include <mapsmith/play/session.h>
#include <mapsmith/search/pathfind.h>
#include <mapsmith/validate/problems.h>
#endif

using namespace mapsmith;

namespace {

// 7 x 3: a corridor along the middle row between walls; the spawn at its left end, the goal at its right,
// two coins on the way. The ground layer has grass everywhere; the walls are in "Collision".
const char *kTmx = R"(<?xml version="1.0" encoding="UTF-8"?>
<map version="1.8" orientation="orthogonal" width="7" height="3" tilewidth="16" tileheight="16">
 <tileset firstgid="1" name="terrain" tilewidth="16" tileheight="16" tilecount="4" columns="2">
  <image source="terrain.png" width="32" height="32"/>
 </tileset>
 <layer id="1" name="Ground" width="7" height="3"><data encoding="csv">
1,1,1,1,1,1,1,
1,1,1,1,1,1,1,
1,1,1,1,1,1,1
</data></layer>
 <layer id="2" name="Collision" width="7" height="3" visible="0"><data encoding="csv">
4,4,4,4,4,4,4,
0,0,0,0,0,0,0,
4,4,4,4,4,4,4
</data></layer>
 <objectgroup id="3" name="Logic">
  <object id="1" name="p" type="PlayerSpawn" x="4" y="20"><point/></object>
  <object id="2" type="Goal" x="96" y="16" width="16" height="16"/>
  <object id="3" class="Coin" x="32" y="16" width="16" height="16"/>
  <object id="4" class="Coin" x="64" y="16" width="16" height="16">
   <properties><property name="value" type="int" value="5"/></properties>
  </object>
 </objectgroup>
</map>
)";

// The same level in TMJ, its walls said by a tile property instead of a layer.
const char *kTmj = R"({"type": "map", "orientation": "orthogonal", "width": 7, "height": 3,
 "tilewidth": 16, "tileheight": 16, "infinite": false,
 "tilesets": [{"firstgid": 1, "name": "terrain", "tilewidth": 16, "tileheight": 16, "tilecount": 4,
   "columns": 2, "image": "terrain.png", "imagewidth": 32, "imageheight": 32,
   "tiles": [{"id": 3, "properties": [{"name": "collides", "type": "bool", "value": true}]}]}],
 "layers": [{"id": 1, "type": "tilelayer", "name": "Ground", "width": 7, "height": 3,
   "data": [4,4,4,4,4,4,4, 1,1,1,1,1,1,1, 4,4,4,4,4,4,4]},
  {"id": 2, "type": "objectgroup", "name": "Logic", "objects": [
   {"id": 1, "type": "spawn", "x": 4, "y": 20, "point": true},
   {"id": 2, "type": "exit", "x": 96, "y": 16, "width": 16, "height": 16},
   {"id": 3, "class": "coin", "x": 32, "y": 16, "width": 16, "height": 16},
   {"id": 4, "class": "coin", "x": 64, "y": 16, "width": 16, "height": 16}]}]})";

Map imported(bool tmx)
{
    auto map = tmx ? readTmx(kTmx, "level.tmx", TiledReadOptions{}, builtinGenerators())
                   : readTmj(kTmj, "level.tmj", TiledReadOptions{}, builtinGenerators());
    if (!map)
        qFatal("%s", map.error().toString().c_str());
    return *map;
}

} // namespace

class TestTiledUse : public QObject
{
    Q_OBJECT

private slots:
    void foreignMap_saysItsWallsStartExitAndGold_data()
    {
        QTest::addColumn<bool>("tmx");
        QTest::newRow("tmx collision layer") << true;
        QTest::newRow("tmj tile property") << false;
    }
    void foreignMap_saysItsWallsStartExitAndGold()
    {
        QFETCH(bool, tmx);
        const Map map = imported(tmx);
        QCOMPARE(map.art.tiled->basis, tmx ? TiledBasis::CollisionLayer : TiledBasis::TileTypes);
        for (int x = 0; x < 7; ++x) {
            QCOMPARE(map.grid.tiles.at(x, 0), Tile::Wall);
            QCOMPARE(map.grid.tiles.at(x, 1), Tile::Floor);
            QCOMPARE(map.grid.tiles.at(x, 2), Tile::Wall);
        }
        QCOMPARE(map.grid.start, std::optional<Point>(Point{0, 1}));
        QCOMPARE(map.grid.exit, std::optional<Point>(Point{6, 1}));
        QCOMPARE(map.grid.entities, (std::vector<Entity>{{"gold", 2, 1}, {"gold", 4, 1}}));
    }

    void everySearch_plannerValidationAndPlay_workOnTheImport_data()
    {
        foreignMap_saysItsWallsStartExitAndGold_data();
    }
    void everySearch_plannerValidationAndPlay_workOnTheImport()
    {
        QFETCH(bool, tmx);
        const Map map = imported(tmx);
        for (const SearchAlgorithmInfo &info : searchAlgorithms()) {
            PathRequest request;
            request.algorithm = info.algorithm;
            const auto path = findPath(map.grid, request);
            QVERIFY2(path.ok(), path ? "" : path.error().toString().c_str());
            QVERIFY2(path->found, std::string(info.id).c_str());
            QCOMPARE(path->path.front(), (Point{0, 1}));
            QCOMPARE(path->path.back(), (Point{6, 1}));
        }
        CollectRequest collect;
        const auto plan = planCollection(map.grid, collect);
        QVERIFY2(plan.ok(), plan ? "" : plan.error().toString().c_str());
        QCOMPARE(findProblems(map, builtinGenerators()), std::vector<Problem>());

        PlayOptions options;
        auto session = PlaySession::create(map, options, 1);
        QVERIFY2(session.ok(), session ? "" : session.error().toString().c_str());
        for (int i = 0; i < 6; ++i)
            session->press(PlayKey::Right, 0.5 * (i + 1));
        QCOMPARE(session->status(), PlayStatus::Won);
    }

    void aWallPaintedAfterImport_blocksTheWay_andIsWrittenBack()
    {
        Map map = imported(true);
        map.grid.tiles.at(3, 1) = Tile::Wall;
        PathRequest request;
        const auto path = findPath(map.grid, request);
        QVERIFY(path.ok());
        QVERIFY(!path->found);
        QVERIFY(!findProblems(map, builtinGenerators()).empty());
        const auto text = writeTmx(map, defaultTileMapping());
        QVERIFY2(text.ok(), text ? "" : text.error().toString().c_str());
        // The wall went into the collision layer, with the gid the map uses for its walls.
        QVERIFY2(text->find("4,4,4,4,4,4,4,\n0,0,0,4,0,0,0,\n4,4,4,4,4,4,4") != std::string::npos,
                 text->c_str());
        const auto back = readTmx(*text, "level.tmx", TiledReadOptions{}, builtinGenerators());
        QVERIFY(back.ok());
        QCOMPARE(back->grid, map.grid);
    }
};

QTEST_GUILESS_MAIN(TestTiledUse)
#include "test_tiled_use.moc"
