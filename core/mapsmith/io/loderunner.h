// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/map/map.h>
#include <mapsmith/util/result.h>

#include <string>
#include <string_view>
#include <vector>

namespace mapsmith {

/// The plain-text level format of the open-source Lode Runner remakes: one character per cell, one row
/// per line, levels one after another (docs/FORMATS.md, "Lode Runner text").
///
///   ' ' empty   '#' brick (diggable)   '@' solid   'H' ladder   '-' rope   'X' trap (false brick)
///   'S' hidden ladder   '$' gold   '0' guard   '&' runner start
///
/// Reading rules (the choices the remakes leave open, made here):
/// - A level is exactly `height` rows, `width` columns: 28 x 16 unless a comment before the first level says
///   otherwise ("; size 28x20", KGoldrunner's levels; that comment is no title). A line whose first
///   character is ';' is a comment; comments only
///   separate levels, and the last non-empty comment before a level is its title ("; The Pit" -> "The Pit").
///   Control characters in a title (tabs, NULs, ...) read as spaces, as the writer writes them.
/// - Rows shorter than `width` are padded with ' ' (editors strip trailing spaces). Spaces after column
///   `width` are ignored for the same reason; any other character there is an error at its column.
/// - A blank line is an empty row, except that blank lines that do not finish a level before a comment or
///   the end of the file are dropped (blank separators between levels are harmless).
/// - "\r\n" line ends and a UTF-8 byte order mark are accepted.
/// - Errors, each naming file, line and column (1-based): an unknown character; a row too long; a level
///   with no runner (at the level's first line); a second runner (at its position); a level cut short
///   by a comment or the end of the file (at the level's first line); a file with no level at all.
///
/// Model: a Map of kind Grid with tiles Floor, Brick, Solid, Ladder, Rope, Trap, HiddenLadder; `start` is
/// the runner; gold and guards are entities {"gold"} and {"guard"} on Floor tiles, in row-major order;
/// no exit; `source` left empty (an imported level has no generator).
struct LodeRunnerLevel
{
    Map map;
    int firstLine = 0; ///< 1-based line of the level's first row
    std::string title; ///< from the ';' comment before the level; empty if none
    friend bool operator==(const LodeRunnerLevel &, const LodeRunnerLevel &) = default;
};

/// The classic screen: 28 columns, 16 rows.
inline constexpr int kLodeRunnerWidth = 28;
inline constexpr int kLodeRunnerHeight = 16;

/// Every level of a file. `fileName` only appears in messages. width and height: 1..4096.
Result<std::vector<LodeRunnerLevel>> readLodeRunnerText(std::string_view text, const std::string &fileName,
                                                        int width = kLodeRunnerWidth,
                                                        int height = kLodeRunnerHeight);

/// Level `index` (0-based) of a file; the whole file must be valid. An index past the last level is an error.
Result<Map> readLodeRunnerLevel(std::string_view text, const std::string &fileName, int index,
                                int width = kLodeRunnerWidth, int height = kLodeRunnerHeight);

/// readTextFile + readLodeRunnerText.
Result<std::vector<LodeRunnerLevel>> loadLodeRunnerFile(const std::string &path, int width = kLodeRunnerWidth,
                                                        int height = kLodeRunnerHeight);

/// One level as `height` lines of exactly `width` characters (padded with ' ', as the classic files are).
/// Errors when the map cannot be said in the format: not a grid; a tile without a symbol ("tile 'door' at
/// (3, 4) has no Lode Runner symbol"); no runner; an exit; an entity other than gold or guard, off the map,
/// on a tile other than Floor, or sharing a cell with another entity or the runner. Positions are map
/// coordinates (x, y), 0-based.
Result<std::string> writeLodeRunnerLevel(const Map &map);

/// Levels one after another; each non-empty title is written as a "; title" line before its level (line
/// breaks in a title become spaces, surrounding spaces are dropped). All levels must have the same size;
/// a size other than 28 x 16 is written first as "; size WxH", so the file reads back at its size.
/// readLodeRunnerText(writeLodeRunnerText(levels)) gives back the same maps and titles (firstLine follows
/// the written layout). Errors are prefixed with "level N: " (1-based).
Result<std::string> writeLodeRunnerText(const std::vector<LodeRunnerLevel> &levels);

/// As above, without titles: the maps are simply written one after another.
Result<std::string> writeLodeRunnerText(const std::vector<Map> &levels);

} // namespace mapsmith
