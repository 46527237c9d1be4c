// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/play/enemies.h>
#include <mapsmith/search/beatrules.h>
#include <mapsmith/search/bestfirst.h>

#include <algorithm>

namespace mapsmith {

struct EnemyMover::Searches
{
    std::unique_ptr<BeatRules> beat;
    std::unique_ptr<BestFirstSearch<BeatRules>> beatSearch;
};

EnemyMover::EnemyMover() : m(std::make_unique<Searches>()) {}
EnemyMover::~EnemyMover() = default;
EnemyMover::EnemyMover(EnemyMover &&) noexcept = default;
EnemyMover &EnemyMover::operator=(EnemyMover &&) noexcept = default;

void EnemyMover::rebuild(const PlayWorld &world)
{
    GridMap grid;
    grid.tiles = world.tiles;
    m->beatSearch.reset();
    m->beat = std::make_unique<BeatRules>(grid);
    m->beatSearch = std::make_unique<BestFirstSearch<BeatRules>>(*m->beat, BestFirstKind::AStar);
}

namespace {
template <class Rules> std::vector<Point> successorCells(const Rules &rules, Point from)
{
    std::vector<Point> out;
    const StateId s = rules.stateAt(from);
    if (s == kNoState)
        return out;
    rules.forEachSuccessor(s, [&](StateId t, Cost) {
        const Point c = rules.cellOf(t);
        if (c != from)
            out.push_back(c);
    });
    return out;
}

template <class Rules>
std::optional<Point> firstStep(const Rules &rules, BestFirstSearch<Rules> &search, Point from, Point to,
                               int budget)
{
    const StateId s = rules.stateAt(from);
    if (s == kNoState || rules.stateAt(to) == kNoState)
        return std::nullopt;
    search.start(s, to);
    for (int i = 0; i < budget && !search.step(); ++i) {
    }
    if (!search.found())
        return std::nullopt;
    const SearchOutcome o = search.outcome();
    if (o.path.size() < 2)
        return std::nullopt;
    return rules.cellOf(o.path[1]);
}
} // namespace

std::vector<Point> EnemyMover::moves(Point from) const
{
    return successorCells(*m->beat, from);
}

std::optional<Point> EnemyMover::chase(Point from, Point to)
{
    return firstStep(*m->beat, *m->beatSearch, from, to, kChaseBudget);
}

void EnemyMover::act(PlayWorld &world, int chaseRange)
{
    for (PlayEnemy &e : world.enemies) {
        if (world.status != PlayStatus::Playing)
            return;
        std::optional<Point> next;
        const std::vector<Point> options = moves(e.pos);
        if (manhattan(e.pos, world.player) <= chaseRange)
            next = chase(e.pos, world.player);
        if (!next) {
            const auto pick = world.rng.below(options.size() + 1);
            if (pick < options.size())
                next = options[pick];
        }
        if (!next || world.enemyAt(*next))
            continue;
        if (*next == world.player && world.health) {
            world.playerHit(); // with health an enemy hits and stays where it is
            continue;
        }
        e.pos = *next;
        if (e.pos == world.player)
            world.playerHit();
    }
}

} // namespace mapsmith
