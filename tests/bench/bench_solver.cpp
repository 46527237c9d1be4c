// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The Lode Runner solver's search on its own, bounded in states (not seconds) so two builds do the same
// work: a level it cannot win (gold hanging in the air over floors of brick, two guards), searched up to
// N states, and the hand-made hard cases of tests/common/lodecases.h. Per level: the median of the runs'
// wall time for the whole solveLodeRunner call (analysis, search, teardown) and the states per second.
//
//   build/tests/bench/bench_solver [runs=5] [states=300000]

#include "../common/lodecases.h"

#include <mapsmith/solve/solver.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace mapsmith;

namespace {

std::string hopeless()
{
    std::vector<std::string> r(16, std::string(28, ' '));
    r[1][13] = '$';
    r[4][1] = '&';
    r[4][10] = '0';
    r[4][20] = '0';
    for (int y = 5; y <= 13; y += 2)
        r[static_cast<std::size_t>(y)] = std::string(28, '#');
    r[15] = std::string(28, '@');
    return lodecases::rows(r);
}

} // namespace

int main(int argc, char **argv)
{
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5;
    const std::size_t states = argc > 2 ? static_cast<std::size_t>(std::atoll(argv[2])) : 300000;
    std::vector<lodecases::Case> levels{{"hopeless", lodecases::parse(hopeless()), false}};
    for (auto &c : lodecases::hardCases())
        levels.push_back(std::move(c));
    std::printf("%-24s %8s %10s %12s %8s\n", "level", "solved", "states", "median ms", "kstate/s");
    for (const auto &level : levels) {
        std::vector<double> ms;
        Solution last;
        for (int i = 0; i < runs; ++i) {
            SolveRequest request;
            request.timeLimit = 0;
            request.maxStates = states;
            const auto t0 = std::chrono::steady_clock::now();
            auto s = solveLodeRunner(level.map, request);
            ms.push_back(
                std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
            if (!s) {
                std::printf("%-24s error: %s\n", level.name.c_str(), s.error().message.c_str());
                break;
            }
            last = *s;
        }
        if (ms.size() < static_cast<std::size_t>(runs))
            continue;
        std::sort(ms.begin(), ms.end());
        const double median = ms[ms.size() / 2];
        std::printf("%-24s %8s %10zu %12.1f %8.0f\n", level.name.c_str(), last.solved ? "yes" : "no",
                    last.stats.states, median, static_cast<double>(last.stats.states) / median);
    }
    return 0;
}
