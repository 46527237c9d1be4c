// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <QString>

#include <cstdint>
#include <string>

namespace mapsmith {
class GeneratorRegistry;
}

namespace goldens {

/// Golden hashes of one preset: `expectedPath` holds "version V" then "SEED HASH" for seeds first..last,
/// made from the preset at `presetPath` (a config YAML). Returns an empty string when the whole file matches,
/// else a readable diff (first differing lines) — and a hint to bump the generator's version.
/// With MAPSMITH_UPDATE_GOLDENS=1 in the environment, (re)writes the expected file instead and returns "".
QString check(const mapsmith::GeneratorRegistry &registry, const std::string &presetPath,
              const std::string &expectedPath, std::uint64_t first = 1, std::uint64_t last = 100);

} // namespace goldens
