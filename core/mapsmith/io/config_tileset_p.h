// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

// The `tileset:` section of a config, read and written (docs/FORMATS.md, "Dressing a map"). Internal to
// core/io (it exposes yaml-cpp types). Only the syntax is checked here; the tileset itself is read, and
// the gids checked against it, by the tiled component (loadDress in tileddress.h).

#include <mapsmith/generate/tilesetconfig.h>
#include <mapsmith/io/yamlutil_p.h>

namespace mapsmith::tilesetsection {

/// Reads `tileset: {source: FILE, tiles: {TILE: RULE, ...}}`; a RULE is a gid, `{edge: [16 gids]}`,
/// `{blob: [47 gids]}` or `{wang: SET, color: C, background: C}`. Errors name line and column.
Result<TilesetConfig> read(const yamlutil::Entry &entry, const std::string &file);

/// "tileset:\n  source: ...\n  tiles:\n ..." — what read() reads back as the same TilesetConfig.
std::string write(const TilesetConfig &tileset);

} // namespace mapsmith::tilesetsection
