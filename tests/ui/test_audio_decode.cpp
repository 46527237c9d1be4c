// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// decodeAudioFile through FFmpeg's libraries (ui/audio/decoderffmpeg.cpp): every WAV sample layout gives the
// same mono samples, channels are averaged, other rates are resampled to 44.1 kHz, a file cut short gives
// what it holds, a long file is decoded in one pass (the old decoder's quadratic copy timed out on it),
// progress rises to the end, and cancelling stops the decode.
#include "audio/decoder.h"
#include "uitest.h"

// clang-format off
#include <mapsmith/generate/generator.h>
// clang-format on

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <numbers>
#include <string>
#include <vector>

using namespace mapsmith;

namespace {

constexpr int kRate = 44100;

void put(std::string &out, std::uint32_t v, int bytes)
{
    for (int i = 0; i < bytes; ++i)
        out.push_back(static_cast<char>((v >> (8 * i)) & 0xffu));
}

/// A RIFF/WAVE header: format 1 (PCM) or 3 (IEEE float), any channel count and sample size.
std::string wavHeader(int format, int channels, int bits, int rate, std::uint32_t dataBytes)
{
    std::string h = "RIFF";
    put(h, 36 + dataBytes, 4);
    h += "WAVEfmt ";
    put(h, 16, 4);
    put(h, static_cast<std::uint32_t>(format), 2);
    put(h, static_cast<std::uint32_t>(channels), 2);
    put(h, static_cast<std::uint32_t>(rate), 4);
    put(h, static_cast<std::uint32_t>(rate * channels * bits / 8), 4);
    put(h, static_cast<std::uint32_t>(channels * bits / 8), 2);
    put(h, static_cast<std::uint32_t>(bits), 2);
    h += "data";
    put(h, dataBytes, 4);
    return h;
}

/// Interleaved frames (one vector per channel, equal lengths) in the given layout.
std::string wavFile(int format, int bits, int rate, const std::vector<std::vector<float>> &channels)
{
    std::string data;
    for (std::size_t i = 0; i < channels.front().size(); ++i) {
        for (const auto &c : channels) {
            const double v = std::clamp(static_cast<double>(c[i]), -1.0, 1.0);
            if (format == 3) {
                const float f = static_cast<float>(v);
                std::uint32_t u = 0;
                std::memcpy(&u, &f, 4);
                put(data, u, 4);
            } else if (bits == 8) {
                put(data, static_cast<std::uint32_t>(std::lround(v * 127.0) + 128), 1);
            } else {
                const double scale = std::ldexp(1.0, bits - 1) - 1.0;
                put(data, static_cast<std::uint32_t>(static_cast<std::int32_t>(std::lround(v * scale))),
                    bits / 8);
            }
        }
    }
    return wavHeader(format, static_cast<int>(channels.size()), bits, rate,
                     static_cast<std::uint32_t>(data.size())) +
           data;
}

std::vector<float> tone(double hz, double seconds, int rate, double amplitude)
{
    std::vector<float> s(static_cast<std::size_t>(seconds * rate));
    for (std::size_t i = 0; i < s.size(); ++i)
        s[i] = static_cast<float>(amplitude *
                                  std::sin(2.0 * std::numbers::pi * hz * static_cast<double>(i) / rate));
    return s;
}

int upwardZeroCrossings(const std::vector<float> &s)
{
    int n = 0;
    for (std::size_t i = 1; i < s.size(); ++i)
        n += s[i - 1] < 0.0f && s[i] >= 0.0f ? 1 : 0;
    return n;
}

double maxDifference(const std::vector<float> &a, const std::vector<float> &b)
{
    double d = 0.0;
    for (std::size_t i = 0; i < std::min(a.size(), b.size()); ++i)
        d = std::max(d, std::abs(static_cast<double>(a[i]) - b[i]));
    return d;
}

} // namespace

class TestAudioDecode : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        uitest::isolateSettings();
        QVERIFY(m_dir.isValid());
    }

    void everyWavLayout_givesTheSameMonoSamples_data()
    {
        QTest::addColumn<int>("format");
        QTest::addColumn<int>("bits");
        QTest::addColumn<double>("tolerance"); // the layout's quantisation step
        QTest::newRow("8-bit unsigned") << 1 << 8 << 1.0 / 100;
        QTest::newRow("16-bit") << 1 << 16 << 1.0 / 30000;
        QTest::newRow("24-bit") << 1 << 24 << 1e-6;
        QTest::newRow("32-bit float") << 3 << 32 << 1e-7;
    }

    void everyWavLayout_givesTheSameMonoSamples()
    {
        QFETCH(int, format);
        QFETCH(int, bits);
        QFETCH(double, tolerance);
        const std::vector<float> music = tone(441.0, 1.0, kRate, 0.5);
        const QString path = m_dir.filePath(QStringLiteral("layout%1_%2.wav").arg(format).arg(bits));
        QVERIFY(uitest::writeText(path, QByteArray::fromStdString(wavFile(format, bits, kRate, {music}))));
        const auto audio = decodeAudioFile(path);
        QVERIFY2(audio, audio ? "" : audio.error().toString().c_str());
        QCOMPARE(audio->sampleRate, kRate);
        QCOMPARE(audio->mono.size(), music.size());
        QVERIFY2(maxDifference(audio->mono, music) <= tolerance,
                 qPrintable(QString::number(maxDifference(audio->mono, music))));
    }

    void stereo_isTheAverageOfItsChannels()
    {
        const std::vector<float> left = tone(441.0, 1.0, kRate, 0.6);
        const std::vector<float> right = tone(882.0, 1.0, kRate, 0.2);
        const QString path = m_dir.filePath(QStringLiteral("stereo.wav"));
        QVERIFY(uitest::writeText(path, QByteArray::fromStdString(wavFile(3, 32, kRate, {left, right}))));
        const auto audio = decodeAudioFile(path);
        QVERIFY(audio);
        std::vector<float> average(left.size());
        for (std::size_t i = 0; i < left.size(); ++i)
            average[i] = 0.5f * (left[i] + right[i]);
        QCOMPARE(audio->mono.size(), average.size());
        QVERIFY2(maxDifference(audio->mono, average) < 1e-6,
                 qPrintable(QString::number(maxDifference(audio->mono, average))));
    }

    void otherRate_isResampledTo44100_keepingPitchAndLength()
    {
        const QString path = m_dir.filePath(QStringLiteral("48k.wav"));
        QVERIFY(uitest::writeText(
            path, QByteArray::fromStdString(wavFile(1, 16, 48000, {tone(1000.0, 2.0, 48000, 0.5)}))));
        const auto audio = decodeAudioFile(path);
        QVERIFY(audio);
        QCOMPARE(audio->sampleRate, kRate);
        QVERIFY2(std::abs(static_cast<double>(audio->mono.size()) - 2.0 * kRate) <= 64,
                 qPrintable(QString::number(audio->mono.size())));
        QVERIFY(std::abs(upwardZeroCrossings(audio->mono) - 2000) <= 2); // still 1 kHz
    }

    void wavCutInItsData_givesTheSamplesBeforeTheCut()
    {
        const std::vector<float> music = tone(441.0, 2.0, kRate, 0.5);
        std::string bytes = wavFile(1, 16, kRate, {music});
        bytes.resize(44 + 2 * kRate); // the header still says 2 s; one second of samples is there
        const QString path = m_dir.filePath(QStringLiteral("cut.wav"));
        QVERIFY(uitest::writeText(path, QByteArray::fromStdString(bytes)));
        const auto audio = decodeAudioFile(path);
        QVERIFY2(audio, audio ? "" : audio.error().toString().c_str());
        QCOMPARE(audio->mono.size(), std::size_t{kRate});
        QVERIFY(maxDifference(audio->mono, music) < 1.0 / 30000);
    }

    void fourMinuteStereoWav_isDecodedWhole()
    {
        // A sparse file: the header of 4 minutes of 16-bit stereo, then zeros that take no disk. The decoder
        // that reserved exactly each buffer's size copied every sample so far per buffer and gave up here
        // ("decoding timed out" after 120 s).
        const auto frames = static_cast<std::uint32_t>(240 * kRate);
        const QString path = m_dir.filePath(QStringLiteral("long.wav"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        const std::string header = wavHeader(1, 2, 16, kRate, frames * 4);
        QCOMPARE(f.write(header.data(), static_cast<qint64>(header.size())), qint64{44});
        QVERIFY(f.resize(44 + qint64{frames} * 4));
        f.close();
        const auto audio = decodeAudioFile(path);
        QVERIFY2(audio, audio ? "" : audio.error().toString().c_str());
        QCOMPARE(audio->mono.size(), std::size_t{frames});
        QCOMPARE(audio->durationSeconds, 240.0);
    }

    void progress_risesToTheEnd_andCancelStopsTheDecode()
    {
        const QString path = m_dir.filePath(QStringLiteral("progress.wav"));
        QVERIFY(uitest::writeText(
            path, QByteArray::fromStdString(wavFile(1, 16, kRate, {tone(441.0, 20.0, kRate, 0.3)}))));
        std::vector<double> seen;
        RunControl control;
        control.progress = [&seen](double f) { seen.push_back(f); };
        QVERIFY(decodeAudioFile(path, &control));
        QVERIFY(seen.size() >= 10);
        QVERIFY(std::is_sorted(seen.begin(), seen.end()));
        QVERIFY(seen.back() > 0.95 && seen.back() <= 1.0);

        std::atomic<bool> cancel{false};
        int reports = 0;
        RunControl cancelling;
        cancelling.cancel = &cancel;
        cancelling.progress = [&](double) {
            if (++reports == 2)
                cancel = true;
        };
        const auto cancelled = decodeAudioFile(path, &cancelling);
        QVERIFY(!cancelled);
        QCOMPARE(cancelled.error().kind, ErrorKind::Cancelled);
        QCOMPARE(reports, 2); // it stopped at the next packet, before the next report
    }

private:
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestAudioDecode)
#include "test_audio_decode.moc"
