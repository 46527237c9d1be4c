// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// MazeGenerator::validate: the promises a maze keeps, checked on the map alone (O(tiles)).
#include <mapsmith/generate/maze.h>
#include <mapsmith/generate/maze_grid.h>
#include <mapsmith/grid/components.h>
#include <mapsmith/grid/distance.h>

namespace mapsmith {

namespace {

class MazeChecks
{
public:
    void add(std::string id, bool ok, std::string message)
    {
        m_checks.push_back({std::move(id), ok, ok ? std::string{} : std::move(message)});
    }
    std::vector<Check> take() { return std::move(m_checks); }

private:
    std::vector<Check> m_checks;
};

bool onBorder(const Grid<std::uint8_t> &open, Point p)
{
    return p.x == 0 || p.y == 0 || p.x == open.width() - 1 || p.y == open.height() - 1;
}

void checkLayout(const GridMap &g, const Grid<std::uint8_t> &open, MazeChecks &checks)
{
    bool onlyWallFloor = true;
    for (const Tile t : g.tiles)
        onlyWallFloor = onlyWallFloor && (t == Tile::Wall || t == Tile::Floor);
    checks.add("tiles_wall_or_floor", onlyWallFloor, "a tile is neither wall nor floor");
    bool layout = true;
    for (int y = 0; y < open.height(); ++y) {
        for (int x = 0; x < open.width(); ++x) {
            if (x % 2 == 1 && y % 2 == 1 && !open.at(x, y))
                layout = false; // a cell
            if (x % 2 == 0 && y % 2 == 0 && open.at(x, y))
                layout = false; // a pillar
        }
    }
    checks.add("cells_open_pillars_wall", layout, "a cell tile is wall or a pillar tile is open");
}

void checkOpenings(const GridMap &g, const Grid<std::uint8_t> &open, MazeChecks &checks)
{
    const bool ends = g.start && g.exit && open.contains(*g.start) && open.contains(*g.exit) &&
                      *g.start != *g.exit && onBorder(open, *g.start) && onBorder(open, *g.exit) &&
                      open[*g.start] && open[*g.exit];
    checks.add("start_exit_on_border", ends,
               "start or exit is missing, the same tile, or not an open border tile");
    int openBorder = 0;
    for (int y = 0; y < open.height(); ++y) {
        for (int x = 0; x < open.width(); ++x)
            openBorder += onBorder(open, {x, y}) && open.at(x, y) ? 1 : 0;
    }
    checks.add("border_two_openings", openBorder == 2,
               std::to_string(openBorder) + " open border tiles instead of 2 (the entrance and the exit)");
    const Components c = labelComponents(open);
    checks.add("one_region", c.count() == 1, std::to_string(c.count()) + " floor regions instead of 1");
    const bool connected = ends && bfsDistance(open, {*g.start}).distance[*g.exit] >= 0;
    checks.add("start_exit_connected", connected, "the exit cannot be reached from the start");
}

} // namespace

std::vector<Check> MazeGenerator::validate(const Map &map, const ParamSet &params) const
{
    MazeChecks checks;
    const GridMap &g = map.grid;
    const auto cw = params.getInt("cell_width");
    const auto ch = params.getInt("cell_height");
    const bool size = g.width() == 2 * cw + 1 && g.height() == 2 * ch + 1;
    checks.add("size_matches", size,
               "the map is " + std::to_string(g.width()) + " x " + std::to_string(g.height()) +
                   " tiles, not " + std::to_string(2 * cw + 1) + " x " + std::to_string(2 * ch + 1));
    if (!size)
        return checks.take();
    const Grid<std::uint8_t> open = g.walkable();
    checkLayout(g, open, checks);
    checkOpenings(g, open, checks);
    const maze::MazeShape shape = maze::measureMaze(open);
    const auto cells = cw * ch;
    const double ratio = params.getReal("braid");
    if (ratio <= 0.0)
        checks.add("perfect_maze", shape.passages == cells - 1,
                   std::to_string(shape.passages) + " passages instead of " + std::to_string(cells - 1) +
                       " (cells - 1): not a spanning tree");
    if (ratio >= 1.0)
        checks.add("no_dead_ends", shape.deadEnds == 0, std::to_string(shape.deadEnds) + " dead ends left");
    if (params.getChoice("openings") == "corners") {
        const Point a{1, 0};
        const Point b{g.width() - 2, g.height() - 1};
        checks.add("openings_at_corners", g.start == a && g.exit == b,
                   "the entrance is not above the top-left cell or the exit not below the bottom-right cell");
    }
    if (params.getChoice("openings") == "left_right") {
        const Point a{0, 1};
        const Point b{g.width() - 1, g.height() - 2};
        checks.add(
            "openings_left_right", g.start == a && g.exit == b,
            "the entrance is not left of the top-left cell or the exit not right of the bottom-right cell");
    }
    return checks.take();
}

} // namespace mapsmith
