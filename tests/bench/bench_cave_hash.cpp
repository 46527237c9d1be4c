// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// `mapsmith hash` of a 4096 x 4096 cave (connectivity "largest": keep the largest region, then start and
// exit) against the automaton plus the labelling of its regions, measured in one run (issue 19, item 5:
// within 3x). Prints, as medians of N runs (CPU time of the thread, or of the child process, unless it says
// wall):
//   baseline   fill + steps + findRegions on the cave's WallBits (what any generator of this cave must do)
//   phases     CaveGenerator::generate split: the baseline, then removing the other regions, the tiles, the
//              double sweep (two BFS) and mapHash
//   generate   generate(registry, config) + mapHash in this process
//   mapsmith   `mapsmith hash -c CAVE --seeds 1..1` as a child process: wall time, and its CPU time
//              (user + system, from wait4) which a loaded machine inflates less
// and the ratios of the last two to the baseline.
//
// How to run (not part of ctest; `make bench` builds it):
//   build-bench/tests/bench/bench_cave_hash [runs]       (default 7)
// The CLI's path is compiled in (MAPSMITH_EXE); the config is written to a temporary file.
#include <mapsmith/generate/cave_automaton.h>
#include <mapsmith/generate/cave_connect.h>
#include <mapsmith/generate/cave_sweep.h>
#include <mapsmith/generate/registry.h>
#include <mapsmith/io/config.h>
#include <mapsmith/map/hash.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <spawn.h>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <vector>

extern char **environ;

using namespace mapsmith;

namespace {

constexpr int kSize = 4096;
constexpr std::uint64_t kSeed = 1;

/// This thread's CPU time: on a machine shared with other builds it is inflated far less than wall time, and
/// it is what the child's CPU time below is compared with.
struct Clock
{
    using time_point = double;
    static double now()
    {
        timespec t{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
        return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
    }
};

double msSince(double start)
{
    return Clock::now() - start;
}

using Wall = std::chrono::steady_clock;

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

const char kConfig[] = "mapsmith: 1\ngenerator: cave\nseed: 1\nparams:\n  width: 4096\n  height: 4096\n"
                       "  connectivity: largest\n";

/// The cave's parameters as the generator reads them from kConfig (defaults but for size and connectivity).
struct Steps
{
    std::uint32_t threshold = cave::fillThreshold(0.45);
    int steps = 5, death = 4, birth = 5;
};

cave::WallBits automaton(Rng &rng)
{
    const Steps s;
    cave::WallBits bits(kSize, kSize);
    cave::fillRows(bits, s.threshold, rng, 0, kSize);
    cave::forceBorder(bits);
    cave::WallBits next(kSize, kSize);
    for (int i = 0; i < s.steps; ++i) {
        cave::stepRows(bits, next, s.death, s.birth, 0, kSize);
        std::swap(bits, next);
        cave::forceBorder(bits);
    }
    return bits;
}

struct Phases
{
    std::vector<double> baseline, remove, tiles, sweep, hash;
};

/// The generator's phases on the same seed, each timed; returns the start-exit distance as a check.
std::int32_t timePhases(Phases &out)
{
    auto t = Clock::now();
    Rng rng(kSeed);
    cave::WallBits bits = automaton(rng);
    const cave::FloorRegions regions = cave::findRegions(bits);
    out.baseline.push_back(msSince(t));

    t = Clock::now();
    const int largest = regions.largest();
    std::vector<std::uint8_t> keep(static_cast<std::size_t>(regions.count()), 0);
    keep[static_cast<std::size_t>(largest)] = 1;
    cave::removeRegions(bits, regions, keep);
    out.remove.push_back(msSince(t));

    t = Clock::now();
    Map map;
    map.grid.tiles = Grid<Tile>(kSize, kSize, Tile::Wall);
    for (int y = 0; y < kSize; ++y)
        for (int x = 0; x < kSize; ++x)
            map.grid.tiles.at(x, y) = bits.wall(x, y) ? Tile::Wall : Tile::Floor;
    out.tiles.push_back(msSince(t));

    t = Clock::now();
    cave::FloorSweep sweep(bits);
    const auto a = sweep.farthest(regions.first[static_cast<std::size_t>(largest)]);
    const auto b = sweep.farthest(a.first);
    out.sweep.push_back(msSince(t));

    t = Clock::now();
    map.grid.start = a.first;
    map.grid.exit = b.first;
    volatile std::uint64_t h = mapHash(map);
    (void)h;
    out.hash.push_back(msSince(t));
    return b.second;
}

/// Runs `mapsmith hash -c config --seeds 1..1`; returns {wall ms, child CPU ms}, or {-1, -1} on failure.
std::pair<double, double> runCli(const std::string &config, std::string &output)
{
    int pipeFds[2];
    if (pipe(pipeFds) != 0)
        return {-1, -1};
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, pipeFds[1], 1);
    posix_spawn_file_actions_addclose(&actions, pipeFds[0]);
    std::string exe = MAPSMITH_EXE;
    std::vector<std::string> args = {exe, "hash", "-c", config, "--seeds", "1..1"};
    std::vector<char *> argv;
    for (auto &a : args)
        argv.push_back(a.data());
    argv.push_back(nullptr);
    const auto start = Wall::now();
    pid_t pid = 0;
    if (posix_spawn(&pid, exe.c_str(), &actions, nullptr, argv.data(), environ) != 0)
        return {-1, -1};
    close(pipeFds[1]);
    output.clear();
    char buffer[4096];
    for (ssize_t n; (n = read(pipeFds[0], buffer, sizeof buffer)) > 0;)
        output.append(buffer, static_cast<std::size_t>(n));
    close(pipeFds[0]);
    int status = 0;
    rusage usage{};
    wait4(pid, &status, 0, &usage);
    const double wall = std::chrono::duration<double, std::milli>(Wall::now() - start).count();
    posix_spawn_file_actions_destroy(&actions);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        return {-1, -1};
    const auto ms = [](const timeval &tv) { return double(tv.tv_sec) * 1e3 + double(tv.tv_usec) / 1e3; };
    return {wall, ms(usage.ru_utime) + ms(usage.ru_stime)};
}

} // namespace

int main(int argc, char **argv)
{
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 7;
    const std::string configPath = "/tmp/mapsmith_bench_cave_hash_" + std::to_string(getpid()) + ".yaml";
    std::ofstream(configPath) << kConfig;
    const auto config = loadConfig(configPath, builtinGenerators());
    if (!config) {
        std::fprintf(stderr, "%s\n", config.error().toString().c_str());
        return 2;
    }

    Phases phases;
    std::vector<double> inProcess, cliWall, cliCpu;
    std::string expected;
    std::string cliOutput;
    for (int i = 0; i < runs; ++i) {
        timePhases(phases);
        auto t = Clock::now();
        const auto generated = generate(builtinGenerators(), *config);
        const std::uint64_t h = mapHash(generated->map);
        inProcess.push_back(msSince(t));
        expected = "1 " + hashToHex(h);
        const auto [wall, cpu] = runCli(configPath, cliOutput);
        if (wall < 0 || cliOutput.rfind(expected, 0) != 0) {
            std::fprintf(stderr, "mapsmith hash failed or disagrees: '%s' vs '%s'\n", cliOutput.c_str(),
                         expected.c_str());
            return 1;
        }
        cliWall.push_back(wall);
        cliCpu.push_back(cpu);
    }
    std::remove(configPath.c_str());

    const double base = median(phases.baseline);
    std::printf("4096 x 4096 cave, connectivity largest, seed %llu, median of %d runs (CPU ms)\n",
                static_cast<unsigned long long>(kSeed), runs);
    std::printf("  baseline: automaton + labelling        %8.1f\n", base);
    std::printf("  phases:   remove other regions          %8.1f\n", median(phases.remove));
    std::printf("            tiles (plain loop)            %8.1f\n", median(phases.tiles));
    std::printf("            double sweep (2 BFS)          %8.1f\n", median(phases.sweep));
    std::printf("            map hash                      %8.1f\n", median(phases.hash));
    std::printf("  generate + hash in process              %8.1f  (%.2fx baseline)\n", median(inProcess),
                median(inProcess) / base);
    std::printf("  mapsmith hash, wall                     %8.1f\n", median(cliWall));
    std::printf("  mapsmith hash, CPU (user + system)      %8.1f  (%.2fx baseline)\n", median(cliCpu),
                median(cliCpu) / base);
    std::printf("  hash %s\n", expected.c_str());
    return 0;
}
