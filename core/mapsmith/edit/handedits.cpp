// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/edit/handedits.h>

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
    case PaintBrush::Kind::Enemy:
        return "enemy";
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

/// `cells` sorted, without repeats and without the cells off the base map.
std::vector<Point> onMap(std::vector<Point> cells, const Map &base)
{
    std::sort(cells.begin(), cells.end());
    cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
    std::erase_if(cells, [&](Point p) { return !base.grid.tiles.contains(p); });
    return cells;
}

} // namespace

void HandEditsPatch::merge(const HandEditsPatch &later, bool keepExisting)
{
    cells.assign(later.cells, false, keepExisting);
    if (later.start && !(keepExisting && start))
        start = later.start;
    if (later.exit && !(keepExisting && exit))
        exit = later.exit;
    if (later.tower && !(keepExisting && tower))
        tower = later.tower;
}

CellEdit HandEdits::cell(Point p) const
{
    return cells.value(p);
}

void HandEdits::setCell(Point p, const CellEdit &edit)
{
    if (edit.tile || edit.entity)
        cells.insert(p, edit);
    else
        cells.erase(p);
}

void HandEdits::apply(const HandEditsPatch &patch)
{
    cells.assign(patch.cells, true);
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
    undo.cells = cells.valuesAt(patch.cells);
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
    if (brush.kind == PaintBrush::Kind::Start) {
        if (grid.start != cell)
            patch.start = std::optional<Point>(cell);
        return patch;
    }
    if (brush.kind == PaintBrush::Kind::Exit) {
        if (grid.exit != cell)
            patch.exit = std::optional<Point>(cell);
        return patch;
    }
    if (const auto edit = CellPainter(edits, brush, shown).paint(cell))
        patch.cells.insert(cell, *edit);
    return patch;
}

CellPainter::CellPainter(const HandEdits &edits, const PaintBrush &brush, const Map &shown)
    : m_edits(edits), m_brush(brush), m_shown(shown)
{
    for (const Entity &e : shown.grid.entities)
        m_entityCells.insert(Point{e.x, e.y});
}

std::optional<CellEdit> CellPainter::paint(Point cell) const
{
    const GridMap &grid = m_shown.grid;
    if (m_shown.kind != MapKind::Grid || !grid.tiles.contains(cell))
        return std::nullopt;
    // A cell with no entity needs no search through the map's entities.
    const auto only = [&](const std::string &type) {
        return m_entityCells.contains(cell) ? onlyEntityAt(grid, cell, type) : type.empty();
    };
    const Tile current = grid.tiles[cell];
    CellEdit edit = m_edits.cell(cell);
    switch (m_brush.kind) {
    case PaintBrush::Kind::Tile:
        if (current == m_brush.tile)
            return std::nullopt;
        edit.tile = m_brush.tile;
        break;
    case PaintBrush::Kind::Erase:
        if (current == Tile::Floor && only({}))
            return std::nullopt;
        edit = {Tile::Floor, std::string()};
        break;
    case PaintBrush::Kind::Start:
    case PaintBrush::Kind::Exit:
        return std::nullopt; // markers are one cell: paintPatch
    case PaintBrush::Kind::Gold:
    case PaintBrush::Kind::Guard:
    case PaintBrush::Kind::Light:
    case PaintBrush::Kind::Enemy:
        if (only(entityType(m_brush.kind)))
            return std::nullopt;
        edit.entity = entityType(m_brush.kind);
        break;
    }
    return edit;
}

HandEditsPatch paintCellsPatch(const HandEdits &edits, const PaintBrush &brush,
                               const std::vector<Point> &cells, const Map &shown)
{
    if (brush.kind == PaintBrush::Kind::Start || brush.kind == PaintBrush::Kind::Exit)
        return cells.empty() ? HandEditsPatch{} : paintPatch(edits, brush, cells.back(), shown);
    // Cells are distinct, so each cell's edit is computed against the same state.
    HandEditsPatch patch;
    const CellPainter painter(edits, brush, shown);
    for (const Point &cell : cells) {
        if (const auto edit = painter.paint(cell))
            patch.cells.insert(cell, *edit);
    }
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
    edits.cells.forEach([&grid](Point cell, const CellEdit &edit) {
        if (edit.tile && grid.tiles.contains(cell))
            grid.tiles[cell] = *edit.tile;
    });
    if (edits.start && grid.tiles.contains(*edits.start))
        grid.start = edits.start;
    if (edits.exit && grid.tiles.contains(*edits.exit))
        grid.exit = edits.exit;
    if (edits.cells.entityCount() > 0)
        grid.entities = editedEntities(grid, edits);
    return base;
}

std::vector<Entity> editedEntities(const GridMap &base, const HandEdits &edits)
{
    std::vector<Entity> out;
    for (const Entity &e : base.entities) {
        if (!edits.cells.entity(Point{e.x, e.y}))
            out.push_back(e);
    }
    edits.cells.forEachEntity([&](Point cell, const std::string &type) {
        if (!type.empty() && base.tiles.contains(cell))
            out.push_back({type, cell.x, cell.y});
    });
    return out;
}

void applyHandEditsAt(Map &map, const Map &base, const HandEdits &edits, Point cell)
{
    GridMap &grid = map.grid;
    if (map.kind != MapKind::Grid || !grid.tiles.contains(cell) || !base.grid.tiles.contains(cell))
        return;
    grid.tiles[cell] = edits.cells.tile(cell).value_or(base.grid.tiles[cell]);
    const auto at = [cell](const Entity &e) { return e.x == cell.x && e.y == cell.y; };
    std::erase_if(grid.entities, at);
    if (const std::string *entity = edits.cells.entity(cell)) {
        if (!entity->empty())
            grid.entities.push_back({*entity, cell.x, cell.y});
    } else {
        std::copy_if(base.grid.entities.begin(), base.grid.entities.end(), std::back_inserter(grid.entities),
                     at);
    }
}

std::vector<Point> changedCells(const HandEdits &before, const HandEdits &after, const Map &base)
{
    std::vector<Point> cells;
    before.cells.forEach([&](Point p, const CellEdit &edit) {
        if (after.cells.value(p) != edit)
            cells.push_back(p);
    });
    after.cells.forEach([&](Point p, const CellEdit &) {
        if (!before.cells.contains(p))
            cells.push_back(p);
    });
    for (const auto &[a, b] : {std::pair{before.start, after.start}, std::pair{before.exit, after.exit}}) {
        if (a == b)
            continue;
        // The marker may move from or to the base's own position: repaint all of them.
        for (const auto &p : {a, b, base.grid.start, base.grid.exit}) {
            if (p)
                cells.push_back(*p);
        }
    }
    return onMap(std::move(cells), base);
}

std::vector<Point> changedCells(const HandEdits &before, const HandEditsPatch &patch, const Map &base)
{
    // A vector, not a set: a flood fill's patch has hundreds of thousands of cells, already in order.
    std::vector<Point> cells = patch.cells.cells();
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
