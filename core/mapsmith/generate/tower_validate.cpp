// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/generate/tower_validate.h>

// The checks of a tower map (the list is in tower_validate.h). They read the map as given, not as the
// generator builds it, so a hand-made or hand-edited map gets the same verdicts: node and edge indices are
// range-checked before use, and a check that needs a well-formed map says so instead of reading out of
// bounds. Reaching the boss is a breadth-first search backwards from the boss over the edges. Which room a
// message names is deterministic: the first in node (or edge) order.

#include <mapsmith/generate/tower_paths.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <string>

namespace mapsmith::tower {

namespace {

/// Counts the offenders of one check and keeps the message about the first.
class Tally
{
public:
    /// Counts one offender; true for the first, whose message the caller then sets.
    bool first() { return m_count++ == 0; }
    void set(std::string message) { m_message = std::move(message); }
    Check check(std::string id) const
    {
        std::string message = m_message;
        if (m_count > 1)
            message += " (and " + std::to_string(m_count - 1) + " more)";
        return Check{std::move(id), m_count == 0, m_count == 0 ? std::string{} : std::move(message)};
    }

private:
    int m_count = 0;
    std::string m_message;
};

std::string typeName(RoomType t)
{
    return static_cast<int>(t) <= static_cast<int>(RoomType::Boss)
               ? std::string(roomTypeInfo(t).name)
               : "type " + std::to_string(static_cast<int>(t));
}

std::string room(const TowerMap &map, int i)
{
    const TowerNode &n = map.nodes[static_cast<std::size_t>(i)];
    return "room " + std::to_string(i) + " (floor " + std::to_string(n.floor) + ", column " +
           std::to_string(n.column) + ", " + typeName(n.type) + ")";
}

TypeMask maskOf(RoomType t)
{
    return static_cast<unsigned>(t) < 8 ? typeBit(t) : TypeMask{0};
}

/// What several checks need, gathered in one pass.
struct Facts
{
    int boss = -1;     ///< the only room on floor `floors`, or -1 when there is not exactly one
    int bossRooms = 0; ///< rooms on floor `floors`
    std::vector<int> children;
    std::vector<int> parents;
    std::vector<TypeMask> parentTypes;
    std::vector<int> elites; ///< per floor 0..floors-1

    bool validEdge(const TowerEdge &e) const
    {
        const auto n = static_cast<int>(children.size());
        return e.from >= 0 && e.to >= 0 && e.from < n && e.to < n;
    }
};

Facts gather(const TowerMap &map, const TowerRules &rules)
{
    Facts f;
    const std::size_t n = map.nodes.size();
    f.children.assign(n, 0);
    f.parents.assign(n, 0);
    f.parentTypes.assign(n, 0);
    f.elites.assign(static_cast<std::size_t>(std::max(rules.floors, 0)), 0);
    for (std::size_t i = 0; i < n; ++i) {
        const TowerNode &node = map.nodes[i];
        if (node.floor == rules.floors) {
            ++f.bossRooms;
            f.boss = static_cast<int>(i);
        } else if (node.floor >= 0 && node.floor < rules.floors && node.type == RoomType::Elite) {
            ++f.elites[static_cast<std::size_t>(node.floor)];
        }
    }
    if (f.bossRooms != 1)
        f.boss = -1;
    for (const TowerEdge &e : map.edges) {
        if (!f.validEdge(e))
            continue;
        ++f.children[static_cast<std::size_t>(e.from)];
        ++f.parents[static_cast<std::size_t>(e.to)];
        f.parentTypes[static_cast<std::size_t>(e.to)] |=
            maskOf(map.nodes[static_cast<std::size_t>(e.from)].type);
    }
    return f;
}

void checkRooms(const TowerMap &map, const TowerRules &rules, const Facts &facts, Tally &t)
{
    if ((map.columns != rules.columns || map.floors != rules.floors) && t.first())
        t.set("the map has " + std::to_string(map.columns) + " columns and " + std::to_string(map.floors) +
              " floors, the params say " + std::to_string(rules.columns) + " and " +
              std::to_string(rules.floors));
    if (facts.bossRooms != 1 && t.first())
        t.set(std::to_string(facts.bossRooms) + " rooms on the boss floor " + std::to_string(rules.floors) +
              " instead of 1");
    std::vector<std::uint8_t> taken(static_cast<std::size_t>(rules.columns) *
                                    static_cast<std::size_t>(rules.floors + 1));
    std::vector<int> perFloor(static_cast<std::size_t>(rules.floors), 0);
    for (int i = 0; i < static_cast<int>(map.nodes.size()); ++i) {
        const TowerNode &n = map.nodes[static_cast<std::size_t>(i)];
        if (n.floor < 0 || n.floor > rules.floors || n.column < 0 || n.column >= rules.columns) {
            if (t.first())
                t.set(room(map, i) + " is outside the " + std::to_string(rules.columns) + " x " +
                      std::to_string(rules.floors) + " grid");
            continue;
        }
        auto &cell = taken[static_cast<std::size_t>(n.floor * rules.columns + n.column)];
        if (cell++ && t.first())
            t.set(room(map, i) + " shares its cell with another room");
        const bool onBossFloor = n.floor == rules.floors;
        if (onBossFloor != (n.type == RoomType::Boss) && t.first())
            t.set(room(map, i) +
                  (onBossFloor ? " is on the boss floor but is not the boss" : " is a boss below the top"));
        if (onBossFloor && n.column != rules.bossColumn() && t.first())
            t.set("the boss is in column " + std::to_string(n.column) + ", not the middle column " +
                  std::to_string(rules.bossColumn()));
        if (n.floor > 0 && facts.parents[static_cast<std::size_t>(i)] == 0 && t.first())
            t.set(room(map, i) + " has no parent");
        if (n.floor < rules.floors && ++perFloor[static_cast<std::size_t>(n.floor)] == rules.paths + 1 &&
            t.first())
            t.set("floor " + std::to_string(n.floor) + " has more rooms than the " +
                  std::to_string(rules.paths) + " paths can visit");
    }
}

void checkEdges(const TowerMap &map, const Facts &facts, Tally &t)
{
    std::vector<std::uint64_t> keys;
    keys.reserve(map.edges.size());
    for (std::size_t i = 0; i < map.edges.size(); ++i) {
        const TowerEdge &e = map.edges[i];
        auto name = [i] { return "edge " + std::to_string(i); };
        if (!facts.validEdge(e)) {
            if (t.first())
                t.set(name() + " joins rooms " + std::to_string(e.from) + " and " + std::to_string(e.to) +
                      " of " + std::to_string(map.nodes.size()));
            continue;
        }
        const TowerNode &a = map.nodes[static_cast<std::size_t>(e.from)];
        const TowerNode &b = map.nodes[static_cast<std::size_t>(e.to)];
        if (b.floor != a.floor + 1 && t.first())
            t.set(name() + " goes from floor " + std::to_string(a.floor) + " to floor " +
                  std::to_string(b.floor));
        else if (e.to != facts.boss && std::abs(a.column - b.column) > 1 && t.first())
            t.set(name() + " moves " + std::to_string(std::abs(a.column - b.column)) + " columns sideways");
        keys.push_back(static_cast<std::uint64_t>(e.from) << 32 | static_cast<std::uint32_t>(e.to));
    }
    if (!std::is_sorted(keys.begin(), keys.end())) // generated maps come sorted
        std::sort(keys.begin(), keys.end());
    for (std::size_t i = 1; i < keys.size(); ++i) {
        if (keys[i] == keys[i - 1] && t.first())
            t.set("rooms " + std::to_string(keys[i] >> 32) + " and " + std::to_string(keys[i] & 0xffffffffU) +
                  " are joined twice");
    }
}

Check reachesBoss(const TowerMap &map, const Facts &facts)
{
    if (facts.boss < 0)
        return Check{"reaches_boss", false, "there is no single boss to reach"};
    // Reverse adjacency as compressed rows: the parents of node i are from[start[i] .. start[i + 1]).
    const std::size_t n = map.nodes.size();
    std::vector<int> start(n + 1, 0);
    for (const TowerEdge &e : map.edges) {
        if (facts.validEdge(e))
            ++start[static_cast<std::size_t>(e.to) + 1];
    }
    for (std::size_t i = 0; i < n; ++i)
        start[i + 1] += start[i];
    std::vector<int> from(static_cast<std::size_t>(start[n]));
    std::vector<int> fill(start.begin(), start.end() - 1);
    for (const TowerEdge &e : map.edges) {
        if (facts.validEdge(e))
            from[static_cast<std::size_t>(fill[static_cast<std::size_t>(e.to)]++)] = e.from;
    }
    std::vector<std::uint8_t> reached(n, 0);
    std::vector<int> queue{facts.boss};
    reached[static_cast<std::size_t>(facts.boss)] = 1;
    for (std::size_t q = 0; q < queue.size(); ++q) {
        const auto v = static_cast<std::size_t>(queue[q]);
        for (int k = start[v]; k < start[v + 1]; ++k) {
            const int p = from[static_cast<std::size_t>(k)];
            if (!reached[static_cast<std::size_t>(p)]) {
                reached[static_cast<std::size_t>(p)] = 1;
                queue.push_back(p);
            }
        }
    }
    Tally t;
    for (int i = 0; i < static_cast<int>(n); ++i) {
        if (map.nodes[static_cast<std::size_t>(i)].floor == 0 && !reached[static_cast<std::size_t>(i)] &&
            t.first())
            t.set(room(map, i) + " cannot reach the boss");
    }
    return t.check("reaches_boss");
}

Check noDeadEnds(const TowerMap &map, const TowerRules &rules, const Facts &facts)
{
    Tally t;
    for (int i = 0; i < static_cast<int>(map.nodes.size()); ++i) {
        if (map.nodes[static_cast<std::size_t>(i)].floor < rules.floors &&
            facts.children[static_cast<std::size_t>(i)] == 0 && t.first())
            t.set(room(map, i) + " has no child");
    }
    return t.check("no_dead_ends");
}

Check noCrossingEdges(const TowerMap &map)
{
    const auto crossing = findCrossingEdges(map);
    if (!crossing)
        return Check{"no_crossing_edges", true, {}};
    auto describeEdge = [&](int i) {
        const TowerEdge &e = map.edges[static_cast<std::size_t>(i)];
        const TowerNode &a = map.nodes[static_cast<std::size_t>(e.from)];
        const TowerNode &b = map.nodes[static_cast<std::size_t>(e.to)];
        return "edge " + std::to_string(i) + " (floor " + std::to_string(a.floor) + ": column " +
               std::to_string(a.column) + " -> " + std::to_string(b.column) + ")";
    };
    return Check{"no_crossing_edges", false,
                 describeEdge(crossing->first) + " crosses " + describeEdge(crossing->second)};
}

Check twoStartColumns(const TowerMap &map, const TowerRules &rules)
{
    if (rules.paths < 2 || rules.columns < 2)
        return Check{"two_start_columns", true, {}};
    int firstColumn = -1;
    for (const TowerNode &n : map.nodes) {
        if (n.floor != 0)
            continue;
        if (firstColumn >= 0 && n.column != firstColumn)
            return Check{"two_start_columns", true, {}};
        firstColumn = n.column;
    }
    return Check{"two_start_columns", false,
                 firstColumn < 0 ? "floor 0 has no rooms"
                                 : "every floor-0 room is in column " + std::to_string(firstColumn)};
}

/// fixed_floors, unlock_floors and allowed_types: one pass over the rooms.
void checkTypes(const TowerMap &map, const TowerRules &rules, std::vector<Check> &out)
{
    Tally fixedTally, unlockTally, allowedTally;
    for (int i = 0; i < static_cast<int>(map.nodes.size()); ++i) {
        const TowerNode &n = map.nodes[static_cast<std::size_t>(i)];
        if (n.floor < 0 || n.floor >= rules.floors)
            continue;
        if (const auto fixed = rules.fixedType(n.floor)) {
            if (n.type != *fixed && fixedTally.first())
                fixedTally.set(room(map, i) + " should be " + typeName(*fixed));
            continue;
        }
        const bool early = (n.type == RoomType::Shop && n.floor < rules.shopFloor) ||
                           (n.type == RoomType::Elite && n.floor < rules.eliteFloor);
        if (early && unlockTally.first())
            unlockTally.set(room(map, i) + " is below its unlock floor " +
                            std::to_string(n.type == RoomType::Shop ? rules.shopFloor : rules.eliteFloor));
        if (!(rules.weight(n.type, n.floor) > 0) && allowedTally.first())
            allowedTally.set(room(map, i) + " has a type of weight 0 on its floor");
    }
    out.push_back(fixedTally.check("fixed_floors"));
    out.push_back(unlockTally.check("unlock_floors"));
    out.push_back(allowedTally.check("allowed_types"));
}

Check childDiffers(const TowerMap &map, const TowerRules &rules, const Facts &facts)
{
    Tally t;
    for (int i = 0; i < static_cast<int>(map.nodes.size()); ++i) {
        const TowerNode &n = map.nodes[static_cast<std::size_t>(i)];
        if (n.floor < 0 || n.floor >= rules.floors || rules.fixedType(n.floor))
            continue;
        const TypeMask forbidden = facts.parentTypes[static_cast<std::size_t>(i)] & rules.noRepeat;
        if (!(forbidden & maskOf(n.type)))
            continue;
        // The other rooms of the floor decide whether an elite was still allowed here.
        TypeMask allowed = rules.drawable(n.floor);
        const int otherElites =
            facts.elites[static_cast<std::size_t>(n.floor)] - (n.type == RoomType::Elite ? 1 : 0);
        if (otherElites >= rules.maxElitesPerFloor)
            allowed &= static_cast<TypeMask>(~typeBit(RoomType::Elite));
        if ((allowed & static_cast<TypeMask>(~forbidden)) && t.first())
            t.set(room(map, i) + " repeats a parent's type");
    }
    return t.check("child_differs_from_parent");
}

Check maxElites(const TowerRules &rules, const Facts &facts)
{
    Tally t;
    for (int f = 0; f < rules.floors; ++f) {
        const int count = facts.elites[static_cast<std::size_t>(f)];
        if (!rules.fixedType(f) && count > rules.maxElitesPerFloor && t.first())
            t.set("floor " + std::to_string(f) + " has " + std::to_string(count) + " elites (at most " +
                  std::to_string(rules.maxElitesPerFloor) + ")");
    }
    return t.check("max_elites");
}

} // namespace

std::vector<Check> validateTower(const TowerMap &map, const TowerRules &rules)
{
    const Facts facts = gather(map, rules);
    std::vector<Check> out;
    out.reserve(10);
    Tally wellFormed;
    checkRooms(map, rules, facts, wellFormed);
    checkEdges(map, facts, wellFormed);
    out.push_back(wellFormed.check("well_formed"));
    out.push_back(reachesBoss(map, facts));
    out.push_back(noDeadEnds(map, rules, facts));
    out.push_back(noCrossingEdges(map));
    out.push_back(twoStartColumns(map, rules));
    checkTypes(map, rules, out);
    out.push_back(childDiffers(map, rules, facts));
    out.push_back(maxElites(rules, facts));
    return out;
}

} // namespace mapsmith::tower
