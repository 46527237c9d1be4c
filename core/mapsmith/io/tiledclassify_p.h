// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

// Internal to core/io: walls and floors from what a Tiled map says (tiledclassify.cpp), the objects' part
// (tiledobjects.cpp) and the shapes rasterised on the tile grid (tiledraster.cpp).

#include <mapsmith/grid/grid.h>
#include <mapsmith/io/tiledart.h>
#include <mapsmith/io/tiledio_p.h>

#include <optional>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace mapsmith::tiled {

/// Lower case, letters and digits only: "Player_Spawn 2" -> "playerspawn2".
std::string normalizedName(std::string_view name);

/// The tile a class name or type says ("wall", "Collision", "ladder", "water"), if any.
std::optional<Tile> tileForClass(std::string_view name);

/// What a property list says about walking: collides / solid / blocked ... = true is a wall, walkable /
/// passable = true a floor (and false the other way round), a "tile" or "mapsmith_tile" property names one.
std::optional<Tile> tileForProperties(const Properties &properties);

/// Whether a layer's (or tileset's) name, class or properties make it a collision layer.
bool isCollisionName(std::string_view name);
bool isCollisionLayer(const Layer &layer);

/// What the objects of a map say: the solid cells their shapes cover, start, exit and entities.
struct ObjectFacts
{
    Grid<std::uint8_t> solid; ///< 1 where a solid object covers the cell's centre
    bool anySolid = false;
    std::optional<Point> start;
    std::optional<Point> exit;
    std::vector<Entity> entities;
    TiledObjectRef startRef;
    TiledObjectRef exitRef;
    std::vector<TiledObjectRef> entityRefs;
};
/// `allShapesSolid`: a map of objects only, where every shape that is not an entity is a wall.
ObjectFacts readObjects(const Document &doc, const std::vector<LayerVisit> &layers, bool allShapesSolid);

/// The cell (map coordinates, the map's origin taken off) under an object's centre, as Tiled places it (tile
/// objects by their bottom-left corner; rotation about (x, y)); nullopt off the map or not a number.
std::optional<Point> objectCell(const Object &o, const Document &doc);

/// Marks the cells of `grid` whose centres the shape covers (thin shapes: the cells they cross).
void rasteriseObject(const Object &o, const Document &doc, Grid<std::uint8_t> &grid);

/// Per cell: what decides its tile, in the order (docs/FORMATS.md, "Walls and floors").
class Classifier
{
public:
    Classifier(const Document &doc, const std::optional<TileMapping> &mapping, const ObjectFacts &objects);

    struct Decision
    {
        Tile tile = Tile::Floor;
        int layer = -1; ///< the flattenLayers index of the tile layer that decided, -1 none
        int source = 0; ///< which rule (lower is stronger); 0 none
    };
    Decision decide(int x, int y) const;
    /// What one gid says on its own (its tile's class, properties, collision shapes; its tileset's).
    std::optional<Tile> says(std::uint32_t gid) const;
    const std::vector<LayerVisit> &layers() const { return m_layers; }
    const std::vector<int> &collisionLayers() const { return m_collision; }
    const std::vector<int> &tileLayers() const { return m_tiles; }
    bool isCollisionGid(std::uint32_t gid) const;

private:
    const Document &m_doc;
    std::optional<TileMapping> m_mapping; ///< a copy: callers pass temporaries (std::nullopt)
    const ObjectFacts &m_objects;
    std::vector<LayerVisit> m_layers;
    std::vector<int> m_collision; ///< collision tile layers, top first
    std::vector<int> m_tiles;     ///< the other tile layers, top first
    std::vector<bool> m_collisionTileset;
    /// What each gid says, worked out on first use: kKnown | (kCollision) | (Tile value + 1, 0 = no say).
    /// A flat table over the tilesets' gids (a map's cells are many, its gids few and small), a hash map
    /// past kMaxFlatGids.
    std::uint8_t facts(std::uint32_t gid) const;
    static constexpr std::uint8_t kKnown = 0x80;
    static constexpr std::uint8_t kCollision = 0x40;
    static constexpr std::uint32_t kMaxFlatGids = 1u << 22;
    mutable std::vector<std::uint8_t> m_flat;
    mutable std::unordered_map<std::uint32_t, std::uint8_t> m_cache;
};

/// The import's tiles and edit plan (TiledArt's fields) from a classifier over the whole map.
struct Classification
{
    Grid<Tile> tiles;
    Grid<std::int16_t> deciding;
    TiledBasis basis = TiledBasis::Nothing;
    std::string basisText;
    int editLayer = -1;
    std::array<std::uint32_t, 16> tileGid{};
    std::vector<std::uint32_t> usedGids;
};
Classification classify(const Document &doc, const Classifier &classifier, bool objectsOnly,
                        const std::optional<TileMapping> &mapping);

} // namespace mapsmith::tiled
