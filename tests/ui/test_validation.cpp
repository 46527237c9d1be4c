// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The validation dock: a map's problems listed and marked, kept current as the map is painted, and a
// double-click that brings the problem's spot to the middle of the view.
#include "document/commands.h"
#include "document/mapdocument.h"
#include "document/validator.h"
#include "mainwindow.h"
#include "panels/validationpanel.h"
#include "uitest.h"
#include "view/mapview.h"
#include "view/validationoverlay.h"

#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QUndoStack>

using namespace mapsmith;

namespace {

// Start at (1, 1); a wall at x = 3 cuts off four floor tiles and the gold on (4, 2).
const QByteArray kWalledGold = "mapsmith: 1\nkind: grid\nwidth: 7\nheight: 5\n"
                               "legend: {'#': wall, '.': floor, '<': start, '>': exit}\n"
                               "tiles: |\n  #######\n  #<.#..#\n  #..#..#\n  #.>####\n  #######\n"
                               "entities:\n  - {type: gold, x: 4, y: 2}\n";

bool waitForProblems(Validator *validator)
{
    return QTest::qWaitFor([validator] { return !validator->isBusy(); }, 30000);
}

QStringList rows(QTreeWidget *tree)
{
    QStringList out;
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        out << tree->topLevelItem(i)->text(0) + QStringLiteral(" | ") + tree->topLevelItem(i)->text(1);
    return out;
}

} // namespace

class TestValidation : public QObject
{
    Q_OBJECT

public:
    static void initMain() { uitest::isolateSettings(); }

private slots:
    void problems_areListedMarkedAndFollowTheEdits()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("walled.yaml"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(kWalledGold);
        file.close();

        MainWindow window;
        window.resize(1600, 1000);
        window.show();
        QVERIFY(uitest::waitForMap(window.document()));
        ValidationPanel *panel = window.validationPanel();
        QVERIFY(window.findChild<QDockWidget *>(QStringLiteral("validationDock")));
        QVERIFY(uitest::openAndWait(window, path));
        QVERIFY(uitest::waitForMap(window.document()));
        QVERIFY(waitForProblems(panel->validator()));
        const QStringList expected = {QStringLiteral("Unreachable gold | (4, 2)"),
                                      QStringLiteral("Unreachable floor: 4 tile(s) | (4, 2)")};
        QCOMPARE(rows(panel->tree()), expected);
        QCOMPARE(panel->summaryLabel()->text(),
                 QStringLiteral("2 problem(s); double-click one to show it on the map"));
        const auto &marks = window.validationOverlay()->marks();
        QCOMPARE(marks.size(), 2);
        QCOMPARE(marks[1].cells.size(), 4);
        QVERIFY(marks[1].cells.contains(QPoint(5, 1)));

        // Painting a door through the wall joins the two halves: nothing is left to report.
        MapDocument *document = window.document();
        document->undoStack()->push(
            new PaintTilesCommand(document, PaintBrush{PaintBrush::Kind::Tile, Tile::Floor}, Point{3, 2}));
        QVERIFY(waitForProblems(panel->validator()));
        QCOMPARE(panel->tree()->topLevelItemCount(), 0);
        QCOMPARE(panel->summaryLabel()->text(), QStringLiteral("No problems found"));
        QVERIFY(window.validationOverlay()->marks().isEmpty());
        document->undoStack()->undo();
        QVERIFY(waitForProblems(panel->validator()));
        QCOMPARE(rows(panel->tree()), expected);
    }

    void doubleClick_centersTheViewOnTheProblem()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("walled.yaml"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(kWalledGold);
        file.close();
        MainWindow window;
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(uitest::openAndWait(window, path));
        QVERIFY(uitest::waitForMap(window.document()));
        ValidationPanel *panel = window.validationPanel();
        QVERIFY(waitForProblems(panel->validator()));
        window.findChild<QDockWidget *>(QStringLiteral("validationDock"))->raise();
        QTreeWidget *tree = panel->tree();
        QTRY_VERIFY(tree->isVisible());
        MapView *view = window.mapView();
        view->zoomBy(0.25, QPointF(0, 0));                   // away from the spot
        const QPoint centre = view->viewportRect().center(); // the map's area, less the scroll bars
        QVERIFY((view->mapToWidget(QPointF(4.5, 2.5)) - centre).manhattanLength() > 4);
        QCOMPARE(tree->topLevelItemCount(), 2);
        const QRect row = tree->visualItemRect(tree->topLevelItem(0));
        QSignalSpy jumps(panel, &ValidationPanel::jumpRequested);
        QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, row.center()); // a double-click's first press
        QTest::mouseDClick(tree->viewport(), Qt::LeftButton, {}, row.center());
        QCOMPARE(jumps.size(), 1);
        QCOMPARE(jumps.front().front().toPoint(), QPoint(4, 2));
        QVERIFY2((view->mapToWidget(QPointF(4.5, 2.5)) - centre).manhattanLength() <= 2,
                 qPrintable(QStringLiteral("%1,%2")
                                .arg(view->mapToWidget(QPointF(4.5, 2.5)).x())
                                .arg(view->mapToWidget(QPointF(4.5, 2.5)).y())));
        QVERIFY(view->zoom() >= MapView::kCenterOnZoom);
        QCOMPARE(window.validationOverlay()->selected(), 0);
        // The cut-off floor is tinted on the view; the reachable floor is not.
        const QImage shown = view->grab().toImage();
        const QColor reachable = shown.pixelColor(view->mapToWidget(QPointF(2.5, 2.5)).toPoint());
        const QColor cutOff = shown.pixelColor(view->mapToWidget(QPointF(5.5, 1.5)).toPoint());
        QVERIFY2(cutOff != reachable, qPrintable(cutOff.name()));
        QVERIFY2(cutOff.red() > cutOff.green() + 40,
                 qPrintable(cutOff.name() + QLatin1Char(' ') + reachable.name()));
        // The picture the designer sees, for docs and review.
        window.grab().save(QStringLiteral(MAPSMITH_BINARY_DIR "/validation.png"));
    }

    void generatedMaps_ofEveryPreset_startWithoutProblems()
    {
        MainWindow window;
        QVERIFY(uitest::waitForMap(window.document()));
        QVERIFY(waitForProblems(window.validationPanel()->validator()));
        QCOMPARE(window.validationPanel()->tree()->topLevelItemCount(), 0);
    }
};

QTEST_MAIN(TestValidation)
#include "test_validation.moc"
