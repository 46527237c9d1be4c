// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// Fuzz target: the YAML map reader (grid and tower maps). Any bytes give a Map or an Error, never a crash;
// a Map that was read is written and read back as the same Map.

#include "fuzzing.h"

#include <mapsmith/generate/registry.h>
#include <mapsmith/io/mapfile.h>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace mapsmith;
    const GeneratorRegistry &registry = builtinGenerators();
    auto map = readMap(fuzzing::text(data, size), "fuzz.yaml", registry);
    if (!map) {
        fuzzing::requireCleanError(map.error(), "fuzz.yaml");
        return 0;
    }
    auto again = readMap(writeMap(*map), "again.yaml", registry);
    fuzzing::require(again.ok(), "a written map reads back");
    fuzzing::require(*again == *map, "a written map reads back as the same map");
    return 0;
}
