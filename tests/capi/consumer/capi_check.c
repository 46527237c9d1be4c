/* SPDX-License-Identifier: MIT
 * SPDX-FileCopyrightText: Mapsmith developers
 *
 * A C program on the installed C interface alone (mapsmith.h, libmapsmith), as a C game would use it.
 *   capi_check hash CONFIG FIRST LAST   `mapsmith hash`'s output: `SEED HASH` lines, then `combined HASH`
 *   capi_check path MAP ALGORITHM       `found COST CELLS` then the cells `x,y` on one line
 *   capi_check project PROJECT SEED     the hash of the project's map with its edits, and what they changed
 *   capi_check errors CONFIG            the error paths; prints `errors ok`
 * Exit 0 when the calls succeed, 1 with the library's error text on stderr otherwise.
 */
#include <inttypes.h>
#include <mapsmith.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failed(const char *what)
{
    fprintf(stderr, "%s: %s\n", what, mapsmith_last_error());
    return 1;
}

static int check(int condition, const char *what)
{
    if (!condition)
        fprintf(stderr, "check failed: %s\n", what);
    return condition ? 0 : 1;
}

static int hashSeeds(const char *path, uint64_t first, uint64_t last)
{
    mapsmith_config *config = NULL;
    if (mapsmith_config_load(path, &config) != MAPSMITH_OK)
        return failed("mapsmith_config_load");
    uint64_t *hashes = malloc(sizeof(uint64_t) * (size_t)(last - first + 1));
    if (!hashes)
        return 1;
    char hex[17];
    for (uint64_t seed = first; seed <= last; ++seed) {
        mapsmith_map *map = NULL;
        if (mapsmith_generate(config, seed, &map) != MAPSMITH_OK)
            return failed("mapsmith_generate");
        hashes[seed - first] = mapsmith_map_hash(map);
        mapsmith_hash_hex(hashes[seed - first], hex);
        printf("%" PRIu64 " %s\n", seed, hex);
        mapsmith_map_free(map);
    }
    mapsmith_hash_hex(mapsmith_combine_hashes(hashes, (size_t)(last - first + 1)), hex);
    printf("combined %s\n", hex);
    free(hashes);
    mapsmith_config_free(config);
    return 0;
}

static int findPath(const char *path, const char *algorithm)
{
    mapsmith_map *map = NULL;
    if (mapsmith_map_load(path, &map) != MAPSMITH_OK)
        return failed("mapsmith_map_load");
    mapsmith_path *found = NULL;
    if (mapsmith_find_path(map, algorithm, NULL, NULL, &found) != MAPSMITH_OK)
        return failed("mapsmith_find_path");
    const size_t count = mapsmith_path_cell_count(found);
    const mapsmith_point *cells = mapsmith_path_cells(found);
    printf("found %d %" PRId64 " %zu\n", mapsmith_path_found(found), mapsmith_path_cost(found), count);
    for (size_t i = 0; i < count; ++i)
        printf("%s%d,%d", i ? " " : "", cells[i].x, cells[i].y);
    printf("\n");
    mapsmith_path_free(found);
    mapsmith_map_free(map);
    return 0;
}

/* The project's edits must show on the edited map and nowhere on the base; prints the edited map's hash. */
static int applyProject(const char *path, uint64_t seed)
{
    mapsmith_config *config = NULL;
    mapsmith_edits *edits = NULL;
    if (mapsmith_project_load(path, &config, &edits) != MAPSMITH_OK)
        return failed("mapsmith_project_load");
    mapsmith_map *base = NULL;
    mapsmith_map *edited = NULL;
    if (mapsmith_generate(config, seed, &base) != MAPSMITH_OK)
        return failed("mapsmith_generate");
    if (mapsmith_apply_edits(base, edits, &edited) != MAPSMITH_OK)
        return failed("mapsmith_apply_edits");
    const int32_t width = mapsmith_map_width(edited);
    const uint8_t *before = mapsmith_map_tiles(base);
    const uint8_t *after = mapsmith_map_tiles(edited);
    size_t changed = 0;
    for (int32_t i = 0; i < width * mapsmith_map_height(edited); ++i)
        changed += before[i] != after[i];
    mapsmith_point start;
    char hex[17];
    mapsmith_hash_hex(mapsmith_map_hash(edited), hex);
    printf("edited %s\n", hex);
    printf("edit_cells %zu changed_tiles %zu\n", mapsmith_edits_cell_count(edits), changed);
    if (mapsmith_map_start(edited, &start))
        printf("start %d,%d\n", start.x, start.y);
    for (size_t i = 0; i < mapsmith_map_entity_count(edited); ++i) {
        const char *type = NULL;
        mapsmith_point at;
        if (mapsmith_map_entity(edited, i, &type, &at) != MAPSMITH_OK)
            return failed("mapsmith_map_entity");
        printf("entity %s %d,%d\n", type, at.x, at.y);
    }
    printf("tile_3_4 %s\n", mapsmith_tile_name(after[4 * width + 3]));
    mapsmith_map_free(edited);
    mapsmith_map_free(base);
    mapsmith_edits_free(edits);
    mapsmith_config_free(config);
    return 0;
}

static int errors(const char *configPath)
{
    int bad = 0;
    mapsmith_config *config = NULL;
    const char text[] = "mapsmith: 1\ngenerator: cave\nparams:\n  fill_ratio: 1.7\n";
    bad += check(mapsmith_config_parse(text, sizeof text - 1, "bad.yaml", &config) == MAPSMITH_BAD_INPUT,
                 "a fill ratio of 1.7 is bad input");
    bad += check(config == NULL, "a failed call leaves its out-parameter alone");
    bad += check(strncmp(mapsmith_last_error(), "bad.yaml:4:15: ", 15) == 0,
                 "the message names line and column");
    bad += check(mapsmith_config_load("/nonexistent/level.yaml", &config) == MAPSMITH_IO, "a missing file");
    bad +=
        check(strstr(mapsmith_last_error(), "/nonexistent/level.yaml") != NULL, "the message names the file");
    bad += check(mapsmith_generate(NULL, 1, NULL) == MAPSMITH_INVALID_ARGUMENT, "NULL handles are refused");
    bad +=
        check(mapsmith_api_version() == MAPSMITH_C_API_VERSION, "the library speaks this header's version");
    mapsmith_map *map = NULL;
    if (mapsmith_config_load(configPath, &config) != MAPSMITH_OK ||
        mapsmith_generate(config, 1, &map) != MAPSMITH_OK)
        return failed("generate");
    const char *type = NULL;
    bad +=
        check(mapsmith_map_entity(map, 1u << 30, &type, NULL) == MAPSMITH_INVALID_ARGUMENT, "entity index");
    mapsmith_path *path = NULL;
    bad +=
        check(mapsmith_find_path(map, "teleport", NULL, NULL, &path) == MAPSMITH_BAD_INPUT, "unknown search");
    const mapsmith_point outside = {-5, 2};
    bad += check(mapsmith_find_path(map, NULL, &outside, NULL, &path) == MAPSMITH_BAD_INPUT,
                 "start off the map");
    bad += check(path == NULL, "no path handle after a failure");
    mapsmith_map_free(map);
    mapsmith_config_free(config);
    mapsmith_map_free(NULL);
    if (bad == 0)
        printf("errors ok\n");
    return bad ? 1 : 0;
}

int main(int argc, char **argv)
{
    if (argc == 5 && strcmp(argv[1], "hash") == 0)
        return hashSeeds(argv[2], strtoull(argv[3], NULL, 10), strtoull(argv[4], NULL, 10));
    if (argc == 4 && strcmp(argv[1], "path") == 0)
        return findPath(argv[2], argv[3]);
    if (argc == 4 && strcmp(argv[1], "project") == 0)
        return applyProject(argv[2], strtoull(argv[3], NULL, 10));
    if (argc == 3 && strcmp(argv[1], "errors") == 0)
        return errors(argv[2]);
    fprintf(stderr, "usage: capi_check hash CONFIG FIRST LAST | path MAP ALGORITHM | project PROJECT SEED | "
                    "errors CONFIG\n");
    return 2;
}
