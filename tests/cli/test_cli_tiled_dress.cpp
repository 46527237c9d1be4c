// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// A generated map wearing a tileset (the config's `tileset:` section), through the real `mapsmith`: the
// Tiled export of `generate -o MAP.tmx` holds the picked gids and the tileset by reference, Tiled itself
// reads it (`tiled --export-map`, skipped without the `tiled` package) and `convert` keeps it; the PNG and
// the thumbnail wall show the dress (a golden pixel hash); a missing tileset or a gid it lacks exits 2 with
// the config's file, line and column.

#include "cliprocess.h"

#include <QImage>
#include <QProcessEnvironment>
#include <QStandardPaths>
#include <QTemporaryDir>

#ifndef Q_MOC_RUN
#include <mapsmith/generate/registry.h>
#include <mapsmith/io/config.h>
#include <mapsmith/io/tiled.h>
#endif

using namespace mapsmith;
using clitest::runMapsmith;

namespace {

QString dressFile(const char *name)
{
    return QStringLiteral(MAPSMITH_SOURCE_DIR "/tests/data/tiled_dress/") + QLatin1String(name);
}

std::string readAll(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll().toStdString();
}

/// The gids of the map's first tile layer as the file says them.
std::vector<std::uint32_t> tileLayerGids(const QString &path)
{
    const std::string text = readAll(path);
    const std::string file = QFile::encodeName(path).toStdString();
    auto doc = path.endsWith(QLatin1String(".tmj")) ? parseTmj(text, file, tiledDiskLoader())
                                                    : parseTmx(text, file, tiledDiskLoader());
    if (!doc)
        qFatal("%s", doc.error().toString().c_str());
    for (const tiled::Layer &l : doc->layers)
        if (l.kind == tiled::LayerKind::Tile)
            return l.gids;
    return {};
}

/// What the dress picks for every cell of the config's map, worked out in this process.
std::vector<std::uint32_t> expectedGids(const char *configName)
{
    const std::string path = QFile::encodeName(dressFile(configName)).toStdString();
    auto config = loadConfig(path, builtinGenerators());
    auto g = generate(builtinGenerators(), *config);
    auto dress = loadDress(*config->tileset, path, tiledDiskLoader());
    if (!g || !dress)
        qFatal("cannot make the expected dress");
    std::vector<std::uint32_t> gids;
    for (int y = 0; y < g->map.grid.height(); ++y)
        for (int x = 0; x < g->map.grid.width(); ++x)
            gids.push_back(dressGid((*dress)->rules, g->map.grid, x, y));
    return gids;
}

/// FNV-1a over the RGB32 pixels: a picture's golden hash.
QString pixelHash(const QImage &image)
{
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    std::uint64_t h = 1469598103934665603ull;
    for (int y = 0; y < rgb.height(); ++y) {
        const auto *row = reinterpret_cast<const QRgb *>(rgb.constScanLine(y));
        for (int x = 0; x < rgb.width(); ++x) {
            const QRgb p = row[x] & 0xffffffu;
            for (int i = 0; i < 3; ++i) {
                h ^= (p >> (8 * i)) & 0xffu;
                h *= 1099511628211ull;
            }
        }
    }
    return QString::number(h, 16);
}

} // namespace

class TestCliTiledDress : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString out(const char *name) const { return m_dir.filePath(QLatin1String(name)); }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void generateToTmx_writesTheDressedGidsAndTheTilesetByReference()
    {
        const auto run =
            runMapsmith({QStringLiteral("generate"), QStringLiteral("-c"), dressFile("cave_lists.yaml"),
                         QStringLiteral("-o"), out("dressed.tmx")});
        QCOMPARE(run.exitCode, 0);
        const std::string text = readAll(out("dressed.tmx"));
        QVERIFY(text.find("dress.tsx\"") != std::string::npos);
        QVERIFY(text.find("<image") == std::string::npos || text.find("_tiles.png") != std::string::npos);
        QVERIFY(tileLayerGids(out("dressed.tmx")) == expectedGids("cave_lists.yaml"));
        // The Wang rules pick the same tiles as the lists.
        QCOMPARE(runMapsmith({QStringLiteral("generate"), QStringLiteral("-c"), dressFile("cave_wang.yaml"),
                              QStringLiteral("-o"), out("wang.tmj")})
                     .exitCode,
                 0);
        QVERIFY(tileLayerGids(out("wang.tmj")) == expectedGids("cave_lists.yaml"));
    }

    void tiledReadsTheDressedExport_andConvertKeepsIt()
    {
        QVERIFY(QFile::exists(out("dressed.tmx")));
        const auto back = runMapsmith({QStringLiteral("convert"), out("dressed.tmx"), out("back.tmx")});
        QCOMPARE(back.exitCode, 0);
        QVERIFY(tileLayerGids(out("back.tmx")) == expectedGids("cave_lists.yaml"));
        const QString tiled = QStandardPaths::findExecutable(QStringLiteral("tiled"));
        if (tiled.isEmpty())
            QSKIP("tiled is not installed (Debian package 'tiled')");
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        process.setProcessEnvironment(env);
        process.start(tiled, {QStringLiteral("--export-map"), out("dressed.tmx"), out("by_tiled.tmj")});
        QVERIFY(process.waitForFinished(120000));
        QCOMPARE(process.exitCode(), 0);
        QVERIFY(tileLayerGids(out("by_tiled.tmj")) == expectedGids("cave_lists.yaml"));
    }

    void png_showsTheDress_andMatchesItsGoldenHash()
    {
        QCOMPARE(runMapsmith({QStringLiteral("generate"), QStringLiteral("-c"), dressFile("cave_lists.yaml"),
                              QStringLiteral("--png"), out("dressed.png"), QStringLiteral("--scale"),
                              QStringLiteral("4")})
                     .exitCode,
                 0);
        QCOMPARE(runMapsmith({QStringLiteral("generate"), QStringLiteral("-c"), dressFile("cave_plain.yaml"),
                              QStringLiteral("--png"), out("plain.png"), QStringLiteral("--scale"),
                              QStringLiteral("4")})
                     .exitCode,
                 0);
        const QImage dressed(out("dressed.png"));
        const QImage plain(out("plain.png"));
        QCOMPARE(dressed.size(), QSize(24 * 4, 16 * 4));
        QCOMPARE(plain.size(), dressed.size());
        QVERIFY(dressed.convertToFormat(QImage::Format_RGB32) != plain.convertToFormat(QImage::Format_RGB32));
        const QString golden = QString::fromStdString(readAll(dressFile("expected_png.txt"))).trimmed();
        QCOMPARE(pixelHash(dressed), golden);
        // The imported export draws the same picture.
        QCOMPARE(runMapsmith({QStringLiteral("convert"), out("dressed.tmx"), out("imported.png"),
                              QStringLiteral("--scale"), QStringLiteral("4")})
                     .exitCode,
                 0);
        QCOMPARE(pixelHash(QImage(out("imported.png"))), golden);
    }

    void wall_showsTheDress()
    {
        for (const char *name : {"cave_lists.yaml", "cave_plain.yaml"})
            QCOMPARE(runMapsmith({QStringLiteral("wall"), QStringLiteral("-c"), dressFile(name),
                                  QStringLiteral("--seeds"), QStringLiteral("1..2"), QStringLiteral("-o"),
                                  out(name).replace(QLatin1String(".yaml"), QLatin1String(".png"))})
                         .exitCode,
                     0);
        QVERIFY(QImage(out("cave_lists.png")) != QImage(out("cave_plain.png")));
    }

    void badTileset_exits2NamingTheConfigLineAndColumn_data()
    {
        QTest::addColumn<QString>("config");
        QTest::addColumn<QString>("where");
        QTest::addColumn<QString>("words");
        QTest::newRow("missing file") << "cave_missing.yaml"
                                      << "cave_missing.yaml:10:11: "
                                      << "no_such_tileset.tsx";
        QTest::newRow("gid it lacks") << "cave_badgid.yaml"
                                      << "cave_badgid.yaml:13:12: "
                                      << "gid 65";
    }

    void badTileset_exits2NamingTheConfigLineAndColumn()
    {
        QFETCH(QString, config);
        QFETCH(QString, where);
        QFETCH(QString, words);
        for (const QString &command : {QStringLiteral("generate"), QStringLiteral("wall")}) {
            QStringList args{command, QStringLiteral("-c"), dressFile(config.toUtf8().constData()),
                             QStringLiteral("-o"), out("bad.png")};
            if (command == QLatin1String("wall"))
                args << QStringLiteral("--seeds") << QStringLiteral("1..1");
            const auto run = runMapsmith(args);
            QCOMPARE(run.exitCode, 2);
            const QString err = QString::fromUtf8(run.err);
            QVERIFY2(err.contains(where), qPrintable(err));
            QVERIFY2(err.contains(words), qPrintable(err));
        }
    }
};

QTEST_GUILESS_MAIN(TestCliTiledDress)
#include "test_cli_tiled_dress.moc"
