// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/map/map.h>
#include <mapsmith/util/result.h>

#include <string>
#include <string_view>

namespace mapsmith {

class GeneratorRegistry;

/// Parses a map file (docs/FORMATS.md, "Map file"). Errors name line and column.
/// When the map names a known generator, its params are checked against that generator's schema.
Result<Map> readMap(std::string_view text, const std::string &fileName, const GeneratorRegistry &registry);

/// Writes a map file that readMap reads back as an equal Map.
std::string writeMap(const Map &map);

/// readTextFile + readMap.
Result<Map> loadMap(const std::string &path, const GeneratorRegistry &registry);

} // namespace mapsmith
