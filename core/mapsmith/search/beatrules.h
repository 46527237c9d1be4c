// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// Beat cost: movement on a 4-neighbour grid where time is counted in beats, as in rhythm roguelikes
// (Crypt of the NecroDancer) where the player and the enemies act only on the beat.
//
// A step into a tile costs the beats that tile takes (floor 1, Slow tiles `slowBeats`, 2 or more);
// waiting in place costs 1 beat. The world may repeat with a period of P beats (1 <= P <= 32): a cell can
// be closed on some phases of the cycle (spikes that rise every other beat, a guard's patrol), given as a
// bit mask per cell. A state is (cell, beat mod P); a step must land on a cell that is open on the phase
// it arrives at. With P = 1 nothing changes over time and waiting is never useful, so it is not offered.
// Successors: N, E, S, W, then wait. Heuristic: Manhattan distance (every step takes at least one beat).

#include <mapsmith/map/map.h>
#include <mapsmith/search/types.h>

#include <array>
#include <cstdint>
#include <cstdlib>
#include <vector>

namespace mapsmith {

struct BeatOptions
{
    Cost slowBeats = 2;                ///< beats to enter a Slow tile (>= 1)
    int period = 1;                    ///< beats in the world's cycle, 1..32
    int startPhase = 0;                ///< the phase at which a search starts, 0..period-1
    Grid<std::uint32_t> closedOnPhase; ///< optional, map-sized: bit p set = the cell is closed at phase p
};

class BeatRules
{
public:
    BeatRules(const GridMap &map, const BeatOptions &options = {});

    int width() const { return m_width; }
    int height() const { return m_height; }
    int period() const { return m_period; }
    std::size_t stateCount() const { return m_beats.size() * static_cast<std::size_t>(m_period); }
    StateId stateAt(Point p) const;
    Point cellOf(StateId s) const
    {
        const std::int32_t c = s / m_period;
        return {c % m_stride - 1, c / m_stride - 1};
    }
    int phaseOf(StateId s) const { return s % m_period; }
    std::int32_t cellKey(StateId s) const { return s / m_period; }
    std::int32_t cellKeyOf(Point p) const { return (p.y + 1) * m_stride + p.x + 1; }

    template <class F> void forEachSuccessor(StateId s, F &&f) const
    {
        const std::int32_t c = s / m_period;
        const int phase = s % m_period;
        for (int k = 0; k < 4; ++k) {
            const std::int32_t t = c + m_offset[static_cast<std::size_t>(k)];
            const Cost b = m_beats[static_cast<std::size_t>(t)];
            if (b == 0)
                continue;
            const int arrive = static_cast<int>((phase + b) % m_period);
            if (openAt(t, arrive))
                f(t * m_period + arrive, b);
        }
        if (m_period > 1) {
            const int arrive = (phase + 1) % m_period;
            if (openAt(c, arrive))
                f(c * m_period + arrive, 1);
        }
    }

    struct Heuristic
    {
        std::int32_t stride;
        int period;
        int gx, gy;
        Cost operator()(StateId s) const
        {
            const std::int32_t c = s / period;
            return std::abs(c % stride - gx) + std::abs(c / stride - gy);
        }
    };
    Heuristic heuristicTo(Point goal) const { return {m_stride, m_period, goal.x + 1, goal.y + 1}; }

private:
    bool openAt(std::int32_t cell, int phase) const
    {
        return !m_closed.empty() ? ((m_closed[static_cast<std::size_t>(cell)] >> phase) & 1u) == 0 : true;
    }

    int m_width = 0;
    int m_height = 0;
    int m_period = 1;
    int m_startPhase = 0;
    std::int32_t m_stride = 0;
    std::vector<Cost> m_beats;           // per padded cell, 0 = closed
    std::vector<std::uint32_t> m_closed; // per padded cell, empty when nothing is ever closed
    std::array<std::int32_t, 4> m_offset{};
};

} // namespace mapsmith
