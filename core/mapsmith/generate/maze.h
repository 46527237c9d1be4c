// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/generate/generator.h>

#include <cstdint>
#include <optional>

namespace mapsmith {

/// Mazes on a cell grid (maze.cpp; one file per carving algorithm: maze_prim.cpp, maze_backtracker.cpp,
/// maze_kruskal.cpp, maze_wilson.cpp, maze_braid.cpp).
///
/// Layout: cell (cx, cy) is the tile (2 cx + 1, 2 cy + 1) of a (2 cell_width + 1) x (2 cell_height + 1) map;
/// the tile between two cells is open when they are joined; tiles at even x and even y are always wall.
/// Two tiles of the outer wall are opened: the entrance (the map's start) and the exit.
///
/// Parameters (ids as in config files):
///   algorithm       prim | backtracker (default) | kruskal | wilson — all make a perfect maze
///   cell_width      2..2047 cells (default 20), so at most 4095 tiles
///   cell_height     2..2047 cells (default 12)
///   braid           0..1: share of dead ends removed by opening a wall (loops); 1 leaves none
///   openings        farthest (default): the entrance and exit are border cells far apart (a double sweep of
///                   breadth-first searches over the maze, restricted to border cells); corners: the top of
///                   the top-left cell and the bottom of the bottom-right cell; left_right (the maze game's):
///                   the left wall at (0, 1) and the right wall beside the bottom-right cell
///   solution_colour palette (default: the palette's play.solution) | red (the maze game's) | yellow | green
///   |
///                   blue | white: what the play-test draws the solution in (mazeSolutionRgb); not the map
class MazeGenerator final : public Generator
{
public:
    MazeGenerator();
    std::string_view id() const override { return "maze"; }
    std::string_view displayName() const override { return "Maze"; }
    int version() const override { return 1; }
    const ParamSchema &schema() const override { return m_schema; }
    Result<Generated> generate(const ParamSet &params, Rng &rng, const RunControl &control) const override;
    std::vector<Check> validate(const Map &map, const ParamSet &params) const override;

private:
    ParamSchema m_schema;
};

/// The solution colour the params ask for as 0xRRGGBB; unset for "palette" or a map without the parameter.
std::optional<std::uint32_t> mazeSolutionRgb(const ParamSet &params);

} // namespace mapsmith
