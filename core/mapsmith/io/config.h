// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/generate/levelconfig.h>
#include <mapsmith/util/result.h>

#include <cstdint>
#include <string>
#include <string_view>

namespace mapsmith {

class GeneratorRegistry;

/// Parses a config. `fileName` is only used in messages ("cave.yaml:7:14: fill_ratio 1.7 is outside [0, 1]").
/// Unknown keys, wrong types, out-of-range values and broken YAML are errors naming line and column.
/// The returned params are complete (defaults filled in).
Result<Config> readConfig(std::string_view text, const std::string &fileName,
                          const GeneratorRegistry &registry);

/// Writes a config that readConfig reads back as the same config: every parameter, in schema order.
std::string writeConfig(const Config &config, const GeneratorRegistry &registry);

/// The largest file readTextFile reads (a 4096 x 4096 map file is about 17 MB): anything larger is refused
/// before it is read, so a mistaken or hostile file cannot exhaust memory.
inline constexpr std::uintmax_t kMaxTextFileBytes = std::uintmax_t(256) << 20;

/// Reads a whole file as text; an Error names the file when it cannot be read or is larger than
/// kMaxTextFileBytes.
Result<std::string> readTextFile(const std::string &path);

/// readTextFile + readConfig.
Result<Config> loadConfig(const std::string &path, const GeneratorRegistry &registry);

} // namespace mapsmith
