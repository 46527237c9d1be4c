// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

// The `play:` section of a config, a map file or a project, read and written (map/playsection.h holds the
// keys). Internal to core/io (it exposes yaml-cpp types).

#include <mapsmith/io/yamlutil_p.h>
#include <mapsmith/map/playsection.h>

namespace mapsmith::playsection {

/// Reads `play: {rhythm: true, hp: 10, ...}`; unknown keys and bad values are errors naming line and column.
Result<PlaySection> read(const yamlutil::Entry &entry, const std::string &file);

/// "play:\n  rhythm: true\n ..." with the keys the section has, in the table's order.
std::string write(const PlaySection &play);

} // namespace mapsmith::playsection
