// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "document/handedits.h"

#include <algorithm>
#include <set>

namespace mapsmith {

namespace {

const char *entityType(PaintBrush::Kind kind)
{
    switch (kind) {
    case PaintBrush::Kind::Gold:
        return "gold";
    case PaintBrush::Kind::Light:
        return "light";
    default:
        return "guard";
    }
}

bool onlyEntityAt(const GridMap &grid, Point cell, const std::string &type)
{
    int count = 0;
    bool same = true;
    for (const Entity &e : grid.entities) {
        if (e.x == cell.x && e.y == cell.y) {
            ++count;
            same = same && e.type == type;
        }
    }
    return type.empty() ? count == 0 : count == 1 && same;
}

template <typename T>
void collectKeys(const std::map<Point, T> &a, const std::map<Point, T> &b, std::set<Point> &out)
{
    for (const auto &[cell, value] : a) {
        auto it = b.find(cell);
        if (it == b.end() || it->second != value)
            out.insert(cell);
    }
    for (const auto &[cell, value] : b) {
        if (!a.contains(cell))
            out.insert(cell);
    }
}

std::vector<Point> onMap(const std::set<Point> &cells, const Map &base)
{
    std::vector<Point> out;
    for (const Point &p : cells) {
        if (base.grid.tiles.contains(p))
            out.push_back(p);
    }
    return out;
}

} // namespace

void HandEditsPatch::merge(const HandEditsPatch &later, bool keepExisting)
{
    for (const auto &[p, edit] : later.cells) {
        if (keepExisting)
            cells.try_emplace(p, edit);
        else
            cells[p] = edit;
    }
    if (later.start && !(keepExisting && start))
        start = later.start;
    if (later.exit && !(keepExisting && exit))
        exit = later.exit;
    if (later.tower && !(keepExisting && tower))
        tower = later.tower;
}

CellEdit HandEdits::cell(Point p) const
{
    CellEdit edit;
    if (auto it = tiles.find(p); it != tiles.end())
        edit.tile = it->second;
    if (auto it = entities.find(p); it != entities.end())
        edit.entity = it->second;
    return edit;
}

void HandEdits::setCell(Point p, const CellEdit &edit)
{
    if (edit.tile)
        tiles[p] = *edit.tile;
    else
        tiles.erase(p);
    if (edit.entity)
        entities[p] = *edit.entity;
    else
        entities.erase(p);
}

void HandEdits::apply(const HandEditsPatch &patch)
{
    for (const auto &[p, edit] : patch.cells)
        setCell(p, edit);
    if (patch.start)
        start = *patch.start;
    if (patch.exit)
        exit = *patch.exit;
    if (patch.tower)
        tower = *patch.tower;
}

HandEditsPatch HandEdits::inverse(const HandEditsPatch &patch) const
{
    HandEditsPatch undo;
    for (const auto &entry : patch.cells)
        undo.cells.emplace_hint(undo.cells.end(), entry.first, cell(entry.first)); // same (sorted) order
    if (patch.start)
        undo.start = start;
    if (patch.exit)
        undo.exit = exit;
    if (patch.tower)
        undo.tower = tower;
    return undo;
}

HandEditsPatch paintPatch(const HandEdits &edits, const PaintBrush &brush, Point cell, const Map &shown)
{
    HandEditsPatch patch;
    const GridMap &grid = shown.grid;
    if (shown.kind != MapKind::Grid || !grid.tiles.contains(cell))
        return patch;
    const Tile current = grid.tiles[cell];
    CellEdit edit = edits.cell(cell);
    switch (brush.kind) {
    case PaintBrush::Kind::Tile:
        if (current == brush.tile)
            return patch;
        edit.tile = brush.tile;
        break;
    case PaintBrush::Kind::Erase:
        if (current == Tile::Floor && onlyEntityAt(grid, cell, {}))
            return patch;
        edit = {Tile::Floor, std::string()};
        break;
    case PaintBrush::Kind::Start:
        if (grid.start != cell)
            patch.start = std::optional<Point>(cell);
        return patch;
    case PaintBrush::Kind::Exit:
        if (grid.exit != cell)
            patch.exit = std::optional<Point>(cell);
        return patch;
    case PaintBrush::Kind::Gold:
    case PaintBrush::Kind::Guard:
    case PaintBrush::Kind::Light:
        if (onlyEntityAt(grid, cell, entityType(brush.kind)))
            return patch;
        edit.entity = entityType(brush.kind);
        break;
    }
    patch.cells.emplace(cell, edit);
    return patch;
}

void applyTowerEdits(TowerMap &tower, const TowerEdits &edits)
{
    if (edits.empty())
        return;
    std::map<Point, int> index;
    for (std::size_t i = 0; i < tower.nodes.size(); ++i) {
        TowerNode &node = tower.nodes[i];
        const Point at{node.column, node.floor};
        index.emplace(at, static_cast<int>(i));
        if (auto it = edits.types.find(at); it != edits.types.end())
            node.type = it->second;
    }
    const auto at = [&tower](int node) {
        const TowerNode &n = tower.nodes[static_cast<std::size_t>(node)];
        return Point{n.column, n.floor};
    };
    std::erase_if(tower.edges, [&](const TowerEdge &e) {
        return edits.removedEdges.contains({at(e.from), at(e.to)});
    });
    for (const auto &[lower, upper] : edits.addedEdges) {
        const auto from = index.find(lower);
        const auto to = index.find(upper);
        if (from == index.end() || to == index.end())
            continue;
        const TowerEdge edge{from->second, to->second};
        if (std::find(tower.edges.begin(), tower.edges.end(), edge) == tower.edges.end())
            tower.edges.push_back(edge);
    }
}

Map applyHandEdits(Map base, const HandEdits &edits)
{
    if (base.kind == MapKind::Tower) {
        applyTowerEdits(base.tower, edits.tower);
        return base;
    }
    if (base.kind != MapKind::Grid || edits.empty())
        return base;
    GridMap &grid = base.grid;
    for (const auto &[cell, tile] : edits.tiles) {
        if (grid.tiles.contains(cell))
            grid.tiles[cell] = tile;
    }
    if (edits.start && grid.tiles.contains(*edits.start))
        grid.start = edits.start;
    if (edits.exit && grid.tiles.contains(*edits.exit))
        grid.exit = edits.exit;
    if (!edits.entities.empty())
        grid.entities = editedEntities(grid, edits);
    return base;
}

std::vector<Entity> editedEntities(const GridMap &base, const HandEdits &edits)
{
    std::vector<Entity> out;
    for (const Entity &e : base.entities) {
        if (!edits.entities.contains(Point{e.x, e.y}))
            out.push_back(e);
    }
    for (const auto &[cell, type] : edits.entities) {
        if (!type.empty() && base.tiles.contains(cell))
            out.push_back({type, cell.x, cell.y});
    }
    return out;
}

void applyHandEditsAt(Map &map, const Map &base, const HandEdits &edits, Point cell)
{
    GridMap &grid = map.grid;
    if (map.kind != MapKind::Grid || !grid.tiles.contains(cell) || !base.grid.tiles.contains(cell))
        return;
    const auto tile = edits.tiles.find(cell);
    grid.tiles[cell] = tile != edits.tiles.end() ? tile->second : base.grid.tiles[cell];
    const auto at = [cell](const Entity &e) { return e.x == cell.x && e.y == cell.y; };
    std::erase_if(grid.entities, at);
    if (const auto entity = edits.entities.find(cell); entity != edits.entities.end()) {
        if (!entity->second.empty())
            grid.entities.push_back({entity->second, cell.x, cell.y});
    } else {
        std::copy_if(base.grid.entities.begin(), base.grid.entities.end(), std::back_inserter(grid.entities),
                     at);
    }
}

std::vector<Point> changedCells(const HandEdits &before, const HandEdits &after, const Map &base)
{
    std::set<Point> cells;
    collectKeys(before.tiles, after.tiles, cells);
    collectKeys(before.entities, after.entities, cells);
    for (const auto &[a, b] : {std::pair{before.start, after.start}, std::pair{before.exit, after.exit}}) {
        if (a == b)
            continue;
        // The marker may move from or to the base's own position: repaint all of them.
        for (const auto &p : {a, b, base.grid.start, base.grid.exit}) {
            if (p)
                cells.insert(*p);
        }
    }
    return onMap(cells, base);
}

std::vector<Point> changedCells(const HandEdits &before, const HandEditsPatch &patch, const Map &base)
{
    // A vector, not a set: a flood fill's patch has hundreds of thousands of cells, already in order.
    std::vector<Point> cells;
    cells.reserve(patch.cells.size() + 8);
    for (const auto &entry : patch.cells)
        cells.push_back(entry.first);
    bool markers = false;
    for (const auto &[a, b] : {std::pair{before.start, patch.start}, std::pair{before.exit, patch.exit}}) {
        if (!b)
            continue;
        for (const auto &p : {a, *b, base.grid.start, base.grid.exit}) {
            if (p) {
                cells.push_back(*p);
                markers = true;
            }
        }
    }
    if (markers) {
        std::sort(cells.begin(), cells.end());
        cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
    }
    std::erase_if(cells, [&](Point p) { return !base.grid.tiles.contains(p); });
    return cells;
}

} // namespace mapsmith
