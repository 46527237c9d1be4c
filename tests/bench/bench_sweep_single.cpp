// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// A seed sweep in one process, for the cluster check (tools/cluster/slurm-local.sh): the command line caps a
// range at 100,000 seeds (kMaxSeeds), and a million seeds is what the cluster runs. This calls what
// `mapsmith sweep` calls (runSweep, the sweep dock's job, then sweepToJson) and prints the file in the same
// bytes as `mapsmith sweep --json`, with the time it took and its throughput on stderr.
//   build/tests/bench/bench_sweep_single CONFIG FIRST LAST [JOBS] > sweep.json
#include "sweep/sweepjob.h"
#include "sweep/sweepjson.h"

#include <mapsmith/generate/registry.h>
#include <mapsmith/io/config.h>

#include <QCoreApplication>
#include <QJsonDocument>

#include <chrono>
#include <cstdio>
#include <cstdlib>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc < 4) {
        std::fputs("usage: bench_sweep_single CONFIG FIRST LAST [JOBS]\n", stderr);
        return 2;
    }
    const auto config = mapsmith::loadConfig(argv[1], mapsmith::builtinGenerators());
    if (!config) {
        std::fprintf(stderr, "%s\n", config.error().toString().c_str());
        return 2;
    }
    mapsmith::SweepRequest request;
    request.config = *config;
    request.firstSeed = std::strtoull(argv[2], nullptr, 10);
    request.lastSeed = std::strtoull(argv[3], nullptr, 10);
    request.jobs = argc > 4 ? std::atoi(argv[4]) : 0;
    const auto start = std::chrono::steady_clock::now();
    const auto stats = mapsmith::runSweep(mapsmith::builtinGenerators(), request);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (!stats) {
        std::fprintf(stderr, "%s\n", stats.error().toString().c_str());
        return 2;
    }
    const QByteArray json = QJsonDocument(mapsmith::sweepToJson(*stats)).toJson(QJsonDocument::Indented);
    std::fwrite(json.constData(), 1, static_cast<std::size_t>(json.size()), stdout);
    const double seeds = double(request.lastSeed - request.firstSeed + 1);
    std::fprintf(stderr, "swept %.0f seeds in %.1f s: %.0f seeds/s\n", seeds, seconds, seeds / seconds);
    return 0;
}
