// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Property test: random sequences of edits (brush strokes, lines, rectangles, fills, entity moves and
// deletes, tower graph edits, bake, seed and parameter changes) on many seeds; undoing all of them and
// redoing all of them goes through exactly the same maps (hash and whole map), and after every step the
// incrementally redrawn map and image equal a fresh base + edits render (the oracle).
#include "document/commands.h"
#include "document/editcommands.h"
#include "document/mapdocument.h"
#include "render/palette.h"
#include "render/renderer.h"
#include "tools/filltool.h"
#include "tools/selecttool.h"
#include "tools/shapes.h"
#include "uitest.h"

#include <mapsmith/generate/registry.h>
#include <mapsmith/map/hash.h>
#include <mapsmith/random/rng.h>

#include <QUndoStack>

using namespace mapsmith;

namespace {

struct Snapshot
{
    std::uint64_t hash;
    Map map;
};

Config presetConfig(const std::string &name, std::uint64_t seed)
{
    auto config = loadConfig(MAPSMITH_SOURCE_DIR "/resources/presets/" + name + ".yaml", builtinGenerators());
    Config c = config ? *config : Config{};
    c.seed = seed;
    return c;
}

Point randomCell(Rng &rng, const GridMap &grid)
{
    return {static_cast<int>(rng.below(static_cast<std::uint64_t>(grid.width()))),
            static_cast<int>(rng.below(static_cast<std::uint64_t>(grid.height())))};
}

PaintBrush randomBrush(Rng &rng)
{
    const auto tiles = allTiles();
    switch (rng.below(8)) {
    case 0:
        return {PaintBrush::Kind::Erase, Tile::Floor};
    case 1:
        return {PaintBrush::Kind::Start, Tile::Floor};
    case 2:
        return {PaintBrush::Kind::Exit, Tile::Floor};
    case 3:
        return {PaintBrush::Kind::Gold, Tile::Floor};
    default:
        return {PaintBrush::Kind::Tile, tiles[rng.below(tiles.size())].tile};
    }
}

/// One random grid edit pushed on the stack (possibly obsolete: then nothing is pushed).
/// A line, rectangle or fill as the tools push it: one step for all its cells.
void paintCells(MapDocument &doc, const PaintBrush &brush, const std::vector<Point> &cells)
{
    const HandEditsPatch patch = paintCellsPatch(doc.handEdits(), brush, cells, doc.map());
    doc.undoStack()->push(new EditMapCommand(&doc, patch, QStringLiteral("cells")));
}

void randomGridEdit(MapDocument &doc, Rng &rng)
{
    QUndoStack *stack = doc.undoStack();
    const GridMap &grid = doc.map().grid;
    const PaintBrush brush = randomBrush(rng);
    switch (rng.below(7)) {
    case 0: { // a brush stroke: several cells merged into one step
        const int gesture = ChangeParamCommand::newGesture();
        Point p = randomCell(rng, grid);
        for (int i = 0; i < 6; ++i) {
            stack->push(new PaintTilesCommand(&doc, brush, p, gesture));
            p.x = std::clamp(p.x + static_cast<int>(rng.range(-1, 1)), 0, grid.width() - 1);
        }
        break;
    }
    case 1:
        paintCells(doc, brush,
                   lineCells(randomCell(rng, grid), randomCell(rng, grid), grid.width(), grid.height()));
        break;
    case 2: {
        const Point a = randomCell(rng, grid);
        const Point b{a.x + static_cast<int>(rng.range(0, 6)), a.y + static_cast<int>(rng.range(0, 6))};
        paintCells(doc, brush, rectCells(a, b, grid.width(), grid.height()));
        break;
    }
    case 3:
        paintCells(doc, brush, fillRegion(grid, randomCell(rng, grid)));
        break;
    case 4:
    case 5: { // move or delete an entity, the start or the exit
        std::vector<MapItem> items;
        for (const Entity &e : grid.entities)
            items.push_back({MapItem::Kind::Entity, {e.x, e.y}, e.type});
        if (grid.start)
            items.push_back(*itemAt(grid, *grid.start));
        if (items.empty())
            return;
        const MapItem item = items[rng.below(items.size())];
        const HandEditsPatch patch = rng.chance(0.7) ? movePatch(doc.handEdits(), item, randomCell(rng, grid))
                                                     : deletePatch(doc.handEdits(), item);
        stack->push(new EditMapCommand(&doc, patch, QStringLiteral("move")));
        break;
    }
    default:
        stack->push(new ClearHandEditsCommand(&doc));
        break;
    }
}

void randomTowerEdit(MapDocument &doc, Rng &rng)
{
    const TowerMap &tower = doc.map().tower;
    HandEditsPatch patch;
    patch.tower = doc.handEdits().tower;
    const auto pick = [&] { return tower.nodes[rng.below(tower.nodes.size())]; };
    const auto types = allRoomTypes();
    switch (rng.below(3)) {
    case 0: {
        const TowerNode n = pick();
        patch.tower->types[{n.column, n.floor}] = types[rng.below(types.size())].type;
        break;
    }
    case 1: {
        const TowerNode a = pick();
        patch.tower->addedEdges.insert({{a.column, a.floor}, {static_cast<int>(rng.below(7)), a.floor + 1}});
        break;
    }
    default:
        if (tower.edges.empty())
            return;
        const TowerEdge e = tower.edges[rng.below(tower.edges.size())];
        const TowerNode &a = tower.nodes[static_cast<std::size_t>(e.from)];
        const TowerNode &b = tower.nodes[static_cast<std::size_t>(e.to)];
        patch.tower->removedEdges.insert({{a.column, a.floor}, {b.column, b.floor}});
        break;
    }
    doc.undoStack()->push(new EditMapCommand(&doc, patch, QStringLiteral("tower")));
}

/// The oracle: what the document shows equals base + edits computed and drawn from scratch.
bool consistent(const MapDocument &doc)
{
    const Map expected = applyHandEdits(doc.baseMap(), doc.handEdits());
    return doc.map() == expected && doc.mapHash() == mapHash(expected) &&
           doc.image() == renderForView(expected, Palette::builtin());
}

} // namespace

class TestEditUndo : public QObject
{
    Q_OBJECT

public:
    static void initMain() { uitest::isolateSettings(); }

private slots:
    void randomEditSequences_undoAndRedoRestoreIdenticalMaps_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<quint64>("seed");
        for (const char *preset : {"cave", "rooms", "loderunner", "maze", "tower"}) {
            for (quint64 seed : {1u, 2u, 3u, 4u})
                QTest::addRow("%s-%llu", preset, static_cast<unsigned long long>(seed))
                    << QString::fromLatin1(preset) << seed;
        }
    }

    void randomEditSequences_undoAndRedoRestoreIdenticalMaps()
    {
        QFETCH(QString, preset);
        QFETCH(quint64, seed);
        MapDocument doc;
        doc.reset(presetConfig(preset.toStdString(), seed), QString());
        QVERIFY(uitest::waitForMap(&doc));
        QUndoStack *stack = doc.undoStack();
        Rng rng(seed * 7919 + 17);
        std::vector<Snapshot> states{{doc.mapHash(), doc.map()}};
        const bool tower = doc.map().kind == MapKind::Tower;
        for (int step = 0; step < 40; ++step) {
            const int before = stack->index();
            const double roll = rng.real();
            if (roll < 0.05 && !doc.isBaked()) {
                doc.changeSeed(doc.config().seed + 1 + rng.below(5));
            } else if (roll < 0.08 && !doc.isBaked()) {
                stack->push(new BakeCommand(&doc));
            } else if (tower) {
                randomTowerEdit(doc, rng);
            } else {
                randomGridEdit(doc, rng);
            }
            QVERIFY(uitest::waitForMap(&doc));
            QVERIFY2(consistent(doc), qPrintable(QStringLiteral("step %1").arg(step)));
            if (stack->index() != before) {
                QCOMPARE(stack->index(), before + 1); // every user action is exactly one undo step
                states.push_back({doc.mapHash(), doc.map()});
            }
        }
        QVERIFY(states.size() > 10);
        for (int i = static_cast<int>(states.size()) - 2; i >= 0; --i) {
            stack->undo();
            QVERIFY(uitest::waitForMap(&doc));
            QCOMPARE(doc.mapHash(), states[static_cast<std::size_t>(i)].hash);
            QVERIFY(doc.map() == states[static_cast<std::size_t>(i)].map);
            QVERIFY(consistent(doc));
        }
        QVERIFY(!stack->canUndo());
        for (std::size_t i = 1; i < states.size(); ++i) {
            stack->redo();
            QVERIFY(uitest::waitForMap(&doc));
            QCOMPARE(doc.mapHash(), states[i].hash);
            QVERIFY(doc.map() == states[i].map);
            QVERIFY(consistent(doc));
        }
    }
};

QTEST_MAIN(TestEditUndo)
#include "test_edit_undo.moc"
