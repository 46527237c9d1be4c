// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// The maze generator: carve a perfect maze with the chosen algorithm (one file each), braid it, cut the
// entrance and exit into the outer wall, and measure it.
// Entrance and exit ("farthest"): the double sweep for a tree's diameter — two breadth-first searches
// (R. W. Bulterman et al., "On computing a longest path in a tree", Information Processing Letters 81(2),
// 2002) — restricted to the border cells: from the top-left cell find the farthest border cell A, from A the
// farthest border cell B. In a perfect maze the path between them is the solution.
// Complexity: O(cells) beyond the carving. Tie-breaking: border cells are compared in clockwise order from
// the top-left corner and the first of equally far cells wins; no randomness is used after braiding, so the
// output is a function of (params, Rng state).
#include <mapsmith/generate/maze.h>
#include <mapsmith/generate/maze_grid.h>
#include <mapsmith/grid/distance.h>

#include <utility>

namespace mapsmith {

namespace {

std::vector<ParamSpec> mazeSpecs()
{
    return {
        ParamSpec::choice("algorithm", "Algorithm", "backtracker",
                          {{"prim", "Randomized Prim"},
                           {"backtracker", "Recursive backtracker"},
                           {"kruskal", "Randomized Kruskal"},
                           {"wilson", "Wilson (uniform)"}},
                          "How the perfect maze is carved; each gives a different texture."),
        ParamSpec::integer("cell_width", "Width", 20, 2, 2047, "cells",
                           "Maze width in cells (2 tiles each, plus 1)."),
        ParamSpec::integer("cell_height", "Height", 12, 2, 2047, "cells",
                           "Maze height in cells (2 tiles each, plus 1)."),
        ParamSpec::real("braid", "Braid", 0.0, 0.0, 1.0, 0.05, "",
                        "Share of dead ends removed by opening a wall, which makes loops (1 removes all)."),
        ParamSpec::choice("openings", "Entrance and exit", "farthest",
                          {{"farthest", "Far apart on the border"},
                           {"corners", "Top-left and bottom-right"},
                           {"left_right", "Left at the top, right at the bottom"}},
                          "Where the entrance and the exit are cut into the outer wall."),
        ParamSpec::choice("solution_colour", "Solution colour", "palette",
                          {{"palette", "The palette's"},
                           {"red", "Red"},
                           {"yellow", "Yellow"},
                           {"green", "Green"},
                           {"blue", "Blue"},
                           {"white", "White"}},
                          "The colour the play-test draws the maze's solution in."),
    };
}

/// The border cells in clockwise order from the top-left corner, each once.
std::vector<int> borderCells(int cw, int ch)
{
    std::vector<int> cells;
    for (int x = 0; x < cw; ++x)
        cells.push_back(x);
    for (int y = 1; y < ch; ++y)
        cells.push_back(y * cw + cw - 1);
    for (int x = cw - 2; x >= 0; --x)
        cells.push_back((ch - 1) * cw + x);
    for (int y = ch - 2; y >= 1; --y)
        cells.push_back(y * cw);
    return cells;
}

/// The outer-wall tile next to a border cell: north for the top row, else east, south, west.
Point openingOf(const maze::MazeGrid &grid, int cell)
{
    const Point t = grid.tileOf(cell);
    const int cx = cell % grid.cellWidth();
    const int cy = cell / grid.cellWidth();
    if (cy == 0)
        return {t.x, 0};
    if (cx == grid.cellWidth() - 1)
        return {t.x + 1, t.y};
    if (cy == grid.cellHeight() - 1)
        return {t.x, t.y + 1};
    return {0, t.y};
}

int farthestBorderCell(const maze::MazeGrid &grid, const std::vector<int> &border, int from)
{
    const DistanceField f = bfsDistance(grid.tiles(), {grid.tileOf(from)});
    int best = border.front();
    std::int32_t bestDistance = -1;
    for (const int c : border) {
        const std::int32_t d = f.distance[grid.tileOf(c)];
        if (d > bestDistance) {
            best = c;
            bestDistance = d;
        }
    }
    return best;
}

/// The entrance and exit tiles in the outer wall.
std::pair<Point, Point> chooseOpenings(const maze::MazeGrid &grid, const std::string &mode)
{
    if (mode == "corners")
        return {Point{1, 0}, Point{2 * grid.cellWidth() - 1, 2 * grid.cellHeight()}};
    if (mode ==
        "left_right") // the maze game's: the left wall beside the first cell, the right beside the last
        return {Point{0, 1}, Point{2 * grid.cellWidth(), 2 * grid.cellHeight() - 1}};
    const std::vector<int> border = borderCells(grid.cellWidth(), grid.cellHeight());
    const int a = farthestBorderCell(grid, border, border.front());
    return {openingOf(grid, a), openingOf(grid, farthestBorderCell(grid, border, a))};
}

bool carve(maze::MazeGrid &grid, const std::string &algorithm, Rng &rng, const RunControl &control,
           Diagnostics &diagnostics)
{
    if (algorithm == "prim")
        return maze::carvePrim(grid, rng, control);
    if (algorithm == "kruskal")
        return maze::carveKruskal(grid, rng, control);
    if (algorithm == "wilson") {
        maze::WilsonStats stats;
        if (!maze::carveWilson(grid, rng, control, maze::wilsonStepCap(grid.cellCount()), stats))
            return false;
        diagnostics.add("walk_steps", "Random-walk steps", double(stats.steps), "steps");
        diagnostics.add("walk_fallback", "Walk cap reached", stats.fellBack ? 1 : 0);
        if (stats.fellBack)
            diagnostics.notes.push_back("Wilson's random walks reached their step cap; the last cells were "
                                        "joined by Prim's growth, so this maze is not exactly uniform.");
        return true;
    }
    return maze::carveBacktracker(grid, rng, control);
}

} // namespace

std::optional<std::uint32_t> mazeSolutionRgb(const ParamSet &params)
{
    const ParamValue *v = params.find("solution_colour");
    if (!v || !std::holds_alternative<std::string>(*v))
        return std::nullopt;
    static constexpr std::pair<std::string_view, std::uint32_t> kColours[] = {{"red", 0xff0000},
                                                                              {"yellow", 0xffff00},
                                                                              {"green", 0x00c000},
                                                                              {"blue", 0x2060ff},
                                                                              {"white", 0xffffff}};
    for (const auto &[id, rgb] : kColours)
        if (std::get<std::string>(*v) == id)
            return rgb;
    return std::nullopt;
}

MazeGenerator::MazeGenerator() : m_schema(mazeSpecs()) {}

Result<Generated> MazeGenerator::generate(const ParamSet &params, Rng &rng, const RunControl &control) const
{
    const int cw = static_cast<int>(params.getInt("cell_width"));
    const int ch = static_cast<int>(params.getInt("cell_height"));
    Generated out;
    maze::MazeGrid grid(cw, ch);
    if (!carve(grid, params.getChoice("algorithm"), rng, control, out.diagnostics) || control.cancelled())
        return Error::cancelled();
    control.report(0.7);
    const int deadBefore = maze::countDeadEnds(grid);
    const int removed = maze::braid(grid, params.getReal("braid"), rng);
    const auto [start, goal] = chooseOpenings(grid, params.getChoice("openings"));
    grid.tiles()[start] = 1;
    grid.tiles()[goal] = 1;

    GridMap &g = out.map.grid;
    g.tiles = Grid<Tile>(grid.tiles().width(), grid.tiles().height(), Tile::Wall);
    for (std::size_t i = 0; i < g.tiles.size(); ++i)
        g.tiles[i] = grid.tiles()[i] ? Tile::Floor : Tile::Wall;
    g.start = start;
    g.exit = goal;

    const maze::MazeShape shape = maze::measureMaze(grid.tiles());
    Diagnostics &d = out.diagnostics;
    d.add("dead_ends", "Dead ends", shape.deadEnds);
    d.add("dead_ends_removed", "Dead ends removed by braiding", removed);
    d.add("dead_ends_before_braid", "Dead ends before braiding", deadBefore);
    d.add("junctions", "Junctions", shape.junctions);
    d.add("loops", "Loops", shape.passages - (grid.cellCount() - 1));
    d.add("solution_length", "Solution length", bfsDistance(grid.tiles(), {start}).distance[goal], "tiles");
    control.report(1.0);
    return out;
}

} // namespace mapsmith
