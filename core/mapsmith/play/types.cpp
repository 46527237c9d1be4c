// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/play/types.h>

#include <array>
#include <string>

namespace mapsmith {

std::optional<PlayKey> playKeyFromChar(char c)
{
    if (c >= 'a' && c <= 'z')
        c = static_cast<char>(c - 'a' + 'A');
    switch (c) {
    case 'W':
    case 'A':
    case 'S':
    case 'D':
    case 'Z':
    case 'X':
    case '.':
        return static_cast<PlayKey>(c);
    default:
        break;
    }
    if (c >= '1' && c <= '9')
        return static_cast<PlayKey>(c);
    return std::nullopt;
}

int towerChoiceOf(PlayKey k)
{
    const char c = playKeyChar(k);
    return c >= '1' && c <= '9' ? c - '0' : 0;
}

Point playKeyStep(PlayKey k)
{
    switch (k) {
    case PlayKey::Up:
        return {0, -1};
    case PlayKey::Down:
        return {0, 1};
    case PlayKey::Left:
        return {-1, 0};
    case PlayKey::Right:
        return {1, 0};
    default:
        return {0, 0};
    }
}

std::string_view playStatusName(PlayStatus s)
{
    switch (s) {
    case PlayStatus::Won:
        return "won";
    case PlayStatus::Lost:
        return "lost";
    case PlayStatus::Playing:
        break;
    }
    return "playing";
}

namespace {
constexpr std::array<std::string_view, 3> kVision = {"off", "diamond", "shadowcast"};
constexpr std::array<std::string_view, 2> kLight = {"bresenham", "shadowcast"};
constexpr std::array<std::string_view, 2> kLightsOn = {"taken", "start"};

Status range(std::string_view name, int value, int lo, int hi)
{
    if (value >= lo && value <= hi)
        return Ok{};
    return Error::badInput(std::string(name) + ' ' + std::to_string(value) + " is outside [" +
                           std::to_string(lo) + ", " + std::to_string(hi) + ']');
}
} // namespace

std::string_view visionModeName(VisionMode m)
{
    return kVision[static_cast<std::size_t>(m) % kVision.size()];
}

std::optional<VisionMode> visionModeByName(std::string_view name)
{
    for (std::size_t i = 0; i < kVision.size(); ++i)
        if (kVision[i] == name)
            return static_cast<VisionMode>(i);
    return std::nullopt;
}

std::string_view lightModeName(LightMode m)
{
    return kLight[static_cast<std::size_t>(m) % kLight.size()];
}

std::optional<LightMode> lightModeByName(std::string_view name)
{
    for (std::size_t i = 0; i < kLight.size(); ++i)
        if (kLight[i] == name)
            return static_cast<LightMode>(i);
    return std::nullopt;
}

std::string_view lightsOnName(LightsOn m)
{
    return kLightsOn[static_cast<std::size_t>(m) % kLightsOn.size()];
}

std::optional<LightsOn> lightsOnByName(std::string_view name)
{
    for (std::size_t i = 0; i < kLightsOn.size(); ++i)
        if (kLightsOn[i] == name)
            return static_cast<LightsOn>(i);
    return std::nullopt;
}

Status checkPlayOptions(const PlayOptions &o)
{
    for (const Status &s :
         {range("vision_radius", o.visionRadius, 1, 64), range("light_radius", o.lightRadius, 1, 32),
          range("light_levels", o.lightLevels, 1, 15), range("enemy_every", o.enemyEvery, 1, 16),
          range("chase_range", o.chaseRange, 0, 256), range("hole_beats", o.holeBeats, 1, 64),
          range("hp", o.hp, 0, 99), range("enemy_hp", o.enemyHp, 1, 99)}) {
        if (!s)
            return s;
    }
    if (!(o.beat.bpm <= 1000.0))
        return Error::badInput("bpm " + std::to_string(o.beat.bpm) + " is above 1000");
    if (auto clock = BeatClock::create(o.beat); !clock)
        return clock.error();
    return Ok{};
}

} // namespace mapsmith
