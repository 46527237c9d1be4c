// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// A staircase dug down through several floors of brick, the way Lode Runner players go deep: dig a row of
// holes in the floor, drop into the last, walk back along them and dig the next floor's row one hole
// shorter, and so on until one hole goes through the last floor. `depth` floors need depth + (depth - 1)
// + ... + 1 holes, more than the planner's world searches hold at a time (kPasses in lodeplan.cpp), and
// each floor's row must still be open when the runner walks along it, which the pattern keeps short.
//
// Going left (dir = -1) from standing at column x on row y, floor k (1..depth) is dug at columns
// x - 1 .. x + depth - 1 - k of row y + k; going right mirrors it. The runner ends below the last floor.

#include <mapsmith/play/loderunner.h>

#include <optional>
#include <vector>

namespace mapsmith {

inline constexpr int kLodeStairMinDepth = 2;
inline constexpr int kLodeStairMaxDepth = 7;
/// Staircases one greedy plan may dig.
inline constexpr int kLodeStairsPerPlan = 12;

/// Whether the bricks of a staircase from standing at `from` are there (the floors the pattern digs are
/// brick, not open in `s`): a cheap test before stepping it.
bool lodeStairFits(const LodeRunnerGame &game, const LodeState &s, Point from, int dir, int depth);

/// Steps the staircase in `s` from where the runner stands (he must have control): the keys, with the
/// runner below the last floor and still playing, or nothing (s is then left in some state on the way).
std::optional<std::vector<LodeMove>> lodeStaircase(const LodeRunnerGame &game, LodeState &s, int dir,
                                                   int depth);

} // namespace mapsmith
