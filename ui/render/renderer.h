// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include "render/palette.h"
#include "render/tileart.h"

#include <mapsmith/map/map.h>

#include <QImage>
#include <QRect>
#include <QString>

#include <cstdint>
#include <utility>
#include <vector>

namespace mapsmith {

/// The one renderer: the map view, PNG export and the CLI all draw maps with these functions.

/// The map at `scale` pixels per tile (1..64): tiles, then start/exit markers, then entities.
/// Format_RGB32; a map of w x h tiles gives a (w*scale) x (h*scale) image. From TileArt::kMinSize pixels
/// per tile on, tiles and entities are the built-in tile art (or the options' tileset where it has a
/// picture); below it, and with TileStyle::Flat, each tile is its flat palette colour (markers are shapes
/// from 4 pixels on). A grid map wearing a Tiled map's art (Map::art, render/tiledart.h) is drawn with it,
/// unless the options ask for flat colours.
QImage renderMap(const Map &map, const Palette &palette, int scale = 1, const RenderOptions &options = {});

/// The part `tiles` of a grid map (clipped to it), drawn exactly as renderMap draws it: the image's (0, 0)
/// is the region's top-left tile. What the map view paints when zoomed in. Null for towers and empty regions.
QImage renderMapRegion(const Map &map, const Palette &palette, int scale, const QRect &tiles,
                       const RenderOptions &options = {});

/// Whether renderMap draws tile art (not flat colours) at `scale` with `options`.
bool usesArt(const RenderOptions &options, int scale);

/// renderMap as if the map wore no Tiled art (the built-in tile art or flat colours, as `options` say),
/// whatever art the map wears: the walkability picture.
QImage renderMapColours(const Map &map, const Palette &palette, int scale = 1,
                        const RenderOptions &options = {});

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
    /// A line above the wall saying what the number under each seed is ("Under each seed: Path length
    /// (tiles)"); drawn in a band of labelHeight when labels are, none when empty.
    QString legend;
    RenderOptions render; ///< tile art or flat colours (art from TileArt::kMinSize pixels per tile on)
};

struct WallCell
{
    std::uint64_t seed = 0;
    QRect thumbnail; ///< where the map is drawn
    QRect label;     ///< where the seed is written, under the thumbnail
    QRect caption;   ///< where the item's caption is written, under the label (empty without captions)
    QRect badge;     ///< the failed-validation badge on the thumbnail's top right (empty without one)
};

struct WallItem
{
    WallItem() = default;
    WallItem(std::uint64_t seed_, Map map_, QString caption_ = {}, bool badge_ = false)
        : seed(seed_), map(std::move(map_)), caption(std::move(caption_)), badge(badge_)
    {
    }

    std::uint64_t seed = 0;
    Map map;
    QString caption;    ///< a second line under the seed (a sweep metric); none when empty
    bool badge = false; ///< draw the failed-validation badge
};

/// A thumbnail wall: items in order, left to right, top to bottom, each labelled with its seed (and its
/// caption on a second line when any item has one; a red badge on items that ask for it).
/// Cells are sized for the largest map. `cells` (if given) receives the layout.
QImage renderWall(const std::vector<WallItem> &items, const Palette &palette, const WallOptions &options,
                  std::vector<WallCell> *cells = nullptr);

} // namespace mapsmith
