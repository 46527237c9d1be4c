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

        // No wall-clock limit (these machines are noisy): the event loop must turn while the map is being
        // generated and rendered. A run on the GUI thread would leave no tick inside the generation.
        QElapsedTimer clock;
        clock.start();
        qint64 last = clock.elapsed();
        qint64 maxGap = 0;
        int ticksWhileGenerating = 0;
        QTimer timer;
        timer.setInterval(5);
        connect(&timer, &QTimer::timeout, this, [&] {
            const qint64 now = clock.elapsed();
            maxGap = std::max(maxGap, now - last);
            last = now;
            if (doc->isGenerating())
                ++ticksWhileGenerating;
        });
        timer.start();

        doc->undoStack()->beginMacro(QStringLiteral("big"));
        doc->changeParam("width", std::int64_t{4096});
        doc->changeParam("height", std::int64_t{4096});
        doc->undoStack()->endMacro();
        last = clock.elapsed(); // measure from here: the pushes themselves only queue work
        QVERIFY(doc->isGenerating());
        QVERIFY(
            QTest::qWaitFor([&] { return !doc->isGenerating() && doc->map().grid.width() == 4096; }, 60000));
        const qint64 took = clock.elapsed();
        QTest::qWait(50); // the map's arrival and first paint happen on the GUI thread
        timer.stop();

        qInfo("4096 x 4096 map in %lld ms; %d ticks while generating, longest gap %lld ms", took,
              ticksWhileGenerating, maxGap);
        QCOMPARE(doc->map().grid.height(), 4096);
        QCOMPARE(window.mapView()->image().size(), QSize(4096, 4096));
        QVERIFY2(ticksWhileGenerating >= 3,
                 qPrintable(QStringLiteral("the event loop turned %1 times during generation")
                                .arg(ticksWhileGenerating)));
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
