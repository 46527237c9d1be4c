// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// A level to play, from any of the files that describe one: a map file, a level config (generated with its
// seed) or a project (generated, the hand edits painted over it). A config and a project carry the level's
// beat grid (their `beat:` section), which a play is judged on; a map file has none (the default grid).
// `mapsmith play -m` and the session file's `map:` reference read levels through it.

#include <mapsmith/beat/beatconfig.h>
#include <mapsmith/map/map.h>
#include <mapsmith/play/types.h>
#include <mapsmith/util/result.h>

#include <optional>
#include <string>
#include <string_view>

namespace mapsmith {

class GeneratorRegistry;

struct PlayLevel
{
    Map map;
    std::optional<BeatConfig> beat;  ///< the level's beat section, when it has one
    std::optional<PlaySection> play; ///< the level's play section (its own rules), when it has one
};

/// `o` with what `play` says over it. A `window` narrows Good to it and Perfect to 40% of it, as the beat
/// section's does (BeatConfig::clockSettings).
PlayOptions withPlaySection(PlayOptions o, const PlaySection &play);

/// The options a level plays by: the built-in defaults, then its beat section, then its play section.
PlayOptions levelPlayOptions(const PlayLevel &level);

/// Reads `text` as a project (its top level says `kind: project`), a map file (it has `kind`, `tiles` or
/// `nodes`) or else a config. Errors are the readers' (file, line, column) or the generator's.
Result<PlayLevel> readPlayLevel(std::string_view text, const std::string &fileName,
                                const GeneratorRegistry &registry);

/// readTextFile + readPlayLevel.
Result<PlayLevel> loadPlayLevel(const std::string &path, const GeneratorRegistry &registry);

} // namespace mapsmith
