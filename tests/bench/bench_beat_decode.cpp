// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Decoding and beat analysis of music files on disk, as `mapsmith beat` and the beat panel do them (issue
// 16): for each file, `decodeAudioFile` (the real path: header, backend or direct WAV reader, gapless trim)
// and `analyzeBeats` on its samples, each timed over several runs (wall clock and process CPU time, medians).
// Prints the audio length and the speed in x real time of decode, analysis and both together.
// The whole process (`mapsmith beat FILE --json`) is measured with hyperfine beside it (docs/PERFORMANCE.md).
// Run: build/tests/bench/bench_beat_decode [--runs N] FILE...
#include "audio/decoder.h"

#include <mapsmith/beat/analysis.h>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QStringList>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <vector>

using namespace mapsmith;

namespace {

double cpuNow()
{
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) / 1e9;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0.0 : v[v.size() / 2];
}

struct Timing
{
    std::vector<double> wall, cpu;
    void add(double w, double c)
    {
        wall.push_back(w);
        cpu.push_back(c);
    }
};

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStringList args = app.arguments().mid(1);
    int runs = 5;
    if (args.size() >= 2 && args.front() == QStringLiteral("--runs")) {
        runs = std::max(1, args.at(1).toInt());
        args = args.mid(2);
    }
    if (args.isEmpty()) {
        std::fprintf(stderr, "usage: bench_beat_decode [--runs N] FILE...\n");
        return 2;
    }
    std::printf("%-28s %7s %9s %9s %9s %9s %8s %8s\n", "file", "audio s", "decode ms", "dec cpu", "beat ms",
                "beat cpu", "dec x", "both x");
    for (const QString &path : args) {
        Timing decode, analyse;
        double seconds = 0.0;
        for (int r = 0; r < runs; ++r) {
            QElapsedTimer wall;
            wall.start();
            double c0 = cpuNow();
            const auto audio = decodeAudioFile(path);
            decode.add(static_cast<double>(wall.nsecsElapsed()) / 1e9, cpuNow() - c0);
            if (!audio) {
                std::fprintf(stderr, "%s\n", audio.error().toString().c_str());
                return 1;
            }
            seconds = audio->durationSeconds;
            wall.restart();
            c0 = cpuNow();
            const auto beats = analyzeBeats(audio->mono, audio->sampleRate);
            analyse.add(static_cast<double>(wall.nsecsElapsed()) / 1e9, cpuNow() - c0);
            if (!beats) {
                std::fprintf(stderr, "%s\n", beats.error().toString().c_str());
                return 1;
            }
        }
        const double dw = median(decode.wall), aw = median(analyse.wall);
        std::printf("%-28s %7.1f %9.1f %9.1f %9.1f %9.1f %7.0fx %7.0fx\n", qPrintable(path.section(u'/', -1)),
                    seconds, dw * 1e3, median(decode.cpu) * 1e3, aw * 1e3, median(analyse.cpu) * 1e3,
                    seconds / std::max(1e-9, dw), seconds / std::max(1e-9, dw + aw));
    }
    return 0;
}
