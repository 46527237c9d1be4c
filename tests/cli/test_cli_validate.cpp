// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "cliprocess.h"

#include <QDir>
#include <QJsonArray>
#include <QTest>

using namespace clitest;

class TestCliValidate : public QObject
{
    Q_OBJECT

private slots:
    void validateExampleCave_passesAndExitsZero();
    void validateJson_countsSeedsAndFailures();
    void validateShippedPresets_passEveryCheck_data();
    void validateShippedPresets_passEveryCheck();
    void schema_printsTheCaveParameters();
    void schemaOfCave_printsOneGenerator();
    void schemaOfUnknownGenerator_exitsTwo();
    void help_printsUsageAndExitsZero();
    void version_printsTheVersion();
};

void TestCliValidate::validateExampleCave_passesAndExitsZero()
{
    const Run run = runMapsmith({"validate", "-c", caveConfig(), "--seeds", "1..20"});
    QVERIFY2(run.exitCode == 0, run.out.constData());
    QCOMPARE(run.outLines().last(), QStringLiteral("20 seeds, 0 failed"));
}

void TestCliValidate::validateJson_countsSeedsAndFailures()
{
    const Run run = runMapsmith({"validate", "-c", caveConfig(), "--seeds", "1..20", "--json"});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject o = run.json();
    QCOMPARE(o["seeds"].toInt(), 20);
    QCOMPARE(o["failed"].toInt(), 0);
    QVERIFY(o["failures"].isArray());
    QCOMPARE(o["failures"].toArray().size(), 0);
}

void TestCliValidate::validateShippedPresets_passEveryCheck_data()
{
    QTest::addColumn<QString>("preset");
    const QDir presets(QStringLiteral(MAPSMITH_SOURCE_DIR "/resources/presets"));
    for (const QString &name : presets.entryList({QStringLiteral("*.yaml")}, QDir::Files, QDir::Name))
        QTest::newRow(qPrintable(name)) << presets.filePath(name);
}

void TestCliValidate::validateShippedPresets_passEveryCheck()
{
    QFETCH(QString, preset);
    const Run run = runMapsmith({"validate", "-c", preset, "--seeds", "1..20"});
    QVERIFY2(run.exitCode == 0, (run.out + run.err).constData());
    QCOMPARE(run.outLines().last(), QStringLiteral("20 seeds, 0 failed"));
}

void TestCliValidate::schema_printsTheCaveParameters()
{
    const Run run = runMapsmith({"schema"});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.contains("id: cave"));
    QVERIFY(run.out.contains("fill_ratio"));
}

void TestCliValidate::schemaOfCave_printsOneGenerator()
{
    const Run run = runMapsmith({"schema", "cave"});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.contains("fill_ratio"));
}

void TestCliValidate::schemaOfUnknownGenerator_exitsTwo()
{
    const Run run = runMapsmith({"schema", "nope"});
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.errLines().size(), 1);
    QVERIFY(run.err.contains("nope"));
}

void TestCliValidate::help_printsUsageAndExitsZero()
{
    for (const QStringList &args : {QStringList{"help"}, QStringList{"--help"}, QStringList{"help", "wall"},
                                    QStringList{"wall", "--help"}}) {
        const Run run = runMapsmith(args);
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains("Usage: mapsmith"));
    }
    QVERIFY(runMapsmith({"help", "wall"}).out.contains("--columns"));
}

void TestCliValidate::version_printsTheVersion()
{
    const Run run = runMapsmith({"--version"});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.startsWith("mapsmith "));
}

QTEST_GUILESS_MAIN(TestCliValidate)
#include "test_cli_validate.moc"
