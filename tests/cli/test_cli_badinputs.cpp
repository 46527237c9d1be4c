// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// The bad inputs of docs/RELIABILITY.md through the real executable: each one exits 2 with one line on
// stderr that starts with the file's name and says what is wrong, prints nothing on stdout, and finishes
// (no crash, no hang: runMapsmith gives up after two minutes and then reports exit code -1).

#include "cliprocess.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace clitest;

namespace {

QString badInput(const char *name)
{
    return QStringLiteral(MAPSMITH_SOURCE_DIR "/tests/data/badinputs/") + QLatin1String(name);
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

} // namespace

class TestCliBadInputs : public QObject
{
    Q_OBJECT

private slots:
    void badFile_exitsTwoWithOneLineNamingIt_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("says"); // a regular expression for the line after "FILE:"

        const auto config = [](const char *tag, const char *file, const char *says) {
            QTest::newRow(tag) << "generate"
                               << "-c" << badInput(file) << says;
        };
        const auto map = [](const char *tag, const char *file, const char *says) {
            QTest::newRow(tag) << "path"
                               << "--algo bfs -m" << badInput(file) << says;
        };
        const auto audio = [](const char *tag, const char *file, const char *says) {
            QTest::newRow(tag) << "beat"
                               << "" << badInput(file) << says;
        };
        config("config empty", "empty.yaml", " the file is empty; expected a Mapsmith config");
        config("config truncated", "truncated_config.yaml",
               "6:3: unknown parameter 'fill_rat' for generator 'cave'");
        config("config binary", "binary.yaml", "(\\d+:\\d+:)? .+");
        config("config huge seed", "huge_number.yaml",
               "3:7: seed must be an integer in \\[0, 18446744073709551615\\]");
        config("config huge real", "huge_real.yaml", "5:15: fill_ratio .+");
        config("config 100000 wide", "huge_config.yaml", "4:10: width 100000 is outside \\[4, 4096\\]");
        config("config duplicate key", "duplicate_keys.yaml", "4:1: duplicate key 'generator' in the config");
        config("config latin-1", "latin1.yaml", "2:\\d+: .+");
        map("map truncated", "truncated_map.yaml", "\\d+:\\d+: .+");
        map("map 100000 x 100000", "huge_map.yaml", "3:8: width 100000 is outside \\[1, 4096\\]");
        map("map duplicate key", "duplicate_keys_map.yaml", "6:1: duplicate key 'legend'");
        audio("audio empty", "empty.wav", " the file is empty");
        audio("audio truncated", "truncated.wav", " cannot decode audio: .+");
        audio("audio not audio", "not_audio.wav", " cannot decode audio: .+");
    }

    void badFile_exitsTwoWithOneLineNamingIt()
    {
        QFETCH(QString, command);
        QFETCH(QString, option);
        QFETCH(QString, file);
        QFETCH(QString, says);
        QStringList args{command};
        if (!option.isEmpty())
            args << option.split(QLatin1Char(' '));
        args << file;
        const Run run = runMapsmith(args);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.out.isEmpty(), run.out.constData());
        QCOMPARE(run.errLines().size(), 1);
        const QString line = run.errLines().first();
        const QRegularExpression expected("^" + QRegularExpression::escape(file) + ":" + says);
        QVERIFY2(expected.match(line).hasMatch(), qPrintable(line));
    }

    void utf16WithByteOrderMark_isReadLikeUtf8()
    {
        // YAML allows UTF-16 with a byte order mark; yaml-cpp decodes it, so such a config is not bad input.
        const Run run = runMapsmith({"hash", "-c", badInput("utf16.yaml"), "--seeds", "1"});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.outLines().size(), 2);
    }

    void deeplyNestedYaml_exitsTwo_data()
    {
        QTest::addColumn<QByteArray>("text");
        const int depth = 100000;
        QTest::newRow("flow sequences") << "mapsmith: 1\ngenerator: cave\nparams: " + QByteArray(depth, '[') +
                                               QByteArray(depth, ']') + "\n";
        QTest::newRow("flow maps") << "mapsmith: 1\ngenerator: cave\nparams: " + QByteArray(depth, '{') +
                                          QByteArray(depth, '}') + "\n";
        QByteArray block = "mapsmith: 1\ngenerator: cave\nparams:\n";
        for (int i = 0; i < 400; ++i)
            block += QByteArray(i + 1, ' ') + "k" + QByteArray::number(i) + ":\n";
        QTest::newRow("block maps") << block;
    }

    void deeplyNestedYaml_exitsTwo()
    {
        QFETCH(QByteArray, text);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("deep.yaml"));
        QVERIFY(writeFile(path, text));
        const Run run = runMapsmith({"generate", "-c", path});
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.errLines().size(), 1);
        QVERIFY2(run.errLines().first().startsWith(path + ":"), qPrintable(run.errLines().first()));
    }
};

QTEST_GUILESS_MAIN(TestCliBadInputs)
#include "test_cli_badinputs.moc"
