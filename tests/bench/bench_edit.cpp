// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// A huge flood fill as one undo step, as the designer feels it on the GUI thread: a cave of size x size
// (default 512), the fill of its largest floor region with the Slow tile through the fill tool's command,
// then its undo and redo; each timed until the document has redrawn. The reference in the same run is one
// full renderForView of the map (what a redraw of the whole map costs). Prints medians and ratios.
// Run: QT_QPA_PLATFORM=offscreen build/tests/bench/bench_edit [runs] [size]
#include "document/editcommands.h"
#include "document/mapdocument.h"
#include "render/palette.h"
#include "render/renderer.h"
#include "tools/filltool.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace mapsmith;

namespace {

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

Point largestFloorCell(const GridMap &grid)
{
    std::vector<char> seen(static_cast<std::size_t>(grid.width()) * static_cast<std::size_t>(grid.height()),
                           0);
    Point best{-1, -1};
    std::size_t bestSize = 0;
    for (int y = 0; y < grid.height(); ++y) {
        for (int x = 0; x < grid.width(); ++x) {
            const std::size_t i = static_cast<std::size_t>(y) * static_cast<std::size_t>(grid.width()) +
                                  static_cast<std::size_t>(x);
            if (seen[i] || grid.tiles.at(x, y) != Tile::Floor)
                continue;
            const std::vector<Point> region = fillRegion(grid, {x, y});
            for (const Point &p : region)
                seen[static_cast<std::size_t>(p.y) * static_cast<std::size_t>(grid.width()) +
                     static_cast<std::size_t>(p.x)] = 1;
            if (region.size() > bestSize) {
                bestSize = region.size();
                best = {x, y};
            }
        }
    }
    return best;
}

} // namespace

int main(int argc, char **argv)
{
    if (qgetenv("QT_QPA_PLATFORM").isEmpty())
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5;
    const int size = argc > 2 ? std::clamp(std::atoi(argv[2]), 8, 4096) : 512;

    MapDocument document;
    Config config;
    config.generator = "cave";
    config.seed = 7;
    config.params.set("width", std::int64_t{size});
    config.params.set("height", std::int64_t{size});
    document.reset(config, QString());
    QEventLoop loop;
    QObject::connect(&document, &MapDocument::mapChanged, &loop, &QEventLoop::quit);
    QTimer::singleShot(60000, &loop, &QEventLoop::quit);
    loop.exec();
    if (!document.hasMap()) {
        std::fprintf(stderr, "no map\n");
        return 1;
    }
    const Point seed = largestFloorCell(document.map().grid);
    const std::size_t cells = fillRegion(document.map().grid, seed).size();

    std::vector<double> fill, undo, redo, render;
    for (int r = 0; r < runs; ++r) {
        QElapsedTimer t;
        t.start();
        const std::vector<Point> region = fillRegion(document.map().grid, seed);
        const HandEditsPatch patch = paintCellsPatch(
            document.handEdits(), {PaintBrush::Kind::Tile, Tile::Slow}, region, document.map());
        document.undoStack()->push(new EditMapCommand(&document, patch, QStringLiteral("fill")));
        fill.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
        t.restart();
        document.undoStack()->undo();
        undo.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
        t.restart();
        document.undoStack()->redo();
        redo.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
        document.undoStack()->undo();
        t.restart();
        const QImage image = renderForView(document.map(), Palette::builtin());
        render.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
        if (image.isNull())
            return 1;
    }
    const double ref = median(render);
    std::printf("cave %dx%d, fill of %zu cells (one undo step), median of %d runs\n", size, size, cells,
                runs);
    std::printf("fill (region + command + redraw) %8.2f ms  %5.1fx a full render\n", median(fill),
                median(fill) / ref);
    std::printf("undo                             %8.2f ms  %5.1fx\n", median(undo), median(undo) / ref);
    std::printf("redo                             %8.2f ms  %5.1fx\n", median(redo), median(redo) / ref);
    std::printf("full renderForView (reference)   %8.2f ms\n", ref);
    return 0;
}
