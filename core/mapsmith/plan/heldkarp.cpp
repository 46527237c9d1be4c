// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/plan/heldkarp.h>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <string>

namespace mapsmith {

namespace {
// Large enough for any tour, small enough that two of them add without overflow.
constexpr std::uint32_t kInf = 0x3fffffffu;

struct Table
{
    int n = 0;
    std::vector<int> ids;           // table index -> target index
    std::vector<std::uint32_t> leg; // (n + 1) x n: row 0 start, row i + 1 from ids[i]
    std::vector<std::uint32_t>
        into; // n x n: into[k * n + j] = leg from ids[j] to ids[k] (rows read contiguously)
    std::vector<std::uint32_t> best; // 2^n x n
    std::uint32_t legAt(int from, int to) const { return leg[static_cast<std::size_t>(from * n + to)]; }
    std::uint32_t &at(std::uint32_t set, int j)
    {
        return best[static_cast<std::size_t>(set) * static_cast<std::size_t>(n) +
                    static_cast<std::size_t>(j)];
    }
};

Table buildTable(const Legs &legs)
{
    Table t;
    for (int j = 0; j < legs.targets; ++j)
        if (legs.at(0, j) != kUnreachable)
            t.ids.push_back(j);
    t.n = static_cast<int>(t.ids.size());
    t.leg.assign(static_cast<std::size_t>((t.n + 1) * t.n), kInf);
    for (int a = 0; a <= t.n; ++a) {
        const int row = a == 0 ? 0 : t.ids[static_cast<std::size_t>(a - 1)] + 1;
        for (int b = 0; b < t.n; ++b) {
            const Cost c = legs.at(row, t.ids[static_cast<std::size_t>(b)]);
            t.leg[static_cast<std::size_t>(a * t.n + b)] =
                c == kUnreachable ? kInf : static_cast<std::uint32_t>(c);
        }
    }
    return t;
}

// Pull form: best[S][k] = min over j of best[S - k][j] + leg(j, k). Entries of targets outside a set stay
// kInf, so the inner loop runs over all j without branches and the compiler vectorises it.
void fill(Table &t)
{
    const std::uint32_t sets = 1u << t.n;
    const auto n = static_cast<std::size_t>(t.n);
    t.best.assign(static_cast<std::size_t>(sets) * n, kInf);
    t.into.assign(n * n, kInf);
    for (std::size_t k = 0; k < n; ++k)
        for (std::size_t j = 0; j < n; ++j)
            t.into[k * n + j] = t.leg[(j + 1) * n + k];
    for (int j = 0; j < t.n; ++j)
        t.at(1u << j, j) = t.legAt(0, j);
    for (std::uint32_t set = 1; set < sets; ++set) {
        if (std::has_single_bit(set))
            continue;
        for (std::uint32_t rest = set; rest; rest &= rest - 1) {
            const int k = std::countr_zero(rest);
            const std::uint32_t *prev = &t.best[static_cast<std::size_t>(set & ~(1u << k)) * n];
            const std::uint32_t *leg = &t.into[static_cast<std::size_t>(k) * n];
            std::uint32_t m = kInf;
            for (std::size_t j = 0; j < n; ++j)
                m = std::min(m, prev[j] + leg[j]);
            t.at(set, k) = std::min(m, kInf);
        }
    }
}

TourOrder rebuild(Table &t, std::uint32_t set, int last)
{
    TourOrder tour;
    tour.moves = static_cast<Cost>(t.at(set, last));
    std::vector<int> rev;
    while (true) {
        rev.push_back(t.ids[static_cast<std::size_t>(last)]);
        const std::uint32_t prev = set & ~(1u << last);
        if (!prev)
            break;
        const std::uint32_t need = t.at(set, last);
        for (std::uint32_t rest = prev; rest; rest &= rest - 1) {
            const int i = std::countr_zero(rest);
            const std::uint32_t a = t.at(prev, i), leg = t.legAt(i + 1, last);
            if (a != kInf && leg != kInf && a + leg == need) {
                last = i;
                break;
            }
        }
        set = prev;
    }
    tour.order.assign(rev.rbegin(), rev.rend());
    return tour;
}
} // namespace

Result<TourOrder> heldKarp(const Legs &legs)
{
    Table t = buildTable(legs);
    if (t.n > kHeldKarpMaxTargets)
        return Error::badInput("the optimal planner (Held-Karp) handles at most " +
                               std::to_string(kHeldKarpMaxTargets) +
                               " targets, its table grows as 2^n x n; this map has " + std::to_string(t.n) +
                               " reachable: use the greedy planner");
    if (t.n == 0)
        return TourOrder{};
    fill(t);
    std::uint32_t bestSet = 0;
    int bestLast = -1, bestCount = -1;
    std::uint32_t bestMoves = kInf;
    for (std::uint32_t set = 1; set < (1u << t.n); ++set) {
        const int count = std::popcount(set);
        for (int j = 0; j < t.n; ++j) {
            const std::uint32_t m = t.at(set, j);
            if (m == kInf || count < bestCount || (count == bestCount && m >= bestMoves))
                continue;
            bestSet = set;
            bestLast = j;
            bestCount = count;
            bestMoves = m;
        }
    }
    return rebuild(t, bestSet, bestLast);
}

} // namespace mapsmith
