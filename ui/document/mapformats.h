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

std::optional<MapFormat> mapFormatForPath(const QString &path);

/// Reads `bytes` (the content of `path`; the file name appears in messages) as `format`. PNG cannot be read.
Result<Map> readMapBytes(const QByteArray &bytes, const QString &path, MapFormat format,
                         const TileMapping &mapping);

/// Reads the file at `path` in the format of its extension.
Result<Map> readMapFile(const QString &path, const TileMapping &mapping);

/// The tileset image written beside a Tiled map: "<map name>_tiles.png" in the same folder.
QString tilesetPathFor(const QString &mapPath);

/// Pixels per tile in an exported Tiled map and its tileset image.
inline constexpr int kTiledTileSize = 16;

/// Writes `map` to `path` in the format of its extension, atomically (QSaveFile). TMJ and TMX also write
/// their tileset image (tilesetPathFor). `pngScale` is the PNG's pixels per tile. Errors name the file.
Status writeMapFile(const Map &map, const QString &path, const TileMapping &mapping, int pngScale = 8);

} // namespace mapsmith
