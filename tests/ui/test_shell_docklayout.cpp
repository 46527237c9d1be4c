// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// DockLayout alone, on a bare QMainWindow with stand-in panels: the areas and tab groups it arranges, the
// scroll areas it puts panels in, the sizes it fits to the window, and the state it saves and restores.
#include "shell/docklayout.h"
#include "uitest.h"

#include <QDockWidget>
#include <QLabel>
#include <QMainWindow>
#include <QScrollArea>
#include <QSettings>
#include <QtTest>

#include <memory>

using namespace mapsmith;
using Dock = DockLayout::Dock;

namespace {

constexpr Dock kAll[] = {Dock::Generator, Dock::Search,  Dock::Planner, Dock::Diagnostics, Dock::Validation,
                         Dock::Palette,   Dock::History, Dock::Play,    Dock::Beat,        Dock::Sweep};

/// A window with a central widget and every dock around a label; `beatMinimum` is the Beat panel's
/// minimum height.
struct Shell
{
    QMainWindow window;
    DockLayout *layout = nullptr;
    QLabel *central = new QLabel(QStringLiteral("map"));

    explicit Shell(int beatMinimum = 0)
    {
        window.setCentralWidget(central);
        layout = new DockLayout(&window);
        for (Dock id : kAll) {
            auto *panel = new QLabel(QStringLiteral("panel"));
            if (id == Dock::Beat)
                panel->setMinimumHeight(beatMinimum);
            layout->add(id, panel);
        }
        layout->arrange();
        layout->retranslate();
    }
    QDockWidget *dock(Dock id) const { return layout->dock(id); }
};

bool tabbedTogether(QMainWindow &window, QDockWidget *a, QDockWidget *b)
{
    return window.tabifiedDockWidgets(a).contains(b);
}

} // namespace

class TestShellDockLayout : public QObject
{
    Q_OBJECT

public:
    static void initMain() { uitest::isolateSettings(); }

private slots:
    void init() { QSettings().clear(); }

    void arrange_putsEachDockInItsAreaAndTabGroup()
    {
        Shell s;
        QMainWindow &w = s.window;
        for (Dock id : {Dock::Palette, Dock::History})
            QCOMPARE(w.dockWidgetArea(s.dock(id)), Qt::LeftDockWidgetArea);
        for (Dock id : {Dock::Generator, Dock::Search, Dock::Planner, Dock::Diagnostics, Dock::Validation})
            QCOMPARE(w.dockWidgetArea(s.dock(id)), Qt::RightDockWidgetArea);
        for (Dock id : {Dock::Play, Dock::Beat, Dock::Sweep})
            QCOMPARE(w.dockWidgetArea(s.dock(id)), Qt::BottomDockWidgetArea);
        for (Dock id : {Dock::Play, Dock::Beat, Dock::Sweep})
            s.dock(id)->show(); // a hidden dock is in no tab bar
        QVERIFY(tabbedTogether(w, s.dock(Dock::Palette), s.dock(Dock::History)));
        QVERIFY(tabbedTogether(w, s.dock(Dock::Generator), s.dock(Dock::Search)));
        QVERIFY(tabbedTogether(w, s.dock(Dock::Generator), s.dock(Dock::Planner)));
        QVERIFY(!tabbedTogether(w, s.dock(Dock::Generator), s.dock(Dock::Diagnostics)));
        QVERIFY(tabbedTogether(w, s.dock(Dock::Diagnostics), s.dock(Dock::Validation)));
        QVERIFY(tabbedTogether(w, s.dock(Dock::Play), s.dock(Dock::Beat)));
        QVERIFY(tabbedTogether(w, s.dock(Dock::Play), s.dock(Dock::Sweep)));
        // The right column runs the full height; the bottom docks go under the map and the left column.
        QCOMPARE(w.corner(Qt::BottomRightCorner), Qt::RightDockWidgetArea);
        QCOMPARE(w.corner(Qt::BottomLeftCorner), Qt::BottomDockWidgetArea);

        for (Dock id : {Dock::Play, Dock::Beat, Dock::Sweep})
            s.dock(id)->hide();
    }

    void firstShow_showsOneTabOfEachSideGroup_andNoBottomDock()
    {
        Shell s;
        QMainWindow &w = s.window;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        for (Dock id : {Dock::Palette, Dock::Generator, Dock::Diagnostics})
            QVERIFY(s.dock(id)->isVisible());
        for (Dock id : {Dock::Play, Dock::Beat, Dock::Sweep})
            QVERIFY2(s.dock(id)->isHidden(), qPrintable(s.dock(id)->objectName()));
    }

    void add_givesEachDockAStableNameAndAScrollAreaUnlessThePanelScrolls()
    {
        Shell s;
        QStringList names;
        for (Dock id : kAll)
            names << s.dock(id)->objectName();
        QCOMPARE(names, (QStringList{"generatorDock", "searchDock", "plannerDock", "diagnosticsDock",
                                     "validationDock", "paletteDock", "historyDock", "playDock", "beatDock",
                                     "sweepDock"}));
        for (Dock id : {Dock::Search, Dock::Planner, Dock::Validation, Dock::Palette, Dock::Play, Dock::Beat,
                        Dock::Sweep}) {
            auto *area = qobject_cast<QScrollArea *>(s.dock(id)->widget());
            QVERIFY2(area && qobject_cast<QLabel *>(area->widget()), qPrintable(s.dock(id)->objectName()));
            QCOMPARE(area->focusPolicy(), Qt::NoFocus); // keys go to the panel, never to the area
        }
        for (Dock id : {Dock::Generator, Dock::Diagnostics, Dock::History})
            QVERIFY(qobject_cast<QLabel *>(s.dock(id)->widget()));
    }

    void toggleActions_andTitles_areOnePerDock()
    {
        Shell s;
        const QList<QAction *> toggles = s.layout->toggleActions();
        QCOMPARE(toggles.size(), DockLayout::kDockCount);
        QCOMPARE(toggles.first(), s.dock(Dock::Generator)->toggleViewAction());
        QCOMPARE(s.dock(Dock::Sweep)->windowTitle(), QStringLiteral("Seed Sweep"));
        QCOMPARE(s.dock(Dock::Play)->windowTitle(), QStringLiteral("Play"));
    }

    void firstShow_fitsTheColumns_theMapKeepsMoreThanHalf_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1280x800") << QSize(1280, 800);
        QTest::newRow("1600x1000") << QSize(1600, 1000);
    }

    void firstShow_fitsTheColumns_theMapKeepsMoreThanHalf()
    {
        QFETCH(QSize, size);
        Shell s;
        QVERIFY(!s.layout->restore()); // nothing saved
        s.window.resize(size);
        s.window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&s.window));
        QTRY_VERIFY(s.dock(Dock::Palette)->width() >= 190); // once the first-show pass ran
        QVERIFY(s.central->width() * 2 > size.width());
        QVERIFY(s.dock(Dock::Generator)->width() >= 340);
        // The workflows get most of the right column; the readouts a strip.
        QVERIFY(s.dock(Dock::Generator)->height() > 2 * s.dock(Dock::Diagnostics)->height());
        QVERIFY(s.dock(Dock::Diagnostics)->height() >= 150);
    }

    void showingABottomDock_givesItTheHeightItsPanelNeeds()
    {
        Shell s(420);
        s.window.resize(1280, 800);
        s.window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&s.window));
        QTest::qWait(20);
        s.dock(Dock::Beat)->toggleViewAction()->trigger();
        QTRY_VERIFY(s.dock(Dock::Beat)->widget()->height() >= 420);
        QVERIFY(s.dock(Dock::Beat)->height() <= 800 * 60 / 100); // and the map keeps a strip
        QVERIFY(s.central->height() >= 150);
        QCOMPARE(s.window.size(), QSize(1280, 800));
        // A panel needing little still gets 40% of the window: room to play.
        s.dock(Dock::Beat)->close();
        s.dock(Dock::Play)->toggleViewAction()->trigger();
        QTRY_VERIFY(s.dock(Dock::Play)->height() >= 800 * 40 / 100);
    }

    void saveAndRestore_keepTheUsersArrangement()
    {
        QByteArray geometry;
        {
            Shell s;
            s.window.resize(1300, 820);
            s.window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&s.window));
            s.window.addDockWidget(Qt::LeftDockWidgetArea, s.dock(Dock::Search)); // the user moved it
            s.dock(Dock::Beat)->show();
            QTest::qWait(20);
            s.layout->save();
        }
        Shell s;
        QVERIFY(s.layout->restore());
        s.window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&s.window));
        QCOMPARE(s.window.size(), QSize(1300, 820));
        QCOMPARE(s.window.dockWidgetArea(s.dock(Dock::Search)), Qt::LeftDockWidgetArea);
        QVERIFY(s.dock(Dock::Beat)->isVisible());
    }

    void restore_dropsAStateOfAnotherArrangement()
    {
        {
            Shell s;
            s.window.addDockWidget(Qt::LeftDockWidgetArea, s.dock(Dock::Search));
            // What an editor before this arrangement saved.
            QSettings().setValue(QStringLiteral("mainwindow/state"),
                                 s.window.saveState(DockLayout::kStateVersion - 1));
        }
        Shell s;
        QVERIFY(!s.layout->restore());
        QCOMPARE(s.window.dockWidgetArea(s.dock(Dock::Search)), Qt::RightDockWidgetArea);
        QVERIFY(s.window.width() >= 1280 && s.window.height() >= 800); // a first run's size
    }
};

QTEST_MAIN(TestShellDockLayout)
#include "test_shell_docklayout.moc"
