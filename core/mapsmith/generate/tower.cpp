// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/generate/tower.h>

// Tower maps: the layered maps of Slay the Spire (MegaCrit 2019), after the reverse-engineered description
// https://www.reddit.com/r/slaythespire/comments/ndqweh/i_have_reverseengineered_map_generation_algorithm/
// (no code taken). One attempt = growPaths (tower_paths.cpp), then assignRoomTypes (tower_types.cpp),
// then validateTower (tower_validate.cpp) with the same rules validate() uses. A failed attempt is retried
// with the next sub-seed, up to max_retries times.
//
// Determinism: the only draw from the caller's Rng is the attempt base (one next()); attempt k runs on
// Rng(base + k), so an attempt's map depends on nothing but the params and its sub-seed.
// Cost per attempt: O(paths * floors + (nodes + edges) log edges).

#include <mapsmith/generate/tower_paths.h>
#include <mapsmith/generate/tower_rules.h>
#include <mapsmith/generate/tower_types.h>
#include <mapsmith/generate/tower_validate.h>

#include <algorithm>
#include <array>
#include <string>

namespace mapsmith {

namespace {

std::vector<ParamSpec> towerSpecs()
{
    std::vector<ParamChoice> firstTypes{{"none", "None (drawn like other floors)"}};
    for (const RoomTypeInfo &info : allRoomTypes()) {
        if (info.type == RoomType::Boss)
            continue;
        std::string label(info.name);
        label[0] = static_cast<char>(label[0] - 'a' + 'A');
        firstTypes.push_back({std::string(info.name), label});
    }
    // Weight keys in RoomType order, as the property panel lists them.
    auto weights = ParamSpec::weights(
        "weights", "Room weights",
        {{"monster", 45}, {"elite", 8}, {"shop", 5}, {"rest", 12}, {"treasure", 0}, {"unknown", 22}}, 0, 1000,
        "How often each room type is drawn, relative to the others.");
    return {
        ParamSpec::integer("columns", "Columns", 7, 3, 20, "", "Columns of the grid the paths climb."),
        ParamSpec::integer("floors", "Floors", 15, 3, 50, "", "Floors of rooms below the boss."),
        ParamSpec::integer("paths", "Paths", 6, 1, 20, "",
                           "Paths grown from floor 0 to the top; they may merge."),
        std::move(weights),
        ParamSpec::integer("shop_floor", "Shops from floor", 4, 0, 50, "",
                           "No shop is drawn below this floor."),
        ParamSpec::integer("elite_floor", "Elites from floor", 5, 0, 50, "",
                           "No elite is drawn below this floor."),
        ParamSpec::integer("late_rest_floor", "More rest from floor", 13, 0, 50, "",
                           "From this floor up, rest sites get extra weight."),
        ParamSpec::real("late_rest_weight", "Extra rest weight", 12, 0, 1000, 1, "",
                        "Weight added to rest sites from the late rest floor up."),
        ParamSpec::choice("first_floor_type", "Floor 0 rooms", "monster", std::move(firstTypes),
                          "The type of every room on floor 0."),
        ParamSpec::integer("treasure_floor", "Treasure floor", 8, -1, 50, "",
                           "Every room on this floor is a treasure; -1 for none."),
        ParamSpec::boolean("last_floor_rest", "Rest before the boss", true,
                           "Every room on the top floor is a rest site."),
        ParamSpec::boolean("no_rest_before_last", "No rest below the last rest", false,
                           "No rest site on the floor just below a last-floor rest."),
        ParamSpec::choice("repeat_rule", "Repeated types", "all",
                          {{"all", "No type repeats"},
                           {"special", "Elite, shop, rest and treasure do not repeat"},
                           {"none", "Types may repeat"}},
                          "Which parent types a room avoids when another type is possible."),
        ParamSpec::integer("max_elites_per_floor", "Elites per floor", 2, 0, 20, "",
                           "At most this many elites on one floor."),
        ParamSpec::integer("max_retries", "Retries", 10, 0, 100, "",
                           "How many more attempts to make when an attempt breaks a rule."),
        ParamSpec::choice(
            "start_columns", "Start columns", "random",
            {{"random", "Random (the first two differ)"}, {"in_order", "Columns 0, 1, 2, ... in order"}},
            "Where the paths start on floor 0."),
        ParamSpec::choice(
            "fixed_conflict", "Fixed floor conflict", "treasure",
            {{"treasure", "The treasure floor wins"}, {"rest", "The rest before the boss wins"}},
            "Which type a floor gets when it is both the treasure floor and the top floor."),
        ParamSpec::choice("retry_policy", "When the retries fail", "last",
                          {{"last", "Keep the last attempt, with a note"},
                           {"next_seed", "Move on to the next seed and retry"}},
                          "What happens when every retry breaks a rule."),
        ParamSpec::integer(
            "max_seed_moves", "Seeds to move on", 100, 0, 1000, "",
            "With next seed: how many seeds to move on at most before keeping the last attempt."),
    };
}

/// "max_elites: floor 6 has 3 elites (at most 2); ..." for the failed checks; empty when all passed.
std::string failures(const std::vector<Check> &checks)
{
    std::string out;
    for (const Check &c : checks) {
        if (!c.passed)
            out += (out.empty() ? "" : "; ") + c.id + ": " + c.message;
    }
    return out;
}

void addCounts(const TowerMap &map, int retries, Diagnostics &d)
{
    Diagnostics counts = towerCounts(map);
    // Retries between the edges and the floor-0 rooms: the order `generate --json` has always had.
    counts.metrics.insert(counts.metrics.begin() + 2,
                          Metric{"retries", "Retries", static_cast<double>(retries), {}});
    d.metrics.insert(d.metrics.end(), counts.metrics.begin(), counts.metrics.end());
}

} // namespace

Diagnostics towerCounts(const TowerMap &map)
{
    Diagnostics d;
    d.add("nodes", "Rooms", static_cast<double>(map.nodes.size()));
    d.add("edges", "Edges", static_cast<double>(map.edges.size()));
    int starts = 0;
    std::array<int, 7> counts{};
    for (const TowerNode &n : map.nodes) {
        starts += n.floor == 0 ? 1 : 0;
        const auto t = static_cast<std::size_t>(n.type);
        if (t < counts.size())
            ++counts[t];
    }
    d.add("start_rooms", "Rooms on floor 0", starts);
    for (const RoomTypeInfo &info : allRoomTypes()) {
        std::string label(info.name);
        label[0] = static_cast<char>(label[0] - 'a' + 'A');
        d.add("rooms_" + std::string(info.name), label + " rooms",
              counts[static_cast<std::size_t>(info.type)]);
    }
    return d;
}

TowerGenerator::TowerGenerator() : m_schema(towerSpecs()) {}

Result<Generated> TowerGenerator::generate(const ParamSet &params, Rng &rng, const RunControl &control) const
{
    const tower::TowerRules rules = tower::TowerRules::fromParams(params);
    const std::uint64_t base = rng.next();
    // The game retries with seed + attempt and then moves on to seed + 1, which retries seed + 1 + attempt:
    // every sub-seed but the newest was tried already and fails again (an attempt depends on its sub-seed
    // alone), so its order of tries comes to base, base + 1, ... up to base + retries + moves.
    const int attempts = 1 + rules.maxRetries + (rules.nextSeed ? rules.maxSeedMoves : 0);
    Generated out;
    out.map.kind = MapKind::Tower;
    int attempt = 0;
    for (; attempt < attempts; ++attempt) {
        if (control.cancelled())
            return Error::cancelled();
        Rng sub(base + static_cast<std::uint64_t>(attempt));
        out.map.tower = tower::growPaths(rules, sub);
        const std::string typing = tower::assignRoomTypes(rules, sub, out.map.tower);
        const std::string failed = failures(tower::validateTower(out.map.tower, rules));
        if (typing.empty() && failed.empty())
            break;
        out.diagnostics.notes.push_back("attempt " + std::to_string(attempt + 1) + " of " +
                                        std::to_string(attempts) +
                                        " failed: " + (typing.empty() ? failed : typing + "; " + failed));
        control.report(static_cast<double>(attempt + 1) / attempts);
    }
    const int retries = std::min(attempt, attempts - 1);
    if (attempt == attempts)
        out.diagnostics.notes.push_back(
            "all " + std::to_string(attempts) +
            " attempts failed; the map is the last attempt and does not pass validate");
    else if (attempt > 0)
        out.diagnostics.notes.push_back("attempt " + std::to_string(attempt + 1) + " passed after " +
                                        std::to_string(attempt) + (attempt == 1 ? " retry" : " retries"));
    if (rules.nextSeed && attempt > rules.maxRetries && attempt < attempts)
        out.diagnostics.notes.push_back("moved on " + std::to_string(attempt - rules.maxRetries) +
                                        (attempt - rules.maxRetries == 1 ? " seed" : " seeds") +
                                        " after the retries failed");
    if (rules.columns % 2 == 0)
        out.diagnostics.notes.push_back("an even column count (" + std::to_string(rules.columns) +
                                        ") puts the boss right of the middle, in column " +
                                        std::to_string(rules.bossColumn()) + "; an odd count centres it");
    addCounts(out.map.tower, retries, out.diagnostics);
    control.report(1.0);
    return out;
}

std::vector<Check> TowerGenerator::validate(const Map &map, const ParamSet &params) const
{
    if (map.kind != MapKind::Tower)
        return {Check{"well_formed", false, "not a tower map"}};
    return tower::validateTower(map.tower, tower::TowerRules::fromParams(params));
}

} // namespace mapsmith
