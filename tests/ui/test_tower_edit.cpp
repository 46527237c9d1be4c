// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Tower graph editing in the tower view: a click on a room changes its type, a drag between rooms adds an
// edge, a clicked edge is removed with Delete; each is one undo step and the validator's verdict follows.
#include "document/mapdocument.h"
#include "mainwindow.h"
#include "panels/diagnosticspanel.h"
#include "panels/palettepanel.h"
#include "render/renderer.h"
#include "render/towerrenderer.h"
#include "tools/toolmanager.h"
#include "tools/towertool.h"
#include "uitest.h"
#include "view/mapview.h"

#include <mapsmith/generate/registry.h>

#include <QLabel>
#include <QTreeWidget>
#include <QUndoStack>

using namespace mapsmith;

namespace {

QPoint widgetPos(const MainWindow &window, QPointF mapPos)
{
    return window.mapView()->mapToWidget(mapPos).toPoint();
}

QPointF centre(const MainWindow &window, int node)
{
    const TowerMap &tower = window.document()->map().tower;
    return towerNodeCentre(tower, tower.nodes[static_cast<std::size_t>(node)], kTowerViewScale);
}

void openTower(MainWindow &window)
{
    window.resize(1400, 900);
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(uitest::waitForMap(window.document()));
    QVERIFY(uitest::openAndWait(window, QStringLiteral(MAPSMITH_SOURCE_DIR "/resources/presets/tower.yaml")));
    QVERIFY(uitest::waitForMap(window.document()));
    QCOMPARE(window.document()->map().kind, MapKind::Tower);
    QVERIFY(window.toolManager()->setCurrent(ToolManager::Id::Tower));
    window.mapView()->fitToWindow();
}

QString verdict(const MainWindow &window)
{
    return window.findChild<QLabel *>(QStringLiteral("towerVerdictLabel"))->text();
}

int nodeOn(const TowerMap &tower, int floor)
{
    for (std::size_t i = 0; i < tower.nodes.size(); ++i)
        if (tower.nodes[i].floor == floor)
            return static_cast<int>(i);
    return -1;
}

/// The Diagnostics dock's value for metric `id` (its rows carry the id as tool tip), -1 when absent.
int diagnosticsCount(const MainWindow &window, const char *id)
{
    QTreeWidget *tree = window.diagnosticsPanel()->tree();
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        if (tree->topLevelItem(i)->toolTip(0) == QLatin1String(id))
            return tree->topLevelItem(i)->text(1).toInt();
    return -1;
}

} // namespace

class TestTowerEdit : public QObject
{
    Q_OBJECT

public:
    static void initMain() { uitest::isolateSettings(); }

private slots:
    void clickRoom_changesItsType_verdictFollows_undoable()
    {
        MainWindow window;
        openTower(window);
        QVERIFY2(verdict(window).contains(QStringLiteral("all")), qPrintable(verdict(window)));
        QVERIFY(window.palettePanel()->brushes().empty()); // no tiles to paint on a graph
        const Map before = window.document()->map();
        const int node = nodeOn(before.tower, 0);
        QVERIFY(node >= 0);
        int asked = 0;
        window.toolManager()->towerTool()->setTypeChooser([&](RoomType current) {
            ++asked;
            return current == RoomType::Boss ? RoomType::Monster
                                             : RoomType::Boss; // a second boss breaks rules
        });
        QTest::mouseClick(window.mapView(), Qt::LeftButton, Qt::NoModifier,
                          widgetPos(window, centre(window, node)));
        QCOMPARE(asked, 1);
        QCOMPARE(window.document()->map().tower.nodes[static_cast<std::size_t>(node)].type, RoomType::Boss);
        QCOMPARE(window.document()->undoStack()->count(), 1);
        QVERIFY2(verdict(window).contains(QStringLiteral("broken")), qPrintable(verdict(window)));
        QCOMPARE(window.mapView()->image(), renderForView(window.document()->map(), Palette::builtin()));

        window.document()->undoStack()->undo();
        QVERIFY(window.document()->map() == before);
        QVERIFY(verdict(window).contains(QStringLiteral("all")));
        window.document()->undoStack()->redo();
        QVERIFY(verdict(window).contains(QStringLiteral("broken")));
    }

    void diagnosticsCounts_followAGraphEdit_andItsUndo()
    {
        MainWindow window;
        openTower(window);
        const int node = nodeOn(window.document()->map().tower, 0);
        const RoomType was = window.document()->map().tower.nodes[static_cast<std::size_t>(node)].type;
        const RoomType now = was == RoomType::Elite ? RoomType::Shop : RoomType::Elite;
        const auto idOf = [](RoomType type) { return "rooms_" + std::string(roomTypeInfo(type).name); };
        QTRY_VERIFY(diagnosticsCount(window, idOf(was).c_str()) > 0);
        const int wasCount = diagnosticsCount(window, idOf(was).c_str());
        const int nowCount = diagnosticsCount(window, idOf(now).c_str());
        const int rooms = diagnosticsCount(window, "nodes");
        window.toolManager()->towerTool()->setTypeChooser([&](RoomType) { return now; });
        QTest::mouseClick(window.mapView(), Qt::LeftButton, Qt::NoModifier,
                          widgetPos(window, centre(window, node)));
        QCOMPARE(window.document()->map().tower.nodes[static_cast<std::size_t>(node)].type, now);
        QTRY_COMPARE(diagnosticsCount(window, idOf(now).c_str()), nowCount + 1);
        QCOMPARE(diagnosticsCount(window, idOf(was).c_str()), wasCount - 1);
        QCOMPARE(diagnosticsCount(window, "nodes"), rooms);
        window.document()->undoStack()->undo();
        QTRY_COMPARE(diagnosticsCount(window, idOf(now).c_str()), nowCount);
        QCOMPARE(diagnosticsCount(window, idOf(was).c_str()), wasCount);
    }

    void dragBetweenRooms_addsAnEdge_deleteRemovesASelectedEdge()
    {
        MainWindow window;
        openTower(window);
        const Map before = window.document()->map();
        const TowerMap &tower = before.tower;
        // A floor-0 room and a floor-1 room it is not joined to.
        int a = -1, b = -1;
        for (std::size_t i = 0; i < tower.nodes.size() && a < 0; ++i) {
            for (std::size_t j = 0; j < tower.nodes.size(); ++j) {
                const bool joined = std::find(tower.edges.begin(), tower.edges.end(),
                                              TowerEdge{int(i), int(j)}) != tower.edges.end();
                if (tower.nodes[i].floor == 0 && tower.nodes[j].floor == 1 && !joined) {
                    a = int(i);
                    b = int(j);
                    break;
                }
            }
        }
        QVERIFY(a >= 0);
        QTest::mousePress(window.mapView(), Qt::LeftButton, Qt::NoModifier,
                          widgetPos(window, centre(window, b)));
        QTest::mouseMove(window.mapView(), widgetPos(window, (centre(window, a) + centre(window, b)) / 2));
        QTest::mouseMove(window.mapView(), widgetPos(window, centre(window, a)));
        QTest::mouseRelease(window.mapView(), Qt::LeftButton, Qt::NoModifier,
                            widgetPos(window, centre(window, a)));
        const TowerMap edited = window.document()->map().tower;
        QCOMPARE(edited.edges.size(), tower.edges.size() + 1);
        QVERIFY(std::find(edited.edges.begin(), edited.edges.end(), TowerEdge{a, b}) != edited.edges.end());
        QCOMPARE(window.document()->undoStack()->count(), 1);
        const Map added = window.document()->map();

        // Click the middle of the first edge, then Delete.
        const TowerEdge first = edited.edges.front();
        const QPointF mid = (centre(window, first.from) + centre(window, first.to)) / 2;
        QTest::mouseClick(window.mapView(), Qt::LeftButton, Qt::NoModifier, widgetPos(window, mid));
        QCOMPARE(window.toolManager()->towerTool()->selectedEdge(), 0);
        QTest::keyClick(window.mapView(), Qt::Key_Delete);
        const TowerMap removed = window.document()->map().tower;
        QCOMPARE(removed.edges.size(), edited.edges.size() - 1);
        QVERIFY(std::find(removed.edges.begin(), removed.edges.end(), first) == removed.edges.end());
        QCOMPARE(window.document()->undoStack()->count(), 2);
        window.document()->undoStack()->undo();
        QVERIFY(window.document()->map() == added);
        window.document()->undoStack()->undo();
        QVERIFY(window.document()->map() == before);
        QVERIFY(window.document()->handEdits().empty());
    }

    void edgeOnTheSameFloor_isRefused()
    {
        MainWindow window;
        openTower(window);
        const TowerMap &tower = window.document()->map().tower;
        std::vector<int> floor0;
        for (std::size_t i = 0; i < tower.nodes.size(); ++i)
            if (tower.nodes[i].floor == 0)
                floor0.push_back(int(i));
        QVERIFY(floor0.size() >= 2);
        QVERIFY(!window.toolManager()->towerTool()->addEdge(floor0[0], floor0[1]));
        QCOMPARE(window.document()->undoStack()->count(), 0);
    }

    void towerEdits_surviveRegeneration()
    {
        MapDocument doc;
        auto config = loadConfig(MAPSMITH_SOURCE_DIR "/resources/presets/tower.yaml", builtinGenerators());
        QVERIFY(bool(config));
        doc.reset(*config, QString());
        QVERIFY(uitest::waitForMap(&doc));
        HandEdits edits;
        const TowerNode n = doc.map().tower.nodes.front();
        edits.tower.types[{n.column, n.floor}] = RoomType::Treasure;
        doc.applyHandEdits(edits);
        QCOMPARE(doc.map().tower.nodes.front().type, RoomType::Treasure);
        doc.regenerate();
        QVERIFY(uitest::waitForMap(&doc));
        QCOMPARE(doc.map().tower.nodes.front().type, RoomType::Treasure);
        QVERIFY(doc.baseMap().tower.nodes.front().type != RoomType::Treasure || n.type == RoomType::Treasure);
    }
};

QTEST_MAIN(TestTowerEdit)
#include "test_tower_edit.moc"
