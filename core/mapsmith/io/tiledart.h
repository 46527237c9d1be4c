// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/grid/grid.h>
#include <mapsmith/io/tileddress.h>
#include <mapsmith/io/tiledmodel.h>
#include <mapsmith/map/map.h>

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace mapsmith {

/// What decided walls and floors when a Tiled map was read, in the order the reader asks
/// (tiledclassify.cpp, docs/FORMATS.md "Walls and floors").
enum class TiledBasis {
    Mapping,          ///< the tile mapping given (--mapping, the import dialog)
    CollisionLayer,   ///< a tile layer (or object layer) named like collision, walls, solid
    CollisionTileset, ///< a tileset named so
    TileTypes,        ///< tile classes and properties (collides, solid, walkable, ...), collision shapes
    ObjectsOnly,      ///< a map of objects only: its shapes are the walls
    Nothing,          ///< the map says nothing: every cell is floor
};

/// An object of an object layer: its layer's index in tiled::flattenLayers and its index there.
struct TiledObjectRef
{
    int layer = -1;
    int object = -1;
    bool valid() const { return layer >= 0; }
};

/// Map::art: the Tiled document a grid map is drawn with and written back as.
struct TiledArt
{
    enum class Kind {
        Imported, ///< read from a .tmx / .tmj
        Dressed,  ///< a generated map wearing a tileset (`rules`)
    };
    Kind kind = Kind::Imported;
    tiled::Document doc; ///< Dressed: the tileset only

    // Imported.
    bool tmx = true;  ///< read as TMX (else TMJ)
    std::string text; ///< the file as read: an export to the same format changes only what was edited
    std::string file; ///< its path
    GridMap imported; ///< the cells, start, exit and entities as read; edits are measured against it
    TiledBasis basis = TiledBasis::Nothing;
    std::string basisText;               ///< what decided, for messages: "layer 'Collision'"
    std::vector<std::uint32_t> usedGids; ///< distinct gids (no flags) of the tile layers, sorted
    // Where edits go (tiledclassify.cpp): the tile layer that decided each cell (its flattenLayers index,
    // -1 none), the layer written where none did, and per Tile the gid that says it (0: an empty cell,
    // kNoGid: no tile of the map says it).
    static constexpr std::uint32_t kNoGid = 0xffffffffu;
    Grid<std::int16_t> decidingLayer;
    int editLayer = -1;
    std::array<std::uint32_t, 16> tileGid{};
    TiledObjectRef start;
    TiledObjectRef exit;
    std::vector<TiledObjectRef> entities; ///< one per imported.entities

    // Dressed.
    DressRules rules;
};

} // namespace mapsmith
