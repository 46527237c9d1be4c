// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The play-test viewport: keys move the player and update the HUD, pause, restart, help, rhythm judgement,
// ":Q" save, "L" load and "R" replay to the same state; and the dock in the main window plays its map.
#include "uitest.h"

// clang-format off
#include <mapsmith/play/sessionfile.h>
#include <mapsmith/generate/registry.h>
// clang-format on

#include "audition/beatcommand.h"
#include "mainwindow.h"
#include "play/playpanel.h"
#include "play/playview.h"

#include <mapsmith/beat/beatconfig.h>

#include <QCheckBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QToolButton>
#include <QUndoStack>

using namespace mapsmith;
using uitest::corridor;

class TestPlay : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { uitest::isolateSettings(); }

    void keys_moveThePlayer_andUpdateTheHud()
    {
        PlayView view;
        view.resize(640, 420);
        view.setMap(corridor(), 1);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTRY_VERIFY(view.hasSession()); // sessions are set up off the GUI thread
        QVERIFY(view.hudLines().first().contains(QStringLiteral("lights 0/2")));
        QTest::keyClick(&view, Qt::Key_D);
        QCOMPARE(view.session().player(), (Point{2, 1}));
        QTest::keyClick(&view, Qt::Key_Right);
        QCOMPARE(view.session().player(), (Point{3, 1}));
        QVERIFY(view.hudLines().first().contains(QStringLiteral("lights 1/2")));
        QVERIFY(view.session().lit().at(4, 1) > 0);
        QTest::keyClick(&view, Qt::Key_S);
        QCOMPARE(view.session().player(), (Point{3, 2}));
        QTest::keyClick(&view, Qt::Key_W);
        QCOMPARE(view.session().player(), (Point{3, 1}));
        QTest::keyClick(&view, Qt::Key_W); // a wall
        QCOMPARE(view.session().player(), (Point{3, 1}));
        // The tile under the mouse and its description.
        const QRect r = view.rect();
        QTest::mouseMove(&view, QPoint(r.width() / 2, r.height() / 2 + 30));
        QTRY_VERIFY(view.hudLines().last().contains(QStringLiteral("Floor")) ||
                    view.hudLines().last().contains(QStringLiteral("Wall")));
        // The beat runs: the beat counter moves on.
        const std::int64_t beat = view.session().beat();
        QTRY_VERIFY_WITH_TIMEOUT(view.session().beat() > beat, 3000);
    }

    void pauseRestartAndHelp()
    {
        PlayView view;
        view.setMap(corridor(), 1);
        view.show();
        QTRY_VERIFY(view.hasSession());
        QTest::keyClick(&view, Qt::Key_D);
        QTest::keyClick(&view, Qt::Key_P);
        QVERIFY(view.isPaused());
        const double t = view.now();
        QTest::qWait(120);
        QCOMPARE(view.now(), t);
        QTest::keyClick(&view, Qt::Key_D); // no moves while paused
        QCOMPARE(view.session().player(), (Point{2, 1}));
        QVERIFY(view.hudLines().first().startsWith(QStringLiteral("Paused")));
        QVERIFY(!view.hudLines().first().contains(QStringLiteral("Playing")));
        QTest::keyClick(&view, Qt::Key_F5);
        QTRY_VERIFY(view.hasSession());
        QVERIFY(!view.isPaused());
        QCOMPARE(view.session().player(), (Point{1, 1}));
        QCOMPARE(view.session().log().size(), std::size_t{0});
        QTest::keyClick(&view, Qt::Key_F1);
        QVERIFY(view.helpShown());
        QVERIFY(PlayView::helpText().contains(QStringLiteral(":Q")));
        QTest::keyClick(&view, Qt::Key_Escape);
        QVERIFY(!view.helpShown());
    }

    void rhythmMode_judgesEveryMove()
    {
        PlayView view;
        PlayOptions o;
        o.rhythm = true;
        view.setOptions(o);
        view.setMap(corridor(), 1);
        view.show();
        QTRY_VERIFY(view.hasSession());
        QTest::keyClick(&view, Qt::Key_D);
        QTest::keyClick(&view, Qt::Key_D); // the second key of one beat is always a Miss
        const auto &counts = view.session().rhythm().counts();
        QCOMPARE(counts[0] + counts[1] + counts[2], 2);
        QVERIFY(counts[2] >= 1);
        QVERIFY(view.hudLines()[1].contains(QStringLiteral("combo")));
        // The median error shows once some move fell inside a window (how many did depends on the clock).
        QCOMPARE(view.hudLines()[1].contains(QStringLiteral("median")),
                 !view.session().rhythm().errors().empty());
        QCOMPARE(view.suggestedOffset(), view.session().rhythm().medianError());
        const QString shot = qEnvironmentVariable("MAPSMITH_PLAY_SCREENSHOT2");
        if (!shot.isEmpty()) {
            view.resize(700, 480);
            QTest::keyClick(&view, Qt::Key_F1);
            view.grab().save(shot);
        }
    }

    void saveQuit_load_andReplay_reachTheSameState()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("session.yaml"));
        PlayView view;
        view.setFileChooser([&](bool) { return path; });
        view.setMap(corridor(), 9);
        view.show();
        QTRY_VERIFY(view.hasSession());
        QSignalSpy quit(&view, &PlayView::quitRequested);
        for (Qt::Key k : {Qt::Key_D, Qt::Key_D, Qt::Key_S, Qt::Key_D, Qt::Key_D, Qt::Key_D})
            QTest::keyClick(&view, k);
        QTest::keyClick(&view, Qt::Key_Colon, Qt::NoModifier);
        QTest::keyClick(&view, Qt::Key_Q);
        QCOMPARE(quit.count(), 1);
        QVERIFY(view.isPaused());
        const std::uint64_t saved = view.session().stateHash();
        const std::size_t inputs = view.session().log().size();
        QCOMPARE(inputs, std::size_t{6});
        auto record = loadSession(path.toStdString(), builtinGenerators());
        QVERIFY(record.ok());
        QCOMPARE(replayRecord(*record)->stateHash(), saved);

        // L loads it and replays it (fast) to the same state.
        PlayView other;
        other.setFileChooser([&](bool) { return path; });
        other.setReplaySpeed(16.0);
        other.show();
        QTest::keyClick(&other, Qt::Key_L);
        QVERIFY(other.isReplaying());
        QTRY_VERIFY_WITH_TIMEOUT(!other.isReplaying(), 10000);
        QCOMPARE(other.session().stateHash(), saved);

        // R replays the view's own play from the start.
        QTest::keyClick(&other, Qt::Key_R);
        QVERIFY(other.isReplaying());
        QTRY_VERIFY_WITH_TIMEOUT(!other.isReplaying(), 10000);
        QCOMPARE(other.session().stateHash(), saved);
    }

    void badSession_showsTheErrorAndKeepsPlaying()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.yaml"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("mapsmith: 1\nkind: session\nmap_data: 3\n");
        f.close();
        PlayView view;
        view.setMap(corridor(), 1);
        view.setFileChooser([&](bool) { return path; });
        view.show();
        QTRY_VERIFY(view.hasSession());
        QTest::keyClick(&view, Qt::Key_D);
        QVERIFY(!view.loadFrom(path));
        QVERIFY2(view.message().contains(QStringLiteral("bad.yaml:")), qPrintable(view.message()));
        QCOMPARE(view.session().player(), (Point{2, 1}));
    }

    void mainWindow_playDockPlaysTheDocumentsMap()
    {
        MainWindow window;
        window.resize(1600, 1000);
        window.show();
        QVERIFY(uitest::waitForMap(window.document()));
        window.playDock()->show();
        window.playDock()->raise();
        PlayView *view = window.playPanel()->view();
        QTRY_VERIFY(view->hasSession());
        QCOMPARE(view->session().player(), *window.document()->map().grid.start);
        view->setFocus();
        const Point before = view->session().player();
        for (Qt::Key k : {Qt::Key_D, Qt::Key_S, Qt::Key_A, Qt::Key_W, Qt::Key_D, Qt::Key_S})
            QTest::keyClick(view, k);
        QCOMPARE(view->session().log().size(), std::size_t{6});
        Q_UNUSED(before);
        const QString shot = qEnvironmentVariable("MAPSMITH_PLAY_SCREENSHOT");
        if (!shot.isEmpty())
            window.grab().save(shot);
    }

    // One clock: the play session runs on the level's beat section (which the beat panel edits), and the
    // dock's tempo box and "Apply Timing" change that section as undoable steps.
    void playClock_isTheLevelsBeatSection()
    {
        MainWindow window;
        QVERIFY(uitest::waitForMap(window.document()));
        MapDocument *doc = window.document();
        PlayPanel *panel = window.playPanel();
        QVERIFY(!doc->config().beat);
        QCOMPARE(panel->view()->options().beat.bpm, 120.0);

        BeatConfig beat;
        beat.bpm = 96.0;
        beat.offset = 0.25;
        beat.window = 0.2;
        doc->undoStack()->push(new ChangeBeatCommand(doc, beat, QStringLiteral("beat")));
        QCOMPARE(panel->bpmBox()->value(), 96.0);
        QCOMPARE(panel->view()->options().beat.bpm, 96.0);
        QCOMPARE(panel->view()->options().beat.offset, 0.25);
        QCOMPARE(panel->view()->options().beat.window, 0.2);

        const int steps = doc->undoStack()->count();
        panel->bpmBox()->setValue(140.0);
        emit panel->bpmBox()->editingFinished();
        QVERIFY(doc->config().beat);
        QCOMPARE(doc->config().beat->bpm, 140.0);
        QCOMPARE(doc->config().beat->offset, 0.25); // the rest of the grid stays
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        QCOMPARE(panel->view()->options().beat.bpm, 140.0);
        doc->undoStack()->undo();
        QCOMPARE(doc->config().beat->bpm, 96.0);
        QCOMPARE(panel->bpmBox()->value(), 96.0);
        QCOMPARE(panel->view()->options().beat.bpm, 96.0);

        // Apply Timing moves the level's offset to the one the play's median error suggests (one step).
        panel->rhythmBox()->setChecked(true);
        window.show();
        window.playDock()->show();
        window.playDock()->raise();
        QTRY_VERIFY(panel->view()->hasSession());
        panel->view()->setFocus();
        QTest::keyClick(panel->view(), Qt::Key_D);
        const double suggested = panel->view()->suggestedOffset();
        panel->applyTimingButton()->click();
        QCOMPARE(doc->config().beat->offset, suggested);
        QCOMPARE(doc->config().beat->bpm, 96.0);
        QCOMPARE(panel->view()->options().beat.offset, suggested);
        if (suggested != 0.25) { // a play with no timing error suggests no change: nothing to undo
            doc->undoStack()->undo();
            QCOMPARE(doc->config().beat->offset, 0.25);
        }
    }
};

QTEST_MAIN(TestPlay)
#include "test_play.moc"
