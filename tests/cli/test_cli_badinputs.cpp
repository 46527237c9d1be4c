// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// The bad inputs of docs/RELIABILITY.md through the real executable: each one exits 2 with one line on
// stderr that starts with the file's name and says what is wrong, prints nothing on stdout, and finishes
// (no crash, no hang: runMapsmith gives up after two minutes and then reports exit code -1).

#include "../beat/wavfile.h"
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

    // Tiled maps through `mapsmith convert IN OUT`: the same promise, and OUT is not written.
    void badTiledFile_convertExitsTwoNamingIt_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("says"); // the whole line after "FILE:"
        const auto row = [](const char *file, const char *says) {
            QTest::newRow(file) << badInput(file) << QString::fromUtf8(says);
        };
        row("empty.tmj", "1:1: invalid JSON: syntax error while parsing value - unexpected end of input; "
                         "expected '[', '{', or a literal");
        row("empty.tmx", "1:1: invalid XML: No document element found");
        row("truncated.tmj",
            "7:11: invalid JSON: syntax error while parsing object separator - unexpected end of input; "
            "expected ':'");
        row("truncated.tmx", "6:84: invalid XML: Error parsing start element tag");
        row("binary.tmj",
            "1:1: invalid JSON: syntax error while parsing value - invalid literal; last read: '\\x7f'");
        row("binary.tmx", "3:34: invalid XML: No document element found");
        row("latin1.tmj", "4:83: invalid JSON: syntax error while parsing value - invalid string: ill-formed "
                          "UTF-8 byte; last read: '\"cav\\xe9\"'");
        row("latin1.tmx",
            "4:49: invalid XML: byte 0xe9 is not UTF-8 (save the file as UTF-8, or declare its encoding)");
        row("unknown_encoding.tmj",
            " layers[0] 'tiles': encoding 'base32' is not supported (use csv or base64)");
        row("unknown_compression.tmx",
            "10:3: <data>: compression 'lz4' is not supported (use none, zlib, gzip or zstd)");
        row("corrupt_zlib.tmx", "10:3: <data>: the zlib data is cut short");
        row("zlib_bomb.tmx", "10:3: <data>: the zlib data inflates to more than 1024 bytes");
        row("huge.tmj", " map: width 100000 is outside [1, 4096]");
        row("huge.tmx", "2:1: <map>: width 100000 is outside [1, 4096]");
    }

    void badTiledFile_convertExitsTwoNamingIt()
    {
        QFETCH(QString, file);
        QFETCH(QString, says);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("out.yaml"));
        const Run run = runMapsmith({"convert", file, out});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.out.isEmpty(), run.out.constData());
        QCOMPARE(run.errLines(), QStringList{file + ":" + says});
        QVERIFY(!QFile::exists(out));
    }

    void deeplyNestedTiled_exitsTwo_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("says");
        const int depth = 100000;
        QTest::newRow("json arrays") << "deep.tmj"
                                     << "{\"width\": 1, \"height\": 1, \"layers\": " +
                                            QByteArray(depth, '[') + QByteArray(depth, ']') + "}"
                                     << " layers[0]: a layer must be a JSON object";
        QTest::newRow("json cut")
            << "deep.tmj" << QByteArray(depth, '[')
            << "1:100001: invalid JSON: syntax error while parsing value - unexpected end "
               "of input; expected '[', '{', or a literal";
        QByteArray xml = "<map width=\"1\" height=\"1\">";
        for (int i = 0; i < depth; ++i)
            xml += "<group>";
        for (int i = 0; i < depth; ++i)
            xml += "</group>";
        QTest::newRow("xml elements") << "deep.tmx" << xml + "</map>"
                                      << "1:251: <group>: groups nested more than 32 deep";
    }

    void deeplyNestedTiled_exitsTwo()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, text);
        QFETCH(QString, says);
        QTemporaryDir dir;
        const QString path = dir.filePath(name);
        QVERIFY(writeFile(path, text));
        const Run run = runMapsmith({"convert", path, dir.filePath(QStringLiteral("out.yaml"))});
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.errLines(), QStringList{path + ":" + says});
    }

    void musicOverThirtyMinutes_exitsTwoBeforeDecoding()
    {
        // A 16-bit mono 44.1 kHz WAV whose header says 40 minutes: a sparse file, refused by its header.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("long.wav"));
        const auto data = static_cast<std::uint32_t>(40 * 60 * 44100 * 2);
        const std::string header = wavfile::header(44100, data);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly) && f.write(header.data(), 44) == 44 &&
                f.resize(44 + qint64{data}));
        f.close();
        const Run run = runMapsmith({"beat", path});
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(
            run.errLines(),
            QStringList{path + ": the music lasts more than 30 minutes, the most a level's music may last"});
    }

    void externalTilesetThatIsMissing_isNotNeeded_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("tmx") << badInput("external_tileset.tmx");
        QTest::newRow("tmj") << badInput("external_tileset.tmj");
    }

    void externalTilesetThatIsMissing_isNotNeeded()
    {
        // A .tsx/.tsj that is not there: the map still converts, as its embedded-tileset twin does, and
        // stderr names the file it went without.
        QFETCH(QString, file);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("out.yaml"));
        const Run run = runMapsmith({"convert", file, out});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.contains("missing.ts") && run.err.contains("cannot be read"), run.err.constData());
        const QString twin = QStringLiteral(MAPSMITH_SOURCE_DIR "/tests/fuzz/corpus/") +
                             (file.endsWith(QLatin1String("tmx")) ? QStringLiteral("tmx/small.tmx")
                                                                  : QStringLiteral("tmj/small.tmj"));
        const QString twinOut = dir.filePath(QStringLiteral("twin.yaml"));
        QCOMPARE(runMapsmith({"convert", twin, twinOut}).exitCode, 0);
        QFile a(out);
        QFile b(twinOut);
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        QCOMPARE(a.readAll(), b.readAll());
    }
};

QTEST_GUILESS_MAIN(TestCliBadInputs)
#include "test_cli_badinputs.moc"
