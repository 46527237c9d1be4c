// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Never lose work: project files round-trip to the same map, the title marks unsaved work, closing asks,
// corrupt files of every format leave the document as it was, autosave writes a recovery file that the
// next start offers.
#include "document/autosaver.h"
#include "document/commands.h"
#include "document/mapdocument.h"
#include "document/projectfile.h"
#include "mainwindow.h"
#include "uitest.h"

#include <mapsmith/generate/registry.h>
#include <mapsmith/io/project.h>

#include <QFile>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace mapsmith;

using uitest::Messages;
using uitest::readText;
using uitest::writeText;

namespace {

void paint(MapDocument *document, Point cell, Tile tile)
{
    document->undoStack()->push(
        new PaintTilesCommand(document, PaintBrush{PaintBrush::Kind::Tile, tile}, cell));
}

/// Paints a few cells and a gold: edits of every kind a project holds.
void makeEdits(MapDocument *document)
{
    paint(document, {0, 0}, Tile::Floor);
    paint(document, {3, 4}, Tile::Door);
    paint(document, {5, 5}, Tile::Slow);
    document->undoStack()->push(
        new PaintTilesCommand(document, PaintBrush{PaintBrush::Kind::Gold, Tile::Wall}, Point{6, 6}));
}

Result<Project> parse(const QByteArray &text)
{
    return readProject(std::string_view(text.constData(), static_cast<std::size_t>(text.size())), "r.yaml",
                       builtinGenerators());
}

} // namespace

class TestProject : public QObject
{
    Q_OBJECT

public:
    static void initMain() { uitest::isolateSettings(); }

private slots:
    void init() { QDir(Autosaver::directory()).removeRecursively(); }

    void saveProject_thenOpen_givesIdenticalMapHashAndEdits()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("level.mapsmith.yaml"));
        std::uint64_t hash = 0;
        HandEdits edits;
        {
            MainWindow window;
            QVERIFY(uitest::waitForMap(window.document()));
            makeEdits(window.document());
            QVERIFY(window.document()->isDirty());
            QVERIFY(window.isWindowModified());
            hash = window.document()->mapHash();
            edits = window.document()->handEdits();
            QVERIFY(!edits.empty());
            QVERIFY(window.saveProjectTo(path));
            QVERIFY(!window.document()->isDirty());
            QVERIFY(!window.isWindowModified());
            QCOMPARE(window.windowTitle(), QStringLiteral("level.mapsmith.yaml[*] — Mapsmith"));
            QVERIFY(window.document()->isProjectFile());
        }
        MainWindow window;
        QVERIFY(uitest::waitForMap(window.document()));
        QVERIFY(window.document()->mapHash() != hash);
        QVERIFY(uitest::openAndWait(window, path));
        QVERIFY(uitest::waitForMap(window.document()));
        QCOMPARE(window.document()->handEdits(), edits);
        QCOMPARE(window.document()->mapHash(), hash);
        QVERIFY(!window.document()->isDirty());
        QVERIFY(window.document()->isProjectFile());
        // Save (Ctrl+S) writes the project again, not a config over it.
        paint(window.document(), {1, 1}, Tile::Wall);
        QVERIFY(window.saveConfig());
        auto read = loadProject(path.toStdString(), builtinGenerators());
        QVERIFY(read.ok());
        QCOMPARE(read->edits, window.document()->handEdits());
    }

    void closeWithUnsavedEdits_asksAndCancelKeepsTheWindow()
    {
        MainWindow window;
        window.show();
        QVERIFY(uitest::waitForMap(window.document()));
        makeEdits(window.document());
        int asked = 0;
        window.setSaveQuestion([&](const QString &) {
            ++asked;
            return QMessageBox::Cancel;
        });
        QVERIFY(!window.close());
        QCOMPARE(asked, 1);
        QVERIFY(window.isVisible());
        QVERIFY(window.document()->isDirty());
        window.setSaveQuestion([&](const QString &) {
            ++asked;
            return QMessageBox::Discard;
        });
        QVERIFY(window.close());
        QCOMPARE(asked, 2);
    }

    void openCorruptFile_reportsThePlaceAndKeepsTheDocument_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("project") << QByteArray("mapsmith: 1\nkind: project\ngenerator: cave\nedits:\n"
                                               "  tiles:\n    - {x: 1, y: 2, tile: lava}\n")
                                 << QStringLiteral("bad.yaml:6:26: unknown tile 'lava'");
        QTest::newRow("project yaml")
            << QByteArray("mapsmith: 1\nkind: project\ngenerator: cave\nparams: {a: [\n")
            << QStringLiteral("bad.yaml:5:1: invalid YAML");
        QTest::newRow("config") << QByteArray("mapsmith: 1\ngenerator: cave\nparams:\n  fill_ratio: 1.7\n")
                                << QStringLiteral("bad.yaml:4:15: fill_ratio 1.7 is outside [0, 1]");
        QTest::newRow("map") << QByteArray("mapsmith: 1\nkind: grid\nwidth: 3\nheight: 2\n"
                                           "legend: {'#': wall}\ntiles: |\n  ###\n  #x#\n")
                             << QStringLiteral("bad.yaml:8:4:");
    }

    void openCorruptFile_reportsThePlaceAndKeepsTheDocument()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.yaml"));
        QVERIFY(writeText(path, text));
        MainWindow window;
        Messages messages;
        window.setMessageSink(messages.sink());
        QVERIFY(uitest::waitForMap(window.document()));
        makeEdits(window.document());
        const Config config = window.document()->config();
        const HandEdits edits = window.document()->handEdits();
        const std::uint64_t hash = window.document()->mapHash();
        const QString title = window.windowTitle();
        const int undoSteps = window.document()->undoStack()->count();
        QVERIFY(!uitest::openAndWait(window, path));
        QCOMPARE(messages.texts.size(), 1);
        QVERIFY2(messages.texts.front().startsWith(expected), qPrintable(messages.texts.front()));
        QCOMPARE(window.document()->config(), config);
        QCOMPARE(window.document()->handEdits(), edits);
        QVERIFY(!window.document()->isGenerating());
        QCOMPARE(window.document()->mapHash(), hash);
        QCOMPARE(window.windowTitle(), title);
        QCOMPARE(window.document()->undoStack()->count(), undoSteps);
        QVERIFY(window.document()->isDirty());
    }

    void autosave_writesTheRecoveryFile_andASaveRemovesIt()
    {
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(uitest::waitForMap(window.document()));
        Autosaver *autosaver = window.autosaver();
        autosaver->autosave(); // clean: nothing to write
        QVERIFY(!QFile::exists(autosaver->recoveryFile()));
        makeEdits(window.document());
        QSignalSpy saved(autosaver, &Autosaver::saved);
        autosaver->autosave();
        QVERIFY(saved.wait(10000));
        const auto read = parse(readText(autosaver->recoveryFile()));
        QVERIFY2(read.ok(), read.ok() ? "" : read.error().toString().c_str());
        QCOMPARE(read->edits, window.document()->handEdits());
        QCOMPARE(read->config, window.document()->config());
        QVERIFY(Autosaver::leftBehind().isEmpty()); // our own session's file is not left behind
        QVERIFY(window.saveProjectTo(dir.filePath(QStringLiteral("p.mapsmith.yaml"))));
        QVERIFY(!QFile::exists(autosaver->recoveryFile()));
    }

    void recovery_isOffered_andEachAnswerDoesWhatItSays()
    {
        // A recovery file with no live session behind it, as a crash leaves it.
        const QString dirPath = Autosaver::directory();
        QVERIFY(QDir().mkpath(dirPath));
        const QString file = QDir(dirPath).filePath(QStringLiteral("session-999999.mapsmith.yaml"));
        Project project;
        project.config.generator = "cave";
        project.config.seed = 4242;
        project.config.params = builtinGenerators().find("cave")->schema().defaults();
        project.edits.setCell(Point{0, 0}, CellEdit{Tile::Floor, std::nullopt});
        QVERIFY(writeText(file, QByteArray::fromStdString(writeProject(project, builtinGenerators()))));

        MainWindow window;
        QVERIFY(uitest::waitForMap(window.document()));
        QStringList asked;
        window.setRecoveryQuestion([&](const QString &text) {
            asked << text;
            return QMessageBox::Cancel;
        });
        QVERIFY(!window.offerRecovery()); // not now: kept for the next start
        QCOMPARE(asked.size(), 1);
        QVERIFY2(asked.front().contains(QStringLiteral("Recover unsaved work from")),
                 qPrintable(asked.front()));
        QVERIFY(QFile::exists(file));

        window.setRecoveryQuestion([](const QString &) { return QMessageBox::Yes; });
        QVERIFY(window.offerRecovery());
        QVERIFY(uitest::waitForMap(window.document()));
        QCOMPARE(window.document()->config().seed, std::uint64_t{4242});
        QCOMPARE(window.document()->handEdits(), project.edits);
        QVERIFY(window.document()->isDirty()); // recovered work is unsaved work
        QVERIFY(window.isWindowModified());
        QVERIFY(!QFile::exists(file));

        QVERIFY(writeText(file, "mapsmith: 1\nkind: project\ngenerator: cave\n"));
        window.setRecoveryQuestion([](const QString &) { return QMessageBox::Discard; });
        QVERIFY(!window.offerRecovery());
        QVERIFY(!QFile::exists(file));
        QCOMPARE(window.document()->config().seed, std::uint64_t{4242});
    }
};

QTEST_MAIN(TestProject)
#include "test_project.moc"
