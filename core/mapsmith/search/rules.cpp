// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/search/rules.h>

#include <algorithm>
#include <array>
#include <string>

namespace mapsmith {

namespace {
constexpr std::array<RulesInfo, 4> kRules = {{
    {RulesKind::Grid4, "grid4", "4-neighbour grid", "moves (tile costs)"},
    {RulesKind::Grid8, "grid8", "8-neighbour grid", "tenths of a straight step (straight 10, diagonal 14)"},
    {RulesKind::Beat, "beat", "Beat cost", "beats"},
    {RulesKind::LodeRunner, "loderunner", "Lode Runner", "moves"},
}};
} // namespace

std::span<const RulesInfo> allRules()
{
    return kRules;
}

const RulesInfo &rulesInfo(RulesKind kind)
{
    return kRules[static_cast<std::size_t>(kind)];
}

std::optional<RulesKind> rulesByName(std::string_view id)
{
    for (const auto &r : kRules)
        if (r.id == id)
            return r.kind;
    return std::nullopt;
}

bool isLodeRunnerTile(Tile t)
{
    switch (t) {
    case Tile::Brick:
    case Tile::Solid:
    case Tile::Ladder:
    case Tile::Rope:
    case Tile::Trap:
    case Tile::HiddenLadder:
        return true;
    default:
        return false;
    }
}

RulesSpec defaultRules(const GridMap &map)
{
    RulesSpec spec;
    if (std::any_of(map.tiles.begin(), map.tiles.end(), isLodeRunnerTile))
        spec.kind = RulesKind::LodeRunner;
    return spec;
}

Result<AnyRules> makeRules(const GridMap &map, const RulesSpec &spec)
{
    const auto cells = static_cast<std::size_t>(map.width() + 2) * static_cast<std::size_t>(map.height() + 2);
    std::size_t perCell = 1;
    if (spec.kind == RulesKind::Beat)
        perCell = static_cast<std::size_t>(std::clamp(spec.beat.period, 1, 32));
    if (map.width() <= 0 || map.height() <= 0)
        return Error::badInput("the map is empty");
    if (cells * perCell > kMaxSearchStates)
        return Error::badInput(std::string(rulesInfo(spec.kind).name) + " rules on a " +
                               std::to_string(map.width()) + "x" + std::to_string(map.height()) +
                               " map need " + std::to_string(cells * perCell) +
                               " search states; the limit is " + std::to_string(kMaxSearchStates) +
                               " (shorten the beat period)");
    switch (spec.kind) {
    case RulesKind::Grid4:
        return AnyRules(std::in_place_type<GridRules>, map, Neighbourhood::Four, spec.costs);
    case RulesKind::Grid8:
        return AnyRules(std::in_place_type<GridRules>, map, Neighbourhood::Eight, spec.costs);
    case RulesKind::Beat:
        return AnyRules(std::in_place_type<BeatRules>, map, spec.beat);
    case RulesKind::LodeRunner:
        return AnyRules(std::in_place_type<LodeRunnerRules>, map, spec.lodeRunner);
    }
    return Error{ErrorKind::Internal, "unknown rules kind", {}, 0, 0};
}

} // namespace mapsmith
