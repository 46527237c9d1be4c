// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The beat panel, offscreen: loads a WAV made here, detects the tempo, nudges, taps, drags the grid, exports
// a mix and survives an undecodable file; every grid edit is one undo step on the document's stack.
#include "../beat/synth.h"
#include "audiotest.h"
#include "audition/alignmentview.h"
#include "audition/beatpanel.h"
#include "audition/driftview.h"
#include "audition/waveformview.h"
#include "i18n/language.h"
#include "mainwindow.h"

#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QTemporaryDir>
#include <QToolButton>
#include <QUndoStack>

#include <cmath>

using namespace mapsmith;

namespace {

constexpr double kBpm = 124.0;
constexpr double kOffset = 0.31;

bool near(double a, double b, double tolerance)
{
    return std::abs(a - b) <= tolerance;
}

} // namespace

class TestBeatPanel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        audiotest::initSuite();
        QVERIFY(m_dir.isValid());
        synthaudio::Track track;
        track.bpm = kBpm;
        track.offset = kOffset;
        track.seconds = 14.0;
        track.noise = 0.02;
        const std::vector<float> music = synthaudio::synth(track, 9);
        m_samples = music.size();
        m_wav = m_dir.filePath(QStringLiteral("drums.wav"));
        QVERIFY(audiotest::writeWav(m_wav, music, synthaudio::kRate));
    }

    void init()
    {
        m_document = std::make_unique<MapDocument>();
        m_panel = std::make_unique<BeatPanel>(m_document.get());
        m_panel->resize(1300, 520);
        m_panel->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
    }

    void cleanup()
    {
        m_panel.reset();
        m_document.reset();
        Language::apply(QStringLiteral("en")); // a failed language test leaves no Chinese behind
    }

    void load_generatedWav_setsAudioAndMusicAsOneUndoStep()
    {
        load();
        QCOMPARE(m_panel->audio()->mono.size(), m_samples);
        QVERIFY(m_document->config().beat);
        QVERIFY(
            QString::fromStdString(m_document->config().beat->music).endsWith(QStringLiteral("drums.wav")));
        QCOMPARE(m_document->undoStack()->count(), 1);
        QVERIFY(m_panel->detailView()->spanLength() > 0.0);
        m_document->undoStack()->undo();
        QVERIFY(!m_document->config().beat);
    }

    void detect_appliesTheBestCandidate_andUndoRestores()
    {
        load();
        const BeatConfig before = m_panel->grid();
        QSignalSpy detected(m_panel.get(), &BeatPanel::detected);
        m_panel->detect();
        QVERIFY(m_panel->isBusy());
        QVERIFY(detected.wait(60000));
        const BeatConfig b = m_panel->grid();
        QVERIFY2(near(b.bpm, kBpm, kBpm * 0.02), qPrintable(QString::number(b.bpm)));
        const double period = 60.0 / kBpm;
        const double phase = std::remainder(b.offset - kOffset, period);
        QVERIFY2(std::abs(phase) < 0.02, qPrintable(QString::number(b.offset)));
        QVERIFY(m_panel->candidateList()->count() >= 1);
        QCOMPARE(m_panel->bpmSpin()->value(), std::round(b.bpm * 1000) / 1000);
        // Choosing another candidate applies its tempo, keeping the tracked first beat as beat 0.
        QVERIFY(m_panel->analysis() && m_panel->analysis()->candidates.size() >= 2);
        const double other = m_panel->analysis()->candidates[1].bpm;
        QTest::mouseClick(
            m_panel->candidateList()->viewport(), Qt::LeftButton, {},
            m_panel->candidateList()->visualItemRect(m_panel->candidateList()->item(1)).center());
        QCOMPARE(m_panel->grid().bpm, other);
        QCOMPARE(m_panel->grid().offset, b.offset);
        m_document->undoStack()->undo();
        m_document->undoStack()->undo();
        QCOMPARE(m_panel->grid(), before);
    }

    void languageSwitch_retranslatesTheCandidatesAndTheDetectionStatus()
    {
        load();
        QSignalSpy detected(m_panel.get(), &BeatPanel::detected);
        m_panel->detect();
        QVERIFY(detected.wait(60000));
        QListWidget *list = m_panel->candidateList();
        QVERIFY(list->count() >= 1);
        const int chosen = list->currentRow();
        QVERIFY(list->item(0)->text().contains(QStringLiteral("confidence")));
        QVERIFY(m_panel->statusText().startsWith(QStringLiteral("Detected")));
        uitest::switchLanguage(QStringLiteral("zh_CN"));
        QVERIFY2(list->item(0)->text().contains(QStringLiteral("置信度")), qPrintable(list->item(0)->text()));
        QVERIFY2(m_panel->statusText().startsWith(QStringLiteral("检测到")),
                 qPrintable(m_panel->statusText()));
        QCOMPARE(list->currentRow(), chosen); // the chosen tempo stays chosen
        uitest::switchLanguage(QStringLiteral("en"));
        QVERIFY(list->item(0)->text().contains(QStringLiteral("confidence")));
        QVERIFY(m_panel->statusText().startsWith(QStringLiteral("Detected")));
    }

    void doubleAndHalf_oneClickEach_oneUndoStepEach()
    {
        load();
        BeatConfig b = m_panel->grid();
        b.bpm = 90.0;
        m_document->applyBeat(b);
        const int steps = m_document->undoStack()->count();
        auto *doubleButton = m_panel->findChild<QToolButton *>(QStringLiteral("doubleTempoButton"));
        auto *halfButton = m_panel->findChild<QToolButton *>(QStringLiteral("halfTempoButton"));
        QVERIFY(doubleButton && halfButton);
        QTest::mouseClick(doubleButton, Qt::LeftButton);
        QCOMPARE(m_panel->grid().bpm, 180.0);
        QCOMPARE(m_panel->grid().offset, b.offset); // beat 0 stays where it was
        QTest::mouseClick(halfButton, Qt::LeftButton);
        QTest::mouseClick(halfButton, Qt::LeftButton);
        QCOMPARE(m_panel->grid().bpm, 45.0);
        QCOMPARE(m_document->undoStack()->count(), steps + 3);
        m_document->undoStack()->undo();
        QCOMPARE(m_panel->grid().bpm, 90.0);
    }

    void detect_driftViewShowsTheBeatsOnTheGrid_andAWrongTempoDriftingOff()
    {
        load();
        QSignalSpy detected(m_panel.get(), &BeatPanel::detected);
        m_panel->detect();
        QVERIFY(detected.wait(60000));
        const std::vector<double> &onGrid = m_panel->driftView()->drifts();
        QVERIFY(onGrid.size() >= 20);
        for (double d : onGrid) // the detected grid: every beat near its line
            QVERIFY2(std::abs(d) < 0.1, qPrintable(QString::number(d)));
        BeatConfig b = m_panel->grid();
        b.bpm *= 1.01; // 1% fast: the beats fall behind the grid more and more along the song
        m_document->applyBeat(b);
        const std::vector<double> &off = m_panel->driftView()->drifts();
        QCOMPARE(off.size(), onGrid.size());
        QVERIFY2(std::abs(off.back()) > 0.2, qPrintable(QString::number(off.back())));
        QVERIFY(std::abs(off.back()) > std::abs(off[off.size() / 4]));
        QVERIFY(off.back() > 0.0); // late against the faster grid's lines
    }

    void noise_saysNoSteadyBeatFoundWithTheConfidence()
    {
        std::vector<float> noise(static_cast<std::size_t>(8 * synthaudio::kRate));
        std::uint32_t seed = 3;
        for (float &v : noise) {
            seed = seed * 1664525u + 1013904223u;
            v = 0.3f * (static_cast<float>(seed) / 2147483648.0f - 1.0f);
        }
        const QString path = m_dir.filePath(QStringLiteral("noise.wav"));
        QVERIFY(audiotest::writeWav(path, noise, synthaudio::kRate));
        QSignalSpy loaded(m_panel.get(), &BeatPanel::musicLoaded);
        m_panel->loadMusic(path);
        QVERIFY(loaded.wait(30000));
        const BeatConfig before = m_panel->grid();
        QSignalSpy detected(m_panel.get(), &BeatPanel::detected);
        m_panel->detect();
        QVERIFY(detected.wait(60000));
        QVERIFY2(m_panel->statusText().startsWith(QStringLiteral("No steady beat found (confidence 0.")),
                 qPrintable(m_panel->statusText()));
        QCOMPARE(m_panel->candidateList()->count(), 0);
        QVERIFY(m_panel->driftView()->drifts().empty());
        QCOMPARE(m_panel->grid(), before); // nothing applied
    }

    void spinAndNudges_moveTheOffsetByBeats()
    {
        load();
        m_panel->bpmSpin()->setValue(120.0);
        m_panel->offsetSpin()->setValue(0.1);
        QCOMPARE(m_panel->grid().bpm, 120.0);
        const int steps = m_document->undoStack()->count();
        m_panel->nudge(1.0);
        QVERIFY(near(m_panel->grid().offset, 0.6, 1e-9));
        m_panel->nudge(-0.5);
        QVERIFY(near(m_panel->grid().offset, 0.35, 1e-9));
        QVERIFY(near(m_panel->offsetSpin()->value(), 0.35, 1e-9));
        QCOMPARE(m_document->undoStack()->count(), steps + 2);
        m_document->undoStack()->undo();
        m_document->undoStack()->undo();
        QVERIFY(near(m_panel->grid().offset, 0.1, 1e-9));
    }

    void tapTempo_averagesTaps_andAPauseStartsOver()
    {
        const int steps = m_document->undoStack()->count();
        for (double t : {10.0, 10.52, 10.98, 11.5, 12.0}) // ±20 ms jitter around 0.5 s
            m_panel->tapAt(t);
        QVERIFY2(near(m_panel->grid().bpm, 120.0, 1.0), qPrintable(QString::number(m_panel->grid().bpm)));
        QCOMPARE(m_document->undoStack()->count(), steps + 1); // one run of taps: one undo step
        m_panel->tapAt(20.0);
        m_panel->tapAt(20.4);
        QVERIFY(near(m_panel->grid().bpm, 150.0, 0.01));
        QCOMPARE(m_document->undoStack()->count(), steps + 2);
    }

    void tapKey_tapsTheTempo()
    {
        m_panel->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_panel.get()));
        QTest::keyClick(m_panel.get(), Qt::Key_T);
        QTest::qWait(250);
        QTest::keyClick(m_panel.get(), Qt::Key_T);
        QVERIFY(m_document->config().beat); // the second tap set a tempo
        QVERIFY(m_panel->grid().bpm > 60.0 && m_panel->grid().bpm <= 400.0);
    }

    void dragGrid_movesOffset_shiftDragStretchesTempo()
    {
        load();
        m_panel->bpmSpin()->setValue(120.0);
        m_panel->offsetSpin()->setValue(0.0);
        WaveformView *view = m_panel->detailView();
        view->setSpan(0.0, 4.0);
        const int steps = m_document->undoStack()->count();
        // Beat 2 (t = 1.0 s) is grabbed and moved 0.1 s later: the whole grid moves.
        const QPoint from(qRound(view->xOf(1.0)), view->height() / 2);
        const QPoint to(qRound(view->xOf(1.1)), view->height() / 2);
        QTest::mousePress(view, Qt::LeftButton, {}, from);
        QTest::mouseMove(view, (from + to) / 2);
        QTest::mouseMove(view, to);
        QTest::mouseRelease(view, Qt::LeftButton, {}, to);
        QVERIFY2(near(m_panel->grid().offset, view->timeAt(to.x()) - 1.0, 1e-9),
                 qPrintable(QString::number(m_panel->grid().offset)));
        QCOMPARE(m_panel->grid().bpm, 120.0);
        QCOMPARE(m_document->undoStack()->count(), steps + 1);
        // Shift-drag beat 2 to 1.3 s about beat 0 (now at the new offset): the period stretches.
        const double offset = m_panel->grid().offset;
        const QPoint grab(qRound(view->xOf(offset + 1.0)), view->height() / 2);
        const QPoint drop(qRound(view->xOf(1.3)), view->height() / 2);
        QTest::mousePress(view, Qt::LeftButton, Qt::ShiftModifier, grab);
        QTest::mouseMove(view, drop);
        QTest::mouseRelease(view, Qt::LeftButton, Qt::ShiftModifier, drop);
        const double expected = 60.0 / ((view->timeAt(drop.x()) - offset) / 2.0);
        QVERIFY2(near(m_panel->grid().bpm, expected, 1e-6), qPrintable(QString::number(m_panel->grid().bpm)));
        QCOMPARE(m_panel->grid().offset, offset);
        QCOMPARE(m_document->undoStack()->count(), steps + 2);
    }

    void clickAwayFromLines_seeks()
    {
        load();
        m_panel->bpmSpin()->setValue(60.0);
        m_panel->offsetSpin()->setValue(0.0);
        WaveformView *view = m_panel->detailView();
        view->setSpan(0.0, 4.0);
        const QPoint at(qRound(view->xOf(2.5)), 10);
        QTest::mouseClick(view, Qt::LeftButton, {}, at);
        QVERIFY(near(view->playhead(), view->timeAt(at.x()), 1e-9));
        QVERIFY(near(m_panel->overview()->playhead(), view->playhead(), 1e-9));
        QCOMPARE(m_panel->alignmentView()->firstBeat(), 3);
    }

    void exportMix_writesTheMusicLengthWithClicks()
    {
        load();
        const QString out = m_dir.filePath(QStringLiteral("mix.wav"));
        const Status written = m_panel->exportMix(out);
        QVERIFY2(written, written ? "" : written.error().toString().c_str());
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.size(), static_cast<qint64>(44 + 2 * m_samples));
    }

    void undecodableFile_showsWhyAndKeepsEverything()
    {
        load();
        const BeatConfig before = m_panel->grid();
        const auto audio = m_panel->audio();
        const QString bad = m_dir.filePath(QStringLiteral("broken.mp3"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray("not music at all\n").repeated(300));
        f.close();
        QSignalSpy failed(m_panel.get(), &BeatPanel::musicFailed);
        m_panel->loadMusic(bad);
        QVERIFY(failed.wait(30000));
        QVERIFY2(m_panel->statusText().contains(QStringLiteral("broken.mp3")),
                 qPrintable(m_panel->statusText()));
        QCOMPARE(m_panel->audio(), audio);
        QCOMPARE(m_panel->grid(), before);
    }

    void openedConfigWithMusic_loadsItRelativeToTheConfig()
    {
        Config config;
        config.generator = "cave";
        config.params = m_document->config().params;
        config.beat = BeatConfig{};
        config.beat->music = "drums.wav";
        QSignalSpy loaded(m_panel.get(), &BeatPanel::musicLoaded);
        m_document->reset(config, m_dir.filePath(QStringLiteral("level.yaml")));
        QVERIFY(loaded.wait(30000));
        QCOMPARE(m_panel->musicPath(), QFileInfo(m_wav).absoluteFilePath());
        QCOMPARE(m_document->config().beat->music, std::string("drums.wav"));
        QCOMPARE(m_document->undoStack()->count(), 0); // opening changed nothing
    }

    void mainWindow_hasTheBeatDock_andAScreenshot()
    {
        MainWindow window;
        window.resize(1600, 1000);
        QVERIFY(window.beatPanel());
        auto *dock = window.findChild<QDockWidget *>(QStringLiteral("beatDock"));
        QVERIFY(dock);
        dock->show();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QSignalSpy loaded(window.beatPanel(), &BeatPanel::musicLoaded);
        window.beatPanel()->loadMusic(m_wav);
        QVERIFY(loaded.wait(30000));
        QSignalSpy detected(window.beatPanel(), &BeatPanel::detected);
        window.beatPanel()->detect();
        QVERIFY(detected.wait(60000));
        window.beatPanel()->seek(4.0);
        QTest::qWait(50);
        const QString shot = qEnvironmentVariable("MAPSMITH_BEAT_SCREENSHOT");
        if (!shot.isEmpty())
            window.grab().save(shot);
        QVERIFY(window.beatPanel()->detailView()->isVisible());
    }

private:
    void load()
    {
        QSignalSpy loaded(m_panel.get(), &BeatPanel::musicLoaded);
        m_panel->loadMusic(m_wav);
        QVERIFY(loaded.wait(30000));
        QVERIFY(m_panel->audio());
    }

    QTemporaryDir m_dir;
    QString m_wav;
    std::size_t m_samples = 0;
    std::unique_ptr<MapDocument> m_document;
    std::unique_ptr<BeatPanel> m_panel;
};

QTEST_MAIN(TestBeatPanel)
#include "test_beat_panel.moc"
