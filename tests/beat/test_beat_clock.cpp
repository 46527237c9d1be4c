// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// BeatClock arithmetic and judgement against hand-computed tables and a brute-force oracle: negative times,
// offsets past the first beat, window edges, Perfect/Good/Miss boundaries, combo resets, tempo changes.
#include <mapsmith/beat/beatclock.h>

#include <QTest>

#include <cmath>
#include <cstdint>

using namespace mapsmith;

namespace {

BeatClock clockOf(double bpm, double offset, int perBar = 4, double window = 0.25, double perfect = 0.1,
                  double good = 0.25)
{
    auto c = BeatClock::create(BeatSettings{bpm, offset, perBar, window, perfect, good});
    return c.ok() ? *c : BeatClock{};
}

Judgement at(JudgementKind k, std::int64_t beat)
{
    Judgement j;
    j.kind = k;
    j.beat = beat;
    return j;
}

} // namespace

class TestBeatClock : public QObject
{
    Q_OBJECT

private slots:
    void beatAt_table_data()
    {
        QTest::addColumn<double>("bpm");
        QTest::addColumn<double>("offset");
        QTest::addColumn<double>("t");
        QTest::addColumn<double>("beat");
        QTest::addColumn<qint64>("floorBeat");
        QTest::addColumn<double>("phase");
        QTest::newRow("120 at zero") << 120.0 << 0.0 << 0.0 << 0.0 << qint64(0) << 0.0;
        QTest::newRow("120 quarter") << 120.0 << 0.0 << 0.125 << 0.25 << qint64(0) << 0.25;
        QTest::newRow("120 two beats") << 120.0 << 0.0 << 1.0 << 2.0 << qint64(2) << 0.0;
        QTest::newRow("negative time") << 120.0 << 0.0 << -0.125 << -0.25 << qint64(-1) << 0.75;
        QTest::newRow("negative whole") << 120.0 << 0.0 << -1.0 << -2.0 << qint64(-2) << 0.0;
        QTest::newRow("offset past first beat") << 120.0 << 1.25 << 0.0 << -2.5 << qint64(-3) << 0.5;
        QTest::newRow("offset, before it") << 120.0 << 1.25 << 1.0 << -0.5 << qint64(-1) << 0.5;
        QTest::newRow("offset, at it") << 120.0 << 1.25 << 1.25 << 0.0 << qint64(0) << 0.0;
        QTest::newRow("negative offset") << 60.0 << -0.5 << 0.0 << 0.5 << qint64(0) << 0.5;
        QTest::newRow("90 bpm") << 90.0 << 0.0 << 2.0 << 3.0 << qint64(3) << 0.0;
        QTest::newRow("200 bpm") << 200.0 << 0.1 << 0.4 << 1.0 << qint64(1) << 0.0;
        QTest::newRow("200 bpm early") << 200.0 << 0.1 << -0.2 << -1.0 << qint64(-1) << 0.0;
    }
    void beatAt_table()
    {
        QFETCH(double, bpm);
        QFETCH(double, offset);
        QFETCH(double, t);
        QFETCH(double, beat);
        QFETCH(qint64, floorBeat);
        QFETCH(double, phase);
        const BeatClock c = clockOf(bpm, offset);
        QVERIFY(std::abs(c.beatAt(t) - beat) < 1e-9);
        QCOMPARE(static_cast<qint64>(std::floor(c.beatAt(t) + 1e-9)), floorBeat);
        const double d = std::abs(c.phase(t) - phase); // circular: 0.9999999999 is next to 0
        QVERIFY(std::min(d, 1.0 - d) < 1e-9);
    }

    void timeOfBeat_roundTripsAndPhaseStaysInRange()
    {
        for (double bpm : {60.0, 75.0, 97.3, 120.0, 174.0, 200.0})
            for (double offset : {-3.7, -0.01, 0.0, 0.333, 5.5}) {
                const BeatClock c = clockOf(bpm, offset);
                for (std::int64_t n = -50; n <= 50; ++n) {
                    const double t = c.timeOfBeat(n);
                    QCOMPARE(c.nearestBeat(t), n);
                    QVERIFY(std::abs(c.beatAt(t) - static_cast<double>(n)) < 1e-9);
                    for (double dt : {-1e-7, 0.0, 1e-7, 0.37 * c.secondsPerBeat()}) {
                        const double p = c.phase(t + dt);
                        QVERIFY(p >= 0.0 && p < 1.0);
                    }
                }
            }
    }

    void nearestBeat_halfwayGoesToLaterBeat()
    {
        const BeatClock c = clockOf(120.0, 0.0);
        QCOMPARE(c.nearestBeat(0.25), qint64(1));
        QCOMPARE(c.nearestBeat(0.2499), qint64(0));
        QCOMPARE(c.nearestBeat(-0.25), qint64(0));
        QCOMPARE(c.nearestBeat(-0.2501), qint64(-1));
    }

    void isBar_handlesNegativeBeats()
    {
        const BeatClock c = clockOf(120.0, 0.0, 4);
        for (std::int64_t n = -13; n <= 13; ++n) {
            const bool expected = ((n % 4) + 4) % 4 == 0;
            QCOMPARE(c.isBar(n), expected);
            QCOMPARE(c.barOf(n), static_cast<qint64>(std::floor(static_cast<double>(n) / 4.0)));
        }
        const BeatClock three = clockOf(120.0, 0.0, 3);
        QVERIFY(three.isBar(-3) && three.isBar(0) && three.isBar(6) && !three.isBar(-1) && !three.isBar(4));
        const BeatClock one = clockOf(120.0, 0.0, 1);
        QVERIFY(one.isBar(-7) && one.isBar(0) && one.isBar(5));
    }

    void judge_boundaries_data()
    {
        // 120 BPM: one beat = 0.5 s; perfect 0.1 beat = 50 ms, good 0.25 beat = 125 ms.
        QTest::addColumn<double>("offset");
        QTest::addColumn<double>("t");
        QTest::addColumn<int>("kind");
        QTest::addColumn<qint64>("beat");
        QTest::addColumn<double>("error");
        const int P = int(JudgementKind::Perfect), G = int(JudgementKind::Good), M = int(JudgementKind::Miss);
        QTest::newRow("on the beat") << 0.0 << 1.0 << P << qint64(2) << 0.0;
        QTest::newRow("perfect edge late") << 0.0 << 1.05 << P << qint64(2) << 0.05;
        QTest::newRow("perfect edge early") << 0.0 << 0.95 << P << qint64(2) << -0.05;
        QTest::newRow("just past perfect") << 0.0 << 1.051 << G << qint64(2) << 0.051;
        QTest::newRow("just before perfect") << 0.0 << 0.949 << G << qint64(2) << -0.051;
        QTest::newRow("good edge late") << 0.0 << 1.125 << G << qint64(2) << 0.125;
        QTest::newRow("good edge early") << 0.0 << 0.875 << G << qint64(2) << -0.125;
        QTest::newRow("just past good") << 0.0 << 1.126 << M << qint64(2) << 0.126;
        QTest::newRow("between beats") << 0.0 << 1.2 << M << qint64(2) << 0.2;
        QTest::newRow("half way") << 0.0 << 1.25 << M << qint64(3) << -0.25;
        QTest::newRow("negative time perfect") << 0.0 << -1.04 << P << qint64(-2) << -0.04;
        QTest::newRow("negative time good") << 0.0 << -0.4 << G << qint64(-1) << 0.1;
        QTest::newRow("negative time miss") << 0.0 << -0.7 << M << qint64(-1) << -0.2;
        QTest::newRow("offset past first beat, early") << 1.25 << 0.27 << P << qint64(-2) << 0.02;
        QTest::newRow("offset past first beat, beat 0") << 1.25 << 1.2 << P << qint64(0) << -0.05;
        QTest::newRow("offset past first beat, good") << 1.25 << 1.35 << G << qint64(0) << 0.1;
    }
    void judge_boundaries()
    {
        QFETCH(double, offset);
        QFETCH(double, t);
        QFETCH(int, kind);
        QFETCH(qint64, beat);
        QFETCH(double, error);
        const Judgement j = clockOf(120.0, offset).judge(t);
        QCOMPARE(int(j.kind), kind);
        QCOMPARE(j.beat, beat);
        QVERIFY2(std::abs(j.errorSeconds - error) < 1e-9, qPrintable(QString::number(j.errorSeconds)));
    }

    void judge_matchesOracleEverywhere()
    {
        // Brute force over a fine time grid, several windows: the kind depends only on |error| in beats.
        for (double bpm : {60.0, 128.0, 200.0})
            for (double window : {0.15, 0.25, 0.5}) {
                const double good = std::min(0.2, window), perfect = 0.05;
                const BeatClock c = clockOf(bpm, 0.77, 4, window, perfect, good);
                for (int i = -4000; i <= 4000; ++i) {
                    const double t = i * 0.00137;
                    const Judgement j = c.judge(t);
                    const double b = (t - 0.77) * bpm / 60.0;
                    const double n = std::floor(b + 0.5);
                    const double e = std::abs(b - n);
                    QCOMPARE(j.beat, static_cast<qint64>(n));
                    const JudgementKind want = e <= perfect + 1e-9 ? JudgementKind::Perfect
                                               : e <= good + 1e-9  ? JudgementKind::Good
                                                                   : JudgementKind::Miss;
                    QCOMPARE(int(j.kind), int(want));
                    QCOMPARE(j.inWindow, e <= window + 1e-9);
                    QVERIFY(std::abs(j.errorSeconds - (b - n) * 60.0 / bpm) < 1e-9);
                }
            }
    }

    void judge_goodOutsideWindowIsRejectedAtCreate()
    {
        QVERIFY(!BeatClock::create(BeatSettings{120.0, 0.0, 4, 0.2, 0.1, 0.25}).ok());
        QVERIFY(!BeatClock::create(BeatSettings{0.0, 0.0, 4, 0.25, 0.1, 0.25}).ok());
        QVERIFY(!BeatClock::create(BeatSettings{-90.0, 0.0, 4, 0.25, 0.1, 0.25}).ok());
        QVERIFY(!BeatClock::create(BeatSettings{NAN, 0.0, 4, 0.25, 0.1, 0.25}).ok());
        QVERIFY(!BeatClock::create(BeatSettings{120.0, INFINITY, 4, 0.25, 0.1, 0.25}).ok());
        QVERIFY(!BeatClock::create(BeatSettings{120.0, 0.0, 0, 0.25, 0.1, 0.25}).ok());
        QVERIFY(!BeatClock::create(BeatSettings{120.0, 0.0, 4, 0.25, 0.3, 0.25}).ok());
        QVERIFY(!BeatClock::create(BeatSettings{120.0, 0.0, 4, 0.6, 0.1, 0.25}).ok());
        QVERIFY(!BeatClock::create(BeatSettings{120.0, 0.0, 4, 0.25, -0.1, 0.25}).ok());
        auto ok = BeatClock::create(BeatSettings{});
        QVERIFY(ok.ok());
        auto bad = BeatClock::create(BeatSettings{120.0, 0.0, 4, 0.2, 0.1, 0.25});
        QVERIFY(bad.error().message.find("perfect <= good <= window") != std::string::npos);
    }

    void combo_countsHitsAndResetsOnMiss()
    {
        struct Step
        {
            JudgementKind kind;
            int count, best;
        };
        const Step steps[] = {
            {JudgementKind::Perfect, 1, 1}, {JudgementKind::Good, 2, 2},    {JudgementKind::Perfect, 3, 3},
            {JudgementKind::Miss, 0, 3},    {JudgementKind::Good, 1, 3},    {JudgementKind::Miss, 0, 3},
            {JudgementKind::Miss, 0, 3},    {JudgementKind::Perfect, 1, 3}, {JudgementKind::Perfect, 2, 3},
            {JudgementKind::Good, 3, 3},    {JudgementKind::Good, 4, 4},    {JudgementKind::Miss, 0, 4},
        };
        Combo combo;
        std::int64_t beat = 0;
        for (const Step &s : steps) {
            combo.apply(at(s.kind, beat++));
            QCOMPARE(combo.count, s.count);
            QCOMPARE(combo.best, s.best);
        }
    }

    void combo_fromClockJudgements()
    {
        const BeatClock c = clockOf(100.0, 0.3);
        Combo combo;
        for (int n = 0; n < 10; ++n)
            combo.apply(c.judge(c.timeOfBeat(n) + 0.01));
        QCOMPARE(combo.count, 10);
        combo.apply(c.judge(c.timeOfBeat(10) + 0.5 * c.secondsPerBeat()));
        QCOMPARE(combo.count, 0);
        QCOMPARE(combo.best, 10);
    }

    void tempoChange_betweenTwoLevels_keepsBeatCountContinuous()
    {
        const BeatClock first = clockOf(120.0, 0.25);
        for (double newBpm : {60.0, 90.0, 140.0, 200.0})
            for (double at : {-1.0, 0.25, 3.0, 7.125}) {
                auto second = first.withTempo(newBpm, at);
                QVERIFY(second.ok());
                QVERIFY(std::abs(second->beatAt(at) - first.beatAt(at)) < 1e-9);
                QCOMPARE(second->settings().bpm, newBpm);
                // After the change, beats are newBpm apart and the old clock's beat at `at` is shared.
                const double later = at + 10.0;
                QVERIFY(std::abs(second->beatAt(later) - second->beatAt(at) - 10.0 * newBpm / 60.0) < 1e-9);
                const std::int64_t n = first.nearestBeat(at);
                if (std::abs(first.timeOfBeat(n) - at) < 1e-12)
                    QVERIFY(std::abs(second->timeOfBeat(n) - at) < 1e-9);
            }
        // Level 1 at 120 BPM ends at 8 s (beat 15.5); level 2 at 90 BPM starts fresh: offsets differ, and
        // judging the same time against each level uses that level's grid only.
        const BeatClock level1 = clockOf(120.0, 0.25);
        const BeatClock level2 = clockOf(90.0, 8.0);
        QCOMPARE(int(level1.judge(8.25).kind), int(JudgementKind::Perfect));
        QCOMPARE(level1.judge(8.25).beat, qint64(16));
        QCOMPARE(int(level2.judge(8.25).kind), int(JudgementKind::Miss)); // 0.25 s = 0.375 beat at 90 BPM
        QCOMPARE(int(level2.judge(8.0 + 2.0 / 3.0).kind), int(JudgementKind::Perfect));
        QCOMPARE(level2.judge(8.0 + 2.0 / 3.0).beat, qint64(1));
        QVERIFY(!first.withTempo(0.0, 1.0).ok());
    }
};

QTEST_GUILESS_MAIN(TestBeatClock)
#include "test_beat_clock.moc"
