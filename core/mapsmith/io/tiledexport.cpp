// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Maps out to Tiled: a plain map as one tile layer over the mapsmith tileset (docs/FORMATS.md, "Tiled
// maps"), a dressed map as its tileset's tiles picked by the rules plus a hidden collision layer, and a map
// with imported art as its document with the edits written in (tilededits.cpp). The TMX / TMJ text comes
// from the generic writers, or, for an imported map written in its own format, from the file it was read
// from with only the edited parts changed (tiledpatch*.cpp).
#include <mapsmith/io/tiledio_p.h>
#include <mapsmith/io/tiledsource.h>

namespace mapsmith::tiled {

Tileset mapsmithTileset(const TileMapping &mapping, std::uint32_t firstGid, int tileSize,
                        const std::string &image)
{
    const TiledTilesetLayout layout = mapsmith::tiledTilesetLayout(mapping);
    Tileset ts;
    ts.firstGid = firstGid;
    ts.name = "mapsmith";
    ts.tileWidth = ts.tileHeight = tileSize;
    ts.tileCount = layout.tileCount;
    ts.columns = layout.columns;
    ts.image.source = image;
    ts.image.width = layout.columns * tileSize;
    ts.image.height = layout.rows * tileSize;
    for (const auto &[gid, tile] : mapping.gids) {
        TilesetTile t;
        t.id = static_cast<int>(gid) - 1;
        t.type = std::string(tileInfo(tile).name);
        ts.tiles.push_back(std::move(t));
    }
    return ts;
}

namespace {

Object cellObject(const std::string &type, Point p, int tileWidth, int tileHeight, int id)
{
    Object o;
    o.id = id;
    o.name = type == "start" || type == "exit" ? type : std::string();
    o.type = type;
    o.x = static_cast<double>(p.x) * tileWidth;
    o.y = static_cast<double>(p.y) * tileHeight;
    o.width = tileWidth;
    o.height = tileHeight;
    return o;
}

Layer entityLayer(const GridMap &grid, int id, int tileWidth, int tileHeight, int &nextObject)
{
    Layer l;
    l.kind = LayerKind::Object;
    l.id = id;
    l.name = "entities";
    if (grid.start)
        l.objects.push_back(cellObject("start", *grid.start, tileWidth, tileHeight, nextObject++));
    if (grid.exit)
        l.objects.push_back(cellObject("exit", *grid.exit, tileWidth, tileHeight, nextObject++));
    for (const Entity &e : grid.entities)
        l.objects.push_back(cellObject(e.type, Point{e.x, e.y}, tileWidth, tileHeight, nextObject++));
    return l;
}

/// A tile layer of the whole map from a gid per cell.
template <class GidOf> Layer tileLayer(int id, const std::string &name, int width, int height, GidOf gidOf)
{
    Layer l;
    l.kind = LayerKind::Tile;
    l.id = id;
    l.name = name;
    l.width = width;
    l.height = height;
    l.format.encoding = "csv";
    l.gids.reserve(static_cast<std::size_t>(width) * static_cast<std::size_t>(height));
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x)
            l.gids.push_back(gidOf(x, y));
    return l;
}

} // namespace

Status checkGrid(const Map &map, const TiledExportOptions &options)
{
    if (map.kind != MapKind::Grid)
        return Error::badInput("a tower map cannot be written as a Tiled map (only grid maps can)");
    if (options.tileSize < 1 || options.tileSize > 256)
        return Error::badInput("tile size " + std::to_string(options.tileSize) + " is outside [1, 256]");
    return Ok{};
}

/// A dressed map: the tileset by reference, the tiles its rules pick, a hidden collision layer of the
/// mapsmith tileset saying every tile exactly (so reading it back gives the same map), the entities.
Result<Document> dressedDocument(const Map &map, const TiledArt &art, const TiledExportOptions &options)
{
    const GridMap &grid = map.grid;
    Document doc;
    doc.width = grid.width();
    doc.height = grid.height();
    Tileset ts = art.doc.tilesets.empty() ? Tileset{} : art.doc.tilesets.front();
    doc.tileWidth = ts.tileWidth > 0 ? ts.tileWidth : options.tileSize;
    doc.tileHeight = ts.tileHeight > 0 ? ts.tileHeight : options.tileSize;
    ts.firstGid = 1;
    if (!ts.path.empty())
        ts.source = relativePath(ts.path, folderOf(options.path));
    const std::uint32_t mapsmithFirst = 1 + std::max<std::uint32_t>(1, ts.span());
    doc.tilesets.push_back(ts);
    const TileMapping builtin = defaultTileMapping();
    doc.tilesets.push_back(mapsmithTileset(builtin, mapsmithFirst, doc.tileWidth, options.tilesetImage));
    doc.tilesets.back().tileHeight = doc.tileHeight;
    // A tile the rules do not dress keeps its built-in look (the mapsmith tileset), but floor: the
    // background shows there, as under a dressed floor's transparent pixels.
    doc.layers.push_back(tileLayer(1, "tiles", doc.width, doc.height, [&](int x, int y) {
        const Tile t = grid.tiles.at(x, y);
        if (art.rules.tiles[static_cast<std::size_t>(t)].kind != TileDress::Kind::None)
            return dressGid(art.rules, grid, x, y);
        return t == Tile::Floor ? 0u : mapsmithFirst + *builtin.gidFor(t) - 1;
    }));
    Layer collision = tileLayer(2, "collision", doc.width, doc.height, [&](int x, int y) {
        const Tile t = grid.tiles.at(x, y);
        return t == Tile::Floor ? 0u : mapsmithFirst + *builtin.gidFor(t) - 1;
    });
    collision.visible = false;
    doc.layers.push_back(std::move(collision));
    doc.nextObjectId = 1;
    doc.layers.push_back(entityLayer(grid, 3, doc.tileWidth, doc.tileHeight, doc.nextObjectId));
    doc.nextLayerId = 4;
    doc.properties = sourceProperties(map.source);
    return doc;
}

Result<Document> plainDocument(const Map &map, const TileMapping &mapping, const TiledExportOptions &options)
{
    if (auto s = checkGrid(map, options); !s)
        return s.error();
    const GridMap &grid = map.grid;
    Document doc;
    doc.width = grid.width();
    doc.height = grid.height();
    doc.tileWidth = doc.tileHeight = options.tileSize;
    doc.tilesets.push_back(mapsmithTileset(mapping, 1, options.tileSize, options.tilesetImage));
    for (int y = 0; y < doc.height; ++y) {
        for (int x = 0; x < doc.width; ++x) {
            const Tile tile = grid.tiles.at(x, y);
            // A tile with no gid of its own that empty cells stand for is written as an empty cell.
            const auto gid = tile == mapping.empty ? mapping.gidFor(tile).value_or(0) : mapping.gidFor(tile);
            if (!gid)
                return Error::badInput("tile '" + std::string(tileInfo(tile).name) + "' at (" +
                                       std::to_string(x) + ", " + std::to_string(y) +
                                       ") has no gid in the tile mapping");
        }
    }
    doc.layers.push_back(tileLayer(1, "tiles", doc.width, doc.height, [&](int x, int y) {
        const Tile tile = grid.tiles.at(x, y);
        return tile == mapping.empty ? mapping.gidFor(tile).value_or(0) : *mapping.gidFor(tile);
    }));
    doc.nextObjectId = 1;
    doc.layers.push_back(entityLayer(grid, 2, doc.tileWidth, doc.tileHeight, doc.nextObjectId));
    doc.nextLayerId = 3;
    doc.properties = sourceProperties(map.source);
    return doc;
}

} // namespace mapsmith::tiled

namespace mapsmith {

using tiled::checkGrid;
using tiled::dressedDocument;

TiledTilesetLayout tiledTilesetLayout(const TileMapping &mapping)
{
    TiledTilesetLayout layout;
    layout.tileCount = static_cast<int>(std::max<std::uint32_t>(1, mapping.maxGid()));
    layout.columns = std::min(layout.tileCount, 16);
    layout.rows = (layout.tileCount + layout.columns - 1) / layout.columns;
    return layout;
}

namespace {

Result<std::string> writeTiled(const Map &map, const TileMapping &mapping, const TiledExportOptions &options,
                               bool *needsTileset, bool tmx)
{
    using namespace tiled;
    bool added = false;
    if (map.kind == MapKind::Grid && map.art) {
        const TiledArt &art = *map.art.tiled;
        if (auto s = checkGrid(map, options); !s)
            return s.error();
        if (art.kind == TiledArt::Kind::Dressed) {
            auto doc = dressedDocument(map, art, options);
            if (!doc)
                return doc.error();
            if (needsTileset)
                *needsTileset = true;
            return tmx ? writeTmxDocument(*doc) : writeTmjDocument(*doc);
        }
        auto doc = artDocument(map, options, &added);
        if (!doc)
            return doc.error();
        if (needsTileset)
            *needsTileset = added;
        if (art.tmx == tmx)
            return tmx ? patchTmx(art.text, art.doc, *doc, art.file)
                       : patchTmj(art.text, art.doc, *doc, art.file);
        return tmx ? writeTmxDocument(*doc) : writeTmjDocument(*doc);
    }
    auto doc = plainDocument(map, mapping, options);
    if (!doc)
        return doc.error();
    if (needsTileset)
        *needsTileset = true;
    return tmx ? writeTmxDocument(*doc) : writeTmjDocument(*doc);
}

} // namespace

Result<tiled::Document> tiledDocumentFor(const Map &map, const TileMapping &mapping,
                                         const TiledExportOptions &options)
{
    using namespace tiled;
    if (map.kind == MapKind::Grid && map.art) {
        if (auto s = checkGrid(map, options); !s)
            return s.error();
        bool added = false;
        return map.art.tiled->kind == TiledArt::Kind::Dressed ? dressedDocument(map, *map.art.tiled, options)
                                                              : artDocument(map, options, &added);
    }
    return plainDocument(map, mapping, options);
}

Result<std::string> writeTmj(const Map &map, const TileMapping &mapping, const TiledExportOptions &options,
                             bool *needsTileset)
{
    return writeTiled(map, mapping, options, needsTileset, false);
}

Result<std::string> writeTmx(const Map &map, const TileMapping &mapping, const TiledExportOptions &options,
                             bool *needsTileset)
{
    return writeTiled(map, mapping, options, needsTileset, true);
}

} // namespace mapsmith
