// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Decoding the same music as WAV, MP3, FLAC and Ogg Vorbis (written by the ffmpeg CLI from a WAV made here):
// every format starts at the same sample, so the detected offset agrees; the MP3's LAME tag is read and its
// encoder delay and padding are handled explicitly; off-thread decoding reports progress and fails cleanly.
#include "../beat/synth.h"
#include "audio/audioduration.h"
#include "audio/audiojobs.h"
#include "audio/clickmix.h"
#include "audio/decoder.h"
#include "audio/mp3gapless.h"

#include <mapsmith/beat/analysis.h>

#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace mapsmith;

namespace {

constexpr double kOffset = 0.37;

/// Index of the first sample louder than `level`: the first onset, to the sample.
std::ptrdiff_t firstOnset(const std::vector<float> &s, float level = 0.2f)
{
    const auto it = std::find_if(s.begin(), s.end(), [level](float v) { return std::abs(v) > level; });
    return it == s.end() ? -1 : it - s.begin();
}

} // namespace

class TestAudioFormats : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("ffmpeg")).isEmpty(),
                 "the ffmpeg CLI (Debian package ffmpeg) writes the compressed files");
        QVERIFY(m_dir.isValid());
        synthaudio::Track track;
        track.bpm = 120.0;
        track.offset = kOffset;
        track.seconds = 12.0;
        m_music = synthaudio::synth(track, 5);
        m_wav = m_dir.filePath(QStringLiteral("drums.wav"));
        QFile f(m_wav);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(clickMixWav(m_music, synthaudio::kRate, {}, 0.0));
        f.close();
        for (const char *ext : {"mp3", "flac", "ogg"}) {
            const QString out = m_dir.filePath(QStringLiteral("drums.") + QLatin1String(ext));
            QProcess ffmpeg;
            ffmpeg.start(QStringLiteral("ffmpeg"),
                         {QStringLiteral("-y"), QStringLiteral("-loglevel"), QStringLiteral("error"),
                          QStringLiteral("-i"), m_wav, out});
            QVERIFY(ffmpeg.waitForFinished(60000));
            QVERIFY2(ffmpeg.exitCode() == 0, ffmpeg.readAllStandardError().constData());
        }
    }

    void lameTag_ofFfmpegMp3_givesTheWavLength()
    {
        QFile f(m_dir.filePath(QStringLiteral("drums.mp3")));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const auto tag = readMp3Gapless(f.read(64 * 1024));
        QVERIFY(tag);
        QCOMPARE(tag->sampleRate, 44100);
        QCOMPARE(tag->samplesPerFrame, 1152);
        QCOMPARE(tag->encoderDelay, 576);
        QCOMPARE(tag->musicSamples(), static_cast<long long>(m_music.size()));
    }

    void headerDuration_ofWavMp3Flac_isTheMusicLength()
    {
        const qint64 expected = static_cast<qint64>(m_music.size()) * 1000 / synthaudio::kRate;
        for (const char *ext : {"wav", "mp3", "flac"}) {
            QFile f(m_dir.filePath(QStringLiteral("drums.") + QLatin1String(ext)));
            QVERIFY(f.open(QIODevice::ReadOnly));
            const qint64 ms = headerDurationMs(f.read(64 * 1024), f.size());
            QVERIFY2(std::abs(ms - expected) <= 1, qPrintable(QStringLiteral("%1: %2 ms").arg(ext).arg(ms)));
        }
        QCOMPARE(headerDurationMs(QByteArray("OggS and more"), 13), qint64{-1});
    }

    void lameTag_notAnMp3_isNone()
    {
        QVERIFY(!readMp3Gapless(QByteArray("RIFF....WAVEfmt ")));
        QVERIFY(!readMp3Gapless(QByteArray(4000, '\0')));
        QByteArray frame(400, '\0'); // a valid MPEG-1 layer III header with no Xing/Info tag
        frame[0] = static_cast<char>(0xff);
        frame[1] = static_cast<char>(0xfb);
        frame[2] = static_cast<char>(0x90);
        QVERIFY(!readMp3Gapless(frame));
    }

    void untrimmedDecode_isTrimmedByTheTag()
    {
        // What a decoder that ignores the tag delivers: delay + 529 samples of lead-in, the music, padding.
        Mp3Gapless tag;
        tag.sampleRate = 44100;
        tag.samplesPerFrame = 1152;
        tag.encoderDelay = 576;
        tag.frames = 100;
        tag.padding = static_cast<int>(tag.frames * 1152 - 576 - 110000);
        DecodedAudio audio;
        audio.sampleRate = 44100;
        audio.mono.assign(static_cast<std::size_t>(tag.frames * 1152), 0.0f);
        for (std::size_t i = 0; i < 110000; ++i)
            audio.mono[static_cast<std::size_t>(tag.leadingSamples()) + i] = i == 0 ? 1.0f : 0.5f;
        applyMp3Gapless(tag, audio);
        QCOMPARE(audio.trimmedLeadingSamples, 576 + 529);
        QCOMPARE(audio.mono.size(), std::size_t{110000});
        QCOMPARE(audio.mono.front(), 1.0f);
        // Already trimmed: left alone.
        applyMp3Gapless(tag, audio);
        QCOMPARE(audio.mono.size(), std::size_t{110000});
        QCOMPARE(audio.mono.front(), 1.0f);
    }

    void everyFormat_startsAtTheWavsFirstOnset_data()
    {
        QTest::addColumn<QString>("ext");
        QTest::newRow("mp3") << QStringLiteral("mp3");
        QTest::newRow("flac") << QStringLiteral("flac");
        QTest::newRow("ogg") << QStringLiteral("ogg");
    }

    void everyFormat_startsAtTheWavsFirstOnset()
    {
        QFETCH(QString, ext);
        const auto wav = decodeAudioFile(m_wav);
        QVERIFY2(wav, wav ? "" : wav.error().toString().c_str());
        const auto other = decodeAudioFile(m_dir.filePath(QStringLiteral("drums.") + ext));
        QVERIFY2(other, other ? "" : other.error().toString().c_str());
        QCOMPARE(other->sampleRate, wav->sampleRate);
        QVERIFY2(
            std::abs(static_cast<double>(other->mono.size()) - static_cast<double>(wav->mono.size())) < 1200,
            qPrintable(QStringLiteral("%1 vs %2 samples").arg(other->mono.size()).arg(wav->mono.size())));
        const auto a = firstOnset(wav->mono);
        const auto b = firstOnset(other->mono);
        QVERIFY(a > 0);
        QVERIFY2(std::abs(a - b) <= 44, qPrintable(QStringLiteral("first onset %1 vs %2").arg(b).arg(a)));

        const auto beatsWav = analyzeBeats(wav->mono, wav->sampleRate);
        const auto beatsOther = analyzeBeats(other->mono, other->sampleRate);
        QVERIFY(beatsWav && beatsOther && beatsWav->found && beatsOther->found);
        QVERIFY2(std::abs(beatsWav->offset - beatsOther->offset) < 0.002,
                 qPrintable(QStringLiteral("offset %1 vs %2").arg(beatsOther->offset).arg(beatsWav->offset)));
        QVERIFY(std::abs(beatsOther->bpm - 120.0) < 2.4);
    }

    void jobs_decodeOffThread_reportProgressAndResult()
    {
        AudioJobs jobs;
        QSignalSpy done(&jobs, &AudioJobs::decoded);
        QSignalSpy progress(&jobs, &AudioJobs::decodeProgress);
        jobs.decode(m_dir.filePath(QStringLiteral("drums.mp3")));
        QVERIFY(jobs.isBusy());
        QVERIFY(done.wait(60000));
        QVERIFY(!jobs.isBusy());
        QVERIFY(!progress.isEmpty());
        QVERIFY(progress.last().at(0).toDouble() > 0.5);
        const auto audio = done.first().at(1).value<std::shared_ptr<const DecodedAudio>>();
        QVERIFY(audio && audio->mp3Tagged);
    }

    void jobs_undecodableFile_failsWithTheFileName()
    {
        const QString fake = m_dir.filePath(QStringLiteral("notes.mp3"));
        QFile f(fake);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray("these are not the droids\n").repeated(200));
        f.close();
        AudioJobs jobs;
        QSignalSpy failed(&jobs, &AudioJobs::decodeFailed);
        jobs.decode(fake);
        QVERIFY(failed.wait(30000));
        QVERIFY2(failed.first().at(1).toString().contains(QStringLiteral("notes.mp3")),
                 qPrintable(failed.first().at(1).toString()));
    }

    void jobs_cancel_deliversNothing()
    {
        AudioJobs jobs;
        QSignalSpy done(&jobs, &AudioJobs::decoded);
        QSignalSpy failed(&jobs, &AudioJobs::decodeFailed);
        jobs.decode(m_wav);
        jobs.cancel();
        QVERIFY(!jobs.isBusy());
        QTest::qWait(1500);
        QCOMPARE(done.count() + failed.count(), 0);
    }

private:
    QTemporaryDir m_dir;
    std::vector<float> m_music;
    QString m_wav;
};

QTEST_GUILESS_MAIN(TestAudioFormats)
#include "test_audio_formats.moc"
