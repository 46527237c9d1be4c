// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

// Internal to core/io: what the TMJ and TMX readers and writers share. Each format turns its text into a
// TiledDocument (or back); tiledmodel.cpp turns a TiledDocument into a Map (or back). Every part carries the
// place it came from, so that errors found after parsing still name it.

#include <mapsmith/io/tiled.h>

#include <cstdint>
#include <string>
#include <vector>

namespace mapsmith::tiled {

inline constexpr int kMaxSide = 4096;
/// Tiled's flip and rotation flags live in the top four bits of a gid.
inline constexpr std::uint32_t kGidMask = 0x0fffffffu;

/// Where something is: a path such as "layers[0] 'tiles'" and, where the parser knows, line and column.
struct Place
{
    std::string where;
    int line = 0;
    int column = 0;
};

struct Property
{
    std::string name;
    std::string type = "string"; ///< Tiled's property types: string, int, float, bool, ...
    std::string value;           ///< as text (TMJ numbers and bools are turned into text)
    Place place;
};

struct Object
{
    std::string name;
    std::string type;
    double x = 0;
    double y = 0;
    double width = 0;
    double height = 0;
    bool isTile = false; ///< a tile object: Tiled places it by its bottom-left corner
    Place place;
};

struct Document
{
    int width = 0;
    int height = 0;
    int tileWidth = 16;
    int tileHeight = 16;
    std::vector<std::uint32_t> gids; ///< row-major, width * height
    Place layerPlace;
    std::vector<Object> objects;
    std::vector<Property> properties;
    TiledTilesetLayout tileset; ///< written only
    std::string tilesetImage;   ///< written only
};

Error errorAt(const std::string &file, const Place &place, const std::string &message);

/// "width 5000 is outside [1, 4096]" unless both are in range; checked before anything is allocated.
std::string checkSize(std::int64_t width, std::int64_t height);

/// Map -> Document: gids by the mapping, objects for start, exit and entities, the source as properties.
Result<Document> toDocument(const Map &map, const TileMapping &mapping, const TiledExportOptions &options);

/// Document -> Map.
Result<Map> toMap(const Document &doc, const std::string &file, const TileMapping &mapping,
                  const GeneratorRegistry &registry);

/// Decodes base64 layer data, inflates it when `compression` is "zlib" or "gzip" ("" = none), and reads
/// width * height little-endian 32-bit gids. Errors are messages only (the caller adds the place).
Result<std::vector<std::uint32_t>> decodeLayerData(std::string_view base64Text,
                                                   const std::string &compression, int width, int height);

/// Parses CSV layer data: exactly width * height unsigned integers. On error, `offset` is where in `text`.
Result<std::vector<std::uint32_t>> parseCsv(std::string_view text, int width, int height,
                                            std::size_t *offset);

/// 1-based line and column of byte `offset` in `text`.
std::pair<int, int> lineColumn(std::string_view text, std::size_t offset);

/// Where the first byte that is not well-formed UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing
/// past U+10FFFF) is in `text`, or npos when all of it is.
std::size_t firstInvalidUtf8(std::string_view text);

} // namespace mapsmith::tiled
