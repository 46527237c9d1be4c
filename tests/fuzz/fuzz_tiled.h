// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

// The body of fuzz_tmj and fuzz_tmx: the bytes as a Tiled map read with the default tile mapping give a Map
// or an Error that says what is wrong in clean text, never a crash, a hang or an allocation past the limits.

#include "fuzzing.h"

#include <mapsmith/generate/registry.h>
#include <mapsmith/io/tiled.h>
#include <mapsmith/io/tilemapping.h>

namespace fuzzing {

using TiledReader = decltype(&mapsmith::readTmj);

inline int readTiled(TiledReader read, const char *fileName, const std::uint8_t *data, std::size_t size)
{
    static const mapsmith::TileMapping mapping = mapsmith::defaultTileMapping();
    const auto map = read(text(data, size), fileName, mapping, mapsmith::builtinGenerators());
    if (!map)
        requireCleanError(map.error(), fileName);
    return 0;
}

} // namespace fuzzing
