// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Map <-> the Tiled document model shared by the TMJ and TMX formats (docs/FORMATS.md, "Tiled maps").
#include <mapsmith/io/tiledmodel.h>
#include <mapsmith/io/tiledsource.h>

#include <charconv>
#include <cmath>

namespace mapsmith::tiled {

namespace {

constexpr const char *kStart = "start";
constexpr const char *kExit = "exit";

/// A pixel coordinate as it was written: "40", "12.5", "2.2222e+37" (a cast to an integer would be undefined
/// past its range).
std::string pixel(double v)
{
    char buffer[64];
    const auto r = std::to_chars(buffer, buffer + sizeof buffer, v);
    return std::string(buffer, r.ptr);
}

Object cellObject(const std::string &type, Point p, int tileSize)
{
    Object o;
    o.name = type == kStart || type == kExit ? type : std::string();
    o.type = type;
    o.x = static_cast<double>(p.x) * tileSize;
    o.y = static_cast<double>(p.y) * tileSize;
    o.width = tileSize;
    o.height = tileSize;
    return o;
}

/// The cell an object stands on: the cell under its centre (its top-left corner for a point object).
Result<Point> objectCell(const Object &o, const Document &doc, const std::string &file)
{
    double top = o.isTile ? o.y - o.height : o.y;
    const double cx = o.x + std::max(0.0, o.width) / 2;
    const double cy = top + std::max(0.0, o.height) / 2;
    if (!std::isfinite(cx) || !std::isfinite(cy))
        return errorAt(file, o.place, "the object's position is not a number");
    const double fx = std::floor(cx / doc.tileWidth);
    const double fy = std::floor(cy / doc.tileHeight);
    if (fx < 0 || fy < 0 || fx >= doc.width || fy >= doc.height)
        return errorAt(file, o.place,
                       "the object at pixel (" + pixel(o.x) + ", " + pixel(o.y) + ") is outside the map");
    return Point{static_cast<int>(fx), static_cast<int>(fy)};
}

Status readTiles(const Document &doc, const std::string &file, const TileMapping &mapping, GridMap &grid)
{
    grid.tiles = Grid<Tile>(doc.width, doc.height, mapping.empty);
    for (int y = 0; y < doc.height; ++y) {
        for (int x = 0; x < doc.width; ++x) {
            const std::uint32_t gid = doc.gids[static_cast<std::size_t>(y) * doc.width + x] & kGidMask;
            if (gid == 0)
                continue;
            const auto tile = mapping.tileFor(gid);
            if (!tile)
                return errorAt(file, doc.layerPlace,
                               "cell (" + std::to_string(x) + ", " + std::to_string(y) + "): gid " +
                                   std::to_string(gid) + " is not in the tile mapping");
            grid.tiles.at(x, y) = *tile;
        }
    }
    return Ok{};
}

Status readObjects(const Document &doc, const std::string &file, GridMap &grid)
{
    for (const Object &o : doc.objects) {
        auto cell = objectCell(o, doc, file);
        if (!cell)
            return cell.error();
        if (o.type == kStart || o.type == kExit) {
            auto &slot = o.type == kStart ? grid.start : grid.exit;
            if (slot)
                return errorAt(file, o.place, "a second " + o.type + " object");
            slot = *cell;
        } else if (o.type.empty()) {
            return errorAt(file, o.place,
                           "the object has no type (an entity type such as gold, or start/exit)");
        } else {
            grid.entities.push_back(Entity{o.type, cell->x, cell->y});
        }
    }
    return Ok{};
}

} // namespace

Result<Document> toDocument(const Map &map, const TileMapping &mapping, const TiledExportOptions &options)
{
    if (map.kind != MapKind::Grid)
        return Error::badInput("a tower map cannot be written as a Tiled map (only grid maps can)");
    if (options.tileSize < 1 || options.tileSize > 256)
        return Error::badInput("tile size " + std::to_string(options.tileSize) + " is outside [1, 256]");
    const GridMap &grid = map.grid;
    Document doc;
    doc.width = grid.width();
    doc.height = grid.height();
    doc.tileWidth = doc.tileHeight = options.tileSize;
    doc.tilesetImage = options.tilesetImage;
    doc.tileset = mapsmith::tiledTilesetLayout(mapping);
    doc.gids.reserve(static_cast<std::size_t>(doc.width) * doc.height);
    for (int y = 0; y < doc.height; ++y) {
        for (int x = 0; x < doc.width; ++x) {
            const Tile tile = grid.tiles.at(x, y);
            // A tile with no gid of its own that empty cells stand for is written as an empty cell.
            const auto gid = tile == mapping.empty ? mapping.gidFor(tile).value_or(0) : mapping.gidFor(tile);
            if (!gid)
                return Error::badInput("tile '" + std::string(tileInfo(tile).name) + "' at (" +
                                       std::to_string(x) + ", " + std::to_string(y) +
                                       ") has no gid in the tile mapping");
            doc.gids.push_back(*gid);
        }
    }
    if (grid.start)
        doc.objects.push_back(cellObject(kStart, *grid.start, options.tileSize));
    if (grid.exit)
        doc.objects.push_back(cellObject(kExit, *grid.exit, options.tileSize));
    for (const Entity &e : grid.entities)
        doc.objects.push_back(cellObject(e.type, Point{e.x, e.y}, options.tileSize));
    doc.properties = sourceProperties(map.source);
    return doc;
}

Result<Map> toMap(const Document &doc, const std::string &file, const TileMapping &mapping,
                  const GeneratorRegistry &registry)
{
    if (doc.gids.size() != static_cast<std::size_t>(doc.width) * static_cast<std::size_t>(doc.height))
        return errorAt(file, doc.layerPlace, "the layer data does not match the map size");
    Map map;
    map.kind = MapKind::Grid;
    if (auto s = readTiles(doc, file, mapping, map.grid); !s)
        return s.error();
    if (auto s = readObjects(doc, file, map.grid); !s)
        return s.error();
    auto source = readSourceProperties(doc.properties, file, registry);
    if (!source)
        return source.error();
    map.source = std::move(*source);
    return map;
}

} // namespace mapsmith::tiled

namespace mapsmith {

TiledTilesetLayout tiledTilesetLayout(const TileMapping &mapping)
{
    TiledTilesetLayout layout;
    layout.tileCount = static_cast<int>(std::max<std::uint32_t>(1, mapping.maxGid()));
    layout.columns = std::min(layout.tileCount, 16);
    layout.rows = (layout.tileCount + layout.columns - 1) / layout.columns;
    return layout;
}

} // namespace mapsmith
