// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// Lode Runner over time: the whole world (runner, holes, guards, gold) stepped one runner move at a time,
// by the rule set of search/loderunnerrules.h. The play session (session.h), the planner
// (plan/lodeplan.h) and the solver (solve/solver.h) all call LodeRunnerGame::step, so a plan or a
// solution is a string of keys the play session accepts as it is. Rules, timings and their sources:
// docs/LODERUNNER.md.
//
// One step, in the original's order (Lode Runner Total Recall, lodeRunner.main.js playGame()):
//  1. the runner: digging goes on, or he falls (no control), or he acts on the key; he takes gold in the
//     cell he enters; the last gold shows the hidden ladders;
//  2. the guards move (loderunner_guards.cpp): the original's speed table gives the moves this step,
//     served to the guards in turn; each move follows the original's chase (bestMove / scanFloor);
//  3. guards in holes shake; holes refill (a runner inside dies; a guard inside dies and comes back at
//     the top); reappearing guards finish coming back;
//  4. won: all gold taken and the runner in the top row (or on the exit of a level that has one).
// The runner dies when a guard that is not reappearing shares his cell.
// Randomness: the time a guard carries gold and where a dead guard reappears come from the state's Rng,
// so a state and a key give one next state (determinism: step() reads nothing else).

#include <mapsmith/random/rng.h>
#include <mapsmith/search/loderunnerrules.h>
#include <mapsmith/util/result.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace mapsmith {

struct LodeHole
{
    std::int32_t cell = 0; ///< padded cell (LodeTerrain)
    std::int16_t left = 0; ///< steps until it refills
    friend bool operator==(const LodeHole &, const LodeHole &) = default;
};

enum class LodeGuardMode : std::uint8_t {
    Free,     ///< running, climbing, falling
    InHole,   ///< caught in a hole, shaking (`timer` steps left)
    ClimbOut, ///< leaving the hole at `hole`
    Reborn,   ///< reappearing at the top, harmless (`timer` steps left)
};

struct LodeGuard
{
    std::int32_t cell = 0;
    std::int32_t hole = -1; ///< ClimbOut: the hole it climbs out of
    LodeGuardMode mode = LodeGuardMode::Free;
    std::int16_t timer = 0;
    /// > 0: carries gold and drops it after this many more cells; < 0: just dropped, waits; 0: none.
    std::int16_t gold = 0;
    friend bool operator==(const LodeGuard &, const LodeGuard &) = default;
};

enum class LodeStatus : std::uint8_t { Playing, Won, Lost };

struct LodeState
{
    std::int32_t runner = 0;
    std::int32_t digCell = -1; ///< the brick being dug, while digLeft > 0
    std::int8_t digLeft = 0;
    LodeStatus status = LodeStatus::Playing;
    std::uint8_t policyOffset = 0; ///< the guard speed table's column
    std::uint8_t nextGuard = 0;    ///< the guard that moves next
    std::int32_t goldLeft = 0;     ///< gold on the ground or carried
    std::vector<LodeHole> holes;   ///< open holes, oldest first
    std::vector<LodeGuard> guards; ///< in the map's entity order
    Rng rng;

    bool laddersShown() const { return goldLeft == 0; }
    /// Gold on the ground: one bit per padded cell. Shared between copies until one changes it (gold moves
    /// a few times a level, states are copied every step of a search).
    const std::vector<std::uint64_t> &gold() const { return *m_gold; }
    bool hasGold(std::int32_t c) const
    {
        return ((*m_gold)[static_cast<std::size_t>(c) >> 6] >> (static_cast<unsigned>(c) & 63u)) & 1u;
    }
    void setGold(std::int32_t c, bool on)
    {
        if (hasGold(c) == on)
            return;
        if (m_gold.use_count() > 1)
            m_gold = std::make_shared<std::vector<std::uint64_t>>(*m_gold);
        std::uint64_t &w = (*m_gold)[static_cast<std::size_t>(c) >> 6];
        w ^= std::uint64_t{1} << (static_cast<unsigned>(c) & 63u);
    }
    void setGoldWords(std::vector<std::uint64_t> words)
    {
        m_gold = std::make_shared<std::vector<std::uint64_t>>(std::move(words));
    }
    /// The gold words themselves, to share them (a state changing its gold copies them first).
    const std::shared_ptr<std::vector<std::uint64_t>> &goldShared() const { return m_gold; }
    void setGoldShared(std::shared_ptr<std::vector<std::uint64_t>> words) { m_gold = std::move(words); }
    /// The guard in cell c (any mode), or -1.
    int guardAt(std::int32_t c) const
    {
        for (std::size_t i = 0; i < guards.size(); ++i)
            if (guards[i].cell == c)
                return static_cast<int>(i);
        return -1;
    }
    bool isHole(std::int32_t c) const
    {
        for (const LodeHole &h : holes)
            if (h.cell == c)
                return true;
        return false;
    }

private:
    std::shared_ptr<std::vector<std::uint64_t>> m_gold = std::make_shared<std::vector<std::uint64_t>>();
};
/// Every field equal, the Rng's state included.
bool operator==(const LodeState &a, const LodeState &b);

/// FNV-1a 64 over every field of the state (the Rng's four words included).
std::uint64_t lodeStateHash(const LodeState &s);

/// What happened in one step (for the solver's statistics and the tests).
struct LodeStepReport
{
    bool dug = false;     ///< a hole opened
    int guardsKilled = 0; ///< guards buried by a refilling hole
    int goldTaken = 0;    ///< by the runner
};

class LodeRunnerGame
{
public:
    /// Errors (BadInput, naming the cell): no runner start; the start off the map or inside brick or
    /// solid; gold or a guard off the map or inside brick or solid.
    static Result<LodeRunnerGame> create(const GridMap &map, const LodeRunnerTimings &timings = {});

    /// The level as it starts; `withGuards` false leaves the guards out (the planner's static world).
    LodeState start(std::uint64_t seed, bool withGuards = true) const;
    LodeStepReport step(LodeState &s, LodeMove move) const;

    /// Whether the runner's key matters this step (he is neither digging nor falling).
    bool hasControl(const LodeState &s) const { return s.digLeft == 0 && runnerSupported(s, s.runner); }
    bool runnerSupported(const LodeState &s, std::int32_t c) const;
    /// What the runner meets in cell c now (open holes are Empty; guards are not terrain).
    LodeCell cellKind(const LodeState &s, std::int32_t c) const
    {
        const LodeTile t = m_terrain.tile(c);
        if (t == LodeTile::Brick && s.isHole(c))
            return LodeCell::Empty;
        return lodeCellOf(t, s.laddersShown());
    }

    const LodeTerrain &terrain() const { return m_terrain; }
    const LodeRunnerTimings &timings() const { return m_timings; }
    std::optional<Point> exit() const { return m_exit; }
    int goldTotal() const { return m_goldTotal; }
    /// Whether the state is won: all gold taken and the runner at the top (or the exit).
    bool atGoal(const LodeState &s) const;

private:
    LodeRunnerGame() = default;
    void runnerStep(LodeState &s, LodeMove move, LodeStepReport &report) const;
    bool canDig(const LodeState &s, int side) const;
    void enter(LodeState &s, std::int32_t c, LodeStepReport &report) const;
    void refillHoles(LodeState &s, LodeStepReport &report) const;
    void rebornGuard(LodeState &s, LodeGuard &g) const;

    // loderunner_guards.cpp
    void moveGuards(LodeState &s) const;
    void guardMove(LodeState &s, LodeGuard &g) const;

    LodeTerrain m_terrain;
    LodeRunnerTimings m_timings;
    std::optional<Point> m_exit;
    std::int32_t m_start = 0;
    std::vector<std::int32_t> m_goldCells;
    std::vector<std::int32_t> m_guardCells;
    int m_goldTotal = 0;
};

/// The move a play key stands for (W A S D Z X; anything else waits).
LodeMove lodeMoveOfKey(char key);
/// The key `mapsmith play` reads for a move.
char lodeKeyOf(LodeMove move);

} // namespace mapsmith
