// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// Generator benchmark (cave, rooms, maze, tower, Lode Runner): generate() at the default size, at 10 times
// the area (each side times sqrt(10); rooms also asks for 10 times the rooms, attempts and lights), and at
// the schema's largest size, median of N runs (seeds 1..N).
//
// How to run (not part of ctest):
//   cmake -S . -B build-bench -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DMAPSMITH_BUILD_BENCH=ON
//         -DMAPSMITH_BUILD_GUI=OFF -DMAPSMITH_BUILD_TESTS=OFF
//   ninja -C build-bench bench_generators && build-bench/tests/bench/bench_generators [runs]
// Prints one line per case: the median wall-clock milliseconds, microseconds per tile, and the median
// process CPU milliseconds (std::clock), which stays meaningful on a machine shared with other work.
#include <mapsmith/generate/cave.h>
#include <mapsmith/generate/loderunner.h>
#include <mapsmith/generate/maze.h>
#include <mapsmith/generate/rooms.h>
#include <mapsmith/generate/tower.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>
#include <vector>

using namespace mapsmith;

namespace {

volatile std::size_t g_sink = 0; // keeps the work from being optimised away

struct Case
{
    std::string name;
    std::vector<std::pair<std::string, ParamValue>> params;
    int runs;
};

void bench(const Generator &gen, const Case &c)
{
    ParamSet given;
    for (const auto &[id, value] : c.params)
        given.set(id, value);
    const auto params = gen.schema().complete(given);
    if (!params) {
        std::printf("%-34s bad params: %s\n", c.name.c_str(), params.error().toString().c_str());
        return;
    }
    std::vector<double> ms;
    std::vector<double> cpu;
    std::size_t tiles = 0;
    for (int r = 0; r < c.runs; ++r) {
        Rng rng(static_cast<std::uint64_t>(r) + 1);
        const std::clock_t c0 = std::clock();
        const auto t0 = std::chrono::steady_clock::now();
        auto result = gen.generate(*params, rng, {});
        const auto t1 = std::chrono::steady_clock::now();
        const std::clock_t c1 = std::clock();
        ms.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
        cpu.push_back(1000.0 * static_cast<double>(c1 - c0) / CLOCKS_PER_SEC);
        if (result) {
            tiles = result->map.grid.tiles.size();
            g_sink = g_sink + result->map.grid.entities.size();
        }
    }
    std::sort(ms.begin(), ms.end());
    std::sort(cpu.begin(), cpu.end());
    const double median = ms[ms.size() / 2];
    std::printf("%-34s %10zu tiles  median %10.3f ms  %7.4f us/tile  cpu %10.3f ms  (%d runs)\n",
                c.name.c_str(), tiles, median,
                1000.0 * median / static_cast<double>(std::max<std::size_t>(tiles, 1)), cpu[cpu.size() / 2],
                c.runs);
}

std::pair<std::string, ParamValue> integer(const char *id, std::int64_t v)
{
    return {id, ParamValue{v}};
}

} // namespace

int main(int argc, char **argv)
{
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 11;
    const int bigRuns = std::max(1, runs / 4);

    const CaveGenerator cave;
    bench(cave, {"cave default 80x50", {}, runs});
    bench(cave, {"cave 10x area 253x158", {integer("width", 253), integer("height", 158)}, runs});

    const RoomsGenerator rooms;
    bench(rooms, {"rooms default 80x50", {}, runs});
    bench(rooms, {"rooms 10x area 253x158",
                  {integer("width", 253), integer("height", 158), integer("max_rooms", 150),
                   integer("room_attempts", 2000), integer("lights", 60)},
                  runs});
    bench(rooms, {"rooms largest 4096x4096",
                  {integer("width", 4096),
                   integer("height", 4096),
                   integer("max_rooms", 1000),
                   integer("room_attempts", 10000),
                   integer("room_max", 64),
                   integer("lights", 1000),
                   {"extra_edges", ParamValue{1.0}}},
                  bigRuns});

    const MazeGenerator maze;
    for (const char *algorithm : {"backtracker", "prim", "kruskal", "wilson"}) {
        const std::pair<std::string, ParamValue> a{"algorithm", ParamValue{std::string(algorithm)}};
        const std::string name = std::string("maze ") + algorithm;
        bench(maze, {name + " default 20x12", {a}, runs});
        bench(maze,
              {name + " 10x area 63x38", {a, integer("cell_width", 63), integer("cell_height", 38)}, runs});
        bench(maze, {name + " largest 2047x2047",
                     {a, integer("cell_width", 2047), integer("cell_height", 2047)},
                     bigRuns});
    }
    bench(maze, {"maze braid 0.5 default 20x12", {{"braid", ParamValue{0.5}}}, runs});
    bench(maze, {"maze braid 1 10x area 63x38",
                 {{"braid", ParamValue{1.0}}, integer("cell_width", 63), integer("cell_height", 38)},
                 runs});

    // A tower's size is its columns x floors; 20 x 50 is about 10 times the default 7 x 15.
    const TowerGenerator tower;
    bench(tower, {"tower default 7x15", {}, runs * 10});
    bench(tower, {"tower 10x area 20x50",
                  {integer("columns", 20), integer("floors", 50), integer("paths", 20)},
                  runs * 10});

    const LodeRunnerGenerator lode;
    bench(lode, {"loderunner default 28x16", {}, runs});
    bench(lode, {"loderunner 10x area 89x51",
                 {integer("width", 89), integer("height", 51), integer("gold", 80), integer("guards", 30)},
                 runs});
    return 0;
}
