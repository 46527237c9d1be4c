// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Cell sets of the shape tools.
#pragma once

#include <mapsmith/grid/point.h>

#include <vector>

namespace mapsmith {

/// Bresenham's line from `a` to `b`, both included, in order; cells outside width x height are left out.
std::vector<Point> lineCells(Point a, Point b, int width, int height);

/// Every cell of the rectangle with corners `a` and `b` (inclusive, any order), clipped to width x height.
std::vector<Point> rectCells(Point a, Point b, int width, int height);

} // namespace mapsmith
