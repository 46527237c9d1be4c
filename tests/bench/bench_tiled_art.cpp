// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// Opening a big Tiled map fully drawn (issue 17's target: a 300 x 300 map with 10 layers and 20 tilesets in
// at most 300 ms): the map is written to a temporary folder with 20 tileset images (16 x 16 tiles, 8 x 8 of
// them, colours from a fixed seed) and 10 CSV layers, each cell of a layer a tile of one of the tilesets (a
// third of the cells empty in the upper layers). Each run reads it as File > Open does (readMapFile:
// parse, classify, art), decodes its images (TiledPictures::load, with the file cache emptied by new file
// names every run) and draws the whole map as the view shows it fitted in a 1200 x 900 view (3 pixels per
// tile) and a 1600 x 1000 view at the tiles' own size; median of N runs.
//
// How to run (not part of ctest): build/tests/bench/bench_tiled_art [runs]
#include "document/mapformats.h"
#include "render/palette.h"
#include "render/tiledart.h"

#include <QCoreApplication>
#include <QDir>
#include <QGuiApplication>
#include <QImage>
#include <QTemporaryDir>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <string>
#include <vector>

using namespace mapsmith;

namespace {

constexpr int kSide = 300;
constexpr int kLayers = 10;
constexpr int kTilesets = 20;
constexpr int kTilesPerSet = 64;

std::uint64_t next(std::uint64_t &s)
{
    s = s * 6364136223846793005ull + 1442695040888963407ull; // a fixed LCG: the same map every run
    return s >> 33;
}

QString writeMap(const QString &dir, int run)
{
    std::uint64_t seed = 17;
    std::string tmx =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<map version=\"1.8\" orientation=\"orthogonal\" "
        "width=\"300\" height=\"300\" tilewidth=\"16\" tileheight=\"16\">\n";
    for (int t = 0; t < kTilesets; ++t) {
        QImage sheet(8 * 16, 8 * 16, QImage::Format_ARGB32);
        for (int y = 0; y < sheet.height(); ++y)
            for (int x = 0; x < sheet.width(); ++x)
                sheet.setPixel(
                    x, y, qRgb(static_cast<int>(next(seed) % 256), (x * 7 + t * 13) % 256, (y * 5) % 256));
        const QString name = QStringLiteral("set%1_%2.png").arg(t).arg(run);
        sheet.save(QDir(dir).filePath(name));
        tmx += " <tileset firstgid=\"" + std::to_string(1 + t * kTilesPerSet) + "\" name=\"set" +
               std::to_string(t) +
               "\" tilewidth=\"16\" tileheight=\"16\" tilecount=\"64\" columns=\"8\">\n  <image source=\"" +
               name.toStdString() + "\" width=\"128\" height=\"128\"/>\n </tileset>\n";
    }
    for (int l = 0; l < kLayers; ++l) {
        tmx += " <layer id=\"" + std::to_string(l + 1) + "\" name=\"layer" + std::to_string(l) +
               "\" width=\"300\" height=\"300\">\n  <data encoding=\"csv\">\n";
        for (int i = 0; i < kSide * kSide; ++i) {
            const bool empty = l > 0 && next(seed) % 3 == 0;
            tmx += std::to_string(empty ? 0 : 1 + next(seed) % (kTilesets * kTilesPerSet));
            tmx += i + 1 < kSide * kSide ? "," : "\n";
        }
        tmx += "</data>\n </layer>\n";
    }
    tmx += "</map>\n";
    const QString path = QDir(dir).filePath(QStringLiteral("big%1.tmx").arg(run));
    QFile file(path);
    file.open(QIODevice::WriteOnly);
    file.write(tmx.data(), static_cast<qint64>(tmx.size()));
    return path;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

/// Wall time and this process's CPU time (every thread), in ms: on a machine shared by other builds the
/// CPU time is the figure to compare (the wall time grows with the load, the CPU time much less).
struct Stamp
{
    std::chrono::steady_clock::time_point wall;
    double cpu;
};
Stamp now()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return {std::chrono::steady_clock::now(),
            static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6};
}
double ms(const Stamp &a, const Stamp &b)
{
    return std::chrono::duration<double, std::milli>(b.wall - a.wall).count();
}
double cpuMs(const Stamp &a, const Stamp &b)
{
    return b.cpu - a.cpu;
}

} // namespace

int main(int argc, char **argv)
{
    QGuiApplication app(argc, argv); // QImage's PNG reader
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5;
    QTemporaryDir dir;
    std::vector<double> read, decode, fit, native, total;
    std::vector<double> cRead, cDecode, cFit, cNative, cTotal;
    for (int r = 0; r < runs; ++r) {
        const QString path = writeMap(dir.path(), r);
        const auto t0 = now();
        auto map = readMapFile(path, TileMapping{});
        const auto t1 = now();
        if (!map) {
            std::fprintf(stderr, "%s\n", map.error().toString().c_str());
            return 1;
        }
        const auto doc = shownDocument(*map);
        const auto pictures = TiledPictures::load(*doc, Palette::builtin());
        const auto t2 = now();
        QImage whole(kSide * 3, kSide * 3, QImage::Format_ARGB32_Premultiplied);
        whole.fill(Qt::black);
        drawTiledDocument(whole, *doc, *pictures, QRect(0, 0, kSide, kSide), 3);
        const auto t3 = now();
        QImage view(1600, 1000, QImage::Format_ARGB32_Premultiplied);
        view.fill(Qt::black);
        drawTiledDocument(view, *doc, *pictures, QRect(0, 0, 100, 63), 16);
        const auto t4 = now();
        read.push_back(ms(t0, t1));
        decode.push_back(ms(t1, t2));
        fit.push_back(ms(t2, t3));
        native.push_back(ms(t3, t4));
        total.push_back(ms(t0, t3));
        cRead.push_back(cpuMs(t0, t1));
        cDecode.push_back(cpuMs(t1, t2));
        cFit.push_back(cpuMs(t2, t3));
        cNative.push_back(cpuMs(t3, t4));
        cTotal.push_back(cpuMs(t0, t3));
    }
    std::printf("300x300, 10 layers, 20 tilesets: read %.1f ms, images %.1f ms, fitted draw %.1f ms, "
                "1:1 view draw %.1f ms; open to fully drawn (fitted) %.1f ms (median of %d)\n",
                median(read), median(decode), median(fit), median(native), median(total), runs);
    std::printf("CPU time: read %.1f ms, images %.1f ms, fitted draw %.1f ms, 1:1 view draw %.1f ms; open to "
                "fully drawn (fitted) %.1f ms (median of %d)\n",
                median(cRead), median(cDecode), median(cFit), median(cNative), median(cTotal), runs);
    return 0;
}
