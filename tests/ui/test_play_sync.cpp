// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The Play dock and the beat panel agree while a play runs: a pause or resume of the shared music from
// either dock shows in both (the transport's state, not each dock's own); tuning the beat grid keeps the
// play, its time and its music going and judges the next keys on the new grid; a change of the map starts
// the level and the music over, a change that leaves the level as it was does not. Time is driven by hand
// or by the silent transport: no sound card is needed.
#include "audio/musictransport.h"
#include "audiotest.h"
#include "audition/beatpanel.h"
#include "document/editcommands.h"
#include "mainwindow.h"
#include "play/playpanel.h"
#include "play/playview.h"
#include "playdocktest.h"

#include <mapsmith/play/sessionfile.h>

#include <QCheckBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QPushButton>
#include <QSlider>
#include <QTemporaryDir>
#include <QUndoStack>

#include <cmath>

using namespace mapsmith;
using uitest::corridor;
using uitest::FakeClock;

namespace {
constexpr double kBeat = 0.5; // 120 BPM, the default grid
} // namespace

class TestPlaySync : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        audiotest::initSuite();
        m_wav = audiotest::writeClickTrack(m_dir);
        QVERIFY(!m_wav.isEmpty());
    }

    // The music's play and pause are the play's, whichever panel pressed them: pausing from the beat panel
    // shows the Play dock paused (button and HUD), and pausing from the Play dock shows in the beat panel's
    // play button; resuming likewise, with no jump in play time.
    void pause_fromEitherPanel_showsInBoth()
    {
        MainWindow window;
        QVERIFY(uitest::openPlayDock(window, true));
        BeatPanel *beat = window.beatPanel();
        QSignalSpy loaded(beat, &BeatPanel::musicLoaded);
        beat->loadMusic(m_wav);
        QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 20000);
        PlayPanel *panel = window.playPanel();
        PlayView *view = panel->view();
        auto *pause = panel->findChild<QPushButton *>(QStringLiteral("playPauseButton"));
        QVERIFY(pause);
        MusicTransport *transport = beat->transport();
        QTRY_VERIFY(view->hasSession());
        QVERIFY(uitest::startPlay(view));
        QVERIFY(transport->isPlaying());
        QVERIFY(dynamic_cast<MusicClock *>(&view->clock()));
        QCOMPARE(beat->playButton()->text(), QStringLiteral("Pause"));
        QVERIFY(!pause->isChecked());
        transport->seek(2.0);
        QTRY_VERIFY(view->session().time() >= 2.0); // the play follows the music

        // Pause from the beat panel: the Play dock shows it, and play time holds.
        beat->playButton()->click();
        QTRY_VERIFY(!transport->isPlaying());
        QTRY_VERIFY(view->isPaused());
        QVERIFY(pause->isChecked());
        QVERIFY2(view->hudLines().first().startsWith(QStringLiteral("Paused")),
                 qPrintable(view->hudLines()[0]));
        QCOMPARE(beat->playButton()->text(), QStringLiteral("Play"));
        const double held = view->now();
        QVERIFY(held >= 2.0);
        const QString shot = qEnvironmentVariable("MAPSMITH_PLAY_PAUSE_SCREENSHOT");
        if (!shot.isEmpty()) {
            QTest::qWait(200);
            window.grab().save(shot);
        }
        QTest::qWait(50);
        QCOMPARE(view->now(), held);

        // Resume from the beat panel: the play goes on from where it paused.
        beat->playButton()->click();
        QTRY_VERIFY(!view->isPaused());
        QVERIFY(!pause->isChecked());
        QVERIFY(!view->hudLines().first().startsWith(QStringLiteral("Paused")));
        QCOMPARE(beat->playButton()->text(), QStringLiteral("Pause"));
        QVERIFY(transport->isPlaying());
        QVERIFY(view->now() >= held);

        // Pause and resume from the Play dock: the beat panel's button follows.
        pause->click();
        QVERIFY(view->isPaused());
        QTRY_VERIFY(!transport->isPlaying());
        QCOMPARE(beat->playButton()->text(), QStringLiteral("Play"));
        pause->click();
        QVERIFY(!view->isPaused());
        QTRY_VERIFY(transport->isPlaying());
        QCOMPARE(beat->playButton()->text(), QStringLiteral("Pause"));
    }

    // Tuning the grid during a play (beat panel: offset, tempo, input window; the click volume) keeps the
    // play where it is: the same session, play time, player and log; the next key is judged on the new grid.
    void gridEdit_duringPlay_keepsThePlay_andJudgesOnTheNewGrid()
    {
        MainWindow window;
        QVERIFY(uitest::openPlayDock(window, true));
        PlayPanel *panel = window.playPanel();
        panel->rhythmBox()->setChecked(true);
        PlayView *view = panel->view();
        auto *clock = new FakeClock;
        view->setClock(std::unique_ptr<PlayClock>(clock));
        QTRY_VERIFY(view->hasSession());
        QVERIFY(uitest::startPlay(view));
        for (int k = 1; k <= 3; ++k) { // on time: three moves right
            clock->time = k * kBeat;
            QTest::keyClick(view, Qt::Key_D);
        }
        clock->time = 3.6; // between beats: the play runs on
        QTRY_VERIFY(view->session().time() >= 3.6);
        const PlaySession *session = &view->session();
        const Point player = view->session().player();
        QCOMPARE(player, (Point{4, 1}));
        const int starts = clock->starts;

        BeatPanel *beat = window.beatPanel();
        beat->offsetSpin()->setValue(0.1);
        beat->findChild<QSlider *>()->setValue(20); // the click volume: nothing the play uses
        QCOMPARE(&view->session(), session);
        QCOMPARE(view->session().clock().settings().offset, 0.1);
        QCOMPARE(clock->starts, starts);
        QCOMPARE(view->now(), 3.6);
        QVERIFY(view->session().time() >= 3.6);
        QCOMPARE(view->session().player(), player);
        QCOMPARE(view->session().log().size(), std::size_t{3});

        // Beat 8 was at 4.0 s; on the new grid it is at 4.1 s: a key at 4.1 s is Perfect, one at 4.55 s
        // (beat 9 at 4.6 s is the next) is 50 ms early.
        const auto perfect = view->session().rhythm().counts()[0];
        clock->time = 4.1;
        QTest::keyClick(view, Qt::Key_D);
        QCOMPARE(view->session().rhythm().counts()[0], perfect + 1);
        QCOMPARE(view->session().player(), (Point{5, 1}));
        QCOMPARE(view->session().rhythm().last().beat, std::int64_t{8});
        QVERIFY(std::abs(view->session().rhythm().last().errorSeconds) < 1e-9);

        // A new tempo and input window: the same play, judged on them.
        beat->bpmSpin()->setValue(60.0);
        auto *windowSpin = beat->findChild<QDoubleSpinBox *>(QStringLiteral("windowSpin"));
        QVERIFY(windowSpin);
        windowSpin->setValue(0.4);
        QCOMPARE(&view->session(), session);
        QCOMPARE(view->session().clock().settings().bpm, 60.0);
        QCOMPARE(clock->starts, starts);
        // At 60 BPM with offset 0.1, beat 5 is at 5.1 s.
        clock->time = 5.1;
        QTest::keyClick(view, Qt::Key_S);
        QCOMPARE(view->session().player(), (Point{5, 2}));
        QCOMPARE(view->session().rhythm().last().beat, std::int64_t{5});
        QCOMPARE(view->session().rhythm().last().kind, JudgementKind::Perfect);

        // The play, replayed from its log with its grid changes, reaches the same state.
        const std::uint64_t hash = view->session().stateHash();
        auto replayed = replayRecord(recordOf(view->session()));
        QVERIFY(replayed.ok());
        QCOMPARE(replayed->stateHash(), hash);
    }

    // The rule for map edits: a change of the map the play uses starts the level over, and the music with it
    // (from 0, so the two stay in sync); a map change that leaves the level as it was restarts nothing.
    void mapEdit_duringPlay_restartsTheLevelAndTheMusic()
    {
        MapDocument doc;
        doc.resetWithMap(corridor(), {});
        MusicTransport transport;
        PlayPanel panel(&doc, &transport);
        panel.resize(700, 600);
        panel.show();
        panel.setActive(true);
        transport.setMusic(m_wav, 10.0);
        PlayView *view = panel.view();
        QTRY_VERIFY(view->hasSession());
        QVERIFY(uitest::startPlay(view));
        QVERIFY(transport.isPlaying());
        transport.seek(3.0);
        QTest::keyClick(view, Qt::Key_D);
        QCOMPARE(view->session().player(), (Point{2, 1}));
        QVERIFY(view->now() >= 3.0);

        // The same level again (a regeneration that gives the same map): the play goes on.
        const PlaySession *session = &view->session();
        QSignalSpy seeks(&transport, &MusicTransport::seeked);
        const Map same = doc.map();
        doc.resetWithMap(same, {});
        QCOMPARE(&view->session(), session);
        QVERIFY(seeks.isEmpty());
        QVERIFY(view->now() >= 3.0);

        // A wall painted ahead of the player: the level starts over, and the music from 0.
        const HandEditsPatch wall =
            paintCellsPatch(doc.handEdits(), {PaintBrush::Kind::Tile, Tile::Wall}, {Point{5, 1}}, doc.map());
        doc.undoStack()->push(new EditMapCommand(&doc, wall, QStringLiteral("wall")));
        QCOMPARE(doc.map().grid.tiles.at(5, 1), Tile::Wall);
        QTRY_VERIFY(view->hasSession() && view->session().log().empty());
        QCOMPARE(view->session().tiles().at(5, 1), Tile::Wall);
        QCOMPARE(view->session().player(), (Point{1, 1}));
        QVERIFY(view->isReady()); // the new level waits for its first click, its music with it
        QVERIFY(!transport.isPlaying());
        QCOMPARE(view->now(), 0.0);
        QVERIFY(uitest::startPlay(view));
        QVERIFY(!seeks.isEmpty());
        QCOMPARE(seeks.last().at(0).toDouble(), 0.0);
        QVERIFY(transport.isPlaying());
        QVERIFY(view->now() < 3.0);
    }

private:
    QTemporaryDir m_dir;
    QString m_wav;
};

QTEST_MAIN(TestPlaySync)
#include "test_play_sync.moc"
