// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "cliprocess.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace clitest;

class TestCliErrors : public QObject
{
    Q_OBJECT

private slots:
    void outOfRangeValue_exitsTwoWithOneLineNamingFileLineColumn();
    void missingConfig_exitsTwoNamingTheFile();
    void unknownOption_exitsTwo();
    void badSeedRange_exitsTwo_data();
    void badSeedRange_exitsTwo();
    void missingRequiredOption_exitsTwo();
    void unwritableOutput_exitsTwoNamingTheFile();
    void wallOverTenThousandSeeds_exitsTwo();
};

namespace {

void verifyUsageError(const Run &run)
{
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.errLines().size(), 1);
    QVERIFY(run.out.isEmpty());
}

} // namespace

void TestCliErrors::outOfRangeValue_exitsTwoWithOneLineNamingFileLineColumn()
{
    const QString config = dataFile("bad_fill.yaml");
    QTemporaryDir dir;
    const QList<QStringList> commands = {
        {"generate", "-c", config},
        {"hash", "-c", config, "--seeds", "1..2"},
        {"validate", "-c", config, "--seeds", "1..2"},
        {"wall", "-c", config, "--seeds", "1..2", "-o", dir.filePath("w.png")},
    };
    const QRegularExpression expected("^" + QRegularExpression::escape(config) +
                                      ":7:\\d+: fill_ratio 1\\.7 ");
    for (const QStringList &args : commands) {
        const Run run = runMapsmith(args);
        verifyUsageError(run);
        const QString line = run.errLines().first();
        QVERIFY2(expected.match(line).hasMatch(), qPrintable(line));
    }
}

void TestCliErrors::missingConfig_exitsTwoNamingTheFile()
{
    const Run run = runMapsmith({"generate", "-c", "/nonexistent/cave.yaml"});
    verifyUsageError(run);
    QVERIFY(run.err.contains("/nonexistent/cave.yaml"));
}

void TestCliErrors::unknownOption_exitsTwo()
{
    const Run run = runMapsmith({"hash", "-c", caveConfig(), "--seeds", "1..2", "--foo"});
    verifyUsageError(run);
    QVERIFY(run.err.contains("unknown option '--foo'"));
    verifyUsageError(runMapsmith({"generate", "-c", caveConfig(), "--columns", "3"}));
}

void TestCliErrors::badSeedRange_exitsTwo_data()
{
    QTest::addColumn<QString>("range");
    QTest::newRow("last before first") << "10..5";
    QTest::newRow("garbage") << "abc";
    QTest::newRow("half") << "3..";
    QTest::newRow("negative") << "-1..4";
    QTest::newRow("too many") << "0..100000";
    QTest::newRow("empty") << "";
}

void TestCliErrors::badSeedRange_exitsTwo()
{
    QFETCH(QString, range);
    const Run run = runMapsmith({"hash", "-c", caveConfig(), "--seeds", range});
    verifyUsageError(run);
}

void TestCliErrors::missingRequiredOption_exitsTwo()
{
    verifyUsageError(runMapsmith({"hash", "-c", caveConfig()}));
    verifyUsageError(runMapsmith({"generate"}));
    verifyUsageError(runMapsmith({"wall", "-c", caveConfig(), "--seeds", "1..3"}));
    verifyUsageError(runMapsmith({"hash", "-c"}));
}

void TestCliErrors::unwritableOutput_exitsTwoNamingTheFile()
{
    const QString target = QStringLiteral("/nonexistent-dir/out.yaml");
    const Run run = runMapsmith({"generate", "-c", caveConfig(), "-o", target});
    verifyUsageError(run);
    QVERIFY(run.err.startsWith(target.toUtf8() + ':'));
}

void TestCliErrors::wallOverTenThousandSeeds_exitsTwo()
{
    QTemporaryDir dir;
    const Run run =
        runMapsmith({"wall", "-c", caveConfig(), "--seeds", "1..10001", "-o", dir.filePath("w.png")});
    verifyUsageError(run);
    QVERIFY(!QFile::exists(dir.filePath("w.png")));
}

QTEST_GUILESS_MAIN(TestCliErrors)
#include "test_cli_errors.moc"
