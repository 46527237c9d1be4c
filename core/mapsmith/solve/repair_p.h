// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// The solver's second try (solver.cpp): the static plan's keys with the guards, worked round them where
// they are in the way.

#include <mapsmith/play/loderunner.h>
#include <mapsmith/solve/solver.h>

#include <chrono>
#include <cstddef>
#include <string>

namespace mapsmith {

/// States the repair may keep, and the cells (Manhattan) the runner may leave the plan's way by.
inline constexpr std::size_t kRepairStates = 900000;
inline constexpr int kRepairTube = 4;

/// The static plan with the guards, worked round them where they are in the way: a best-first search
/// over whole game states whose moves are the plan's next key (which counts as taken only when the runner
/// stands where the plan has him, its cell after that many keys without guards, and goes where it takes
/// him) or any other key, a wait or a dig beside (a guard that comes on falls in) included; a state is
/// kept only while the runner is within kRepairTube cells of where the plan has him, and with at least
/// kTriesMinStates states only the first kPlaceStates of each place and count of plan keys taken
/// (searchsets_p.h: on Classic 90 -> 98 of 150 won, docs/PERFORMANCE.md). Furthest along the
/// plan first, then fewest steps, then first queued. Empty when it finds no win within kRepairStates (or
/// half of req.maxStates, if fewer) or the deadline; `states` grows by the states kept. Used by
/// solveLodeRunner when the static plan takes all gold but loses with the guards; on Classic 1-35 a tube
/// of 0 (pauses and digs only) solved 19 levels in all, 1-2 cells 20, 3 21, 4-6 22 (docs/PERFORMANCE.md).
/// 900,000 states (200,000 before) won 4 more of Classic's 150 levels in all (docs/PERFORMANCE.md).
/// When it finds no win and `furthest` is given, that gets the keys of the state furthest along the plan
/// (fewest steps among those): where the solver goes on searching from (a guard may carry the last gold).
std::string repairLodePlan(const LodeRunnerGame &game, const std::string &planKeys, const SolveRequest &req,
                           const LodeState &start, std::chrono::steady_clock::time_point deadline,
                           std::size_t &states, std::string *furthest = nullptr);

} // namespace mapsmith
