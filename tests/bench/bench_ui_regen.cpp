// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Parameter change to repainted view, as a designer feels it: the main window (offscreen), a 256x256 cave,
// then N changes of fill_ratio; each is timed from the change until the view has repainted the new map
// (generation and rendering run off the GUI thread; the paint is forced synchronously at the end).
// Target (issue 2): within one frame, 16 ms. Prints the median and the 90th percentile.
// Run: QT_QPA_PLATFORM=offscreen build-bench/tests/bench/bench_ui_regen [changes] [size]
#include "document/mapdocument.h"
#include "mainwindow.h"
#include "view/mapview.h"

#include <mapsmith/io/config.h>

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace mapsmith;

namespace {

bool waitForMap(MapDocument *document, int timeoutMs)
{
    QEventLoop loop;
    bool arrived = false;
    auto c = QObject::connect(document, &MapDocument::mapChanged, &loop, [&] {
        arrived = true;
        loop.quit();
    });
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    loop.exec();
    QObject::disconnect(c);
    return arrived;
}

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM",
            qgetenv("QT_QPA_PLATFORM").isEmpty() ? "offscreen" : qgetenv("QT_QPA_PLATFORM"));
    QApplication app(argc, argv);
    const int changes = argc > 1 ? std::max(1, std::atoi(argv[1])) : 50;
    const int size = argc > 2 ? std::clamp(std::atoi(argv[2]), 8, 4096) : 256;

    MainWindow window;
    window.resize(1280, 800);
    window.show();
    MapDocument *document = window.document();
    waitForMap(document, 10000);
    Config config;
    config.generator = "cave";
    config.seed = 7;
    config.params.set("width", std::int64_t{size});
    config.params.set("height", std::int64_t{size});
    document->reset(config, QString());
    waitForMap(document, 10000);

    std::vector<double> ms;
    for (int i = 0; i < changes; ++i) {
        QElapsedTimer timer;
        timer.start();
        document->applyParam("fill_ratio", 0.40 + 0.001 * (i % 50));
        if (!waitForMap(document, 10000)) {
            std::fprintf(stderr, "no map after change %d\n", i);
            return 1;
        }
        window.mapView()->repaint();
        ms.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
    }
    std::sort(ms.begin(), ms.end());
    std::printf(
        "param change -> repainted view, %dx%d cave, %d changes: median %.2f ms, p90 %.2f ms, max %.2f ms "
        "(target 16 ms)\n",
        size, size, changes, ms[ms.size() / 2], ms[ms.size() * 9 / 10], ms.back());
    return 0;
}
