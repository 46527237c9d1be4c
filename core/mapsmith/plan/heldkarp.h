// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// Held-Karp: the order of visiting targets that minimises the total moves, over the matrix of leg lengths.
//
// Sources: M. Held, R. M. Karp, "A dynamic programming approach to sequencing problems" (1962);
// R. Bellman (1962). Open path version (no return to the start); the matrix may be asymmetric (Lode Runner
// falls are one way). best[S][j] = fewest moves that visit exactly the set S ending at j. O(2^n n^2) time,
// O(2^n n) memory: n = 16 is 1M entries, n = 20 is 21M entries (84 MB); more is refused.
// When no order visits every target (a fall that cannot be climbed back), the answer is the largest set
// that can be visited, and among those the fewest moves. Ties: the first set in increasing bit order, the
// lowest last target, the lowest predecessor, so the result is the same everywhere. The order is rebuilt
// from the table (no parent table).

#include <mapsmith/plan/legs.h>
#include <mapsmith/util/result.h>

#include <vector>

namespace mapsmith {

inline constexpr int kHeldKarpMaxTargets = 20;

struct TourOrder
{
    std::vector<int> order; ///< target indices in visiting order
    Cost moves = 0;
};

/// Best order over the targets whose leg from the start (row 0) is finite; `legs` has targets + 1 rows.
/// Refuses more than kHeldKarpMaxTargets such targets.
Result<TourOrder> heldKarp(const Legs &legs);

} // namespace mapsmith
