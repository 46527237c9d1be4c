// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/grid/point.h>
#include <mapsmith/io/config.h>
#include <mapsmith/map/tile.h>
#include <mapsmith/map/tower.h>
#include <mapsmith/util/result.h>

#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>

namespace mapsmith {

class GeneratorRegistry;

/// A designer's hand edits as a project file holds them (the editor's HandEdits, without the editor).
struct ProjectEdits
{
    std::map<Point, Tile> tiles;
    std::map<Point, std::string> entities; ///< the one entity type on the cell; "" = the cell's are removed
    std::optional<Point> start;
    std::optional<Point> exit;
    /// Tower graph edits; rooms are named Point{column, floor}, edges (lower room, upper room).
    std::map<Point, RoomType> roomTypes;
    std::set<std::pair<Point, Point>> addedEdges;
    std::set<std::pair<Point, Point>> removedEdges;
    bool empty() const
    {
        return tiles.empty() && entities.empty() && !start && !exit && roomTypes.empty() &&
               addedEdges.empty() && removedEdges.empty();
    }
    friend bool operator==(const ProjectEdits &, const ProjectEdits &) = default;
};

/// What the editor saves as a project (docs/FORMATS.md, "Project file"): the config (every key a config
/// file has, the beat settings included) and the hand edits painted over the generated map.
struct Project
{
    Config config;
    ProjectEdits edits;
    friend bool operator==(const Project &, const Project &) = default;
};

/// Parses a project file. Errors name the file, line and column, as readConfig's do.
Result<Project> readProject(std::string_view text, const std::string &fileName,
                            const GeneratorRegistry &registry);

/// Writes a project file that readProject reads back as the same project.
std::string writeProject(const Project &project, const GeneratorRegistry &registry);

/// readTextFile + readProject.
Result<Project> loadProject(const std::string &path, const GeneratorRegistry &registry);

/// True when `text` is a YAML document whose top level says `kind: project` (a cheap look, no parse).
bool looksLikeProject(std::string_view text);

} // namespace mapsmith
