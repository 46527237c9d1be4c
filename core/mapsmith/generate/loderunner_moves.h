// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/grid/grid.h>
#include <mapsmith/map/tile.h>

#include <cstdint>
#include <vector>

namespace mapsmith::lode {

/// A simple movement model of the Lode Runner runner without digging (see loderunner_moves.cpp), used by
/// the loderunner generator and its validator until the search rules exist.
enum class HiddenLadders {
    Hidden, ///< before all gold is taken: a hidden ladder is empty space
    Shown,  ///< after: it is a ladder
};

/// Brick and solid (and a grid wall) stop the runner; every other tile can be entered.
bool blocks(Tile t);

/// The runner at `p` does not fall: on a ladder or rope, at the bottom row, or above brick, solid or ladder.
bool supported(const Grid<Tile> &tiles, Point p, HiddenLadders hidden);

/// A Floor cell where gold, a guard or the runner can stand still.
bool isStandingSpot(const Grid<Tile> &tiles, Point p);

/// The cells one move from `p`, in the order left, right, up, down (a falling runner only moves down).
/// Empty for a cell the runner cannot occupy.
std::vector<Point> movesFrom(const Grid<Tile> &tiles, Point p, HiddenLadders hidden);

/// 1 for every cell the runner can get to from `start`; all 0 if start is off the map or blocked.
Grid<std::uint8_t> reachableFrom(const Grid<Tile> &tiles, Point start, HiddenLadders hidden);

/// 1 for every cell from which the runner can get to `target`.
Grid<std::uint8_t> canReach(const Grid<Tile> &tiles, Point target, HiddenLadders hidden);

/// Cells reachable from `start` from which `start` can be reached again: gold there can be taken and
/// the runner can go on to take the rest, in any order.
Grid<std::uint8_t> roundTrip(const Grid<Tile> &tiles, Point start, HiddenLadders hidden);

} // namespace mapsmith::lode
