// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// The cost of a path of states under a rule, and whether every step of it is a move the rule allows.

#include <mapsmith/search/types.h>

#include <vector>

namespace mapsmith {

/// Sum of the step costs along `path` (the cheapest move between each pair), or kUnreachable when some
/// step is not a legal move. An empty path costs kUnreachable; a single state costs 0.
template <class Rules> Cost pathCost(const Rules &rules, const std::vector<StateId> &path)
{
    if (path.empty())
        return kUnreachable;
    Cost total = 0;
    for (std::size_t i = 1; i < path.size(); ++i) {
        Cost best = kUnreachable;
        rules.forEachSuccessor(path[i - 1], [&](StateId t, Cost c) {
            if (t == path[i] && c < best)
                best = c;
        });
        if (best == kUnreachable)
            return kUnreachable;
        total += best;
    }
    return total;
}

} // namespace mapsmith
