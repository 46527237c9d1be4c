// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/search/beatrules.h>

#include <algorithm>

namespace mapsmith {

BeatRules::BeatRules(const GridMap &map, const BeatOptions &options)
    : m_width(map.width()), m_height(map.height()), m_period(std::clamp(options.period, 1, 32)),
      m_stride(map.width() + 2)
{
    m_startPhase = std::clamp(options.startPhase, 0, m_period - 1);
    const Cost slow = std::max<Cost>(1, options.slowBeats);
    const auto padded = static_cast<std::size_t>(m_stride) * static_cast<std::size_t>(m_height + 2);
    m_beats.assign(padded, 0);
    const bool phased = m_period > 1 && options.closedOnPhase.width() == m_width &&
                        options.closedOnPhase.height() == m_height;
    if (phased)
        m_closed.assign(padded, 0);
    for (int y = 0; y < m_height; ++y) {
        for (int x = 0; x < m_width; ++x) {
            const Tile t = map.tiles.at(x, y);
            const auto i = static_cast<std::size_t>(cellKeyOf({x, y}));
            m_beats[i] = !isWalkable(t) ? 0 : t == Tile::Slow ? slow : 1;
            if (phased)
                m_closed[i] = options.closedOnPhase.at(x, y);
        }
    }
    m_offset = {-m_stride, 1, m_stride, -1};
}

StateId BeatRules::stateAt(Point p) const
{
    if (p.x < 0 || p.y < 0 || p.x >= m_width || p.y >= m_height)
        return kNoState;
    const std::int32_t c = cellKeyOf(p);
    if (m_beats[static_cast<std::size_t>(c)] == 0 || !openAt(c, m_startPhase))
        return kNoState;
    return c * m_period + m_startPhase;
}

} // namespace mapsmith
