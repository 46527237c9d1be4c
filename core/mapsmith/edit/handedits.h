// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/edit/celllayer.h>
#include <mapsmith/map/map.h>

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace mapsmith {

/// What one click of the paint tool puts on a cell.
struct PaintBrush
{
    enum class Kind { Tile, Erase, Start, Exit, Gold, Guard, Light, Enemy };
    Kind kind = Kind::Tile;
    Tile tile = Tile::Wall; ///< for Kind::Tile
    friend bool operator==(const PaintBrush &, const PaintBrush &) = default;
};

/// A designer's changes to a tower graph. Rooms are named by (column, floor) as cells are by (x, y), so
/// the edits survive a regeneration: a room or edge that the new tower lacks is ignored.
struct TowerEdits
{
    std::map<Point, RoomType> types;                ///< Point{column, floor} -> the room's new type
    std::set<std::pair<Point, Point>> addedEdges;   ///< (lower room, upper room)
    std::set<std::pair<Point, Point>> removedEdges; ///< (lower room, upper room)

    bool empty() const { return types.empty() && addedEdges.empty() && removedEdges.empty(); }
    friend bool operator==(const TowerEdits &, const TowerEdits &) = default;
};

/// `tower` with `edits` applied: types set, removed edges dropped, added edges (between existing rooms,
/// not yet there) appended.
void applyTowerEdits(TowerMap &tower, const TowerEdits &edits);

/// A change to some cells and markers of the hand edits; a paint stroke or its undo. Costs only what it
/// touches, so painting stays fast however many edits the map already has. An empty CellEdit in `cells`
/// clears that cell's edits.
struct HandEditsPatch
{
    CellLayer cells;
    std::optional<std::optional<Point>> start; ///< set when the patch moves (or drops) the start edit
    std::optional<std::optional<Point>> exit;
    std::optional<TowerEdits> tower; ///< set when the patch replaces the tower edits

    bool empty() const { return cells.empty() && !start && !exit && !tower; }
    /// Adds `later`: its values win; in `undo` mode the values already here win (the oldest "before").
    void merge(const HandEditsPatch &later, bool keepExisting);
    friend bool operator==(const HandEditsPatch &, const HandEditsPatch &) = default;
};

/// A designer's changes to a grid map, kept apart from the map they change (the "base": the generated map,
/// or the map of an opened file). Regenerating replaces the base and re-applies the same edits, so tuning
/// parameters keeps the hand-painted cells. Edits name cells, not tiles relative to the content: a cell
/// outside a smaller regenerated map is ignored until the map grows again.
struct HandEdits
{
    CellLayer cells; ///< every held cell has a tile or an entity edit (or both)
    std::optional<Point> start;
    std::optional<Point> exit;
    TowerEdits tower; ///< for a tower map

    bool empty() const { return cells.empty() && !start && !exit && tower.empty(); }

    CellEdit cell(Point p) const;
    void setCell(Point p, const CellEdit &edit);
    void apply(const HandEditsPatch &patch);
    /// The patch that undoes `patch` from here: the current values of the cells and markers it touches.
    HandEditsPatch inverse(const HandEditsPatch &patch) const;

    friend bool operator==(const HandEdits &, const HandEdits &) = default;
};

/// What painting `brush` on `cell` of `shown` (the map as displayed) changes in `edits`. Empty when the
/// displayed cell already looks like that (painting the same tile is no edit) or the cell is off the map.
HandEditsPatch paintPatch(const HandEdits &edits, const PaintBrush &brush, Point cell, const Map &shown);

/// paintPatch for many cells of one brush (not Start or Exit) at once: the shown map's entities are
/// indexed once, so a flood fill of a million cells costs a pass over them, not a search per cell.
class CellPainter
{
public:
    CellPainter(const HandEdits &edits, const PaintBrush &brush, const Map &shown);
    /// The cell's new edit, or nothing when painting there changes nothing (or the cell is off the map).
    std::optional<CellEdit> paint(Point cell) const;

private:
    const HandEdits &m_edits;
    PaintBrush m_brush;
    const Map &m_shown;
    std::set<Point> m_entityCells;
};

/// What painting `brush` on all of `cells` (distinct; a line, a rectangle, a flood fill) changes: one patch,
/// so one undo step however many cells. A Start or Exit brush places its marker on the last cell only (where
/// the gesture ended). Empty when no cell changes.
HandEditsPatch paintCellsPatch(const HandEdits &edits, const PaintBrush &brush,
                               const std::vector<Point> &cells, const Map &shown);

/// `base` with `edits` applied (the tower edits for a tower map).
Map applyHandEdits(Map base, const HandEdits &edits);

/// The entities of `base` + `edits`, in the order applyHandEdits gives them: the base's that no edit
/// replaces, in their order, then the edited cells' in cell order. The same edits always give the same
/// list, so undoing an entity edit restores the very same map.
std::vector<Entity> editedEntities(const GridMap &base, const HandEdits &edits);

/// Brings `cell` of `map` (tile and entities) to what base + edits says; start and exit are not touched.
void applyHandEditsAt(Map &map, const Map &base, const HandEdits &edits, Point cell);

/// The cells whose look differs between `base` + `before` and `base` + `after`, including the old and new
/// start and exit cells when those moved. Cells off the base map are left out.
std::vector<Point> changedCells(const HandEdits &before, const HandEdits &after, const Map &base);
/// The same for applying `patch` to `before`.
std::vector<Point> changedCells(const HandEdits &before, const HandEditsPatch &patch, const Map &base);

} // namespace mapsmith
