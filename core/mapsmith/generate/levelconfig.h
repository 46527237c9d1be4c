// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/beat/beatconfig.h>
#include <mapsmith/generate/tilesetconfig.h>
#include <mapsmith/map/playsection.h>
#include <mapsmith/params/params.h>

#include <cstdint>
#include <optional>
#include <string>

namespace mapsmith {

/// A level config: generator id + params + seed (docs/FORMATS.md, "Config file"). What generate() takes;
/// io/config.h reads and writes it as YAML, so a game that builds one in code needs no YAML library.
struct Config
{
    std::string generator = "cave";
    std::uint64_t seed = 0;
    ParamSet params;                        ///< as given; ParamSchema::complete fills in the defaults
    std::optional<BeatConfig> beat{};       ///< the `beat:` section, when the level has a beat grid
    std::optional<TilesetConfig> tileset{}; ///< the `tileset:` section, when the map wears a tileset
    std::optional<PlaySection> play{};      ///< the `play:` section: the level's own play rules
    friend bool operator==(const Config &, const Config &) = default;
};

} // namespace mapsmith
