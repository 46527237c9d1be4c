// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "../beat/wavfile.h"
#include "cliprocess.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numbers>
#include <vector>

using namespace clitest;

class TestCliBeat : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void drumsPlain_reportTheTempoWithinTwoPercent();
    void drumsJson_beatsSitOnTheTrueGrid();
    void silence_isFoundNoAndExitsZero();
    void textFileNamedWav_exitsTwoWithOneLineNamingTheFile();
    void missingFile_exitsTwoNamingTheFile();
    void missingDecoderModule_exitsTwoNamingTheFileAndTheModule();
    void clickMix_writesTheSameLengthLouderAtTheBeats();
    void helpBeat_printsUsage();
    void whiteNoise_saysNoSteadyBeatWithItsConfidence();
    void tempoJump_reportsTwoSectionsInsteadOfOneGrid();

private:
    QTemporaryDir m_dir;
    QString m_drums;
    QString m_silence;
    std::vector<std::int16_t> m_drumSamples;
};

namespace {

constexpr int kRate = 44100;
constexpr double kBpm = 120.0;
constexpr double kOffset = 0.25;
constexpr double kSeconds = 20.0;

QByteArray wavFile(const std::vector<std::int16_t> &samples)
{
    return QByteArray::fromStdString(wavfile::bytes(samples, kRate));
}

// Kicks at `bpm` from `from` to `to` seconds into x: a decaying 60 Hz sine plus a short burst of noise.
void addKicks(std::vector<double> &x, double bpm, double from, double to, std::uint32_t &seed)
{
    const auto noise = [&seed] {
        seed = seed * 1664525u + 1013904223u;
        return static_cast<double>(seed) / 2147483648.0 - 1.0;
    };
    const auto kick = static_cast<std::size_t>(0.15 * kRate);
    for (double t0 = from; t0 < to - 1e-9; t0 += 60.0 / bpm) {
        const auto start = static_cast<std::size_t>(std::lround(t0 * kRate));
        for (std::size_t i = 0; i < kick && start + i < x.size(); ++i) {
            const double t = static_cast<double>(i) / kRate;
            x[start + i] += 0.5 * std::exp(-t / 0.04) * std::sin(2.0 * std::numbers::pi * 60.0 * t) +
                            0.2 * std::exp(-t / 0.01) * noise();
        }
    }
}

std::vector<std::int16_t> pcm16(const std::vector<double> &x)
{
    std::vector<std::int16_t> out(x.size());
    for (std::size_t i = 0; i < x.size(); ++i)
        out[i] = static_cast<std::int16_t>(std::lround(std::clamp(x[i], -1.0, 1.0) * 32767.0));
    return out;
}

// Kicks at 120 BPM from 0.25 s: a decaying 60 Hz sine plus a short burst of deterministic noise.
std::vector<std::int16_t> drumPattern()
{
    const auto n = static_cast<std::size_t>(kSeconds * kRate);
    std::vector<double> x(n, 0.0);
    std::uint32_t seed = 12345;
    const auto noise = [&seed] {
        seed = seed * 1664525u + 1013904223u;
        return static_cast<double>(seed) / 2147483648.0 - 1.0;
    };
    const auto kick = static_cast<std::size_t>(0.15 * kRate);
    for (double t0 = kOffset; t0 < kSeconds; t0 += 60.0 / kBpm) {
        const auto start = static_cast<std::size_t>(std::lround(t0 * kRate));
        for (std::size_t i = 0; i < kick && start + i < n; ++i) {
            const double t = static_cast<double>(i) / kRate;
            x[start + i] += 0.5 * std::exp(-t / 0.04) * std::sin(2.0 * std::numbers::pi * 60.0 * t) +
                            0.2 * std::exp(-t / 0.01) * noise();
        }
    }
    std::vector<std::int16_t> out(n);
    for (std::size_t i = 0; i < n; ++i)
        out[i] = static_cast<std::int16_t>(std::lround(std::clamp(x[i], -1.0, 1.0) * 32767.0));
    return out;
}

bool writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

double nearestGridDistance(double t)
{
    const double period = 60.0 / kBpm;
    const double k = std::round((t - kOffset) / period);
    return std::abs(t - (kOffset + k * period));
}

std::vector<std::int16_t> wavSamples(const QByteArray &wav)
{
    std::vector<std::int16_t> out;
    for (qsizetype i = 44; i + 1 < wav.size(); i += 2)
        out.push_back(static_cast<std::int16_t>(
            static_cast<std::uint16_t>(static_cast<unsigned char>(wav[i])) |
            static_cast<std::uint16_t>(static_cast<unsigned char>(wav[i + 1]) << 8)));
    return out;
}

double rms(const std::vector<std::int16_t> &s, std::size_t from, std::size_t count)
{
    double sum = 0.0;
    std::size_t n = 0;
    for (std::size_t i = from; i < from + count && i < s.size(); ++i, ++n)
        sum += static_cast<double>(s[i]) * s[i];
    return n ? std::sqrt(sum / static_cast<double>(n)) : 0.0;
}

} // namespace

void TestCliBeat::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_drumSamples = drumPattern();
    m_drums = m_dir.filePath(QStringLiteral("drums.wav"));
    QVERIFY(writeBytes(m_drums, wavFile(m_drumSamples)));
    m_silence = m_dir.filePath(QStringLiteral("silence.wav"));
    QVERIFY(
        writeBytes(m_silence, wavFile(std::vector<std::int16_t>(static_cast<std::size_t>(10 * kRate), 0))));
}

void TestCliBeat::drumsPlain_reportTheTempoWithinTwoPercent()
{
    const Run run = runMapsmith({"beat", m_drums});
    QCOMPARE(run.exitCode, 0);
    const QStringList lines = run.outLines();
    QVERIFY2(lines.size() == 8, run.out.constData());
    QCOMPARE(lines[0], QStringLiteral("found yes"));
    QVERIFY(lines[1].startsWith(QLatin1String("bpm ")));
    const double bpm = lines[1].mid(4).toDouble();
    QVERIFY2(std::abs(bpm - kBpm) <= 0.02 * kBpm, qPrintable(lines[1]));
    QVERIFY(lines[2].startsWith(QLatin1String("offset ")) && lines[2].endsWith(QLatin1String(" s")));
    QVERIFY(lines[3].startsWith(QLatin1String("confidence ")));
    QVERIFY(lines[4].startsWith(QLatin1String("candidates ")));
    // Every kick is alike: no beat of a bar stands out, so no metre is claimed.
    QVERIFY2(lines[5].startsWith(QLatin1String("bars unclear (confidence ")), qPrintable(lines[5]));
    QVERIFY2(lines[6].startsWith(QLatin1String("sections 1: ")), qPrintable(lines[6])); // a steady grid
    QVERIFY(lines[7].startsWith(QLatin1String("beats ")));
}

void TestCliBeat::drumsJson_beatsSitOnTheTrueGrid()
{
    const Run run = runMapsmith({"beat", m_drums, "--json"});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject o = run.json();
    QVERIFY2(!o.isEmpty(), run.out.constData());
    QCOMPARE(o[QStringLiteral("found")].toBool(), true);
    QCOMPARE(o[QStringLiteral("sample_rate")].toInt(), kRate);
    QVERIFY(std::abs(o[QStringLiteral("duration")].toDouble() - kSeconds) < 0.05);
    QCOMPARE(o[QStringLiteral("file")].toString(), m_drums);
    QVERIFY(std::abs(o[QStringLiteral("bpm")].toDouble() - kBpm) <= 0.02 * kBpm);
    QVERIFY(!o[QStringLiteral("candidates")].toArray().isEmpty());
    QVERIFY(o[QStringLiteral("candidates")].toArray()[0].toObject().contains(QStringLiteral("confidence")));
    const QJsonArray beats = o[QStringLiteral("beats")].toArray();
    QVERIFY2(beats.size() >= 30, qPrintable(QString::number(beats.size())));
    for (qsizetype i = 4; i < beats.size(); ++i) {
        const double t = beats[i].toDouble();
        QVERIFY2(nearestGridDistance(t) < 0.05, qPrintable(QStringLiteral("beat %1 at %2").arg(i).arg(t)));
    }
}

void TestCliBeat::silence_isFoundNoAndExitsZero()
{
    const Run run = runMapsmith({"beat", m_silence, "--json"});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.json()[QStringLiteral("found")].toBool(true), false);
    QCOMPARE(run.json()[QStringLiteral("message")].toString(), QStringLiteral("no steady beat found"));
    QVERIFY(run.json()[QStringLiteral("beats")].toArray().isEmpty());
    QVERIFY(run.json()[QStringLiteral("sections")].toArray().isEmpty());
    QCOMPARE(run.json()[QStringLiteral("confidence")].toDouble(-1.0), 0.0);
    const Run plain = runMapsmith({"beat", m_silence});
    QCOMPARE(plain.exitCode, 0);
    QCOMPARE(plain.outLines().value(0), QStringLiteral("found no"));
    QCOMPARE(plain.outLines().value(1), QStringLiteral("no steady beat found (confidence 0.00)"));
}

void TestCliBeat::textFileNamedWav_exitsTwoWithOneLineNamingTheFile()
{
    const QString fake = m_dir.filePath(QStringLiteral("notes.wav"));
    QVERIFY(writeBytes(fake, "these are not the samples you are looking for\n"));
    const Run run = runMapsmith({"beat", fake});
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.errLines().size(), 1);
    QVERIFY2(run.errLines()[0].contains(fake), run.err.constData());
    QVERIFY(run.out.isEmpty());
}

void TestCliBeat::missingFile_exitsTwoNamingTheFile()
{
    const QString missing = m_dir.filePath(QStringLiteral("missing.mp3"));
    const Run run = runMapsmith({"beat", missing});
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.errLines().size(), 1);
    QVERIFY2(run.errLines()[0].contains(missing), run.err.constData());

    const Run noFile = runMapsmith({"beat"});
    QCOMPARE(noFile.exitCode, 2);
    QCOMPARE(noFile.errLines().size(), 1);
}

void TestCliBeat::missingDecoderModule_exitsTwoNamingTheFileAndTheModule()
{
    // The decoder is a module loaded on first use (ui/audio/decoderffmpeg.h); without it a command that
    // decodes says so, and one that does not runs as before.
    const QString module = m_dir.filePath(QStringLiteral("no-such-module.so"));
    qputenv("MAPSMITH_FFMPEG_MODULE", module.toLocal8Bit());
    const Run run = runMapsmith({"beat", m_drums});
    const Run hash = runMapsmith({"hash", "-c", caveConfig(), "--seeds", "1..2"});
    qunsetenv("MAPSMITH_FFMPEG_MODULE");
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.errLines().size(), 1);
    QVERIFY2(run.errLines()[0].contains(m_drums) && run.errLines()[0].contains(module), run.err.constData());
    QVERIFY(run.out.isEmpty());
    QCOMPARE(hash.exitCode, 0);
}

void TestCliBeat::clickMix_writesTheSameLengthLouderAtTheBeats()
{
    const QString mixPath = m_dir.filePath(QStringLiteral("mix.wav"));
    const Run run = runMapsmith({"beat", m_drums, "--json", "--click-mix", mixPath});
    QCOMPARE(run.exitCode, 0);
    QFile file(mixPath);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray wav = file.readAll();
    QVERIFY(wav.startsWith("RIFF") && wav.mid(8, 4) == "WAVE");
    const std::vector<std::int16_t> mix = wavSamples(wav);
    QCOMPARE(mix.size(), m_drumSamples.size());
    const QJsonArray beats = run.json()[QStringLiteral("beats")].toArray();
    QVERIFY(!beats.isEmpty());
    const auto window = static_cast<std::size_t>(0.02 * kRate);
    for (const QJsonValue &beat : beats) {
        const auto at = static_cast<std::size_t>(std::lround(beat.toDouble() * kRate));
        QVERIFY2(rms(mix, at, window) > rms(m_drumSamples, at, window) * 1.1,
                 qPrintable(QString::number(beat.toDouble())));
    }
}

void TestCliBeat::whiteNoise_saysNoSteadyBeatWithItsConfidence()
{
    std::vector<double> x(static_cast<std::size_t>(10 * kRate));
    std::uint32_t seed = 99;
    for (double &v : x) {
        seed = seed * 1664525u + 1013904223u;
        v = 0.25 * (static_cast<double>(seed) / 2147483648.0 - 1.0);
    }
    const QString path = m_dir.filePath(QStringLiteral("noise.wav"));
    QVERIFY(writeBytes(path, wavFile(pcm16(x))));
    const Run run = runMapsmith({"beat", path, "--json"});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject o = run.json();
    QCOMPARE(o[QStringLiteral("found")].toBool(true), false);
    QCOMPARE(o[QStringLiteral("message")].toString(), QStringLiteral("no steady beat found"));
    const double confidence = o[QStringLiteral("confidence")].toDouble(-1.0);
    QVERIFY2(confidence >= 0.0 && confidence < 0.1, qPrintable(QString::number(confidence)));
    const Run plain = runMapsmith({"beat", path});
    QCOMPARE(plain.outLines().value(1),
             QStringLiteral("no steady beat found (confidence %1)").arg(confidence, 0, 'f', 2));
}

void TestCliBeat::tempoJump_reportsTwoSectionsInsteadOfOneGrid()
{
    // 12 s at 100 BPM, then 12 s at 125: one grid cannot fit; the beats follow, in two sections.
    std::vector<double> x(static_cast<std::size_t>(24 * kRate));
    std::uint32_t seed = 7;
    addKicks(x, 100.0, 0.3, 12.3, seed);
    addKicks(x, 125.0, 12.3, 24.0, seed);
    const QString path = m_dir.filePath(QStringLiteral("jump.wav"));
    QVERIFY(writeBytes(path, wavFile(pcm16(x))));
    const Run run = runMapsmith({"beat", path, "--json"});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject o = run.json();
    QCOMPARE(o[QStringLiteral("found")].toBool(), true);
    QCOMPARE(o[QStringLiteral("steady")].toBool(true), false);
    const QJsonArray sections = o[QStringLiteral("sections")].toArray();
    QCOMPARE(sections.size(), 2);
    const QJsonObject first = sections[0].toObject(), second = sections[1].toObject();
    QVERIFY2(std::abs(first[QStringLiteral("bpm")].toDouble() - 100.0) < 1.0, run.out.constData());
    QVERIFY2(std::abs(second[QStringLiteral("bpm")].toDouble() - 125.0) < 1.0, run.out.constData());
    QVERIFY(std::abs(second[QStringLiteral("start")].toDouble() - 12.3) < 0.6);
    QVERIFY(first[QStringLiteral("steady")].toBool() && second[QStringLiteral("steady")].toBool());
    for (const QJsonValue &b : o[QStringLiteral("beats")].toArray()) { // every beat on its section's grid
        const double t = b.toDouble();
        const QJsonObject s = t < second[QStringLiteral("start")].toDouble() - 0.01 ? first : second;
        const double p = 60.0 / s[QStringLiteral("bpm")].toDouble();
        const double k = std::round((t - s[QStringLiteral("offset")].toDouble()) / p);
        QVERIFY2(std::abs(t - (s[QStringLiteral("offset")].toDouble() + k * p)) < 0.03,
                 qPrintable(QString::number(t)));
    }
}

void TestCliBeat::helpBeat_printsUsage()
{
    const Run run = runMapsmith({"help", "beat"});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.contains("--click-mix"));
    QVERIFY(runMapsmith({"help"}).out.contains("beat"));
}

QTEST_GUILESS_MAIN(TestCliBeat)
#include "test_cli_beat.moc"
