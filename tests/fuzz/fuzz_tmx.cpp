// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// Fuzz target: the Tiled TMX reader with the default tile mapping. Any bytes give a Map or an Error, never
// a crash. The reader arrives with the Tiled import (core/io/tiled.h); on a tree without it this target is
// a no-op, and it becomes live as soon as that header exists (no edit needed).

#include "fuzzing.h"

#if __has_include("io/tiled.h")
#include "generate/registry.h"
#include "io/tiled.h"
#include "io/tilemapping.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace mapsmith;
    static const TileMapping mapping = defaultTileMapping();
    auto map = readTmx(fuzzing::text(data, size), "fuzz.tmx", mapping, builtinGenerators());
    if (!map)
        fuzzing::require(!map.error().message.empty(), "an error says what is wrong");
    return 0;
}
#else
extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *, std::size_t)
{
    return 0;
}
#endif
