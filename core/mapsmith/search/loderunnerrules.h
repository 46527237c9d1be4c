// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// Lode Runner physics (Doug Smith, Broderbund 1983; as described by the Lode Runner fan wikis and the
// "Lode Runner Total Recall" rules), one move per step, every move costs 1.
//
// - Brick and Solid (and Wall) block and support; the map's edge is solid.
// - A runner is supported when in a Ladder or Rope cell, or when the cell below is Brick, Solid or Ladder
//   (a Trap looks like brick but neither supports nor blocks). Supported runners move left/right into any
//   open cell, up only from a ladder, and down into any open cell below (climbing down a ladder, or letting
//   go of a rope to drop). An unsupported runner falls: the only move is straight down, no sideways control.
// - Hidden ladders are empty air until all gold is taken (`hiddenLadders`).
// - Digging (optional): a supported runner with no hole open may dig the brick below-left or below-right
//   when the cell above that brick is empty. The hole stays open for `holeLife` moves, then refills; a
//   runner inside it then dies, so such moves are not offered. One hole at a time (a documented
//   simplification of the game, where several may be open).
//
// State: (cell, open hole) where the hole is kept as its offset from the runner (at most holeLife cells
// away) and its remaining life, so the state space is cells x (1 + (2L+1)^2 L) with digging, cells without.
// Successors: up, right, down, left, dig left, dig right. Heuristic: Manhattan distance (a move changes it
// by at most 1; digging by 0).

#include <mapsmith/map/map.h>
#include <mapsmith/search/types.h>

#include <cstdint>
#include <cstdlib>
#include <vector>

namespace mapsmith {

struct LodeRunnerOptions
{
    bool digging = false;
    int holeLife = 6;           ///< moves a dug hole stays open, 1..16
    bool hiddenLadders = false; ///< true once all gold is taken
};

class LodeRunnerRules
{
public:
    enum class Kind : std::uint8_t { Empty, Brick, Solid, Ladder, Rope };

    LodeRunnerRules(const GridMap &map, const LodeRunnerOptions &options = {});

    int width() const { return m_width; }
    int height() const { return m_height; }
    std::size_t stateCount() const { return m_kind.size() * static_cast<std::size_t>(m_slots); }
    StateId stateAt(Point p) const;
    Point cellOf(StateId s) const
    {
        const std::int32_t c = s / m_slots;
        return {c % m_stride - 1, c / m_stride - 1};
    }
    std::int32_t cellKey(StateId s) const { return s / m_slots; }
    std::int32_t cellKeyOf(Point p) const { return (p.y + 1) * m_stride + p.x + 1; }
    /// The open hole of state s, if any (for the stepper and the play-test).
    bool holeOf(StateId s, Point &hole, int &life) const;
    const LodeRunnerOptions &options() const { return m_options; }

    template <class F> void forEachSuccessor(StateId s, F &&f) const
    {
        const std::int32_t p = s / m_slots;
        const std::int32_t slot = s % m_slots;
        std::int32_t hole = -1;
        int life = 0;
        if (slot > 0)
            decodeSlot(p, slot, hole, life);
        const std::int32_t below = p + m_stride;
        if (!supported(p, hole)) {
            offer(f, below, hole, life);
            return;
        }
        if (kind(p) == Kind::Ladder && !blocked(p - m_stride, hole))
            offer(f, p - m_stride, hole, life);
        if (!blocked(p + 1, hole))
            offer(f, p + 1, hole, life);
        if (!blocked(below, hole))
            offer(f, below, hole, life);
        if (!blocked(p - 1, hole))
            offer(f, p - 1, hole, life);
        if (m_options.digging && hole < 0) {
            for (int side : {-1, 1}) {
                if (kind(below + side) == Kind::Brick && kind(p + side) == Kind::Empty)
                    f(p * m_slots + encodeSlot(p, below + side, m_options.holeLife), Cost{1});
            }
        }
    }

    struct Heuristic
    {
        std::int32_t stride;
        std::int32_t slotCount; // not "slots": Qt defines that as a macro
        int gx, gy;
        Cost operator()(StateId s) const
        {
            const std::int32_t c = s / slotCount;
            return std::abs(c % stride - gx) + std::abs(c / stride - gy);
        }
    };
    Heuristic heuristicTo(Point goal) const { return {m_stride, m_slots, goal.x + 1, goal.y + 1}; }

private:
    Kind kind(std::int32_t c) const { return m_kind[static_cast<std::size_t>(c)]; }
    bool blocked(std::int32_t c, std::int32_t hole) const
    {
        const Kind k = kind(c);
        return (k == Kind::Brick && c != hole) || k == Kind::Solid;
    }
    bool supported(std::int32_t p, std::int32_t hole) const
    {
        const Kind here = kind(p);
        if (here == Kind::Ladder || here == Kind::Rope)
            return true;
        const std::int32_t b = p + m_stride;
        const Kind k = kind(b);
        return (k == Kind::Brick && b != hole) || k == Kind::Solid || k == Kind::Ladder;
    }
    // One move: the hole ages by one and refills at zero, killing a runner inside it.
    template <class F> void offer(F &f, std::int32_t to, std::int32_t hole, int life) const
    {
        if (hole < 0) {
            f(to * m_slots, Cost{1});
            return;
        }
        if (life - 1 == 0) {
            if (to != hole)
                f(to * m_slots, Cost{1});
            return;
        }
        f(to * m_slots + encodeSlot(to, hole, life - 1), Cost{1});
    }
    std::int32_t encodeSlot(std::int32_t player, std::int32_t hole, int life) const
    {
        const int dx = hole % m_stride - player % m_stride + m_options.holeLife;
        const int dy = hole / m_stride - player / m_stride + m_options.holeLife;
        return 1 + (dy * m_span + dx) * m_options.holeLife + (life - 1);
    }
    void decodeSlot(std::int32_t player, std::int32_t slot, std::int32_t &hole, int &life) const
    {
        const int v = slot - 1;
        life = v % m_options.holeLife + 1;
        const int rel = v / m_options.holeLife;
        const int dx = rel % m_span - m_options.holeLife;
        const int dy = rel / m_span - m_options.holeLife;
        hole = player + dy * m_stride + dx;
    }

    int m_width = 0;
    int m_height = 0;
    LodeRunnerOptions m_options;
    std::int32_t m_stride = 0;
    std::int32_t m_span = 1;  // 2 * holeLife + 1
    std::int32_t m_slots = 1; // hole encodings per cell
    std::vector<Kind> m_kind; // per padded cell
};

} // namespace mapsmith
