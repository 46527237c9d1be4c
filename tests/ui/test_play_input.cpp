// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// No key is lost in the Play dock: keys right after a restart, a focus change or during a replay all reach
// the play; the editor's one-letter shortcuts do not take them; the help overlay pauses; the HUD names one
// state; Save keeps the dock; the camera follows the player on a big map. Time is set by hand (FakeClock).
#include "audiotest.h"
#include "mainwindow.h"
#include "play/playpanel.h"
#include "play/playview.h"
#include "playdocktest.h"
#include "tools/toolmanager.h"
#include "view/mapview.h"

#include <QDockWidget>
#include <QMouseEvent>
#include <QPushButton>
#include <QTemporaryDir>

using namespace mapsmith;
using uitest::FakeClock;

namespace {

QPushButton *panelButton(PlayPanel *panel, const QString &text)
{
    for (QPushButton *b : panel->findChildren<QPushButton *>())
        if (b->text() == text)
            return b;
    return nullptr;
}

/// An open 200 x 200 floor in walls, the start in the middle: too big to show whole at a readable size.
Map bigField()
{
    Map m;
    m.grid.tiles = Grid<Tile>(200, 200, Tile::Floor);
    for (int i = 0; i < 200; ++i)
        m.grid.tiles.at(i, 0) = m.grid.tiles.at(i, 199) = m.grid.tiles.at(0, i) = m.grid.tiles.at(199, i) =
            Tile::Wall;
    m.grid.start = Point{100, 100};
    return m;
}

} // namespace

class TestPlayInput : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { audiotest::initSuite(); }

    void init()
    {
        m_window = std::make_unique<MainWindow>();
        QVERIFY(uitest::openPlayDock(*m_window, false));
        m_view = m_window->playPanel()->view();
        m_clock = new FakeClock;
        m_view->setClock(std::unique_ptr<PlayClock>(m_clock));
        QTRY_VERIFY(m_view->hasSession());
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        m_view->setFocus();
        QTRY_VERIFY(m_view->hasFocus());
    }

    void cleanup() { m_window.reset(); }

    // F5 starts a new session off the GUI thread; the keys typed before it is ready are played on it.
    void keysRightAfterRestart_arePlayedWhenReady()
    {
        QTest::keyClick(m_view, Qt::Key_F5);
        QVERIFY(!m_view->hasSession()); // being prepared
        for (int i = 0; i < 3; ++i)
            QTest::keyClick(m_view, Qt::Key_D);
        QTRY_VERIFY(m_view->hasSession());
        QCOMPARE(m_view->pendingKeys(), std::size_t{0});
        QCOMPARE(m_view->session().player(), (Point{4, 1}));
        QVERIFY(!m_view->isReady());
    }

    // Clicking the map pauses the play; clicking back and typing at once moves, every time.
    void keysRightAfterFocusChanges_allMove()
    {
        QTest::keyClick(m_view, Qt::Key_D);
        for (int round = 0; round < 3; ++round) {
            m_window->mapView()->setFocus();
            QTRY_VERIFY(m_view->isFocusPaused());
            QTest::mouseClick(m_view, Qt::LeftButton, {}, m_view->rect().center());
            QTest::keyClick(m_view, round % 2 ? Qt::Key_A : Qt::Key_D);
        }
        QCOMPARE(m_view->session().player(), (Point{3, 1})); // D, D, A, D
        QCOMPARE(m_view->session().log().size(), std::size_t{4});
    }

    // R is the rectangle tool's shortcut in the editor, T the tower tool's: in the viewport they are the
    // play's (R replays) and the tool stays.
    void editorShortcutLetters_goToTheViewport()
    {
        m_window->toolManager()->setCurrent(ToolManager::Id::Pan);
        QTest::keyClick(m_view, Qt::Key_D);
        QTest::keyClick(m_view, Qt::Key_R);
        QCOMPARE(m_window->toolManager()->current(), ToolManager::Id::Pan);
        QTRY_VERIFY(m_view->isReplaying());
    }

    // A game key during a replay takes the play over from where the replay stands.
    void gameKeyDuringAReplay_takesThePlayOver()
    {
        QTest::keyClick(m_view, Qt::Key_D);
        m_clock->time = 1.0;
        QTest::keyClick(m_view, Qt::Key_D);
        m_view->setReplaySpeed(0.01); // the replay stays near its start
        QTest::keyClick(m_view, Qt::Key_R);
        QTRY_VERIFY(m_view->hasSession() && m_view->isReplaying() && m_view->now() >= 0);
        QTest::keyClick(m_view, Qt::Key_S);
        QVERIFY(!m_view->isReplaying());
        QCOMPARE(m_view->session().player().y, 2); // the S moved down from where the replay stood
        QVERIFY(m_view->isRunning());
    }

    // The help overlay stops play time; a game key closes it and is played.
    void helpOverlay_pausesThePlay_andAGameKeyGoesOn()
    {
        QTest::keyClick(m_view, Qt::Key_D);
        QVERIFY(m_clock->running);
        QTest::keyClick(m_view, Qt::Key_F1);
        QVERIFY(m_view->helpShown());
        // F1 is also Help > User Guide; in the viewport the play's keys come first.
        QVERIFY(!m_window->findChild<QWidget *>(QStringLiteral("userGuide")));
        QVERIFY(!m_view->isRunning());
        QVERIFY(!m_clock->running);
        QVERIFY2(m_view->hudLines().first().startsWith(QStringLiteral("Paused")),
                 qPrintable(m_view->hudLines().first()));
        QTest::keyClick(m_view, Qt::Key_D);
        QVERIFY(!m_view->helpShown());
        QVERIFY(m_clock->running);
        QCOMPARE(m_view->session().player(), (Point{3, 1}));
    }

    // Paused, ready, playing and replaying are each named alone: never "Playing · paused".
    void hud_namesOneState()
    {
        const auto status = [this] { return m_view->hudLines().first(); };
        QVERIFY(status().startsWith(QStringLiteral("Ready")));
        QTest::keyClick(m_view, Qt::Key_D);
        QVERIFY(status().startsWith(QStringLiteral("Playing")));
        QTest::keyClick(m_view, Qt::Key_P);
        QVERIFY(status().startsWith(QStringLiteral("Paused")));
        QVERIFY(!status().contains(QStringLiteral("Playing")));
        QTest::keyClick(m_view, Qt::Key_P);
        QVERIFY(status().startsWith(QStringLiteral("Playing")));
        QTest::keyClick(m_view, Qt::Key_D);
        QCOMPARE(m_view->session().player(), (Point{3, 1}));
    }

    void hoverLine_goesWhenTheMouseLeaves()
    {
        const QPointF cell = m_view->mapRect().topLeft() + QPointF(1.5, 1.5) * m_view->cellSize();
        QMouseEvent move(QEvent::MouseMove, cell, m_view->mapToGlobal(cell), Qt::NoButton, Qt::NoButton,
                         Qt::NoModifier);
        QCoreApplication::sendEvent(m_view, &move);
        QVERIFY2(m_view->hudLines().last().startsWith(QStringLiteral("(1, 1)")),
                 qPrintable(m_view->hudLines().last()));
        QEvent leave(QEvent::Leave);
        QCoreApplication::sendEvent(m_view, &leave);
        QVERIFY(!m_view->hudLines().last().startsWith(QStringLiteral("(")));
    }

    void saveButton_savesAndKeepsThePlayDock()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("play.yaml"));
        m_view->setFileChooser([path](bool) { return path; });
        QTest::keyClick(m_view, Qt::Key_D);
        QPushButton *save = panelButton(m_window->playPanel(), QStringLiteral("Save…"));
        QVERIFY(save);
        save->click();
        QVERIFY(QFile::exists(path));
        QVERIFY(m_window->playDock()->isVisible());
        QVERIFY(!m_window->playDock()->visibleRegion().isEmpty());
    }

    // On a map too big to show whole at a readable size the camera follows the player, who stays on screen.
    void camera_followsThePlayerOnABigMap()
    {
        m_window->document()->resetWithMap(bigField(), {});
        QTRY_VERIFY(m_view->hasSession() && m_view->session().map().grid.width() == 200);
        m_view->setFocus();
        QCOMPARE(m_view->cellSize(), PlayView::kFollowCell);
        for (int i = 0; i < 30; ++i)
            QTest::keyClick(m_view, Qt::Key_D);
        QCOMPARE(m_view->session().player(), (Point{130, 100}));
        const QPointF player = m_view->mapRect().topLeft() + QPointF(130.5, 100.5) * m_view->cellSize();
        QVERIFY(m_view->viewportArea().contains(player));
        QVERIFY(qAbs(player.x() - m_view->viewportArea().center().x()) < m_view->cellSize());
        m_view->setCellSize(8);
        QCOMPARE(m_view->cellSize(), 8.0);
        m_view->setCellSize(0);
        QCOMPARE(m_view->cellSize(), PlayView::kFollowCell);
        const QString shots = qEnvironmentVariable("MAPSMITH_SHOTS");
        if (!shots.isEmpty())
            m_window->grab().save(shots + QStringLiteral("/play-follow.png"));
    }

private:
    std::unique_ptr<MainWindow> m_window;
    PlayView *m_view = nullptr;
    FakeClock *m_clock = nullptr; // owned by the view
};

QTEST_MAIN(TestPlayInput)
#include "test_play_input.moc"
