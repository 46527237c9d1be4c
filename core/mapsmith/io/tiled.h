// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/io/tilemapping.h>
#include <mapsmith/map/map.h>
#include <mapsmith/util/result.h>

#include <string>
#include <string_view>

namespace mapsmith {

class GeneratorRegistry;

/// Tiled (https://www.mapeditor.org) maps: JSON (.tmj) and XML (.tmx). docs/FORMATS.md, "Tiled maps", says
/// what goes where; in short:
/// - one orthogonal, finite map; one tile layer "tiles" (CSV in TMX, a number array in TMJ) whose gids come
///   from the TileMapping; one embedded tileset "mapsmith" whose image (written beside the map by the caller,
///   see tiledTilesetLayout) has one cell per gid 1..mapping.maxGid();
/// - an object layer "entities": the start and exit as objects of type "start" / "exit", then each entity as
///   an object of its type, each one tile big at its cell;
/// - map properties: mapsmith_generator, mapsmith_generator_version, mapsmith_seed and one "param.<id>"
///   per generator parameter.
/// Reading accepts what Tiled writes: TMX layer data as CSV, XML <tile> elements or base64 (uncompressed,
/// zlib or gzip); TMJ data as an array or base64 (same compressions); the first tile layer (at the top
/// level) is the map, the first object layer holds the entities; gid flip flags are ignored.
/// Errors name the file and line:column where the parser gives it (TMX; JSON syntax), else the element,
/// layer or object with its index ("layers[0] 'tiles': cell (3, 4): gid 77 is not in the tile mapping").
/// Sizes are bounded: width and height in [1, 4096], inflated data at most width * height * 4 bytes.

struct TiledExportOptions
{
    std::string tilesetImage = "tileset.png"; ///< the image path written in the map, relative to it
    int tileSize = 16;                        ///< pixels per tile, in the map and in the tileset image
};

/// How the tileset image is laid out: `columns` x `rows` cells of tileSize pixels; cell i is gid i + 1.
struct TiledTilesetLayout
{
    int columns = 1;
    int rows = 1;
    int tileCount = 0;
};
TiledTilesetLayout tiledTilesetLayout(const TileMapping &mapping);

/// The map as TMJ / TMX text. Errors: a tower map; a tile the mapping has no gid for (other than its empty
/// tile).
Result<std::string> writeTmj(const Map &map, const TileMapping &mapping,
                             const TiledExportOptions &options = {});
Result<std::string> writeTmx(const Map &map, const TileMapping &mapping,
                             const TiledExportOptions &options = {});

/// Reads a TMJ / TMX map. Generator parameters are checked against the registry's schema as a map file's
/// are. `fileName` only appears in messages.
Result<Map> readTmj(std::string_view text, const std::string &fileName, const TileMapping &mapping,
                    const GeneratorRegistry &registry);
Result<Map> readTmx(std::string_view text, const std::string &fileName, const TileMapping &mapping,
                    const GeneratorRegistry &registry);

} // namespace mapsmith
