// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/search/loderunnerrules.h>

namespace mapsmith {

LodeTile lodeTileOf(Tile t)
{
    switch (t) {
    case Tile::Brick:
        return LodeTile::Brick;
    case Tile::Solid:
    case Tile::Wall:
        return LodeTile::Solid;
    case Tile::Ladder:
        return LodeTile::Ladder;
    case Tile::HiddenLadder:
        return LodeTile::HiddenLadder;
    case Tile::Rope:
        return LodeTile::Rope;
    case Tile::Trap:
        return LodeTile::Trap;
    default: // Floor, Door, Slow: open air
        return LodeTile::Empty;
    }
}

LodeTerrain::LodeTerrain(const GridMap &map)
    : m_width(map.width()), m_height(map.height()), m_stride(map.width() + 2)
{
    const auto padded = static_cast<std::size_t>(m_stride) * static_cast<std::size_t>(m_height + 2);
    m_tiles.assign(padded, LodeTile::Solid);
    for (int y = 0; y < m_height; ++y)
        for (int x = 0; x < m_width; ++x)
            m_tiles[static_cast<std::size_t>(cellOf({x, y}))] = lodeTileOf(map.tiles.at(x, y));
}

LodeRunnerRules::LodeRunnerRules(const GridMap &map, const LodeRunnerOptions &options)
    : m_terrain(map), m_options(options)
{
    if (m_options.digSteps < 0)
        m_options.digSteps = 0;
}

StateId LodeRunnerRules::stateAt(Point p) const
{
    if (!m_terrain.inside(p))
        return kNoState;
    const std::int32_t c = m_terrain.cellOf(p);
    const LodeCell k = kind(c);
    return k == LodeCell::Brick || k == LodeCell::Solid ? kNoState : c;
}

} // namespace mapsmith
