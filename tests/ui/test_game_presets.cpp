// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The source games in the editor: their presets first in the generator chooser (one undo step each), the
// enemy brush of the cave and rooms palettes, and the config's reproducibility hash beside the seed sweep,
// computed off the GUI thread and equal to what `mapsmith hash` prints (test_cli_hash runs the CLI).
#include "document/commands.h"
#include "document/mapdocument.h"
#include "document/tiletext.h"
#include "panels/gamepresets.h"
#include "panels/palettepanel.h"
#include "panels/propertypanel.h"
#include "panels/reprohash.h"
#include "panels/sweeppanel.h"
#include "sweep/hashjob.h"
#include "uitest.h"

#include <mapsmith/generate/registry.h>
#include <mapsmith/map/hash.h>

#include <QComboBox>
#include <QUndoStack>

using namespace mapsmith;
using uitest::smallCave;

class TestGamePresets : public QObject
{
    Q_OBJECT

public:
    static void initMain() { uitest::isolateSettings(); }

private slots:
    void chooser_listsTheGamePresetsFirst_choosingOneAppliesItInOneUndoStep()
    {
        MapDocument doc;
        doc.reset(smallCave(), QString());
        PropertyPanel panel(&doc);
        QComboBox *chooser = panel.generatorChooser();
        const auto presets = gamePresets();
        QCOMPARE(presets.size(), std::size_t{5});
        const char *order[] = {"rhythm_cave", "explore_rooms", "classic_maze", "spire_tower",
                               "classic_loderunner"};
        for (int i = 0; i < 5; ++i) {
            QCOMPARE(chooser->itemData(i).toString(), PropertyPanel::kPresetPrefix + QLatin1String(order[i]));
            QVERIFY(chooser->itemText(i).contains(presetName(presets[static_cast<std::size_t>(i)])));
            QVERIFY(!chooser->itemData(i, Qt::ToolTipRole).toString().isEmpty()); // the description
        }
        QCOMPARE(chooser->currentData().toString(), QStringLiteral("cave")); // a plain cave is no preset

        const int maze = 2;
        chooser->setCurrentIndex(maze);
        Q_EMIT chooser->activated(maze);
        const std::optional<Config> &wanted = presetConfig(presets[2]);
        QVERIFY(wanted);
        QCOMPARE(doc.config().generator, std::string("maze"));
        QVERIFY(doc.config().params == wanted->params);
        QVERIFY(wanted->play);
        QCOMPARE(doc.config().play, wanted->play); // the game's play rules come with it
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(chooser->currentIndex(), maze); // the config is the preset
        QVERIFY(uitest::waitForMap(&doc));
        QCOMPARE(*doc.map().grid.start, (Point{0, 1}));

        // One parameter off the preset: the chooser shows the generator.
        doc.changeParam("braid", 0.5);
        QCOMPARE(chooser->currentData().toString(), QStringLiteral("maze"));
        doc.undoStack()->undo();
        QCOMPARE(chooser->currentIndex(), maze);
        doc.undoStack()->undo();
        QCOMPARE(doc.config().generator, std::string("cave"));
        QVERIFY(!doc.config().play);
        QCOMPARE(std::get<std::int64_t>(*doc.param("width")), std::int64_t{40});
        QCOMPARE(chooser->currentData().toString(), QStringLiteral("cave"));
    }

    void palette_caveAndRoomsOfferTheEnemyBrush_whichPaintsAnEnemy()
    {
        const PaintBrush enemy{PaintBrush::Kind::Enemy, Tile::Floor};
        for (const char *g : {"cave", "rooms", ""}) {
            const auto all = paletteBrushes(g);
            QVERIFY2(std::find(all.begin(), all.end(), enemy) != all.end(), g);
        }
        const auto maze = paletteBrushes("maze");
        QVERIFY(std::find(maze.begin(), maze.end(), enemy) == maze.end());

        MapDocument doc;
        doc.reset(smallCave(), QString());
        QVERIFY(uitest::waitForMap(&doc));
        const Point cell = *doc.map().grid.start;
        doc.undoStack()->push(new PaintTilesCommand(&doc, enemy, cell));
        const auto &entities = doc.map().grid.entities;
        QVERIFY(std::any_of(entities.begin(), entities.end(), [&](const Entity &e) {
            return e.type == "enemy" && e.x == cell.x && e.y == cell.y;
        }));
        QCOMPARE(brushName(enemy), QStringLiteral("Enemy"));
    }

    void sweepDock_showsTheConfigsReproducibilityHash_andFollowsTheConfig()
    {
        MapDocument doc;
        doc.reset(smallCave(), QString());
        SweepPanel panel(&doc);
        ReproHashLabel *label = panel.reproHash();
        QSignalSpy computed(label, &ReproHashLabel::computed);
        QTest::qWait(600); // past the 300 ms delay: a hidden dock computes nothing
        QCOMPARE(computed.count(), 0);
        panel.show();
        QVERIFY(computed.wait(30000));
        auto expected = reproducibilityHash(builtinGenerators(), doc.config(), 1, 100);
        QVERIFY(expected.ok());
        QCOMPARE(label->hash(), std::optional<std::uint64_t>(*expected));
        QVERIFY(label->text().contains(QString::fromStdString(hashToHex(*expected))));
        panel.resize(900, 300);
        panel.grab().save(QStringLiteral(MAPSMITH_BINARY_DIR "/sweep_dock_hash.png")); // to look at

        // A new seed changes no hash of seeds 1..100; a parameter does, and the old one goes at once.
        doc.changeSeed(99);
        QCOMPARE(label->hash(), std::optional<std::uint64_t>(*expected));
        doc.changeParam("fill_ratio", 0.4);
        QVERIFY(!label->hash());
        QVERIFY(computed.wait(30000));
        auto changed = reproducibilityHash(builtinGenerators(), doc.config(), 1, 100);
        QVERIFY(changed.ok() && *changed != *expected);
        QCOMPARE(label->hash(), std::optional<std::uint64_t>(*changed));
    }

    void reproducibilityHash_cancelled_returnsCancelled()
    {
        std::atomic<bool> cancel{true};
        RunControl control;
        control.cancel = &cancel;
        const auto r = reproducibilityHash(builtinGenerators(), smallCave(), 1, 100, 0, control);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, ErrorKind::Cancelled);
    }
};

QTEST_MAIN(TestGamePresets)
#include "test_game_presets.moc"
