// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// A* over whole Lode Runner worlds without guards (play/loderunner.h): the runner's position, digging, the
// holes open with their time left and the gold on the ground. The legs of plan/lodeplan.h.
//
// Source: P. E. Hart, N. J. Nilsson, B. Raphael, "A Formal Basis for the Heuristic Determination of
// Minimum Cost Paths" (1968), with re-opening (a state found again at a lower step count is queued again).
// Every step costs 1; the heuristics are Manhattan bounds (the runner moves at most one cell a step), so
// they are consistent and a leg is the fewest steps to its goal. The moves tried from a state: wait, left,
// right, up, down, dig left, dig right; only wait while the runner is falling or digging (the keys do
// nothing then). States are told apart by a 64-bit hash of the runner, the dig under way, the holes and
// the gold; a hole the runner cannot come within two cells of before it refills is dropped first (it can no
// longer change anything in a world without guards), so far holes do not multiply the states; and a hole
// the runner does not use (enter, or dig beside) within `useWithin` steps ends that line, since the same
// walk without that dig is two steps shorter. Moves that change nothing (waiting with no hole open, walking
// into a wall) are not tried; unless `exactTimes`, states that differ only in their holes' time left are
// one and a wait lasts until a hole refills (LodeSearchLimits). Ties: lower f, then lower h, then first
// queued. O(S log S) for S states, at most `maxStates`.

#include <mapsmith/play/loderunner.h>
#include <mapsmith/util/runcontrol.h>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

namespace mapsmith {

struct LodeGoal
{
    enum class Kind : std::uint8_t {
        AnyGold, ///< one more gold taken (the nearest by steps)
        Gold,    ///< the gold in `cell` taken
        AllGold, ///< every gold taken; when that cannot be, the most gold in the fewest steps (exact)
        Escape,  ///< won: the top row (or exit) with all gold gone
    };
    Kind kind = Kind::AnyGold;
    std::int32_t cell = -1;
    /// When set, a state meets the goal only if this also holds; a line that meets the kind but not this
    /// goes on for ten steps at most.
    std::function<bool(const LodeState &)> accept;
    /// When set, the search is guided by these steps (per cell, by the cell graph: LodeDistances, kFar
    /// where it has no way) instead of the Manhattan bound: far faster on long walks, but a leg is then no
    /// longer sure to be the fewest steps.
    const std::vector<std::uint16_t> *guide = nullptr;
    /// Escape only: the guide while gold is left (to the nearest gold); `guide` then leads to the top.
    const std::vector<std::uint16_t> *goldGuide = nullptr;
};

struct LodeSearchLimits
{
    bool digging = true;
    int maxHoles = 1000; ///< no dig while this many holes are open or being dug (a pruning of the search)
    /// A hole neither entered nor dug beside within this many steps of opening ends its line of search (it
    /// was dug for nothing); 0: no limit. At most eight unused holes at a time.
    int useWithin = 10;
    /// States told apart by their holes' time left too, and standing still one step at a time: the
    /// fewest steps, exactly (the bitmask and optimal planners). Off (the greedy planner), states with the
    /// same holes open count as one whatever their time left (the first found is kept: holes dug the
    /// same way, only at another time, no longer multiply the states), and a wait lasts until the next
    /// hole refills (in a world without guards, standing still changes nothing else). Every leg is still
    /// stepped in the real world, so it is legal; some legs that need a hole dug at one moment and not
    /// another may be missed.
    bool exactTimes = false;
    std::size_t maxStates = 200000;
    const RunControl *control = nullptr; ///< checked every 16 pops; cancel ends the search unfound
    std::chrono::steady_clock::time_point deadline =
        std::chrono::steady_clock::time_point::max(); ///< likewise
};

struct LodeLeg
{
    bool found = false;
    bool exhausted = false; ///< every state was tried: the goal cannot be reached from `from`
    /// One a step: to the goal, or (AllGold, exhausted) to the state with the most gold in the fewest steps.
    std::vector<LodeMove> moves;
    LodeState end;          ///< the state after the last move (from when not found)
    std::size_t states = 0; ///< states queued
};

LodeLeg searchLodeLeg(const LodeRunnerGame &game, const LodeState &from, const LodeGoal &goal,
                      const LodeSearchLimits &limits);

/// Drops the holes that can no longer matter to the runner (see the top of this file).
void pruneFarHoles(const LodeRunnerGame &game, LodeState &s);

} // namespace mapsmith
