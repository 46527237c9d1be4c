// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// Cave generator benchmark: the bit-parallel automaton and run-based connectivity against the plain approach
// (a byte per cell, 8 bounds-checked neighbour reads per cell, a fresh grid each step, flood fill with a
// std::stack of pairs), at 1024 x 1024 and 4096 x 4096: fill + 5 steps + connectivity ("largest" and "join"),
// median of N runs; then the full CaveGenerator::generate() (which also places start and exit).
//
// How to run (not part of ctest):
//   cmake -S . -B build-bench -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DMAPSMITH_BUILD_BENCH=ON
//         -DMAPSMITH_BUILD_GUI=OFF -DMAPSMITH_BUILD_TESTS=OFF
//   ninja -C build-bench bench_cave && build-bench/tests/bench/bench_cave [runs]
// Prints one line per case: median milliseconds of the plain approach, of ours, and the ratio.
#include <mapsmith/generate/cave.h>
#include <mapsmith/generate/cave_automaton.h>
#include <mapsmith/generate/cave_connect.h>

#include <queue>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <map>
#include <stack>
#include <utility>
#include <vector>

using namespace mapsmith;

namespace {

constexpr double kFill = 0.45;
constexpr int kSteps = 5;
constexpr int kDeath = 4;
constexpr int kBirth = 5;

// ---- The plain approach -------------------------------------------------------------------------------

struct PlainCave
{
    int w = 0, h = 0;
    std::vector<std::uint8_t> wall;
    bool isWall(int x, int y) const
    {
        return x < 0 || y < 0 || x >= w || y >= h || wall[std::size_t(y) * w + x];
    }
};

PlainCave plainAutomaton(int w, int h, Rng &rng)
{
    PlainCave c{w, h, std::vector<std::uint8_t>(std::size_t(w) * h)};
    for (auto &cell : c.wall)
        cell = rng.real() < kFill ? 1 : 0;
    for (int s = 0; s < kSteps; ++s) {
        std::vector<std::uint8_t> next(std::size_t(w) * h);
        for (int y = 0; y < h; ++y) {
            for (int x = 0; x < w; ++x) {
                int n = 0;
                for (int dy = -1; dy <= 1; ++dy)
                    for (int dx = -1; dx <= 1; ++dx)
                        if ((dx || dy) && c.isWall(x + dx, y + dy))
                            ++n;
                const bool wall = c.wall[std::size_t(y) * w + x];
                next[std::size_t(y) * w + x] = wall ? n >= kDeath : n >= kBirth;
            }
        }
        c.wall = std::move(next);
    }
    return c;
}

/// Labels 4-connected floor regions with a std::stack flood fill; returns the label grid and sizes.
std::vector<int> plainLabels(const PlainCave &c, std::vector<long> &sizes)
{
    std::vector<int> label(c.wall.size(), -1);
    for (int y = 0; y < c.h; ++y) {
        for (int x = 0; x < c.w; ++x) {
            if (c.isWall(x, y) || label[std::size_t(y) * c.w + x] >= 0)
                continue;
            const int id = int(sizes.size());
            long size = 0;
            std::stack<std::pair<int, int>> stack;
            stack.push({x, y});
            label[std::size_t(y) * c.w + x] = id;
            while (!stack.empty()) {
                auto [px, py] = stack.top();
                stack.pop();
                ++size;
                const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
                for (int k = 0; k < 4; ++k) {
                    const int qx = px + dx[k], qy = py + dy[k];
                    if (!c.isWall(qx, qy) && label[std::size_t(qy) * c.w + qx] < 0) {
                        label[std::size_t(qy) * c.w + qx] = id;
                        stack.push({qx, qy});
                    }
                }
            }
            sizes.push_back(size);
        }
    }
    return label;
}

void plainLargest(PlainCave &c)
{
    std::vector<long> sizes;
    const auto label = plainLabels(c, sizes);
    const auto best = int(std::max_element(sizes.begin(), sizes.end()) - sizes.begin());
    for (std::size_t i = 0; i < label.size(); ++i)
        if (label[i] >= 0 && label[i] != best)
            c.wall[i] = 1;
}

/// Plain join: multi-source BFS with std::queue of pairs, best edge per region pair in a std::map, Kruskal.
void plainJoin(PlainCave &c)
{
    std::vector<long> sizes;
    std::vector<int> owner = plainLabels(c, sizes);
    std::vector<int> dist(owner.size(), 0);
    std::queue<std::pair<int, int>> queue;
    for (int y = 0; y < c.h; ++y)
        for (int x = 0; x < c.w; ++x)
            if (owner[std::size_t(y) * c.w + x] >= 0)
                queue.push({x, y});
    std::map<std::pair<int, int>, std::pair<int, std::pair<int, int>>> best;
    const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
    while (!queue.empty()) {
        auto [x, y] = queue.front();
        queue.pop();
        const auto i = std::size_t(y) * c.w + x;
        for (int k = 0; k < 4; ++k) {
            const int qx = x + dx[k], qy = y + dy[k];
            if (qx < 1 || qy < 1 || qx >= c.w - 1 || qy >= c.h - 1)
                continue;
            const auto j = std::size_t(qy) * c.w + qx;
            if (owner[j] < 0) {
                owner[j] = owner[i];
                dist[j] = dist[i] + 1;
                queue.push({qx, qy});
            } else if (owner[j] > owner[i]) {
                const int cost = dist[i] + dist[j];
                auto [it, added] = best.insert({{owner[i], owner[j]}, {cost, {int(i), int(j)}}});
                if (!added && cost < it->second.first)
                    it->second = {cost, {int(i), int(j)}};
            }
        }
    }
    std::vector<std::pair<int, std::pair<int, int>>> edges;
    for (const auto &[pair, e] : best)
        edges.push_back({e.first, e.second});
    std::sort(edges.begin(), edges.end());
    std::vector<int> parent(sizes.size());
    for (std::size_t i = 0; i < parent.size(); ++i)
        parent[i] = int(i);
    std::function<int(int)> find = [&](int a) { return parent[a] == a ? a : parent[a] = find(parent[a]); };
    for (const auto &[cost, cells] : edges) {
        const int a = find(owner[cells.first]), b = find(owner[cells.second]);
        if (a == b)
            continue;
        parent[b] = a;
        for (int cell : {cells.first, cells.second}) {
            while (dist[cell] > 0) {
                c.wall[cell] = 0;
                const int x = cell % c.w, y = cell / c.w;
                for (int k = 0; k < 4; ++k) {
                    const int n = (y + dy[k]) * c.w + x + dx[k];
                    if (owner[n] == owner[cell] && dist[n] == dist[cell] - 1) {
                        cell = n;
                        break;
                    }
                }
            }
        }
    }
}

// ---- Ours ----------------------------------------------------------------------------------------------

cave::WallBits fastAutomaton(int w, int h, Rng &rng)
{
    cave::WallBits bits(w, h), next(w, h);
    cave::fillRows(bits, cave::fillThreshold(kFill), rng, 0, h);
    for (int s = 0; s < kSteps; ++s) {
        cave::stepRows(bits, next, kDeath, kBirth, 0, h);
        std::swap(bits, next);
    }
    return bits;
}

void fastConnect(cave::WallBits &bits, bool join)
{
    const cave::FloorRegions regions = cave::findRegions(bits);
    std::vector<std::uint8_t> keep(std::size_t(regions.count()), 1);
    if (join) {
        cave::joinRegions(bits, regions, keep, false, {});
        return;
    }
    std::fill(keep.begin(), keep.end(), 0);
    if (regions.largest() >= 0)
        keep[std::size_t(regions.largest())] = 1;
    cave::removeRegions(bits, regions, keep);
}

// ---- Timing --------------------------------------------------------------------------------------------

template <class F> double medianMs(int runs, F &&f)
{
    std::vector<double> ms;
    for (int r = 0; r < runs; ++r) {
        const auto t0 = std::chrono::steady_clock::now();
        f(r);
        const auto t1 = std::chrono::steady_clock::now();
        ms.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
    }
    std::sort(ms.begin(), ms.end());
    return ms[ms.size() / 2];
}

volatile std::size_t g_sink = 0; // keeps the work from being optimised away

void benchSize(int size, int runs)
{
    for (bool join : {false, true}) {
        const double plain = medianMs(runs, [&](int r) {
            Rng rng(std::uint64_t(r) + 1);
            PlainCave c = plainAutomaton(size, size, rng);
            join ? plainJoin(c) : plainLargest(c);
            g_sink = g_sink + c.wall[c.wall.size() / 2];
        });
        const double ours = medianMs(runs, [&](int r) {
            Rng rng(std::uint64_t(r) + 1);
            cave::WallBits bits = fastAutomaton(size, size, rng);
            fastConnect(bits, join);
            g_sink = g_sink + std::size_t(bits.floorCount());
        });
        std::printf("%4dx%-4d  5 steps + %-7s  plain %9.2f ms  ours %8.2f ms  ratio %6.1fx\n", size, size,
                    join ? "join" : "largest", plain, ours, plain / ours);
    }
    const CaveGenerator gen;
    ParamSet params = gen.schema().defaults();
    params.set("width", std::int64_t{size});
    params.set("height", std::int64_t{size});
    for (const char *mode : {"largest", "join"}) {
        params.set("connectivity", std::string(mode));
        const double full = medianMs(runs, [&](int r) {
            Rng rng(std::uint64_t(r) + 1);
            auto result = gen.generate(params, rng, {});
            g_sink = g_sink + std::size_t(result.ok());
        });
        std::printf("%4dx%-4d  generate() %-7s   %9.2f ms (with start/exit)\n", size, size, mode, full);
    }
}

} // namespace

int main(int argc, char **argv)
{
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5;
    benchSize(1024, runs);
    benchSize(4096, std::max(1, runs / 2 + 1));
    return 0;
}
