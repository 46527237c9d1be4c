// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/io/tiledart.h>
#include <mapsmith/io/tilemapping.h>
#include <mapsmith/map/map.h>
#include <mapsmith/util/result.h>

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace mapsmith {

class GeneratorRegistry;
struct TilesetConfig;

/// Tiled (https://www.mapeditor.org) maps: JSON (.tmj) and XML (.tmx). docs/FORMATS.md, "Tiled maps", says
/// what goes where. Reading takes any orthogonal map: every layer kind (tile, object, image, group), every
/// data encoding (CSV, XML tiles, base64 plain / zlib / gzip / zstd), infinite maps (chunks), embedded and
/// external tilesets (.tsx / .tsj), image collections, object templates (.tx / .tj), flip flags,
/// properties and classes everywhere. The Map it gives carries the whole Tiled document (Map::art), so
/// the editor draws it with its tilesets and an export writes it back with only the edits changed.
/// Walls and floors come from what the map says (tiledclassify.cpp); start, exit and entities from object
/// classes (tiledobjects.cpp). Errors name the file and line:column where the parser gives it (TMX; JSON
/// syntax), else the element, layer or object with its index ("layers[0] 'tiles' data[3]: ...").
/// Sizes are bounded before anything is allocated (tiledio_p.h, "Limits").

/// Reads a file a map names (an external tileset, a template) by its path, resolved against the folder of
/// the file naming it.
using TiledFileLoader = std::function<Result<std::string>(const std::string &path)>;

/// Reads files from disk with readTextFile; a file missing as "x" is read from "x.gz" and gunzipped (Debian
/// installs Tiled's examples that way).
TiledFileLoader tiledDiskLoader();

struct TiledReadOptions
{
    /// Given (`--mapping`, the import dialog), the gids it lists decide the tiles and nothing else does;
    /// unset, the map itself says (collision layers, tile classes and properties, collision objects).
    std::optional<TileMapping> mapping;
    /// External tilesets and templates; unset, naming one is an error that names the file.
    TiledFileLoader load;
};

/// Reads a TMJ / TMX map (`fileName`: its path, for messages and for resolving what it names). Generator
/// parameters (map properties `param.<id>`) are checked against the registry's schema as a map file's are.
Result<Map> readTmj(std::string_view text, const std::string &fileName, const TiledReadOptions &options,
                    const GeneratorRegistry &registry);
Result<Map> readTmx(std::string_view text, const std::string &fileName, const TiledReadOptions &options,
                    const GeneratorRegistry &registry);
/// The same with an explicit mapping and no external files.
Result<Map> readTmj(std::string_view text, const std::string &fileName, const TileMapping &mapping,
                    const GeneratorRegistry &registry);
Result<Map> readTmx(std::string_view text, const std::string &fileName, const TileMapping &mapping,
                    const GeneratorRegistry &registry);

/// Only the parse: the document as the file says it, external tilesets and templates read and resolved.
Result<tiled::Document> parseTmj(std::string_view text, const std::string &fileName,
                                 const TiledFileLoader &load);
Result<tiled::Document> parseTmx(std::string_view text, const std::string &fileName,
                                 const TiledFileLoader &load);

struct TiledExportOptions
{
    std::string tilesetImage = "tileset.png"; ///< the mapsmith tileset's image, relative to the map
    int tileSize = 16;                        ///< pixels per tile of the mapsmith tileset and a plain export
    /// Where the map is written (for references relative to it); empty: beside the file it was read from.
    std::string path;
};

/// How the mapsmith tileset image is laid out: `columns` x `rows` cells of tileSize pixels; cell i is gid
/// i + 1.
struct TiledTilesetLayout
{
    int columns = 1;
    int rows = 1;
    int tileCount = 0;
};
TiledTilesetLayout tiledTilesetLayout(const TileMapping &mapping);

/// The map as TMJ / TMX text.
/// - A map with art (an imported one, or a generated one wearing a tileset) is written as its Tiled
///   document with the edits made since (cells, start, exit, entities): the same format as it was read
///   is the file it came from with only those parts changed; the other format is the model written whole.
///   Tilesets stay references; relative paths are rewritten for `options.path`. Cells whose tile has no gid
///   in the map's tilesets get one from an added "mapsmith" tileset (then `*needsTileset` is set: the
///   caller writes its image, options.tilesetImage, as for a plain export).
/// - Otherwise (a plain export): one tile layer "tiles" by the mapping, an embedded "mapsmith" tileset,
///   an object layer "entities" and the source as map properties.
/// Errors: a tower map; a tile the mapping has no gid for (other than its empty tile).
Result<std::string> writeTmj(const Map &map, const TileMapping &mapping,
                             const TiledExportOptions &options = {}, bool *needsTileset = nullptr);
Result<std::string> writeTmx(const Map &map, const TileMapping &mapping,
                             const TiledExportOptions &options = {}, bool *needsTileset = nullptr);

/// The document writeTmx / writeTmj turn into text (the art with the edits written in, the dressed tiles,
/// or the plain export): what the editor draws for a map with art.
Result<tiled::Document> tiledDocumentFor(const Map &map, const TileMapping &mapping,
                                         const TiledExportOptions &options = {});

/// A generated map's dress (the config's `tileset:` section, docs/FORMATS.md "Dressing a map"): the
/// tileset it names, read through `load` relative to the folder of `configFile`, and its rules made into
/// DressRules (tileddressload.cpp). Errors name `configFile` with the line and column of the key at fault:
/// a tileset that cannot be read (a broken one's own error names its file), a gid the tileset lacks, a
/// Wang set or colour it does not have.
Result<std::shared_ptr<const TiledArt>> loadDress(const TilesetConfig &config, const std::string &configFile,
                                                  const TiledFileLoader &load);
/// `map` wearing `dress` (a grid map; a tower map and a null dress leave it as it is). The map's cells,
/// and so its hash, are unchanged.
void wearDress(Map &map, std::shared_ptr<const TiledArt> dress);

} // namespace mapsmith
