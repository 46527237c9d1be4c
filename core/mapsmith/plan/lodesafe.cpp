// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/plan/lodesafe_p.h>

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <optional>

namespace mapsmith {

namespace {

/// The cells `rules` reaches from any of `sources` (1 where reached), `sources` included.
std::vector<std::uint8_t> flood(const LodeRunnerRules &rules, std::vector<std::int32_t> queue)
{
    std::vector<std::uint8_t> seen(rules.stateCount(), 0);
    for (std::int32_t c : queue)
        seen[static_cast<std::size_t>(c)] = 1;
    for (std::size_t head = 0; head < queue.size(); ++head)
        rules.forEachSuccessor(queue[head], [&](StateId t, Cost) {
            if (!seen[static_cast<std::size_t>(t)]) {
                seen[static_cast<std::size_t>(t)] = 1;
                queue.push_back(t);
            }
        });
    return seen;
}

std::vector<std::int32_t> cellsOf(const std::vector<std::uint8_t> &seen)
{
    std::vector<std::int32_t> out;
    for (std::size_t c = 0; c < seen.size(); ++c)
        if (seen[c])
            out.push_back(static_cast<std::int32_t>(c));
    return out;
}

/// What `closed` reaches from where `open` (the same rules with holes dug out) takes the runner: out
/// through the holes while they are open, on after they refill.
std::vector<std::uint8_t> floodThrough(const LodeRunnerRules &open, const LodeRunnerRules &closed,
                                       std::int32_t from)
{
    return flood(closed, cellsOf(flood(open, {from})));
}

} // namespace

LodeReach lodeReach(const LodeRunnerGame &game, const LodeState &s, const LodeRunnerRules &hidden,
                    const LodeRunnerRules &shown, bool countHoles)
{
    const LodeTerrain &t = game.terrain();
    const Point at = t.pointOf(s.runner);
    std::vector<std::int32_t> holes;
    for (const LodeHole &h : countHoles ? s.holes : std::vector<LodeHole>{}) {
        const Point p = t.pointOf(h.cell);
        if (std::abs(p.x - at.x) + std::abs(p.y - at.y) < h.left)
            holes.push_back(h.cell);
    }
    const std::vector<std::uint8_t> cells =
        holes.empty() ? flood(hidden, {s.runner}) : floodThrough(hidden.opened(holes), hidden, s.runner);
    const std::vector<std::uint8_t> up =
        holes.empty() ? flood(shown, {s.runner}) : floodThrough(shown.opened(holes), shown, s.runner);
    const std::optional<std::int32_t> exit =
        game.exit() ? std::optional<std::int32_t>(t.cellOf(*game.exit())) : std::nullopt;
    LodeReach r;
    for (std::size_t c = 0; c < cells.size(); ++c) {
        const auto cell = static_cast<std::int32_t>(c);
        if (cells[c] && s.hasGold(cell))
            r.gold.push_back(cell);
        if (up[c] && (exit ? cell == *exit : t.inside(t.pointOf(cell)) && t.pointOf(cell).y == 0))
            r.top = true;
    }
    return r;
}

LodeReach lodeEverything(const LodeState &s)
{
    LodeReach r;
    r.top = true;
    for (std::size_t i = 0; i < s.gold().size(); ++i)
        for (std::uint64_t bits = s.gold()[i]; bits; bits &= bits - 1)
            r.gold.push_back(
                static_cast<std::int32_t>(i * 64 + static_cast<std::size_t>(std::countr_zero(bits))));
    return r;
}

bool lodeSafe(const LodeRunnerGame &game, const LodeState &s, const LodeRunnerRules &hidden,
              const LodeRunnerRules &shown, const LodeReach &before, bool holes)
{
    const LodeReach now = lodeReach(game, s, hidden, shown, holes);
    if (before.top && !now.top)
        return false;
    return std::ranges::all_of(before.gold, [&](std::int32_t c) {
        return !s.hasGold(c) || std::ranges::find(now.gold, c) != now.gold.end();
    });
}

} // namespace mapsmith
