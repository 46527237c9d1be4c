// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The window's layout at a laptop's size: showing the wide docks (Beat, Seed Sweep) from the View menu
// must not push the window wider than it was, nor squeeze the parameters off the screen.
#include "mainwindow.h"
#include "uitest.h"
#include "view/mapview.h"

#include <QAction>
#include <QDockWidget>
#include <QScreen>
#include <QtTest>

#include <algorithm>

using namespace mapsmith;

class TestLayout : public QObject
{
    Q_OBJECT

public:
    static void initMain() { uitest::isolateSettings(); }

private slots:
    void firstRun_windowTakesMostOfALargeScreen()
    {
        MainWindow window; // no saved geometry: settings are isolated
        const QSize available = window.screen()->availableGeometry().size();
        QVERIFY(window.width() >= 1280 && window.height() >= 800); // room for the map beside the docks
        QVERIFY(window.width() * 10 >= available.width() * 9);     // and most of a large screen
        QVERIFY(window.height() * 10 >= available.height() * 9);
    }

    void wideDocks_keepTheWindowsWidth_andTheParametersVisible_data()
    {
        QTest::addColumn<QStringList>("docks");
        QTest::newRow("beat") << QStringList{QStringLiteral("beatDock")};
        QTest::newRow("sweep") << QStringList{QStringLiteral("sweepDock")};
        QTest::newRow("beat and sweep")
            << QStringList{QStringLiteral("beatDock"), QStringLiteral("sweepDock")};
    }

    void wideDocks_keepTheWindowsWidth_andTheParametersVisible()
    {
        QFETCH(QStringList, docks);
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(uitest::waitForMap(window.document()));
        const int width = window.width();
        for (const QString &name : docks) {
            auto *dock = window.findChild<QDockWidget *>(name);
            QVERIFY(dock);
            dock->toggleViewAction()->trigger();
            QVERIFY(dock->isVisible());
        }
        QTest::qWait(50); // the layout settles
        QCOMPARE(window.width(), width);
        auto *generator = window.findChild<QDockWidget *>(QStringLiteral("generatorDock"));
        QVERIFY(generator->isVisible());
        const QRect inWindow(generator->mapTo(&window, QPoint(0, 0)), generator->size());
        QVERIFY2(window.rect().contains(inWindow),
                 qPrintable(QStringLiteral("generator dock at %1,%2 %3x%4 in a %5 px window")
                                .arg(inWindow.x())
                                .arg(inWindow.y())
                                .arg(inWindow.width())
                                .arg(inWindow.height())
                                .arg(window.width())));
        QVERIFY(generator->width() >= 300);
        QVERIFY(window.mapView()->width() >= 300); // and the map keeps room
    }
};

QTEST_MAIN(TestLayout)
#include "test_layout.moc"
