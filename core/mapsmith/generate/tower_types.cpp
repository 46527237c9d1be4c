// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/generate/tower_types.h>

// Room types of a tower, drawn room by room from a weight table. The rules follow Slay the Spire's
// (MegaCrit 2019) as reverse-engineered in
// https://www.reddit.com/r/slaythespire/comments/ndqweh/i_have_reverseengineered_map_generation_algorithm/
// but draw each room independently instead of dealing from a shuffled bucket, which makes the rules
// exact rather than best-effort (no code taken):
//   - a fixed floor (TowerRules::fixedType) gives all its rooms that type, ignoring every other rule;
//   - elsewhere a room's allowed types are those with a positive weight on its floor (TowerRules::weight:
//     unlock floors, late rest weight), minus elite once the floor has max_elites_per_floor elites;
//   - of those, the types of its parents that repeat_rule forbids are left out, unless nothing is left;
//   - a weighted draw picks among what remains.
// Rooms are typed in node order (floor, then column), so parents are typed before their children and the
// elite count of a floor only grows from left to right.
//
// Randomness: one real() per room with two or more candidate types, in node order; none otherwise. The
// draw walks the candidates in RoomType order and takes the first whose cumulative weight exceeds
// real() * total. Cost O(nodes + edges).

#include <array>

namespace mapsmith::tower {

namespace {

using FloorWeights = std::array<double, kDrawnTypes>;

RoomType draw(const FloorWeights &weights, TypeMask candidates, Rng &rng)
{
    double total = 0;
    int count = 0;
    RoomType last = RoomType::Monster;
    for (int t = 0; t < kDrawnTypes; ++t) {
        if (candidates & typeBit(static_cast<RoomType>(t))) {
            total += weights[static_cast<std::size_t>(t)];
            ++count;
            last = static_cast<RoomType>(t);
        }
    }
    if (count < 2)
        return last;
    double r = rng.real() * total;
    for (int t = 0; t < kDrawnTypes; ++t) {
        if (!(candidates & typeBit(static_cast<RoomType>(t))))
            continue;
        const double w = weights[static_cast<std::size_t>(t)];
        if (r < w)
            return static_cast<RoomType>(t);
        r -= w;
    }
    return last; // rounding left r at or past the total
}

/// The type with the largest weight on `floor` (the first on ties), Monster when all weights are 0.
RoomType heaviest(const TowerRules &rules, int floor)
{
    RoomType best = RoomType::Monster;
    double bestWeight = 0;
    for (int t = 0; t < kDrawnTypes; ++t) {
        const double w = rules.weight(static_cast<RoomType>(t), floor);
        if (w > bestWeight) {
            best = static_cast<RoomType>(t);
            bestWeight = w;
        }
    }
    return best;
}

} // namespace

std::string assignRoomTypes(const TowerRules &rules, Rng &rng, TowerMap &map)
{
    std::string failure;
    std::vector<TypeMask> parentTypes(map.nodes.size(), 0);
    std::size_t edge = 0;
    int floor = -1;
    int elites = 0;
    TypeMask drawable = 0;
    FloorWeights weights{};
    for (std::size_t i = 0; i < map.nodes.size(); ++i) {
        TowerNode &node = map.nodes[i];
        if (node.floor >= rules.floors)
            continue; // the boss
        if (node.floor != floor) {
            floor = node.floor;
            elites = 0;
            drawable = rules.drawable(floor);
            for (int t = 0; t < kDrawnTypes; ++t)
                weights[static_cast<std::size_t>(t)] = rules.weight(static_cast<RoomType>(t), floor);
        }
        if (const auto fixed = rules.fixedType(floor)) {
            node.type = *fixed;
        } else {
            TypeMask allowed = drawable;
            if (elites >= rules.maxElitesPerFloor)
                allowed &= static_cast<TypeMask>(~typeBit(RoomType::Elite));
            if (!allowed) {
                if (failure.empty())
                    failure = "no room type is allowed on floor " + std::to_string(floor) + " (column " +
                              std::to_string(node.column) +
                              "): every weight there is 0 or the elite limit is reached";
                node.type = heaviest(rules, floor);
            } else {
                TypeMask candidates = allowed & static_cast<TypeMask>(~(parentTypes[i] & rules.noRepeat));
                node.type = draw(weights, candidates ? candidates : allowed, rng);
            }
            elites += node.type == RoomType::Elite ? 1 : 0;
        }
        for (; edge < map.edges.size() && map.edges[edge].from <= static_cast<int>(i); ++edge) {
            const auto to = static_cast<std::size_t>(map.edges[edge].to);
            if (map.edges[edge].from == static_cast<int>(i) && to < parentTypes.size())
                parentTypes[to] |= typeBit(node.type);
        }
    }
    return failure;
}

} // namespace mapsmith::tower
