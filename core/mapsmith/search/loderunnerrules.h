// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// The Lode Runner rule set (Doug Smith, Broderbund 1983, Apple II), the one shared by the path searches,
// the planner (plan/lodeplan.h), the play session and the solver (play/loderunner.h). Every rule and
// timing, with where it comes from, is in docs/LODERUNNER.md.
//
// Time is counted in steps: one step is the time the runner takes to cross one cell (five ticks of the
// original, whose runner moves 8 of a cell's 40 units a tick). What a cell is to the runner (LodeCell):
// - Brick and Solid block every move and support; the map's edge is solid. An open (dug) hole is Empty.
// - A Trap (false brick) blocks moves left, right and up like a brick, but neither supports nor stops a
//   fall: the runner drops through it.
// - Ladder: climb up and down; it supports from below. Rope: hang and move sideways; Down lets go.
// - A hidden ladder is Empty until all gold is taken, then a Ladder.
// The runner is supported (has control) on a ladder or rope, or above Brick, Solid, Ladder or a guard;
// otherwise he falls one cell a step and ignores the keys (no air control), and catches a rope he falls
// into. Digging (left/right) needs control, an intact brick below-beside and an empty cell beside (no
// ladder, rope, guard or gold there); it takes `digSteps` steps without moving.
//
// LodeRunnerRules is the rule set as a state graph for the searches (BFS, A*, ...), where every state is a
// cell: the runner's moves are its successors, each costing 1. With `digging`, a dig-and-drop move is
// offered too: dig below-beside, step beside, drop into the hole (cost digSteps + 2, landing in the hole's
// cell, a brick cell that is then a state), and from there the rules go on as for any cell (fall through if
// the cell below is open, stand in the pit if not). This graph forgets a hole once the runner leaves it:
// chains of holes open at once, their refill and guards are for plan/lodeplan.h and play/loderunner.h,
// which step the whole world. Successor order: up, right, down, left, dig left, dig right. Heuristic:
// Manhattan distance (a move changes it by at most its cost).

#include <mapsmith/map/map.h>
#include <mapsmith/search/types.h>

#include <cstdint>
#include <cstdlib>
#include <span>
#include <vector>

namespace mapsmith {

/// The original's timings, in steps (docs/LODERUNNER.md, "Timings").
struct LodeRunnerTimings
{
    int digSteps = 2;        ///< digging a hole: 11 ticks
    int holeSteps = 37;      ///< a dug hole stays open: 186 ticks, then it refills
    int guardHoleSteps = 13; ///< a guard shakes in a hole before climbing out: 66 ticks
    int rebornSteps = 2;     ///< a guard reappearing at the top is harmless: 8 ticks
    friend bool operator==(const LodeRunnerTimings &, const LodeRunnerTimings &) = default;
};

/// A cell of a Lode Runner level as the level file gives it (hidden ladders and holes not resolved).
enum class LodeTile : std::uint8_t { Empty, Brick, Solid, Ladder, Rope, Trap, HiddenLadder };
LodeTile lodeTileOf(Tile t);

/// A cell as it is now, for the runner's moves (an open hole is Empty, a shown hidden ladder a Ladder).
enum class LodeCell : std::uint8_t { Empty, Brick, Solid, Ladder, Rope, Trap };

inline LodeCell lodeCellOf(LodeTile t, bool laddersShown)
{
    switch (t) {
    case LodeTile::Brick:
        return LodeCell::Brick;
    case LodeTile::Solid:
        return LodeCell::Solid;
    case LodeTile::Ladder:
        return LodeCell::Ladder;
    case LodeTile::Rope:
        return LodeCell::Rope;
    case LodeTile::Trap:
        return LodeCell::Trap;
    case LodeTile::HiddenLadder:
        return laddersShown ? LodeCell::Ladder : LodeCell::Empty;
    case LodeTile::Empty:
        break;
    }
    return LodeCell::Empty;
}

/// Moves left, right and up end at Brick, Solid and Trap.
inline bool lodeBlocksMove(LodeCell c)
{
    return c == LodeCell::Brick || c == LodeCell::Solid || c == LodeCell::Trap;
}
/// Moves down and falls end at Brick and Solid (a trap lets the runner through).
inline bool lodeBlocksFall(LodeCell c)
{
    return c == LodeCell::Brick || c == LodeCell::Solid;
}
/// What the runner may stand on.
inline bool lodeSupportsFrom(LodeCell below)
{
    return below == LodeCell::Brick || below == LodeCell::Solid || below == LodeCell::Ladder;
}
/// Where the runner holds on without standing on anything.
inline bool lodeHolds(LodeCell here)
{
    return here == LodeCell::Ladder || here == LodeCell::Rope;
}

/// One input of the runner for one step.
enum class LodeMove : std::uint8_t { Wait, Left, Right, Up, Down, DigLeft, DigRight };

/// The level as the rules see it: padded cells (a border of Solid around the map), row by row.
class LodeTerrain
{
public:
    LodeTerrain() = default;
    explicit LodeTerrain(const GridMap &map);

    int width() const { return m_width; }
    int height() const { return m_height; }
    std::int32_t stride() const { return m_stride; }
    std::size_t cellCount() const { return m_tiles.size(); }
    LodeTile tile(std::int32_t c) const { return m_tiles[static_cast<std::size_t>(c)]; }
    std::int32_t cellOf(Point p) const { return (p.y + 1) * m_stride + p.x + 1; }
    Point pointOf(std::int32_t c) const { return {c % m_stride - 1, c / m_stride - 1}; }
    bool inside(Point p) const { return p.x >= 0 && p.y >= 0 && p.x < m_width && p.y < m_height; }
    /// A brick cell made empty: an open hole, in a copy of the terrain.
    void open(std::int32_t c)
    {
        if (m_tiles[static_cast<std::size_t>(c)] == LodeTile::Brick)
            m_tiles[static_cast<std::size_t>(c)] = LodeTile::Empty;
    }

private:
    int m_width = 0;
    int m_height = 0;
    std::int32_t m_stride = 0;
    std::vector<LodeTile> m_tiles;
};

struct LodeRunnerOptions
{
    bool digging = false;       ///< offer dig-and-drop moves
    bool hiddenLadders = false; ///< true once all gold is taken
    int digSteps = LodeRunnerTimings{}.digSteps;
};

class LodeRunnerRules
{
public:
    LodeRunnerRules(const GridMap &map, const LodeRunnerOptions &options = {});

    int width() const { return m_terrain.width(); }
    int height() const { return m_terrain.height(); }
    std::size_t stateCount() const { return m_terrain.cellCount(); }
    /// The state of a runner standing at p; kNoState off the map or inside brick or solid.
    StateId stateAt(Point p) const;
    Point cellOf(StateId s) const { return m_terrain.pointOf(s); }
    std::int32_t cellKey(StateId s) const { return s; }
    std::int32_t cellKeyOf(Point p) const { return m_terrain.cellOf(p); }
    const LodeRunnerOptions &options() const { return m_options; }
    const LodeTerrain &terrain() const { return m_terrain; }
    /// These rules with the brick in `cells` dug out (holes open now, as if they stayed open).
    LodeRunnerRules opened(std::span<const std::int32_t> cells) const
    {
        LodeRunnerRules r = *this;
        for (std::int32_t c : cells)
            r.m_terrain.open(c);
        return r;
    }
    /// Whether a runner at state s stands or hangs on something (else he falls).
    bool supported(StateId s) const
    {
        return lodeHolds(here(s)) || lodeSupportsFrom(kind(s + m_terrain.stride()));
    }

    template <class F> void forEachSuccessor(StateId s, F &&f) const
    {
        const std::int32_t stride = m_terrain.stride();
        const std::int32_t below = s + stride;
        if (!supported(s)) {
            f(below, Cost{1});
            return;
        }
        if (here(s) == LodeCell::Ladder && !lodeBlocksMove(kind(s - stride)))
            f(s - stride, Cost{1});
        if (!lodeBlocksMove(kind(s + 1)))
            f(s + 1, Cost{1});
        if (!lodeBlocksFall(kind(below)))
            f(below, Cost{1});
        if (!lodeBlocksMove(kind(s - 1)))
            f(s - 1, Cost{1});
        if (m_options.digging) {
            for (std::int32_t side : {-1, 1})
                if (kind(below + side) == LodeCell::Brick && kind(s + side) == LodeCell::Empty)
                    f(below + side, Cost{m_options.digSteps + 2});
        }
    }

    struct Heuristic
    {
        std::int32_t stride;
        int gx, gy;
        Cost operator()(StateId s) const { return std::abs(s % stride - gx) + std::abs(s / stride - gy); }
    };
    Heuristic heuristicTo(Point goal) const { return {m_terrain.stride(), goal.x + 1, goal.y + 1}; }

private:
    LodeCell kind(std::int32_t c) const { return lodeCellOf(m_terrain.tile(c), m_options.hiddenLadders); }
    /// The runner's own cell: a brick cell he is in is an open hole.
    LodeCell here(std::int32_t c) const
    {
        const LodeCell k = kind(c);
        return k == LodeCell::Brick ? LodeCell::Empty : k;
    }

    LodeTerrain m_terrain;
    LodeRunnerOptions m_options;
};

} // namespace mapsmith
