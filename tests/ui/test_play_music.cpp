// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The play-test and the beat panel share one clock: the play runs on the level's music when the beat panel
// has loaded some (restart, pause and leaving act on the shared transport), on wall time without; and the
// timing a play measures goes back into the level's beat offset from either panel, as one undo step, and the
// play goes on with the next key times judged on time. Time is driven by hand (a fake clock, seeks): no sound
// card is needed, and none of this waits on real time. (Pause and grid edits across both docks:
// test_play_sync.cpp.)
#include "audio/musictransport.h"
#include "audiotest.h"
#include "audition/beatcommand.h"
#include "audition/beatpanel.h"
#include "audition/waveformview.h"
#include "mainwindow.h"
#include "play/playpanel.h"
#include "play/playview.h"
#include "playdocktest.h"

#include <mapsmith/beat/beatconfig.h>

#include <QAction>
#include <QCheckBox>
#include <QDockWidget>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QToolButton>
#include <QUndoStack>

#include <cmath>

using namespace mapsmith;
using uitest::corridor;
using uitest::FakeClock;

namespace {

constexpr double kBeat = 0.5; // 120 BPM
constexpr int kPresses = 8;

/// Presses "wait" (judged like any move) at beats first..first + kPresses - 1, `error` seconds off each.
void pressOnBeats(PlayView *view, FakeClock *clock, double error, int first = 1)
{
    for (int k = first; k < first + kPresses; ++k) {
        clock->time = k * kBeat + error;
        QTest::keyClick(view, Qt::Key_Period);
    }
}

} // namespace

class TestPlayMusic : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        audiotest::initSuite();
        m_wav = audiotest::writeClickTrack(m_dir);
        QVERIFY(!m_wav.isEmpty());
    }

    void applyTiming_endToEnd_data()
    {
        QTest::addColumn<double>("error");
        QTest::addColumn<bool>("fromBeatPanel");
        QTest::newRow("late, Play dock") << 0.040 << false;
        QTest::newRow("late, beat panel") << 0.040 << true;
        QTest::newRow("early, Play dock") << -0.040 << false;
        QTest::newRow("early, beat panel") << -0.040 << true;
    }

    // A player who presses 40 ms late on every beat: the HUD shows it late, Apply Timing (from either
    // panel: one action) moves the level's offset by +40 ms as one undo step, and the play goes on (no
    // restart): the next keys, as late as before, are on time.
    void applyTiming_endToEnd()
    {
        QFETCH(double, error);
        QFETCH(bool, fromBeatPanel);
        MainWindow window;
        window.resize(1600, 1000);
        QVERIFY(uitest::waitForMap(window.document()));
        MapDocument *doc = window.document();
        doc->resetWithMap(corridor(), {});
        BeatConfig grid; // 120 BPM, offset 0; a window of 75 ms: Perfect within 30 ms, Good beyond
        grid.window = 0.15;
        doc->undoStack()->push(new ChangeBeatCommand(doc, grid, QStringLiteral("grid")));
        window.show();
        window.playDock()->show();
        window.playDock()->raise();
        PlayPanel *panel = window.playPanel();
        panel->rhythmBox()->setChecked(true);
        PlayView *view = panel->view();
        auto *clock = new FakeClock;
        view->setClock(std::unique_ptr<PlayClock>(clock));
        QTRY_VERIFY(view->hasSession());
        QVERIFY(!clock->running); // ready: the first click starts it
        QVERIFY(uitest::startPlay(view));
        QVERIFY(clock->running);
        QVERIFY(view->session().log().empty());
        QAction *apply = panel->applyTimingAction();
        QVERIFY(!apply->isEnabled()); // no timing errors yet

        view->setFocus();
        pressOnBeats(view, clock, error);
        const RhythmTracker &rhythm = view->session().rhythm();
        QCOMPARE(rhythm.counts()[static_cast<int>(JudgementKind::Good)], kPresses);
        QVERIFY(std::abs(rhythm.medianError() - error) < 1e-9);
        const long ms = std::lround(error * 1000.0);
        QVERIFY2(view->hudLines()[1].contains(QStringLiteral("median %1 ms").arg(ms)),
                 qPrintable(view->hudLines()[1]));
        // The HUD's histogram: every press in the bins on the late (right) or early (left) side.
        const std::vector<int> bins = view->timingHistogram();
        QCOMPARE(static_cast<int>(bins.size()), PlayView::kHistogramBins);
        const int mid = PlayView::kHistogramBins / 2;
        int late = 0;
        int early = 0;
        for (int i = 0; i < PlayView::kHistogramBins; ++i)
            (i > mid ? late : i < mid ? early : late) += i == mid ? 0 : bins[static_cast<std::size_t>(i)];
        QCOMPARE(bins[static_cast<std::size_t>(mid)], 0);
        QCOMPARE(error > 0 ? late : early, kPresses);
        QCOMPARE(error > 0 ? early : late, 0);
        QVERIFY(apply->isEnabled());
        QVERIFY2(apply->text().contains(QStringLiteral("%1%2 ms").arg(error > 0 ? "+" : "").arg(ms)),
                 qPrintable(apply->text()));

        // Apply it from the chosen panel: the same action either way.
        QToolButton *button = panel->applyTimingButton();
        if (fromBeatPanel) {
            window.findChild<QDockWidget *>(QStringLiteral("beatDock"))->show();
            button = nullptr;
            for (QToolButton *b : window.beatPanel()->findChildren<QToolButton *>())
                if (b->defaultAction() == apply)
                    button = b;
            QVERIFY(button);
            QVERIFY(button->isVisible());
            QVERIFY(button->isEnabled());
        }
        const int steps = doc->undoStack()->count();
        const PlaySession *session = &view->session();
        const int starts = clock->starts;
        const double playTime = view->now();
        button->click();
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        QVERIFY(std::abs(doc->config().beat->offset - error) < 0.001);
        QCOMPARE(doc->config().beat->bpm, 120.0);
        QCOMPARE(doc->config().beat->window, 0.15);
        doc->undoStack()->undo();
        QCOMPARE(doc->config().beat->offset, 0.0);
        doc->undoStack()->redo();
        QVERIFY(std::abs(doc->config().beat->offset - error) < 0.001);

        // The play goes on, on the corrected grid: the same session, time and log; the next keys, as late as
        // before, are on time.
        QCOMPARE(&view->session(), session);
        QCOMPARE(clock->starts, starts);
        QCOMPARE(view->now(), playTime);
        QCOMPARE(view->session().log().size(), std::size_t{kPresses});
        QVERIFY(std::abs(view->options().beat.offset - error) < 0.001);
        QVERIFY(std::abs(view->session().clock().settings().offset - error) < 0.001);
        pressOnBeats(view, clock, error, kPresses + 1);
        const RhythmTracker &again = view->session().rhythm();
        QCOMPARE(again.counts()[static_cast<int>(JudgementKind::Perfect)], kPresses);
        QCOMPARE(again.counts()[static_cast<int>(JudgementKind::Good)], kPresses);
        QVERIFY(std::abs(again.medianError()) < 0.001);
        QCOMPARE(view->timingHistogram()[static_cast<std::size_t>(mid)], kPresses);
        QVERIFY(!apply->text().contains(QStringLiteral("%1 ms").arg(ms)));
    }

    // With music loaded the play clock is the music's position; restart, pause and leaving act on the
    // transport. Without music it is wall time. (No sound card here: the transport plays silently, on wall
    // time from where it was seeked.)
    void playClock_followsTheMusicTransport()
    {
        MapDocument doc;
        doc.resetWithMap(corridor(), {});
        MusicTransport transport;
        PlayPanel panel(&doc, &transport);
        panel.resize(700, 600);
        panel.show();
        panel.setActive(true);
        PlayView *view = panel.view();
        QTRY_VERIFY(view->hasSession());
        QVERIFY(dynamic_cast<WallClock *>(&view->clock()));
        QVERIFY(view->hudLines().first().contains(QStringLiteral("no music: metronome time")));
        QVERIFY(uitest::startPlay(view));
        QTRY_VERIFY(view->now() > 0.0); // wall time runs

        QSignalSpy seeks(&transport, &MusicTransport::seeked);
        transport.setMusic(m_wav, 10.0);
        QVERIFY(dynamic_cast<MusicClock *>(&view->clock()));
        QTRY_VERIFY(view->hasSession());
        QVERIFY(view->hudLines().first().contains(QStringLiteral("music: song.wav")));
        QVERIFY(!transport.isPlaying()); // ready: the music waits for the first click
        QVERIFY(uitest::startPlay(view));
        QVERIFY(!seeks.isEmpty()); // the play started the music from 0
        QCOMPARE(seeks.last().at(0).toDouble(), 0.0);
        QVERIFY(transport.isPlaying());

        // The music's position drives the play.
        transport.seek(3.25);
        QVERIFY(view->now() >= 3.25);
        QTRY_VERIFY(view->session().time() >= 3.25);
        QVERIFY(view->session().beat() >= 5);

        // Pause pauses the music and holds the play time, even if the beat panel moves the music meanwhile;
        // resuming goes back to where the play paused.
        QTest::keyClick(view, Qt::Key_P);
        QVERIFY(view->isPaused());
        QVERIFY(!transport.isPlaying());
        const double held = view->now();
        QVERIFY(held >= 3.25);
        transport.seek(8.0);
        QCOMPARE(view->now(), held);
        QTest::keyClick(view, Qt::Key_P);
        QVERIFY(!view->isPaused());
        QVERIFY(std::abs(seeks.last().at(0).toDouble() - held) < 1e-9);
        QVERIFY(transport.isPlaying());
        QVERIFY(view->now() >= held - 0.001);

        // Restart (F5) plays the music from 0 again.
        QTest::keyClick(view, Qt::Key_F5);
        QTRY_VERIFY(view->isReady());
        QVERIFY(!transport.isPlaying());
        QVERIFY(uitest::startPlay(view));
        QCOMPARE(seeks.last().at(0).toDouble(), 0.0);
        QVERIFY(transport.isPlaying());
        QVERIFY(view->now() < held);

        // Leaving play mode pauses the play and its music.
        panel.setActive(false);
        QVERIFY(view->isPaused());
        QVERIFY(!transport.isPlaying());

        // A hidden play that starts over on a grid edit leaves the music the beat panel auditions alone.
        panel.hide();
        transport.play();
        BeatConfig beat;
        beat.bpm = 100.0;
        doc.undoStack()->push(new ChangeBeatCommand(&doc, beat, QStringLiteral("tempo")));
        QCOMPARE(view->options().beat.bpm, 100.0);
        QVERIFY(transport.isPlaying());
        transport.pause();
        panel.show();
        panel.setActive(true);

        // Without music it is wall time again.
        transport.setMusic(QString(), 0.0);
        QVERIFY(dynamic_cast<WallClock *>(&view->clock()));
        QTRY_VERIFY(view->hasSession());
        QVERIFY(view->hudLines().first().contains(QStringLiteral("no music: metronome time")));
    }

    // In the main window the beat panel's music is the Play dock's clock.
    void mainWindow_beatPanelsMusicIsThePlayClock()
    {
        MainWindow window;
        window.resize(1600, 1000);
        QVERIFY(uitest::waitForMap(window.document()));
        window.show();
        auto *beatDock = window.findChild<QDockWidget *>(QStringLiteral("beatDock"));
        beatDock->show();
        QSignalSpy loaded(window.beatPanel(), &BeatPanel::musicLoaded);
        window.beatPanel()->loadMusic(m_wav);
        QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 20000);
        window.playDock()->show();
        window.playDock()->raise();
        PlayPanel *panel = window.playPanel();
        panel->rhythmBox()->setChecked(true);
        PlayView *view = panel->view();
        QTRY_VERIFY(view->hasSession());
        QVERIFY(dynamic_cast<MusicClock *>(&view->clock()));
        QVERIFY(view->hudLines().first().contains(QStringLiteral("music: song.wav")));
        QVERIFY(!window.beatPanel()->transport()->isPlaying()); // ready
        QVERIFY(uitest::startPlay(view));
        QVERIFY(window.beatPanel()->transport()->isPlaying());
        window.beatPanel()->seek(2.0); // the beat panel moves the music: the play follows
        QVERIFY(view->now() >= 2.0);
        view->setFocus();
        for (Qt::Key k : {Qt::Key_D, Qt::Key_D, Qt::Key_S})
            QTest::keyClick(view, k);
        QTRY_VERIFY(view->session().time() >= 2.0);
        const QString shot = qEnvironmentVariable("MAPSMITH_PLAY_MUSIC_SCREENSHOT");
        if (!shot.isEmpty()) {
            QTest::qWait(300);
            window.grab().save(shot);
        }
    }

    // The beat panel plays on the shared transport: its playhead follows the play's seeks.
    void beatPanel_followsTheSharedTransport()
    {
        MapDocument doc;
        MusicTransport transport;
        BeatPanel beat(&doc, &transport);
        beat.resize(1300, 520);
        beat.show();
        QSignalSpy loaded(&beat, &BeatPanel::musicLoaded);
        beat.loadMusic(m_wav);
        QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 20000);
        QCOMPARE(transport.path(), QFileInfo(m_wav).absoluteFilePath());
        QVERIFY(std::abs(transport.duration() - 10.0) < 0.01);
        MusicClock clock(&transport);
        QCOMPARE(clock.musicName(), QStringLiteral("song.wav"));
        clock.start(4.5);
        QCOMPARE(beat.detailView()->playhead(), 4.5);
        QCOMPARE(beat.overview()->playhead(), 4.5);
        clock.stop();
    }

private:
    QTemporaryDir m_dir;
    QString m_wav;
};

QTEST_MAIN(TestPlayMusic)
#include "test_play_music.moc"
