// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The search dock: running a search, replaying it on the map view, picking the start by clicking.
// Core first: Qt's `slots` keyword macro must not reach core headers (see app/cli/path.cpp).
// clang-format off
#include <mapsmith/search/pathfind.h>
#include <mapsmith/search/traceplayer.h>
// clang-format on

#include "i18n/language.h"
#include "mainwindow.h"
#include "panels/searchpanel.h"
#include "uitest.h"
#include "view/mapview.h"
#include "view/searchoverlay.h"

#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QSlider>
#include <QStyle>
#include <QTableWidget>
#include <QToolButton>

#include <vector>

using namespace mapsmith;

namespace {

QPoint centreOf(const MapView *view, QPoint tile)
{
    return view->mapToWidget(QPointF(tile.x() + 0.5, tile.y() + 0.5)).toPoint();
}

std::vector<CellStatus> snapshot(const TracePlayer &player)
{
    const auto &s = player.statuses();
    std::vector<CellStatus> cells;
    for (int y = 0; y < s.height(); ++y)
        for (int x = 0; x < s.width(); ++x)
            cells.push_back(s.at(x, y));
    return cells;
}

void openCave(MainWindow &window)
{
    window.show();
    QVERIFY(uitest::waitForMap(window.document()));
    window.mapView()->fitToWindow();
    SearchPanel *panel = window.searchPanel();
    panel->algorithmCombo()->setCurrentIndex(panel->algorithmCombo()->findData(QStringLiteral("astar")));
}

/// The path cells of a finished replay, in no particular order.
std::vector<QPoint> pathCells(const TracePlayer &player)
{
    std::vector<QPoint> cells;
    const auto &s = player.statuses();
    for (int y = 0; y < s.height(); ++y)
        for (int x = 0; x < s.width(); ++x)
            if (s.at(x, y) == CellStatus::Path)
                cells.emplace_back(x, y);
    return cells;
}

} // namespace

class TestSearchPanel : public QObject
{
    Q_OBJECT

public:
    static void initMain() { uitest::isolateSettings(); }

private slots:
    // The cost names its unit; the default speed replays the trace in about 5 s; the closed count shown
    // never goes down, not even while the path is traced back over closed cells.
    void searchStats_costHasItsUnit_defaultSpeedTakes5s_closedNeverDrops()
    {
        MainWindow window;
        openCave(window);
        SearchPanel *panel = window.searchPanel();
        panel->run();
        QVERIFY(panel->found());
        const QString stats = panel->statsLabel()->text();
        QVERIFY2(stats.contains(QRegularExpression(QStringLiteral("cost \\d+ (steps|tenths)"))),
                 qPrintable(stats));
        const auto size = static_cast<double>(panel->player()->size());
        const double seconds = size / panel->speedSlider()->value();
        QVERIFY2(seconds > 4.0 && seconds <= 5.0 + 1e-9, qPrintable(QString::number(seconds)));
        const QRegularExpression closed(QStringLiteral("(\\d+) closed"));
        long previous = -1;
        for (std::size_t i = 0; i <= panel->player()->size(); ++i) {
            panel->positionSlider()->setValue(static_cast<int>(i));
            const auto m = closed.match(panel->statsLabel()->text());
            QVERIFY(m.hasMatch());
            const long now = m.captured(1).toLong();
            QVERIFY2(now >= previous,
                     qPrintable(QStringLiteral("step %1: %2 after %3").arg(i).arg(now).arg(previous)));
            previous = now;
        }
    }

    void runAStarOnCave_jumpToEnd_marksPathAndShowsFound()
    {
        MainWindow window;
        openCave(window);
        SearchPanel *panel = window.searchPanel();
        panel->run();
        QVERIFY(panel->hasResult());
        QVERIFY(panel->found());
        QVERIFY(panel->player());
        QCOMPARE(panel->player()->position(), std::size_t{0});
        panel->jumpToEnd();
        const TracePlayer &player = *panel->player();
        QCOMPARE(player.position(), player.size());
        QCOMPARE(panel->positionSlider()->value(), static_cast<int>(player.size()));
        const QPoint start = panel->startCell();
        const QPoint goal = panel->goalCell();
        QCOMPARE(player.status({start.x(), start.y()}), CellStatus::Path);
        QCOMPARE(player.status({goal.x(), goal.y()}), CellStatus::Path);
        QCOMPARE(player.g({start.x(), start.y()}), 0);
        QVERIFY(panel->statsLabel()->text().contains(QStringLiteral("Found")));
        QVERIFY(panel->statsLabel()->text().contains(QStringLiteral("Expanded")));
        QCOMPARE(window.mapView()->image().size(),
                 QSize(player.statuses().width(), player.statuses().height()));

        // The overlay paints a path cell yellow on the view.
        const std::vector<QPoint> path = pathCells(player);
        QVERIFY(path.size() >= 2);
        // The middle of the path: the endpoints' markers keep a minimum size and may cover their neighbours.
        const QPoint middle = path[path.size() / 2];
        QVERIFY(middle != start && middle != goal);
        if (const QByteArray out = qgetenv("MAPSMITH_SEARCH_SCREENSHOT"); !out.isEmpty())
            window.grab().save(QString::fromLocal8Bit(out));
        const QImage shot = window.mapView()->grab().toImage();
        const QColor c = shot.pixelColor(centreOf(window.mapView(), middle) * shot.devicePixelRatio());
        QVERIFY2(c.red() > 180 && c.green() > 150 && c.blue() < 120, qPrintable(c.name()));
    }

    void stepBackFromEnd_thenForward_restoresSamePicture()
    {
        MainWindow window;
        openCave(window);
        SearchPanel *panel = window.searchPanel();
        panel->run();
        panel->jumpToEnd();
        const std::vector<CellStatus> atEnd = snapshot(*panel->player());
        const QString statsAtEnd = panel->statsLabel()->text();
        const QPoint goal = panel->goalCell();
        for (int i = 0; i < 5; ++i)
            panel->stepBack();
        QCOMPARE(panel->player()->position(), panel->player()->size() - 5);
        QVERIFY(panel->player()->status({goal.x(), goal.y()}) != CellStatus::Path);
        QVERIFY(snapshot(*panel->player()) != atEnd);
        for (int i = 0; i < 5; ++i)
            panel->stepForward();
        QVERIFY(snapshot(*panel->player()) == atEnd);
        QCOMPARE(panel->statsLabel()->text(), statsAtEnd);
        panel->jumpToStart();
        QCOMPARE(panel->player()->openCount(), 0);
        QCOMPARE(panel->player()->closedCount(), 0);
    }

    void runButton_searchesAndPlaysTheReplay()
    {
        MainWindow window;
        openCave(window);
        SearchPanel *panel = window.searchPanel();
        QPushButton *run = nullptr;
        for (QPushButton *b : panel->findChildren<QPushButton *>())
            run = b->text() == QStringLiteral("Run") ? b : run;
        QVERIFY(run);
        run->click();
        QVERIFY(panel->hasResult());
        QVERIFY(panel->findChild<QToolButton *>(QStringLiteral("stepPlay"))->isChecked());
        QTRY_VERIFY(panel->player()->position() > 0); // the search unfolds on the map without another click
        QVERIFY(panel->player()->position() < panel->player()->size());
    }

    void stepperButtons_driveTheReplay_andPlayShowsPause()
    {
        MainWindow window;
        openCave(window);
        SearchPanel *panel = window.searchPanel();
        panel->run();
        const auto button = [panel](const char *name) {
            auto *b = panel->findChild<QToolButton *>(QLatin1String(name));
            if (!b)
                qFatal("no stepper button %s", name);
            return b;
        };
        const auto looksLike = [panel](QToolButton *b, QStyle::StandardPixmap icon) {
            return b->icon().pixmap(16).toImage() == panel->style()->standardIcon(icon).pixmap(16).toImage();
        };
        for (const char *name : {"stepFirst", "stepBack", "stepPlay", "stepForward", "stepLast"}) {
            QVERIFY2(!button(name)->icon().isNull(), name); // an icon, never a glyph the font may lack
            QVERIFY2(!button(name)->toolTip().isEmpty(), name);
        }
        const std::size_t size = panel->player()->size();
        QVERIFY(size > 3);
        button("stepFirst")->click();
        QCOMPARE(panel->player()->position(), std::size_t{0});
        button("stepForward")->click();
        button("stepForward")->click();
        QCOMPARE(panel->player()->position(), std::size_t{2});
        button("stepBack")->click();
        QCOMPARE(panel->player()->position(), std::size_t{1});
        button("stepLast")->click();
        QCOMPARE(panel->player()->position(), size);
        QVERIFY(looksLike(button("stepPlay"), QStyle::SP_MediaPlay));
        button("stepPlay")->click(); // at the end, play starts over
        QVERIFY(button("stepPlay")->isChecked());
        QVERIFY(looksLike(button("stepPlay"), QStyle::SP_MediaPause));
        QTRY_VERIFY(panel->player()->position() > 0);
        button("stepPlay")->click();
        QVERIFY(!button("stepPlay")->isChecked());
        QVERIFY(looksLike(button("stepPlay"), QStyle::SP_MediaPlay));
    }

    void errorFromCore_followsALanguageSwitch()
    {
        MainWindow window;
        openCave(window);
        SearchPanel *panel = window.searchPanel();
        const GridMap &grid = window.document()->map().grid;
        QPoint wall(-1, -1);
        for (int y = 0; y < grid.height() && wall.x() < 0; ++y)
            for (int x = 0; x < grid.width() && wall.x() < 0; ++x)
                if (grid.tiles.at(x, y) == Tile::Wall)
                    wall = QPoint(x, y);
        QVERIFY(wall.x() >= 0);
        panel->pickStart();
        QTest::mouseClick(window.mapView(), Qt::LeftButton, Qt::NoModifier, centreOf(window.mapView(), wall));
        QCOMPARE(panel->startCell(), wall);
        panel->run();
        const QString where = QStringLiteral("(%1, %2)").arg(wall.x()).arg(wall.y());
        QTRY_COMPARE(panel->statsLabel()->text(),
                     QStringLiteral("start %1 is on a closed tile (wall)").arg(where));

        // Made in English, shown in Chinese after the switch, and in English again after switching back.
        Language::apply(QStringLiteral("zh_CN"));
        QCoreApplication::processEvents();
        QCOMPARE(panel->statsLabel()->text(),
                 QStringLiteral("起点 %1 位于不可通行的图块上（墙）").arg(where));
        Language::apply(QStringLiteral("en"));
        QCoreApplication::processEvents();
        QCOMPARE(panel->statsLabel()->text(),
                 QStringLiteral("start %1 is on a closed tile (wall)").arg(where));
    }

    void clickingViewInPickStartMode_changesStartOfTheNextRun()
    {
        MainWindow window;
        openCave(window);
        SearchPanel *panel = window.searchPanel();
        const GridMap &grid = window.document()->map().grid;
        const QPoint oldStart = panel->startCell();
        QPoint cell(-1, -1);
        for (int y = 0; y < grid.height() && cell.x() < 0; ++y)
            for (int x = 0; x < grid.width() && cell.x() < 0; ++x)
                if (grid.tiles.at(x, y) == Tile::Floor && QPoint(x, y) != oldStart &&
                    QPoint(x, y) != panel->goalCell())
                    cell = QPoint(x, y);
        QVERIFY(cell.x() >= 0);

        panel->pickStart();
        QVERIFY(window.mapView()->pickMode());
        QTest::mouseClick(window.mapView(), Qt::LeftButton, Qt::NoModifier, centreOf(window.mapView(), cell));
        QVERIFY(!window.mapView()->pickMode());
        QCOMPARE(panel->startCell(), cell);
        QCOMPARE(window.document()->map().grid.start, grid.start); // the model is untouched

        panel->run();
        QVERIFY(panel->hasResult());
        panel->jumpToEnd();
        QVERIFY(panel->player()->status({cell.x(), cell.y()}) != CellStatus::Unseen);
        QCOMPARE(panel->player()->g({cell.x(), cell.y()}), 0);
    }

    void compare_fillsOneRowPerAlgorithm()
    {
        MainWindow window;
        openCave(window);
        SearchPanel *panel = window.searchPanel();
        panel->compare();
        QVERIFY(QTest::qWaitFor([&] { return !panel->isComparing(); }, 60000));
        QCOMPARE(panel->compareTable()->rowCount(), static_cast<int>(searchAlgorithms().size()));
        const int astar = panel->algorithmCombo()->findData(QStringLiteral("astar"));
        QCOMPARE(panel->compareTable()->item(astar, 1)->text(), QStringLiteral("yes"));
    }

    void compareRow_click_showsThatSearchOnTheMap_andKeepsTheTable()
    {
        MainWindow window;
        openCave(window);
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.findChild<QDockWidget *>(QStringLiteral("searchDock"))->raise();
        SearchPanel *panel = window.searchPanel();
        panel->compare();
        QVERIFY(QTest::qWaitFor([&] { return !panel->isComparing(); }, 60000));
        QTableWidget *table = panel->compareTable();
        const int rows = table->rowCount();
        for (const char *id : {"bfs", "dijkstra", "astar"}) {
            const int row = panel->algorithmCombo()->findData(QString::fromLatin1(id));
            QVERIFY(row >= 0);
            QCOMPARE(table->item(row, 1)->text(), QStringLiteral("yes"));
            table->scrollToItem(table->item(row, 0));
            QTest::mouseClick(table->viewport(), Qt::LeftButton, {},
                              table->visualItemRect(table->item(row, 0)).center());
            QCOMPARE(panel->algorithmCombo()->currentIndex(), row);
            QVERIFY(panel->hasResult() && panel->found());
            QCOMPARE(panel->player()->position(), panel->player()->size()); // the whole search, its path
            QCOMPARE(QString::number(panel->result()->cost), table->item(row, 2)->text());
            QCOMPARE(QString::number(panel->result()->stats.expanded), table->item(row, 3)->text());
            QCOMPARE(table->rowCount(), rows);                     // the comparison stays to pick another
            QCOMPARE(panel->overlay()->player(), panel->player()); // the overlay shows this search
        }
    }

    void bigMap_searchesOffTheGuiThread()
    {
        MainWindow window;
        openCave(window);
        Map map;
        map.grid.tiles = Grid<Tile>(600, 600, Tile::Floor);
        map.grid.start = Point{0, 0};
        map.grid.exit = Point{599, 599};
        window.document()->resetWithMap(map, QStringLiteral("big.yaml"));
        QVERIFY(QTest::qWaitFor([&] { return window.document()->map().grid.width() == 600; }, 30000));
        SearchPanel *panel = window.searchPanel();
        panel->run();
        QVERIFY(panel->isSearching());
        QCOMPARE(panel->statsLabel()->text(), QStringLiteral("Searching…"));
        QVERIFY(QTest::qWaitFor([&] { return !panel->isSearching() && panel->hasResult(); }, 60000));
        QVERIFY(panel->found());
        panel->jumpToEnd();
        QCOMPARE(panel->player()->status({599, 599}), CellStatus::Path);
    }

    void mapChange_clearsTheReplay()
    {
        MainWindow window;
        openCave(window);
        SearchPanel *panel = window.searchPanel();
        panel->run();
        panel->jumpToEnd();
        QVERIFY(panel->overlay()->player());
        QSignalSpy changed(window.document(), &MapDocument::mapChanged);
        window.document()->regenerate();
        QVERIFY(changed.wait(30000));
        QVERIFY(!panel->hasResult());
        QVERIFY(!panel->overlay()->player());
    }
};

QTEST_MAIN(TestSearchPanel)
#include "test_search_panel.moc"
