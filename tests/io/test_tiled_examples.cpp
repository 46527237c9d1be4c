// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// Tiled's own example maps, read where the Debian package `tiled` installs them
// (/usr/share/doc/tiled/examples, some gzipped): every orthogonal one imports with no mapping, round trips
// through its own format with nothing changed, and an edited cell and entity change exactly that in the
// file; the others are refused with a message naming the orientation. Skipped when the package is absent.

#include "tiledtest.h"

#ifndef Q_MOC_RUN
#include <mapsmith/io/compress.h>
#include <mapsmith/io/config.h>
#include <mapsmith/io/tiled.h>
#include <mapsmith/io/tiledart.h>
#endif

#include <QDir>
#include <QDirIterator>
#include <QTemporaryDir>

using namespace mapsmith;

namespace {

const QString kExamples = QStringLiteral("/usr/share/doc/tiled/examples");

/// The map files of the examples, gzipped ones included, sorted.
QStringList exampleMaps()
{
    QStringList out;
    QDirIterator it(kExamples, {QStringLiteral("*.tmx"), QStringLiteral("*.tmx.gz")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        out << it.next();
    out.sort();
    return out;
}

std::string textOf(const QString &path)
{
    auto raw = readTextFile(path.toStdString());
    if (!raw)
        qFatal("%s", raw.error().toString().c_str());
    if (!path.endsWith(QLatin1String(".gz")))
        return *raw;
    auto text = compress::inflate(*raw, compress::Format::Gzip, kMaxTextFileBytes);
    if (!text)
        qFatal("%s", text.error().toString().c_str());
    return *text;
}

/// The map's path as the reader sees it: a gzipped file stands for the map beside it.
std::string mapPath(const QString &path)
{
    return (path.endsWith(QLatin1String(".gz")) ? path.chopped(3) : path).toStdString();
}

Result<Map> readExample(const QString &path)
{
    TiledReadOptions options;
    options.load = tiledDiskLoader();
    return readTmx(textOf(path), mapPath(path), options, builtinGenerators());
}

bool orthogonal(const std::string &text)
{
    const auto at = text.find("orientation=\"");
    return at == std::string::npos || text.compare(at + 13, 10, "orthogonal") == 0;
}

std::size_t countObjects(const std::vector<tiled::Layer> &layers)
{
    std::size_t n = 0;
    for (const auto &l : layers)
        n += l.objects.size() + countObjects(l.layers);
    return n;
}

} // namespace

class TestTiledExamples : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (!QDir(kExamples).exists())
            QSKIP("Tiled's examples are not installed (Debian package 'tiled')");
    }

    void everyOrthogonalExample_imports_andTheOthersSayWhy()
    {
        int orthogonalMaps = 0;
        for (const QString &path : exampleMaps()) {
            const std::string text = textOf(path);
            const auto map = readExample(path);
            if (!orthogonal(text)) {
                QVERIFY2(!map, qPrintable(path));
                QVERIFY2(map.error().toString().find("is not supported (only orthogonal maps are)") !=
                             std::string::npos,
                         map.error().toString().c_str());
                continue;
            }
            ++orthogonalMaps;
            QVERIFY2(map.ok(), map ? "" : map.error().toString().c_str());
            QVERIFY(map->art);
            QVERIFY(map->grid.width() > 0 && map->grid.height() > 0);
            const TiledArt &art = *map->art.tiled;
            QCOMPARE(art.doc.width, map->grid.width());
            QVERIFY2(!art.doc.tilesets.empty(), qPrintable(path));
        }
        QCOMPARE(orthogonalMaps, 17); // what the issue counts; the package holds 21 maps
    }

    void sandbox_objectsOnly_rasterisesItsGround_andFindsTheHero()
    {
        const auto map = readExample(kExamples + "/sticker-knight/map/sandbox.tmx.gz");
        QVERIFY2(map.ok(), map ? "" : map.error().toString().c_str());
        QCOMPARE(map->art.tiled->basis, TiledBasis::ObjectsOnly);
        QVERIFY(map->grid.start.has_value()); // the hero, from its template's type
        int walls = 0;
        for (int y = 0; y < map->grid.height(); ++y)
            for (int x = 0; x < map->grid.width(); ++x)
                walls += map->grid.tiles.at(x, y) == Tile::Wall;
        QVERIFY2(walls > 100, qPrintable(QString::number(walls)));
        // The coins of the template "diamond.tx" (type coin) are gold.
        QVERIFY(std::count_if(map->grid.entities.begin(), map->grid.entities.end(),
                              [](const Entity &e) { return e.type == "gold"; }) >= 6);
    }

    void everyOrthogonalExample_roundTripsThroughItsFormat()
    {
        QTemporaryDir dir;
        for (const QString &path : exampleMaps()) {
            if (!orthogonal(textOf(path)))
                continue;
            const auto map = readExample(path);
            QVERIFY(map.ok());
            TiledExportOptions options;
            options.path =
                dir.filePath(QFileInfo(QString::fromStdString(mapPath(path))).fileName()).toStdString();
            const auto text = writeTmx(*map, defaultTileMapping(), options);
            QVERIFY2(text.ok(), text ? "" : text.error().toString().c_str());
            TiledReadOptions read;
            read.load = tiledDiskLoader();
            const auto back = readTmx(*text, options.path, read, builtinGenerators());
            QVERIFY2(back.ok(), back ? "" : back.error().toString().c_str());
            QCOMPARE(back->grid, map->grid);
            const auto &a = map->art.tiled->doc;
            const auto &b = back->art.tiled->doc;
            QCOMPARE(b.layers.size(), a.layers.size());
            QCOMPARE(b.tilesets.size(), a.tilesets.size());
            QCOMPARE(countObjects(b.layers), countObjects(a.layers));
            QCOMPARE(b.properties.size(), a.properties.size());
            for (std::size_t i = 0; i < a.tilesets.size(); ++i)
                QCOMPARE(b.tilesets[i].path, a.tilesets[i].path); // by reference, to the same files
        }
    }

    void editedCellAndEntity_areAllThatChanges()
    {
        const QString path = kExamples + "/rpg/island.tmx";
        auto map = readExample(path);
        QVERIFY(map.ok());
        Map edited = *map;
        const Point p{5, 5};
        const Tile was = edited.grid.tiles[p];
        const Tile now = was == Tile::Wall ? Tile::Floor : Tile::Wall;
        edited.grid.tiles[p] = now;
        edited.grid.entities.push_back(Entity{"gold", 7, 7});
        QTemporaryDir dir;
        TiledExportOptions options;
        options.path = dir.filePath("island.tmx").toStdString();
        bool addedTileset = false;
        const auto text = writeTmx(edited, defaultTileMapping(), options, &addedTileset);
        QVERIFY2(text.ok(), text ? "" : text.error().toString().c_str());
        TiledReadOptions read;
        read.load = tiledDiskLoader();
        const auto back = readTmx(*text, options.path, read, builtinGenerators());
        QVERIFY2(back.ok(), back ? "" : back.error().toString().c_str());
        QCOMPARE(back->grid.tiles, edited.grid.tiles);
        QCOMPARE(back->grid.entities, edited.grid.entities);
        // Every layer's cells as they were but one cell of one layer (a layer the export added counts its
        // cells: this map says nothing about walls, so a painted wall needs one).
        const auto before = tiled::flattenLayers(map->art.tiled->doc);
        const auto after = tiled::flattenLayers(back->art.tiled->doc);
        QVERIFY(after.size() >= before.size());
        int changed = 0;
        for (std::size_t l = 0; l < after.size(); ++l) {
            if (after[l].layer->kind != tiled::LayerKind::Tile)
                continue;
            for (std::size_t i = 0; i < after[l].layer->gids.size(); ++i)
                changed += (l < before.size() ? before[l].layer->gids[i] : 0u) != after[l].layer->gids[i];
        }
        QCOMPARE(changed, 1);
        QCOMPARE(countObjects(back->art.tiled->doc.layers), countObjects(map->art.tiled->doc.layers) + 1);
    }
};

QTEST_GUILESS_MAIN(TestTiledExamples)
#include "test_tiled_examples.moc"
