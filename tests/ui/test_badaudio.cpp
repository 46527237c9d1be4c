// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// Bad music in the editor's beat panel (docs/RELIABILITY.md): an empty, undecodable, over-long or mislabelled
// file is decoded off the GUI thread like any other; a bad one ends in one musicFailed with a message naming
// the file, shown in the panel, and the panel's music, the document's beat section and its undo history stay
// as they were. A good file with the wrong extension opens.

#include "audiotest.h"
#include "audition/beatpanel.h"

#include <QFile>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace mapsmith;

namespace {

constexpr int kRate = 44100;

QString badInput(const char *name)
{
    return QStringLiteral(MAPSMITH_SOURCE_DIR "/tests/data/badinputs/") + QLatin1String(name);
}

/// Two seconds of a quiet 441 Hz tone.
QByteArray shortWav()
{
    std::vector<std::int16_t> samples(2 * kRate);
    for (std::size_t i = 0; i < samples.size(); ++i)
        samples[i] = static_cast<std::int16_t>(i % 100 < 50 ? 3000 : -3000);
    return QByteArray::fromStdString(wavfile::bytes(samples, kRate));
}

} // namespace

class TestBadAudio : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        audiotest::initSuite();
        QVERIFY(m_dir.isValid());
        m_good = m_dir.filePath(QStringLiteral("good.wav"));
        QVERIFY(uitest::writeText(m_good, shortWav()));
    }

    void badMusic_failsWithItsNameAndKeepsWhatWasLoaded_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("says"); // what follows "FILE: " in the message
        const QString notAudio =
            QStringLiteral("cannot decode audio: not an audio file, or a format this build cannot read");
        QTest::newRow("zero-length") << badInput("empty.wav") << QStringLiteral("the file is empty");
        QTest::newRow("cut RIFF header") << badInput("truncated.wav") << notAudio;
        QTest::newRow("text named .wav") << badInput("not_audio.wav") << notAudio;
        // Text named .ogg: the extension does not decide, the content does.
        const QString ogg = m_dir.filePath(QStringLiteral("notes.ogg"));
        QVERIFY(uitest::writeText(ogg, "these are not the notes you are looking for\n"));
        QTest::newRow("text named .ogg") << ogg << notAudio;
        // A 16-bit mono WAV whose header says 40 minutes (a sparse file: 212 MB that take no disk), refused
        // by its header before any decoding.
        const QString huge = m_dir.filePath(QStringLiteral("huge.wav"));
        {
            const auto data = static_cast<std::uint32_t>(40 * 60 * kRate * 2);
            const std::string header = wavfile::header(kRate, data);
            QFile f(huge);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QVERIFY(f.write(header.data(), static_cast<qint64>(header.size())) == 44);
            QVERIFY(f.resize(44 + qint64{data}));
        }
        QTest::newRow("40 minutes") << huge
                                    << QStringLiteral(
                                           "the music lasts more than 30 minutes, the most a level's "
                                           "music may last");
    }

    void badMusic_failsWithItsNameAndKeepsWhatWasLoaded()
    {
        QFETCH(QString, path);
        QFETCH(QString, says);
        MapDocument document;
        BeatPanel panel(&document);
        QSignalSpy loaded(&panel, &BeatPanel::musicLoaded);
        QSignalSpy failed(&panel, &BeatPanel::musicFailed);
        panel.loadMusic(m_good);
        QVERIFY(loaded.wait(30000));
        const auto audio = panel.audio();
        const QString music = panel.musicPath();
        const auto beat = document.config().beat;
        const int undo = document.undoStack()->count();

        panel.loadMusic(path);
        QVERIFY(failed.wait(30000));
        QCOMPARE(failed.size(), 1);
        QCOMPARE(failed.first().first().toString(), path + QStringLiteral(": ") + says);
        qInfo("%s", qPrintable(panel.statusText())); // the text docs/RELIABILITY.md quotes
        QVERIFY2(panel.statusText().contains(says), qPrintable(panel.statusText()));
        QCOMPARE(loaded.size(), 1);
        QCOMPARE(panel.audio(), audio);
        QCOMPARE(panel.musicPath(), music);
        QVERIFY(document.config().beat == beat);
        QCOMPARE(document.undoStack()->count(), undo);
        QVERIFY(!panel.isBusy());
    }

    void goodWavNamedMp3_opens()
    {
        const QString mp3 = m_dir.filePath(QStringLiteral("really_a_wav.mp3"));
        QVERIFY(QFile::copy(m_good, mp3));
        MapDocument document;
        BeatPanel panel(&document);
        QSignalSpy loaded(&panel, &BeatPanel::musicLoaded);
        panel.loadMusic(mp3);
        QVERIFY(loaded.wait(30000));
        QCOMPARE(panel.audio()->sampleRate, kRate);
        QCOMPARE(panel.audio()->mono.size(), std::size_t{2 * kRate});
    }

private:
    QTemporaryDir m_dir;
    QString m_good;
};

QTEST_MAIN(TestBadAudio)
#include "test_badaudio.moc"
