// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// The Lode Runner solver: a search over the deterministic game (play/loderunner.h), guards included, for
// keys that win a level; what `mapsmith solve`, the Play dock's Solve, the generator and the sweep call.
// Algorithm and guarantees: solver.cpp. Every solution it returns was replayed from the start and won, so
// `mapsmith play -m LEVEL --inputs KEYS --expect won` accepts it (same seed, same hole time).

#include <mapsmith/map/map.h>
#include <mapsmith/search/loderunnerrules.h>
#include <mapsmith/util/result.h>
#include <mapsmith/util/runcontrol.h>

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace mapsmith {

struct SolveRequest
{
    std::uint64_t seed = 0;  ///< the play session's seed: the guards' draws
    double timeLimit = 10.0; ///< seconds of wall time; <= 0: no limit (maxStates bounds the run)
    /// When set, the run ends by then instead (timeLimit only names it in the reason): `mapsmith solve`
    /// counts its limit from the process's start, so the program as a whole keeps it.
    std::optional<std::chrono::steady_clock::time_point> deadline;
    std::size_t maxStates = 3000000; ///< states kept (about 80 bytes each); deterministic bound
    int leadSteps = 0;               ///< steps the level runs before the first key (a play clock's offset)
    LodeRunnerTimings timings;       ///< holeSteps: the play options' hole time
    const RunControl *control = nullptr; ///< cancel, and progress (states / maxStates or time / limit)
};

enum class SolveGaveUp : std::uint8_t {
    None,        ///< solved
    Unreachable, ///< some gold cannot be reached, even by digging (every line of play tried)
    GuardTrap,   ///< every line of play ends caught by a guard or buried
    TimeLimit,
    Budget, ///< maxStates states kept without a win
    Cancelled,
};

/// What a designer reads from a level: the solution's figures and the gold the static analysis sorts.
struct SolveStats
{
    int moves = 0;         ///< keys of the solution (steps)
    int digs = 0;          ///< holes it digs
    int closestGuard = -1; ///< the fewest cells (Manhattan) between the runner and a guard along it; -1: none
    int goldTotal = 0;
    int goldWithoutDigging = 0;          ///< reachable from the start without digging (hidden ladders hidden)
    std::vector<Point> goldNeedsDigging; ///< reachable only by digging (the static plan takes them)
    std::vector<Point> goldUnreachable;  ///< the static plan, digging included, does not reach them
    double seconds = 0.0;                ///< time to solve (or to give up)
    std::size_t states = 0;
};

struct Solution
{
    bool solved = false;
    std::string keys; ///< one a step: W A S D, Z X dig, '.' wait
    SolveGaveUp gaveUp = SolveGaveUp::None;
    std::string reason; ///< empty when solved; else why it gave up, in a sentence
    SolveStats stats;
};

std::string_view solveGaveUpName(SolveGaveUp g); ///< "", "unreachable", "guard_trap", "time_limit", ...

/// Errors (BadInput): not a Lode Runner level (no brick, solid, ladder, rope, trap or hidden ladder); no
/// runner; a runner, gold or guard off the map or inside brick or solid; gold sealed in solid stone
/// (checkLodeRunnerGold), each naming the cell; a level over 65,535 cells (with its border).
Result<Solution> solveLodeRunner(const Map &map, const SolveRequest &request = {});

/// Lets the Lode Runner generator's `beatable` option call this solver (generate/loderunner.h: the generate
/// component cannot depend on solve). A program that generates Lode Runner levels with that option calls it
/// once before generating; without it the option is refused with a clear error. Idempotent, thread-safe.
void installLodeRunnerSolver();

} // namespace mapsmith
