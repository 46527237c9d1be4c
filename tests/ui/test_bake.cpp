// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// "Edit this map": baking keeps the map and its source; regenerating a baked map asks first, a declined
// question changes nothing, an accepted one regenerates in one undo step that undo takes back exactly.
#include "document/commands.h"
#include "document/editcommands.h"
#include "document/mapdocument.h"
#include "mainwindow.h"
#include "uitest.h"

#include <mapsmith/generate/registry.h>

#include <QAction>
#include <QUndoStack>

using namespace mapsmith;

namespace {

Config cave(std::uint64_t seed)
{
    auto config = loadConfig(MAPSMITH_SOURCE_DIR "/resources/presets/cave.yaml", builtinGenerators());
    Config c = config ? *config : Config{};
    c.seed = seed;
    return c;
}

/// A generated cave with one painted wall cell (a hand edit) on a floor cell.
void prepare(MapDocument &doc)
{
    doc.reset(cave(5), QString());
    QVERIFY(uitest::waitForMap(&doc));
    const GridMap &grid = doc.map().grid;
    for (int y = 1; y < grid.height(); ++y) {
        for (int x = 1; x < grid.width(); ++x) {
            if (grid.tiles.at(x, y) == Tile::Floor && grid.start != Point{x, y} && grid.exit != Point{x, y}) {
                doc.undoStack()->push(
                    new PaintTilesCommand(&doc, {PaintBrush::Kind::Tile, Tile::Wall}, {x, y}));
                QVERIFY(!doc.handEdits().empty());
                return;
            }
        }
    }
    QFAIL("no floor");
}

} // namespace

class TestBake : public QObject
{
    Q_OBJECT

public:
    static void initMain() { uitest::isolateSettings(); }

private slots:
    void bake_keepsTheShownMapAndItsSource_oneUndoStep()
    {
        MapDocument doc;
        prepare(doc);
        const Map shown = doc.map();
        const std::uint64_t hash = doc.mapHash();
        const HandEdits edits = doc.handEdits();
        doc.undoStack()->push(new BakeCommand(&doc));
        QVERIFY(doc.isBaked());
        QCOMPARE(doc.mapHash(), hash);
        QVERIFY(doc.baseMap() == shown); // the edits are now part of the base
        QVERIFY(doc.handEdits().empty());
        QCOMPARE(doc.map().source.generator, std::string("cave"));
        QCOMPARE(doc.map().source.seed, std::uint64_t(5));
        QVERIFY(doc.map().source.params == doc.config().params);
        QCOMPARE(doc.undoStack()->count(), 2);
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Edit this map"));
        doc.undoStack()->undo();
        QVERIFY(!doc.isBaked());
        QVERIFY(doc.handEdits() == edits);
        QCOMPARE(doc.mapHash(), hash);
    }

    void bakedMap_seedChangeDeclined_changesNothing()
    {
        MapDocument doc;
        prepare(doc);
        doc.undoStack()->push(new BakeCommand(&doc));
        const Map baked = doc.map();
        int asked = 0;
        doc.setDiscardQuestion([&] {
            ++asked;
            return false;
        });
        QSignalSpy config(&doc, &MapDocument::configChanged);
        QVERIFY(!doc.changeSeed(99));
        QCOMPARE(asked, 1);
        QTRY_COMPARE(config.count(), 1); // the seed bar is told to show seed 5 again
        QCOMPARE(doc.config().seed, std::uint64_t(5));
        QVERIFY(doc.isBaked());
        QVERIFY(!doc.isGenerating());
        QVERIFY(doc.map() == baked);
        QCOMPARE(doc.undoStack()->count(), 2);
        // A change that changes nothing asks nothing.
        QVERIFY(doc.changeSeed(5));
        QCOMPARE(asked, 1);
    }

    void bakedMap_seedChangeAccepted_regeneratesInOneStep_undoBringsTheBakedMapBack()
    {
        MapDocument doc;
        prepare(doc);
        doc.undoStack()->push(new BakeCommand(&doc));
        // An edit after baking is discarded with the baked map, and comes back with it.
        doc.undoStack()->push(new PaintTilesCommand(&doc, {PaintBrush::Kind::Start}, *doc.map().grid.exit));
        const Map baked = doc.map();
        const Map bakedBase = doc.baseMap();
        doc.setDiscardQuestion([] { return true; });
        QVERIFY(doc.changeSeed(6));
        QVERIFY(uitest::waitForMap(&doc));
        QVERIFY(!doc.isBaked());
        QVERIFY(doc.handEdits().empty());
        QCOMPARE(doc.config().seed, std::uint64_t(6));
        QCOMPARE(doc.map().source.seed, std::uint64_t(6));
        QCOMPARE(doc.undoStack()->count(), 4);
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Change seed"));

        MapDocument fresh; // what seed 6 generates, with no edits
        fresh.reset(cave(6), QString());
        QVERIFY(uitest::waitForMap(&fresh));
        QCOMPARE(doc.mapHash(), fresh.mapHash());

        doc.undoStack()->undo();
        QVERIFY(uitest::waitForMap(&doc));
        QVERIFY(doc.isBaked());
        QCOMPARE(doc.config().seed, std::uint64_t(5));
        QVERIFY(doc.map() == baked);
        QVERIFY(doc.baseMap() == bakedBase);
        QTest::qWait(50); // a regeneration started by the undo must not replace the baked map
        QVERIFY(doc.map() == baked);
        doc.undoStack()->redo();
        QVERIFY(uitest::waitForMap(&doc));
        QCOMPARE(doc.mapHash(), fresh.mapHash());
    }

    void unbakedMap_withHandEdits_regeneratesWithoutAsking_andKeepsEdits()
    {
        MapDocument doc;
        prepare(doc);
        int asked = 0;
        doc.setDiscardQuestion([&] {
            ++asked;
            return false;
        });
        const HandEdits edits = doc.handEdits();
        QVERIFY(doc.changeSeed(7));
        QVERIFY(uitest::waitForMap(&doc));
        QCOMPARE(asked, 0);
        QVERIFY(doc.handEdits() == edits);
        QCOMPARE(doc.config().seed, std::uint64_t(7));
    }

    void window_editThisMap_thenRegenerate_asksAndDeclines()
    {
        MainWindow window;
        window.show();
        QVERIFY(uitest::waitForMap(window.document()));
        auto *bake = window.findChild<QAction *>(QStringLiteral("bakeAction"));
        QVERIFY(bake && bake->isEnabled());
        bake->trigger();
        QVERIFY(window.document()->isBaked());
        QVERIFY(!bake->isEnabled());
        QCOMPARE(window.generationStateText(), QStringLiteral("Baked for editing"));
        int asked = 0;
        window.document()->setDiscardQuestion([&] {
            ++asked;
            return false;
        });
        window.regenerateAsking();
        QCOMPARE(asked, 1);
        QVERIFY(window.document()->isBaked());
        window.document()->setDiscardQuestion([&] {
            ++asked;
            return true;
        });
        window.regenerateAsking();
        QCOMPARE(asked, 2);
        QVERIFY(uitest::waitForMap(window.document()));
        QVERIFY(!window.document()->isBaked());
        QVERIFY(bake->isEnabled());
    }
};

QTEST_MAIN(TestBake)
#include "test_bake.moc"
