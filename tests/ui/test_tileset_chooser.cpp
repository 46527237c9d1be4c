// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The property panel's Tileset row: choosing a tileset dresses the generated map (read off the GUI thread,
// rules from its Wang set), one undo step takes it off again, each generator keeps its own, None removes
// it, and a file that cannot be read is reported and changes nothing. The dressed map draws differently.
#include "panels/propertypanel.h"
#include "panels/tilesetchooser.h"
#include "render/palette.h"
#include "render/tiledart.h"
#include "shell/filesaver.h"
#include "uitest.h"

#ifndef Q_MOC_RUN
#include <mapsmith/io/tiledart.h>
#endif

#include <QFile>
#include <QTemporaryDir>
#include <QToolButton>
#include <QUndoStack>

using namespace mapsmith;

namespace {

const QString kData = QStringLiteral(MAPSMITH_SOURCE_DIR "/tests/data/tiled_dress/");

bool isDressed(const MapDocument &doc)
{
    return doc.map().art && doc.map().art.tiled->kind == TiledArt::Kind::Dressed;
}

} // namespace

class TestTilesetChooser : public QObject
{
    Q_OBJECT

public:
    static void initMain() { uitest::isolateSettings(); }

private slots:
    void chooseTileset_dressesTheMap_undoTakesItOff()
    {
        MapDocument doc;
        doc.reset(uitest::smallCave(), kData + QStringLiteral("cave_here.yaml"));
        QVERIFY(uitest::waitForMap(&doc));
        const std::uint64_t hash = doc.mapHash();
        const QImage plain = renderTiledArt(doc.map(), Palette::builtin(), 4);
        PropertyPanel panel(&doc);
        TilesetChooser *chooser = panel.tilesetChooser();
        chooser->setFileQuestion([](QWidget *) { return kData + QStringLiteral("dress.tsx"); });
        chooser->findChild<QToolButton *>(QStringLiteral("chooseTileset"))->click();
        QVERIFY(QTest::qWaitFor([&] { return doc.config().tileset.has_value(); }, 30000));
        QVERIFY(uitest::waitForMap(&doc));
        QVERIFY(isDressed(doc));
        const TilesetConfig &t = *doc.config().tileset;
        QCOMPARE(t.source, std::string("dress.tsx")); // relative to the document's folder
        QCOMPARE(t.rules.size(), std::size_t(1));     // one colour in the first Wang set: walls only
        QCOMPARE(int(t.rules[0].first), int(Tile::Wall));
        QCOMPARE(t.rules[0].second.wangSet, std::string("edges"));
        QCOMPARE(doc.mapHash(), hash); // the dress is not the map
        QVERIFY(renderTiledArt(doc.map(), Palette::builtin(), 4) != plain);
        QCOMPARE(doc.undoStack()->count(), 1);
        doc.undoStack()->undo();
        QVERIFY(uitest::waitForMap(&doc));
        QVERIFY(!doc.config().tileset);
        QVERIFY(!isDressed(doc));
        doc.undoStack()->redo();
        QVERIFY(uitest::waitForMap(&doc));
        QVERIFY(isDressed(doc));
        chooser->findChild<QToolButton *>(QStringLiteral("clearTileset"))->click();
        QVERIFY(uitest::waitForMap(&doc));
        QVERIFY(!doc.config().tileset);
    }

    void saveAsIntoAnotherFolder_keepsNamingTheSameTileset()
    {
        // The source is relative to the config's folder: a Save As elsewhere writes it relative to the new
        // folder, and the document, now named there, still finds it.
        MapDocument doc;
        doc.reset(uitest::smallCave(), kData + QStringLiteral("cave_here.yaml"));
        QVERIFY(uitest::waitForMap(&doc));
        PropertyPanel panel(&doc);
        panel.tilesetChooser()->setFileQuestion(
            [](QWidget *) { return kData + QStringLiteral("dress.tsx"); });
        panel.tilesetChooser()->findChild<QToolButton *>(QStringLiteral("chooseTileset"))->click();
        QVERIFY(QTest::qWaitFor([&] { return doc.config().tileset.has_value(); }, 30000));
        QVERIFY(uitest::waitForMap(&doc));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString config = dir.filePath(QStringLiteral("deeper/moved.yaml"));
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("deeper"))));
        FileSaver saver(&doc, nullptr);
        QVERIFY(saver.saveConfigTo(config));
        const QString expected =
            QDir(dir.filePath(QStringLiteral("deeper")))
                .relativeFilePath(QFileInfo(kData + QStringLiteral("dress.tsx")).absoluteFilePath());
        QFile written(config);
        QVERIFY(written.open(QIODevice::ReadOnly));
        const QByteArray text = written.readAll();
        QVERIFY2(text.contains(expected.toUtf8()), text.constData());
        QCOMPARE(QString::fromStdString(doc.config().tileset->source), expected);
        doc.regenerate();
        QVERIFY(uitest::waitForMap(&doc));
        QVERIFY(isDressed(doc));
    }

    void eachGenerator_keepsItsOwnTileset()
    {
        MapDocument doc;
        doc.reset(uitest::smallCave(), kData + QStringLiteral("cave_here.yaml"));
        QVERIFY(uitest::waitForMap(&doc));
        TilesetConfig t;
        t.source = "dress.tsx";
        TilesetRule wall;
        wall.gids = {3};
        t.rules.emplace_back(Tile::Wall, wall);
        QVERIFY(doc.changeTileset(t));
        QVERIFY(doc.changeGenerator("rooms"));
        QVERIFY(!doc.config().tileset);
        QVERIFY(doc.changeGenerator("cave"));
        QVERIFY(doc.config().tileset && *doc.config().tileset == t);
        QVERIFY(uitest::waitForMap(&doc));
        QVERIFY(isDressed(doc));
        doc.undoStack()->undo(); // back to rooms: no tileset
        QVERIFY(!doc.config().tileset);
        doc.undoStack()->undo(); // back to cave, dressed
        QVERIFY(doc.config().tileset && *doc.config().tileset == t);
    }

    void unreadableTileset_isReported_andChangesNothing()
    {
        MapDocument doc;
        doc.reset(uitest::smallCave(), kData + QStringLiteral("cave_here.yaml"));
        QVERIFY(uitest::waitForMap(&doc));
        TilesetChooser chooser(&doc);
        QSignalSpy failed(&chooser, &TilesetChooser::failed);
        chooser.chooseFile(kData + QStringLiteral("no_such_tileset.tsx"));
        QVERIFY(failed.wait(30000));
        QVERIFY(failed.first().first().toString().contains(QStringLiteral("no_such_tileset.tsx")));
        QVERIFY(!doc.config().tileset);
        QCOMPARE(doc.undoStack()->count(), 0);
    }
};

QTEST_MAIN(TestTilesetChooser)
#include "test_tileset_chooser.moc"
