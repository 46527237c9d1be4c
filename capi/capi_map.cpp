// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The C interface (mapsmith.h): reading a map (tiles, markers, entities, tower rooms), its hash, and one
// search on it. Accessors of a NULL or wrong-kind map answer 0 / NULL rather than fail: a game's render loop
// need not check a status per cell.
#include "guard_p.h"

#include <mapsmith/generate/registry.h>
#include <mapsmith/io/mapfile.h>
#include <mapsmith/map/hash.h>
#include <mapsmith/map/tile.h>
#include <mapsmith/map/tower.h>

#include <cstring>
#include <span>

using namespace mapsmith;
using namespace mapsmith::capi;

namespace {

const GridMap *gridOf(const mapsmith_map *map)
{
    return map && map->map.kind == MapKind::Grid ? &map->map.grid : nullptr;
}

const TowerMap *towerOf(const mapsmith_map *map)
{
    return map && map->map.kind == MapKind::Tower ? &map->map.tower : nullptr;
}

int marker(const std::optional<Point> &p, mapsmith_point *cell)
{
    if (!p)
        return 0;
    if (cell)
        *cell = mapsmith_point{p->x, p->y};
    return 1;
}

mapsmith_status outOfRange(const char *function, std::size_t index, std::size_t count)
{
    return fail(MAPSMITH_INVALID_ARGUMENT, std::string(function) + ": index " + std::to_string(index) +
                                               " is not below the count " + std::to_string(count));
}

} // namespace

extern "C" {

mapsmith_status mapsmith_map_load(const char *path, mapsmith_map **out)
{
    return guarded([&] {
        if (!path || !out)
            return nullArgument("mapsmith_map_load", !path ? "path" : "out");
        auto map = loadMap(path, builtinGenerators());
        return map ? give(out, std::move(*map)) : fail(map.error());
    });
}

void mapsmith_map_free(mapsmith_map *map)
{
    delete map;
}

mapsmith_map_kind mapsmith_map_kind_of(const mapsmith_map *map)
{
    return towerOf(map) ? MAPSMITH_MAP_TOWER : MAPSMITH_MAP_GRID;
}

int32_t mapsmith_map_width(const mapsmith_map *map)
{
    const GridMap *grid = gridOf(map);
    return grid ? grid->width() : 0;
}

int32_t mapsmith_map_height(const mapsmith_map *map)
{
    const GridMap *grid = gridOf(map);
    return grid ? grid->height() : 0;
}

const uint8_t *mapsmith_map_tiles(const mapsmith_map *map)
{
    // Tile's underlying type is std::uint8_t and Grid stores cells row by row in one vector.
    static_assert(sizeof(Tile) == 1);
    const GridMap *grid = gridOf(map);
    return grid && !grid->tiles.empty() ? reinterpret_cast<const uint8_t *>(grid->tiles.data()) : nullptr;
}

int mapsmith_map_start(const mapsmith_map *map, mapsmith_point *cell)
{
    const GridMap *grid = gridOf(map);
    return grid ? marker(grid->start, cell) : 0;
}

int mapsmith_map_exit(const mapsmith_map *map, mapsmith_point *cell)
{
    const GridMap *grid = gridOf(map);
    return grid ? marker(grid->exit, cell) : 0;
}

size_t mapsmith_map_entity_count(const mapsmith_map *map)
{
    const GridMap *grid = gridOf(map);
    return grid ? grid->entities.size() : 0;
}

mapsmith_status mapsmith_map_entity(const mapsmith_map *map, size_t index, const char **type,
                                    mapsmith_point *cell)
{
    return guarded([&] {
        if (!map)
            return nullArgument("mapsmith_map_entity", "map");
        const std::size_t count = mapsmith_map_entity_count(map);
        if (index >= count)
            return outOfRange("mapsmith_map_entity", index, count);
        const Entity &e = map->map.grid.entities[index];
        if (type)
            *type = e.type.c_str();
        if (cell)
            *cell = mapsmith_point{e.x, e.y};
        return MAPSMITH_OK;
    });
}

size_t mapsmith_map_room_count(const mapsmith_map *map)
{
    const TowerMap *tower = towerOf(map);
    return tower ? tower->nodes.size() : 0;
}

mapsmith_status mapsmith_map_room(const mapsmith_map *map, size_t index, int32_t *floor, int32_t *column,
                                  uint8_t *type)
{
    return guarded([&] {
        if (!map)
            return nullArgument("mapsmith_map_room", "map");
        const std::size_t count = mapsmith_map_room_count(map);
        if (index >= count)
            return outOfRange("mapsmith_map_room", index, count);
        const TowerNode &node = map->map.tower.nodes[index];
        if (floor)
            *floor = node.floor;
        if (column)
            *column = node.column;
        if (type)
            *type = static_cast<uint8_t>(node.type);
        return MAPSMITH_OK;
    });
}

size_t mapsmith_map_edge_count(const mapsmith_map *map)
{
    const TowerMap *tower = towerOf(map);
    return tower ? tower->edges.size() : 0;
}

mapsmith_status mapsmith_map_edge(const mapsmith_map *map, size_t index, int32_t *from, int32_t *to)
{
    return guarded([&] {
        if (!map)
            return nullArgument("mapsmith_map_edge", "map");
        const std::size_t count = mapsmith_map_edge_count(map);
        if (index >= count)
            return outOfRange("mapsmith_map_edge", index, count);
        const TowerEdge &edge = map->map.tower.edges[index];
        if (from)
            *from = edge.from;
        if (to)
            *to = edge.to;
        return MAPSMITH_OK;
    });
}

const char *mapsmith_tile_name(uint8_t tile)
{
    // The names are string_views over literals, so data() is NUL-terminated.
    const auto tiles = allTiles();
    return tile < tiles.size() ? tiles[tile].name.data() : nullptr;
}

int mapsmith_tile_walkable(uint8_t tile)
{
    const auto tiles = allTiles();
    return tile < tiles.size() && tiles[tile].walkable ? 1 : 0;
}

const char *mapsmith_room_type_name(uint8_t type)
{
    const auto types = allRoomTypes();
    return type < types.size() ? types[type].name.data() : nullptr;
}

uint64_t mapsmith_map_hash(const mapsmith_map *map)
{
    return map ? mapHash(map->map) : 0;
}

uint64_t mapsmith_combine_hashes(const uint64_t *hashes, size_t count)
{
    return combineHashes(std::span<const std::uint64_t>(hashes, hashes ? count : 0));
}

void mapsmith_hash_hex(uint64_t hash, char out[17])
{
    if (!out)
        return;
    const std::string hex = hashToHex(hash);
    std::memcpy(out, hex.c_str(), 17);
}

mapsmith_status mapsmith_find_path(const mapsmith_map *map, const char *algorithm, const mapsmith_point *from,
                                   const mapsmith_point *to, mapsmith_path **out)
{
    return guarded([&] {
        if (!map || !out)
            return nullArgument("mapsmith_find_path", !map ? "map" : "out");
        const GridMap *grid = gridOf(map);
        if (!grid)
            return fail(MAPSMITH_BAD_INPUT, "a tower map has no cells to search");
        const std::string id = algorithm ? algorithm : "astar";
        const auto found = searchAlgorithmByName(id);
        if (!found)
            return fail(MAPSMITH_BAD_INPUT, "unknown search '" + id + "'");
        PathRequest request;
        request.algorithm = *found;
        if (from)
            request.from = Point{from->x, from->y};
        if (to)
            request.to = Point{to->x, to->y};
        auto result = findPath(*grid, request);
        if (!result)
            return fail(result.error());
        std::vector<mapsmith_point> cells;
        cells.reserve(result->path.size());
        for (Point p : result->path)
            cells.push_back(mapsmith_point{p.x, p.y});
        return give(out, mapsmith_path{std::move(*result), std::move(cells)});
    });
}

void mapsmith_path_free(mapsmith_path *path)
{
    delete path;
}

int mapsmith_path_found(const mapsmith_path *path)
{
    return path && path->result.found ? 1 : 0;
}

int64_t mapsmith_path_cost(const mapsmith_path *path)
{
    return path && path->result.found ? static_cast<int64_t>(path->result.cost) : -1;
}

size_t mapsmith_path_cell_count(const mapsmith_path *path)
{
    return path ? path->cells.size() : 0;
}

const mapsmith_point *mapsmith_path_cells(const mapsmith_path *path)
{
    return path && !path->cells.empty() ? path->cells.data() : nullptr;
}

} // extern "C"
