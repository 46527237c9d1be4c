// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// The editor's Tiled import and export and the tile mapping dialog, offscreen: a corrupt file of every map
// format shows one message naming the place and leaves the open document as it was; a good one opens.

#include "uitest.h"

#include <QFile>
#include <QSettings>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

#ifndef Q_MOC_RUN
#include "dialogs/tilemappingdialog.h"
#include "document/mapformats.h"
#include "mainwindow.h"

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
        QTest::newRow("tmx gid")
            << "gid.tmx"
            << QByteArray("<map width=\"1\" height=\"1\">\n <layer name=\"t\">\n  <data "
                          "encoding=\"csv\">99</data>\n </layer>\n</map>")
            << "gid.tmx:2:2: <layer> 't': cell (0, 0): gid 99 is not in the tile mapping";
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

        // import reads gid 42 as wall and empty cells as ladders
        const QString tmx = dir.filePath(QStringLiteral("two.tmx"));
        QVERIFY(writeText(
            tmx,
            "<map width=\"2\" height=\"1\">\n <layer name=\"t\">\n  <data encoding=\"csv\">42,0</data>\n "
            "</layer>\n</map>"));
        MainWindow window;
        Messages messages;
        window.setMessageSink(messages.sink());
        QVERIFY2(uitest::openAndWait(window, tmx, &MainWindow::importTiledMap),
                 qPrintable(messages.texts.join(u'\n')));
        QCOMPARE(window.document()->map().grid.tiles.at(0, 0), Tile::Wall);
        QCOMPARE(window.document()->map().grid.tiles.at(1, 0), Tile::Ladder);

        // a broken remembered mapping file is an error naming it, and the document stays
        QVERIFY(writeText(mappingPath, "mapsmith: 1\ntiles:\n  1: lava\n"));
        const Map before = window.document()->map();
        QVERIFY(!uitest::openAndWait(window, tmx, &MainWindow::importTiledMap));
        QVERIFY2(messages.texts.last().endsWith(
                     QStringLiteral("mapping.yaml:3:6: unknown tile 'lava' (expected one "
                                    "of: wall, floor, door, brick, solid, ladder, rope, "
                                    "trap, hidden_ladder, slow)")),
                 qPrintable(messages.texts.last()));
        QVERIFY(window.document()->map() == before);
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
