// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/generate/generator.h>

namespace mapsmith {

/// Lode Runner levels: tiered platforms, ladders, ropes and traps (loderunner_layout.cpp), then the runner,
/// gold and guards on standing spots the runner can reach and come back from without digging
/// (loderunner_moves.cpp), and a hidden escape ladder to the top row. The map is what io/loderunner.h
/// reads and writes: tiles Floor, Brick, Solid, Ladder, Rope, Trap, HiddenLadder; start = runner;
/// entities "gold" and "guard" in row-major order; no exit.
///
/// Parameters (ids as in config files):
///   width, height     8..256 / 6..256 tiles (28 x 16 is the classic screen)
///   platforms         chance that a stretch of a platform row is brick, 0..1
///   ladders           ladders per platform row: 1 + ladders * width / 8 (0..1)
///   ropes             chance that a gap in a platform gets a rope across it, 0..1
///   solid             chance that a platform stretch is solid (cannot be dug), 0..1
///   traps             bricks turned into false bricks, 0..50
///   gold, guards      0..100 / 0..30
///   hidden_ladder     add the escape ladder that appears when all gold is taken
///   solid_bottom      bottom row solid (else brick)
///   beatable          keep only levels the solver wins with the guards (default off: the levels of version
///                     1 stay as they were); see generateFor
/// Promises (validate): the runner on an empty tile; exactly `gold` gold and `guards` guards, each on its
/// own empty tile; every gold reachable from the runner with a way back; the top row reachable once the
/// hidden ladders show (hidden_ladder); only tiles the Lode Runner text format holds; (beatable) the solver
/// wins the level within kBeatableStates game states with the guards drawing from the map's seed.
class LodeRunnerGenerator final : public Generator
{
public:
    /// Game states the solver may keep for one level when `beatable` is on, and per seed for the sweep's
    /// `beatable` metric: a bound in states, not seconds, so a seed gives the same level and figure on
    /// every machine (about 0.1 s for a level it gives up on).
    static constexpr std::size_t kBeatableStates = 20000;
    /// Levels tried with `beatable` on before the last one is kept with a note.
    static constexpr int kBeatableAttempts = 8;

    LodeRunnerGenerator();
    std::string_view id() const override { return "loderunner"; }
    std::string_view displayName() const override { return "Lode Runner level"; }
    int version() const override { return 1; }
    const ParamSchema &schema() const override { return m_schema; }
    /// generateFor(0, ...): a direct call checks `beatable` with the guards drawing from seed 0.
    Result<Generated> generate(const ParamSet &params, Rng &rng, const RunControl &control) const override;
    /// With `beatable` on: levels one after another (the Rng continuing, so the first is the level
    /// `beatable` off gives) until the solver wins one within kBeatableStates states, the guards drawing
    /// from `seed` as the play does; after kBeatableAttempts the last is kept with a note.
    Result<Generated> generateFor(std::uint64_t seed, const ParamSet &params, Rng &rng,
                                  const RunControl &control) const override;
    std::vector<Check> validate(const Map &map, const ParamSet &params) const override;

private:
    Result<Generated> generateOnce(const ParamSet &params, Rng &rng, const RunControl &control) const;
    ParamSchema m_schema;
};

/// Whether the solver wins `level` within `maxStates` game states, the guards drawing from `seed`.
using LodeRunnerBeatable = bool (*)(const Map &level, std::uint64_t seed, std::size_t maxStates);
/// The solver for `beatable`. generate cannot call solve/ itself (the solver plays the game, whose session
/// files read YAML, which knows the generators): solve/solver.cpp sets it when the solver is linked in.
/// With `beatable` on and none set, generation fails saying so.
void setLodeRunnerBeatable(LodeRunnerBeatable check);
LodeRunnerBeatable lodeRunnerBeatable();

} // namespace mapsmith
