/* SPDX-License-Identifier: MIT
 * SPDX-FileCopyrightText: Mapsmith developers
 *
 * mapsmith.h: the C interface of the Mapsmith core, for games and engines in any language (C, C#, Godot,
 * Python's ctypes, Rust). Plain C: opaque handles, fixed-width integers, UTF-8 strings; no C++ exception
 * crosses it. docs/SDK.md says how to link it.
 *
 *   mapsmith_config *config;
 *   if (mapsmith_config_load("cave.yaml", &config) != MAPSMITH_OK) puts(mapsmith_last_error());
 *   mapsmith_map *map;
 *   mapsmith_generate(config, 42, &map);          // the very map the editor shows for seed 42
 *   char hex[17]; mapsmith_hash_hex(mapsmith_map_hash(map), hex);
 *   mapsmith_map_free(map); mapsmith_config_free(config);
 *
 * Errors: every call that can fail returns a mapsmith_status; on failure mapsmith_last_error() is the message
 * ("cave.yaml:7:14: fill_ratio 1.7 is outside [0, 1]"), kept per thread until that thread's next failing
 * call. Out-parameters are left untouched on failure. Handles are not shared between threads while one is
 * written; reading one handle from many threads is safe. Every *_free accepts NULL.
 *
 * Versions: MAPSMITH_C_API_VERSION is raised when a function changes or goes; functions are only ever added
 * within a version. The shared library's soname carries it (libmapsmith.so.1), and
 * mapsmith_api_version() says which one the loaded library speaks.
 */
#ifndef MAPSMITH_H
#define MAPSMITH_H

#include <stddef.h>
#include <stdint.h>

#if defined(_WIN32) && defined(MAPSMITH_BUILDING_C_API)
#define MAPSMITH_API __declspec(dllexport)
#elif defined(_WIN32)
#define MAPSMITH_API __declspec(dllimport)
#else
#define MAPSMITH_API __attribute__((visibility("default")))
#endif

#ifdef __cplusplus
extern "C" {
#endif

#define MAPSMITH_C_API_VERSION 1

typedef enum mapsmith_status {
    MAPSMITH_OK = 0,
    MAPSMITH_BAD_INPUT = 1,        /* the file, text or value is wrong; the message says where */
    MAPSMITH_IO = 2,               /* a file could not be read */
    MAPSMITH_INVALID_ARGUMENT = 3, /* a NULL handle, an index out of range, a buffer too small */
    MAPSMITH_INTERNAL = 4          /* a bug, or out of memory */
} mapsmith_status;

typedef enum mapsmith_map_kind { MAPSMITH_MAP_GRID = 0, MAPSMITH_MAP_TOWER = 1 } mapsmith_map_kind;

/* A cell: x to the right, y down, both from 0. */
typedef struct mapsmith_point
{
    int32_t x;
    int32_t y;
} mapsmith_point;

typedef struct mapsmith_config mapsmith_config; /* generator id, params, seed (a config or project file) */
typedef struct mapsmith_map mapsmith_map;       /* a generated, edited or loaded map */
typedef struct mapsmith_edits mapsmith_edits;   /* a project's hand edits */
typedef struct mapsmith_path mapsmith_path;     /* the outcome of one search */

/* The C API version the loaded library implements (MAPSMITH_C_API_VERSION of its build). */
MAPSMITH_API uint32_t mapsmith_api_version(void);
/* The Mapsmith release, "0.1.0". */
MAPSMITH_API const char *mapsmith_version(void);
/* The message of this thread's last failed call; "" if none failed yet. */
MAPSMITH_API const char *mapsmith_last_error(void);

/* ---- Configs and projects ---------------------------------------------------------------------------- */

/* Reads a config file (docs/FORMATS.md, "Config file"); a project file's config part is read too. */
MAPSMITH_API mapsmith_status mapsmith_config_load(const char *path, mapsmith_config **out);
/* The same from text; `name` is the file name used in messages (may be NULL). */
MAPSMITH_API mapsmith_status mapsmith_config_parse(const char *text, size_t length, const char *name,
                                                   mapsmith_config **out);
MAPSMITH_API void mapsmith_config_free(mapsmith_config *config);
/* The config's generator id ("cave"), valid while the config lives. */
MAPSMITH_API const char *mapsmith_config_generator(const mapsmith_config *config);
/* The config's own seed (its `seed:` key). */
MAPSMITH_API uint64_t mapsmith_config_seed(const mapsmith_config *config);

/* Reads a project file (a config and the hand edits painted over its map). Either out-parameter may be NULL.
 */
MAPSMITH_API mapsmith_status mapsmith_project_load(const char *path, mapsmith_config **config,
                                                   mapsmith_edits **edits);
MAPSMITH_API mapsmith_status mapsmith_project_parse(const char *text, size_t length, const char *name,
                                                    mapsmith_config **config, mapsmith_edits **edits);
MAPSMITH_API void mapsmith_edits_free(mapsmith_edits *edits);
/* Cells the edits change (a tile, an entity, or both). */
MAPSMITH_API size_t mapsmith_edits_cell_count(const mapsmith_edits *edits);

/* ---- Maps -------------------------------------------------------------------------------------------- */

/* Generates the config's map for `seed`: the map `mapsmith hash -c CONFIG --seeds SEED..SEED` hashes. */
MAPSMITH_API mapsmith_status mapsmith_generate(const mapsmith_config *config, uint64_t seed,
                                               mapsmith_map **out);
/* `base` with `edits` applied, as the editor shows it (a new map; `base` is unchanged). */
MAPSMITH_API mapsmith_status mapsmith_apply_edits(const mapsmith_map *base, const mapsmith_edits *edits,
                                                  mapsmith_map **out);
/* Reads a map file (docs/FORMATS.md, "Map file"). */
MAPSMITH_API mapsmith_status mapsmith_map_load(const char *path, mapsmith_map **out);
MAPSMITH_API void mapsmith_map_free(mapsmith_map *map);

MAPSMITH_API mapsmith_map_kind mapsmith_map_kind_of(const mapsmith_map *map);
/* A grid map's size in cells (0 for a tower). */
MAPSMITH_API int32_t mapsmith_map_width(const mapsmith_map *map);
MAPSMITH_API int32_t mapsmith_map_height(const mapsmith_map *map);
/* The tiles, row by row (width * height bytes, index y * width + x), valid while the map lives. A byte is a
 * tile number: 0 wall, 1 floor, 2 door, ... (mapsmith_tile_name). NULL for a tower. */
MAPSMITH_API const uint8_t *mapsmith_map_tiles(const mapsmith_map *map);
/* 1 and the cell when the map has a start (exit), 0 when it has none. */
MAPSMITH_API int mapsmith_map_start(const mapsmith_map *map, mapsmith_point *cell);
MAPSMITH_API int mapsmith_map_exit(const mapsmith_map *map, mapsmith_point *cell);
/* Entities (gold, guards, lights, ...) in map order; `type` stays valid while the map lives. */
MAPSMITH_API size_t mapsmith_map_entity_count(const mapsmith_map *map);
MAPSMITH_API mapsmith_status mapsmith_map_entity(const mapsmith_map *map, size_t index, const char **type,
                                                 mapsmith_point *cell);
/* A tower map's rooms (floor, column, room type number: mapsmith_room_type_name) and edges (node indices). */
MAPSMITH_API size_t mapsmith_map_room_count(const mapsmith_map *map);
MAPSMITH_API mapsmith_status mapsmith_map_room(const mapsmith_map *map, size_t index, int32_t *floor,
                                               int32_t *column, uint8_t *type);
MAPSMITH_API size_t mapsmith_map_edge_count(const mapsmith_map *map);
MAPSMITH_API mapsmith_status mapsmith_map_edge(const mapsmith_map *map, size_t index, int32_t *from,
                                               int32_t *to);

/* The stable id of a tile or room type number ("wall", "ladder"; "monster"), NULL for an unknown number. */
MAPSMITH_API const char *mapsmith_tile_name(uint8_t tile);
MAPSMITH_API int mapsmith_tile_walkable(uint8_t tile);
MAPSMITH_API const char *mapsmith_room_type_name(uint8_t type);

/* ---- Hashes ------------------------------------------------------------------------------------------ */

/* The map hash (docs/FORMATS.md, "Map hash"): what `mapsmith hash` prints for the map. */
MAPSMITH_API uint64_t mapsmith_map_hash(const mapsmith_map *map);
/* The `combined` line of `mapsmith hash` over `count` hashes in order. */
MAPSMITH_API uint64_t mapsmith_combine_hashes(const uint64_t *hashes, size_t count);
/* 16 lower-case hex digits and a NUL into `out` (17 bytes). */
MAPSMITH_API void mapsmith_hash_hex(uint64_t hash, char out[17]);

/* ---- Paths ------------------------------------------------------------------------------------------- */

/* One search on a grid map under its default movement rules, as `mapsmith path -m MAP --algo ALGORITHM`.
 * `algorithm`: "bfs", "dfs", "dijkstra", "astar", "greedy", "jps", "beat-astar" (NULL: "astar"). `from`,
 * `to`: NULL for the map's start and exit. No path is not an error: mapsmith_path_found says 0. */
MAPSMITH_API mapsmith_status mapsmith_find_path(const mapsmith_map *map, const char *algorithm,
                                                const mapsmith_point *from, const mapsmith_point *to,
                                                mapsmith_path **out);
MAPSMITH_API void mapsmith_path_free(mapsmith_path *path);
MAPSMITH_API int mapsmith_path_found(const mapsmith_path *path);
/* The path's cost in its rules' unit (moves, or beats); -1 when not found. */
MAPSMITH_API int64_t mapsmith_path_cost(const mapsmith_path *path);
/* Cells from `from` to `to` (a cell repeats where a Lode Runner digs or waits); valid while the path lives.
 */
MAPSMITH_API size_t mapsmith_path_cell_count(const mapsmith_path *path);
MAPSMITH_API const mapsmith_point *mapsmith_path_cells(const mapsmith_path *path);

#ifdef __cplusplus
}
#endif

#endif /* MAPSMITH_H */
