// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// Collection plans on Lode Runner levels: the walk of the runner through the world of play/loderunner.h
// without guards, all gold first, then up to the top row by the hidden ladders (or to the exit), given as
// the keys `mapsmith play` takes. planCollection (collect.h) calls it for every map whose rules are Lode
// Runner's; digging is on unless the request's rules turn it off.
//
// - greedy (any number of gold): from where the runner is, the gold fewest steps away (lodesearch.h, with
//   the holes already open) that is safe (the gold and the top the cell graph reached before the step
//   still reachable, open holes counted: lodesafe_p.h), then the next,
//   until none is left or none can be reached; then the escape. With kLodeEndgameGold gold or fewer left,
//   it first searches for the won state itself (gold and escape as one leg: an exit dug before entering a
//   pit is found only this way). When nothing reaches gold, a staircase down several floors
//   (lodestairs_p.h); when the runner is stuck, one gold step back and another gold there (at most
//   kLodeBacktracks times). docs/LODERUNNER.md, "In the searches and plans".
// - optimal (Held-Karp, at most kHeldKarpMaxTargets gold): the order that minimises the sum of the legs
//   between gold, each leg measured from standing on a gold with no hole open (the holes a leg leaves open
//   are not carried into the next one's length); the walk then follows that order, each leg searched again
//   from the real state; then the escape. O(k^2) leg searches + Held-Karp.
// - bitmask (at most kBitmaskMaxTargets gold): one search over whole worlds, gold included, to the won
//   state: the fewest steps that win, exactly (within the state budget; above it the planner says so).
// Guards are left out (the solver, solve/solver.h, plays with them); the walk's `path` is the runner's
// cell after every step, so it repeats a cell while he digs or waits.

#include <mapsmith/plan/collect.h>
#include <mapsmith/plan/lodesearch.h>

namespace mapsmith {

/// States one search may queue, for one leg (greedy, optimal) or the whole level (bitmask).
inline constexpr std::size_t kLodeLegStates = 400000;
inline constexpr std::size_t kLodeExactStates = 1000000;
/// States the greedy planner's world searches may queue in all, for one level (the cell graph's walks are
/// free), and the part of them that may go to looking for safe gold.
inline constexpr std::size_t kLodePlanStates = 400000;
inline constexpr std::size_t kLodeSafeStates = 200000;
/// With this many gold left the greedy planner first searches for the won state itself (the last gold
/// and the escape as one leg), within kLodeEndgameStates for the whole plan. The endgames that win need
/// at most about 28,000 states on 478 real levels (Classic 1-35, KGoldrunner), while the ones that fail took
/// all of a budget of 200,000, most of a plan's time, for the same levels planned (docs/PERFORMANCE.md, "The
/// endgame's budget").
inline constexpr int kLodeEndgameGold = 12;
inline constexpr std::size_t kLodeEndgameStates = 30000;
inline constexpr std::size_t kLodeEndgameLegStates = 30000;
/// Times the greedy planner goes back one gold step when the runner is stuck, and the states its
/// escapes from the last gold may queue in all (the plan's final escape has its own).
inline constexpr int kLodeBacktracks = 8;
inline constexpr std::size_t kLodeEscapeStates = 100000;

/// The Lode Runner plan; `request.rules` must hold Lode Runner rules (or be unset).
Result<CollectPlan> planLodeRunner(const GridMap &map, const CollectRequest &request);

/// BadInput naming the cell when some gold lies in a pocket of the map the runner's start is sealed off
/// from by solid blocks (no rule, digging included, ever crosses a solid cell); Ok otherwise.
Status checkLodeRunnerGold(const GridMap &map);

} // namespace mapsmith
