// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// Enemies: each acts once on every `enemyEvery`-th beat, in the order of the map's entities.
//
// Grid maps only (Lode Runner guards follow the original's logic: play/loderunner_guards.cpp).
// An enemy within `chaseRange` (Manhattan) of the player chases: a beat-constrained A* (search/beatrules.h)
// from the enemy to the player, bounded to a budget of expansions (kChaseBudget), and the enemy takes the
// first step of the path. Otherwise, or when no path is found within the budget, it wanders: one of its
// moves or staying put, chosen with the session's Rng (rng.below(n), n = moves + 1). An enemy never steps
// onto another enemy.
// Determinism: the order of enemies, of successors (fixed by the rules) and of Rng draws is fixed.

#include <mapsmith/play/world.h>

#include <memory>
#include <optional>
#include <vector>

namespace mapsmith {

class EnemyMover
{
public:
    /// Expansions one chase may use before the enemy gives up and wanders.
    static constexpr int kChaseBudget = 4096;

    EnemyMover();
    ~EnemyMover();
    EnemyMover(EnemyMover &&) noexcept;
    EnemyMover &operator=(EnemyMover &&) noexcept;

    /// Rebuilds the movement rules from the world's tiles (call when they change).
    void rebuild(const PlayWorld &world);
    /// Every enemy acts once.
    void act(PlayWorld &world, int chaseRange);

private:
    std::optional<Point> chase(Point from, Point to);
    std::vector<Point> moves(Point from) const;

    struct Searches;
    std::unique_ptr<Searches> m;
};

} // namespace mapsmith
