// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/io/config.h>
#include <mapsmith/io/loderunner.h>

#include <array>
#include <optional>
#include <utility>

// The Lode Runner text format. Source: the symbol table of Lode Runner Total Recall (Simon Hung,
// github.com/SimonHung/LodeRunner_TotalRecall, lodeRunner.def.js), which its forks and other open-source
// remakes share: ' ' # @ H - X S $ 0 &, 28x16 cells a level. Those remakes keep a level as a 448-character
// string; the text files hold it as 16 lines of 28. The rules this reader adds where files differ (short
// rows, comments, blank lines) are listed in loderunner.h.
// One pass over the lines, O(bytes). Deterministic: entities are kept in row-major order, so
// read(write(levels)) == levels.

namespace mapsmith {

namespace {

constexpr int kMaxSide = 4096;

constexpr std::array<std::pair<char, Tile>, 7> kTileSymbols = {{
    {' ', Tile::Floor},
    {'#', Tile::Brick},
    {'@', Tile::Solid},
    {'H', Tile::Ladder},
    {'-', Tile::Rope},
    {'X', Tile::Trap},
    {'S', Tile::HiddenLadder},
}};
constexpr char kGold = '$';
constexpr char kGuard = '0';
constexpr char kRunner = '&';

std::optional<Tile> tileForSymbol(char c)
{
    for (const auto &[symbol, tile] : kTileSymbols) {
        if (symbol == c)
            return tile;
    }
    return std::nullopt;
}

std::optional<char> symbolForTile(Tile t)
{
    for (const auto &[symbol, tile] : kTileSymbols) {
        if (tile == t)
            return symbol;
    }
    return std::nullopt;
}

std::string describeByte(char c)
{
    const auto u = static_cast<unsigned char>(c);
    if (u > 0x20 && u < 0x7f)
        return std::string("'") + c + "'";
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out = u == '\t' ? "tab (byte 0x" : "byte 0x";
    out += kHex[u >> 4];
    out += kHex[u & 0xf];
    if (u == '\t')
        out += ')';
    return out;
}

struct Line
{
    std::string_view text;
    int number = 0;
};

std::vector<Line> splitLines(std::string_view text)
{
    if (text.substr(0, 3) == "\xEF\xBB\xBF")
        text.remove_prefix(3);
    std::vector<Line> lines;
    int number = 0;
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        std::string_view line = text.substr(0, end);
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        lines.push_back({line, ++number});
        text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
    }
    return lines;
}

std::string_view trimSpaces(std::string_view s)
{
    const std::size_t first = s.find_first_not_of(" \t");
    if (first == std::string_view::npos)
        return {};
    const std::size_t last = s.find_last_not_of(" \t");
    return s.substr(first, last - first + 1);
}

/// A title as it can be written on one comment line: control characters (tabs, NULs, ...) become spaces, and
/// surrounding spaces go. The reader applies it too, so a title reads back exactly as it was written.
std::string cleanTitle(const std::string &title)
{
    std::string out = title;
    for (char &c : out) {
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
            c = ' ';
    }
    return std::string(trimSpaces(out));
}

/// Collects the levels of one file, line by line.
class LevelReader
{
public:
    LevelReader(const std::string &file, int width, int height)
        : m_file(file), m_width(width), m_height(height)
    {
    }

    Status comment(const Line &line);
    Status row(const Line &line);
    Result<std::vector<LodeRunnerLevel>> finish();

private:
    Status cell(const Line &line, int x, char c);
    Status completeLevel();
    Status dropBlankOrFail();
    Error errorAt(int line, int column, std::string message) const
    {
        return Error{ErrorKind::BadInput, std::move(message), m_file, line, column};
    }
    std::string levelName() const { return "level " + std::to_string(m_levels.size() + 1); }
    std::string lineSpan() const
    {
        return "lines " + std::to_string(m_level.firstLine) + "-" +
               std::to_string(m_level.firstLine + m_rows - 1);
    }

    const std::string &m_file;
    int m_width;
    int m_height;
    std::vector<LodeRunnerLevel> m_levels;
    std::string m_title;     ///< of the next level
    LodeRunnerLevel m_level; ///< in progress: m_rows rows read
    int m_rows = 0;
    bool m_nonBlank = false; ///< a row of the level in progress holds something
    int m_runnerLine = 0;
    int m_runnerColumn = 0;
};

Status LevelReader::comment(const Line &line)
{
    if (auto s = dropBlankOrFail(); !s)
        return s;
    std::string text = cleanTitle(std::string(line.text.substr(1)));
    if (!text.empty())
        m_title = std::move(text);
    return Ok{};
}

Status LevelReader::row(const Line &line)
{
    if (m_rows == 0) {
        m_level = LodeRunnerLevel{};
        m_level.firstLine = line.number;
        m_level.title = m_title;
        m_level.map.kind = MapKind::Grid;
        m_level.map.grid.tiles = Grid<Tile>(m_width, m_height, Tile::Floor);
        m_nonBlank = false;
    }
    const std::string_view text = line.text;
    const std::size_t used = text.find_last_not_of(' ') + 1; // 0 for a blank line (npos + 1)
    for (std::size_t i = 0; i < used; ++i) {
        const int x = static_cast<int>(i);
        if (x >= m_width && text[i] == ' ')
            continue;
        if (x >= m_width) {
            return errorAt(line.number, x + 1,
                           "row is " + std::to_string(used) + " characters wide; a level is " +
                               std::to_string(m_width) + " wide");
        }
        if (auto s = cell(line, x, text[i]); !s)
            return s;
    }
    m_nonBlank = m_nonBlank || used > 0;
    if (++m_rows == m_height)
        return completeLevel();
    return Ok{};
}

Status LevelReader::cell(const Line &line, int x, char c)
{
    const int y = m_rows;
    GridMap &g = m_level.map.grid;
    if (const auto tile = tileForSymbol(c)) {
        g.tiles.at(x, y) = *tile;
    } else if (c == kGold || c == kGuard) {
        g.entities.push_back(Entity{c == kGold ? "gold" : "guard", x, y});
    } else if (c == kRunner) {
        if (g.start) {
            return errorAt(line.number, x + 1,
                           levelName() + " (from line " + std::to_string(m_level.firstLine) +
                               ") has a second runner '&'; the first is at line " +
                               std::to_string(m_runnerLine) + ", column " + std::to_string(m_runnerColumn));
        }
        g.start = Point{x, y};
        m_runnerLine = line.number;
        m_runnerColumn = x + 1;
    } else {
        return errorAt(line.number, x + 1,
                       "unknown character " + describeByte(c) +
                           " (a level uses ' ' # @ H - X S $ 0 &; a comment line starts with ';')");
    }
    return Ok{};
}

Status LevelReader::completeLevel()
{
    if (!m_level.map.grid.start)
        return errorAt(m_level.firstLine, 1, levelName() + " (" + lineSpan() + ") has no runner '&'");
    m_levels.push_back(std::move(m_level));
    m_level = LodeRunnerLevel{};
    m_rows = 0;
    m_title.clear();
    return Ok{};
}

Status LevelReader::dropBlankOrFail()
{
    if (m_rows == 0)
        return Ok{};
    if (!m_nonBlank) { // blank separator lines, not a level
        m_rows = 0;
        return Ok{};
    }
    return errorAt(m_level.firstLine, 1,
                   levelName() + " ends after " + std::to_string(m_rows) + " of " + std::to_string(m_height) +
                       " rows (" + lineSpan() + ")");
}

Result<std::vector<LodeRunnerLevel>> LevelReader::finish()
{
    if (auto s = dropBlankOrFail(); !s)
        return s.error();
    if (m_levels.empty()) {
        return errorAt(0, 0,
                       "no level in the file (a level is " + std::to_string(m_height) + " rows of up to " +
                           std::to_string(m_width) + " characters)");
    }
    return std::move(m_levels);
}

/// The level as characters, or an error naming the first thing the format cannot hold.
Result<Grid<char>> levelSymbols(const Map &map)
{
    if (map.kind != MapKind::Grid)
        return Error::badInput("a tower map cannot be written as a Lode Runner level");
    const GridMap &g = map.grid;
    if (g.tiles.empty())
        return Error::badInput("the map is empty");
    const std::string size = std::to_string(g.width()) + "x" + std::to_string(g.height());
    auto at = [](Point p) { return "(" + std::to_string(p.x) + ", " + std::to_string(p.y) + ")"; };
    Grid<char> out(g.width(), g.height(), ' ');
    for (std::size_t i = 0; i < g.tiles.size(); ++i) {
        const auto symbol = symbolForTile(g.tiles[i]);
        if (!symbol) {
            return Error::badInput("tile '" + std::string(tileInfo(g.tiles[i]).name) + "' at " +
                                   at(g.tiles.point(i)) + " has no Lode Runner symbol");
        }
        out[i] = *symbol;
    }
    if (g.exit)
        return Error::badInput("the map has an exit at " + at(*g.exit) + "; a Lode Runner level has none");
    auto place = [&](const std::string &what, Point p, char symbol) -> Status {
        if (!g.tiles.contains(p))
            return Error::badInput(what + " at " + at(p) + " is outside the " + size + " map");
        if (g.tiles[p] != Tile::Floor) {
            return Error::badInput(what + " at " + at(p) + " is on '" +
                                   std::string(tileInfo(g.tiles[p]).name) +
                                   "'; the format holds it only on an empty tile");
        }
        if (out[p] != ' ') {
            const char c = out[p];
            const std::string other = c == kGold ? "gold" : c == kGuard ? "a guard" : "the runner";
            return Error::badInput(what + " at " + at(p) + " shares its cell with " + other);
        }
        out[p] = symbol;
        return Ok{};
    };
    if (!g.start)
        return Error::badInput("the map has no runner start");
    if (auto s = place("the runner start", *g.start, kRunner); !s)
        return s.error();
    for (const Entity &e : g.entities) {
        if (e.type != "gold" && e.type != "guard")
            return Error::badInput("entity '" + e.type + "' at " + at({e.x, e.y}) +
                                   " has no Lode Runner symbol");
        const bool gold = e.type == "gold";
        if (auto s = place(gold ? "gold" : "a guard", {e.x, e.y}, gold ? kGold : kGuard); !s)
            return s.error();
    }
    return out;
}

Error inLevel(std::size_t index, Error e)
{
    e.message = "level " + std::to_string(index + 1) + ": " + e.message;
    return e;
}

/// "; size 28x20": the level size of a file, when a comment says it before the first level.
std::optional<std::pair<int, int>> sizeDirective(std::string_view comment)
{
    std::string_view t = trimSpaces(comment.substr(1));
    if (t.substr(0, 5) != "size " && t.substr(0, 5) != "Size ")
        return std::nullopt;
    t = trimSpaces(t.substr(5));
    const std::size_t x = t.find_first_of("xX");
    if (x == std::string_view::npos)
        return std::nullopt;
    auto number = [](std::string_view d) -> int {
        d = trimSpaces(d);
        if (d.empty() || d.size() > 5 || d.find_first_not_of("0123456789") != std::string_view::npos)
            return -1;
        return std::stoi(std::string(d));
    };
    const int w = number(t.substr(0, x));
    const int h = number(t.substr(x + 1));
    if (w < 0 || h < 0)
        return std::nullopt;
    return std::pair{w, h};
}

} // namespace

Result<std::vector<LodeRunnerLevel>> readLodeRunnerText(std::string_view text, const std::string &fileName,
                                                        int width, int height)
{
    const std::vector<Line> lines = splitLines(text);
    std::size_t directive = lines.size();
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const std::string_view l = lines[i].text;
        if (l.empty() || l.front() != ';') {
            if (trimSpaces(l).empty())
                continue;
            break; // the first level: no directive after it
        }
        if (const auto size = sizeDirective(l)) {
            if (size->first < 1 || size->second < 1 || size->first > kMaxSide || size->second > kMaxSide)
                return Error{ErrorKind::BadInput,
                             "level size " + std::to_string(size->first) + "x" +
                                 std::to_string(size->second) + " is outside 1..4096",
                             fileName, lines[i].number, 1};
            width = size->first;
            height = size->second;
            directive = i;
            break;
        }
    }
    if (width < 1 || height < 1 || width > kMaxSide || height > kMaxSide) {
        return Error{ErrorKind::BadInput,
                     "level size " + std::to_string(width) + "x" + std::to_string(height) +
                         " is outside 1..4096",
                     fileName, 0, 0};
    }
    LevelReader reader(fileName, width, height);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const Line &line = lines[i];
        if (i == directive)
            continue;
        const bool isComment = !line.text.empty() && line.text.front() == ';';
        if (auto s = isComment ? reader.comment(line) : reader.row(line); !s)
            return s.error();
    }
    return reader.finish();
}

Result<Map> readLodeRunnerLevel(std::string_view text, const std::string &fileName, int index, int width,
                                int height)
{
    auto levels = readLodeRunnerText(text, fileName, width, height);
    if (!levels)
        return levels.error();
    const auto count = static_cast<int>(levels->size());
    if (index < 0 || index >= count) {
        return Error{ErrorKind::BadInput,
                     "no level " + std::to_string(index + 1) + ": the file holds " + std::to_string(count) +
                         (count == 1 ? " level" : " levels"),
                     fileName, 0, 0};
    }
    return std::move((*levels)[static_cast<std::size_t>(index)].map);
}

Result<std::vector<LodeRunnerLevel>> loadLodeRunnerFile(const std::string &path, int width, int height)
{
    auto text = readTextFile(path);
    if (!text)
        return text.error();
    return readLodeRunnerText(*text, path, width, height);
}

Result<std::string> writeLodeRunnerLevel(const Map &map)
{
    auto symbols = levelSymbols(map);
    if (!symbols)
        return symbols.error();
    const Grid<char> &s = *symbols;
    std::string out;
    out.reserve(static_cast<std::size_t>(s.width() + 1) * static_cast<std::size_t>(s.height()));
    for (int y = 0; y < s.height(); ++y) {
        out.append(&s.at(0, y), static_cast<std::size_t>(s.width()));
        out += '\n';
    }
    return out;
}

Result<std::string> writeLodeRunnerText(const std::vector<LodeRunnerLevel> &levels)
{
    std::string out;
    if (!levels.empty() && levels.front().map.kind == MapKind::Grid) {
        const GridMap &g = levels.front().map.grid;
        if (g.width() != kLodeRunnerWidth || g.height() != kLodeRunnerHeight)
            out += "; size " + std::to_string(g.width()) + "x" + std::to_string(g.height()) + "\n";
    }
    for (std::size_t i = 0; i < levels.size(); ++i) {
        const Map &map = levels[i].map;
        const Map &first = levels.front().map;
        if (map.kind == MapKind::Grid && first.kind == MapKind::Grid &&
            (map.grid.width() != first.grid.width() || map.grid.height() != first.grid.height())) {
            return inLevel(i, Error::badInput("the map is " + std::to_string(map.grid.width()) + "x" +
                                              std::to_string(map.grid.height()) + " but level 1 is " +
                                              std::to_string(first.grid.width()) + "x" +
                                              std::to_string(first.grid.height()) +
                                              "; one file holds levels of one size"));
        }
        auto rows = writeLodeRunnerLevel(map);
        if (!rows)
            return inLevel(i, rows.error());
        if (const std::string title = cleanTitle(levels[i].title); !title.empty())
            out += "; " + title + "\n";
        out += *rows;
    }
    return out;
}

Result<std::string> writeLodeRunnerText(const std::vector<Map> &levels)
{
    std::vector<LodeRunnerLevel> titled;
    titled.reserve(levels.size());
    for (const Map &map : levels)
        titled.push_back(LodeRunnerLevel{map, 0, {}});
    return writeLodeRunnerText(titled);
}

} // namespace mapsmith
