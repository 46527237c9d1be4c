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
/// Promises (validate): the runner on an empty tile; exactly `gold` gold and `guards` guards, each on its
/// own empty tile; every gold reachable from the runner with a way back; the top row reachable once the
/// hidden ladders show (hidden_ladder); only tiles the Lode Runner text format holds.
class LodeRunnerGenerator final : public Generator
{
public:
    LodeRunnerGenerator();
    std::string_view id() const override { return "loderunner"; }
    std::string_view displayName() const override { return "Lode Runner level"; }
    int version() const override { return 1; }
    const ParamSchema &schema() const override { return m_schema; }
    Result<Generated> generate(const ParamSet &params, Rng &rng, const RunControl &control) const override;
    std::vector<Check> validate(const Map &map, const ParamSet &params) const override;

private:
    ParamSchema m_schema;
};

} // namespace mapsmith
