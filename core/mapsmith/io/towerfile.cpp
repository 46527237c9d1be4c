// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/io/towerfile_p.h>
#include <mapsmith/io/yamlutil_p.h>

#include <string>

namespace mapsmith::towerfile {

namespace {

const std::string kNoFile;

std::string roomTypeNames()
{
    std::string out;
    for (const RoomTypeInfo &info : allRoomTypes())
        out += (out.empty() ? "" : ", ") + std::string(info.name);
    return out;
}

/// The entries of list item `item` ("nodes[3]" in messages), which has exactly the keys `keys`.
Result<yamlutil::Entries> itemEntries(const YAML::Node &item, const std::string &name,
                                      const std::vector<std::string_view> &keys)
{
    using namespace yamlutil;
    if (!item.IsMap())
        return errorAt(kNoFile, item,
                       name + " must be a map like {" + std::string(keys.front()) + ": ...}, not " +
                           describe(item));
    auto entries = readEntries(item, kNoFile, name);
    if (!entries)
        return entries.error();
    if (auto k = rejectUnknownKeys(*entries, keys, kNoFile, "in " + name); !k)
        return k.error();
    for (const auto key : keys) {
        if (!findEntry(*entries, key))
            return errorAt(kNoFile, item, name + " has no '" + std::string(key) + "'");
    }
    return entries;
}

/// The entry `key` (present: itemEntries checked), named "<item>.<key>" for messages.
yamlutil::Entry fieldOf(const yamlutil::Entries &entries, const std::string &item, std::string_view key)
{
    yamlutil::Entry e = *yamlutil::findEntry(entries, key);
    e.name = item + "." + e.name;
    return e;
}

Result<int> readIntIn(const yamlutil::Entries &entries, const std::string &item, std::string_view key,
                      int min, int max)
{
    auto v = yamlutil::readInt(fieldOf(entries, item, key), kNoFile, min, max);
    if (!v)
        return v.error();
    return static_cast<int>(*v);
}

/// The list under `key` of `map`: an error when the key is missing or not a list.
Result<YAML::Node> listAt(const YAML::Node &map, const char *key)
{
    const YAML::Node list = map[key];
    if (!list.IsDefined())
        return yamlutil::errorAt(kNoFile, map,
                                 std::string("missing key '") + key + "' (a tower map's list of " +
                                     (key[0] == 'n' ? "rooms)" : "edges)"));
    if (!list.IsSequence())
        return yamlutil::errorAt(kNoFile, list,
                                 std::string(key) + " must be a list, not " + yamlutil::describe(list));
    return list;
}

Status readNodes(const YAML::Node &list, TowerMap &tower)
{
    tower.nodes.clear();
    tower.nodes.reserve(list.size());
    for (std::size_t i = 0; i < list.size(); ++i) {
        const YAML::Node item = list[i];
        const std::string name = "nodes[" + std::to_string(i) + "]";
        auto entries = itemEntries(item, name, {"floor", "column", "type"});
        if (!entries)
            return entries.error();
        auto floor = readIntIn(*entries, name, "floor", 0, tower.floors);
        if (!floor)
            return floor.error();
        auto column = readIntIn(*entries, name, "column", 0, tower.columns - 1);
        if (!column)
            return column.error();
        const yamlutil::Entry typeEntry = fieldOf(*entries, name, "type");
        auto text = yamlutil::readText(typeEntry, kNoFile);
        if (!text)
            return text.error();
        const auto type = roomTypeByName(*text);
        if (!type)
            return yamlutil::errorAt(kNoFile, typeEntry.valueMark(),
                                     typeEntry.name + " '" + *text + "' is not a room type (" +
                                         roomTypeNames() + ")");
        tower.nodes.push_back({*floor, *column, *type});
    }
    return Ok{};
}

Status readEdges(const YAML::Node &list, TowerMap &tower)
{
    tower.edges.clear();
    tower.edges.reserve(list.size());
    const int last = static_cast<int>(tower.nodes.size()) - 1;
    for (std::size_t i = 0; i < list.size(); ++i) {
        const YAML::Node item = list[i];
        const std::string name = "edges[" + std::to_string(i) + "]";
        auto entries = itemEntries(item, name, {"from", "to"});
        if (!entries)
            return entries.error();
        auto from = readIntIn(*entries, name, "from", 0, last);
        if (!from)
            return from.error();
        auto to = readIntIn(*entries, name, "to", 0, last);
        if (!to)
            return to.error();
        tower.edges.push_back({*from, *to});
    }
    return Ok{};
}

} // namespace

void writeTowerGraph(YAML::Emitter &out, const TowerMap &tower)
{
    // An empty list as `[]` on the key's line; a list of rooms one per line.
    out << YAML::Key << "nodes" << YAML::Value;
    if (tower.nodes.empty())
        out << YAML::Flow;
    out << YAML::BeginSeq;
    for (const TowerNode &n : tower.nodes) {
        out << YAML::Flow << YAML::BeginMap << YAML::Key << "floor" << YAML::Value << n.floor << YAML::Key
            << "column" << YAML::Value << n.column << YAML::Key << "type" << YAML::Value
            << std::string(roomTypeInfo(n.type).name) << YAML::EndMap;
    }
    out << YAML::EndSeq;
    out << YAML::Key << "edges" << YAML::Value;
    if (tower.edges.empty())
        out << YAML::Flow;
    out << YAML::BeginSeq;
    for (const TowerEdge &e : tower.edges) {
        out << YAML::Flow << YAML::BeginMap << YAML::Key << "from" << YAML::Value << e.from << YAML::Key
            << "to" << YAML::Value << e.to << YAML::EndMap;
    }
    out << YAML::EndSeq;
}

Status readTowerGraph(const YAML::Node &map, TowerMap &tower)
{
    try {
        if (!map.IsMap())
            return yamlutil::errorAt(kNoFile, map,
                                     "a tower map must be a map of keys, not " + yamlutil::describe(map));
        auto nodes = listAt(map, "nodes");
        if (!nodes)
            return nodes.error();
        auto edges = listAt(map, "edges");
        if (!edges)
            return edges.error();
        if (auto n = readNodes(*nodes, tower); !n)
            return n;
        return readEdges(*edges, tower);
    } catch (const YAML::Exception &e) {
        // Not expected on a parsed document; keep the promise that no exception leaves core.
        return yamlutil::errorAt(kNoFile, e.mark, "invalid tower map: " + e.msg);
    }
}

} // namespace mapsmith::towerfile
