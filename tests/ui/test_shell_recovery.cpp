// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Never lose work: an editor process (this test program, run again as a child with --crash-child: a real
// MainWindow with its Autosaver) makes an edit, autosaves it and is killed with SIGKILL; the Recovery part
// then offers what it left and restores the edit, or discards it. The product reads no answer from the
// environment: the test answers the offer with Recovery::setQuestion, as a user answers the message box.
#include "document/autosaver.h"
#include "document/commands.h"
#include "shell/recovery.h"
#include "uitest.h"

#include <QApplication>
#include <QProcess>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace mapsmith;

namespace {

const QByteArray kEdit = "- {x: 0, y: 0, tile: floor}";

void nameTheApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Mapsmith"));
    QCoreApplication::setApplicationName(QStringLiteral("mapsmith-recovery-test"));
}

// The child: an editor on CONFIG that paints one cell and waits to be killed.
int crashChild(int argc, char **argv)
{
    QApplication app(argc, argv);
    nameTheApplication();
    MainWindow window;
    window.show();
    MapDocument *doc = window.document();
    QObject::connect(&window, &MainWindow::fileOpened, &window, [doc](const QString &, bool opened) {
        if (!opened)
            QCoreApplication::exit(3);
        const auto paint = [doc] {
            doc->undoStack()->push(
                new PaintTilesCommand(doc, PaintBrush{PaintBrush::Kind::Tile, Tile::Floor}, {0, 0}));
        };
        if (doc->hasMap() && !doc->isGenerating())
            paint();
        else
            QObject::connect(doc, &MapDocument::mapChanged, doc, paint, Qt::SingleShotConnection);
    });
    window.openFile(QString::fromLocal8Bit(argv[2]));
    return QApplication::exec();
}

QByteArray readText(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestShellRecovery : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    // Starts a child editor that autosaves an edit, waits for the recovery file and kills the child.
    QString crashAnEditor()
    {
        QProcess child;
        child.start(QCoreApplication::applicationFilePath(),
                    {QStringLiteral("--crash-child"),
                     QStringLiteral(MAPSMITH_SOURCE_DIR "/tests/cli/data/cave.yaml")});
        if (!child.waitForStarted())
            return {};
        const QString file = QDir(Autosaver::directory())
                                 .filePath(QStringLiteral("session-%1.mapsmith.yaml").arg(child.processId()));
        const bool saved = QTest::qWaitFor([&] { return readText(file).contains(kEdit); }, 60000);
        child.kill(); // SIGKILL: no close event, no clean-up
        child.waitForFinished(30000);
        return saved && child.exitStatus() == QProcess::CrashExit ? file : QString();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // The child inherits these: its settings and recovery folder are this test's.
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_dir.filePath(QStringLiteral("config"))));
        qputenv("XDG_DATA_HOME", QFile::encodeName(m_dir.filePath(QStringLiteral("data"))));
        qputenv("QT_QPA_PLATFORM", "offscreen");
        nameTheApplication();
        Autosaver::setIntervalSetting(1); // the setting the Settings menu writes
    }

    void killedEditor_leavesItsEdit_andRecoveryRestoresIt()
    {
        const QString left = crashAnEditor();
        QVERIFY(!left.isEmpty());
        QWidget parent;
        MapDocument doc;
        Recovery recovery(&doc, &parent);
        QStringList asked;
        recovery.setQuestion([&asked](const QString &text) {
            asked << text;
            return QMessageBox::Yes;
        });
        QSignalSpy recovered(&recovery, &Recovery::recovered);
        QVERIFY(recovery.offer());
        QCOMPARE(asked.size(), 1);
        QVERIFY2(asked.first().contains(QStringLiteral("Recover unsaved work")), qPrintable(asked.first()));
        QCOMPARE(recovered.count(), 1);
        QVERIFY(!QFile::exists(left));    // taken
        QVERIFY(doc.isDirty());           // recovered work is unsaved work
        QCOMPARE(doc.config().seed, 42u); // cave.yaml's config came along
        QVERIFY(uitest::waitForMap(&doc));
        QCOMPARE(doc.map().grid.tiles.at(0, 0), Tile::Floor); // the edit (the border is wall)
        QVERIFY(!doc.handEdits().empty());
    }

    void notNow_keepsTheFile_discardRemovesIt()
    {
        const QString left = crashAnEditor();
        QVERIFY(!left.isEmpty());
        QWidget parent;
        MapDocument doc;
        Recovery recovery(&doc, &parent);
        recovery.setQuestion([](const QString &) { return QMessageBox::Cancel; });
        QVERIFY(!recovery.offer());
        QVERIFY(QFile::exists(left));
        QVERIFY(!doc.isDirty());
        recovery.setQuestion([](const QString &) { return QMessageBox::Discard; });
        QVERIFY(!recovery.offer());
        QVERIFY(!QFile::exists(left));
        QVERIFY(Autosaver::leftBehind().isEmpty());
    }
};

int main(int argc, char **argv)
{
    if (argc == 3 && qstrcmp(argv[1], "--crash-child") == 0)
        return crashChild(argc, argv);
    QApplication app(argc, argv);
    TestShellRecovery test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_shell_recovery.moc"
