// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

// Internal to core/io: what the Tiled readers, writers and the importer share.

#include <mapsmith/io/tiled.h>
#include <mapsmith/io/tiledmodel.h>

#include <array>
#include <climits>
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace mapsmith::tiled {

// Limits. A hostile file gets an error naming its place, before anything larger is allocated.
inline constexpr int kMaxTileSize = 4096;                 ///< pixels, tiles and tilesets
inline constexpr int kMaxDepth = 32;                      ///< group layers within group layers
inline constexpr std::size_t kMaxLayers = 4096;           ///< layers in a map, groups included
inline constexpr std::size_t kMaxCells = 1u << 26;        ///< cells over every tile layer (256 MB of gids)
inline constexpr std::size_t kMaxObjects = 1u << 20;      ///< objects in a map
inline constexpr std::size_t kMaxPoints = 1u << 20;       ///< polygon points in a map
inline constexpr std::size_t kMaxTilesets = 4096;         ///< tilesets in a map
inline constexpr std::size_t kMaxTilesetTiles = 1u << 20; ///< tiles described by a tileset
inline constexpr std::size_t kMaxFiles = 4096;            ///< external files a map names
inline constexpr std::size_t kMaxPropertyDepth = 16;      ///< class properties within class properties

Error errorAt(const std::string &file, const Place &place, const std::string &message);

/// "width 5000 is outside [1, 4096]" unless both are in range; checked before anything is allocated.
std::string checkSize(std::int64_t width, std::int64_t height);

/// Decodes base64 layer data, inflates it when `compression` is "zlib", "gzip" or "zstd" ("" = none), and
/// reads width * height little-endian 32-bit gids. Errors are messages only (the caller adds the place).
Result<std::vector<std::uint32_t>> decodeLayerData(std::string_view base64Text,
                                                   const std::string &compression, int width, int height);
/// The inverse: base64 of the gids, compressed as `compression` says.
std::string encodeLayerData(const std::vector<std::uint32_t> &gids, const std::string &compression);

/// An infinite map's tile layer as both readers put it together: its chunks as read, then laid into their
/// bounding box.
class ChunkAssembly
{
public:
    /// Adds a chunk (x, y, width, height) and its gids; a message when the chunks now span more than
    /// kMaxSide tiles (empty otherwise).
    std::string add(const std::array<int, 4> &rect, std::vector<std::uint32_t> gids);
    /// Sets the layer's bounds, chunk list and gids (nothing when no chunk was added).
    void into(Layer &layer) const;

private:
    std::vector<std::pair<std::array<int, 4>, std::vector<std::uint32_t>>> m_pieces;
    int m_x0 = INT32_MAX, m_y0 = INT32_MAX, m_x1 = INT32_MIN, m_y1 = INT32_MIN;
};

/// Parses CSV layer data: exactly width * height unsigned integers. On error, `offset` is where in `text`.
Result<std::vector<std::uint32_t>> parseCsv(std::string_view text, int width, int height,
                                            std::size_t *offset);
/// The inverse, one row per line as Tiled writes it.
std::string writeCsv(const std::vector<std::uint32_t> &gids, int width);

/// 1-based line and column of byte `offset` in `text`.
std::pair<int, int> lineColumn(std::string_view text, std::size_t offset);

/// Where the first byte that is not well-formed UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing
/// past U+10FFFF) is in `text`, or npos when all of it is.
std::size_t firstInvalidUtf8(std::string_view text);

/// Paths as Tiled writes them: '/'-separated, relative to the folder of the file that names them.
std::string folderOf(const std::string &file);
std::string resolvePath(const std::string &folder, const std::string &source);
/// `path` written relative to `folder` (absolute when they share no root).
std::string relativePath(const std::string &path, const std::string &folder);

/// External tilesets and templates a map names, each read once. Counts files against kMaxFiles.
struct ExternalFiles
{
    const TiledFileLoader *load = nullptr;
    std::map<std::string, Tileset> tilesets;     ///< by resolved path, firstgid unset
    std::map<std::string, Object> templates;     ///< by resolved path, gid in the map's gids
    std::map<std::string, Tileset> templateSets; ///< a template's tileset, firstgid as the template has it
    std::size_t count = 0;
};

/// Reads an external tileset (TSX or TSJ by its content) or takes it from `files`.
Result<Tileset> loadTileset(const std::string &path, const Place &place, const std::string &file,
                            ExternalFiles &files);
Result<Tileset> parseTsx(std::string_view text, const std::string &file, ExternalFiles &files);
Result<Tileset> parseTsj(std::string_view text, const std::string &file, ExternalFiles &files);

/// A template's object and the tileset its gid refers to (firstgid as in the template; none for a shape).
struct Template
{
    Object object;
    bool hasTileset = false;
    Tileset tileset;
};
Result<Template> parseTx(std::string_view text, const std::string &file, ExternalFiles &files);
Result<Template> parseTj(std::string_view text, const std::string &file, ExternalFiles &files);
Result<Template> loadTemplate(const std::string &path, const Place &place, const std::string &file,
                              ExternalFiles &files);

/// Fills what `object` leaves unset from its template and turns the template's gid into the map's (the
/// map's tileset with the same file; `doc` must have its tilesets).
Status applyTemplate(Object &object, const Template &tmpl, const Document &doc, const std::string &file);

/// What both readers do once the file is parsed: checkDocument, every object's template applied (a
/// template that cannot be read is a note, the object stays as the map has it), settleInfinite.
/// `folder`: the map's, against which template paths are resolved.
Status finishDocument(Document &doc, const std::string &folder, const std::string &file,
                      ExternalFiles &files);

/// The tileset an external reference stands for when its file cannot be read: no tiles, named by its
/// file, so the map opens with placeholders (as Tiled opens it).
Tileset missingTileset(const std::string &source, const std::string &folder, std::int64_t firstGid,
                       const Place &place);

/// Checks the tilesets are in firstgid order and do not overlap, and every layer's size and the whole's.
Status checkDocument(const Document &doc, const std::string &file);

/// Reads an infinite map's chunk bounds into the map: width, height and origin from the union of every
/// tile layer's chunks, each layer's gids moved into those bounds.
Status settleInfinite(Document &doc, const std::string &file);

/// The whole map into a Map: tiles by the basis, start, exit, entities, source; Map::art set.
Result<Map> importDocument(Document doc, bool tmx, std::string_view text, const std::string &file,
                           const TiledReadOptions &options, const GeneratorRegistry &registry);

/// Maps that Mapsmith wrote itself, plain: Map -> Document (one tile layer, the mapsmith tileset, entities).
Result<Document> plainDocument(const Map &map, const TileMapping &mapping, const TiledExportOptions &options);
/// A map with art: its document with the edits written in (tiledexport.cpp). `added` is set when the
/// mapsmith tileset had to be added for tiles the map's own tilesets cannot say.
Result<Document> artDocument(const Map &map, const TiledExportOptions &options, bool *added);

/// A dressed map: its tileset by reference, the tiles its rules pick, a hidden collision layer of the
/// mapsmith tileset saying every tile, the entities.
Result<Document> dressedDocument(const Map &map, const TiledArt &art, const TiledExportOptions &options);
/// Only grid maps, tile sizes in [1, 256].
Status checkGrid(const Map &map, const TiledExportOptions &options);

/// The generic writers: a whole document as TMX / TMJ text.
std::string writeTmxDocument(const Document &doc);
std::string writeTmjDocument(const Document &doc);

/// The same-format export of an imported map: `text` (the file as read) with the layers and objects that
/// differ between `before` and `after` rewritten, and `after`'s references rebased.
Result<std::string> patchTmx(std::string_view text, const Document &before, const Document &after,
                             const std::string &file);
Result<std::string> patchTmj(std::string_view text, const Document &before, const Document &after,
                             const std::string &file);

/// The mapsmith tileset (embedded): one tile per gid of `mapping`, each with its tile name as its class.
Tileset mapsmithTileset(const TileMapping &mapping, std::uint32_t firstGid, int tileSize,
                        const std::string &image);

} // namespace mapsmith::tiled
