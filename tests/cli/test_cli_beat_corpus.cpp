// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// `mapsmith beat` on realistic music it did not make: the small ctest part of the labelled corpus
// (tools/beatcorpus). Four MMA accompaniments (tests/data/beatcorpus/*.mid: rock, a waltz in 3/4, a bossa
// nova without drums, a pop ballad with a quiet intro, all with humanised timing) are rendered here by
// FluidSynth with the TimGM6mb soundfont, and the exact beats come from the MIDI. The benchmark runs the
// whole corpus (bench_beat_corpus, docs/PERFORMANCE.md); this suite holds what the tracker must keep on these
// four.
#include "cliprocess.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <map>
#include <vector>

using namespace clitest;

namespace {

struct Label
{
    double bpm = 0.0;
    int meter = 0;
    std::vector<double> beats;
};

std::vector<double> doubles(const QJsonArray &a)
{
    std::vector<double> out;
    for (const QJsonValue &v : a)
        out.push_back(v.toDouble());
    return out;
}

// Beat F-measure, +-70 ms, one-to-one, beats of the first 5 s left out (bench_beat_corpus does the same).
double fMeasure(const std::vector<double> &truthAll, const std::vector<double> &estAll)
{
    std::vector<double> truth, est;
    for (double t : truthAll)
        if (t >= 5.0)
            truth.push_back(t);
    for (double t : estAll)
        if (t >= 5.0)
            est.push_back(t);
    std::vector<bool> used(truth.size(), false);
    int hits = 0;
    for (double b : est)
        for (std::size_t i = 0; i < truth.size(); ++i)
            if (!used[i] && std::abs(truth[i] - b) <= 0.07) {
                used[i] = true;
                ++hits;
                break;
            }
    if (hits == 0)
        return 0.0;
    const double p = static_cast<double>(hits) / static_cast<double>(est.size());
    const double r = static_cast<double>(hits) / static_cast<double>(truth.size());
    return 2 * p * r / (p + r);
}

bool within(double est, double truth)
{
    return std::abs(est - truth) <= 0.04 * truth;
}

} // namespace

class TestCliBeatCorpus : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QProcess build;
        build.start(QStringLiteral("/usr/bin/python3"),
                    {QStringLiteral(MAPSMITH_SOURCE_DIR "/tools/beatcorpus/beatcorpus.py"),
                     QStringLiteral("build"), m_dir.path(), QStringLiteral("--set"), QStringLiteral("ctest"),
                     QStringLiteral("--midi-dir"),
                     QStringLiteral(MAPSMITH_SOURCE_DIR "/tests/data/beatcorpus")});
        QVERIFY(build.waitForFinished(120000));
        QVERIFY2(build.exitCode() == 0, build.readAllStandardError().constData()); // fluidsynth, python3-mido
        QFile f(QDir(m_dir.path()).filePath(QStringLiteral("labels.json")));
        QVERIFY(f.open(QIODevice::ReadOnly));
        for (const QJsonValue &v : QJsonDocument::fromJson(f.readAll())[QStringLiteral("pieces")].toArray()) {
            const QJsonObject o = v.toObject();
            Label l;
            l.bpm = o[QStringLiteral("bpm")].toDouble();
            l.meter = o[QStringLiteral("meter")].toInt();
            l.beats = doubles(o[QStringLiteral("beats")].toArray());
            const QString file = QDir(m_dir.path()).filePath(o[QStringLiteral("file")].toString());
            const Run run = runMapsmith({QStringLiteral("beat"), file, QStringLiteral("--json")});
            QCOMPARE(run.exitCode, 0);
            m_labels[o[QStringLiteral("name")].toString()] = l;
            m_results[o[QStringLiteral("name")].toString()] = run.json();
        }
        QCOMPARE(m_results.size(), std::size_t{4});
    }

    void everyPiece_hasABeat_atItsTempoOrAnOctaveOfIt()
    {
        for (const auto &[name, o] : m_results) {
            const Label &l = m_labels[name];
            const double bpm = o[QStringLiteral("bpm")].toDouble();
            QVERIFY2(o[QStringLiteral("found")].toBool(), qPrintable(name));
            QVERIFY2(within(bpm, l.bpm) || within(bpm, 2 * l.bpm) || within(bpm, l.bpm / 2),
                     qPrintable(QStringLiteral("%1: %2 BPM for %3").arg(name).arg(bpm).arg(l.bpm)));
        }
    }

    void waltzAndBossaNova_beatsOnTheMidiBeats()
    {
        for (const char *name : {"waltz-countrywaltz-150", "nodrums-bossanova-132"}) {
            const QJsonObject &o = m_results[QLatin1String(name)];
            const Label &l = m_labels[QLatin1String(name)];
            QVERIFY2(within(o[QStringLiteral("bpm")].toDouble(), l.bpm), name);
            const double f = fMeasure(l.beats, doubles(o[QStringLiteral("beats")].toArray()));
            QVERIFY2(f >= 0.9, qPrintable(QStringLiteral("%1: F %2").arg(QLatin1String(name)).arg(f)));
            QVERIFY2(o[QStringLiteral("steady")].toBool(), name);
        }
    }

    void metre_threeForTheWaltz_fourForTheOthers()
    {
        for (const auto &[name, o] : m_results)
            QVERIFY2(o[QStringLiteral("beats_per_bar")].toInt() == m_labels[name].meter,
                     qPrintable(QStringLiteral("%1: %2 beats a bar")
                                    .arg(name)
                                    .arg(o[QStringLiteral("beats_per_bar")].toInt())));
    }

private:
    QTemporaryDir m_dir;
    std::map<QString, Label> m_labels;
    std::map<QString, QJsonObject> m_results;
};

QTEST_GUILESS_MAIN(TestCliBeatCorpus)
#include "test_cli_beat_corpus.moc"
