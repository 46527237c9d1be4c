// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/io/tilemapping.h>
#include <mapsmith/map/map.h>
#include <mapsmith/util/result.h>

#include <QByteArray>
#include <QString>

#include <optional>

namespace mapsmith {

/// The map file formats, by extension: what `mapsmith convert` and the editor's Import and Export use, so
/// that both read and write through the very same code.
enum class MapFormat {
    Yaml,       ///< .yaml / .yml: a Mapsmith map file
    Tmj,        ///< .tmj / .json: Tiled JSON
    Tmx,        ///< .tmx: Tiled XML
    LodeRunner, ///< .txt: classic Lode Runner text (reading takes the first level)
    Png,        ///< .png: a picture (written only)
};

/// The format of a path's extension; a Tiled map may be gzipped (".tmx.gz", as Debian installs Tiled's
/// examples).
std::optional<MapFormat> mapFormatForPath(const QString &path);

/// Reads `bytes` (the content of `path`, which appears in messages and against which a Tiled map's
/// tilesets, images and templates are found) as `format`. PNG cannot be read. `mapping`: for a Tiled map,
/// the gids that decide the tiles (--mapping, the import dialog); without one the map says
/// (core/io/tiled.h).
Result<Map> readMapBytes(const QByteArray &bytes, const QString &path, MapFormat format,
                         const std::optional<TileMapping> &mapping = std::nullopt);

/// Reads the file at `path` in the format of its extension.
Result<Map> readMapFile(const QString &path, const std::optional<TileMapping> &mapping = std::nullopt);

/// The tileset image written beside a Tiled map: "<map name>_tiles.png" in the same folder.
QString tilesetPathFor(const QString &mapPath);

/// Pixels per tile in an exported Tiled map and its tileset image.
inline constexpr int kTiledTileSize = 16;

/// Writes `map` to `path` in the format of its extension, atomically (QSaveFile). TMJ and TMX also write
/// the mapsmith tileset's image (tilesetPathFor) when the map uses it. `pngScale` is the PNG's pixels per
/// tile; 0 takes the default: 8, or a map's tile size when it wears tile art. Errors name the file.
Status writeMapFile(const Map &map, const QString &path, const TileMapping &mapping, int pngScale = 0);

/// The default PNG scale of `map` (writeMapFile's 0).
int defaultPngScale(const Map &map);

} // namespace mapsmith
