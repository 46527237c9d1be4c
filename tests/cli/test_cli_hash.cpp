// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "cliprocess.h"
#include "sweep/hashjob.h"

#include <mapsmith/generate/registry.h>
#include <mapsmith/io/config.h>
#include <mapsmith/map/hash.h>

#include <QRegularExpression>
#include <QTest>

using namespace clitest;

class TestCliHash : public QObject
{
    Q_OBJECT

private slots:
    void hashTwice_givesIdenticalOutput();
    void hash_printsOneLinePerSeedThenCombined();
    void hash_differentSeedsDiffer();
    void hash_matchesGenerate();
    void hashCombined_isCombineHashesOfTheLines();
    void editorsReproducibilityHash_equalsTheCliCombined_data();
    void editorsReproducibilityHash_equalsTheCliCombined();
};

void TestCliHash::hashTwice_givesIdenticalOutput()
{
    const Run a = runMapsmith({"hash", "-c", caveConfig(), "--seeds", "1..30"});
    const Run b = runMapsmith({"hash", "-c", caveConfig(), "--seeds", "1..30", "--jobs", "1"});
    QCOMPARE(a.exitCode, 0);
    QCOMPARE(a.out, b.out);
}

void TestCliHash::hash_printsOneLinePerSeedThenCombined()
{
    const Run run = runMapsmith({"hash", "-c", caveConfig(), "--seeds", "5..14"});
    QCOMPARE(run.exitCode, 0);
    const QStringList lines = run.outLines();
    QCOMPARE(lines.size(), 11);
    const QRegularExpression line("^(\\d+) ([0-9a-f]{16})$");
    for (int i = 0; i < 10; ++i) {
        const auto m = line.match(lines[i]);
        QVERIFY2(m.hasMatch(), qPrintable(lines[i]));
        QCOMPARE(m.captured(1).toInt(), 5 + i);
    }
    QVERIFY(QRegularExpression("^combined [0-9a-f]{16}$").match(lines[10]).hasMatch());
}

void TestCliHash::hash_differentSeedsDiffer()
{
    const QStringList lines = runMapsmith({"hash", "-c", caveConfig(), "--seeds", "1..10"}).outLines();
    QSet<QString> hashes;
    for (const QString &l : lines)
        hashes.insert(l.section(u' ', 1));
    QCOMPARE(hashes.size(), 11);
}

void TestCliHash::hash_matchesGenerate()
{
    const Run hash = runMapsmith({"hash", "-c", caveConfig(), "--seeds", "9"});
    const Run gen = runMapsmith({"generate", "-c", caveConfig(), "-s", "9", "--json"});
    QCOMPARE(hash.outLines().first(), QStringLiteral("9 ") + gen.json()["hash"].toString());
}

void TestCliHash::hashCombined_isCombineHashesOfTheLines()
{
    const QStringList lines = runMapsmith({"hash", "-c", caveConfig(), "--seeds", "1..3"}).outLines();
    QCOMPARE(lines.size(), 4);
    std::vector<std::uint64_t> hashes;
    for (int i = 0; i < 3; ++i)
        hashes.push_back(lines[i].section(u' ', 1).toULongLong(nullptr, 16));
    QCOMPARE(lines[3], QStringLiteral("combined ") +
                           QString::fromStdString(mapsmith::hashToHex(mapsmith::combineHashes(hashes))));
}

void TestCliHash::editorsReproducibilityHash_equalsTheCliCombined_data()
{
    QTest::addColumn<QString>("preset");
    for (const char *p : {"rhythm_cave", "explore_rooms", "classic_maze", "spire_tower", "classic_loderunner",
                          "cave", "tower_tall"})
        QTest::newRow(p) << QString::fromLatin1(p);
}

void TestCliHash::editorsReproducibilityHash_equalsTheCliCombined()
{
    QFETCH(QString, preset);
    const QString path = QStringLiteral(MAPSMITH_SOURCE_DIR "/resources/presets/%1.yaml").arg(preset);
    const Run run = runMapsmith({"hash", "-c", path, "--seeds", "1..100"});
    QCOMPARE(run.exitCode, 0);
    auto config = mapsmith::loadConfig(path.toStdString(), mapsmith::builtinGenerators());
    QVERIFY(config.ok());
    // What the sweep dock shows (ReproHashLabel), on two threads and on one.
    for (int jobs : {0, 1}) {
        auto hash = mapsmith::reproducibilityHash(mapsmith::builtinGenerators(), *config, 1, 100, jobs);
        QVERIFY(hash.ok());
        QCOMPARE(QStringLiteral("combined ") + QString::fromStdString(mapsmith::hashToHex(*hash)),
                 run.outLines().last());
    }
}

QTEST_GUILESS_MAIN(TestCliHash)
#include "test_cli_hash.moc"
