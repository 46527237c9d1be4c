// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/generate/levelconfig.h>

#include <QString>

#include <optional>
#include <span>

namespace mapsmith {

/// One preset per game Mapsmith was built from, in the order the generator chooser lists them (first, before
/// the generators). Each is `resources/presets/<id>.yaml`; docs/PRESETS.md says where each rule comes from.
struct GamePreset
{
    const char *id;          ///< file name without .yaml: "rhythm_cave"
    const char *name;        ///< English; presetName translates
    const char *description; ///< one line, English; presetDescription translates
};

std::span<const GamePreset> gamePresets();
QString presetName(const GamePreset &preset);
QString presetDescription(const GamePreset &preset);
/// The preset's config, read from the resources once; unset if it is missing or does not read (a build
/// without the file: the chooser leaves the preset out).
const std::optional<Config> &presetConfig(const GamePreset &preset);
/// The preset whose generator and parameters are `config`'s, if any.
const GamePreset *presetMatching(const Config &config);

} // namespace mapsmith
