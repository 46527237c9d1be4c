// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Generation runs off the GUI thread: the window keeps processing events while a big map is made.
#include "document/commands.h"
#include "document/mapdocument.h"
#include "mainwindow.h"
#include "uitest.h"
#include "view/mapview.h"

#include <QElapsedTimer>
#include <QTimer>
#include <QUndoStack>

using namespace mapsmith;

class TestGeneration : public QObject
{
    Q_OBJECT

public:
    static void initMain() { uitest::isolateSettings(); }

private slots:
    void generation4096_windowStaysResponsive()
    {
        MainWindow window;
        window.setSaveQuestion([](const QString &) { return QMessageBox::Discard; });
        window.show();
        MapDocument *doc = window.document();
        QVERIFY(uitest::waitForMap(doc));

        QElapsedTimer clock;
        clock.start();
        qint64 last = clock.elapsed();
        qint64 maxGap = 0;
        int ticks = 0;
        QTimer timer;
        timer.setInterval(10);
        connect(&timer, &QTimer::timeout, this, [&] {
            const qint64 now = clock.elapsed();
            maxGap = std::max(maxGap, now - last);
            last = now;
            ++ticks;
        });
        timer.start();

        doc->undoStack()->beginMacro(QStringLiteral("big"));
        doc->undoStack()->push(new ChangeParamCommand(doc, "width", std::int64_t{4096}));
        doc->undoStack()->push(new ChangeParamCommand(doc, "height", std::int64_t{4096}));
        doc->undoStack()->endMacro();
        last = clock.elapsed(); // measure from here: the pushes themselves only queue work
        QVERIFY(doc->isGenerating());
        QVERIFY(
            QTest::qWaitFor([&] { return !doc->isGenerating() && doc->map().grid.width() == 4096; }, 60000));
        const qint64 took = clock.elapsed();
        // The map's arrival (and the first paint of it) happens on the GUI thread: include it.
        QTest::qWait(50);
        timer.stop();

        qInfo("4096 x 4096 map in %lld ms; %d ticks, longest gap between ticks %lld ms", took, ticks, maxGap);
        QCOMPARE(doc->map().grid.height(), 4096);
        QCOMPARE(window.mapView()->image().size(), QSize(4096, 4096));
        QVERIFY(ticks > 0);
        QVERIFY2(maxGap < 100, qPrintable(QStringLiteral("the event loop stalled for %1 ms").arg(maxGap)));
    }

    void destroyWhileGenerating_isSafe()
    {
        auto *doc = new MapDocument;
        Config big;
        big.params.set("width", std::int64_t{3000});
        big.params.set("height", std::int64_t{3000});
        doc->reset(big, QString());
        QVERIFY(doc->isGenerating());
        QElapsedTimer t;
        t.start();
        delete doc; // cancels and waits for the run, which stops at its next check
        qInfo("destroyed a generating document in %lld ms", t.elapsed());
    }
};

QTEST_MAIN(TestGeneration)
#include "test_generation.moc"
