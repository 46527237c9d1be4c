// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The editor shell's file parts on their own, without a main window: FileOpener (Open off the GUI thread),
// FileSaver (saves, exports, the save question, a close that waits for a write) and RecentFiles.
#include "document/commands.h"
#include "shell/fileopener.h"
#include "shell/filesaver.h"
#include "shell/recentfiles.h"
#include "uitest.h"

#include <QMenu>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace mapsmith;

namespace {

QString writeText(const QTemporaryDir &dir, const char *name, const QByteArray &text)
{
    const QString path = dir.filePath(QLatin1String(name));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
        return {};
    return path;
}

const QByteArray kCaveConfig = "mapsmith: 1\ngenerator: cave\nseed: 5\nparams: {width: 30, height: 20}\n";

// Waits for `spy`'s first report on `path`: its bool, or nothing within the time.
std::optional<bool> waitFor(QSignalSpy &spy, const QString &path, int timeoutMs = 30000)
{
    std::optional<bool> result;
    [[maybe_unused]] const bool ended = QTest::qWaitFor(
        [&] {
            for (const QList<QVariant> &args : spy) {
                if (args.at(0).toString() == path)
                    result = args.at(1).toBool();
            }
            return result.has_value();
        },
        timeoutMs);
    return result;
}

} // namespace

class TestShellFiles : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { uitest::isolateSettings(); }

    void opener_config_resetsTheDocumentAfterOpenReturns()
    {
        QTemporaryDir dir;
        const QString path = writeText(dir, "cave.yaml", kCaveConfig);
        QWidget parent;
        MapDocument doc;
        doc.reset(uitest::smallCave(), QString());
        FileOpener opener(&doc, &parent);
        QSignalSpy opened(&opener, &FileOpener::opened);
        opener.open(path);
        QVERIFY(opener.isBusy());
        QCOMPARE(opened.count(), 0); // never inside open()
        QCOMPARE(doc.config().seed, 7u);
        QCOMPARE(waitFor(opened, path), std::optional<bool>(true));
        QCOMPARE(doc.config().seed, 5u);
        QCOMPARE(doc.fileName(), path);
        QVERIFY(!opener.isBusy());
    }

    void opener_badFile_reportsWhereAndKeepsTheDocument()
    {
        QTemporaryDir dir;
        const QString path =
            writeText(dir, "bad.yaml", "mapsmith: 1\ngenerator: cave\nparams: {fill_ratio: 7}\n");
        QWidget parent;
        MapDocument doc;
        doc.reset(uitest::smallCave(3), QStringLiteral("before.yaml"));
        FileOpener opener(&doc, &parent);
        QSignalSpy errors(&opener, &FileOpener::errorOccurred);
        QSignalSpy opened(&opener, &FileOpener::opened);
        opener.open(path);
        QCOMPARE(waitFor(opened, path), std::optional<bool>(false));
        QCOMPARE(errors.count(), 1);
        QVERIFY2(errors.first().at(1).toString().contains(QStringLiteral("bad.yaml:3:")),
                 qPrintable(errors.first().at(1).toString()));
        QCOMPARE(doc.config().seed, 3u);
        QCOMPARE(doc.fileName(), QStringLiteral("before.yaml"));
    }

    void opener_secondOpen_cancelsTheFirst()
    {
        QTemporaryDir dir;
        const QString big = uitest::writeBigMap(dir.path(), 1024);
        const QString small = writeText(dir, "cave.yaml", kCaveConfig);
        QWidget parent;
        MapDocument doc;
        FileOpener opener(&doc, &parent);
        QSignalSpy opened(&opener, &FileOpener::opened);
        opener.open(big);
        opener.open(small);
        QCOMPARE(waitFor(opened, small), std::optional<bool>(true));
        QCOMPARE(waitFor(opened, big, 0), std::optional<bool>(false)); // reported at once, as cancelled
        QCOMPARE(doc.fileName(), small);
    }

    void saver_saveConfigTo_writesTheConfigAndMarksClean()
    {
        QTemporaryDir dir;
        QWidget parent;
        MapDocument doc;
        doc.reset(uitest::smallCave(11), QString());
        QVERIFY(uitest::waitForMap(&doc));
        doc.undoStack()->push(
            new PaintTilesCommand(&doc, PaintBrush{PaintBrush::Kind::Tile, Tile::Floor}, {0, 0}));
        FileSaver saver(&doc, &parent);
        QSignalSpy saved(&saver, &FileSaver::saved);
        QSignalSpy status(&saver, &FileSaver::statusMessage);
        const QString path = dir.filePath(QStringLiteral("out.yaml"));
        QVERIFY(saver.saveConfigTo(path));
        QCOMPARE(saved.count(), 1);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains("seed: 11"));
        QVERIFY(!doc.isDirty());
        QCOMPARE(status.count(), 1); // the hand edit is not in a config: it says so
    }

    void saver_exportMap_writesOffTheGuiThread_andAWaitingCloseFollows()
    {
        QTemporaryDir dir;
        QWidget parent;
        MapDocument doc;
        doc.reset(uitest::smallCave(), QString());
        QVERIFY(uitest::waitForMap(&doc));
        FileSaver saver(&doc, &parent);
        QSignalSpy written(&saver, &FileSaver::written);
        QSignalSpy closeReady(&saver, &FileSaver::closeReady);
        const QString path = dir.filePath(QStringLiteral("map.yaml"));
        bool then = false;
        saver.exportMapTo(path, [&then] { then = true; });
        QVERIFY(saver.isWriting());
        saver.closeWhenWritten();
        QCOMPARE(written.count(), 0);
        QCOMPARE(waitFor(written, path), std::optional<bool>(true));
        QVERIFY(then);
        QCOMPARE(closeReady.count(), 1);
        QVERIFY(!saver.isCloseWaiting());
        QVERIFY(QFile(path).size() > 0);
    }

    void saver_failedWrite_saysWhy_andDropsTheWaitingClose()
    {
        QTemporaryDir dir;
        QWidget parent;
        MapDocument doc;
        doc.reset(uitest::smallCave(), QString());
        QVERIFY(uitest::waitForMap(&doc));
        FileSaver saver(&doc, &parent);
        QSignalSpy written(&saver, &FileSaver::written);
        QSignalSpy errors(&saver, &FileSaver::errorOccurred);
        QSignalSpy closeReady(&saver, &FileSaver::closeReady);
        const QString path = dir.filePath(QStringLiteral("no-such-folder/map.yaml"));
        saver.exportMapTo(path);
        saver.closeWhenWritten();
        QCOMPARE(waitFor(written, path), std::optional<bool>(false));
        QCOMPARE(errors.count(), 1);
        QVERIFY(errors.first().at(1).toString().contains(QStringLiteral("no-such-folder")));
        QCOMPARE(closeReady.count(), 0);
        QVERIFY(!saver.isCloseWaiting());
    }

    void saver_saveQuestion_discardGoesOn_cancelStops_cleanNeverAsks()
    {
        QWidget parent;
        MapDocument doc;
        doc.reset(uitest::smallCave(), QString());
        QVERIFY(uitest::waitForMap(&doc));
        FileSaver saver(&doc, &parent);
        int asked = 0;
        QMessageBox::StandardButton answer = QMessageBox::Cancel;
        saver.setSaveQuestion([&](const QString &) {
            ++asked;
            return answer;
        });
        QCOMPARE(saver.askToSave({}), FileSaver::SaveAnswer::Proceed);
        QCOMPARE(asked, 0);
        doc.changeSeed(8);
        QVERIFY(doc.isDirty());
        QCOMPARE(saver.askToSave({}), FileSaver::SaveAnswer::Stop);
        answer = QMessageBox::Discard;
        bool ran = false;
        saver.afterSaveQuestion([&ran] { ran = true; });
        QVERIFY(ran);
        QCOMPARE(asked, 2);
    }

    void recent_newestFirst_atMostTen_goneFilesForgotten()
    {
        RecentFiles::clear();
        QTemporaryDir dir;
        QStringList paths;
        for (int i = 0; i < 12; ++i)
            paths << writeText(dir, qPrintable(QStringLiteral("f%1.yaml").arg(i)), kCaveConfig);
        for (const QString &p : paths)
            RecentFiles::add(p);
        QStringList files = RecentFiles::files();
        QCOMPARE(files.size(), RecentFiles::kMax);
        QCOMPARE(files.first(), paths.last());
        RecentFiles::add(paths[5]); // again: moves to the front, no duplicate
        QCOMPARE(RecentFiles::files().first(), paths[5]);
        QCOMPARE(RecentFiles::files().count(paths[5]), 1);
        QVERIFY(QFile::remove(paths[11]));
        QVERIFY(!RecentFiles::files().contains(paths[11]));

        QMenu menu;
        RecentFiles recent(&menu, nullptr);
        QSignalSpy requested(&recent, &RecentFiles::openRequested);
        QMetaObject::invokeMethod(&menu, "aboutToShow");
        QCOMPARE(menu.actions().size(), RecentFiles::files().size() + 2); // + separator and Clear List
        menu.actions().first()->trigger();
        QCOMPARE(requested.count(), 1);
        QCOMPARE(requested.first().at(0).toString(), paths[5]);
        recent.clearAction()->trigger();
        QVERIFY(RecentFiles::files().isEmpty());
    }
};

QTEST_MAIN(TestShellFiles)
#include "test_shell_files.moc"
