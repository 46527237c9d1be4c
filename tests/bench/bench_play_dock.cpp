// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// What the Play dock does on the GUI thread when it takes a map (docs/PERFORMANCE.md, "Play dock"): on a
// size x size map (default 1024), the time of PlayPanel::setActive(true) after the document's map changed:
//   new map    a map that differs from the play's (one cell): compare, copy it, start the session's build
//              (the build itself runs on a QtConcurrent worker and is timed apart, as "session build");
//   same map   a map equal to the play's (a regeneration to the same level): compare only, no restart.
// Wall-clock medians of N runs; the offscreen platform. Target: one frame, 16 ms.
// Run: QT_QPA_PLATFORM=offscreen build/tests/bench/bench_play_dock [runs] [size]
#include "document/mapdocument.h"
#include "play/playpanel.h"
#include "play/playview.h"

#include <QApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace mapsmith;

namespace {

Map bigMap(int size, bool variant)
{
    Map m;
    m.grid.tiles = Grid<Tile>(size, size, Tile::Floor);
    for (int i = 0; i < size; ++i) {
        m.grid.tiles.at(i, 0) = m.grid.tiles.at(i, size - 1) = Tile::Wall;
        m.grid.tiles.at(0, i) = m.grid.tiles.at(size - 1, i) = Tile::Wall;
    }
    for (int y = 4; y < size - 4; y += 8) // rows of pillars: something for light and sight to hit
        for (int x = 4; x < size - 4; x += 8)
            m.grid.tiles.at(x, y) = Tile::Wall;
    m.grid.start = Point{1, 1};
    for (int k = 0; k < 20; ++k)
        m.grid.entities.push_back({"light", 2 + k * 3, 2});
    if (variant)
        m.grid.tiles.at(size / 2, size / 2 + 1) = Tile::Wall;
    return m;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

bool waitForSession(PlayView *view)
{
    QElapsedTimer t;
    t.start();
    while (!view->hasSession() && t.elapsed() < 60000)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    return view->hasSession();
}

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM",
            qgetenv("QT_QPA_PLATFORM").isEmpty() ? "offscreen" : qgetenv("QT_QPA_PLATFORM"));
    QApplication app(argc, argv);
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 15;
    const int size = argc > 2 ? std::clamp(std::atoi(argv[2]), 16, 4096) : 1024;
    const Map maps[2] = {bigMap(size, false), bigMap(size, true)};

    MapDocument document;
    PlayPanel panel(&document);
    panel.resize(800, 700);
    panel.show();
    std::vector<double> take, same, build;
    for (int i = 0; i < runs; ++i) {
        // A new map while the dock is hidden (not timed), then the dock is shown: the take is timed.
        panel.setActive(false);
        document.resetWithMap(maps[i % 2], {});
        QElapsedTimer timer;
        timer.start();
        panel.setActive(true);
        take.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
        timer.start();
        if (!waitForSession(panel.view())) {
            std::fprintf(stderr, "no session after run %d\n", i);
            return 1;
        }
        build.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
        // The same map again: compared, not taken.
        panel.setActive(false);
        document.resetWithMap(maps[i % 2], {});
        timer.start();
        panel.setActive(true);
        same.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
    }
    std::printf("Play dock, %dx%d map, %d runs (wall-clock medians)\n", size, size, runs);
    std::printf("  new map  (GUI thread: compare, copy, start the build)  %8.2f ms\n", median(take));
    std::printf("  same map (GUI thread: compare only)                    %8.2f ms\n", median(same));
    std::printf("  session build (worker thread, until ready)             %8.2f ms\n", median(build));
    return 0;
}
