// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// The plain values of a play session: keys, options, status. See session.h for how they are used.

#include <mapsmith/beat/beatclock.h>
#include <mapsmith/grid/point.h>
#include <mapsmith/search/loderunnerrules.h>
#include <mapsmith/util/result.h>

#include <cstdint>
#include <optional>
#include <string_view>

namespace mapsmith {

/// One input of the player, stored in logs and session files as its character.
enum class PlayKey : char {
    Up = 'W',
    Left = 'A',
    Down = 'S',
    Right = 'D',
    DigLeft = 'Z',  ///< Lode Runner: dig the brick below-left
    DigRight = 'X', ///< Lode Runner: dig the brick below-right
    Wait = '.',     ///< do nothing this beat (still judged in rhythm mode)
    // Tower maps: '1'..'9' choose the n-th reachable node of the next floor, left to right.
};

/// The key a character names (W A S D Z X . 1-9, case-insensitive), if any.
std::optional<PlayKey> playKeyFromChar(char c);
inline char playKeyChar(PlayKey k)
{
    return static_cast<char>(k);
}
/// 1..9 for a tower choice key, 0 otherwise.
int towerChoiceOf(PlayKey k);
/// The step a direction key takes ({0,0} for the others).
Point playKeyStep(PlayKey k);

enum class PlayStatus : std::uint8_t { Playing = 0, Won = 1, Lost = 2 };
std::string_view playStatusName(PlayStatus s); ///< "playing", "won", "lost"

/// How the player's view is limited.
enum class VisionMode : std::uint8_t {
    Off = 0,        ///< the whole map is visible
    Diamond = 1,    ///< cells within Manhattan distance `visionRadius`
    ShadowCast = 2, ///< symmetric shadow-casting field of view of radius `visionRadius` (walls block)
};
/// How a light finds the cells it reaches.
enum class LightMode : std::uint8_t {
    Bresenham = 0,  ///< a Bresenham line from the light to each cell; a wall on it blocks
    ShadowCast = 1, ///< symmetric shadow-casting field of view from the light
};
/// Which lights shine (docs/PLAY.md, "Lights").
enum class LightsOn : std::uint8_t {
    Taken = 0, ///< a light shines once the player has taken it, in a warm tint (Mapsmith's first rule)
    Start = 1, ///< every light shines from the start, in blue tiers, and goes out when taken (the
               ///< world-exploration game)
};
std::string_view visionModeName(VisionMode m); ///< "off", "diamond", "shadowcast"
std::optional<VisionMode> visionModeByName(std::string_view name);
std::string_view lightModeName(LightMode m); ///< "bresenham", "shadowcast"
std::optional<LightMode> lightModeByName(std::string_view name);
std::string_view lightsOnName(LightsOn m); ///< "taken", "start"
std::optional<LightsOn> lightsOnByName(std::string_view name);

/// Everything besides the map, the seed and the inputs that decides how a session plays. All of it is
/// written to session files, so a replay uses the same values.
struct PlayOptions
{
    bool rhythm = false; ///< moves count only inside the beat window; else every move counts
    BeatSettings beat;   ///< the play clock (bpm, offset, beats per bar, window)
    VisionMode vision = VisionMode::Diamond;
    int visionRadius = 8; ///< 1..64
    LightMode lightMode = LightMode::Bresenham;
    int lightRadius = 6; ///< 1..32: a light reaches cells within this Chebyshev distance
    int lightLevels = 4; ///< 1..15 brightness levels; the light's own cell has the most
    int enemyEvery = 1;  ///< grid maps: enemies act on every N-th beat, 1..16
    int chaseRange = 8;  ///< grid maps: enemies within this Manhattan distance chase, 0..256
    /// Lode Runner: steps (beats) a dug hole stays open, 1..64; 37 is the original's 186 ticks
    /// (LodeRunnerTimings). Lode Runner guards keep the original's speed and chase whatever the two above
    /// say.
    int holeBeats = LodeRunnerTimings{}.holeSteps;
    /// Which lights shine. The world-exploration game's rule is the default; session files that say
    /// nothing (written before the option) read as Taken, the rule they were played with.
    LightsOn lightsOn = LightsOn::Start;
    /// Grid maps: the player's health, 0..99 (the rhythm-dungeon game: 10). 0 is no health: touching an
    /// enemy loses the play at once (the rule before health). With health a move into an enemy attacks it
    /// (1 damage, the player stays), an enemy's step onto the player hits (1 damage, the enemy stays), and
    /// the play is lost at 0 (docs/PLAY.md, "Health").
    int hp = 0;
    int enemyHp = 3; ///< 1..99: each enemy's health when hp > 0 (the rhythm-dungeon game's skeleton: 3)
    friend bool operator==(const PlayOptions &, const PlayOptions &) = default;
};

/// Checks the ranges above and the beat settings (BeatClock::create); the message names the option as
/// session files spell it ("vision_radius 0 is outside [1, 64]").
Status checkPlayOptions(const PlayOptions &o);

} // namespace mapsmith
