// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// Greedy gold collection, the way the classic Lode Runner bot write-ups play: from where the runner stands,
// go to the gold with the fewest moves by the true path (not the straight-line distance), shunning gold
// near a guard; repeat. The danger penalty adds weight x (radius - d) moves to a gold d moves from the
// nearest guard when d < radius. The "credit on the way" variant marks every gold the chosen path walks
// over as taken (the runner picks it up in passing); without it only the chosen gold counts and the
// runner may come back for the others.
//
// O(k) choices of O(k) candidates over the precomputed legs. Ties: lower score, then fewer moves, then
// the lower target index. Gold that no leg reaches is left and reported; the loop ends when nothing
// untaken is reachable from the runner's position, so it never spins. Never shorter than Held-Karp or the
// bitmask BFS (the tests check).

#include <mapsmith/plan/heldkarp.h>
#include <mapsmith/plan/legs.h>

#include <vector>

namespace mapsmith {

struct GreedyOptions
{
    bool creditOnTheWay = true;
    Cost dangerWeight = 1; ///< extra moves per step of closeness to a guard
    Cost dangerRadius = 5; ///< guards farther than this (in moves) add nothing
};

/// The legs chosen, as target indices: stop i walks legs row (stop i-1) + 1 (row 0 first) to that target.
/// `guardMoves[j]` is the fewest moves from any guard to target j (kUnreachable: no guard gets there).
TourOrder greedyOrder(const Legs &legs, const std::vector<Cost> &guardMoves, const GreedyOptions &options);

} // namespace mapsmith
