// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// A play-test starts when the player starts it and pauses when they look away: a new play in the Play dock is
// ready (clock at 0, music silent) until the first click or game key; the view losing focus pauses it and
// focus back resumes it; an explicit pause wins over focus; a replay runs without focus. Time is set by hand
// (FakeClock) or comes from the silent transport, so nothing here waits on a sound card or measures time.
#include "audio/musictransport.h"
#include "audiotest.h"
#include "audition/beatpanel.h"
#include "mainwindow.h"
#include "play/playpanel.h"
#include "play/playview.h"
#include "playdocktest.h"
#include "view/mapview.h"

#include <QDockWidget>
#include <QPushButton>
#include <QTemporaryDir>

using namespace mapsmith;
using uitest::FakeClock;

namespace {

/// The corridor with a guard at its far end: a play whose time runs is soon caught.
Map guardedCorridor()
{
    Map m = uitest::corridor();
    m.grid.entities.push_back({"guard", 7, 2});
    return m;
}

/// Lets the view's 15 ms timer fire a few times (no assertion on how long that takes).
void letTicksPass()
{
    QTest::qWait(80);
}

QPushButton *panelButton(PlayPanel *panel, const QString &text)
{
    for (QPushButton *b : panel->findChildren<QPushButton *>())
        if (b->text() == text)
            return b;
    return nullptr;
}

} // namespace

class TestPlayFocus : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { audiotest::initSuite(); }

    void init()
    {
        m_window = std::make_unique<MainWindow>();
        QVERIFY(uitest::openPlayDock(*m_window, false));
        m_window->document()->resetWithMap(guardedCorridor(), {});
        m_view = m_window->playPanel()->view();
        m_clock = new FakeClock;
        m_view->setClock(std::unique_ptr<PlayClock>(m_clock));
        QTRY_VERIFY(m_view->hasSession() && m_view->session().enemies().size() == 1);
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    }

    void cleanup() { m_window.reset(); }

    // The dock on screen and time passing with nobody at the keys: the play stands at 0, the guard has not
    // moved, the clock was never started. The first click starts it, and then the guard does catch the
    // player.
    void newPlay_isReady_untilTheFirstClick()
    {
        QVERIFY(m_view->isReady());
        QVERIFY(!m_view->hasFocus());
        m_clock->time = 30.0; // 60 beats: plenty for the guard
        letTicksPass();
        QCOMPARE(m_view->session().time(), 0.0);
        QCOMPARE(m_view->now(), 0.0);
        QCOMPARE(m_view->session().status(), PlayStatus::Playing);
        QCOMPARE(m_clock->starts, 0);
        QVERIFY2(m_view->hudLines().first().startsWith(QStringLiteral("Ready")),
                 qPrintable(m_view->hudLines().first()));
        saveShot(QStringLiteral("ready"));

        QVERIFY(uitest::startPlay(m_view));
        QCOMPARE(m_clock->starts, 1);
        QVERIFY(m_clock->running);
        QCOMPARE(m_clock->time, 0.0); // started from 0, not from the time that passed while ready
        m_clock->time = 30.0;
        QTRY_COMPARE(m_view->session().status(), PlayStatus::Lost);
    }

    // With the keys already in the view (tabbed in), the first game key starts the play and is a move.
    void firstGameKey_startsThePlay_andMoves()
    {
        m_view->setFocus();
        QTRY_VERIFY(m_view->hasFocus());
        QVERIFY(m_view->isReady()); // focus alone starts nothing
        QCOMPARE(m_clock->starts, 0);
        QTest::keyClick(m_view, Qt::Key_D);
        QVERIFY(!m_view->isReady());
        QCOMPARE(m_clock->starts, 1);
        QCOMPARE(m_view->session().player(), (Point{2, 1}));
    }

    // Clicking the map to edit pauses the play (time stops advancing); focus back resumes from there.
    void focusLoss_pauses_andFocusBack_resumes()
    {
        QVERIFY(uitest::startPlay(m_view));
        m_clock->time = 1.0;
        QTRY_COMPARE(m_view->session().time(), 1.0);

        m_window->mapView()->setFocus();
        QTRY_VERIFY(!m_view->hasFocus());
        QVERIFY(m_view->isFocusPaused());
        QVERIFY(!m_view->isPaused()); // not an explicit pause
        QVERIFY(!m_clock->running);
        QVERIFY2(m_view->hudLines().first().startsWith(QStringLiteral("Paused · click to resume")),
                 qPrintable(m_view->hudLines().first()));
        auto *pause = m_window->playPanel()->findChild<QPushButton *>(QStringLiteral("playPauseButton"));
        QVERIFY(pause->isChecked());
        m_clock->time = 2.0;
        letTicksPass();
        QCOMPARE(m_view->session().time(), 1.0);
        saveShot(QStringLiteral("focus-paused"));

        QTest::mouseClick(m_view, Qt::LeftButton, {}, m_view->rect().center());
        QTRY_VERIFY(m_view->hasFocus());
        QVERIFY(!m_view->isFocusPaused());
        QVERIFY(m_clock->running);
        QCOMPARE(m_clock->starts, 1); // resumed, not started over
        QVERIFY(!pause->isChecked());
        QTRY_COMPARE(m_view->session().time(), 2.0);
    }

    // The Pause button wins: focus leaving and coming back leaves a paused play paused; the button resumes it
    // and gives the keys back to the view.
    void pauseButton_thenFocusIn_staysPaused()
    {
        QVERIFY(uitest::startPlay(m_view));
        auto *pause = m_window->playPanel()->findChild<QPushButton *>(QStringLiteral("playPauseButton"));
        QTest::mouseClick(pause, Qt::LeftButton);
        QVERIFY(m_view->isPaused());
        QVERIFY(!m_clock->running);
        m_window->mapView()->setFocus();
        QTRY_VERIFY(!m_view->hasFocus());
        m_view->setFocus();
        QTRY_VERIFY(m_view->hasFocus());
        QVERIFY(m_view->isPaused());
        QVERIFY(!m_clock->running);
        m_clock->time = 3.0;
        letTicksPass();
        QCOMPARE(m_view->session().time(), 0.0);
        QVERIFY(pause->isChecked());

        QTest::mouseClick(pause, Qt::LeftButton);
        QVERIFY(!m_view->isPaused());
        QVERIFY(m_clock->running);
        QTRY_COMPARE(m_view->session().time(), 3.0);
    }

    // A replay is watched: it runs to its end with the keys elsewhere, then waits where it ended.
    void replay_runsWithoutFocus()
    {
        QVERIFY(uitest::startPlay(m_view));
        m_clock->time = 0.5;
        QTest::keyClick(m_view, Qt::Key_D);
        m_clock->time = 1.0;
        QTRY_COMPARE(m_view->session().time(), 1.0);
        const Point end = m_view->session().player();
        m_window->mapView()->setFocus();
        QTRY_VERIFY(m_view->isFocusPaused());

        m_view->setReplaySpeed(16.0);
        QPushButton *replay = panelButton(m_window->playPanel(), QStringLiteral("Replay"));
        QVERIFY(replay);
        QTest::mouseClick(replay, Qt::LeftButton);
        QTRY_VERIFY(m_view->isReplaying() && m_view->hasSession());
        QVERIFY(!m_view->hasFocus());
        QTRY_VERIFY(!m_view->isReplaying()); // ran to its end without focus
        QCOMPARE(m_view->session().time(), 1.0);
        QCOMPARE(m_view->session().player(), end);
        QVERIFY(m_view->isReady()); // and waits there for the player
        QCOMPARE(m_view->now(), 1.0);
    }

    // On the music: losing focus pauses the shared transport, so the beat panel shows Play; focus back plays
    // it from where the play paused.
    void focusLoss_pausesTheMusic_inBothDocks()
    {
        auto *beatDock = m_window->findChild<QDockWidget *>(QStringLiteral("beatDock"));
        beatDock->show();
        BeatPanel *beat = m_window->beatPanel();
        QSignalSpy loaded(beat, &BeatPanel::musicLoaded);
        const QString wav = audiotest::writeClickTrack(m_dir);
        QVERIFY(!wav.isEmpty());
        beat->loadMusic(wav);
        QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 20000);
        QTRY_VERIFY(dynamic_cast<MusicClock *>(&m_view->clock()) && m_view->hasSession());
        MusicTransport *transport = beat->transport();
        QVERIFY(m_view->isReady());
        QVERIFY(!transport->isPlaying()); // the music waits with the play
        m_window->playDock()->raise();
        QVERIFY(uitest::startPlay(m_view));
        QVERIFY(transport->isPlaying());
        QCOMPARE(beat->playButton()->text(), QStringLiteral("Pause"));

        m_window->mapView()->setFocus();
        QTRY_VERIFY(!transport->isPlaying());
        QVERIFY(m_view->isFocusPaused());
        QVERIFY(!m_view->isPaused()); // the music's pause was the play's own, not an explicit one
        QCOMPARE(beat->playButton()->text(), QStringLiteral("Play"));

        QTest::mouseClick(m_view, Qt::LeftButton, {}, m_view->rect().center());
        QTRY_VERIFY(transport->isPlaying());
        QVERIFY(!m_view->isFocusPaused());
        QCOMPARE(beat->playButton()->text(), QStringLiteral("Pause"));
    }

private:
    void saveShot(const QString &name)
    {
        const QString prefix = qEnvironmentVariable("MAPSMITH_PLAY_FOCUS_SCREENSHOT");
        if (!prefix.isEmpty())
            QVERIFY(m_window->grab().save(prefix + name + QStringLiteral(".png")));
    }

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    PlayView *m_view = nullptr;
    FakeClock *m_clock = nullptr; // owned by the view
};

QTEST_MAIN(TestPlayFocus)
#include "test_play_focus.moc"
