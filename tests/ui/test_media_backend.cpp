// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The media backend is chosen in one place (ui/audio/mediabackend.h) that the editor, the CLI and the tests
// go through: FFmpeg when the user names none. The editor with its music, the decoder and the metronome never
// load GStreamer, whose Qt plugin crashes when GStreamer's own plugins are missing (a fresh Debian machine).
#include "audio/decoder.h"
#include "audio/mediabackend.h"
#include "audio/musictransport.h"
#include "audiotest.h"
#include "audition/beatpanel.h"
#include "mainwindow.h"

#include <QDockWidget>
#include <QFile>
#include <QTemporaryDir>

using namespace mapsmith;

namespace {

/// The shared objects mapped into this process whose path contains `part`.
QStringList mappedLibraries(const QString &part)
{
    QFile maps(QStringLiteral("/proc/self/maps"));
    QStringList found;
    if (!maps.open(QIODevice::ReadOnly))
        return found;
    for (const QByteArray &line : maps.readAll().split('\n')) {
        const QString text = QString::fromLocal8Bit(line);
        if (text.contains(part))
            found << text.section(QLatin1Char(' '), -1);
    }
    found.removeDuplicates();
    return found;
}

} // namespace

class TestMediaBackend : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        qunsetenv("QT_MEDIA_BACKEND"); // the user's choice is none: Mapsmith picks
        audiotest::initSuite();
        m_wav = audiotest::writeClickTrack(m_dir);
        QVERIFY(!m_wav.isEmpty());
    }

    void noChoice_isFFmpeg()
    {
        QVERIFY2(media::ensureBackend(), qPrintable(media::unavailableReason()));
        QCOMPARE(qgetenv("QT_MEDIA_BACKEND"), QByteArray("ffmpeg"));
        QVERIFY(media::unavailableReason().isEmpty());
        QVERIFY(!mappedLibraries(QStringLiteral("ffmpegmediaplugin")).isEmpty());
    }

    void editorWithMusic_neverLoadsGStreamer()
    {
        const Result<DecodedAudio> audio = decodeAudioFile(m_wav);
        QVERIFY2(audio, audio ? "" : audio.error().toString().c_str());
        MainWindow window;
        window.resize(1600, 1000);
        QVERIFY(uitest::waitForMap(window.document()));
        window.show();
        window.findChild<QDockWidget *>(QStringLiteral("beatDock"))->show();
        QSignalSpy loaded(window.beatPanel(), &BeatPanel::musicLoaded);
        window.beatPanel()->loadMusic(m_wav);
        QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 20000);
        window.beatPanel()->transport()->play();
        QTest::qWait(100);
        window.beatPanel()->transport()->stop();
        const QStringList gst = mappedLibraries(QStringLiteral("gstreamer"));
        QVERIFY2(gst.isEmpty(), qPrintable(gst.join(QLatin1Char(' '))));
    }

private:
    QTemporaryDir m_dir;
    QString m_wav;
};

QTEST_MAIN(TestMediaBackend)
#include "test_media_backend.moc"
