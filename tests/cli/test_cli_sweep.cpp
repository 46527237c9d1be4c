// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// `mapsmith sweep` as a real process: the table, the JSON, and merges of split ranges that equal the whole.
#include "cliprocess.h"

#include <QFile>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace clitest;

class TestCliSweep : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void sweep_printsATableOfEveryMetric();
    void sweepJson_countsEverySeedOnceInEachMetric();
    void mergeOfTwoRanges_equalsTheWholeSweep();
    void mergeOfThreeRangesInAnyOrder_equalsTheWholeSweep();
    void sweepJson_isTheSameForAnyThreadCount();
    void mergeText_printsTheSameTableAsTheWholeSweep();
    void mergeOverlappingRanges_exitsTwo();
    void mergeOfDifferentConfigs_exitsTwo();
    void mergeOfBadJson_namesLineAndColumn();
    void mergeOfUnknownVersion_namesTheField();
    void mergeOfMissingFile_exitsTwo();
    void sweepTower_countsPaths();
    void sweepLodeRunner_reportsTheBeatableShare_sameOnAnyThreadCount();
    void sweepUsageErrors_exitTwo_data();
    void sweepUsageErrors_exitTwo();
    void sweepBadConfig_namesFileLineAndColumn();
    void helpSweep_printsUsage();

private:
    QString write(const char *name, const QByteArray &bytes);
    Run sweepJson(const QString &seeds, const QStringList &extra = {});
    QTemporaryDir m_dir;
    QByteArray m_whole; ///< sweep 1..40 --json
};

QString TestCliSweep::write(const char *name, const QByteArray &bytes)
{
    const QString path = m_dir.filePath(QLatin1String(name));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

Run TestCliSweep::sweepJson(const QString &seeds, const QStringList &extra)
{
    return runMapsmith(QStringList{"sweep", "-c", caveConfig(), "--seeds", seeds, "--json"} + extra);
}

void TestCliSweep::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const Run whole = sweepJson("1..40");
    QVERIFY2(whole.exitCode == 0, whole.err.constData());
    m_whole = whole.out;
}

void TestCliSweep::sweep_printsATableOfEveryMetric()
{
    const Run run = runMapsmith({"sweep", "-c", caveConfig(), "--seeds", "1..10"});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QStringList lines = run.outLines();
    QVERIFY(lines.value(0).startsWith("sweep of cave (version "));
    QVERIFY(lines.value(0).endsWith("seeds 1..10: 10 seeds, 0 not generated"));
    QCOMPARE(lines.value(1), QStringLiteral("solvable share: 100.00%"));
    QVERIFY(lines.value(2).startsWith("metric"));
    for (const char *metric :
         {"floor_share (%)", "path_length (tiles)", "solvable", "dead_ends", "checks_failed"}) {
        const auto line = std::find_if(lines.begin() + 3, lines.end(),
                                       [&](const QString &l) { return l.startsWith(QLatin1String(metric)); });
        QVERIFY2(line != lines.end(), metric);
        QCOMPARE(line->split(u' ', Qt::SkipEmptyParts).value(metric[0] == 'f' || metric[0] == 'p' ? 2 : 1),
                 QStringLiteral("10"));
    }
    QVERIFY(run.err.isEmpty()); // no progress when stderr is not a terminal
}

void TestCliSweep::sweepJson_countsEverySeedOnceInEachMetric()
{
    const QJsonObject o = QJsonDocument::fromJson(m_whole).object();
    QCOMPARE(o["mapsmith_sweep"].toInt(), 1);
    QCOMPARE(o["generator"].toString(), QStringLiteral("cave"));
    QCOMPARE(o["seeds"].toInt(), 40);
    QCOMPARE(o["ranges"].toArray(), (QJsonArray{QJsonArray{1, 40}}));
    QCOMPARE(o["solvable_share"].toDouble(), 1.0);
    const QJsonArray metrics = o["metrics"].toArray();
    QStringList ids;
    for (const auto &m : metrics) {
        const QJsonObject metric = m.toObject();
        ids << metric["id"].toString();
        int inBins = 0;
        QSet<int> seeds;
        for (const auto &b : metric["histogram"].toArray()) {
            const QJsonObject bin = b.toObject();
            inBins += bin["count"].toInt();
            QCOMPARE(bin["seeds"].toArray().size(), bin["count"].toInt()); // under the cap: all listed
            QVERIFY(bin["from"].toDouble() <= bin["to"].toDouble());
            for (const auto &s : bin["seeds"].toArray())
                seeds.insert(s.toInt());
        }
        QCOMPARE(inBins, metric["count"].toInt());
        QCOMPARE(seeds.size(), inBins);
        if (metric["count"].toInt() > 0) {
            QVERIFY(metric["min"].toDouble() <= metric["mean"].toDouble());
            QVERIFY(metric["mean"].toDouble() <= metric["max"].toDouble());
        }
    }
    QCOMPARE(ids, (QStringList{"floor_share", "path_length", "solvable", "dead_ends", "rooms", "retries",
                               "checks_failed"}));
    QCOMPARE(metrics[0].toObject()["count"].toInt(), 40);
}

void TestCliSweep::mergeOfTwoRanges_equalsTheWholeSweep()
{
    const Run a = sweepJson("1..17");
    const Run b = sweepJson("18..40");
    QCOMPARE(a.exitCode, 0);
    QCOMPARE(b.exitCode, 0);
    const Run merged =
        runMapsmith({"sweep", "--merge", write("a.json", a.out), write("b.json", b.out), "--json"});
    QVERIFY2(merged.exitCode == 0, merged.err.constData());
    QCOMPARE(merged.out, m_whole);
}

void TestCliSweep::mergeOfThreeRangesInAnyOrder_equalsTheWholeSweep()
{
    const QString a = write("p1.json", sweepJson("1..5").out);
    const QString b = write("p2.json", sweepJson("6..6").out);
    const QString c = write("p3.json", sweepJson("7..40").out);
    const Run abc = runMapsmith({"sweep", "--merge", a, b, c, "--json"});
    const Run cab = runMapsmith({"sweep", "--json", "--merge", c, a, b});
    QVERIFY2(abc.exitCode == 0, abc.err.constData());
    QCOMPARE(abc.out, m_whole);
    QCOMPARE(cab.out, m_whole);
    // A merged file merges again: ((1..5 + 6) + 7..40).
    const QString ab = write("p12.json", runMapsmith({"sweep", "--merge", a, b, "--json"}).out);
    QCOMPARE(runMapsmith({"sweep", "--merge", ab, c, "--json"}).out, m_whole);
}

void TestCliSweep::sweepJson_isTheSameForAnyThreadCount()
{
    QCOMPARE(sweepJson("1..40", {"--jobs", "1"}).out, m_whole);
    QCOMPARE(sweepJson("1..40", {"--jobs", "3"}).out, m_whole);
}

void TestCliSweep::mergeText_printsTheSameTableAsTheWholeSweep()
{
    const Run whole = runMapsmith({"sweep", "-c", caveConfig(), "--seeds", "1..40"});
    const QString a = write("t1.json", sweepJson("1..20").out);
    const QString b = write("t2.json", sweepJson("21..40").out);
    const Run merged = runMapsmith({"sweep", "--merge", a, b});
    QCOMPARE(merged.exitCode, 0);
    QCOMPARE(merged.out, whole.out);
}

void TestCliSweep::mergeOverlappingRanges_exitsTwo()
{
    const QString a = write("o1.json", sweepJson("1..10").out);
    const QString b = write("o2.json", sweepJson("10..12").out);
    const Run run = runMapsmith({"sweep", "--merge", a, b});
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.errLines().size(), 1);
    QVERIFY2(run.errLines()[0].startsWith(b + ": "), run.err.constData());
    QVERIFY(run.errLines()[0].contains("share seeds"));
    QVERIFY(run.out.isEmpty());
}

void TestCliSweep::mergeOfDifferentConfigs_exitsTwo()
{
    const QString a = write("c1.json", sweepJson("1..3").out);
    const QByteArray other =
        runMapsmith({"sweep", "-c", QStringLiteral(MAPSMITH_SOURCE_DIR "/resources/presets/cave_open.yaml"),
                     "--seeds", "4..6", "--json"})
            .out;
    const Run run = runMapsmith({"sweep", "--merge", a, write("c2.json", other)});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("different configs"), run.err.constData());
}

void TestCliSweep::mergeOfBadJson_namesLineAndColumn()
{
    const QString bad = write("bad.json", "{\n  \"mapsmith_sweep\": 1,\n  oops\n}\n");
    const Run run = runMapsmith({"sweep", "--merge", bad});
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.errLines().size(), 1);
    QVERIFY2(run.errLines()[0].startsWith(bad + ":3:"), run.err.constData());
}

void TestCliSweep::mergeOfUnknownVersion_namesTheField()
{
    QByteArray text = m_whole;
    text.replace("\"mapsmith_sweep\": 1", "\"mapsmith_sweep\": 7");
    const QString path = write("v7.json", text);
    Run run = runMapsmith({"sweep", "--merge", path});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.errLines().value(0).startsWith(path + ": mapsmith_sweep: version 7"), run.err.constData());

    QByteArray broken = m_whole;
    broken.replace("\"count\": 40", "\"count\": 41"); // the first metric's count no longer matches its bins
    const QString brokenPath = write("broken.json", broken);
    run = runMapsmith({"sweep", "--merge", brokenPath});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.errLines().value(0).startsWith(brokenPath + ": metrics[0].histogram:"), run.err.constData());
}

void TestCliSweep::mergeOfMissingFile_exitsTwo()
{
    const Run run = runMapsmith({"sweep", "--merge", m_dir.filePath("none.json")});
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.errLines().size(), 1);
    QVERIFY(run.errLines()[0].contains("none.json"));
}

// Many guards on a small level: some seeds the solver cannot win within its states, most it can.
static const QByteArray kCrowdedLodeRunner = "mapsmith: 1\n"
                                             "generator: loderunner\n"
                                             "seed: 1\n"
                                             "params:\n"
                                             "  width: 20\n"
                                             "  height: 10\n"
                                             "  gold: 6\n"
                                             "  guards: 6\n";

void TestCliSweep::sweepLodeRunner_reportsTheBeatableShare_sameOnAnyThreadCount()
{
    const QString config = write("crowded.yaml", kCrowdedLodeRunner);
    const Run one = runMapsmith({"sweep", "-c", config, "--seeds", "1..30", "--json", "--jobs", "1"});
    QVERIFY2(one.exitCode == 0, one.err.constData());
    const QJsonObject o = one.json();
    QVERIFY(o.contains("beatable_share"));
    const double share = o["beatable_share"].toDouble();
    QVERIFY2(share > 0.0 && share < 1.0, qPrintable(QString::number(share)));
    // The share is the beatable metric's mean over the 30 seeds, each 0 or 1.
    const QJsonArray metrics = o["metrics"].toArray();
    const auto beatable = std::find_if(metrics.begin(), metrics.end(), [](const QJsonValue &m) {
        return m.toObject()["id"].toString() == QLatin1String("beatable");
    });
    QVERIFY(beatable != metrics.end());
    QCOMPARE(beatable->toObject()["count"].toInt(), 30);
    QCOMPARE(beatable->toObject()["mean"].toDouble(), share);
    // Bounded in states, not seconds: the same figure with another thread count (and on any machine).
    const Run two = runMapsmith({"sweep", "-c", config, "--seeds", "1..30", "--json", "--jobs", "2"});
    QCOMPARE(two.json()["beatable_share"].toDouble(), share);
    const Run text = runMapsmith({"sweep", "-c", config, "--seeds", "1..30"});
    QVERIFY(text.outLines().value(2).startsWith(
        QStringLiteral("beatable share: %1%").arg(share * 100, 0, 'f', 2)));
    // Other generators have no such figure.
    QVERIFY(!QJsonDocument::fromJson(m_whole).object().contains("beatable_share"));
}

void TestCliSweep::sweepTower_countsPaths()
{
    const Run run =
        runMapsmith({"sweep", "-c", QStringLiteral(MAPSMITH_SOURCE_DIR "/resources/presets/tower.yaml"),
                     "--seeds", "1..12", "--json"});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QJsonArray metrics = run.json()["metrics"].toArray();
    QCOMPARE(metrics[0].toObject()["id"].toString(), QStringLiteral("paths"));
    QCOMPARE(metrics[0].toObject()["bin_rule"].toString(), QStringLiteral("pow2"));
    QCOMPARE(metrics[0].toObject()["count"].toInt(), 12);
    QVERIFY(metrics[0].toObject()["min"].toDouble() >= 1);
}

void TestCliSweep::sweepUsageErrors_exitTwo_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("no seeds") << QStringList{"sweep", "-c", caveConfig()} << "missing --seeds A..B";
    QTest::newRow("no config") << QStringList{"sweep", "--seeds", "1..3"} << "missing -c CONFIG";
    QTest::newRow("merge with config")
        << QStringList{"sweep", "--merge", "a.json", "-c", caveConfig()} << "--merge adds up sweep files";
    QTest::newRow("merge nothing") << QStringList{"sweep", "--merge"} << "missing sweep files";
    QTest::newRow("stray file") << QStringList{"sweep", "-c", caveConfig(), "--seeds", "1..3", "x.json"}
                                << "unexpected argument 'x.json'";
    QTest::newRow("bad range") << QStringList{"sweep", "-c", caveConfig(), "--seeds", "9..3"}
                               << "bad seed range";
    QTest::newRow("unknown option") << QStringList{"sweep", "-c",    caveConfig(), "--seeds",
                                                   "1..3",  "--png", "x"}
                                    << "unknown option '--png'";
}

void TestCliSweep::sweepUsageErrors_exitTwo()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run run = runMapsmith(args);
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.errLines().size(), 1);
    QVERIFY2(run.errLines()[0].contains(message), run.err.constData());
}

void TestCliSweep::sweepBadConfig_namesFileLineAndColumn()
{
    const Run run = runMapsmith({"sweep", "-c", dataFile("bad_fill.yaml"), "--seeds", "1..3"});
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.errLines().size(), 1);
    QVERIFY2(
        QRegularExpression(QStringLiteral("bad_fill\\.yaml:\\d+:\\d+: ")).match(run.errLines()[0]).hasMatch(),
        run.err.constData());
}

void TestCliSweep::helpSweep_printsUsage()
{
    const Run run = runMapsmith({"help", "sweep"});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.startsWith("Usage: mapsmith sweep -c CONFIG --seeds A..B"));
    QVERIFY(run.out.contains("--merge"));
}

QTEST_GUILESS_MAIN(TestCliSweep)
#include "test_cli_sweep.moc"
