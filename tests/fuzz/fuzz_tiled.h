// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

// The body of fuzz_tmj and fuzz_tmx: the bytes as a Tiled map, read as the map says and with the default
// tile mapping, give a Map or an Error that says what is wrong in clean text, never a crash, a hang or an
// allocation past the limits. External files are refused (no file system); a map that reads is written
// back in its own format (the patch of its text) and read again, which must work.

#include "fuzzing.h"

#include <mapsmith/generate/registry.h>
#include <mapsmith/io/tiled.h>
#include <mapsmith/io/tilemapping.h>

#include <cstdlib>

namespace fuzzing {

inline int readTiled(bool tmx, const char *fileName, const std::uint8_t *data, std::size_t size)
{
    static const mapsmith::TileMapping mapping = mapsmith::defaultTileMapping();
    const auto read = [&](std::string_view bytes, const mapsmith::TiledReadOptions &options) {
        return tmx ? mapsmith::readTmx(bytes, fileName, options, mapsmith::builtinGenerators())
                   : mapsmith::readTmj(bytes, fileName, options, mapsmith::builtinGenerators());
    };
    mapsmith::TiledReadOptions own;
    own.load = [](const std::string &path) -> mapsmith::Result<std::string> {
        return mapsmith::Error::io("no files here: " + path);
    };
    mapsmith::TiledReadOptions mapped = own;
    mapped.mapping = mapping;
    for (const auto *options : {&own, &mapped}) {
        const auto map = read(text(data, size), *options);
        if (!map) {
            requireCleanError(map.error(), fileName);
            continue;
        }
        if (map->grid.width() * static_cast<long>(map->grid.height()) > 1 << 16)
            continue; // writing a big map back teaches the fuzzer nothing more
        const auto again = tmx ? mapsmith::writeTmx(*map, mapping) : mapsmith::writeTmj(*map, mapping);
        if (!again)
            continue; // a map may be unsayable (a tile with no gid): an error, fine
        const auto back = read(*again, *options);
        if (!back || back->grid.tiles != map->grid.tiles)
            std::abort(); // what we wrote must read back the same
    }
    return 0;
}

} // namespace fuzzing
