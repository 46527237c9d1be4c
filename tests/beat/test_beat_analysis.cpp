// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Beat analysis on audio synthesised here (no binary fixtures): drum patterns at known tempo and offset, with
// noise and swing, a soft pad, tempos across 60-200 BPM; silence and white noise must give "no tempo".
#include "synth.h"

#include <mapsmith/beat/analysis.h>
#include <mapsmith/generate/generator.h>
#include <mapsmith/random/rng.h>

#include <QTest>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <numbers>
#include <utility>
#include <vector>

using namespace mapsmith;
using namespace synthaudio;

namespace {

// Largest |detected - nearest true beat| over the detected beats after the first few, and the share of the
// true beats (inside the tracked span) that have a detected beat within 50 ms.
struct BeatErrors
{
    double maxError = 0.0;
    double meanSigned = 0.0;
    double recall = 0.0;
};

BeatErrors beatErrors(const Track &tr, const std::vector<double> &beats)
{
    BeatErrors e;
    const double p = 60.0 / tr.bpm;
    const std::size_t skip = std::min<std::size_t>(3, beats.size());
    int counted = 0;
    for (std::size_t i = skip; i < beats.size(); ++i) {
        const double k = std::round((beats[i] - tr.offset) / p);
        const double err = beats[i] - (tr.offset + k * p);
        e.maxError = std::max(e.maxError, std::abs(err));
        e.meanSigned += err;
        ++counted;
    }
    e.meanSigned = counted ? e.meanSigned / counted : 0.0;
    int truth = 0, hit = 0;
    for (int n = 0; tr.offset + n * p < tr.seconds; ++n) {
        const double t = tr.offset + n * p;
        if (beats.empty() || t < beats[skip < beats.size() ? skip : 0] || t > beats.back())
            continue;
        ++truth;
        const bool found =
            std::any_of(beats.begin(), beats.end(), [t](double b) { return std::abs(b - t) <= 0.05; });
        hit += found ? 1 : 0;
    }
    e.recall = truth ? static_cast<double>(hit) / truth : 0.0;
    return e;
}

void checkClearTrack(const Track &tr, std::uint64_t seed)
{
    const std::vector<float> audio = synth(tr, seed);
    auto r = analyzeBeats(audio, kRate);
    QVERIFY(r.ok());
    const BeatErrors e = beatErrors(tr, r->beats);
    qInfo("bpm %6.1f offset %5.2f swing %.2f noise %.2f: found %d bpm %7.3f (%+.2f%%) conf %.2f beats %zu "
          "max err %.1f ms mean %+.1f ms recall %.2f",
          tr.bpm, tr.offset, tr.swing, tr.noise, int(r->found), r->bpm, 100.0 * (r->bpm / tr.bpm - 1.0),
          r->confidence, r->beats.size(), 1000.0 * e.maxError, 1000.0 * e.meanSigned, e.recall);
    QString cands;
    for (const TempoCandidate &c : r->candidates)
        cands += QString(" %1 (%2)").arg(c.bpm, 0, 'f', 2).arg(c.confidence, 0, 'f', 2);
    qInfo("candidates:%s", qPrintable(cands));
    QVERIFY(r->found);
    QVERIFY2(std::abs(r->bpm / tr.bpm - 1.0) < 0.02, qPrintable(QString::number(r->bpm)));
    QVERIFY(!r->candidates.empty());
    QVERIFY(std::abs(r->candidates.front().bpm / tr.bpm - 1.0) < 0.03);
    QVERIFY(r->beats.size() >= static_cast<std::size_t>(0.8 * tr.seconds * tr.bpm / 60.0) - 4);
    QVERIFY2(e.maxError <= 0.05, qPrintable(QString::number(e.maxError)));
    QVERIFY(e.recall >= 0.95);
    // The offset sits on the true grid (any whole number of beats away).
    const double p = 60.0 / tr.bpm;
    const double k = std::round((r->offset - tr.offset) / p);
    QVERIFY(std::abs(r->offset - (tr.offset + k * p)) <= 0.05);
}

// A tempogram of `windows` identical windows whose autocorrelation has triangular peaks (half-width 3 lags)
// of the given heights at the given lags.
Tempogram peakedTempogram(std::size_t windows, const std::vector<std::pair<double, double>> &peaks)
{
    Tempogram tg;
    tg.frameRate = 100.0;
    tg.windowSeconds = 8.0;
    tg.hopSeconds = 2.0;
    tg.maxLag = 300;
    std::vector<float> acf(301, 0.0f);
    acf[0] = 1.0f;
    for (std::size_t lag = 1; lag < acf.size(); ++lag)
        for (const auto &[at, height] : peaks)
            acf[lag] = std::max(
                acf[lag], static_cast<float>(
                              height * std::max(0.0, 1.0 - std::abs(static_cast<double>(lag) - at) / 3.0)));
    tg.windows.assign(windows, acf);
    tg.global = acf;
    tg.weight.assign(windows, 1.0f / static_cast<float>(windows));
    return tg;
}

} // namespace

class TestBeatAnalysis : public QObject
{
    Q_OBJECT

private slots:
    void drums_tempoAndBeats_data()
    {
        QTest::addColumn<double>("bpm");
        QTest::addColumn<double>("offset");
        QTest::addColumn<double>("swing");
        QTest::addColumn<double>("noise");
        const double tempos[] = {60, 75, 90, 100, 120, 128, 140, 160, 174, 200};
        const double offsets[] = {0.0, 0.37, 1.1, 0.05, 2.3, 0.61, 0.2, 1.7, 0.9, 0.13};
        for (int i = 0; i < 10; ++i) {
            QTest::addRow("clean %g", tempos[i]) << tempos[i] << offsets[i] << 0.0 << 0.0;
            QTest::addRow("noisy %g", tempos[i]) << tempos[i] << offsets[9 - i] << 0.0 << 0.05;
        }
        for (double bpm : {90.0, 120.0, 140.0})
            QTest::addRow("swing %g", bpm) << bpm << 0.4 << 1.0 << 0.02;
    }
    void drums_tempoAndBeats()
    {
        QFETCH(double, bpm);
        QFETCH(double, offset);
        QFETCH(double, swing);
        QFETCH(double, noise);
        Track tr;
        tr.bpm = bpm;
        tr.offset = offset;
        tr.swing = swing;
        tr.noise = noise;
        checkClearTrack(tr, static_cast<std::uint64_t>(bpm * 1000 + offset * 10));
    }

    void localPeriods_deviationCost_keepsTheGlobalPeriodButFollowsARamp()
    {
        // A rival 28% slower than the global period and a little stronger: without the cost the local period
        // walks off to it, with the default cost it stays.
        const Tempogram rival = peakedTempogram(8, {{50.0, 0.5}, {64.0, 0.6}});
        const double global = 50.0;
        const std::vector<double> free = localPeriods(rival, global, 40.0, 0.0);
        const std::vector<double> held = localPeriods(rival, global, 40.0, AnalysisSettings{}.localDeviation);
        QCOMPARE(free.size(), std::size_t{8});
        for (double p : free)
            QVERIFY2(std::abs(p / 64.0 - 1.0) < 0.03, qPrintable(QString::number(p)));
        for (double p : held)
            QVERIFY2(std::abs(p / global - 1.0) < 0.03, qPrintable(QString::number(p)));
        // A period 10% off the global one that is clearly the stronger is still followed.
        const Tempogram ramp = peakedTempogram(8, {{50.0, 0.3}, {55.0, 0.5}});
        for (double p : localPeriods(ramp, global, 40.0, AnalysisSettings{}.localDeviation))
            QVERIFY2(std::abs(p / 55.0 - 1.0) < 0.03, qPrintable(QString::number(p)));
    }

    void softPad_findsTempo()
    {
        for (double bpm : {80.0, 110.0, 130.0}) {
            Track tr;
            tr.bpm = bpm;
            tr.offset = 0.3;
            tr.pad = true;
            tr.noise = 0.01;
            auto r = analyzeBeats(synth(tr, 7), kRate);
            QVERIFY(r.ok());
            const BeatErrors e = beatErrors(tr, r->beats);
            qInfo("pad %g: found %d bpm %.3f conf %.2f max err %.1f ms mean %+.1f ms recall %.2f", bpm,
                  int(r->found), r->bpm, r->confidence, 1000.0 * e.maxError, 1000.0 * e.meanSigned, e.recall);
            for (const TempoCandidate &c : r->candidates)
                qInfo("  candidate %.2f (%.2f)", c.bpm, c.confidence);
            QVERIFY(r->found);
            QVERIFY2(std::abs(r->bpm / bpm - 1.0) < 0.02, qPrintable(QString::number(r->bpm)));
            QVERIFY(e.recall >= 0.9); // slow attacks are found late (~35 ms), still inside 50 ms
        }
    }

    void sameInput_sameResult_andCandidatesAreRanked()
    {
        Track tr;
        tr.bpm = 100.0;
        tr.offset = 0.25;
        tr.noise = 0.05;
        const std::vector<float> audio = synth(tr, 99);
        auto a = analyzeBeats(audio, kRate);
        auto b = analyzeBeats(audio, kRate);
        QVERIFY(a.ok() && b.ok());
        QCOMPARE(a->bpm, b->bpm);
        QCOMPARE(a->offset, b->offset);
        QVERIFY(a->beats == b->beats);
        QCOMPARE(a->candidates.size(), b->candidates.size());
        QVERIFY(!a->candidates.empty() && a->candidates.size() <= 5);
        QVERIFY(std::abs(a->candidates.front().bpm / a->bpm - 1.0) < 0.02);
        for (const TempoCandidate &c : a->candidates) {
            QVERIFY(c.bpm >= 60.0 * 0.98 && c.bpm <= 200.0 * 1.02);
            QVERIFY(c.confidence >= 0.0 && c.confidence <= 1.0);
        }
        QVERIFY(std::is_sorted(a->beats.begin(), a->beats.end()));
    }

    void quietTrack_sameTempoAsLoud()
    {
        Track tr;
        tr.bpm = 140.0;
        tr.offset = 0.5;
        std::vector<float> audio = synth(tr, 5);
        for (float &s : audio)
            s *= 0.01f; // -40 dB: the log's knee follows the track's level
        auto r = analyzeBeats(audio, kRate);
        QVERIFY(r.ok() && r->found);
        QVERIFY(std::abs(r->bpm / 140.0 - 1.0) < 0.02);
    }

    void silence_noTempo()
    {
        const std::vector<float> audio(static_cast<std::size_t>(10 * kRate), 0.0f);
        auto r = analyzeBeats(audio, kRate);
        QVERIFY(r.ok());
        QVERIFY(!r->found);
        QCOMPARE(r->bpm, 0.0);
        QVERIFY(r->beats.empty());
        QVERIFY(r->confidence < 0.1);
    }

    void whiteNoise_noTempo()
    {
        for (std::uint64_t seed : {1u, 2u, 3u}) {
            Rng rng(seed);
            std::vector<float> audio(static_cast<std::size_t>(30 * kRate));
            for (float &s : audio)
                s = static_cast<float>(0.3 * rng.real(-1.0, 1.0));
            auto r = analyzeBeats(audio, kRate);
            QVERIFY(r.ok());
            qInfo("white noise seed %d: found %d conf %.3f", int(seed), int(r->found), r->confidence);
            QVERIFY(!r->found);
            QCOMPARE(r->bpm, 0.0);
            QVERIFY(r->beats.empty());
            QVERIFY(r->confidence < 0.1);
        }
    }

    void badInput_isAnError()
    {
        const std::vector<float> audio(static_cast<std::size_t>(5 * kRate), 0.0f);
        QVERIFY(!analyzeBeats(audio, 0).ok());
        QVERIFY(!analyzeBeats(audio, -44100).ok());
        auto shortAudio = analyzeBeats(std::span<const float>(audio).first(kRate), kRate);
        QVERIFY(!shortAudio.ok());
        QVERIFY(shortAudio.error().message.find("3 seconds") != std::string::npos);
        std::vector<float> nan = audio;
        nan[1234] = NAN;
        QVERIFY(!analyzeBeats(nan, kRate).ok());
        std::atomic<bool> cancel{true};
        RunControl control;
        control.cancel = &cancel;
        auto c = analyzeBeats(audio, kRate, &control);
        QVERIFY(!c.ok());
        QCOMPARE(int(c.error().kind), int(ErrorKind::Cancelled));
    }

    void threeMinutes_timing()
    {
        Track tr;
        tr.bpm = 128.0;
        tr.offset = 0.5;
        tr.seconds = 180.0;
        tr.noise = 0.02;
        const std::vector<float> audio = synth(tr, 42);
        const auto start = std::chrono::steady_clock::now();
        auto r = analyzeBeats(audio, kRate);
        const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        QVERIFY(r.ok());
        qInfo("3 min at 44.1 kHz analysed in %.3f s: %.0fx real time (bpm %.3f, %zu beats)", secs,
              180.0 / secs, r->bpm, r->beats.size());
        QVERIFY(r->found && std::abs(r->bpm / 128.0 - 1.0) < 0.02);
    }
};

QTEST_GUILESS_MAIN(TestBeatAnalysis)
#include "test_beat_analysis.moc"
