// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Project files: a config file's keys plus `kind: project` and the hand edits. The config part is read by
// the config reader itself (readConfigNode), so every key a config gains (the beat settings) is part of a
// project with no change here, and its errors point into the project file.
#include <mapsmith/io/config_node_p.h>
#include <mapsmith/io/project.h>
#include <mapsmith/io/yamlutil_p.h>
#include <mapsmith/util/cleantext.h>

#include <exception>

namespace mapsmith {

namespace {

using namespace yamlutil;

constexpr int kFormatVersion = 1;
/// Cells beyond the map are kept (a regenerated map may grow again), but not without limit.
constexpr std::int64_t kMaxCoordinate = 65535;

class EditsReader
{
public:
    explicit EditsReader(const std::string &file) : m_file(file) {}

    Status read(const Entry &edits)
    {
        if (edits.value.IsNull())
            return Ok{};
        if (!edits.value.IsMap())
            return errorAt(m_file, edits.valueMark(),
                           "edits must be a map {start, exit, tiles, entities}, not " +
                               describe(edits.value));
        auto entries = readEntries(edits.value, m_file, "edits");
        if (!entries)
            return entries.error();
        if (auto s = rejectUnknownKeys(
                *entries, {"start", "exit", "tiles", "entities", "rooms", "added_edges", "removed_edges"},
                m_file, "in edits");
            !s)
            return s;
        if (auto s = readRooms(*entries); !s)
            return s;
        for (const char *key : {"added_edges", "removed_edges"}) {
            if (auto s = readEdges(*entries, key); !s)
                return s;
        }
        for (const char *key : {"start", "exit"}) {
            const Entry *e = findEntry(*entries, key);
            if (!e || e->value.IsNull())
                continue;
            auto p = readCell(e->value, key, {"x", "y"});
            if (!p)
                return p.error();
            (key[0] == 's' ? m_edits.start : m_edits.exit) = p->first;
        }
        if (auto s = readList(*entries, "tiles", "{x, y, tile}"); !s)
            return s;
        return readList(*entries, "entities", "{x, y, type}");
    }

    HandEdits take() { return std::move(m_edits); }

private:
    using Cell = std::pair<Point, Entries>;

    /// A map {x, y, ...} with only `allowed` keys; x and y are required.
    Result<Cell> readCell(const YAML::Node &node, const std::string &what,
                          const std::vector<std::string_view> &allowed)
    {
        if (!node.IsMap())
            return errorAt(m_file, node, what + " must be a map {x, y}, not " + describe(node));
        auto entries = readEntries(node, m_file, what);
        if (!entries)
            return entries.error();
        if (auto s = rejectUnknownKeys(*entries, allowed, m_file, "in " + what); !s)
            return s.error();
        int xy[2] = {0, 0};
        for (int i = 0; i < 2; ++i) {
            const Entry *c = findEntry(*entries, i == 0 ? "x" : "y");
            if (!c)
                return errorAt(m_file, node, what + " has no " + (i == 0 ? "x" : "y"));
            auto v = readInt(*c, m_file, 0, kMaxCoordinate);
            if (!v)
                return v.error();
            xy[i] = static_cast<int>(*v);
        }
        return Cell{Point{xy[0], xy[1]}, std::move(*entries)};
    }

    Status readList(const Entries &entries, const char *key, const char *shape)
    {
        const Entry *e = findEntry(entries, key);
        if (!e || e->value.IsNull())
            return Ok{};
        if (!e->value.IsSequence())
            return errorAt(m_file, e->valueMark(),
                           std::string(key) + " must be a list of " + shape + ", not " + describe(e->value));
        const bool tiles = key[0] == 't';
        for (auto it = e->value.begin(); it != e->value.end(); ++it) {
            auto cell =
                readCell(*it, tiles ? "a tile edit" : "an entity edit", {"x", "y", tiles ? "tile" : "type"});
            if (!cell)
                return cell.error();
            const Point p = cell->first;
            const bool seen = tiles ? m_edits.cells.tile(p).has_value() : m_edits.cells.entity(p) != nullptr;
            if (seen)
                return errorAt(m_file, *it,
                               std::string(key) + " names cell (" + std::to_string(p.x) + ", " +
                                   std::to_string(p.y) + ") twice");
            const Entry *value = findEntry(cell->second, tiles ? "tile" : "type");
            if (!value)
                return errorAt(m_file, *it,
                               std::string(tiles ? "a tile edit" : "an entity edit") + " must have '" +
                                   (tiles ? "tile" : "type") + "'");
            auto text = readText(*value, m_file);
            if (!text)
                return text.error();
            CellEdit edit = m_edits.cells.value(p);
            if (!tiles) {
                edit.entity = *text; // "" removes the cell's entities
                m_edits.cells.insert(p, edit);
                continue;
            }
            const auto tile = tileByName(*text);
            if (!tile) {
                std::string known;
                for (const TileInfo &info : allTiles())
                    known += (known.empty() ? "" : ", ") + std::string(info.name);
                return errorAt(m_file, value->valueMark(),
                               "unknown tile " + excerpt(*text) + " (known: " + known + ")");
            }
            edit.tile = *tile;
            m_edits.cells.insert(p, edit);
        }
        return Ok{};
    }

    /// A map with exactly the int fields `names` (in [0, kMaxCoordinate]) and, if `extra`, that key too.
    Result<std::pair<std::vector<int>, Entries>> readFields(const YAML::Node &node, const std::string &what,
                                                            std::vector<std::string_view> names,
                                                            const char *extra)
    {
        if (!node.IsMap())
            return errorAt(m_file, node, what + " must be a map, not " + describe(node));
        auto entries = readEntries(node, m_file, what);
        if (!entries)
            return entries.error();
        std::vector<std::string_view> allowed = names;
        if (extra)
            allowed.emplace_back(extra);
        if (auto s = rejectUnknownKeys(*entries, allowed, m_file, "in " + what); !s)
            return s.error();
        std::vector<int> values;
        for (std::string_view name : names) {
            const Entry *c = findEntry(*entries, std::string(name));
            if (!c)
                return errorAt(m_file, node, what + " has no " + std::string(name));
            auto v = readInt(*c, m_file, 0, kMaxCoordinate);
            if (!v)
                return v.error();
            values.push_back(static_cast<int>(*v));
        }
        return std::pair{std::move(values), std::move(*entries)};
    }

    Result<const YAML::Node *> listOf(const Entries &entries, const char *key, const char *shape)
    {
        const Entry *e = findEntry(entries, key);
        if (!e || e->value.IsNull())
            return static_cast<const YAML::Node *>(nullptr);
        if (!e->value.IsSequence())
            return errorAt(m_file, e->valueMark(),
                           std::string(key) + " must be a list of " + shape + ", not " + describe(e->value));
        return &e->value;
    }

    Status readRooms(const Entries &entries)
    {
        auto list = listOf(entries, "rooms", "{column, floor, type}");
        if (!list)
            return list.error();
        if (!*list)
            return Ok{};
        for (auto it = (*list)->begin(); it != (*list)->end(); ++it) {
            auto fields = readFields(*it, "a room edit", {"column", "floor"}, "type");
            if (!fields)
                return fields.error();
            const Point room{fields->first[0], fields->first[1]};
            if (m_edits.tower.types.contains(room))
                return errorAt(m_file, *it, "rooms names a room twice");
            const Entry *type = findEntry(fields->second, "type");
            if (!type)
                return errorAt(m_file, *it, "a room edit must have 'type'");
            auto name = readText(*type, m_file);
            if (!name)
                return name.error();
            const auto roomType = roomTypeByName(*name);
            if (!roomType)
                return errorAt(m_file, type->valueMark(), "unknown room type " + excerpt(*name));
            m_edits.tower.types[room] = *roomType;
        }
        return Ok{};
    }

    Status readEdges(const Entries &entries, const char *key)
    {
        auto list = listOf(entries, key, "{column, floor, to_column, to_floor}");
        if (!list)
            return list.error();
        if (!*list)
            return Ok{};
        auto &edges = key[0] == 'a' ? m_edits.tower.addedEdges : m_edits.tower.removedEdges;
        for (auto it = (*list)->begin(); it != (*list)->end(); ++it) {
            auto fields =
                readFields(*it, "an edge edit", {"column", "floor", "to_column", "to_floor"}, nullptr);
            if (!fields)
                return fields.error();
            const auto &v = fields->first;
            edges.insert({Point{v[0], v[1]}, Point{v[2], v[3]}});
        }
        return Ok{};
    }

    const std::string &m_file;
    HandEdits m_edits;
};

Result<Project> parseProject(std::string_view text, const std::string &file,
                             const GeneratorRegistry &registry)
{
    auto root = parseDocument(text, file, "a Mapsmith project");
    if (!root)
        return root.error();
    auto entries = readEntries(*root, file, "the project");
    if (!entries)
        return entries.error();
    if (auto v = checkFormatVersion(*root, *entries, file, kFormatVersion); !v)
        return v.error();
    const Entry *kind = findEntry(*entries, "kind");
    if (!kind)
        return errorAt(file, *root, "missing key 'kind' (a project file says 'kind: project')");
    auto kindText = readText(*kind, file);
    if (!kindText)
        return kindText.error();
    if (*kindText != "project")
        return errorAt(file, kind->valueMark(),
                       "kind " + excerpt(*kindText) + " is not a project (expected 'project')");

    EditsReader edits(file);
    if (const Entry *e = findEntry(*entries, "edits")) {
        if (auto s = edits.read(*e); !s)
            return s.error();
    }
    // What is left is a config, read by the config reader: its errors keep their place in this file.
    YAML::Node configPart = *root;
    configPart.remove("kind");
    configPart.remove("edits");
    auto config = readConfigNode(configPart, file, registry);
    if (!config)
        return config.error();
    return Project{std::move(*config), edits.take()};
}

std::string cell(Point p)
{
    return "x: " + std::to_string(p.x) + ", y: " + std::to_string(p.y);
}

void writeEdits(std::string &out, const HandEdits &edits)
{
    if (edits.empty())
        return;
    out += "edits:\n";
    if (edits.start)
        out += "  start: {" + cell(*edits.start) + "}\n";
    if (edits.exit)
        out += "  exit: {" + cell(*edits.exit) + "}\n";
    // The cell layer iterates in Point order, so the lists are sorted as the file format asks.
    std::string tiles;
    edits.cells.forEach([&tiles](Point p, const CellEdit &edit) {
        if (edit.tile)
            tiles += "    - {" + cell(p) + ", tile: " + quote(tileInfo(*edit.tile).name) + "}\n";
    });
    if (!tiles.empty())
        out += "  tiles:\n" + tiles;
    if (edits.cells.entityCount() > 0) {
        out += "  entities:\n";
        edits.cells.forEachEntity([&out](Point p, const std::string &type) {
            out +=
                "    - {" + cell(p) + ", type: " + (type.empty() ? std::string("''") : quote(type)) + "}\n";
        });
    }
    const TowerEdits &tower = edits.tower;
    if (!tower.types.empty()) {
        out += "  rooms:\n";
        for (const auto &[room, type] : tower.types)
            out += "    - {column: " + std::to_string(room.x) + ", floor: " + std::to_string(room.y) +
                   ", type: " + quote(roomTypeInfo(type).name) + "}\n";
    }
    for (const auto *edges : {&tower.addedEdges, &tower.removedEdges}) {
        if (edges->empty())
            continue;
        out += edges == &tower.addedEdges ? "  added_edges:\n" : "  removed_edges:\n";
        for (const auto &[from, to] : *edges)
            out += "    - {column: " + std::to_string(from.x) + ", floor: " + std::to_string(from.y) +
                   ", to_column: " + std::to_string(to.x) + ", to_floor: " + std::to_string(to.y) + "}\n";
    }
}

} // namespace

Result<Project> readProject(std::string_view text, const std::string &fileName,
                            const GeneratorRegistry &registry)
{
    try {
        return parseProject(text, fileName, registry);
    } catch (const YAML::Exception &e) {
        return errorAt(fileName, e.mark, "invalid YAML: " + e.msg);
    } catch (const std::exception &e) {
        return Error{ErrorKind::Internal, std::string("unexpected error: ") + e.what(), fileName, 0, 0};
    }
}

std::string writeProject(const Project &project, const GeneratorRegistry &registry)
{
    std::string config = writeConfig(project.config, registry);
    // The config writer's first line is a comment about configs; the version line follows it.
    if (config.starts_with('#'))
        config.erase(0, config.find('\n') + 1);
    std::string out = "# Mapsmith project: a config and the hand edits painted over its map\n";
    const std::string version = "mapsmith: " + std::to_string(kFormatVersion) + "\n";
    if (config.starts_with(version)) {
        out += version + "kind: project\n" + config.substr(version.size());
    } else {
        out += "kind: project\n" + config;
    }
    writeEdits(out, project.edits);
    return out;
}

Result<Project> loadProject(const std::string &path, const GeneratorRegistry &registry)
{
    auto text = readTextFile(path);
    if (!text)
        return text.error();
    return readProject(*text, path, registry);
}

bool looksLikeProject(std::string_view text)
{
    // A line scan, not a parse: this runs on every opened file, map files of many megabytes included.
    const auto trim = [](std::string_view v) {
        while (!v.empty() && (v.front() == ' ' || v.front() == '\t'))
            v.remove_prefix(1);
        while (!v.empty() && (v.back() == ' ' || v.back() == '\t' || v.back() == '\r'))
            v.remove_suffix(1);
        return v;
    };
    for (std::size_t pos = 0; pos < text.size();) {
        std::size_t end = text.find('\n', pos);
        if (end == std::string_view::npos)
            end = text.size();
        std::string_view line = text.substr(pos, end - pos);
        pos = end + 1;
        if (!line.starts_with("kind"))
            continue;
        line = trim(line.substr(4));
        if (!line.starts_with(':'))
            continue;
        line = line.substr(1);
        if (const std::size_t hash = line.find(" #"); hash != std::string_view::npos)
            line = line.substr(0, hash);
        line = trim(line);
        return line == "project" || line == "'project'" || line == "\"project\"";
    }
    return false;
}

} // namespace mapsmith
