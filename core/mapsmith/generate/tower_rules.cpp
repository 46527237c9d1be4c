// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/generate/tower_rules.h>

// The type rules of the tower generator, as functions of the parameters (see tower.h for the list).
// No randomness here.

namespace mapsmith::tower {

namespace {

int intParam(const ParamSet &params, const char *id)
{
    return static_cast<int>(params.getInt(id));
}

TypeMask noRepeatMask(const std::string &rule)
{
    if (rule == "none")
        return 0;
    if (rule == "special")
        return typeBit(RoomType::Elite) | typeBit(RoomType::Shop) | typeBit(RoomType::Rest) |
               typeBit(RoomType::Treasure);
    TypeMask all = 0;
    for (int t = 0; t < kDrawnTypes; ++t)
        all |= typeBit(static_cast<RoomType>(t));
    return all;
}

} // namespace

TowerRules TowerRules::fromParams(const ParamSet &params)
{
    TowerRules r;
    r.columns = intParam(params, "columns");
    r.floors = intParam(params, "floors");
    r.paths = intParam(params, "paths");
    for (const WeightEntry &e : params.getWeights("weights")) {
        const auto t = roomTypeByName(e.key);
        if (t && static_cast<int>(*t) < kDrawnTypes)
            r.weights[static_cast<std::size_t>(*t)] = e.weight;
    }
    r.shopFloor = intParam(params, "shop_floor");
    r.eliteFloor = intParam(params, "elite_floor");
    r.lateRestFloor = intParam(params, "late_rest_floor");
    r.lateRestWeight = params.getReal("late_rest_weight");
    const std::string &first = params.getChoice("first_floor_type");
    r.firstFloorType = first == "none" ? std::nullopt : roomTypeByName(first);
    r.treasureFloor = intParam(params, "treasure_floor");
    r.lastFloorRest = params.getBool("last_floor_rest");
    r.noRestBeforeLast = params.getBool("no_rest_before_last");
    r.maxElitesPerFloor = intParam(params, "max_elites_per_floor");
    r.noRepeat = noRepeatMask(params.getChoice("repeat_rule"));
    r.maxRetries = intParam(params, "max_retries");
    r.startInOrder = params.getChoice("start_columns") == "in_order";
    r.restWinsConflict = params.getChoice("fixed_conflict") == "rest";
    r.nextSeed = params.getChoice("retry_policy") == "next_seed";
    r.maxSeedMoves = intParam(params, "max_seed_moves");
    return r;
}

std::optional<RoomType> TowerRules::fixedType(int floor) const
{
    if (floor < 0 || floor >= floors)
        return std::nullopt;
    const bool rest = lastFloorRest && floor == floors - 1;
    if (rest && restWinsConflict)
        return RoomType::Rest;
    if (floor == treasureFloor)
        return RoomType::Treasure;
    if (rest)
        return RoomType::Rest;
    if (floor == 0)
        return firstFloorType;
    return std::nullopt;
}

double TowerRules::weight(RoomType t, int floor) const
{
    const auto i = static_cast<std::size_t>(t);
    if (i >= weights.size())
        return 0;
    double w = weights[i];
    if (t == RoomType::Shop && floor < shopFloor)
        return 0;
    if (t == RoomType::Elite && floor < eliteFloor)
        return 0;
    if (t == RoomType::Rest) {
        if (noRestBeforeLast && lastFloorRest && floor == floors - 2)
            return 0;
        if (floor >= lateRestFloor)
            w += lateRestWeight;
    }
    return w > 0 ? w : 0;
}

TypeMask TowerRules::drawable(int floor) const
{
    TypeMask m = 0;
    for (int t = 0; t < kDrawnTypes; ++t) {
        if (weight(static_cast<RoomType>(t), floor) > 0)
            m |= typeBit(static_cast<RoomType>(t));
    }
    return m;
}

} // namespace mapsmith::tower
