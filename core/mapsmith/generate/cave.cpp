// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// The cellular-automaton cave generator: parameters, the order of the phases, start and exit, validation.
//
// Method (after Jim Babcock, "Cellular Automata Method for Generating Random Cave-Like Levels", RogueBasin):
//   1. fill: each cell is wall with probability fill_ratio, quantised to 1/65536 (cave_automaton.cpp);
//   2. `steps` birth/death steps; outside the map counts as wall; with border_wall the outer ring is forced
//      to wall after the fill and after every step (cave_automaton.cpp, bit-parallel);
//   3. connectivity (cave_connect.cpp): regions smaller than min_region become wall (the largest region is
//      always kept); then "largest" keeps only the largest region and "join" carves tunnels along a minimum
//      spanning tree of the regions;
//   4. start and exit: the ends of a double-sweep longest shortest path (Handley-style "two BFS" diameter
//      heuristic, exact on trees): BFS from the first cell of the largest region to its farthest cell A,
//      BFS from A to its farthest cell B; start = A, exit = B (cave_sweep.cpp: a seen-bit per cell).
//   5. enemies (enemies.cpp), after everything else: the params' count of "enemy" entities, reachable and
//      enemy_min_distance steps or more from the start; no draw at all when none is asked for.
// Complexity: O(cells / 64) per automaton step, O(cells) for connectivity and the two searches; memory
// O(cells). Every loop is bounded by the schema's limits (at most 4096 x 4096 cells, 20 steps).
// Tie-breaking: the largest region is the first in row-major order on ties; BFS ties go to the cell reached
// first (N, E, S, W neighbour order). Determinism: all randomness is drawn from the Rng passed in, in a fixed
// order (the fill, then the enemies when asked for); nothing else influences the output.
#include <mapsmith/generate/cave.h>
#include <mapsmith/generate/cave_automaton.h>
#include <mapsmith/generate/cave_connect.h>
#include <mapsmith/generate/cave_sweep.h>
#include <mapsmith/generate/enemies.h>
#include <mapsmith/grid/components.h>
#include <mapsmith/grid/distance.h>

#include <algorithm>
#include <array>
#include <cstring>

namespace mapsmith {

namespace {

std::vector<ParamSpec> caveSpecs()
{
    std::vector<ParamSpec> specs{
        ParamSpec::integer("width", "Width", 80, 4, 4096, "tiles", "Map width in tiles."),
        ParamSpec::integer("height", "Height", 50, 4, 4096, "tiles", "Map height in tiles."),
        ParamSpec::real("fill_ratio", "Initial wall share", 0.45, 0.0, 1.0, 0.01, "",
                        "Share of cells that start as wall before smoothing."),
        ParamSpec::integer("steps", "Smoothing steps", 5, 0, 20, "steps",
                           "How many times the birth and death rule is applied."),
        ParamSpec::integer("death_limit", "Wall survives at", 4, 0, 8, "",
                           "A wall stays wall with at least this many wall neighbours of 8."),
        ParamSpec::integer("birth_limit", "Wall appears at", 5, 0, 8, "",
                           "A floor becomes wall with at least this many wall neighbours of 8."),
        ParamSpec::boolean("border_wall", "Border wall", true, "Make the outer ring of the map wall."),
        ParamSpec::choice(
            "connectivity", "Connectivity", "join",
            {{"none", "None"}, {"largest", "Keep the largest region"}, {"join", "Join all regions"}},
            "What to do with cave regions that cannot reach each other."),
        ParamSpec::integer("min_region", "Smallest region", 8, 0, 10000, "tiles",
                           "Regions with fewer floor tiles are filled with wall first (0 keeps all)."),
    };
    for (auto more : {enemySpecs(), plannerSpecs()})
        specs.insert(specs.end(), more.begin(), more.end());
    return specs;
}

} // namespace

CaveGenerator::CaveGenerator() : m_schema(caveSpecs()) {}

namespace {

enum class Connectivity { None, Largest, Join };

struct CaveParams
{
    int width = 0;
    int height = 0;
    std::uint32_t threshold = 0;
    int steps = 0;
    int death = 0;
    int birth = 0;
    bool border = true;
    Connectivity connectivity = Connectivity::Join;
    std::int64_t minRegion = 0;
};

CaveParams readParams(const ParamSet &params)
{
    CaveParams p;
    // complete() has checked the ranges; clamp anyway so no value can run away.
    p.width = static_cast<int>(std::clamp<std::int64_t>(params.getInt("width"), 4, 4096));
    p.height = static_cast<int>(std::clamp<std::int64_t>(params.getInt("height"), 4, 4096));
    p.threshold = cave::fillThreshold(params.getReal("fill_ratio"));
    p.steps = static_cast<int>(std::clamp<std::int64_t>(params.getInt("steps"), 0, 20));
    p.death = static_cast<int>(std::clamp<std::int64_t>(params.getInt("death_limit"), 0, 8));
    p.birth = static_cast<int>(std::clamp<std::int64_t>(params.getInt("birth_limit"), 0, 8));
    p.border = params.getBool("border_wall");
    const std::string &c = params.getChoice("connectivity");
    p.connectivity = c == "none"      ? Connectivity::None
                     : c == "largest" ? Connectivity::Largest
                                      : Connectivity::Join;
    p.minRegion = std::clamp<std::int64_t>(params.getInt("min_region"), 0, 10000);
    return p;
}

constexpr int kRowChunk = 2048; // rows between cancellation checks

/// Phases 1 and 2. Returns false when cancelled.
bool runAutomaton(const CaveParams &p, cave::WallBits &bits, Rng &rng, const RunControl &control)
{
    for (int y = 0; y < p.height; y += kRowChunk) {
        if (control.cancelled())
            return false;
        cave::fillRows(bits, p.threshold, rng, y, std::min(p.height, y + kRowChunk));
    }
    if (p.border)
        cave::forceBorder(bits);
    control.report(0.1);
    cave::WallBits next(p.width, p.height);
    for (int s = 0; s < p.steps; ++s) {
        for (int y = 0; y < p.height; y += kRowChunk) {
            if (control.cancelled())
                return false;
            cave::stepRows(bits, next, p.death, p.birth, y, std::min(p.height, y + kRowChunk));
        }
        std::swap(bits, next);
        if (p.border)
            cave::forceBorder(bits);
        control.report(0.1 + 0.5 * (s + 1) / p.steps);
    }
    return !control.cancelled();
}

/// Phase 3. Returns the first cell of the largest kept region (nullopt without floor), or an error.
Result<std::optional<Point>> connect(const CaveParams &p, cave::WallBits &bits, Diagnostics &diag,
                                     const RunControl &control)
{
    const cave::FloorRegions regions = cave::findRegions(bits);
    diag.add("regions", "Regions before joining", regions.count());
    const int largest = regions.largest();
    std::vector<std::uint8_t> keep(static_cast<std::size_t>(regions.count()), 1);
    int removed = 0;
    for (int r = 0; r < regions.count(); ++r) {
        const bool small = regions.sizes[static_cast<std::size_t>(r)] < p.minRegion;
        if (r != largest && (small || p.connectivity == Connectivity::Largest)) {
            keep[static_cast<std::size_t>(r)] = 0;
            ++removed;
        }
    }
    if (removed > 0)
        cave::removeRegions(bits, regions, keep);
    diag.add("regions_removed", "Regions removed", removed);
    cave::JoinOutcome joined;
    if (p.connectivity == Connectivity::Join) {
        joined = cave::joinRegions(bits, regions, keep, p.border, control);
        if (joined.cancelled)
            return Error::cancelled();
        if (!joined.connected)
            diag.notes.push_back("Some regions could not be joined.");
    }
    diag.add("tunnels", "Tunnels carved", joined.tunnels);
    diag.add("tunnel_tiles", "Tunnel tiles", static_cast<double>(joined.carved), "tiles");
    if (largest < 0)
        return std::optional<Point>{};
    return std::optional<Point>{regions.first[static_cast<std::size_t>(largest)]};
}

/// Phase 4: the double sweep (cave_sweep.cpp).
void placeStartExit(GridMap &map, const cave::WallBits &bits, Point seed, Diagnostics &diag)
{
    cave::FloorSweep sweep(bits);
    const auto a = sweep.farthest(seed);
    const auto b = sweep.farthest(a.first);
    map.start = a.first;
    map.exit = b.first;
    diag.add("start_exit_distance", "Start to exit distance", b.second, "tiles");
}

/// The tiles of `bits`, eight cells per table look-up: Wall where a bit is set, Floor elsewhere.
Grid<Tile> toTiles(const cave::WallBits &bits)
{
    static_assert(static_cast<int>(Tile::Wall) == 0 && static_cast<int>(Tile::Floor) == 1);
    // For each byte of wall bits, the eight tile bytes it gives (little-endian: bit i is byte i).
    static const auto table = [] {
        std::array<std::uint64_t, 256> t{};
        for (unsigned v = 0; v < 256; ++v)
            for (unsigned i = 0; i < 8; ++i)
                t[v] |= std::uint64_t(((v >> i) & 1U) ^ 1U) << (8 * i);
        return t;
    }();
    Grid<Tile> tiles(bits.width(), bits.height(), Tile::Wall);
    const int width = bits.width();
    for (int y = 0; y < bits.height(); ++y) {
        const std::uint64_t *row = bits.row(y);
        auto *out = reinterpret_cast<unsigned char *>(tiles.data() + tiles.index(0, y));
        int x = 0;
        for (; x + 8 <= width; x += 8) {
            const std::uint64_t eight = table[(row[x >> 6] >> (x & 63)) & 0xFF];
            std::memcpy(out + x, &eight, 8);
        }
        for (; x < width; ++x)
            out[x] = static_cast<unsigned char>(((row[x >> 6] >> (x & 63)) & 1U) ^ 1U);
    }
    return tiles;
}

} // namespace

Result<Generated> CaveGenerator::generate(const ParamSet &params, Rng &rng, const RunControl &control) const
{
    const CaveParams p = readParams(params);
    cave::WallBits bits(p.width, p.height);
    if (!runAutomaton(p, bits, rng, control))
        return Error::cancelled();
    Generated out;
    auto seed = connect(p, bits, out.diagnostics, control);
    if (!seed)
        return seed.error();
    control.report(0.8);
    const std::int64_t floorCount = bits.floorCount();
    out.diagnostics.add("floor_share", "Floor share",
                        100.0 * static_cast<double>(floorCount) / (double(p.width) * p.height), "%");
    GridMap &map = out.map.grid;
    map.tiles = toTiles(bits);
    if (control.cancelled())
        return Error::cancelled();
    if (!*seed) {
        out.diagnostics.notes.push_back("No floor is left, so there is no start or exit.");
        out.diagnostics.add("start_exit_distance", "Start to exit distance", 0, "tiles");
    } else {
        placeStartExit(map, bits, **seed, out.diagnostics);
    }
    placeEnemies(map, params, rng, out.diagnostics);
    control.report(1.0);
    return out;
}

std::vector<Check> CaveGenerator::validate(const Map &map, const ParamSet &params) const
{
    std::vector<Check> checks;
    const GridMap &g = map.grid;
    const Grid<std::uint8_t> open = g.walkable();
    auto add = [&](std::string id, bool ok, std::string msg) {
        checks.push_back({std::move(id), ok, ok ? std::string{} : std::move(msg)});
    };
    std::int64_t floorCount = 0;
    for (auto c : open)
        floorCount += c;
    add("has_floor", floorCount > 0, "the map has no floor");
    if (params.getBool("border_wall")) {
        bool ok = true;
        for (int y = 0; y < g.height(); ++y) {
            for (int x = 0; x < g.width(); ++x) {
                const bool ring = x == 0 || y == 0 || x == g.width() - 1 || y == g.height() - 1;
                if (ring && open.at(x, y))
                    ok = false;
            }
        }
        add("border_is_wall", ok, "a border tile is not wall");
    }
    if (params.getChoice("connectivity") != "none") {
        const Components c = labelComponents(open);
        add("one_region", c.count() == 1, std::to_string(c.count()) + " floor regions instead of 1");
    }
    const bool onFloor = g.start && g.exit && open.contains(*g.start) && open.contains(*g.exit) &&
                         open[*g.start] && open[*g.exit];
    add("start_exit_on_floor", onFloor, "start or exit is missing or not on floor");
    std::int32_t distance = -1;
    if (onFloor)
        distance = bfsDistance(open, {*g.start}).distance[*g.exit];
    add("start_exit_connected", distance >= 0, "the exit cannot be reached from the start");
    if (distance >= 0) {
        // generate() reports the double-sweep distance: the exit is a farthest cell from the start.
        const DistanceField f = bfsDistance(open, {*g.start});
        add("start_exit_distance_matches", f.maxDistance == distance,
            "start-exit distance " + std::to_string(distance) +
                " is not the farthest distance from the start (" + std::to_string(f.maxDistance) + ")");
    } else {
        add("start_exit_distance_matches", false, "no start-exit distance");
    }
    if (params.getInt("enemies") > 0)
        checks.push_back(checkEnemies(g, params));
    return checks;
}

} // namespace mapsmith
