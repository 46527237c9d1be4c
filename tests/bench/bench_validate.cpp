// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// What the "never lose work" parts cost: core's findProblems (the validation dock's check, run off the GUI
// thread after each edit) on caves from 80 x 50 to 2048 x 2048, against generating the same map; and
// writing + reading a project with many hand edits (what an autosave serializes on the GUI thread).
//
// How to run (not part of ctest): cmake --build build --target bench_validate &&
// build/tests/bench/bench_validate [runs] Prints medians in milliseconds and the ratio validate / generate.
#include <mapsmith/generate/registry.h>
#include <mapsmith/io/project.h>
#include <mapsmith/validate/problems.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <vector>

using namespace mapsmith;

namespace {

double medianMs(int runs, const std::function<void()> &work)
{
    std::vector<double> ms;
    for (int i = 0; i < runs; ++i) {
        const auto t0 = std::chrono::steady_clock::now();
        work();
        ms.push_back(
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
    }
    std::sort(ms.begin(), ms.end());
    return ms[ms.size() / 2];
}

} // namespace

int main(int argc, char **argv)
{
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 7;
    const GeneratorRegistry &registry = builtinGenerators();
    const Generator *cave = registry.find("cave");
    std::printf("%-28s %12s %12s %8s %9s\n", "case", "generate ms", "validate ms", "ratio", "problems");
    for (const int side : {0, 256, 1024, 2048}) {
        Config config;
        config.generator = "cave";
        config.seed = 42;
        config.params = cave->schema().defaults();
        if (side > 0) {
            config.params.set("width", ParamValue{std::int64_t{side}});
            config.params.set("height", ParamValue{std::int64_t{side}});
        }
        Map map;
        const double gen = medianMs(runs, [&] { map = generate(registry, config)->map; });
        std::size_t count = 0;
        const double val = medianMs(runs, [&] { count = findProblems(map, registry).size(); });
        char name[64];
        std::snprintf(name, sizeof name, "cave %d x %d", map.grid.width(), map.grid.height());
        std::printf("%-28s %12.2f %12.2f %8.2f %9zu\n", name, gen, val, val / gen, count);
    }
    // A project with 10 000 painted cells: the autosave's text, and reading it back.
    Project project;
    project.config.generator = "cave";
    project.config.params = cave->schema().defaults();
    for (int i = 0; i < 10000; ++i)
        project.edits.setCell(Point{i % 100, i / 100},
                              CellEdit{(i % 3) ? Tile::Floor : Tile::Wall, std::nullopt});
    std::string text;
    const double write = medianMs(runs, [&] { text = writeProject(project, registry); });
    const double read = medianMs(runs, [&] { (void)readProject(text, "p.yaml", registry); });
    std::printf("project, 10000 edits: write %.2f ms, read %.2f ms, %zu bytes\n", write, read, text.size());
    return 0;
}
