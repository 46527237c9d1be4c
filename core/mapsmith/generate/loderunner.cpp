// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/generate/loderunner.h>
#include <mapsmith/generate/loderunner_layout.h>
#include <mapsmith/generate/loderunner_moves.h>

#include <algorithm>
#include <atomic>

// The loderunner generator: layout (loderunner_layout.cpp), then placement, then checks.
// Placement: the runner on a random standing spot of the bottom floor; the round-trip set of the runner
// under the no-digging movement model (loderunner_moves.cpp); the escape column (hidden ladder from a
// highest reachable standing spot with open sky above it to row 0, random among the highest); gold on
// random reachable standing spots; guards on the rest, those at least kGuardDistance from the runner
// first. When the layout has too few reachable spots, or (hidden_ladder) no reachable spot with open sky
// for the escape, it is rebuilt (up to kAttempts times, the Rng continuing), so a seed always gives the
// same map; a diagnostics note says what the last layout lacked. Entities are sorted row-major, as the text
// format reads them. O(attempts * width * height). With `beatable`, whole levels are made in turn until
// the solver (set by solve/, see loderunner.h) wins one within a bound in game states: deterministic,
// O(kBeatableAttempts) levels and solver runs at most.

namespace mapsmith {

namespace {

constexpr int kAttempts = 20;
constexpr int kGuardDistance = 6;

std::vector<ParamSpec> loderunnerSpecs()
{
    return {
        ParamSpec::integer("width", "Width", 28, 8, 256, "tiles",
                           "Level width in tiles (28 is the classic screen)."),
        ParamSpec::integer("height", "Height", 16, 6, 256, "tiles",
                           "Level height in tiles (16 is the classic screen)."),
        ParamSpec::real("platforms", "Platform density", 0.6, 0.0, 1.0, 0.05, "",
                        "Chance that a stretch of a platform row is brick rather than a gap."),
        ParamSpec::real("ladders", "Ladder density", 0.5, 0.0, 1.0, 0.05, "",
                        "Ladders per platform row: 1 + ladders x width / 8."),
        ParamSpec::real("ropes", "Rope density", 0.4, 0.0, 1.0, 0.05, "",
                        "Chance that a gap in a platform gets a rope across it."),
        ParamSpec::real("solid", "Solid share", 0.15, 0.0, 1.0, 0.05, "",
                        "Chance that a platform stretch is solid block, which cannot be dug."),
        ParamSpec::integer("traps", "Traps", 2, 0, 50, "",
                           "Bricks turned into false bricks the runner falls through."),
        ParamSpec::integer("gold", "Gold", 8, 0, 100, "",
                           "Gold chests, each where the runner can get and return."),
        ParamSpec::integer("guards", "Guards", 3, 0, 30, "",
                           "Guards, placed away from the runner where possible."),
        ParamSpec::boolean("hidden_ladder", "Escape ladder", true,
                           "Add a hidden ladder to the top row that appears when all gold is taken."),
        ParamSpec::boolean("solid_bottom", "Solid bottom row", true,
                           "Make the bottom row solid (else brick)."),
        ParamSpec::boolean("beatable", "Only beatable levels", false,
                           "Keep only levels the solver wins with the guards (a few tries, then a note)."),
    };
}

std::atomic<LodeRunnerBeatable> g_beatable{nullptr};

lode::LayoutParams layoutParams(const ParamSet &params)
{
    lode::LayoutParams p;
    p.width = static_cast<int>(params.getInt("width"));
    p.height = static_cast<int>(params.getInt("height"));
    p.platforms = params.getReal("platforms");
    p.ladders = params.getReal("ladders");
    p.ropes = params.getReal("ropes");
    p.solid = params.getReal("solid");
    p.traps = static_cast<int>(params.getInt("traps"));
    p.solidBottom = params.getBool("solid_bottom");
    return p;
}

/// A random standing spot of the bottom floor, else of the whole map; nullopt if there is none.
std::optional<Point> pickStart(const Grid<Tile> &tiles, Rng &rng)
{
    std::vector<Point> floor;
    std::vector<Point> anywhere;
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        const Point p = tiles.point(i);
        if (!lode::isStandingSpot(tiles, p))
            continue;
        anywhere.push_back(p);
        if (p.y == tiles.height() - 2)
            floor.push_back(p);
    }
    const std::vector<Point> &from = floor.empty() ? anywhere : floor;
    if (from.empty())
        return std::nullopt;
    return from[rng.below(from.size())];
}

/// Standing spots in `reach` other than `start`, row-major.
std::vector<Point> reachableSpots(const Grid<Tile> &tiles, const Grid<std::uint8_t> &reach, Point start)
{
    std::vector<Point> out;
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        const Point p = tiles.point(i);
        if (reach[i] && p != start && lode::isStandingSpot(tiles, p))
            out.push_back(p);
    }
    return out;
}

/// The highest spots in `spots` whose column is open up to row 0: where the escape ladder can stand.
std::vector<Point> escapeBases(const Grid<Tile> &tiles, const std::vector<Point> &spots)
{
    auto openAbove = [&](Point p) {
        for (int y = 0; y < p.y; ++y) {
            if (tiles.at(p.x, y) != Tile::Floor)
                return false;
        }
        return true;
    };
    std::vector<Point> best;
    for (const Point p : spots) { // row-major: the first open ones are the highest
        if (!best.empty() && p.y > best.front().y)
            break;
        if (openAbove(p))
            best.push_back(p);
    }
    return best;
}

/// Hidden ladder from a random one of `bases` (escapeBases) to row 0; its row, or -1 when there is none.
int placeEscape(Grid<Tile> &tiles, const std::vector<Point> &bases, Rng &rng)
{
    if (bases.empty())
        return -1;
    const Point base = bases[rng.below(bases.size())];
    for (int y = 0; y <= base.y; ++y)
        tiles.at(base.x, y) = Tile::HiddenLadder;
    return base.y;
}

/// Gold first, then guards (far from the runner first), on distinct spots; sorted row-major.
std::vector<Entity> placeEntities(std::vector<Point> spots, Point start, int gold, int guards, Rng &rng)
{
    rng.shuffle(spots.begin(), spots.end());
    std::vector<Entity> out;
    const auto goldCount = std::min(spots.size(), static_cast<std::size_t>(gold));
    for (std::size_t i = 0; i < goldCount; ++i)
        out.push_back(Entity{"gold", spots[i].x, spots[i].y});
    const auto rest = spots.begin() + static_cast<std::ptrdiff_t>(goldCount);
    std::stable_partition(rest, spots.end(),
                          [start](Point p) { return manhattan(p, start) >= kGuardDistance; });
    for (auto it = rest; it != spots.end() && it - rest < guards; ++it)
        out.push_back(Entity{"guard", it->x, it->y});
    std::sort(out.begin(), out.end(),
              [](const Entity &a, const Entity &b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
    return out;
}

int countTiles(const Grid<Tile> &tiles, Tile t)
{
    return static_cast<int>(std::count(tiles.begin(), tiles.end(), t));
}

int countEntities(const GridMap &g, std::string_view type)
{
    return static_cast<int>(std::count_if(g.entities.begin(), g.entities.end(),
                                          [type](const Entity &e) { return e.type == type; }));
}

std::string pointText(Point p)
{
    return "(" + std::to_string(p.x) + ", " + std::to_string(p.y) + ")";
}

template <class Add> void checkTiles(const GridMap &g, const ParamSet &params, Add &add)
{
    static constexpr Tile kAllowed[] = {Tile::Floor, Tile::Brick, Tile::Solid,       Tile::Ladder,
                                        Tile::Rope,  Tile::Trap,  Tile::HiddenLadder};
    std::string bad;
    for (std::size_t i = 0; i < g.tiles.size() && bad.empty(); ++i) {
        if (std::find(std::begin(kAllowed), std::end(kAllowed), g.tiles[i]) == std::end(kAllowed))
            bad = "tile '" + std::string(tileInfo(g.tiles[i]).name) + "' at " + pointText(g.tiles.point(i));
    }
    add("lode_runner_tiles", bad.empty(), bad + " has no Lode Runner symbol");
    if (params.getBool("solid_bottom")) {
        bool solid = true;
        for (int x = 0; x < g.width(); ++x)
            solid = solid && g.tiles.at(x, g.height() - 1) == Tile::Solid;
        add("bottom_row_solid", solid, "a bottom-row tile is not solid");
    }
    add("no_exit", !g.exit, "the map has an exit; a Lode Runner level has none");
}

template <class Add> void checkEntities(const GridMap &g, const ParamSet &params, Add &add)
{
    Grid<std::uint8_t> taken(g.width(), g.height(), 0);
    if (g.start && taken.contains(*g.start))
        taken[*g.start] = 1;
    std::string bad;
    for (const Entity &e : g.entities) {
        const Point p{e.x, e.y};
        const bool known = e.type == "gold" || e.type == "guard";
        const bool free = g.tiles.contains(p) && g.tiles[p] == Tile::Floor && !taken[p];
        if ((!known || !free) && bad.empty())
            bad = e.type + " at " + pointText(p);
        if (taken.contains(p))
            taken[p] = 1;
    }
    add("entities_on_empty", bad.empty(), bad + " is not gold or a guard alone on an empty tile");
    const auto gold = countEntities(g, "gold");
    const auto guards = countEntities(g, "guard");
    add("gold_count", gold == params.getInt("gold"),
        std::to_string(gold) + " gold instead of " + std::to_string(params.getInt("gold")));
    add("guard_count", guards == params.getInt("guards"),
        std::to_string(guards) + " guards instead of " + std::to_string(params.getInt("guards")));
}

} // namespace

void setLodeRunnerBeatable(LodeRunnerBeatable check)
{
    g_beatable.store(check);
}

LodeRunnerBeatable lodeRunnerBeatable()
{
    return g_beatable.load();
}

LodeRunnerGenerator::LodeRunnerGenerator() : m_schema(loderunnerSpecs()) {}

Result<Generated> LodeRunnerGenerator::generate(const ParamSet &params, Rng &rng,
                                                const RunControl &control) const
{
    return generateFor(0, params, rng, control);
}

Result<Generated> LodeRunnerGenerator::generateFor(std::uint64_t seed, const ParamSet &params, Rng &rng,
                                                   const RunControl &control) const
{
    if (!params.getBool("beatable"))
        return generateOnce(params, rng, control);
    const LodeRunnerBeatable beatable = lodeRunnerBeatable();
    if (!beatable)
        return Error::badInput("parameter 'beatable' needs the Lode Runner solver (mapsmith::solve), which "
                               "this program does not link");
    for (int attempt = 1;; ++attempt) {
        auto out = generateOnce(params, rng, control);
        if (!out)
            return out;
        const bool won = beatable(out->map, seed, kBeatableStates);
        if (control.cancelled())
            return Error::cancelled();
        if (won || attempt == kBeatableAttempts) {
            out->diagnostics.add("beatable_attempts", "Levels tried for a beatable one", attempt);
            if (!won)
                out->diagnostics.notes.push_back(
                    "No level of " + std::to_string(kBeatableAttempts) + " was won by the solver within " +
                    std::to_string(kBeatableStates) + " game states: the last one is kept.");
            return out;
        }
    }
}

Result<Generated> LodeRunnerGenerator::generateOnce(const ParamSet &params, Rng &rng,
                                                    const RunControl &control) const
{
    const lode::LayoutParams lp = layoutParams(params);
    const int gold = static_cast<int>(params.getInt("gold"));
    const int guards = static_cast<int>(params.getInt("guards"));
    const bool escape = params.getBool("hidden_ladder");
    const std::size_t needed = static_cast<std::size_t>(gold + guards + (escape ? 1 : 0));

    lode::Layout layout;
    Point start;
    std::vector<Point> spots;
    std::vector<Point> bases; ///< where the escape ladder can stand
    std::size_t standing = 0;
    int attempt = 0;
    while (true) {
        if (control.cancelled())
            return Error::cancelled();
        ++attempt;
        layout = lode::buildLayout(lp, rng);
        const auto picked = pickStart(layout.tiles, rng);
        if (!picked)
            return Error{ErrorKind::Internal, "the layout has no standing spot for the runner", {}, 0, 0};
        start = *picked;
        spots = reachableSpots(layout.tiles,
                               lode::roundTrip(layout.tiles, start, lode::HiddenLadders::Hidden), start);
        standing = reachableSpots(layout.tiles, Grid<std::uint8_t>(lp.width, lp.height, 1), start).size();
        bases = escape ? escapeBases(layout.tiles, spots) : std::vector<Point>{};
        if ((spots.size() >= needed && (!escape || !bases.empty())) || attempt == kAttempts)
            break;
        control.report(static_cast<double>(attempt) / kAttempts);
    }

    const double share = 100.0 * static_cast<double>(spots.size() + 1) /
                         static_cast<double>(std::max<std::size_t>(standing + 1, 1));
    Generated out;
    const int escapeRow = escape ? placeEscape(layout.tiles, bases, rng) : -1;
    std::erase_if(spots, [&](Point p) { return layout.tiles[p] != Tile::Floor; });
    GridMap &g = out.map.grid;
    g.entities = placeEntities(spots, start, gold, guards, rng);
    g.start = start;
    g.tiles = std::move(layout.tiles);

    Diagnostics &d = out.diagnostics;
    d.add("attempts", "Layouts tried", attempt);
    d.add("reachable_spots", "Standing spots reachable and left again", share, "%");
    d.add("platform_rows", "Platform rows", static_cast<double>(layout.platformRows.size()));
    d.add("ladders", "Ladder tiles", countTiles(g.tiles, Tile::Ladder), "tiles");
    d.add("ropes", "Rope tiles", countTiles(g.tiles, Tile::Rope), "tiles");
    d.add("gold", "Gold placed", countEntities(g, "gold"));
    d.add("guards", "Guards placed", countEntities(g, "guard"));
    d.add("escape_row", "Escape ladder starts at row", escapeRow);
    if (countEntities(g, "gold") < gold || countEntities(g, "guard") < guards)
        d.notes.push_back("Too few reachable standing spots after " + std::to_string(attempt) +
                          " layouts: fewer gold or guards than asked.");
    if (escape && escapeRow < 0)
        d.notes.push_back("No reachable spot with open sky above it: no escape ladder.");
    control.report(1.0);
    return out;
}

std::vector<Check> LodeRunnerGenerator::validate(const Map &map, const ParamSet &params) const
{
    std::vector<Check> checks;
    auto add = [&](std::string id, bool ok, std::string message) {
        checks.push_back({std::move(id), ok, ok ? std::string{} : std::move(message)});
    };
    const GridMap &g = map.grid;
    const int w = static_cast<int>(params.getInt("width"));
    const int h = static_cast<int>(params.getInt("height"));
    const bool sized = map.kind == MapKind::Grid && g.width() == w && g.height() == h;
    add("size", sized, "the map is not a " + std::to_string(w) + "x" + std::to_string(h) + " grid");
    if (!sized)
        return checks;
    checkTiles(g, params, add);
    const bool runner = g.start && g.tiles.contains(*g.start) && g.tiles[*g.start] == Tile::Floor;
    add("runner_on_empty", runner, "the runner start is missing or not on an empty tile");
    checkEntities(g, params, add);
    if (!runner)
        return checks;
    const Grid<std::uint8_t> reach = lode::roundTrip(g.tiles, *g.start, lode::HiddenLadders::Hidden);
    std::string unreachable;
    for (const Entity &e : g.entities) {
        if (e.type == "gold" && !(g.tiles.contains(e.x, e.y) && reach.at(e.x, e.y)))
            unreachable += (unreachable.empty() ? "" : ", ") + pointText({e.x, e.y});
    }
    add("gold_reachable", unreachable.empty(),
        "gold the runner cannot get and leave again at " + unreachable);
    if (params.getBool("hidden_ladder")) {
        const Grid<std::uint8_t> after = lode::reachableFrom(g.tiles, *g.start, lode::HiddenLadders::Shown);
        const bool top = std::any_of(after.begin(), after.begin() + w, [](std::uint8_t c) { return c != 0; });
        add("escape_reachable", top, "the top row cannot be reached once the hidden ladders show");
    }
    if (params.getBool("beatable")) {
        const LodeRunnerBeatable beatable = lodeRunnerBeatable();
        add("beatable", beatable && beatable(map, map.source.seed, kBeatableStates),
            beatable ? "the solver does not win the level within " + std::to_string(kBeatableStates) +
                           " game states"
                     : std::string("the Lode Runner solver is not linked"));
    }
    return checks;
}

} // namespace mapsmith
