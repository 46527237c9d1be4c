// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// Fuzz target: the YAML config reader. Any bytes give a Config or an Error, never a crash; a Config that was
// read is written and read back as the same Config.

#include "fuzzing.h"

#include <mapsmith/generate/registry.h>
#include <mapsmith/io/config.h>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace mapsmith;
    const GeneratorRegistry &registry = builtinGenerators();
    auto config = readConfig(fuzzing::text(data, size), "fuzz.yaml", registry);
    if (!config) {
        fuzzing::requireCleanError(config.error(), "fuzz.yaml");
        return 0;
    }
    auto again = readConfig(writeConfig(*config, registry), "again.yaml", registry);
    fuzzing::require(again.ok(), "a written config reads back");
    fuzzing::require(*again == *config, "a written config reads back as the same config");
    return 0;
}
