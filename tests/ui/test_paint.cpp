// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Hand painting: strokes as single undo steps, the eyedropper, edits surviving regeneration, Lode Runner
// export.
#include "document/commands.h"
#include "document/mapdocument.h"
#include "mainwindow.h"
#include "panels/tilechooser.h"
#include "render/palette.h"
#include "render/renderer.h"
#include "tools/painttool.h"
#include "tools/toolmanager.h"
#include "uitest.h"
#include "view/mapview.h"

#include <mapsmith/io/loderunner.h>

#include <QAction>
#include <QFile>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace mapsmith;

namespace {

const QString kSamples = QStringLiteral(MAPSMITH_SOURCE_DIR "/resources/levels/samples.txt");

QPoint centreOf(const MapView *view, QPoint tile)
{
    return view->mapToWidget(QPointF(tile.x() + 0.5, tile.y() + 0.5)).toPoint();
}

Tile tileAt(const MainWindow &window, QPoint p)
{
    return window.document()->map().grid.tiles.at(p.x(), p.y());
}

bool hasEntityOrMarker(const GridMap &grid, QPoint p)
{
    const Point q{p.x(), p.y()};
    if (grid.start == q || grid.exit == q)
        return true;
    return std::any_of(grid.entities.begin(), grid.entities.end(),
                       [&](const Entity &e) { return e.x == q.x && e.y == q.y; });
}

/// The first run of `length` cells in a row, none of them `tile` nor holding a marker or entity.
QPoint findRun(const GridMap &grid, int length, Tile notTile, Tile onlyTile = Tile::Wall,
               bool requireOnly = false)
{
    for (int y = 0; y < grid.height(); ++y) {
        for (int x = 0; x + length <= grid.width(); ++x) {
            bool ok = true;
            for (int i = 0; i < length && ok; ++i) {
                const Tile t = grid.tiles.at(x + i, y);
                ok = t != notTile && (!requireOnly || t == onlyTile) && !hasEntityOrMarker(grid, {x + i, y});
            }
            if (ok)
                return {x, y};
        }
    }
    return {-1, -1};
}

void stroke(MapView *view, QPoint from, QPoint to, Qt::MouseButton button = Qt::LeftButton)
{
    QTest::mousePress(view, button, Qt::NoModifier, centreOf(view, from));
    QTest::mouseMove(view, centreOf(view, to)); // one jump: the view must fill in the cells between
    QTest::mouseRelease(view, button, Qt::NoModifier, centreOf(view, to));
}

void openSamples(MainWindow &window)
{
    window.show();
    QVERIFY(uitest::waitForMap(window.document()));
    window.setLevelChooser([](const QStringList &) { return 0; });
    QVERIFY(uitest::openAndWait(window, kSamples));
    window.mapView()->fitToWindow();
}

} // namespace

class TestPaint : public QObject
{
    Q_OBJECT

public:
    static void initMain() { uitest::isolateSettings(); }

private slots:
    void paintStroke_isOneUndoStep_andUndoRestoresCells()
    {
        MainWindow window;
        openSamples(window);
        const Map before = window.document()->map();
        const QImage imageBefore = window.mapView()->image().copy();
        window.setPaintMode(true);
        QVERIFY(window.tileChooser()->setBrush({PaintBrush::Kind::Tile, Tile::Ladder}));
        const QPoint from = findRun(before.grid, 6, Tile::Ladder);
        QVERIFY(from.x() >= 0);
        const QPoint to = from + QPoint(5, 0);
        stroke(window.mapView(), from, to);

        QUndoStack *stack = window.document()->undoStack();
        QCOMPARE(stack->count(), 1);
        QCOMPARE(stack->undoText(), QStringLiteral("Paint Ladder"));
        const QRgb ladder = Palette::builtin().tile(Tile::Ladder).rgb();
        for (int x = from.x(); x <= to.x(); ++x) {
            QCOMPARE(tileAt(window, {x, from.y()}), Tile::Ladder);
            QCOMPARE(window.mapView()->image().pixel(x, from.y()), ladder);
        }
        stack->undo();
        QVERIFY(window.document()->map() == before);
        QCOMPARE(window.mapView()->image(), imageBefore);
        QVERIFY(window.document()->handEdits().empty());
        stack->redo();
        for (int x = from.x(); x <= to.x(); ++x)
            QCOMPARE(window.mapView()->image().pixel(x, from.y()), ladder);
        QCOMPARE(window.document()->image(), window.mapView()->image());
    }

    void paintStroke_undoneAndRedoneWithTheKeyboard()
    {
        MainWindow window;
        openSamples(window);
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        const Map before = window.document()->map();
        QTest::keyClick(window.mapView(), Qt::Key_B); // the brush tool's shortcut
        QCOMPARE(window.mapView()->tool(), MapView::Tool::Edit);
        QVERIFY(window.tileChooser()->setBrush({PaintBrush::Kind::Tile, Tile::Rope}));
        const QPoint from = findRun(before.grid, 5, Tile::Rope);
        QVERIFY(from.x() >= 0);
        stroke(window.mapView(), from, from + QPoint(4, 0));
        const Map after = window.document()->map();
        QVERIFY(after != before);
        QTest::keySequence(&window, QKeySequence::Undo);
        QVERIFY(window.document()->map() == before);
        QCOMPARE(window.mapView()->image(), renderForView(before, Palette::builtin()));
        QTest::keySequence(&window, QKeySequence::Redo);
        QVERIFY(window.document()->map() == after);
        QCOMPARE(window.mapView()->image(), renderForView(after, Palette::builtin()));
    }

    void fastDrag_requestsEveryCellOnTheLine()
    {
        // The brush's line between successive mouse cells: one cell per column, no gaps.
        const QList<QPoint> cells = PaintTool::lineCells({2, 2}, {12, 6});
        QCOMPARE(cells.size(), 10); // max(|dx|, |dy|): the first cell was painted by the press
        QPoint previous(2, 2);
        for (const QPoint &cell : cells) {
            QVERIFY(qAbs(cell.x() - previous.x()) <= 1 && qAbs(cell.y() - previous.y()) <= 1);
            previous = cell;
        }
        QCOMPARE(previous, QPoint(12, 6));
        QVERIFY(PaintTool::lineCells({3, 3}, {3, 3}).isEmpty());
    }

    void fastDragInTheView_paintsEveryCellOnTheLine()
    {
        MainWindow window;
        openSamples(window);
        window.setPaintMode(true);
        QVERIFY(window.tileChooser()->setBrush({PaintBrush::Kind::Tile, Tile::Slow}));
        const QPoint from(2, 2);
        const QPoint to(12, 6);
        stroke(window.mapView(), from, to);
        QCOMPARE(window.document()->undoStack()->count(), 1);
        QCOMPARE(tileAt(window, from), Tile::Slow);
        for (const QPoint &cell : PaintTool::lineCells(from, to))
            QCOMPARE(tileAt(window, cell), Tile::Slow);
    }

    void brushSize3_paintsASquareAroundTheCursor_inOneStep()
    {
        MainWindow window;
        openSamples(window);
        window.setPaintMode(true);
        window.toolManager()->setBrushSize(3);
        QCOMPARE(window.mapView()->footprint(), 3);
        QCOMPARE(window.toolManager()->brushSizeBox()->value(), 3);
        QVERIFY(window.tileChooser()->setBrush({PaintBrush::Kind::Tile, Tile::Slow}));
        const QPoint centre(6, 6);
        stroke(window.mapView(), centre, centre);
        QCOMPARE(window.document()->undoStack()->count(), 1);
        const GridMap &grid = window.document()->map().grid;
        int slow = 0;
        for (int y = 0; y < grid.height(); ++y)
            for (int x = 0; x < grid.width(); ++x)
                if (grid.tiles.at(x, y) == Tile::Slow) {
                    QVERIFY(qAbs(x - centre.x()) <= 1 && qAbs(y - centre.y()) <= 1);
                    ++slow;
                }
        QCOMPARE(slow, 9);
        QCOMPARE(window.mapView()->footprintAt(centre), QRect(5, 5, 3, 3));
        window.toolManager()->setCurrent(ToolManager::Id::Line);
        QCOMPARE(window.mapView()->footprint(), 1); // other tools outline one cell
    }

    void paintStart_movesTheRunner_andUndoPutsItBack()
    {
        MainWindow window;
        openSamples(window);
        const Map before = window.document()->map();
        window.setPaintMode(true);
        QVERIFY(window.tileChooser()->setBrush({PaintBrush::Kind::Start}));
        const QPoint cell = findRun(before.grid, 1, Tile::Ladder, Tile::Floor, true);
        stroke(window.mapView(), cell, cell);
        QCOMPARE(window.document()->map().grid.start, (Point{cell.x(), cell.y()}));
        const QPoint old(before.grid.start->x, before.grid.start->y);
        QCOMPARE(window.mapView()->image().pixel(old),
                 Palette::builtin().tile(before.grid.tiles.at(old.x(), old.y())).rgb());
        QCOMPARE(window.mapView()->image().pixel(cell),
                 Palette::builtin().named(QStringLiteral("start")).rgb());
        window.document()->undoStack()->undo();
        QVERIFY(window.document()->map() == before);
        QCOMPARE(window.mapView()->image(), window.document()->image());
        QCOMPARE(window.document()->image(), renderForView(before, Palette::builtin()));
    }

    void paintSameTile_createsNoUndoStep()
    {
        MainWindow window;
        openSamples(window);
        const Map before = window.document()->map();
        window.setPaintMode(true);
        const QPoint cell = findRun(before.grid, 1, Tile::Ladder);
        QVERIFY(window.tileChooser()->setBrush({PaintBrush::Kind::Tile, tileAt(window, cell)}));
        stroke(window.mapView(), cell, cell);
        QCOMPARE(window.document()->undoStack()->count(), 0);
        QVERIFY(window.document()->map() == before);
        QVERIFY(!window.isWindowModified());
    }

    void handEdits_surviveRegeneration()
    {
        MainWindow window;
        window.show();
        QVERIFY(uitest::waitForMap(window.document()));
        MapDocument *doc = window.document();
        window.setPaintMode(true);
        QVERIFY(window.tileChooser()->setBrush({PaintBrush::Kind::Tile, Tile::Ladder}));
        const QPoint from = findRun(doc->map().grid, 3, Tile::Ladder);
        QVERIFY(from.x() >= 0);
        stroke(window.mapView(), from, from + QPoint(2, 0));
        const auto baseHash = doc->baseMap() == doc->map() ? 0 : doc->mapHash();
        QVERIFY(baseHash != 0);

        doc->changeParam("fill_ratio", ParamValue(0.52));
        QVERIFY(uitest::waitForMap(doc));
        QCOMPARE(doc->undoStack()->count(), 2);
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(tileAt(window, from + QPoint(i, 0)), Tile::Ladder);
            QCOMPARE(window.mapView()->image().pixel(from.x() + i, from.y()),
                     Palette::builtin().tile(Tile::Ladder).rgb());
        }
        QVERIFY(doc->baseMap().grid.tiles.at(from.x(), from.y()) != Tile::Ladder);
        QVERIFY(doc->mapHash() != baseHash);
    }

    void clearHandEdits_isOneUndoableStep()
    {
        MainWindow window;
        openSamples(window);
        const Map before = window.document()->map();
        window.setPaintMode(true);
        QVERIFY(window.tileChooser()->setBrush({PaintBrush::Kind::Gold}));
        const QPoint cell = findRun(before.grid, 2, Tile::Ladder, Tile::Floor, true);
        QVERIFY(cell.x() >= 0);
        stroke(window.mapView(), cell, cell + QPoint(1, 0));
        QVERIFY(!(window.document()->map() == before));
        auto *clear = window.findChild<QAction *>(QStringLiteral("clearHandEditsAction"));
        QVERIFY(clear && clear->isEnabled());
        clear->trigger();
        QVERIFY(window.document()->map() == before);
        QCOMPARE(window.document()->undoStack()->count(), 2);
        QCOMPARE(window.document()->undoStack()->undoText(), QStringLiteral("Clear hand edits"));
        window.document()->undoStack()->undo();
        QVERIFY(!(window.document()->map() == before));
    }

    void eyedropper_picksTileUnderCursor()
    {
        MainWindow window;
        openSamples(window);
        window.setPaintMode(true);
        QVERIFY(window.tileChooser()->setBrush({PaintBrush::Kind::Tile, Tile::Wall}));
        const QPoint brick = findRun(window.document()->map().grid, 1, Tile::Ladder, Tile::Brick, true);
        QVERIFY(brick.x() >= 0);
        QTest::mouseClick(window.mapView(), Qt::RightButton, Qt::NoModifier,
                          centreOf(window.mapView(), brick));
        QCOMPARE(window.tileChooser()->brush(), (PaintBrush{PaintBrush::Kind::Tile, Tile::Brick}));
        QCOMPARE(window.document()->undoStack()->count(), 0);
    }

    void exportLodeRunnerLevel_writesClassicText()
    {
        MainWindow window;
        openSamples(window);
        window.setPaintMode(true);
        QVERIFY(window.tileChooser()->setBrush({PaintBrush::Kind::Tile, Tile::Ladder}));
        const QPoint cell = findRun(window.document()->map().grid, 1, Tile::Ladder, Tile::Floor, true);
        QVERIFY(cell.x() >= 0);
        stroke(window.mapView(), cell, cell);
        QCOMPARE(tileAt(window, cell), Tile::Ladder);

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("level.txt"));
        QVERIFY(window.exportLodeRunnerTo(path));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        auto levels = readLodeRunnerText(
            std::string_view(text.constData(), static_cast<std::size_t>(text.size())), "level.txt");
        QVERIFY(levels.ok());
        QCOMPARE(levels->size(), std::size_t(1));
        QVERIFY((*levels)[0].map == window.document()->map());
    }

    void exportLodeRunnerLevel_tileWithoutSymbol_showsMessage()
    {
        MainWindow window;
        openSamples(window);
        QStringList messages;
        window.setMessageSink([&messages](const QString &, const QString &text) { messages << text; });
        window.setPaintMode(true);
        QVERIFY(window.tileChooser()->setBrush({PaintBrush::Kind::Tile, Tile::Door}));
        const QPoint cell = findRun(window.document()->map().grid, 1, Tile::Door);
        stroke(window.mapView(), cell, cell);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("level.txt"));
        QVERIFY(!window.exportLodeRunnerTo(path));
        QCOMPARE(messages.size(), 1);
        QVERIFY2(messages[0].contains(QStringLiteral("door")), qPrintable(messages[0]));
        QVERIFY(!QFile::exists(path));
    }

    void panMode_leftDragPansDoesNotPaint()
    {
        MainWindow window;
        openSamples(window);
        const Map before = window.document()->map();
        QCOMPARE(window.mapView()->tool(), MapView::Tool::Pan);
        const QPointF offset = window.mapView()->offset();
        stroke(window.mapView(), {3, 3}, {8, 5});
        QVERIFY(window.mapView()->offset() != offset);
        QVERIFY(window.document()->map() == before);
        QCOMPARE(window.document()->undoStack()->count(), 0);
    }

    void paintMode_middleDragPansDoesNotPaint()
    {
        MainWindow window;
        openSamples(window);
        const Map before = window.document()->map();
        window.setPaintMode(true);
        const QPointF offset = window.mapView()->offset();
        stroke(window.mapView(), {3, 3}, {8, 5}, Qt::MiddleButton);
        QVERIFY(window.mapView()->offset() != offset);
        QVERIFY(window.document()->map() == before);
    }

    void towerMap_paintModeDisabled()
    {
        MainWindow window;
        window.show();
        QVERIFY(
            uitest::openAndWait(window, QStringLiteral(MAPSMITH_SOURCE_DIR "/resources/presets/tower.yaml")));
        QTRY_VERIFY_WITH_TIMEOUT(
            window.document()->map().kind == MapKind::Tower && !window.document()->isGenerating(), 10000);
        auto *paint = window.findChild<QAction *>(QStringLiteral("paintModeAction"));
        QVERIFY(paint && !paint->isEnabled());
        window.setPaintMode(true);
        QCOMPARE(window.mapView()->tool(), MapView::Tool::Pan);
    }

    void paintToolbar_listsEveryTileAndMarker()
    {
        MainWindow window;
        openSamples(window);
        window.setPaintMode(true);
        const QString shot = qEnvironmentVariable("MAPSMITH_PAINT_SCREENSHOT");
        if (!shot.isEmpty())
            window.grab().save(shot);
        QVERIFY(window.tileChooser()->isVisible());
        // Every tile, then eraser, start, exit, gold, guard, light and enemy.
        QCOMPARE(window.tileChooser()->count(), static_cast<int>(allTiles().size()) + 7);
    }
};

QTEST_MAIN(TestPaint)
#include "test_paint.moc"
