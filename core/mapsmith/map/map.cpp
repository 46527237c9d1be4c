// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/map/map.h>

namespace mapsmith {

Grid<std::uint8_t> GridMap::walkable() const
{
    Grid<std::uint8_t> out(tiles.width(), tiles.height(), 0);
    for (std::size_t i = 0; i < tiles.size(); ++i)
        out[i] = isWalkable(tiles[i]) ? 1 : 0;
    return out;
}

} // namespace mapsmith
