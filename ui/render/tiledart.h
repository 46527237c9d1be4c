// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include "render/palette.h"

#ifndef Q_MOC_RUN
#include <mapsmith/io/tiledmodel.h>
#include <mapsmith/map/map.h>
#endif

#include <QHash>
#include <QImage>
#include <QRect>
#include <QStringList>

#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

namespace mapsmith {

/// The images a Tiled document draws with (tileset images, image-collection tiles, image layers), decoded
/// once (tiledpictures.cpp). A file that cannot be read gets a placeholder (a magenta and black checker) and
/// is listed in missing(); the mapsmith tileset an export adds is drawn from the palette. Thread-safe: a
/// sprite is made on first use under a lock.
class TiledPictures
{
public:
    /// Decodes every image `doc` names. Heavy: call it off the GUI thread.
    static std::shared_ptr<const TiledPictures> load(const tiled::Document &doc, const Palette &palette);

    /// The images that could not be read, each "path: why".
    const QStringList &missing() const { return m_missing; }

    /// A gid's tile (flip flags applied) at `scale` (its size times scale, at least 1 x 1), premultiplied
    /// ARGB; null for gid 0 and gids no tileset has. `doc` is the document whose gids these are (the one
    /// loaded, or one derived from it with tilesets added after its own).
    const QImage &sprite(const tiled::Document &doc, std::uint32_t gid, double scale) const;
    /// An image layer's picture by its resolved path (premultiplied ARGB), null when it has none.
    QImage layerImage(const std::string &path) const
    {
        return m_layerImages.value(QString::fromStdString(path));
    }

private:
    QImage tileImage(const tiled::Document &doc, std::uint32_t gid) const;

    Palette m_palette;
    std::vector<QImage> m_sheets;                         ///< per tileset: its image, or null
    std::vector<std::unordered_map<int, QImage>> m_tiles; ///< per tileset: collection tiles by id
    QHash<QString, QImage> m_layerImages;
    QStringList m_missing;
    mutable std::mutex m_mutex;
    mutable std::unordered_map<std::uint64_t, QImage> m_sprites;
};

/// Draws `doc` (map cells `tiles`, at `scale` pixels per map tile) into `target`, the cell tiles.topLeft()
/// at target's (0, 0): every visible layer in order, tile layers by their gids (tiles bigger than a cell
/// stand on its bottom-left corner, as Tiled draws them), tile objects and shapes, image layers, each with
/// its layer's opacity and offset. `target`: premultiplied ARGB, filled by the caller.
void drawTiledDocument(QImage &target, const tiled::Document &doc, const TiledPictures &pictures,
                       const QRect &tiles, double scale);

/// Whether `map` wears tile art of its own: a dressed map, or an imported one with a tileset other than
/// the mapsmith one (a map Mapsmith exported plain is drawn in the built-in colours, as before its trip).
bool hasTileArt(const Map &map);

/// The document a map's art shows (core's tiledDocumentFor: the import with the edits written in, or the
/// dressed tiles), or null for a map without art or one that cannot be said.
std::shared_ptr<const tiled::Document> shownDocument(const Map &map);

/// The whole map's art as a picture, `scale` pixels per tile (reduced so the picture stays under 2^26
/// pixels), the map's background colour (else the floor colour) under it: what PNG export and the
/// thumbnail wall draw for a map with art. Decoded images are shared between calls through a small cache
/// keyed by file and modification time, so a wall of one dressed generator decodes its tileset once.
QImage renderTiledArt(const Map &map, const Palette &palette, int scale);

} // namespace mapsmith
