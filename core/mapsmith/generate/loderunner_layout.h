// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/grid/grid.h>
#include <mapsmith/map/tile.h>
#include <mapsmith/random/rng.h>

#include <vector>

namespace mapsmith::lode {

/// The terrain knobs of the loderunner generator (ids as in loderunner.h).
struct LayoutParams
{
    int width = 28;
    int height = 16;
    double platforms = 0.6; ///< chance that a stretch of a platform row is brick
    double ladders = 0.5;   ///< ladders per platform row: 1 + ladders * width / 8
    double ropes = 0.4;     ///< chance that a gap in a platform gets a rope across it
    double solid = 0.15;    ///< chance that a platform stretch is solid instead of brick
    int traps = 2;          ///< bricks turned into traps
    bool solidBottom = true;
};

struct Layout
{
    Grid<Tile> tiles;
    std::vector<int> platformRows; ///< bottom up, the ground (height - 1) not included
};

/// Platform rows 3 or 4 apart above the ground, ladders through each platform down to the surface below,
/// ropes across platform gaps, traps. Uses only `rng`; see loderunner_layout.cpp.
Layout buildLayout(const LayoutParams &params, Rng &rng);

} // namespace mapsmith::lode
