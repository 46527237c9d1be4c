// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// A play session: the deterministic simulation behind the play-test viewport and `mapsmith play`.
//
// Time is the only clock. Beat n happens at BeatClock::timeOfBeat(n); the world acts on beat n (holes
// refill, the fallers fall, enemies move on every `enemyEvery`-th beat) at its tick, the end of the beat's
// input window: timeOfBeat(n) + window * secondsPerBeat. So a move aimed at beat n comes before the world's
// answer to it. Two calls drive a session:
//   advanceTo(t)   runs every tick with time <= t, in order;
//   press(key, t)  advanceTo(t), then the key (judged first in rhythm mode), and logs (t, beat, key).
// The outcome depends only on the map, the options, the seed, the log of (time, key) and the grid changes
// (retime): replaying the log with press(), the changes with retime() after the inputs that came before
// them, and ending with advanceTo(endTime) gives the same state, bit for bit (replaySession()).
// A grid change (the editor's beat panel edits the grid during a play) keeps the play where it is: the ticks
// up to its time ran on the old grid, the next tick is the new grid's first after it, and what counts in
// beats (a dug hole's refill, the beat that took the last move) keeps the beats it had left. The timing
// errors start over: they were measured against the old grid.
// Randomness: enemies wander with the session's Rng (seeded from the session seed), nothing else draws.
// Lode Runner levels are stepped by LodeRunnerGame (play/loderunner.h): the key pressed during a beat (the
// last one) is the runner's move at the beat's tick, one step a tick, and the guards draw from the game
// state's own Rng (seeded from the session seed too); the fields below mirror that state for the view.
//
// State hash (stateHash): FNV-1a 64 over, in this order, as little-endian integers: status (u8), player
// x, y (i32), tower node (i32) and the tower path (count, nodes; i32), next beat (i64), per pickup
// taken (u8), per enemy x, y (i32), per hole x, y (i32) and refill beat (i64), ladders shown (u8), combo
// count and best (i32), Perfect/Good/Miss counts (i32), the 4 Rng words (u64), cells visited (i32); with
// health (hasHealth()) then the player's health and each enemy's (i32), so a play without health hashes as
// before; on Lode Runner levels then lodeStateHash of the game state (u64).
// Health (PlayOptions::hp > 0, grid maps): a move into an enemy attacks it (1 damage; the player stays), an
// enemy's step onto the player hits (1 damage; the enemy stays); the play is lost when the health is 0.

#include <mapsmith/beat/beatclock.h>
#include <mapsmith/grid/grid.h>
#include <mapsmith/map/map.h>
#include <mapsmith/play/enemies.h>
#include <mapsmith/play/fov.h>
#include <mapsmith/play/loderunner.h>
#include <mapsmith/play/rhythm.h>
#include <mapsmith/play/types.h>
#include <mapsmith/play/world.h>
#include <mapsmith/util/result.h>

#include <cstdint>
#include <optional>
#include <vector>

namespace mapsmith {

/// One logged input.
struct PlayInput
{
    double time = 0.0;     ///< seconds since the session started
    std::int64_t beat = 0; ///< the nearest beat (for people reading the log; time decides)
    PlayKey key = PlayKey::Wait;
    friend bool operator==(const PlayInput &, const PlayInput &) = default;
};

/// A change of the beat grid during a play: after the first `afterInputs` inputs of the log, at `time`, the
/// session goes on with `beat`.
struct PlayRetime
{
    std::size_t afterInputs = 0;
    double time = 0.0;
    BeatSettings beat;
    friend bool operator==(const PlayRetime &, const PlayRetime &) = default;
};

/// Longest play a log may describe (seconds): bounds the beats a replay runs.
inline constexpr double kMaxPlaySeconds = 3600.0;

class PlaySession
{
public:
    /// Errors (BadInput): options out of range; a grid map without a start; a tower without nodes.
    static Result<PlaySession> create(const Map &map, const PlayOptions &options, std::uint64_t seed);

    void advanceTo(double t);
    void press(PlayKey key, double t);
    /// advanceTo(t), then goes on with the grid `beat` (see the top of this file); logged in retimes().
    /// Errors (BadInput): settings BeatClock::create refuses; the session is unchanged.
    Status retime(const BeatSettings &beat, double t);

    // ---- state ----
    PlayStatus status() const { return m_w.status; }
    PlayKind kind() const { return m_w.kind; }
    bool isMaze() const { return m_w.maze; }
    Point player() const { return m_w.player; }
    int collected() const;
    int pickupCount() const { return static_cast<int>(m_w.pickups.size()); }
    const std::vector<PlayPickup> &pickups() const { return m_w.pickups; }
    const std::vector<PlayEnemy> &enemies() const { return m_w.enemies; }
    /// The player's health now (0 without health).
    int hp() const { return m_w.hp; }
    /// Whether this play has health (PlayOptions::hp > 0 on a grid map).
    bool hasHealth() const { return m_w.health; }
    const std::vector<PlayHole> &holes() const { return m_w.holes; }
    const Grid<Tile> &tiles() const { return m_w.tiles; }
    const Grid<std::uint8_t> &trail() const { return m_w.trail; }
    /// The lit map: brightness level per cell (0 dark .. options().lightLevels), from the lights taken
    /// (LightsOn::Taken) or from those not yet taken (LightsOn::Start).
    const Grid<std::uint8_t> &lit() const { return m_lit; }
    /// Whether the player sees cell p now (always true with VisionMode::Off).
    bool visible(Point p) const;
    /// Lode Runner: the game state and rules (null on other maps).
    const LodeState *lodeState() const { return m_lode ? &m_lodeState : nullptr; }
    const LodeRunnerGame *lodeGame() const { return m_lode ? &*m_lode : nullptr; }
    /// The last beat that ticked (nextBeat - 1).
    std::int64_t beat() const { return m_w.nextBeat - 1; }
    double time() const { return m_time; }
    const RhythmTracker &rhythm() const { return m_rhythm; }
    const Combo &combo() const { return m_rhythm.combo(); }
    const std::vector<PlayInput> &log() const { return m_log; }
    /// The grid changes so far, in order.
    const std::vector<PlayRetime> &retimes() const { return m_retimes; }
    /// The options now (their beat is the grid now; startBeat() the one the session was created with).
    const PlayOptions &options() const { return m_options; }
    const BeatSettings &startBeat() const { return m_startBeat; }
    const BeatClock &clock() const { return m_clock; }
    const Map &map() const { return m_w.map; }
    std::uint64_t seed() const { return m_seed; }
    std::uint64_t stateHash() const;

    // ---- tower ----
    int towerNode() const { return m_w.towerNode; }
    const std::vector<int> &towerPath() const { return m_w.towerPath; }
    /// Nodes the player may choose next, left to right (key '1' is the first).
    std::vector<int> towerChoices() const;

private:
    PlaySession() = default;
    void tick(std::int64_t beat);
    void applyKey(PlayKey key);
    void moveGrid(Point step);
    void attack(std::size_t enemy);
    void mirrorLode();
    void enter(Point p);
    void checkWin();
    void refresh();
    double tickTime(std::int64_t beat) const;

    PlayWorld m_w;
    PlayOptions m_options;
    BeatClock m_clock;
    RhythmTracker m_rhythm;
    EnemyMover m_enemies;
    std::vector<PlayInput> m_log;
    std::vector<PlayRetime> m_retimes;
    BeatSettings m_startBeat;
    Grid<std::uint8_t> m_opaque; // 1 where sight and light are blocked (from m_w.tiles)
    Grid<std::uint8_t> m_lit;
    FovWindow m_fov;
    std::uint64_t m_seed = 0;
    double m_time = 0.0;
    std::optional<LodeRunnerGame> m_lode;
    LodeState m_lodeState;
    PlayKey m_pendingKey = PlayKey::Wait; ///< Lode Runner: the runner's move at the next tick
};

/// Plays `log` on a new session, with the grid changes `retimes` among the inputs, and advances to
/// `endTime`: what `mapsmith replay` and the viewport's replay run. Errors as create(); a log that goes back
/// in time or past kMaxPlaySeconds, or a grid change out of order, is BadInput.
Result<PlaySession> replaySession(const Map &map, const PlayOptions &options, std::uint64_t seed,
                                  const std::vector<PlayInput> &log, double endTime,
                                  const std::vector<PlayRetime> &retimes = {});

} // namespace mapsmith
