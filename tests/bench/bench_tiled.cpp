// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// Map file formats: write and read one large cave (the schema's largest size that generates quickly:
// 512 x 512) as YAML (the reference, measured in the same run), TMJ and TMX; median of N runs each.
//
// How to run (not part of ctest): build/tests/bench/bench_tiled [runs]
// Prints one line per case: median wall-clock ms, median process CPU ms (std::clock) and the file size.
#include <mapsmith/generate/registry.h>
#include <mapsmith/io/config.h>
#include <mapsmith/io/mapfile.h>
#include <mapsmith/io/tiled.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <functional>
#include <string>
#include <vector>

using namespace mapsmith;

namespace {

volatile std::size_t g_sink = 0;

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

void bench(const char *name, int runs, std::size_t bytes, const std::function<std::size_t()> &work)
{
    std::vector<double> ms;
    std::vector<double> cpu;
    for (int r = 0; r < runs; ++r) {
        const std::clock_t c0 = std::clock();
        const auto t0 = std::chrono::steady_clock::now();
        g_sink = g_sink + work();
        const auto t1 = std::chrono::steady_clock::now();
        const std::clock_t c1 = std::clock();
        ms.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
        cpu.push_back(1000.0 * static_cast<double>(c1 - c0) / CLOCKS_PER_SEC);
    }
    std::printf("%-12s %9.2f ms  cpu %9.2f ms  %8zu bytes\n", name, median(ms), median(cpu), bytes);
}

} // namespace

int main(int argc, char **argv)
{
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 9;
    const GeneratorRegistry &registry = builtinGenerators();
    Config config;
    config.generator = "cave";
    config.seed = 1;
    config.params.set("width", std::int64_t{512});
    config.params.set("height", std::int64_t{512});
    auto generated = generate(registry, config);
    if (!generated) {
        std::printf("%s\n", generated.error().toString().c_str());
        return 1;
    }
    const Map &map = generated->map;
    const TileMapping mapping = defaultTileMapping();
    const std::string yaml = writeMap(map);
    const std::string tmj = *writeTmj(map, mapping);
    const std::string tmx = *writeTmx(map, mapping);
    std::printf("cave 512 x 512, %d runs\n", runs);
    bench("write yaml", runs, yaml.size(), [&] { return writeMap(map).size(); });
    bench("write tmj", runs, tmj.size(), [&] { return writeTmj(map, mapping)->size(); });
    bench("write tmx", runs, tmx.size(), [&] { return writeTmx(map, mapping)->size(); });
    bench("read yaml", runs, yaml.size(),
          [&] { return readMap(yaml, "m.yaml", registry)->grid.entities.size(); });
    bench("read tmj", runs, tmj.size(),
          [&] { return readTmj(tmj, "m.tmj", mapping, registry)->grid.entities.size(); });
    bench("read tmx", runs, tmx.size(),
          [&] { return readTmx(tmx, "m.tmx", mapping, registry)->grid.entities.size(); });
    return 0;
}
