// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// The GUI thread never waits on file reading: openFile returns at once and a large map file opens in the
// background while the event loop keeps turning (a timer fires before the map arrives, fileOpened comes
// later), a cancelled open leaves the document exactly as it was. test_file_jobs has the rules of a second
// open, a close during a read or a write, and failed exports. And the dense hand-edit layer behaves exactly
// as the std::map it replaced, on many seeds.

#include "uitest.h"

#include <QDockWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>
#include <QtTest>

#include <map>

#ifndef Q_MOC_RUN
#include "mainwindow.h"

#include <mapsmith/edit/celllayer.h>
#include <mapsmith/random/rng.h>
#endif

using namespace mapsmith;

namespace {

CellEdit randomEdit(Rng &rng)
{
    static const char *const kTypes[] = {"", "gold", "guard", "light"};
    CellEdit edit;
    if (rng.below(3) != 0)
        edit.tile = static_cast<Tile>(rng.below(3));
    if (rng.below(3) == 0)
        edit.entity = kTypes[rng.below(4)];
    return edit;
}

Point randomPoint(Rng &rng)
{
    // Around chunk borders and below zero, where the chunk arithmetic can go wrong.
    return {static_cast<int>(rng.below(200)) - 70, static_cast<int>(rng.below(200)) - 70};
}

std::map<Point, CellEdit> contents(const CellLayer &layer)
{
    std::map<Point, CellEdit> out;
    std::vector<Point> order;
    layer.forEach([&](Point p, const CellEdit &edit) {
        out.emplace(p, edit);
        order.push_back(p);
    });
    // forEach runs in Point order, as the std::map does.
    if (!std::is_sorted(order.begin(), order.end()) || order.size() != out.size())
        out.clear();
    return out;
}

} // namespace

class TestAsyncIo : public QObject
{
    Q_OBJECT

public:
    static void initMain() { uitest::isolateSettings(); }

private slots:
    void openBigMap_returnsAtOnce_eventLoopTurns_andFileOpenedComesLater()
    {
        QTemporaryDir dir;
        const QString path = uitest::writeBigMap(dir.path(), 1024);
        QVERIFY(!path.isEmpty());
        MainWindow window;
        uitest::Messages messages;
        window.setMessageSink(messages.sink());
        QVERIFY(uitest::waitForMap(window.document()));
        const auto before = window.document()->mapHash();

        int ticks = 0;
        int ticksWhenOpened = -1;
        QTimer timer;
        QObject::connect(&timer, &QTimer::timeout, [&] { ++ticks; });
        timer.start(0);
        QSignalSpy spy(&window, &MainWindow::fileOpened);
        QObject::connect(&window, &MainWindow::fileOpened, [&] { ticksWhenOpened = ticks; });
        window.openFile(path);
        // openFile returned before the file was read: the document is still the old one, the window locked.
        QVERIFY(window.isOpeningFile());
        QCOMPARE(spy.count(), 0);
        QCOMPARE(window.document()->mapHash(), before);
        QVERIFY(!window.centralWidget()->isEnabled());
        QVERIFY(spy.wait(60000));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).toString(), path);
        QVERIFY2(spy.at(0).at(1).toBool(), qPrintable(messages.texts.join(u'\n')));
        QVERIFY(ticksWhenOpened > 0); // the timer fired while the file was being read
        QCOMPARE(window.document()->map().grid.width(), 1024);
        QCOMPARE(window.document()->fileName(), path);
        QVERIFY(!window.isOpeningFile());
        QVERIFY(window.centralWidget()->isEnabled());
    }

    void cancelOpen_reportsNotOpened_andKeepsTheDocument()
    {
        QTemporaryDir dir;
        const QString path = uitest::writeBigMap(dir.path(), 512);
        MainWindow window;
        QVERIFY(uitest::waitForMap(window.document()));
        MapDocument *doc = window.document();
        const auto hash = doc->mapHash();
        const QString fileName = doc->fileName();
        QSignalSpy spy(&window, &MainWindow::fileOpened);
        window.openFile(path);
        QVERIFY(window.isOpeningFile());
        window.cancelOpenFile();
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0), (QList<QVariant>{path, false}));
        QVERIFY(!window.isOpeningFile());
        // The read may still run to its end in the background; its result never reaches the document.
        QTest::qWait(200);
        QCoreApplication::processEvents();
        QCOMPARE(spy.count(), 1);
        QCOMPARE(doc->mapHash(), hash);
        QCOMPARE(doc->fileName(), fileName);
        // The window is usable again.
        QVERIFY(window.centralWidget()->isEnabled());
        QVERIFY(uitest::openAndWait(window, path));
        QCOMPARE(doc->map().grid.width(), 512);
    }

    void firstShow_parametersGetMoreHeightThanDiagnostics()
    {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *generator = window.findChild<QDockWidget *>(QStringLiteral("generatorDock"));
        auto *diagnostics = window.findChild<QDockWidget *>(QStringLiteral("diagnosticsDock"));
        QVERIFY(generator && diagnostics);
        QVERIFY2(QTest::qWaitFor([&] { return generator->height() > diagnostics->height() + 100; }, 5000),
                 qPrintable(QStringLiteral("%1 vs %2").arg(generator->height()).arg(diagnostics->height())));
        QTest::qWait(50);                      // the first-show pass
        QVERIFY2(diagnostics->height() >= 140, // still a readable strip (DockLayout: a quarter of the column)
                 qPrintable(QString::number(diagnostics->height())));
    }

    void cellLayer_behavesAsAStdMap_manySeeds()
    {
        for (std::uint64_t seed = 1; seed <= 60; ++seed) {
            Rng rng(seed);
            CellLayer layer;
            std::map<Point, CellEdit> oracle;
            for (int step = 0; step < 400; ++step) {
                const Point p = randomPoint(rng);
                switch (rng.below(4)) {
                case 0:
                case 1: {
                    const CellEdit edit = randomEdit(rng);
                    layer.insert(p, edit);
                    oracle[p] = edit;
                    break;
                }
                case 2:
                    layer.erase(p);
                    oracle.erase(p);
                    break;
                default: {
                    // A patch of a few cells, applied as the hand edits apply one (empty edits clear).
                    CellLayer patch;
                    std::map<Point, CellEdit> patchOracle;
                    for (int i = 0; i < 5; ++i) {
                        const Point q = randomPoint(rng);
                        const CellEdit edit = rng.below(4) == 0 ? CellEdit{} : randomEdit(rng);
                        patch.insert(q, edit);
                        patchOracle[q] = edit;
                    }
                    const CellLayer before = layer.valuesAt(patch);
                    for (const auto &[q, edit] : patchOracle)
                        QCOMPARE(before.value(q), oracle.contains(q) ? oracle.at(q) : CellEdit{});
                    layer.assign(patch, true);
                    for (const auto &[q, edit] : patchOracle) {
                        if (edit.tile || edit.entity)
                            oracle[q] = edit;
                        else
                            oracle.erase(q);
                    }
                    break;
                }
                }
            }
            QCOMPARE(layer.size(), oracle.size());
            QVERIFY(contents(layer) == oracle);
            std::size_t entities = 0;
            for (const auto &[p, edit] : oracle)
                entities += edit.entity ? 1 : 0;
            QCOMPARE(layer.entityCount(), entities);
            // Equality by value, whatever order the names were interned in.
            CellLayer copy;
            for (auto it = oracle.rbegin(); it != oracle.rend(); ++it)
                copy.insert(it->first, it->second);
            QVERIFY(copy == layer);
            if (!oracle.empty()) {
                copy.erase(oracle.begin()->first);
                QVERIFY(!(copy == layer));
            }
        }
    }
};

QTEST_MAIN(TestAsyncIo)
#include "test_async_io.moc"
