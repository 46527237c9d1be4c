// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/generate/registry.h>
#include <mapsmith/io/config.h>
#include <mapsmith/io/mapfile.h>
#include <mapsmith/io/playsection_p.h>
#include <mapsmith/io/towerfile_p.h>
#include <mapsmith/io/yamlutil_p.h>

#include <array>
#include <climits>
#include <exception>

namespace mapsmith {

namespace {

using namespace yamlutil;

constexpr int kFormatVersion = 1;
constexpr int kMaxSide = 4096;
constexpr std::int64_t kMaxTowerColumns = 64; // the tower generator allows 20; hand-made towers a little more
constexpr std::int64_t kMaxTowerFloors = 200;
constexpr char kStartSymbol = '<';
constexpr char kExitSymbol = '>';

/// What a character of the tiles block stands for. Start and exit stand on floor.
struct Symbol
{
    enum class Kind { Tile, Start, Exit } kind = Kind::Tile;
    Tile tile = Tile::Floor;
};
using Legend = std::array<std::optional<Symbol>, 256>;

std::size_t symbolIndex(char c)
{
    return static_cast<unsigned char>(c);
}

Legend defaultLegend()
{
    Legend legend;
    for (const auto &info : allTiles())
        legend[symbolIndex(info.symbol)] = Symbol{Symbol::Kind::Tile, info.tile};
    legend[symbolIndex(kStartSymbol)] = Symbol{Symbol::Kind::Start, Tile::Floor};
    legend[symbolIndex(kExitSymbol)] = Symbol{Symbol::Kind::Exit, Tile::Floor};
    return legend;
}

/// "'Q'", or a description of a character that cannot be shown between quotes.
std::string charName(char c)
{
    static constexpr char kHex[] = "0123456789abcdef";
    const auto u = static_cast<unsigned char>(c);
    if (c == ' ')
        return "' ' (a space)";
    if (c == '\t')
        return "'\\t' (a tab)";
    if (u > 0x20 && u < 0x7f)
        return std::string("'") + c + "'";
    return std::string("byte 0x") + kHex[u >> 4] + kHex[u & 0xf];
}

std::vector<std::string_view> splitLines(std::string_view text)
{
    std::vector<std::string_view> lines;
    while (true) {
        const auto nl = text.find('\n');
        std::string_view line = text.substr(0, nl);
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        lines.push_back(line);
        if (nl == std::string_view::npos)
            return lines;
        text.remove_prefix(nl + 1);
    }
}

std::string position(const YAML::Mark &m)
{
    return std::to_string(m.line + 1) + ":" + std::to_string(m.column + 1);
}

/// Reads one map file; each step reads some keys into m_map and stops at the first error.
class MapReader
{
public:
    MapReader(std::string_view text, const std::string &file, const GeneratorRegistry &registry)
        : m_text(text), m_file(file), m_registry(registry)
    {
    }
    Result<Map> read();

private:
    Status readKind();
    Status readSource();
    Status readSize();
    Status readLegend();
    Status readTiles();
    Status readRow(std::string_view row, int y, int line, int indent);
    Status readPointKey(const char *key, std::optional<Point> &point,
                        const std::optional<YAML::Mark> &fromTiles);
    Status readEntities();
    Status readEntity(const YAML::Node &node);
    Result<Map> readTower();
    std::string outsideMessage(const std::string &what, int x, int y) const;

    std::string_view m_text;
    const std::string &m_file;
    const GeneratorRegistry &m_registry;
    YAML::Node m_root;
    Entries m_entries;
    Legend m_legend;
    std::optional<YAML::Mark> m_startMark; ///< where the tiles block placed the start, if it did
    std::optional<YAML::Mark> m_exitMark;
    Map m_map;
};

Result<Map> MapReader::read()
{
    auto root = parseDocument(m_text, m_file, "a Mapsmith map");
    if (!root)
        return root.error();
    m_root = *root;
    auto entries = readEntries(m_root, m_file, "the map");
    if (!entries)
        return entries.error();
    m_entries = std::move(*entries);
    if (auto s = readKind(); !s)
        return s.error();
    if (m_map.kind == MapKind::Tower)
        return readTower();
    for (auto step : {&MapReader::readSource, &MapReader::readSize, &MapReader::readLegend,
                      &MapReader::readTiles, &MapReader::readEntities}) {
        if (auto s = (this->*step)(); !s)
            return s.error();
    }
    if (auto s = readPointKey("start", m_map.grid.start, m_startMark); !s)
        return s.error();
    if (auto s = readPointKey("exit", m_map.grid.exit, m_exitMark); !s)
        return s.error();
    return std::move(m_map);
}

/// The version and the kind come before the check for unknown keys: a newer file or another kind has keys
/// of its own.
Status MapReader::readKind()
{
    if (auto v = checkFormatVersion(m_root, m_entries, m_file, kFormatVersion); !v)
        return v;
    if (const Entry *kind = findEntry(m_entries, "kind")) {
        auto k = readText(*kind, m_file);
        if (!k)
            return k.error();
        if (*k == "tower") {
            m_map.kind = MapKind::Tower;
            return rejectUnknownKeys(m_entries,
                                     {"mapsmith", "kind", "generator", "generator_version", "seed", "params",
                                      "columns", "floors", "nodes", "edges", "play"},
                                     m_file, "in the map");
        }
        if (*k != "grid")
            return errorAt(m_file, kind->valueMark(),
                           "kind must be grid or tower, not " + describe(kind->value));
    }
    m_map.kind = MapKind::Grid;
    return rejectUnknownKeys(m_entries,
                             {"mapsmith", "kind", "generator", "generator_version", "seed", "params", "width",
                              "height", "legend", "tiles", "start", "exit", "entities", "play"},
                             m_file, "in the map");
}

/// kind: tower — the source, the size of the layout, then the rooms and edges (io/towerfile.cpp).
Result<Map> MapReader::readTower()
{
    if (auto s = readSource(); !s)
        return s.error();
    int *size[2] = {&m_map.tower.columns, &m_map.tower.floors};
    const char *keys[2] = {"columns", "floors"};
    const std::int64_t limits[2] = {kMaxTowerColumns, kMaxTowerFloors};
    for (int i = 0; i < 2; ++i) {
        const Entry *e = findEntry(m_entries, keys[i]);
        if (!e)
            return errorAt(m_file, m_root, std::string("missing key '") + keys[i] + "'");
        auto v = readInt(*e, m_file, 1, limits[i]);
        if (!v)
            return v.error();
        *size[i] = static_cast<int>(*v);
    }
    if (auto s = towerfile::readTowerGraph(m_root, m_map.tower); !s) {
        Error error = s.error();
        error.file = m_file;
        return error;
    }
    return std::move(m_map);
}

Status MapReader::readSource()
{
    MapSource &source = m_map.source;
    if (const Entry *e = findEntry(m_entries, "generator")) {
        auto id = readText(*e, m_file);
        if (!id)
            return id.error();
        source.generator = *id;
    }
    if (const Entry *e = findEntry(m_entries, "generator_version")) {
        auto v = readInt(*e, m_file, 0, INT_MAX);
        if (!v)
            return v.error();
        source.generatorVersion = static_cast<int>(*v);
    }
    if (const Entry *e = findEntry(m_entries, "seed")) {
        auto s = readUInt64(*e, m_file);
        if (!s)
            return s.error();
        source.seed = *s;
    }
    if (const Entry *e = findEntry(m_entries, "play")) {
        auto p = playsection::read(*e, m_file);
        if (!p)
            return p.error();
        source.play = std::move(*p);
    }
    const Entry *params = findEntry(m_entries, "params");
    if (!params)
        return Ok{};
    // Params are checked against the schema of the generator that made the map; a map from an unknown
    // generator, or from another version of a known one, keeps them as written.
    const Generator *g = m_registry.find(source.generator);
    if (g && source.generatorVersion != 0 && source.generatorVersion != g->version())
        g = nullptr;
    auto given = readParams(*params, g ? &g->schema() : nullptr, m_file, source.generator);
    if (!given)
        return given.error();
    if (!g) {
        source.params = std::move(*given);
        return Ok{};
    }
    auto complete = g->schema().complete(*given);
    if (!complete)
        return errorAt(m_file, params->key, complete.error().message);
    source.params = std::move(*complete);
    return Ok{};
}

Status MapReader::readSize()
{
    int size[2] = {0, 0};
    const char *keys[2] = {"width", "height"};
    for (int i = 0; i < 2; ++i) {
        const Entry *e = findEntry(m_entries, keys[i]);
        if (!e)
            return errorAt(m_file, m_root, std::string("missing key '") + keys[i] + "'");
        auto v = readInt(*e, m_file, 1, kMaxSide);
        if (!v)
            return v.error();
        size[i] = static_cast<int>(*v);
    }
    m_map.grid.tiles = Grid<Tile>(size[0], size[1], Tile::Wall);
    return Ok{};
}

Status MapReader::readLegend()
{
    const Entry *e = findEntry(m_entries, "legend");
    if (!e) {
        m_legend = defaultLegend();
        return Ok{};
    }
    if (!e->value.IsMap())
        return errorAt(m_file, e->valueMark(),
                       "legend must be a map of character: tile, not " + describe(e->value));
    auto entries = readEntries(e->value, m_file, "the legend");
    if (!entries)
        return entries.error();
    for (const Entry &s : *entries) {
        const unsigned char c = s.name.size() == 1 ? static_cast<unsigned char>(s.name[0]) : 0;
        if (c <= ' ' || c >= 0x7f)
            return errorAt(m_file, s.key,
                           "legend key " + describe(s.key) +
                               " must be a single printable ASCII character other than a space");
        std::optional<Symbol> symbol;
        if (s.value.IsScalar() && s.value.Scalar() == "start")
            symbol = Symbol{Symbol::Kind::Start, Tile::Floor};
        else if (s.value.IsScalar() && s.value.Scalar() == "exit")
            symbol = Symbol{Symbol::Kind::Exit, Tile::Floor};
        else if (auto tile = s.value.IsScalar() ? tileByName(s.value.Scalar()) : std::nullopt)
            symbol = Symbol{Symbol::Kind::Tile, *tile};
        if (!symbol) {
            std::string known;
            for (const auto &info : allTiles())
                known += std::string(info.name) + ", ";
            return errorAt(m_file, s.valueMark(),
                           "legend: " + describe(s.value) + " for '" + s.name +
                               "' is not a tile (known: " + known + "start, exit)");
        }
        m_legend[c] = symbol;
    }
    return Ok{};
}

Status MapReader::readTiles()
{
    const Entry *e = findEntry(m_entries, "tiles");
    if (!e)
        return errorAt(m_file, m_root, "missing key 'tiles'");
    // Positions inside a block scalar are not in yaml-cpp's marks: count them from the text. The block's
    // content starts on the line after its '|' and is indented like its first non-blank line.
    const YAML::Mark mark = e->valueMark();
    const auto lines = splitLines(m_text);
    const auto at = [&](int line) { return line >= 0 && line < int(lines.size()) ? lines[line] : ""; };
    const std::string_view header = at(mark.line);
    const bool literal = e->value.IsScalar() && mark.column >= 0 &&
                         static_cast<std::size_t>(mark.column) < header.size() && header[mark.column] == '|';
    if (!literal) {
        return errorAt(m_file, mark,
                       "tiles must be a literal block ('tiles: |' then one row per line), not " +
                           describe(e->value));
    }
    std::vector<std::string_view> rows = splitLines(e->value.Scalar());
    if (!rows.empty() && rows.back().empty())
        rows.pop_back(); // the newline that ends the last row
    const int first = mark.line + 1;
    int indent = 0;
    for (int l = first; l < int(lines.size()) && l < first + int(rows.size()); ++l) {
        if (const auto i = at(l).find_first_not_of(' '); i != std::string_view::npos) {
            indent = static_cast<int>(i);
            break;
        }
    }
    const int height = m_map.grid.height();
    for (int y = 0; y < int(rows.size()); ++y) {
        if (y >= height) {
            return errorAt(m_file, markAt(first + y, indent),
                           "tiles has " + std::to_string(rows.size()) + " rows, expected " +
                               std::to_string(height) + " (the height)");
        }
        if (auto s = readRow(rows[static_cast<std::size_t>(y)], y, first + y, indent); !s)
            return s;
    }
    if (int(rows.size()) < height) {
        return errorAt(m_file, mark,
                       "tiles has " + std::to_string(rows.size()) + " rows, expected " +
                           std::to_string(height) + " (the height)");
    }
    return Ok{};
}

Status MapReader::readRow(std::string_view row, int y, int line, int indent)
{
    GridMap &grid = m_map.grid;
    const int width = grid.width();
    const auto tooLong = [&](int column) {
        return errorAt(m_file, markAt(line, column),
                       "row has " + std::to_string(row.size()) + " tiles, expected " + std::to_string(width) +
                           " (the width)");
    };
    for (int x = 0; x < int(row.size()); ++x) {
        const YAML::Mark here = markAt(line, indent + x);
        if (x >= width)
            return tooLong(indent + x);
        const char c = row[static_cast<std::size_t>(x)];
        const std::optional<Symbol> &symbol = m_legend[symbolIndex(c)];
        if (!symbol)
            return errorAt(m_file, here, "unknown tile character " + charName(c) + " (not in the legend)");
        grid.tiles.at(x, y) = symbol->tile;
        if (symbol->kind == Symbol::Kind::Tile)
            continue;
        const bool isStart = symbol->kind == Symbol::Kind::Start;
        std::optional<YAML::Mark> &seen = isStart ? m_startMark : m_exitMark;
        const char *what = isStart ? "start" : "exit";
        if (seen)
            return errorAt(m_file, here,
                           std::string("more than one ") + what + "; the first is at " + position(*seen));
        seen = here;
        (isStart ? grid.start : grid.exit) = Point{x, y};
    }
    if (int(row.size()) < width)
        return tooLong(indent + int(row.size()));
    return Ok{};
}

std::string MapReader::outsideMessage(const std::string &what, int x, int y) const
{
    return what + " at (" + std::to_string(x) + ", " + std::to_string(y) + ") is outside the " +
           std::to_string(m_map.grid.width()) + "x" + std::to_string(m_map.grid.height()) + " map";
}

/// `start: {x: 3, y: 4}`: a start (or exit) that stands on something other than floor, which the tiles
/// block cannot show.
Status MapReader::readPointKey(const char *key, std::optional<Point> &point,
                               const std::optional<YAML::Mark> &fromTiles)
{
    const Entry *e = findEntry(m_entries, key);
    if (!e)
        return Ok{};
    if (fromTiles)
        return errorAt(m_file, e->key,
                       std::string("more than one ") + key + "; the first is at " + position(*fromTiles));
    if (!e->value.IsMap())
        return errorAt(m_file, e->valueMark(),
                       std::string(key) + " must be a map {x, y}, not " + describe(e->value));
    auto entries = readEntries(e->value, m_file, key);
    if (!entries)
        return entries.error();
    if (auto s = rejectUnknownKeys(*entries, {"x", "y"}, m_file, std::string("in ") + key); !s)
        return s;
    int xy[2] = {0, 0};
    for (int i = 0; i < 2; ++i) {
        const Entry *c = findEntry(*entries, i == 0 ? "x" : "y");
        if (!c)
            return errorAt(m_file, e->value, std::string(key) + " has no " + (i == 0 ? "x" : "y"));
        auto v = readInt(*c, m_file, INT_MIN, INT_MAX);
        if (!v)
            return v.error();
        xy[i] = static_cast<int>(*v);
    }
    if (!m_map.grid.tiles.contains(xy[0], xy[1]))
        return errorAt(m_file, e->value, outsideMessage(key, xy[0], xy[1]));
    point = Point{xy[0], xy[1]};
    return Ok{};
}

Status MapReader::readEntities()
{
    const Entry *e = findEntry(m_entries, "entities");
    if (!e || e->value.IsNull())
        return Ok{};
    if (!e->value.IsSequence())
        return errorAt(m_file, e->valueMark(),
                       "entities must be a list of {type, x, y}, not " + describe(e->value));
    for (auto it = e->value.begin(); it != e->value.end(); ++it) {
        if (auto s = readEntity(*it); !s)
            return s;
    }
    return Ok{};
}

Status MapReader::readEntity(const YAML::Node &node)
{
    if (!node.IsMap())
        return errorAt(m_file, node, "an entity must be a map {type, x, y}, not " + describe(node));
    auto entries = readEntries(node, m_file, "an entity");
    if (!entries)
        return entries.error();
    if (auto s = rejectUnknownKeys(*entries, {"type", "x", "y"}, m_file, "in an entity"); !s)
        return s;
    Entity entity;
    for (const char *key : {"type", "x", "y"}) {
        const Entry *c = findEntry(*entries, key);
        if (!c)
            return errorAt(m_file, node, std::string("an entity must have '") + key + "'");
        if (key[0] == 't') {
            auto t = readText(*c, m_file);
            if (!t)
                return t.error();
            if (t->empty())
                return errorAt(m_file, c->valueMark(), "an entity's type must not be empty");
            entity.type = *t;
            continue;
        }
        auto v = readInt(*c, m_file, INT_MIN, INT_MAX);
        if (!v)
            return v.error();
        (key[0] == 'x' ? entity.x : entity.y) = static_cast<int>(*v);
    }
    if (!m_map.grid.tiles.contains(entity.x, entity.y))
        return errorAt(m_file, node, outsideMessage("entity '" + entity.type + "'", entity.x, entity.y));
    m_map.grid.entities.push_back(std::move(entity));
    return Ok{};
}

// ---- writing -------------------------------------------------------------------------------------

void writeSource(std::string &out, const MapSource &source)
{
    const bool named = !source.generator.empty();
    if (named)
        out += "generator: " + quote(source.generator) + "\n";
    if (named || source.generatorVersion != 0)
        out += "generator_version: " + std::to_string(source.generatorVersion) + "\n";
    if (named || source.seed != 0)
        out += "seed: " + std::to_string(source.seed) + "\n";
    if (!source.params.entries().empty()) {
        out += "params:\n";
        for (const auto &[id, value] : source.params.entries())
            out += "  " + quote(id) + ": " + formatValue(value) + "\n";
    }
    if (source.play)
        out += playsection::write(*source.play);
}

/// The tiles block and its legend; a start or exit the block cannot show (not on floor, or both on one
/// cell) goes to its own key.
void writeTiles(std::string &out, const GridMap &grid)
{
    const auto marked = [&](const std::optional<Point> &p) {
        return p && grid.tiles.contains(*p) && grid.tiles[*p] == Tile::Floor;
    };
    const bool startMarked = marked(grid.start);
    const bool exitMarked = marked(grid.exit) && !(startMarked && *grid.start == *grid.exit);
    std::array<bool, 256> used{};
    std::string rows;
    for (int y = 0; y < grid.height(); ++y) {
        rows += "  ";
        for (int x = 0; x < grid.width(); ++x) {
            const Point p{x, y};
            char c = tileInfo(grid.tiles[p]).symbol;
            if (startMarked && p == *grid.start)
                c = kStartSymbol;
            else if (exitMarked && p == *grid.exit)
                c = kExitSymbol;
            used[symbolIndex(c)] = true;
            rows += c;
        }
        rows += '\n';
    }
    std::string legend;
    const auto add = [&](char c, std::string_view name) {
        if (used[symbolIndex(c)])
            legend +=
                (legend.empty() ? "" : ", ") + singleQuote(std::string(1, c)) + ": " + std::string(name);
    };
    for (const auto &info : allTiles())
        add(info.symbol, info.name);
    add(kStartSymbol, "start");
    add(kExitSymbol, "exit");
    out += "legend: {" + legend + "}\n";
    out += "tiles: |\n" + rows;
    const auto point = [&](const char *key, const std::optional<Point> &p, bool inTiles) {
        if (p && !inTiles)
            out +=
                std::string(key) + ": {x: " + std::to_string(p->x) + ", y: " + std::to_string(p->y) + "}\n";
    };
    point("start", grid.start, startMarked);
    point("exit", grid.exit, exitMarked);
}

} // namespace

Result<Map> readMap(std::string_view text, const std::string &fileName, const GeneratorRegistry &registry)
{
    try {
        return MapReader(text, fileName, registry).read();
    } catch (const YAML::Exception &e) {
        return errorAt(fileName, e.mark, "invalid YAML: " + e.msg);
    } catch (const std::exception &e) {
        return Error{ErrorKind::Internal, std::string("unexpected error: ") + e.what(), fileName, 0, 0};
    }
}

std::string writeMap(const Map &map)
{
    const GridMap &grid = map.grid;
    std::string out = "mapsmith: " + std::to_string(kFormatVersion) + "\n";
    out += std::string("kind: ") + (map.kind == MapKind::Tower ? "tower" : "grid") + "\n";
    writeSource(out, map.source);
    if (map.kind == MapKind::Tower) {
        out += "columns: " + std::to_string(map.tower.columns) + "\n";
        out += "floors: " + std::to_string(map.tower.floors) + "\n";
        YAML::Emitter graph;
        graph << YAML::BeginMap;
        towerfile::writeTowerGraph(graph, map.tower);
        graph << YAML::EndMap;
        return out + graph.c_str() + "\n";
    }
    out += "width: " + std::to_string(grid.width()) + "\n";
    out += "height: " + std::to_string(grid.height()) + "\n";
    writeTiles(out, grid);
    if (!grid.entities.empty()) {
        out += "entities:\n";
        for (const auto &e : grid.entities) {
            out += "  - {type: " + quote(e.type) + ", x: " + std::to_string(e.x) +
                   ", y: " + std::to_string(e.y) + "}\n";
        }
    }
    return out;
}

Result<Map> loadMap(const std::string &path, const GeneratorRegistry &registry)
{
    auto text = readTextFile(path);
    if (!text)
        return text.error();
    return readMap(*text, path, registry);
}

} // namespace mapsmith
