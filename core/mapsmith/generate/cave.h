// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/generate/generator.h>

namespace mapsmith {

/// Cellular-automata caves (see cave.cpp for the method and its sources).
///
/// Parameters (ids as in config files):
///   width, height        4..4096 tiles
///   fill_ratio           initial share of wall, 0..1
///   steps                smoothing steps, 0..20
///   death_limit          a wall stays wall with >= this many wall neighbours of 8 (default 4)
///   birth_limit          a floor becomes wall with >= this many wall neighbours of 8 (default 5)
///   border_wall          force the outer ring to wall
///   connectivity         none | largest (keep the largest region) | join (carve tunnels between regions)
///   min_region           regions smaller than this are filled before connecting (0 keeps all)
///   enemies, enemy_min_distance, danger_weight, danger_radius, danger_falloff, detour_bonus, safety_cap
///                        the game rules cave and rooms maps share (generate/enemies.h)
/// Outside the map counts as wall.
class CaveGenerator final : public Generator
{
public:
    CaveGenerator();
    std::string_view id() const override { return "cave"; }
    std::string_view displayName() const override { return "Cellular-automata cave"; }
    int version() const override { return 1; }
    const ParamSchema &schema() const override { return m_schema; }
    Result<Generated> generate(const ParamSet &params, Rng &rng, const RunControl &control) const override;
    std::vector<Check> validate(const Map &map, const ParamSet &params) const override;

private:
    ParamSchema m_schema;
};

} // namespace mapsmith
