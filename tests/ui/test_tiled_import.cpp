// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// The editor's Tiled import and export and the tile mapping dialog, offscreen: a corrupt file of every map
// format shows one message naming the place and leaves the open document as it was; a good one opens.

#include "uitest.h"

#include <QAction>
#include <QFile>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

#ifndef Q_MOC_RUN
#include "dialogs/tilemappingdialog.h"
#include "document/mapformats.h"
#include "mainwindow.h"
#include "view/mapview.h"
#include "view/tiledartoverlay.h"

#include <mapsmith/io/tiled.h>
#endif

using namespace mapsmith;

using uitest::Messages;
using uitest::writeText;

class TestTiledImport : public QObject
{
    Q_OBJECT

public:
    static void initMain() { uitest::isolateSettings(); }

private slots:
    void init() { setActiveTileMappingPath({}); }

    void corruptFileOfEveryFormat_showsThePlaceAndKeepsTheDocument_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("expected");
        QTest::newRow("tmx") << "bad.tmx" << QByteArray("<map width=\"2\" height=\"2\">\n<layer>\n</map>")
                             << "bad.tmx:3:3: invalid XML: Start-end tags mismatch";
        QTest::newRow("tmj")
            << "bad.tmj" << QByteArray("{\"width\": 2,\n \"height\": }")
            << "bad.tmj:2:12: invalid JSON: syntax error while parsing value - unexpected '}'; "
               "expected '[', '{', or a literal";
        QTest::newRow("yaml map") << "bad.yaml" << QByteArray("mapsmith: 1\nkind: grid\nwidth: x\n")
                                  << "bad.yaml:3:8: width must be an integer, not 'x'";
        QTest::newRow("lode runner")
            << "bad.txt" << QByteArray("&  Q\n")
            << "bad.txt:1:4: unknown character 'Q' (a level uses ' ' # @ H - X S $ 0 &; a comment line "
               "starts with ';')";
    }
    void corruptFileOfEveryFormat_showsThePlaceAndKeepsTheDocument()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, content);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString path = dir.filePath(name);
        QVERIFY(writeText(path, content));
        MainWindow window;
        Messages messages;
        window.setMessageSink(messages.sink());
        QVERIFY(uitest::waitForMap(window.document()));
        const Map before = window.document()->map();
        const Config config = window.document()->config();
        const QString fileName = window.document()->fileName();
        const int undoCount = window.document()->undoStack()->count();

        QVERIFY(!uitest::openAndWait(window, path));
        QCOMPARE(messages.texts, QStringList{expected});
        QVERIFY(window.document()->map() == before);
        QVERIFY(window.document()->config() == config);
        QCOMPARE(window.document()->fileName(), fileName);
        QCOMPARE(window.document()->undoStack()->count(), undoCount);
        QVERIFY(window.document()->isGenerated());
    }

    void exportThenImport_givesTheSameMap()
    {
        QTemporaryDir dir;
        MainWindow window;
        Messages messages;
        window.setMessageSink(messages.sink());
        QVERIFY(uitest::openAndWait(
            window, QStringLiteral(MAPSMITH_SOURCE_DIR "/resources/presets/loderunner.yaml")));
        QVERIFY(uitest::waitForMap(window.document()));
        const Map map = window.document()->map();
        for (const char *name : {"level.tmj", "level.tmx"}) {
            const QString path = dir.filePath(QLatin1String(name));
            QVERIFY(uitest::exportAndWait(window, path, &MainWindow::exportTiledTo));
            QVERIFY(QFile::exists(dir.filePath(QStringLiteral("level_tiles.png"))));
            MainWindow other;
            other.setMessageSink(messages.sink());
            QVERIFY(uitest::openAndWait(other, path));
            QVERIFY(other.document()->map() == map);
            QCOMPARE(other.document()->fileName(), path);
            // the map properties carry its source: like a YAML map file, it opens with its generator and seed
            QVERIFY(other.document()->isGenerated());
            QVERIFY(other.document()->config() == window.document()->config());
        }
        QCOMPARE(messages.texts, QStringList());
    }

    void mappingDialog_savesTheFile_andImportUsesIt()
    {
        QTemporaryDir dir;
        TileMappingDialog dialog;
        QCOMPARE(dialog.path(), QString());
        QString error;
        QCOMPARE(*dialog.mapping(&error), defaultTileMapping());
        TileMapping custom;
        custom.set(42, Tile::Wall);
        custom.empty = Tile::Ladder;
        dialog.setMapping(custom);
        const QString mappingPath = dir.filePath(QStringLiteral("mapping.yaml"));
        QVERIFY2(dialog.saveTo(mappingPath, &error), qPrintable(error));
        QCOMPARE(activeTileMappingPath(), mappingPath);
        QCOMPARE(*activeTileMapping(), custom);
        // a second dialog opens on the remembered file
        TileMappingDialog again;
        QCOMPARE(again.path(), mappingPath);
        QCOMPARE(*again.mapping(&error), custom);
        // two rows with one gid cannot be saved
        again.addRow(42, Tile::Floor);
        QVERIFY(!again.mapping(&error));
        QCOMPARE(error, QStringLiteral("Gid 42 is listed twice (row 2)."));
        QVERIFY(!again.saveTo(mappingPath, &error));
        QCOMPARE(*activeTileMapping(), custom);

        // A map that says nothing about its walls: the import asks, the remembered mapping filled in.
        const QString tmx = dir.filePath(QStringLiteral("two.tmx"));
        QVERIFY(writeText(
            tmx,
            "<map width=\"2\" height=\"1\">\n <layer name=\"t\">\n  <data encoding=\"csv\">42,0</data>\n "
            "</layer>\n</map>"));
        MainWindow window;
        Messages messages;
        window.setMessageSink(messages.sink());
        QSignalSpy opened(&window, &MainWindow::fileOpened);
        window.importTiledMap(tmx);
        TileMappingDialog *ask = nullptr;
        QTRY_VERIFY((ask = window.findChild<TileMappingDialog *>(QStringLiteral("importMappingDialog"))));
        QVERIFY(ask->isImportMode());
        QCOMPARE(ask->rowCount(), 1); // the one gid the map uses
        QCOMPARE(*ask->mapping(&error), custom);
        ask->accept();
        QTRY_COMPARE(opened.count(), 1);
        QCOMPARE(opened.first().at(1).toBool(), true);
        QCOMPARE(window.document()->map().grid.tiles.at(0, 0), Tile::Wall);
        QCOMPARE(window.document()->map().grid.tiles.at(1, 0), Tile::Ladder);
        QCOMPARE(messages.texts, QStringList());

        // Cancelled, the open ends and the document stays as it was.
        const Map before = window.document()->map();
        window.importTiledMap(tmx);
        QTRY_VERIFY((ask = window.findChild<TileMappingDialog *>(QStringLiteral("importMappingDialog"))));
        ask->reject();
        QTRY_COMPARE(opened.count(), 2);
        QCOMPARE(opened.last().at(1).toBool(), false);
        QVERIFY(window.document()->map() == before);
    }

    void importedMap_isDrawnWithItsTileImages_andTheWalkabilityToggleTintsIt()
    {
        const QString island = QStringLiteral("/usr/share/doc/tiled/examples/rpg/island.tmx");
        if (!QFile::exists(island))
            QSKIP("Tiled's examples are not installed (Debian package 'tiled')");
        MainWindow window;
        Messages messages;
        window.setMessageSink(messages.sink());
        window.resize(1200, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        TileMapping allFloor; // the map says nothing: answer the dialog with floor everywhere
        window.importTiledMapWith(island, allFloor);
        QSignalSpy ready(window.tiledArtOverlay(), &TiledArtOverlay::picturesReady);
        QTRY_VERIFY_WITH_TIMEOUT(window.tiledArtOverlay()->hasArt() && window.tiledArtOverlay()->isReady(),
                                 30000);
        QVERIFY(window.tiledArtOverlay()->missingImages().isEmpty());
        auto *view = window.findChild<MapView *>(QStringLiteral("mapView"));
        const QImage art = view->grab().toImage();
        art.save(QStringLiteral(MAPSMITH_BINARY_DIR "/tiled_import_island.png"));
        // The tileset's sand and sea, not the palette's two colours of floor and wall.
        QSet<QRgb> colours;
        for (int y = 0; y < art.height(); y += 3)
            for (int x = 0; x < art.width(); x += 3)
                colours.insert(art.pixel(x, y));
        QVERIFY2(colours.size() > 100, qPrintable(QString::number(colours.size())));
        window.findChild<QAction *>(QStringLiteral("showWalkability"))->setChecked(true);
        QVERIFY(window.tiledArtOverlay()->showsWalkability());
        const QImage tinted = view->grab().toImage();
        QVERIFY(tinted != art);
        window.findChild<QAction *>(QStringLiteral("showWalkability"))->setChecked(false);
        QCOMPARE(view->grab().toImage(), art);
    }

    void mappingDialog_screenshot()
    {
        TileMappingDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const QImage shot = dialog.grab().toImage();
        QVERIFY(!shot.isNull());
        shot.save(QStringLiteral(MAPSMITH_BINARY_DIR "/tile_mapping_dialog.png"));
    }
};

QTEST_MAIN(TestTiledImport)
#include "test_tiled_import.moc"
