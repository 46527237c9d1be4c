// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// The greedy Lode Runner plan's safety test (plan/lodeplan.h): whether a gold step strands the runner,
// judged on the cell graph (search/loderunnerrules.h) before and after the step.
//
// - Relative: a step is safe when the cell graph still reaches every gold it reached before the step (and
//   not taken since), and the top if it reached that. A gold the cell graph never reaches (one a chain of
//   holes leads to) does not make every step unsafe: with an absolute test (every gold left reachable) the
//   safe search refused every state on such levels and spent its budget for nothing.
// - The holes open in a state count while the runner can reach them before they refill (Manhattan
//   distance below their time left): what the cell graph reaches with them dug out, and from there on with
//   them refilled. A pit entered through a hole dug in its wall is safe while that hole is open, and a
//   walk over an open hole is not cut by it. Farther holes are left closed: counting them made safe some
//   steps the runner could not leave in time.
// docs/PERFORMANCE.md, "The static plan's safety test".

#include <mapsmith/play/loderunner.h>
#include <mapsmith/search/loderunnerrules.h>

#include <cstdint>
#include <vector>

namespace mapsmith {

/// What the cell graph reaches from a state: the gold on the ground, and the top (or the exit) by the
/// ladders all gold will show.
struct LodeReach
{
    std::vector<std::int32_t> gold; ///< padded cells, ascending
    bool top = false;
};

/// `hidden` and `shown`: the cell graph with digging, before and after the hidden ladders show. `holes`:
/// whether the open holes count (above).
LodeReach lodeReach(const LodeRunnerGame &game, const LodeState &s, const LodeRunnerRules &hidden,
                    const LodeRunnerRules &shown, bool holes = true);

/// Every gold on the ground in `s`, and the top: what the strict test (CollectRequest::lodeStrictSafety)
/// asks a step to leave reachable, with the holes not counted.
LodeReach lodeEverything(const LodeState &s);

/// Whether the state `s` a gold step led to still reaches what `before` (lodeReach where the step began,
/// or lodeEverything) did.
bool lodeSafe(const LodeRunnerGame &game, const LodeState &s, const LodeRunnerRules &hidden,
              const LodeRunnerRules &shown, const LodeReach &before, bool holes = true);

} // namespace mapsmith
