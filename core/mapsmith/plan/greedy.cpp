// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/plan/greedy.h>

#include <cstdint>

namespace mapsmith {

namespace {
Cost penalty(const std::vector<Cost> &guardMoves, int j, const GreedyOptions &o)
{
    if (static_cast<std::size_t>(j) >= guardMoves.size() ||
        guardMoves[static_cast<std::size_t>(j)] == kUnreachable)
        return 0;
    const Cost d = guardMoves[static_cast<std::size_t>(j)];
    return d < o.dangerRadius ? o.dangerWeight * (o.dangerRadius - d) : 0;
}
} // namespace

TourOrder greedyOrder(const Legs &legs, const std::vector<Cost> &guardMoves, const GreedyOptions &options)
{
    TourOrder tour;
    std::uint32_t taken = 0;
    int row = 0;
    // Gold under the runner's feet at the start is taken at once.
    for (int j = 0; j < legs.targets; ++j)
        if (legs.at(0, j) == 0)
            taken |= 1u << j;
    for (;;) {
        int best = -1;
        Cost bestScore = 0, bestMoves = 0;
        for (int j = 0; j < legs.targets; ++j) {
            const Cost m = legs.at(row, j);
            if ((taken >> j & 1u) || m == kUnreachable)
                continue;
            const Cost score = m + penalty(guardMoves, j, options);
            if (best < 0 || score < bestScore || (score == bestScore && m < bestMoves)) {
                best = j;
                bestScore = score;
                bestMoves = m;
            }
        }
        if (best < 0)
            return tour;
        tour.order.push_back(best);
        tour.moves += bestMoves;
        taken |= options.creditOnTheWay ? legs.passed[legs.index(row, best)] | 1u << best : 1u << best;
        row = best + 1;
    }
}

} // namespace mapsmith
