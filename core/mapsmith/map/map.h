// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/grid/grid.h>
#include <mapsmith/map/playsection.h>
#include <mapsmith/map/tile.h>
#include <mapsmith/map/tower.h>
#include <mapsmith/params/params.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace mapsmith {

/// Something on the map that moves or is collected: "gold", "light", "guard", "enemy", ...
struct Entity
{
    std::string type;
    int x = 0;
    int y = 0;
    friend bool operator==(const Entity &, const Entity &) = default;
};

/// A map of tiles: caves, rooms, mazes, Lode Runner levels.
struct GridMap
{
    Grid<Tile> tiles;
    std::optional<Point> start;
    std::optional<Point> exit;
    std::vector<Entity> entities;

    int width() const { return tiles.width(); }
    int height() const { return tiles.height(); }
    /// 1 where a walker may stand (isWalkable), 0 elsewhere.
    Grid<std::uint8_t> walkable() const;

    friend bool operator==(const GridMap &, const GridMap &) = default;
};

enum class MapKind { Grid, Tower };

/// Where a map came from: enough to regenerate it.
struct MapSource
{
    std::string generator; ///< empty for hand-made or imported maps
    int generatorVersion = 0;
    std::uint64_t seed = 0;
    ParamSet params;
    /// The `play:` section of the map file or of the config that made the map; the map hash ignores it.
    std::optional<PlaySection> play;
    friend bool operator==(const MapSource &, const MapSource &) = default;
};

struct TiledArt; // <mapsmith/io/tiledart.h>

/// The tile art a grid map wears: an imported Tiled map's layers and tilesets, or a tileset a generated map
/// is dressed in. The editor, PNG export and walls draw it; a Tiled export writes it back. It is not part of
/// what the map is: equality and the map hash ignore it (the cells, start, exit and entities say that).
struct MapArt
{
    std::shared_ptr<const TiledArt> tiled;
    explicit operator bool() const { return tiled != nullptr; }
    friend bool operator==(const MapArt &, const MapArt &) { return true; }
};

/// What a generator produces and a map file holds.
struct Map
{
    MapKind kind = MapKind::Grid;
    MapSource source;
    GridMap grid;   ///< kind Grid
    TowerMap tower; ///< kind Tower
    MapArt art;     ///< kind Grid: optional
    friend bool operator==(const Map &, const Map &) = default;
};

} // namespace mapsmith
