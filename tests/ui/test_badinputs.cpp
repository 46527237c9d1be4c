// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// The bad inputs of docs/RELIABILITY.md opened in the editor: each is refused with one message that starts
// with the file's name, and the open document (config, map, file name, undo history) stays as it was.

#include "document/mapdocument.h"
#include "mainwindow.h"
#include "uitest.h"

#include <QApplication>
#include <QFile>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>

using namespace mapsmith;

namespace {

QString badInput(const char *name)
{
    return QStringLiteral(MAPSMITH_SOURCE_DIR "/tests/data/badinputs/") + QLatin1String(name);
}

} // namespace

class TestBadInputs : public QObject
{
    Q_OBJECT

public:
    static void initMain() { uitest::isolateSettings(); }

private slots:
    void openBadFile_showsOneMessageAndKeepsDocument_data()
    {
        QTest::addColumn<QString>("path");
        for (const char *name : {"empty.yaml",
                                 "truncated_config.yaml",
                                 "binary.yaml",
                                 "huge_number.yaml",
                                 "huge_real.yaml",
                                 "huge_config.yaml",
                                 "duplicate_keys.yaml",
                                 "latin1.yaml",
                                 "truncated_map.yaml",
                                 "huge_map.yaml",
                                 "duplicate_keys_map.yaml",
                                 "empty.txt",
                                 "binary.txt",
                                 "truncated_level.txt",
                                 "empty.tmj",
                                 "empty.tmx",
                                 "truncated.tmj",
                                 "truncated.tmx",
                                 "binary.tmj",
                                 "binary.tmx",
                                 "latin1.tmj",
                                 "latin1.tmx",
                                 "unknown_encoding.tmj",
                                 "unknown_compression.tmx",
                                 "corrupt_zlib.tmx",
                                 "zlib_bomb.tmx",
                                 "huge.tmj",
                                 "huge.tmx"})
            QTest::newRow(name) << badInput(name);
        // Deep nesting is written here rather than kept in the repository.
        static QTemporaryDir dir;
        const QString deep = dir.filePath(QStringLiteral("deep.yaml"));
        QFile f(deep);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("mapsmith: 1\ngenerator: cave\nparams: " + QByteArray(100000, '[') + QByteArray(100000, ']'));
        f.close();
        QTest::newRow("deep.yaml") << deep;
        QByteArray xml = "<map width=\"1\" height=\"1\">";
        for (int i = 0; i < 100000; ++i)
            xml += "<group>";
        for (int i = 0; i < 100000; ++i)
            xml += "</group>";
        for (const auto &[name, text] :
             {std::pair{"deep.tmj", "{\"width\": 1, \"height\": 1, \"layers\": " + QByteArray(100000, '[') +
                                        QByteArray(100000, ']') + "}"},
              std::pair{"deep.tmx", xml + "</map>"}}) {
            QFile t(dir.filePath(QLatin1String(name)));
            QVERIFY(t.open(QIODevice::WriteOnly) && t.write(text) == text.size());
            QTest::newRow(name) << t.fileName();
        }
        // 300 MB that take no disk (a sparse file): refused by its size before a byte is read.
        const QString huge = dir.filePath(QStringLiteral("huge.yaml"));
        QFile h(huge);
        QVERIFY(h.open(QIODevice::WriteOnly) && h.resize(qint64(300) << 20));
        QTest::newRow("huge.yaml (300 MB)") << huge;
    }

    void openBadFile_showsOneMessageAndKeepsDocument()
    {
        QFETCH(QString, path);
        MainWindow window;
        QStringList messages;
        window.setMessageSink([&](const QString &, const QString &text) { messages << text; });
        QVERIFY(uitest::waitForMap(window.document()));
        MapDocument *doc = window.document();
        const Config config = doc->config();
        const auto hash = doc->mapHash();
        const QString fileName = doc->fileName();
        const int undo = doc->undoStack()->count();

        QVERIFY(!uitest::openAndWait(window, path));
        QCOMPARE(messages.size(), 1);
        qInfo("%s", qPrintable(messages.first())); // the text docs/RELIABILITY.md quotes
        const QString name = path.section(QLatin1Char('/'), -1);
        QVERIFY2(messages.first().startsWith(name + QLatin1Char(':')), qPrintable(messages.first()));
        QVERIFY(doc->config() == config);
        QCOMPARE(doc->mapHash(), hash);
        QCOMPARE(doc->fileName(), fileName);
        QCOMPARE(doc->undoStack()->count(), undo);
        QVERIFY(!doc->isGenerating());
    }

    // The real message box (no sink): the bytes of a Latin-1 é and a terminal escape are shown as \x
    // escapes, not as U+FFFD or raw control characters.
    void openFileWithDirtyBytes_messageBoxShowsEscapes()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("dirty.yaml"));
        QVERIFY(uitest::writeText(path, "mapsmith: 1\ngenerator: \"caf\xe9\\e[2J\\a\"\n"));
        MainWindow window;
        QVERIFY(uitest::waitForMap(window.document()));
        QString shown;
        QTimer closer;
        connect(&closer, &QTimer::timeout, &closer, [&shown] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                shown = box->text();
                box->done(QMessageBox::Ok);
            }
        });
        closer.start(20);
        QVERIFY(!uitest::openAndWait(window, path));
        closer.stop();
        QVERIFY2(
            shown.startsWith(QStringLiteral("dirty.yaml:2:12: unknown generator 'caf\\xe9\\x1b[2J\\x07' ")),
            qPrintable(shown));
        QVERIFY(!shown.contains(QChar::ReplacementCharacter));
        for (const QChar c : shown)
            QVERIFY2(c.category() != QChar::Other_Control, qPrintable(shown));
    }
};

QTEST_MAIN(TestBadInputs)
#include "test_badinputs.moc"
