// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include "map/map.h"
#include "render/palette.h"

#include <QImage>
#include <QRect>
#include <cstdint>
#include <vector>

namespace mapsmith {

/// The one renderer: the map view, PNG export and the CLI all draw maps with these functions.

/// The map at `scale` pixels per tile (1..64): tiles, then start/exit markers, then entities.
/// Format_RGB32; a map of w x h tiles gives a (w*scale) x (h*scale) image.
QImage renderMap(const Map &map, const Palette &palette, int scale = 1);

/// Pixels per layout unit of a tower in the map view: large enough for letters, floor numbers and a legend.
inline constexpr int kTowerViewScale = 6;

/// The picture the map view shows: grid maps at one pixel per tile (the view zooms with crisp pixels), towers
/// as a graph at kTowerViewScale with their legend.
QImage renderForView(const Map &map, const Palette &palette);

/// Redraws only `cells` of a grid map's renderForView image (after a paint stroke): the same colours in
/// the same order (tile, start, exit, last entity on the cell), one pixel each, no full re-render.
void renderCellsForView(QImage &image, const Map &map, const Palette &palette,
                        const std::vector<Point> &cells);

struct WallOptions
{
    int columns = 10; ///< thumbnails per row (>= 1)
    int scale = 2;    ///< pixels per tile in each thumbnail
    int gap = 4;      ///< pixels between thumbnails
    int labelHeight = 16;
};

struct WallCell
{
    std::uint64_t seed = 0;
    QRect thumbnail; ///< where the map is drawn
    QRect label;     ///< where the seed is written, under the thumbnail
};

struct WallItem
{
    std::uint64_t seed = 0;
    Map map;
};

/// A thumbnail wall: items in order, left to right, top to bottom, each labelled with its seed.
/// Cells are sized for the largest map. `cells` (if given) receives the layout.
QImage renderWall(const std::vector<WallItem> &items, const Palette &palette, const WallOptions &options,
                  std::vector<WallCell> *cells = nullptr);

} // namespace mapsmith
