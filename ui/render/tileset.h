// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include "render/palette.h"

#include <mapsmith/io/tilemapping.h>

#include <QImage>

namespace mapsmith {

/// The tileset image an exported Tiled map names (core/io/tiled.h, tiledTilesetLayout): cell i is gid i + 1,
/// filled with the palette colour of the tile that gid maps to and outlined one shade darker so that
/// neighbouring tiles stay apart in Tiled; gids the mapping leaves out stay transparent. ARGB32.
QImage renderTileset(const TileMapping &mapping, const Palette &palette, int tileSize);

} // namespace mapsmith
