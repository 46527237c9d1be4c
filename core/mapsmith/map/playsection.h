// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// The `play:` section of a config, a map file or a project: the play rules a level asks for (a game's own
// rules, docs/PRESETS.md). Every key is optional; a key left out keeps the play's default. The beat grid
// (BPM, offset, input window) is the beat section's alone, so that the Beat and Play docks edit one number.
// The key names are the session file's (`play/sessionread.cpp`) and PlayOptions'
// (`play/types.h`): one table below serves the reader, the writer (io/playsection.cpp), the CLI and the
// editor. It lives in map/ because a map file's source keeps it; it is no part of the map's hash.

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace mapsmith {

struct PlaySection
{
    std::optional<bool> rhythm;
    std::optional<std::string> vision; ///< off | diamond | shadowcast
    std::optional<int> visionRadius;
    std::optional<int> lightRadius;
    std::optional<std::string> lights; ///< start | taken
    std::optional<int> chaseRange;
    std::optional<int> holeBeats;
    std::optional<int> hp;
    std::optional<int> enemyHp;
    bool empty() const { return *this == PlaySection{}; }
    friend bool operator==(const PlaySection &, const PlaySection &) = default;
};

namespace playsection {

struct IntKey
{
    std::string_view name;
    std::optional<int> PlaySection::*field;
    int min, max;
};
struct ChoiceKey
{
    std::string_view name;
    std::optional<std::string> PlaySection::*field;
    std::array<std::string_view, 3> choices; ///< empty entries unused
};

inline constexpr std::string_view kRhythm = "rhythm";
inline constexpr ChoiceKey kChoiceKeys[] = {
    {"vision", &PlaySection::vision, {"off", "diamond", "shadowcast"}},
    {"lights", &PlaySection::lights, {"start", "taken", {}}}};
// The ranges are checkPlayOptions' (play/types.cpp).
inline constexpr IntKey kIntKeys[] = {{"vision_radius", &PlaySection::visionRadius, 1, 64},
                                      {"light_radius", &PlaySection::lightRadius, 1, 32},
                                      {"chase_range", &PlaySection::chaseRange, 0, 256},
                                      {"hole_beats", &PlaySection::holeBeats, 1, 64},
                                      {"hp", &PlaySection::hp, 0, 99},
                                      {"enemy_hp", &PlaySection::enemyHp, 1, 99}};

/// Every key in the order the writer writes them.
inline constexpr std::array<std::string_view, 9> kKeys = {"rhythm",       "vision", "vision_radius",
                                                          "light_radius", "lights", "chase_range",
                                                          "hole_beats",   "hp",     "enemy_hp"};

} // namespace playsection

} // namespace mapsmith
