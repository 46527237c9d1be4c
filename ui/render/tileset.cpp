// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "render/tileset.h"

#include <mapsmith/io/tiled.h>

#include <QPainter>

namespace mapsmith {

QImage renderTileset(const TileMapping &mapping, const Palette &palette, int tileSize)
{
    const TiledTilesetLayout layout = tiledTilesetLayout(mapping);
    QImage image(layout.columns * tileSize, layout.rows * tileSize, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    for (const auto &[gid, tile] : mapping.gids) {
        const int index = static_cast<int>(gid) - 1;
        const QRect cell((index % layout.columns) * tileSize, (index / layout.columns) * tileSize, tileSize,
                         tileSize);
        const QColor colour = palette.tile(tile);
        painter.fillRect(cell, colour);
        if (tileSize >= 4) {
            painter.setPen(colour.darker(130));
            painter.drawRect(cell.adjusted(0, 0, -1, -1));
        }
    }
    return image;
}

} // namespace mapsmith
