// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

// The `beat:` section of a config, read and written. Internal to core/io (it exposes yaml-cpp types).

#include <mapsmith/beat/beatconfig.h>
#include <mapsmith/io/yamlutil_p.h>

namespace mapsmith::beatsection {

/// Reads `beat: {bpm, offset, beats_per_bar, window, music}`; every key is optional (defaults as in
/// BeatConfig), unknown keys and out-of-range values are errors naming line and column.
Result<BeatConfig> read(const yamlutil::Entry &entry, const std::string &file);

/// "beat:\n  bpm: 120.0\n ..." — what read() reads back as the same BeatConfig.
std::string write(const BeatConfig &beat);

} // namespace mapsmith::beatsection
