// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Play-test benchmarks (docs/PERFORMANCE.md, "Play"):
//   1. one play step on an 80x50 cave: a move and the beat's tick with 50 enemies all chasing with beat A*;
//      lighting with 20 lights on the same map (Bresenham and shadow casting) measured beside it;
//   2. symmetric shadow-casting FOV of radius 20 against libtcod's FOV_SYMMETRIC_SHADOWCAST
//   (TCOD_map_compute_fov,
//      which clears and computes over the whole map) in the same run, on 1024x1024 and 64x64 maps.
// Run: build/tests/bench/bench_play [runs]   (CPU time medians; MAPSMITH_BENCH_WALL=1 for wall time)
#include <mapsmith/generate/registry.h>
#include <mapsmith/io/config.h>
#include <mapsmith/play/fov.h>
#include <mapsmith/play/lighting.h>
#include <mapsmith/play/session.h>
#include <mapsmith/random/rng.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <functional>
#include <libtcod/fov.h>
#include <vector>

using namespace mapsmith;

namespace {

double nowMs()
{
    static const bool wall = std::getenv("MAPSMITH_BENCH_WALL") != nullptr;
    if (wall)
        return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch())
            .count();
    return 1000.0 * static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

// Median of `runs` timings of f, each repeated `inner` times (so short work rises above the clock's tick).
double medianMs(int runs, int inner, const std::function<void()> &f)
{
    std::vector<double> t;
    for (int i = 0; i < runs; ++i) {
        const double t0 = nowMs();
        for (int k = 0; k < inner; ++k)
            f();
        t.push_back((nowMs() - t0) / inner);
    }
    return median(t);
}

Map caveWithCrowd(int enemies, int lights)
{
    Config c;
    c.generator = "cave";
    c.seed = 7;
    Map m = generate(builtinGenerators(), c)->map;
    Rng rng(3);
    std::vector<Point> floor;
    for (int y = 0; y < m.grid.height(); ++y)
        for (int x = 0; x < m.grid.width(); ++x)
            if (m.grid.tiles.at(x, y) == Tile::Floor && manhattan({x, y}, *m.grid.start) > 12)
                floor.push_back({x, y});
    rng.shuffle(floor.begin(), floor.end());
    for (int i = 0; i < enemies + lights; ++i)
        m.grid.entities.push_back({i < enemies ? "enemy" : "light", floor[static_cast<std::size_t>(i)].x,
                                   floor[static_cast<std::size_t>(i)].y});
    return m;
}

void benchStep(int runs)
{
    const Map m = caveWithCrowd(50, 20);
    PlayOptions o;
    o.chaseRange = 256; // every enemy chases with A*, every beat
    std::vector<double> steps;
    for (int r = 0; r < runs; ++r) {
        PlaySession s = PlaySession::create(m, o, 1).value();
        const BeatClock &c = s.clock();
        for (std::int64_t b = 0; b < 8 && s.status() == PlayStatus::Playing; ++b) {
            const double tick = c.timeOfBeat(b) + o.beat.window * c.secondsPerBeat();
            const double t0 = nowMs();
            s.press(b % 2 ? PlayKey::Left : PlayKey::Right, c.timeOfBeat(b));
            s.advanceTo(tick);
            steps.push_back(nowMs() - t0);
        }
    }
    const double step = median(steps);

    Grid<std::uint8_t> opaque(m.grid.width(), m.grid.height(), 0);
    std::vector<Point> lights;
    for (std::size_t i = 0; i < m.grid.tiles.size(); ++i)
        opaque[i] = isWalkable(m.grid.tiles[i]) ? 0 : 1;
    for (const Entity &e : m.grid.entities)
        if (e.type == "light")
            lights.push_back({e.x, e.y});
    Grid<std::uint8_t> lit;
    LightingParams bres;
    LightingParams sc;
    sc.mode = LightMode::ShadowCast;
    const double light = medianMs(runs, 20, [&] { computeLighting(opaque, lights, bres, lit); });
    const double lightSc = medianMs(runs, 20, [&] { computeLighting(opaque, lights, sc, lit); });
    std::printf("play step, 80x50 cave, 50 enemies chasing (beat A*): median %.3f ms over %zu steps\n", step,
                steps.size());
    std::printf("lighting, 20 lights radius 6: Bresenham %.3f ms, shadow casting %.3f ms\n", light, lightSc);
    std::printf("  step + Bresenham lighting = %.3f ms = %.1f%% of a 60 Hz frame (16.7 ms)\n", step + light,
                100.0 * (step + light) / 16.7);
}

void benchFov(int n, int runs)
{
    Rng rng(5);
    Grid<std::uint8_t> opaque(n, n, 0);
    for (auto &c : opaque)
        c = rng.chance(0.2) ? 1 : 0;
    const Point o{n / 2, n / 2};
    opaque[o] = 0;
    TCOD_Map *map = TCOD_map_new(n, n);
    for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x)
            TCOD_map_set_properties(map, x, y, opaque.at(x, y) == 0, opaque.at(x, y) == 0);
    FovWindow fov;
    const int inner = n > 256 ? 2 : 200;
    const double ours = medianMs(runs, inner * 20, [&] { shadowcastFov(opaque, o, 20, fov); });
    const double tcod = medianMs(
        runs, inner, [&] { TCOD_map_compute_fov(map, o.x, o.y, 20, true, FOV_SYMMETRIC_SHADOWCAST); });
    int tcodSeen = 0;
    for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x)
            tcodSeen += TCOD_map_is_in_fov(map, x, y) ? 1 : 0;
    std::printf("FOV radius 20 on %dx%d: ours %.4f ms (%d cells), libtcod %.4f ms (%d cells) -> %.1fx\n", n,
                n, ours, fov.count(), tcod, tcodSeen, tcod / ours);
    TCOD_map_delete(map);
}

} // namespace

int main(int argc, char **argv)
{
    const int runs = argc > 1 ? std::max(3, std::atoi(argv[1])) : 15;
    benchStep(runs);
    benchFov(1024, runs);
    benchFov(64, runs);
    return 0;
}
