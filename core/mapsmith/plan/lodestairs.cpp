// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/plan/lodestairs_p.h>

namespace mapsmith {

bool lodeStairFits(const LodeRunnerGame &game, const LodeState &s, Point at, int dir, int depth)
{
    const LodeTerrain &t = game.terrain();
    int bricks = 0;
    for (int k = 1; k <= depth; ++k)
        for (int i = -1; i <= depth - 1 - k; ++i) {
            const Point p{at.x + dir * i, at.y + k};
            if (!t.inside(p))
                return false;
            const std::int32_t c = t.cellOf(p);
            const LodeTile tile = t.tile(c);
            if (tile == LodeTile::Brick && !s.isHole(c))
                ++bricks;
            else if (tile != LodeTile::Empty && tile != LodeTile::Brick)
                return false; // the pattern walks and falls through the rest: empty cells it need not dig
        }
    const Point last{at.x + dir * -1, at.y + depth};
    return bricks >= 2 && t.tile(t.cellOf(last)) == LodeTile::Brick;
}

std::optional<std::vector<LodeMove>> lodeStaircase(const LodeRunnerGame &game, LodeState &s, int dir,
                                                   int depth)
{
    const LodeTerrain &t = game.terrain();
    const Point start = t.pointOf(s.runner);
    const LodeMove toward = dir < 0 ? LodeMove::Left : LodeMove::Right;
    const LodeMove back = dir < 0 ? LodeMove::Right : LodeMove::Left;
    const LodeMove dig = dir < 0 ? LodeMove::DigLeft : LodeMove::DigRight;
    std::vector<LodeMove> keys;
    bool dug = false;
    // One key, then the steps he has no control in (digging, falling); false once he is not playing.
    auto act = [&](LodeMove m) {
        dug = game.step(s, m).dug;
        keys.push_back(m);
        for (int i = 0; i < 2 * t.height() + game.timings().digSteps && s.status == LodeStatus::Playing &&
                        !game.hasControl(s);
             ++i) {
            dug = game.step(s, LodeMove::Wait).dug || dug;
            keys.push_back(LodeMove::Wait);
        }
        return s.status == LodeStatus::Playing && game.hasControl(s);
    };
    // Floor by floor, from the row he is on (he may fall past a floor with empty cells in the pattern).
    for (int guard = 0; guard <= depth; ++guard) {
        const int row = t.pointOf(s.runner).y;
        const int k = row - start.y;
        if (k >= depth)
            return keys;
        // Back to the column the floor's first hole is dug from (the staircase's start column).
        if ((t.pointOf(s.runner).x - start.x) * dir > 0)
            return std::nullopt;
        for (int x = t.pointOf(s.runner).x; x != start.x; x += dir)
            if (!act(toward) || t.pointOf(s.runner) != Point{x + dir, row})
                return std::nullopt;
        const int holes = depth - k;
        for (int i = 0; i < holes; ++i) {
            const std::int32_t below = s.runner + dir + t.stride();
            if (t.tile(below) == LodeTile::Brick && !s.isHole(below) && (!act(dig) || !dug))
                return std::nullopt;
            if (i + 1 < holes && (!act(back) || t.pointOf(s.runner).y != row))
                return std::nullopt;
        }
        act(toward); // into the floor's last hole, or (the last floor) through it
        if (s.status != LodeStatus::Playing || !game.hasControl(s) || t.pointOf(s.runner).y <= row)
            return std::nullopt;
    }
    if (t.pointOf(s.runner).y - start.y < depth)
        return std::nullopt;
    return keys;
}

} // namespace mapsmith
