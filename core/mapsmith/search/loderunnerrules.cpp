// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/search/loderunnerrules.h>

#include <algorithm>

namespace mapsmith {

namespace {
LodeRunnerRules::Kind kindOf(Tile t, bool hiddenLadders)
{
    using K = LodeRunnerRules::Kind;
    switch (t) {
    case Tile::Brick:
        return K::Brick;
    case Tile::Solid:
    case Tile::Wall:
        return K::Solid;
    case Tile::Ladder:
        return K::Ladder;
    case Tile::HiddenLadder:
        return hiddenLadders ? K::Ladder : K::Empty;
    case Tile::Rope:
        return K::Rope;
    default: // Floor, Door, Slow, Trap: open air
        return K::Empty;
    }
}
} // namespace

LodeRunnerRules::LodeRunnerRules(const GridMap &map, const LodeRunnerOptions &options)
    : m_width(map.width()), m_height(map.height()), m_options(options), m_stride(map.width() + 2)
{
    m_options.holeLife = std::clamp(options.holeLife, 1, 16);
    m_span = 2 * m_options.holeLife + 1;
    m_slots = m_options.digging ? 1 + m_span * m_span * m_options.holeLife : 1;
    const auto padded = static_cast<std::size_t>(m_stride) * static_cast<std::size_t>(m_height + 2);
    m_kind.assign(padded, Kind::Solid);
    for (int y = 0; y < m_height; ++y)
        for (int x = 0; x < m_width; ++x)
            m_kind[static_cast<std::size_t>(cellKeyOf({x, y}))] =
                kindOf(map.tiles.at(x, y), m_options.hiddenLadders);
}

StateId LodeRunnerRules::stateAt(Point p) const
{
    if (p.x < 0 || p.y < 0 || p.x >= m_width || p.y >= m_height)
        return kNoState;
    const std::int32_t c = cellKeyOf(p);
    const Kind k = kind(c);
    return k == Kind::Brick || k == Kind::Solid ? kNoState : c * m_slots;
}

bool LodeRunnerRules::holeOf(StateId s, Point &hole, int &life) const
{
    const std::int32_t slot = s % m_slots;
    if (slot == 0)
        return false;
    std::int32_t h = -1;
    decodeSlot(s / m_slots, slot, h, life);
    hole = {h % m_stride - 1, h / m_stride - 1};
    return true;
}

} // namespace mapsmith
