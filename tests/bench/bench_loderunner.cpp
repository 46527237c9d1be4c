// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Lode Runner plans and solutions on real levels: the corpus tools/kgoldrunner-corpus.py writes (KDE's
// KGoldrunner level sets), level by level: the greedy plan with digging (all gold, then the top) and the
// solver with guards, each timed; then the same on the hand-made hard cases of tests/common/lodecases.h.
//
//   tools/kgoldrunner-corpus.py --download /tmp/kgr
//   build/tests/bench/bench_loderunner /tmp/kgr [--solve SECONDS] [--rules T|K|all] [--games a,b] [--states N] [--verbose]
//
// --games picks KGoldrunner games by prefix; the ones that forbid digging while falling (as the Apple II
// does) are tute,tutea,plws,wad,blb,plwv (and kgr, with KGoldrunner's rules).
//
// --states: the solver's state bound (default SolveRequest's).
//
// Prints one line per failure (with --verbose, per level) and a summary: levels, plan success, solver
// success, median and max milliseconds of each.

#include "../common/lodecases.h"

#include <mapsmith/io/loderunner.h>
#include <mapsmith/plan/collect.h>
#include <mapsmith/solve/solver.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

using namespace mapsmith;

namespace {

struct Level
{
    std::string name;
    Map map;
    bool dwf = false;
};

struct Tally
{
    int levels = 0;
    int planned = 0;
    int solved = 0;
    std::vector<double> planMs;
    std::vector<double> solveMs;
};

double median(std::vector<double> v)
{
    if (v.empty())
        return 0.0;
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

double maximum(const std::vector<double> &v)
{
    return v.empty() ? 0.0 : *std::max_element(v.begin(), v.end());
}

std::vector<Level> readCorpus(const std::string &dir, const std::string &rules, const std::string &games)
{
    std::vector<Level> out;
    std::ifstream index(dir + "/index.tsv");
    std::string line;
    std::getline(index, line); // header
    while (std::getline(index, line)) {
        std::istringstream f(line);
        std::string file, game, number, rule, dwf;
        std::getline(f, file, '\t');
        std::getline(f, game, '\t');
        std::getline(f, number, '\t');
        std::getline(f, rule, '\t');
        std::getline(f, dwf, '\t');
        if (rules != "all" && rule != rules)
            continue;
        if (!games.empty() && ("," + games + ",").find("," + game + ",") == std::string::npos)
            continue;
        auto levels = loadLodeRunnerFile(dir + "/" + file);
        if (!levels) {
            std::printf("%s: %s\n", file.c_str(), levels.error().toString().c_str());
            continue;
        }
        out.push_back(Level{file, std::move(levels->front().map), dwf == "1"});
    }
    return out;
}

std::size_t g_solveStates = SolveRequest{}.maxStates;

void run(const std::vector<Level> &levels, double solveSeconds, bool verbose, Tally &t)
{
    for (const Level &l : levels) {
        ++t.levels;
        CollectRequest req;
        const auto t0 = std::chrono::steady_clock::now();
        const auto plan = planCollection(l.map.grid, req);
        const double ms =
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
        t.planMs.push_back(ms);
        const bool ok = plan && plan->complete();
        t.planned += ok ? 1 : 0;
        std::string solveText;
        if (solveSeconds > 0) {
            SolveRequest sr;
            sr.timeLimit = solveSeconds;
            sr.maxStates = g_solveStates;
            const auto s0 = std::chrono::steady_clock::now();
            const auto solution = solveLodeRunner(l.map, sr);
            const double sms =
                std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - s0).count();
            t.solveMs.push_back(sms);
            const bool won = solution && solution->solved;
            t.solved += won ? 1 : 0;
            solveText = won ? " solved"
                            : " unsolved (" + (solution ? solution->reason : solution.error().message) + ")";
            solveText += " " + std::to_string(static_cast<int>(sms)) + " ms";
        }
        if (verbose || !ok || (solveSeconds > 0 && solveText.find("unsolved") != std::string::npos))
            std::printf("%-24s%s plan %s %.1f ms%s%s\n", l.name.c_str(), l.dwf ? " (dwf)" : "",
                        ok     ? "complete"
                        : plan ? "incomplete"
                               : plan.error().message.c_str(),
                        ms,
                        plan && !ok ? (" " + std::to_string(plan->unreachable.size()) + " gold left").c_str()
                                    : "",
                        solveText.c_str());
        if (verbose && plan && !ok) {
            std::printf("    left:");
            for (int i : plan->unreachable) {
                const Point g = plan->targets[static_cast<std::size_t>(i)];
                std::printf(" (%d,%d)", g.x, g.y);
            }
            std::printf("%s\n", plan->unreachable.empty() ? " none, no way up" : "");
        }
    }
}

void summary(const char *what, const Tally &t, double solveSeconds)
{
    std::printf("%s: %d levels; plan complete %d (%.1f%%), median %.1f ms, max %.1f ms\n", what, t.levels,
                t.planned, 100.0 * t.planned / std::max(1, t.levels), median(t.planMs), maximum(t.planMs));
    if (solveSeconds > 0)
        std::printf("%s: solved with guards %d (%.1f%%) within %.0f s, median %.1f ms, max %.1f ms\n", what,
                    t.solved, 100.0 * t.solved / std::max(1, t.levels), solveSeconds, median(t.solveMs),
                    maximum(t.solveMs));
}

} // namespace

int main(int argc, char **argv)
{
    std::string dir;
    std::string rules = "T";
    std::string games;
    double solve = 0.0;
    bool verbose = false;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--solve" && i + 1 < argc)
            solve = std::atof(argv[++i]);
        else if (a == "--rules" && i + 1 < argc)
            rules = argv[++i];
        else if (a == "--games" && i + 1 < argc)
            games = argv[++i];
        else if (a == "--states" && i + 1 < argc)
            g_solveStates = static_cast<std::size_t>(std::atoll(argv[++i]));
        else if (a == "--verbose")
            verbose = true;
        else
            dir = a;
    }
    if (!dir.empty()) {
        Tally t;
        run(readCorpus(dir, rules, games), solve, verbose, t);
        summary("corpus", t, solve);
    }
    std::vector<Level> hard;
    for (const lodecases::Case &c : lodecases::hardCases())
        hard.push_back(Level{c.name, c.map, false});
    Tally h;
    run(hard, solve, true, h);
    summary("hard cases", h, solve);
    return 0;
}
