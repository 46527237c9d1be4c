// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// core/io/project: a project file (config + hand edits) reads back as what was written, for every built-in
// generator; every class of bad input is an Error naming "file:line:column: message" exactly.

#include <QtTest>

#ifndef Q_MOC_RUN
#include <mapsmith/generate/registry.h>
#include <mapsmith/io/project.h>
#include <mapsmith/random/rng.h>
#endif

using namespace mapsmith;

namespace {

const char *const kCaveProject = "mapsmith: 1\n"
                                 "kind: project\n"
                                 "generator: cave\n"
                                 "seed: 7\n"
                                 "params:\n"
                                 "  width: 40\n"
                                 "edits:\n"
                                 "  start: {x: 1, y: 2}\n"
                                 "  tiles:\n"
                                 "    - {x: 3, y: 4, tile: wall}\n"
                                 "  entities:\n"
                                 "    - {x: 5, y: 6, type: gold}\n";

/// Random edits drawn from `rng`: tiles, entities (some removed: ""), start and exit, each maybe absent.
HandEdits randomEdits(Rng &rng)
{
    HandEdits edits;
    const auto tiles = allTiles();
    const int count = static_cast<int>(rng.below(20));
    for (int i = 0; i < count; ++i) {
        const Point p{static_cast<int>(rng.below(100)), static_cast<int>(rng.below(100))};
        CellEdit cell = edits.cell(p);
        cell.tile = tiles[rng.below(tiles.size())].tile;
        if (rng.below(3) == 0)
            cell.entity = rng.below(2) ? "gold" : "";
        edits.setCell(p, cell);
    }
    if (rng.below(2))
        edits.start = Point{static_cast<int>(rng.below(50)), static_cast<int>(rng.below(50))};
    if (rng.below(2))
        edits.exit = Point{static_cast<int>(rng.below(50)), static_cast<int>(rng.below(50))};
    const auto types = allRoomTypes();
    const int rooms = static_cast<int>(rng.below(4));
    for (int i = 0; i < rooms; ++i) {
        const Point room{static_cast<int>(rng.below(7)), static_cast<int>(rng.below(15))};
        edits.tower.types[room] = types[rng.below(types.size())].type;
        const Point up{static_cast<int>(rng.below(7)), room.y + 1};
        (rng.below(2) ? edits.tower.addedEdges : edits.tower.removedEdges).insert({room, up});
    }
    return edits;
}

} // namespace

class TestProject : public QObject
{
    Q_OBJECT

private slots:
    void writeThenRead_givesTheSameProject_forEveryGenerator()
    {
        const GeneratorRegistry &registry = builtinGenerators();
        Rng rng(2026);
        int checked = 0;
        for (const auto &generator : registry.all()) {
            for (int round = 0; round < 20; ++round) {
                Project project;
                project.config.generator = std::string(generator->id());
                project.config.seed = rng.next();
                project.config.params = generator->schema().defaults();
                project.edits = randomEdits(rng);
                const std::string text = writeProject(project, registry);
                QVERIFY(looksLikeProject(text));
                auto read = readProject(text, "p.yaml", registry);
                QVERIFY2(read.ok(), read.ok() ? "" : read.error().toString().c_str());
                QVERIFY2(*read == project, text.c_str());
                ++checked;
            }
        }
        QVERIFY(checked >= 20);
    }

    void read_givesTheEditsAndCompletesTheParams()
    {
        auto read = readProject(kCaveProject, "p.yaml", builtinGenerators());
        QVERIFY2(read.ok(), read.ok() ? "" : read.error().toString().c_str());
        QCOMPARE(read->config.generator, std::string("cave"));
        QCOMPARE(read->config.seed, std::uint64_t{7});
        QCOMPARE(read->config.params.getInt("width"), 40);
        QVERIFY(read->config.params.find("height") != nullptr); // a default filled in
        QCOMPARE(read->edits.start, std::optional<Point>(Point{1, 2}));
        QVERIFY(!read->edits.exit);
        QCOMPARE(read->edits.cells.size(), std::size_t{2});
        QCOMPARE(read->edits.cells.tile(Point{3, 4}), std::optional<Tile>(Tile::Wall));
        QVERIFY(!read->edits.cells.entity(Point{3, 4}));
        QCOMPARE(*read->edits.cells.entity(Point{5, 6}), std::string("gold"));
    }

    void looksLikeProject_onlyForKindProject()
    {
        QVERIFY(looksLikeProject(kCaveProject));
        QVERIFY(looksLikeProject("mapsmith: 1\r\nkind: 'project'  # a comment\r\n"));
        QVERIFY(!looksLikeProject("mapsmith: 1\nkind: grid\n"));
        QVERIFY(!looksLikeProject("mapsmith: 1\ngenerator: cave\n"));
        QVERIFY(!looksLikeProject("mapsmith: 1\n  kind: project\n"));
    }

    void badInput_namesLineAndColumn_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        const QString head = QStringLiteral("mapsmith: 1\nkind: project\ngenerator: cave\n");
        QTest::newRow("param out of range") << head + "params:\n  fill_ratio: 1.7\n"
                                            << "p.yaml:5:15: fill_ratio 1.7 is outside [0, 1]";
        QTest::newRow("unknown tile") << head + "edits:\n  tiles:\n    - {x: 1, y: 2, tile: lava}\n"
                                      << "p.yaml:6:26: unknown tile 'lava' (known: wall, floor, door, brick, "
                                         "solid, ladder, rope, trap, hidden_ladder, slow)";
        QTest::newRow("negative x") << head + "edits:\n  start: {x: -1, y: 2}\n"
                                    << "p.yaml:5:14: x -1 is outside [0, 65535]";
        QTest::newRow("cell twice")
            << head + "edits:\n  tiles:\n    - {x: 1, y: 2, tile: wall}\n    - {x: 1, y: 2, tile: floor}\n"
            << "p.yaml:7:7: tiles names cell (1, 2) twice";
        QTest::newRow("edits not a map") << head + "edits: 3\n"
                                         << "p.yaml:4:8: edits must be a map {start, exit, tiles, entities}, "
                                            "not 3";
        QTest::newRow("unknown edits key") << head + "edits:\n  paint: []\n"
                                           << "p.yaml:5:3: unknown key 'paint' in edits (expected one of: "
                                              "start, exit, tiles, entities, rooms, added_edges, "
                                              "removed_edges)";
        QTest::newRow("unknown room type")
            << head + "edits:\n  rooms:\n    - {column: 1, floor: 2, type: inn}\n"
            << "p.yaml:6:35: unknown room type 'inn'";
        QTest::newRow("edge without to_floor")
            << head + "edits:\n  added_edges:\n    - {column: 1, floor: 2, to_column: 2}\n"
            << "p.yaml:6:7: an edge edit has no to_floor";
        QTest::newRow("entity without type") << head + "edits:\n  entities:\n    - {x: 1, y: 1}\n"
                                             << "p.yaml:6:7: an entity edit must have 'type'";
        QTest::newRow("wrong kind") << QStringLiteral("mapsmith: 1\nkind: grid\n")
                                    << "p.yaml:2:7: kind 'grid' is not a project (expected 'project')";
        QTest::newRow("no kind") << QStringLiteral("mapsmith: 1\ngenerator: cave\n")
                                 << "p.yaml:1:1: missing key 'kind' (a project file says 'kind: project')";
        QTest::newRow("broken yaml") << head + "params: [1, 2\n"
                                     << "p.yaml:";
    }

    void badInput_namesLineAndColumn()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        const QByteArray bytes = text.toUtf8();
        auto read = readProject(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())),
                                "p.yaml", builtinGenerators());
        QVERIFY(!read.ok());
        const QString message = QString::fromStdString(read.error().toString());
        QVERIFY2(message.startsWith(expected), qPrintable(message));
        if (!expected.endsWith(u':')) // the exact message, not just its place
            QCOMPARE(message, expected);
        QCOMPARE(read.error().kind, ErrorKind::BadInput);
    }

    void missingFile_isAnIoError()
    {
        auto read = loadProject("/nonexistent/p.yaml", builtinGenerators());
        QVERIFY(!read.ok());
        QCOMPARE(read.error().kind, ErrorKind::Io);
    }
};

QTEST_GUILESS_MAIN(TestProject)
#include "test_project.moc"
