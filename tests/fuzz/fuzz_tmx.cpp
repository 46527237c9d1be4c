// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// Fuzz target: the Tiled TMX reader (readTmx) with the default tile mapping (fuzz_tiled.h).

#include "fuzz_tiled.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    return fuzzing::readTiled(true, "fuzz.tmx", data, size);
}
