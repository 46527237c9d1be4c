// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/generate/generator.h>

#include <vector>

namespace mapsmith {

/// The rules cave and rooms maps share with the games they come from, as parameters of both schemas:
/// enemies (how many, how far from the start) and how the gold planner weighs them (plan/greedy.h reads
/// these ids from the map's source). The defaults place no enemy and plan as before, so a config without
/// them makes the map it always made.
///
///   enemies              0..1000 "enemy" entities (0)
///   enemy_min_distance   0..100000: breadth-first steps from the start an enemy keeps at least (10)
///   danger_weight        0..1000: the planner's penalty scale (1)
///   danger_radius        0..1000 moves: enemies farther than this add nothing (5)
///   danger_falloff       steps: weight * (radius - d) | share: weight * max(0, 1 - d / radius) (steps)
///   detour_bonus         0..1000: taken off a gold's score per untaken gold its path walks over (0)
///   safety_cap           1..1000: a path's safety is the sum over its cells of min(d_enemy, cap) (20)
std::vector<ParamSpec> enemySpecs();
std::vector<ParamSpec> plannerSpecs();

/// Places params' `enemies` "enemy" entities on Floor tiles reachable from the start and at least
/// `enemy_min_distance` steps from it, never on the start, the exit or another entity (enemies.cpp).
/// Draws nothing from `rng` when no enemy is asked for. Adds the "enemies" metric, and a note when fewer
/// fit.
void placeEnemies(GridMap &map, const ParamSet &params, Rng &rng, Diagnostics &diagnostics);

/// The generator check for placeEnemies' promise: every enemy on floor, reachable and far enough.
Check checkEnemies(const GridMap &map, const ParamSet &params);

} // namespace mapsmith
