// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// Opens and exports run with no local event loop: every openFile and every export returns at once and ends
// in exactly one fileOpened / fileWritten, later. The rules asserted here: a second open cancels the first
// (which reports opened = false) and the newest wins; closing during a read cancels it and closes; closing
// during a write waits for the file and then closes (and stays open if the write failed); a close that asks
// for an export closes once it is written; a failed export reports ok = false and shows its message.

#include "uitest.h"

#include <QApplication>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#ifndef Q_MOC_RUN
#include "document/commands.h"
#include "mainwindow.h"

#include <mapsmith/io/mapfile.h>
#endif

using namespace mapsmith;

namespace {

/// A path no file can be written to: its folder does not exist.
QString unwritablePath(const QTemporaryDir &dir, const char *name)
{
    return dir.filePath(QStringLiteral("no-such-folder/") + QLatin1String(name));
}

/// The signal arguments whose first one (the path) is `path`.
QList<bool> resultsFor(const QSignalSpy &spy, const QString &path)
{
    QList<bool> out;
    for (const QList<QVariant> &args : spy) {
        if (args.at(0).toString() == path)
            out << args.at(1).toBool();
    }
    return out;
}

} // namespace

class TestFileJobs : public QObject
{
    Q_OBJECT

public:
    static void initMain() { uitest::isolateSettings(); }

private slots:
    void openError_isReportedAfterOpenFileReturns()
    {
        QTemporaryDir dir;
        MainWindow window;
        uitest::Messages messages;
        window.setMessageSink(messages.sink());
        QVERIFY(uitest::waitForMap(window.document()));
        const auto hash = window.document()->mapHash();
        const QString missing = dir.filePath(QStringLiteral("missing.yaml"));
        QSignalSpy spy(&window, &MainWindow::fileOpened);
        window.openFile(missing);
        QCOMPARE(spy.count(), 0); // not even an error is reported from inside openFile
        QVERIFY(messages.texts.isEmpty());
        QVERIFY(spy.wait(30000));
        QCOMPARE(spy.at(0), (QList<QVariant>{missing, false}));
        QCOMPARE(messages.texts.size(), 1); // shown before the signal
        QVERIFY2(messages.texts.at(0).contains(QStringLiteral("missing.yaml")),
                 qPrintable(messages.texts.at(0)));
        QCOMPARE(window.document()->mapHash(), hash);
    }

    void secondOpen_cancelsTheFirst_andTheNewestWins()
    {
        QTemporaryDir dir;
        const QString big = uitest::writeBigMap(dir.path(), 1024);
        const QString small = uitest::writeBigMap(dir.path(), 48, QStringLiteral("small.yaml"));
        QVERIFY(!big.isEmpty() && !small.isEmpty());
        MainWindow window;
        uitest::Messages messages;
        window.setMessageSink(messages.sink());
        QVERIFY(uitest::waitForMap(window.document()));
        QSignalSpy spy(&window, &MainWindow::fileOpened);
        window.openFile(big);
        window.openFile(small);
        QCOMPARE(resultsFor(spy, big), QList<bool>{false}); // cancelled by the second
        QVERIFY(window.isOpeningFile());
        QTRY_COMPARE_WITH_TIMEOUT(resultsFor(spy, small), QList<bool>{true}, 60000);
        QCOMPARE(window.document()->fileName(), small);
        QCOMPARE(window.document()->map().grid.width(), 48);
        // The big file's read ends in the background; nothing more arrives and the small map stays.
        QTest::qWait(1500);
        QCOMPARE(spy.count(), 2);
        QCOMPARE(window.document()->map().grid.width(), 48);
        QVERIFY(messages.texts.isEmpty());

        // The other way round: the big one, opened second, wins.
        spy.clear();
        window.openFile(small);
        window.openFile(big);
        QCOMPARE(resultsFor(spy, small), QList<bool>{false});
        QTRY_COMPARE_WITH_TIMEOUT(resultsFor(spy, big), QList<bool>{true}, 60000);
        QCOMPARE(window.document()->map().grid.width(), 1024);
        QCOMPARE(spy.count(), 2);
    }

    void closeDuringRead_cancelsIt_closes_andLeavesTheDocument()
    {
        QTemporaryDir dir;
        const QString big = uitest::writeBigMap(dir.path(), 1024);
        auto window = std::make_unique<MainWindow>();
        window->show();
        QVERIFY(uitest::waitForMap(window->document()));
        const auto hash = window->document()->mapHash();
        const QString fileName = window->document()->fileName();
        QSignalSpy spy(window.get(), &MainWindow::fileOpened);
        window->openFile(big);
        QVERIFY(window->isOpeningFile());
        QVERIFY(window->close());
        QVERIFY(!window->isVisible());
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0), (QList<QVariant>{big, false}));
        QVERIFY(!window->isOpeningFile());
        QVERIFY(window->centralWidget()->isEnabled()); // no half state: unlocked, the old document
        QTest::qWait(300);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(window->document()->mapHash(), hash);
        QCOMPARE(window->document()->fileName(), fileName);
        window.reset(); // the read may still be running: the window goes without waiting for a result
    }

    void closeDuringWrite_closesOnceTheFileIsWritten_whole()
    {
        QTemporaryDir dir;
        const QString big = uitest::writeBigMap(dir.path(), 1024);
        MainWindow window;
        uitest::Messages messages;
        window.setMessageSink(messages.sink());
        window.show();
        QVERIFY(uitest::openAndWait(window, big));
        const Map map = window.document()->map();
        const QString out = dir.filePath(QStringLiteral("out.yaml"));
        QSignalSpy written(&window, &MainWindow::fileWritten);
        QSignalSpy opened(&window, &MainWindow::fileOpened);
        window.exportMapTo(out);
        QVERIFY(window.isWritingFile());
        QCOMPARE(written.count(), 0);
        QVERIFY(!window.close()); // put off until the file is written
        QVERIFY(window.isVisible());
        QVERIFY(written.wait(60000));
        QCOMPARE(written.at(0), (QList<QVariant>{out, true}));
        QTRY_VERIFY_WITH_TIMEOUT(!window.isVisible(), 5000); // then it closed
        QVERIFY(messages.texts.isEmpty());
        // An export followed by an open: chained on fileWritten, the file is whole.
        MainWindow other;
        other.setMessageSink(messages.sink());
        QVERIFY2(uitest::openAndWait(other, out), qPrintable(messages.texts.join(u'\n')));
        QVERIFY(other.document()->map().grid.tiles == map.grid.tiles);
        QCOMPARE(opened.count(), 0);
    }

    void failedExport_reportsNotWritten_showsTheMessage_andAPutOffCloseIsDropped()
    {
        QTemporaryDir dir;
        MainWindow window;
        uitest::Messages messages;
        window.setMessageSink(messages.sink());
        window.show();
        QVERIFY(uitest::waitForMap(window.document()));
        for (auto exporter : {&MainWindow::exportMapTo, &MainWindow::exportTiledTo}) {
            messages.texts.clear();
            const QString path =
                unwritablePath(dir, exporter == &MainWindow::exportMapTo ? "m.yaml" : "m.tmj");
            QSignalSpy spy(&window, &MainWindow::fileWritten);
            (window.*exporter)(path);
            QVERIFY(window.isWritingFile());
            QVERIFY(!window.centralWidget()->isEnabled()); // locked while writing
            QVERIFY(!window.close());
            QVERIFY(spy.wait(30000));
            QCOMPARE(spy.count(), 1);
            QCOMPARE(spy.at(0), (QList<QVariant>{path, false}));
            QCOMPARE(messages.texts.size(), 1);
            QVERIFY2(messages.texts.at(0).contains(QStringLiteral("no-such-folder")),
                     qPrintable(messages.texts.at(0)));
            QVERIFY(!window.isWritingFile());
            QVERIFY(window.centralWidget()->isEnabled());
            QTest::qWait(100);
            QVERIFY(window.isVisible()); // the failed write dropped the close: the user decides again
            QVERIFY(!QFile::exists(path));
        }
    }

    // Save-then-quit: a map only an export keeps asks where to export it; the close waits for the write and
    // happens when the file is written, without asking again.
    void closeWithAMapOnlyEdit_exportsFirst_thenCloses()
    {
        QTemporaryDir dir;
        // No generator made this map: only an exported map file keeps an edit of it.
        const QString source = uitest::writeBigMap(dir.path(), 64);
        MainWindow window;
        uitest::Messages messages;
        window.setMessageSink(messages.sink());
        window.show();
        QVERIFY(uitest::openAndWait(window, source));
        QVERIFY(!window.document()->isGenerated());
        window.document()->undoStack()->push(new PaintTilesCommand(
            window.document(), PaintBrush{PaintBrush::Kind::Tile, Tile::Floor}, Point{0, 0}));
        QVERIFY(window.document()->isDirty());
        int asked = 0;
        window.setSaveQuestion([&](const QString &) {
            ++asked;
            return QMessageBox::Save;
        });
        const QString out = dir.filePath(QStringLiteral("kept.yaml"));
        // The export's file dialog: type the path and accept, on every tick while it is up (a dialog still
        // setting itself up may ignore an early accept).
        QTimer answer;
        int ticks = 0;
        QObject::connect(&answer, &QTimer::timeout, [&] {
            if (auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget())) {
                if (++ticks > 100) { // not taking the answer: fail below instead of hanging here
                    dialog->reject();
                    return;
                }
                dialog->setDirectory(dir.path());
                // selectFile() of a file that does not exist yet leaves the name field empty: type it
                if (auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit")))
                    name->setText(QFileInfo(out).fileName());
                static_cast<QDialog *>(dialog)->accept(); // QFileDialog hides it; QDialog's is public
            }
        });
        answer.start(50);
        QSignalSpy written(&window, &MainWindow::fileWritten);
        QVERIFY(!window.close()); // put off: the export is being written
        answer.stop();
        QCOMPARE(asked, 1);
        QVERIFY(window.isVisible());
        QVERIFY(window.isWritingFile());
        QVERIFY(written.wait(60000));
        QCOMPARE(written.at(0), (QList<QVariant>{out, true}));
        QTRY_VERIFY_WITH_TIMEOUT(!window.isVisible(), 5000);
        QCOMPARE(asked, 1); // the close that follows the export does not ask again
        QVERIFY(messages.texts.isEmpty());
        MainWindow other;
        QVERIFY(uitest::openAndWait(other, out));
        QCOMPARE(other.document()->map().grid.tiles.at(0, 0), Tile::Floor);
    }

    void destroyedDuringWrite_theFileIsStillWrittenWhole()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("gone.yaml"));
        std::string expected;
        {
            MainWindow window;
            QVERIFY(uitest::waitForMap(window.document()));
            expected = writeMap(window.document()->map());
            window.exportMapTo(out);
            QVERIFY(window.isWritingFile());
        } // no close event: the window is destroyed with the write running
        QCOMPARE(uitest::readText(out), QByteArray::fromStdString(expected));
    }
};

QTEST_MAIN(TestFileJobs)
#include "test_file_jobs.moc"
