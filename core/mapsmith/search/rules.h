// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// Choosing movement rules per map, and holding any of them in one value for the CLI, the UI and plan/.

#include <mapsmith/search/beatrules.h>
#include <mapsmith/search/gridrules.h>
#include <mapsmith/search/loderunnerrules.h>
#include <mapsmith/util/result.h>

#include <optional>
#include <span>
#include <string_view>
#include <variant>

namespace mapsmith {

enum class RulesKind { Grid4, Grid8, Beat, LodeRunner };

struct RulesInfo
{
    RulesKind kind;
    std::string_view id;   ///< stable: "grid4", "grid8", "beat", "loderunner"
    std::string_view name; ///< display name (English; the UI translates)
    std::string_view costUnit;
};
std::span<const RulesInfo> allRules();
const RulesInfo &rulesInfo(RulesKind kind);
std::optional<RulesKind> rulesByName(std::string_view id);

struct RulesSpec
{
    RulesKind kind = RulesKind::Grid4;
    TileCosts costs = TileCosts::standard();
    BeatOptions beat;
    LodeRunnerOptions lodeRunner;
};

/// Lode Runner rules when the map holds a Lode Runner tile (brick, solid, ladder, rope, trap, hidden
/// ladder), 4-neighbour grid rules otherwise.
RulesSpec defaultRules(const GridMap &map);
/// Whether a map holding tile `t` gets Lode Runner rules from defaultRules().
bool isLodeRunnerTile(Tile t);

using AnyRules = std::variant<GridRules, BeatRules, LodeRunnerRules>;

/// Most states a search may allocate tables for (about 12 bytes each).
inline constexpr std::size_t kMaxSearchStates = std::size_t{1} << 25;

/// Builds the rules, refusing state spaces over kMaxSearchStates with a message that says what to change.
Result<AnyRules> makeRules(const GridMap &map, const RulesSpec &spec);

/// The state space size of any rules.
inline std::size_t stateCount(const AnyRules &rules)
{
    return std::visit([](const auto &r) { return r.stateCount(); }, rules);
}

} // namespace mapsmith
