// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

// The Tiled map model the TMJ and TMX readers and writers share (docs/FORMATS.md, "Tiled maps"): what a map
// holds, format-neutral, each part with the place it came from so that errors found after parsing still name
// it. Readers fill it (tmxread.cpp, tmjread.cpp, external tilesets and templates through tiledfiles.cpp);
// tiledclassify.cpp and tiledobjects.cpp turn it into a Map; tmxwrite.cpp / tmjwrite.cpp write it; the
// editor draws it (ui/render/tiledart*).

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace mapsmith::tiled {

inline constexpr int kMaxSide = 4096;
/// Tiled's flip and rotation flags live in the top four bits of a gid.
inline constexpr std::uint32_t kGidMask = 0x0fffffffu;
inline constexpr std::uint32_t kFlipH = 0x80000000u;
inline constexpr std::uint32_t kFlipV = 0x40000000u;
inline constexpr std::uint32_t kFlipD = 0x20000000u; ///< anti-diagonal: x and y swapped

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
    std::string type = "string";   ///< string, int, float, bool, color, file, object, class
    std::string propertyType;      ///< the custom type's name (class and enum properties)
    std::string value;             ///< as text (TMJ numbers and bools are turned into text)
    std::vector<Property> members; ///< a class property's members
    Place place;
};
using Properties = std::vector<Property>;

/// A property's value by name, or nullptr.
const Property *findProperty(const Properties &properties, std::string_view name);

struct Image
{
    std::string source; ///< as written in the file
    std::string path;   ///< resolved against the folder of the file that names it
    int width = 0;
    int height = 0;
    std::string trans; ///< the colour drawn transparent, "ff00ff", or empty
    bool empty() const { return source.empty(); }
};

struct Point2
{
    double x = 0;
    double y = 0;
};

enum class Shape { Rectangle, Ellipse, Point, Polygon, Polyline, Text };

struct Object
{
    int id = 0;
    std::string name;
    std::string type; ///< Tiled 1.8's `type`, 1.9's `class`; a template's when the object has none
    double x = 0;
    double y = 0;
    double width = 0;
    double height = 0;
    double rotation = 0;   ///< degrees, clockwise, about (x, y)
    std::uint32_t gid = 0; ///< a tile object's gid (with flip flags), in the map's gids; 0 for shapes
    bool visible = true;
    Shape shape = Shape::Rectangle;
    std::vector<Point2> points; ///< polygon / polyline, relative to (x, y)
    std::string templateSource; ///< as written, or empty
    Properties properties;
    Place place;
    bool isTile() const { return gid != 0; }
};

/// One Wang set of a tileset (https://doc.mapeditor.org/en/stable/manual/terrain/): its colours (1-based in
/// the ids) and, per tile, the colour of each of the 8 places: top, top-right, right, bottom-right, bottom,
/// bottom-left, left, top-left.
struct WangSet
{
    std::string name;
    std::string type; ///< corner, edge or mixed
    std::vector<std::string> colors;
    std::vector<std::pair<int, std::array<std::uint8_t, 8>>> tiles; ///< tile id -> wang id
};

struct TilesetTile
{
    int id = 0;
    std::string type; ///< class
    Properties properties;
    Image image;               ///< an image-collection tileset's picture of this tile
    bool hasCollision = false; ///< the tile has collision shapes (an <objectgroup>)
    int firstFrame = -1;       ///< an animated tile: the tile id of its first frame, drawn still
};

struct Tileset
{
    std::uint32_t firstGid = 1;
    std::string source; ///< an external tileset's file as written (.tsx / .tsj); empty when embedded
    std::string path;   ///< the external file, resolved
    std::string name;
    std::string className;
    int tileWidth = 0;
    int tileHeight = 0;
    int spacing = 0;
    int margin = 0;
    int tileCount = 0;
    int columns = 0;
    int offsetX = 0; ///< drawing offset of every tile, in pixels
    int offsetY = 0;
    Image image;                    ///< empty for an image collection
    std::vector<TilesetTile> tiles; ///< the tiles that say something, sorted by id
    std::vector<WangSet> wangSets;
    Properties properties;
    Place place;

    const TilesetTile *tile(int id) const;
    /// Tiles this tileset spans: tileCount, or past the largest tile id for a collection.
    std::uint32_t span() const;
};

enum class LayerKind { Tile, Object, Image, Group };

/// How a tile layer's data was stored, so a round trip writes it back alike.
struct DataFormat
{
    std::string encoding;    ///< "" (XML <tile> elements / a JSON array), "csv", "base64"
    std::string compression; ///< "", "zlib", "gzip", "zstd"
};

struct Layer
{
    LayerKind kind = LayerKind::Tile;
    int id = 0;
    std::string name;
    std::string className;
    bool visible = true;
    double opacity = 1;
    double offsetX = 0; ///< pixels
    double offsetY = 0;
    std::string tint; ///< "#aarrggbb" / "#rrggbb", or empty
    Properties properties;
    Place place;
    // Tile layers: gids (with flags) of the cells x0 .. x0 + width - 1, y0 .. (the map's bounds for an
    // infinite map, whose chunks are kept for writing back).
    int x0 = 0;
    int y0 = 0;
    int width = 0;
    int height = 0;
    std::vector<std::uint32_t> gids;
    DataFormat format;
    std::vector<std::array<int, 4>> chunks; ///< x, y, width, height of each chunk, in tiles
    // Object layers.
    std::vector<Object> objects;
    // Image layers.
    Image image;
    bool repeatX = false;
    bool repeatY = false;
    // Group layers.
    std::vector<Layer> layers;

    std::uint32_t gidAt(int x, int y) const
    {
        const int cx = x - x0;
        const int cy = y - y0;
        if (cx < 0 || cy < 0 || cx >= width || cy >= height)
            return 0;
        return gids[static_cast<std::size_t>(cy) * static_cast<std::size_t>(width) +
                    static_cast<std::size_t>(cx)];
    }
};

struct Document
{
    std::string orientation = "orthogonal";
    std::string renderOrder = "right-down";
    int width = 0; ///< tiles (an infinite map: the bounds of its chunks)
    int height = 0;
    int tileWidth = 16;
    int tileHeight = 16;
    bool infinite = false;
    int originX = 0; ///< the tile at the map's top-left (an infinite map's chunks may start below zero)
    int originY = 0;
    std::string backgroundColor;
    std::string className;
    int nextObjectId = 1;
    int nextLayerId = 1;
    Properties properties;
    std::vector<Tileset> tilesets;
    std::vector<Layer> layers;
    /// What the reader could not use and went on without (an external tileset or template that cannot be
    /// read), each naming the file: "desert.tsx: cannot open: No such file or directory".
    std::vector<std::string> notes;

    /// The tileset a gid (flags allowed) belongs to, or nullptr (gid 0, or past every tileset).
    const Tileset *tilesetFor(std::uint32_t gid) const;
};

/// Visits every layer, groups first and then their children, in drawing order (bottom to top), with whether
/// it is visible (it and every group above it) and its offset and opacity summed over its groups.
struct LayerVisit
{
    const Layer *layer = nullptr;
    bool visible = true;
    double opacity = 1;
    double offsetX = 0;
    double offsetY = 0;
    std::vector<int> path; ///< indices from the top level down
};
std::vector<LayerVisit> flattenLayers(const Document &doc);

} // namespace mapsmith::tiled
