// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// Whatever bytes a bad file holds (binary junk, a Latin-1 byte, a terminal escape, a megabyte on one line),
// the real `mapsmith` process exits 2 with one clean line on stderr: valid UTF-8, no control character, the
// offending bytes shown as \xNN escapes, starting with the file's name, a bounded length.

#include "cliprocess.h"

#include <mapsmith/random/rng.h>
#include <mapsmith/util/cleantext.h>

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace clitest;

namespace {

/// An ELF header and random bytes from a fixed seed, as a binary file given by mistake.
QByteArray binaryBytes(std::uint64_t seed, int size)
{
    mapsmith::Rng rng(seed);
    QByteArray bytes("\x7f"
                     "ELF\x02\x01\x01",
                     7);
    while (bytes.size() < size)
        bytes += static_cast<char>(rng.below(256));
    return bytes;
}

/// Why `line` is not clean UTF-8 text for a terminal, or empty.
QString dirt(const QByteArray &line)
{
    const QString text = QString::fromUtf8(line);
    if (text.toUtf8() != line)
        return QStringLiteral("not valid UTF-8");
    if (text.contains(QChar::ReplacementCharacter))
        return QStringLiteral("holds U+FFFD");
    for (const QChar c : text) {
        if (c.category() == QChar::Other_Control)
            return QStringLiteral("holds control character U+%1")
                .arg(int(c.unicode()), 4, 16, QLatin1Char('0'));
    }
    return {};
}

} // namespace

class TestCliErrorText : public QObject
{
    Q_OBJECT

private slots:
    void dirtyFile_exitsTwoWithOneCleanLine_data()
    {
        QTest::addColumn<QString>("command"); // FILE and, for convert, OUT are appended
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("shows"); // a part of the line, the escapes included; may be empty

        const QByteArray binary = binaryBytes(8, 4096);
        QTest::newRow("binary config") << "generate -c"
                                       << "level.yaml" << binary << QString();
        QTest::newRow("binary map") << "path --algo bfs -m"
                                    << "map.yaml" << binary << QString();
        QTest::newRow("binary tmj") << "convert"
                                    << "map.tmj" << binary << "last read: '\\x7f'";
        QTest::newRow("binary tmx") << "convert"
                                    << "map.tmx" << binary << QString();
        QTest::newRow("binary Lode Runner") << "convert"
                                            << "levels.txt" << binary << QString();
        // A double-quoted YAML scalar decodes \e, \a and \0 into ESC, BEL and NUL; the é is a raw Latin-1
        // byte.
        QTest::newRow("terminal escape in a config")
            << "generate -c"
            << "level.yaml" << QByteArray("mapsmith: 1\ngenerator: \"caf\xe9\\e]0;owned\\a\\0\"\n")
            << "2:12: unknown generator 'caf\\xe9\\x1b]0;owned\\x07\\x00' (known: ";
        QTest::newRow("latin-1 in a tmj") << "convert"
                                          << "map.tmj" << QByteArray("{\"orientation\": \"caf\xe9\x1b[2J\"}")
                                          << "ill-formed UTF-8 byte; last read: '\"caf\\xe9<U+001B>'";
        QTest::newRow("terminal escape in a tmx")
            << "convert"
            << "map.tmx" << QByteArray("<map width=\"1\x1b[2J\x07\" height=\"1\"></map>")
            << "<map>: attribute 'width' must be an integer, not '1\\x1b[2J\\x07'";
        QTest::newRow("a megabyte of junk on one line")
            << "generate -c"
            << "level.yaml"
            << "mapsmith: 1\ngenerator: " + QByteArray(1 << 20, '\xe9') + "\n"
            << "2:12: unknown generator '\\xe9\\xe9";
    }

    void dirtyFile_exitsTwoWithOneCleanLine()
    {
        QFETCH(QString, command);
        QFETCH(QString, name);
        QFETCH(QByteArray, bytes);
        QFETCH(QString, shows);
        QTemporaryDir dir;
        const QString path = dir.filePath(name);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size());
        file.close();
        QStringList args = command.split(QLatin1Char(' '));
        args << path;
        const QString out = dir.filePath(QStringLiteral("out.yaml"));
        if (command == QLatin1String("convert"))
            args << out;

        const Run run = runMapsmith(args);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.out.isEmpty(), run.out.constData());
        QVERIFY(run.err.endsWith('\n'));
        const QByteArray line = run.err.chopped(1);
        QVERIFY2(!line.contains('\n'), "more than one line");
        const QString why = dirt(line);
        QVERIFY2(why.isEmpty(),
                 qPrintable(why + ": " + QString::fromLatin1(line.left(300).toPercentEncoding())));
        const QString text = QString::fromUtf8(line);
        QVERIFY2(text.startsWith(path + QLatin1Char(':')), qPrintable(text.left(300)));
        QVERIFY2(shows.isEmpty() || text.contains(shows), qPrintable(text.left(300)));
        QVERIFY2(line.size() < path.toUtf8().size() + 32 + qsizetype(mapsmith::kMaxMessageBytes) + 3,
                 qPrintable(QString::number(line.size())));
        QVERIFY(!QFile::exists(out));
    }
};

QTEST_MAIN(TestCliErrorText)
#include "test_cli_errortext.moc"
