// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// `mapsmith convert IN OUT` as a real process: every pair of formats keeps the map (what the target format
// can say of it), Tiled maps get their tileset image, and bad input exits with 2 and one line naming the
// place.

#include "cliprocess.h"

#include <QImage>
#include <QTemporaryDir>

#ifndef Q_MOC_RUN
#include "document/mapformats.h"
#include "render/renderer.h"

#include <mapsmith/io/tiled.h>

#include <algorithm>
#endif

using namespace mapsmith;

namespace {

/// What a Lode Runner text level keeps of a map: no source, entities in row-major order.
Map lodeRunnerView(Map map)
{
    map.source = {};
    std::stable_sort(
        map.grid.entities.begin(), map.grid.entities.end(),
        [](const Entity &a, const Entity &b) { return std::tie(a.y, a.x) < std::tie(b.y, b.x); });
    return map;
}

Map readBack(const QString &path, const TileMapping &mapping = defaultTileMapping())
{
    auto map = readMapFile(path, mapping);
    if (!map)
        qFatal("%s", map.error().toString().c_str());
    return *map;
}

} // namespace

class TestCliConvert : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString path(const QString &name) const { return m_dir.filePath(name); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const auto run = clitest::runMapsmith(
            {"generate", "-c", QStringLiteral(MAPSMITH_SOURCE_DIR "/resources/presets/loderunner.yaml"), "-s",
             "12", "-o", path("level.yaml")});
        QCOMPARE(run.exitCode, 0);
    }

    void everyPairOfFormats_keepsTheMap()
    {
        const Map original = readBack(path("level.yaml"));
        const QStringList formats = {"yaml", "tmj", "tmx", "txt"};
        for (const QString &from : formats) {
            const QString in = path("in." + from);
            if (from != "yaml")
                QCOMPARE(clitest::runMapsmith({"convert", path("level.yaml"), in}).exitCode, 0);
            else
                QVERIFY(QFile::copy(path("level.yaml"), in) || QFile::exists(in));
            for (const QString &to : formats) {
                const QString out = path(from + "_to." + to);
                const auto run = clitest::runMapsmith({"convert", in, out});
                QVERIFY2(run.exitCode == 0, run.err.constData());
                QVERIFY(run.out.isEmpty() && run.err.isEmpty());
                const bool lossy = from == "txt" || to == "txt";
                QCOMPARE(readBack(out), lossy ? lodeRunnerView(original) : original);
            }
            const QString png = path(from + "_to.png");
            QCOMPARE(clitest::runMapsmith({"convert", in, png, "--scale", "3"}).exitCode, 0);
            QCOMPARE(QImage(png).convertToFormat(QImage::Format_RGB32),
                     renderMap(original, Palette::builtin(), 3).convertToFormat(QImage::Format_RGB32));
        }
    }

    void tiledExports_writeTheirTilesetBeside()
    {
        QCOMPARE(clitest::runMapsmith({"convert", path("level.yaml"), path("beside.tmx")}).exitCode, 0);
        const QImage tiles(path("beside_tiles.png"));
        QCOMPARE(tiles.size(), QSize(10 * kTiledTileSize, kTiledTileSize)); // one cell per built-in tile
        QFile tmx(path("beside.tmx"));
        QVERIFY(tmx.open(QIODevice::ReadOnly));
        QVERIFY(tmx.readAll().contains("<image source=\"beside_tiles.png\" width=\"160\" height=\"16\""));
    }

    void aMappingFile_choosesTheGids()
    {
        QFile file(path("mapping.yaml"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("mapsmith: 1\nempty: floor\ntiles:\n  3: brick\n  4: solid\n  5: ladder\n  6: rope\n"
                   "  7: trap\n  8: hidden_ladder\n");
        file.close();
        const auto run = clitest::runMapsmith(
            {"convert", path("level.yaml"), path("mapped.tmj"), "--mapping", path("mapping.yaml")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const auto mapping =
            readTileMapping("mapsmith: 1\ntiles:\n  3: brick\n  4: solid\n  5: ladder\n  6: rope\n"
                            "  7: trap\n  8: hidden_ladder\n",
                            "m");
        QCOMPARE(readBack(path("mapped.tmj"), *mapping), readBack(path("level.yaml")));
        // floor has no gid in this mapping: it is written as empty cells, so the default mapping reads
        // gids 3..8 as door, brick, solid, ... — not the map
        QVERIFY(readBack(path("mapped.tmj")) != readBack(path("level.yaml")));
        QCOMPARE(clitest::runMapsmith(
                     {"convert", path("mapped.tmj"), path("back.yaml"), "--mapping", path("mapping.yaml")})
                     .exitCode,
                 0);
        QCOMPARE(readBack(path("back.yaml")), readBack(path("level.yaml")));
    }

    void badInput_exitsWith2AndNamesThePlace_data()
    {
        QTest::addColumn<QString>("inName");
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("expected"); // stderr; @IN@ and @OUT@ stand for the paths
        QTest::newRow("corrupt tmx") << "bad.tmx"
                                     << QByteArray("<map width=\"2\" height=\"2\">\n<layer>\n</map>")
                                     << QStringList() << "@IN@:3:3: invalid XML: Start-end tags mismatch";
        QTest::newRow("corrupt tmj")
            << "bad.tmj" << QByteArray("{\"width\": 2,\n \"height\": }") << QStringList()
            << "@IN@:2:12: invalid JSON: syntax error while parsing value - unexpected '}'; "
               "expected '[', '{', or a literal";
        QTest::newRow("corrupt yaml") << "bad.yaml" << QByteArray("mapsmith: 1\nkind: grid\nwidth: x\n")
                                      << QStringList() << "@IN@:3:8: width must be an integer, not 'x'";
        QTest::newRow("corrupt txt")
            << "bad.txt" << QByteArray("&  Q\n") << QStringList()
            << "@IN@:1:4: unknown character 'Q' (a level uses ' ' # @ H - X S $ 0 &; a comment "
               "line starts with ';')";
        QTest::newRow("png in")
            << "in.png" << QByteArray("x") << QStringList()
            << "mapsmith: @IN@: cannot read this format (IN must be .yaml, .tmj, .tmx or .txt)";
        QTest::newRow("unknown out")
            << "ok.tmj" << QByteArray() << QStringList{"--out-ext", "bmp"}
            << "mapsmith: @OUT@: unknown format (OUT must be .yaml, .tmj, .tmx, .txt or .png)";
        QTest::newRow("missing in") << "absent.tmx" << QByteArray() << QStringList()
                                    << "@IN@: cannot open: No such file or directory";
    }
    void badInput_exitsWith2AndNamesThePlace()
    {
        QFETCH(QString, inName);
        QFETCH(QByteArray, content);
        QFETCH(QStringList, extra);
        QFETCH(QString, expected);
        const QString in = path(inName);
        if (inName == "ok.tmj")
            QCOMPARE(clitest::runMapsmith({"convert", path("level.yaml"), in}).exitCode, 0);
        else if (!content.isEmpty()) {
            QFile file(in);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(content);
        }
        const QString out = path("never." + (extra.size() == 2 ? extra[1] : QStringLiteral("yaml")));
        const auto run = clitest::runMapsmith({"convert", in, out});
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.errLines(), QStringList{QString(expected).replace("@IN@", in).replace("@OUT@", out)});
        QVERIFY(!QFile::exists(out));
    }

    void aMapTheFormatCannotSay_exitsWith2()
    {
        const auto made =
            clitest::runMapsmith({"generate", "-c", clitest::caveConfig(), "-o", path("cave.yaml")});
        QCOMPARE(made.exitCode, 0);
        const auto run = clitest::runMapsmith({"convert", path("cave.yaml"), path("cave.txt")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.startsWith(QFile::encodeName(path("cave.txt")) +
                                    ": tile 'wall' at (0, 0) has no Lode Runner"),
                 run.err.constData());
        QVERIFY(!QFile::exists(path("cave.txt")));
    }

    void badMappingFile_namesItsLine()
    {
        QFile file(path("badmapping.yaml"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("mapsmith: 1\ntiles:\n  1: lava\n");
        file.close();
        const auto run = clitest::runMapsmith(
            {"convert", path("level.yaml"), path("x.tmx"), "--mapping", path("badmapping.yaml")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.startsWith(QFile::encodeName(path("badmapping.yaml")) + ":3:6: unknown tile 'lava'"),
                 run.err.constData());
    }

    void usage_wantsInAndOut()
    {
        const auto run = clitest::runMapsmith({"convert", path("level.yaml")});
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.errLines(), QStringList{"mapsmith: missing IN and OUT files"});
        QCOMPARE(clitest::runMapsmith({"convert", "a.yaml", "b.tmx", "c.tmj"}).exitCode, 2);
        QVERIFY(clitest::runMapsmith({"help", "convert"}).out.contains("--mapping FILE"));
    }
};

QTEST_GUILESS_MAIN(TestCliConvert)
#include "test_cli_convert.moc"
