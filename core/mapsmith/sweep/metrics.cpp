// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Per-seed measurements of a sweep. Grid maps: floor share, the start-exit path (BFS over walkable tiles,
// 4-neighbour, core/grid/distance), solvability (exit and every gold or light reachable; Lode Runner maps
// by the generator's own runner model), dead ends (walkable tiles with one walkable neighbour). Towers:
// the number of start-to-boss paths (dynamic programming over floors, O(nodes + edges), saturated at 2^53 so
// it stays exact in JSON). Lode Runner levels also get `beatable`: the solver (solve/solver.h) with the
// guards, bounded by LodeRunnerGenerator::kBeatableStates game states rather than by time, so a seed gives
// the same answer on every machine. Everything is an exact integer, so sums and merges never depend on order.
#include <mapsmith/generate/loderunner.h>
#include <mapsmith/generate/loderunner_moves.h>
#include <mapsmith/generate/registry.h>
#include <mapsmith/grid/distance.h>
#include <mapsmith/solve/solver.h>
#include <mapsmith/sweep/metrics.h>

#include <algorithm>
#include <cmath>

namespace mapsmith::sweep {

namespace {

constexpr std::int64_t kMaxExact = std::int64_t{1} << 53;

std::int64_t pow10(int decimals)
{
    std::int64_t p = 1;
    for (int i = 0; i < decimals; ++i)
        p *= 10;
    return p;
}

std::int64_t floorDiv(std::int64_t a, std::int64_t b)
{
    const std::int64_t q = a / b;
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}

MetricSpec spec(std::string id, std::string label, std::string unit = {}, int decimals = 0,
                std::int64_t width = 1, BinRule rule = BinRule::Linear)
{
    return MetricSpec{std::move(id), std::move(label), std::move(unit), decimals, rule, width};
}

std::optional<std::int64_t> diagnostic(const Diagnostics &d, std::string_view id, double offset = 0)
{
    if (const Metric *m = d.find(id))
        return std::max<std::int64_t>(0, std::llround(m->value + offset));
    return std::nullopt;
}

std::optional<std::int64_t> retries(const Diagnostics &d)
{
    if (auto r = diagnostic(d, "retries"))
        return r;
    return diagnostic(d, "attempts", -1); // "layouts tried": the first one is not a retry
}

bool isLodeRunner(const GridMap &g)
{
    for (Tile t : g.tiles) {
        if (t == Tile::Brick || t == Tile::Solid || t == Tile::Ladder || t == Tile::Rope || t == Tile::Trap ||
            t == Tile::HiddenLadder)
            return true;
    }
    return false;
}

std::int64_t deadEnds(const Grid<std::uint8_t> &open)
{
    std::int64_t count = 0;
    for (int y = 0; y < open.height(); ++y) {
        for (int x = 0; x < open.width(); ++x) {
            if (!open.at(x, y))
                continue;
            const int n =
                open.get(x - 1, y, 0) + open.get(x + 1, y, 0) + open.get(x, y - 1, 0) + open.get(x, y + 1, 0);
            count += n == 1 ? 1 : 0;
        }
    }
    return count;
}

bool collectablesReachable(const GridMap &g, const Grid<std::uint8_t> &reached)
{
    return std::all_of(g.entities.begin(), g.entities.end(), [&](const Entity &e) {
        return (e.type != "gold" && e.type != "light") || reached.get(e.x, e.y, 0) != 0;
    });
}

struct GridFigures
{
    std::int64_t floorShare = 0;
    std::optional<std::int64_t> path;
    bool solvable = false;
    std::optional<std::int64_t> deadEnds;
};

GridFigures measureGrid(const GridMap &g)
{
    GridFigures f;
    const Grid<std::uint8_t> open = g.walkable();
    const auto cells = static_cast<std::int64_t>(open.size());
    const auto walkable = static_cast<std::int64_t>(std::count(open.begin(), open.end(), std::uint8_t{1}));
    f.floorShare = cells == 0 ? 0 : (walkable * 10000 + cells / 2) / cells;
    if (!g.start || !open.contains(*g.start))
        return f;
    if (isLodeRunner(g)) {
        const auto trip = lode::roundTrip(g.tiles, *g.start, lode::HiddenLadders::Hidden);
        f.solvable = collectablesReachable(g, trip);
        return f;
    }
    f.deadEnds = deadEnds(open);
    const DistanceField field = bfsDistance(open, {*g.start});
    Grid<std::uint8_t> reached(open.width(), open.height(), 0);
    for (std::size_t i = 0; i < reached.size(); ++i)
        reached[i] = field.distance[i] >= 0 ? 1 : 0;
    bool exitOk = true;
    if (g.exit) {
        const std::int32_t d = open.contains(*g.exit) ? field.distance[*g.exit] : -1;
        exitOk = d >= 0;
        if (exitOk)
            f.path = d;
    }
    f.solvable = exitOk && collectablesReachable(g, reached);
    return f;
}

// Start-to-boss paths: ways(n) = sum of ways(child), floor by floor from the top.
std::int64_t towerPaths(const TowerMap &t, bool *everyStartReaches)
{
    const auto n = static_cast<int>(t.nodes.size());
    std::vector<std::vector<int>> children(t.nodes.size());
    for (const TowerEdge &e : t.edges) {
        if (e.from >= 0 && e.from < n && e.to >= 0 && e.to < n &&
            t.nodes[static_cast<std::size_t>(e.to)].floor ==
                t.nodes[static_cast<std::size_t>(e.from)].floor + 1)
            children[static_cast<std::size_t>(e.from)].push_back(e.to);
    }
    std::vector<int> order(t.nodes.size());
    for (int i = 0; i < n; ++i)
        order[static_cast<std::size_t>(i)] = i;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return t.nodes[static_cast<std::size_t>(a)].floor > t.nodes[static_cast<std::size_t>(b)].floor;
    });
    std::vector<std::int64_t> ways(t.nodes.size(), 0);
    for (int i : order) {
        const auto u = static_cast<std::size_t>(i);
        if (t.nodes[u].type == RoomType::Boss) {
            ways[u] = 1;
            continue;
        }
        for (int c : children[u])
            ways[u] = std::min(kMaxExact, ways[u] + ways[static_cast<std::size_t>(c)]);
    }
    std::int64_t total = 0;
    bool any = false;
    bool all = true;
    for (std::size_t u = 0; u < t.nodes.size(); ++u) {
        if (t.nodes[u].floor != 0 || t.nodes[u].type == RoomType::Boss)
            continue;
        any = true;
        all = all && ways[u] > 0;
        total = std::min(kMaxExact, total + ways[u]);
    }
    *everyStartReaches = any && all;
    return total;
}

/// 1 when the solver wins the level with its guards within LodeRunnerGenerator::kBeatableStates states (the
/// play's seed).
std::int64_t beatable(const Map &map)
{
    SolveRequest request;
    request.seed = map.source.seed;
    request.timeLimit = 0; // states, not seconds: the same figure on every machine
    request.maxStates = LodeRunnerGenerator::kBeatableStates;
    const auto solution = solveLodeRunner(map, request);
    return solution && solution->solved ? 1 : 0;
}

void set(SeedSample &s, const std::vector<MetricSpec> &specs, std::string_view id,
         std::optional<std::int64_t> value)
{
    const int i = findMetric(specs, id);
    if (i >= 0 && value)
        s.values[static_cast<std::size_t>(i)] = std::clamp<std::int64_t>(*value, -kMaxExact, kMaxExact);
}

} // namespace

std::int64_t MetricSpec::binOf(std::int64_t stored) const
{
    if (rule == BinRule::Pow2) {
        std::int64_t bin = 0;
        for (std::int64_t v = std::max<std::int64_t>(0, stored); v > 0; v >>= 1)
            ++bin;
        return bin;
    }
    return floorDiv(stored, std::max<std::int64_t>(1, width));
}

std::int64_t MetricSpec::binFrom(std::int64_t bin) const
{
    if (rule == BinRule::Pow2)
        return bin <= 0 ? 0 : std::int64_t{1} << std::min<std::int64_t>(bin - 1, 62);
    return bin * std::max<std::int64_t>(1, width);
}

std::int64_t MetricSpec::binTo(std::int64_t bin) const
{
    return binFrom(bin + 1);
}

double MetricSpec::toValue(std::int64_t stored) const
{
    return static_cast<double>(stored) / static_cast<double>(pow10(decimals));
}

std::int64_t MetricSpec::toStored(double value) const
{
    return std::llround(value * static_cast<double>(pow10(decimals)));
}

std::vector<MetricSpec> metricSpecs(std::string_view generatorId)
{
    if (generatorId == "tower")
        return {spec("paths", "Start-to-boss paths", {}, 0, 1, BinRule::Pow2),
                spec("rooms", "Rooms"),
                spec("edges", "Edges"),
                spec("start_rooms", "Rooms on floor 0"),
                spec("elites", "Elite rooms"),
                spec("solvable", "Solvable"),
                spec("retries", "Retries"),
                spec("checks_failed", "Checks failed")};
    std::vector<MetricSpec> grid = {spec("floor_share", "Floor share", "%", 2, 100),
                                    spec("path_length", "Start to exit path", "tiles"),
                                    spec("solvable", "Solvable"),
                                    spec("dead_ends", "Dead ends"),
                                    spec("rooms", "Rooms"),
                                    spec("retries", "Retries"),
                                    spec("checks_failed", "Checks failed")};
    if (generatorId == "loderunner")
        grid.insert(grid.begin() + 3, spec("beatable", "Beatable (solver)"));
    return grid;
}

int findMetric(const std::vector<MetricSpec> &specs, std::string_view id)
{
    for (std::size_t i = 0; i < specs.size(); ++i) {
        if (specs[i].id == id)
            return static_cast<int>(i);
    }
    return -1;
}

std::string formatValue(const MetricSpec &spec, std::int64_t stored)
{
    const std::int64_t p = pow10(spec.decimals);
    std::string text = stored < 0 ? "-" : "";
    const std::uint64_t magnitude =
        stored < 0 ? 0 - static_cast<std::uint64_t>(stored) : static_cast<std::uint64_t>(stored);
    text += std::to_string(magnitude / static_cast<std::uint64_t>(p));
    if (spec.decimals > 0) {
        std::string fraction = std::to_string(magnitude % static_cast<std::uint64_t>(p));
        text += '.' + std::string(static_cast<std::size_t>(spec.decimals) - fraction.size(), '0') + fraction;
    }
    return text;
}

SeedSample measureMap(const std::vector<MetricSpec> &specs, const Generator &generator,
                      const Generated &generated)
{
    SeedSample s;
    s.values.resize(specs.size());
    const Map &map = generated.map;
    for (const Check &check : generator.validate(map, map.source.params)) {
        if (!check.passed)
            s.failedChecks.push_back(check.id);
    }
    const Diagnostics &d = generated.diagnostics;
    set(s, specs, "checks_failed", static_cast<std::int64_t>(s.failedChecks.size()));
    set(s, specs, "retries", retries(d));
    if (map.kind == MapKind::Tower) {
        bool reaches = false;
        const std::int64_t paths = towerPaths(map.tower, &reaches);
        set(s, specs, "paths", paths);
        set(s, specs, "solvable", reaches ? 1 : 0);
        set(s, specs, "rooms", static_cast<std::int64_t>(map.tower.nodes.size()));
        set(s, specs, "edges", static_cast<std::int64_t>(map.tower.edges.size()));
        set(s, specs, "start_rooms",
            std::count_if(map.tower.nodes.begin(), map.tower.nodes.end(),
                          [](const TowerNode &n) { return n.floor == 0 && n.type != RoomType::Boss; }));
        set(s, specs, "elites",
            std::count_if(map.tower.nodes.begin(), map.tower.nodes.end(),
                          [](const TowerNode &n) { return n.type == RoomType::Elite; }));
        return s;
    }
    const GridFigures f = measureGrid(map.grid);
    set(s, specs, "floor_share", f.floorShare);
    set(s, specs, "path_length", f.path);
    set(s, specs, "solvable", f.solvable ? 1 : 0);
    if (findMetric(specs, "beatable") >= 0)
        set(s, specs, "beatable", beatable(map));
    set(s, specs, "dead_ends", f.deadEnds);
    set(s, specs, "rooms", diagnostic(d, "rooms_placed"));
    return s;
}

Result<SeedSample> measureSeed(const GeneratorRegistry &registry, const std::vector<MetricSpec> &specs,
                               const Config &config, const RunControl &control)
{
    const Generator *generator = registry.find(config.generator);
    if (!generator)
        return Error::badInput("unknown generator '" + config.generator + "'");
    auto generated = generate(registry, config, control);
    if (!generated)
        return generated.error();
    return measureMap(specs, *generator, *generated);
}

} // namespace mapsmith::sweep
