// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// With no working Qt Multimedia backend (here: QT_MEDIA_BACKEND names one that is not installed, as on a
// machine without the FFmpeg plugin), audio says so and the rest of the editor works: the beat panel shows
// why, opening music fails with a message naming the file, the Play dock plays on wall time, nothing crashes
// and nothing falls back to GStreamer.
#include "audio/decoder.h"
#include "audio/mediabackend.h"
#include "audio/musictransport.h"
#include "audiotest.h"
#include "audition/beatpanel.h"
#include "mainwindow.h"
#include "play/playpanel.h"
#include "play/playview.h"
#include "playdocktest.h"

#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QTemporaryDir>

using namespace mapsmith;

class TestNoMedia : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        qputenv("QT_MEDIA_BACKEND", "nosuchbackend"); // before anything asks for the backend
        audiotest::initSuite();
        m_wav = audiotest::writeClickTrack(m_dir);
        QVERIFY(!m_wav.isEmpty());
    }

    void missingBackend_isUnavailableWithItsName()
    {
        QVERIFY(!media::ensureBackend());
        const QString reason = media::unavailableReason();
        QVERIFY2(reason.contains(QStringLiteral("nosuchbackend")), qPrintable(reason));
        QVERIFY2(reason.contains(QStringLiteral("ffmpeg")), qPrintable(reason)); // what is installed instead
    }

    void decode_failsNamingTheFileAndWhy()
    {
        const Result<DecodedAudio> audio = decodeAudioFile(m_wav);
        QVERIFY(!audio);
        const QString message = QString::fromStdString(audio.error().toString());
        QVERIFY2(message.contains(QStringLiteral("song.wav")), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("Audio is unavailable")), qPrintable(message));
    }

    void transport_playsSilentlyOnWallTime()
    {
        MusicTransport transport;
        transport.setMusic(m_wav, 10.0);
        transport.play();
        QVERIFY(transport.isPlaying());
        QVERIFY(transport.isSilent());
        QTRY_VERIFY(transport.position() > 0.05);
        transport.seek(3.0);
        QVERIFY(transport.position() >= 3.0);
        transport.stop();
        QCOMPARE(transport.position(), 0.0);
    }

    void mainWindow_beatPanelSaysSo_playDockPlays()
    {
        MainWindow window;
        window.resize(1600, 1000);
        QVERIFY(uitest::waitForMap(window.document()));
        window.show();
        auto *beatDock = window.findChild<QDockWidget *>(QStringLiteral("beatDock"));
        QVERIFY(beatDock);
        beatDock->show();
        auto *status = window.beatPanel()->findChild<QLabel *>(QStringLiteral("beatStatus"));
        QVERIFY(status);
        QVERIFY2(status->text().contains(QStringLiteral("Audio is unavailable")), qPrintable(status->text()));

        QSignalSpy failed(window.beatPanel(), &BeatPanel::musicFailed);
        window.beatPanel()->loadMusic(m_wav);
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 20000);
        QVERIFY(failed.first().first().toString().contains(QStringLiteral("song.wav")));

        // The rest of the editor: a play on the corridor, on wall time, moves the player.
        window.document()->resetWithMap(uitest::corridor(), {});
        window.playDock()->show();
        window.playDock()->raise();
        PlayView *view = window.playPanel()->view();
        QTRY_VERIFY(view->hasSession());
        QVERIFY(uitest::startPlay(view));
        const Point before = view->session().player();
        view->setFocus();
        QTest::keyClick(view, Qt::Key_D);
        QTRY_VERIFY(view->session().player() != before);
    }

private:
    QTemporaryDir m_dir;
    QString m_wav;
};

QTEST_MAIN(TestNoMedia)
#include "test_no_media.moc"
