// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/play/loderunner.h>

#include <algorithm>
#include <array>
#include <cstdlib>

// The guards of the Apple II original, as Lode Runner Total Recall (Simon Hung) rebuilt them from the
// book "Lode Runnerで学ぶ実践C言語" (lodeRunner.guard.js: moveGuard, bestMove, scanFloor, scanDown, scanUp,
// guardMoveStep, dropGold), taken from pixel offsets to whole cells (docs/LODERUNNER.md, "Guards"):
// - speed: the move table below, one column a step, gives how many guard moves a step has for the number
//   of guards; the moves go to the guards in turn (so one guard runs 2/3 of the runner's speed, five 2/5);
// - a move: fall if nothing holds the guard; else, on the runner's row with a floor all the way to him
//   (walls ignored), run at him; else scan the floor left and right to its ends and, from each column, down
//   and up the ladders, and take the direction whose column leads to the runner's row closest to him
//   (a row above him rates 100 + rows, below 200 + rows; the first best wins: middle, then left end
//   inwards, then right end inwards);
// - a guard falling into a hole is caught (it drops its gold above the hole, or loses it), shakes, climbs
//   out upwards and leaves sideways;
// - gold: a guard takes the gold of a cell it enters when it carries none and drops it after 12..37 cells
//   (the state's Rng), on an empty cell with a floor below.
// Cost: O(width + height) cells scanned per guard move. Deterministic: guards, columns and draws in a
// fixed order.

namespace mapsmith {

namespace {

// Moves per step for 0..11 guards, by the column of the step (the original's move_map; Total Recall keeps
// it, with the one-guard row of the original: 2/3 of the runner's speed).
constexpr std::array<std::array<std::uint8_t, 6>, 12> kMovePolicy = {{
    {0, 0, 0, 0, 0, 0},
    {0, 1, 1, 0, 1, 1},
    {1, 1, 1, 1, 1, 1},
    {1, 2, 1, 1, 2, 1},
    {1, 2, 2, 1, 2, 2},
    {2, 2, 2, 2, 2, 2},
    {2, 2, 3, 2, 2, 3},
    {2, 3, 3, 2, 3, 3},
    {3, 3, 3, 3, 3, 3},
    {3, 3, 4, 3, 3, 4},
    {3, 4, 4, 3, 4, 4},
    {4, 4, 4, 4, 4, 4},
}};

// What the original calls a cell's "base" (the level, gold included) and its "act" (what is in it now).
enum class Base : std::uint8_t { Empty, Brick, Solid, Ladder, Rope, Trap, HiddenLadder, Gold };
enum class Act : std::uint8_t { Empty, Brick, Solid, Ladder, Rope, Trap, Guard, Runner };
enum class Dir : std::uint8_t { Stop, Left, Right, Up, Down, Fall };

class GuardView
{
public:
    GuardView(const LodeRunnerGame &game, const LodeState &s)
        : m_game(game), m_s(s), m_t(game.terrain()), m_maxX(m_t.width() - 1), m_maxY(m_t.height() - 1)
    {
        const Point r = m_t.pointOf(s.runner);
        m_rx = r.x;
        m_ry = r.y;
    }

    Base base(int x, int y) const
    {
        const std::int32_t c = m_t.cellOf({x, y});
        switch (m_t.tile(c)) {
        case LodeTile::Empty:
            return m_s.hasGold(c) ? Base::Gold : Base::Empty;
        case LodeTile::Brick:
            return Base::Brick; // an open hole too
        case LodeTile::Solid:
            return Base::Solid;
        case LodeTile::Ladder:
            return Base::Ladder;
        case LodeTile::Rope:
            return Base::Rope;
        case LodeTile::Trap:
            return Base::Trap;
        case LodeTile::HiddenLadder:
            return m_s.laddersShown() ? Base::Ladder : Base::HiddenLadder;
        }
        return Base::Empty;
    }
    Act act(int x, int y) const
    {
        const std::int32_t c = m_t.cellOf({x, y});
        if (c == m_s.runner)
            return Act::Runner;
        if (m_s.guardAt(c) >= 0)
            return Act::Guard;
        switch (m_game.cellKind(m_s, c)) {
        case LodeCell::Brick:
            return Act::Brick;
        case LodeCell::Solid:
            return Act::Solid;
        case LodeCell::Ladder:
            return Act::Ladder;
        case LodeCell::Rope:
            return Act::Rope;
        case LodeCell::Trap:
            return Act::Trap;
        case LodeCell::Empty:
            break;
        }
        return Act::Empty;
    }
    static bool isFloor(Base b) { return b == Base::Brick || b == Base::Solid || b == Base::Ladder; }

    Dir bestMove(LodeGuard &g) const;

private:
    Dir sameRowChase(int x, int y) const;
    Dir scanFloor(int startX, int startY) const;
    void rate(int x, int y, int startX, Dir path, int &best, Dir &bestPath) const;
    void scanDown(int x, int startX, int startY, Dir path, int &best, Dir &bestPath) const;
    void scanUp(int x, int startX, int startY, Dir path, int &best, Dir &bestPath) const;
    bool sideStops(int x, int y, int side) const
    {
        const Base below = base(x + side, y + 1);
        return below == Base::Brick || below == Base::Solid || below == Base::Ladder ||
               base(x + side, y) == Base::Rope;
    }

    const LodeRunnerGame &m_game;
    const LodeState &m_s;
    const LodeTerrain &m_t;
    int m_maxX;
    int m_maxY;
    int m_rx = 0;
    int m_ry = 0;
};

Dir GuardView::bestMove(LodeGuard &g) const
{
    const Point p = m_t.pointOf(g.cell);
    bool sameLevelOnly = false;
    if (g.mode == LodeGuardMode::ClimbOut) {
        const Point hole = m_t.pointOf(g.hole);
        if (p.y == hole.y)
            return Dir::Up;
        sameLevelOnly = true; // above the hole: no falling back in
        if (p.x != hole.x)
            g.mode = LodeGuardMode::Free;
    }
    if (!sameLevelOnly) {
        const Base here = base(p.x, p.y);
        if (here != Base::Ladder && here != Base::Rope && p.y < m_maxY) {
            const Act below = act(p.x, p.y + 1);
            if (below != Act::Brick && below != Act::Solid && below != Act::Guard && below != Act::Ladder)
                return Dir::Fall;
        }
    }
    // On the runner's row (unless he is falling): run at him if the floor goes all the way.
    const bool runnerFalling = m_s.digLeft == 0 && !m_game.runnerSupported(m_s, m_s.runner);
    if (p.y == m_ry && !runnerFalling) {
        if (const Dir d = sameRowChase(p.x, p.y); d != Dir::Stop)
            return d;
    }
    return scanFloor(p.x, p.y);
}

Dir GuardView::sameRowChase(int x, int y) const
{
    int cx = x;
    while (cx != m_rx) {
        const Base below = y < m_maxY ? base(cx, y + 1) : Base::Solid;
        const Base here = base(cx, y);
        const bool walkable = here == Base::Ladder || here == Base::Rope || below == Base::Solid ||
                              below == Base::Ladder || below == Base::Brick || below == Base::Rope ||
                              below == Base::Gold || (y < m_maxY && act(cx, y + 1) == Act::Guard);
        if (!walkable)
            break;
        cx += cx < m_rx ? 1 : -1;
    }
    if (cx != m_rx)
        return Dir::Stop;
    return x < m_rx ? Dir::Right : Dir::Left;
}

void GuardView::rate(int x, int y, int startX, Dir path, int &best, Dir &bestPath) const
{
    int r = 0;
    if (y == m_ry)
        r = std::abs(startX - x);
    else if (y > m_ry)
        r = y - m_ry + 200;
    else
        r = m_ry - y + 100;
    if (r < best) {
        best = r;
        bestPath = path;
    }
}

void GuardView::scanDown(int x, int startX, int startY, Dir path, int &best, Dir &bestPath) const
{
    int y = startY;
    while (y < m_maxY) {
        const Base below = base(x, y + 1);
        if (below == Base::Brick || below == Base::Solid)
            break;
        const Base here = base(x, y);
        if (here != Base::Empty && here != Base::HiddenLadder) { // not falling: it could turn off here
            if (x > 0 && sideStops(x, y, -1) && y >= m_ry)
                break;
            if (x < m_maxX && sideStops(x, y, 1) && y >= m_ry)
                break;
        }
        ++y;
    }
    rate(x, y, startX, path, best, bestPath);
}

void GuardView::scanUp(int x, int startX, int startY, Dir path, int &best, Dir &bestPath) const
{
    int y = startY;
    while (y > 0 && base(x, y) == Base::Ladder) {
        --y;
        if (x > 0 && sideStops(x, y, -1) && y <= m_ry)
            break;
        if (x < m_maxX && sideStops(x, y, 1) && y <= m_ry)
            break;
    }
    rate(x, y, startX, path, best, bestPath);
}

Dir GuardView::scanFloor(int startX, int startY) const
{
    const int y = startY;
    auto end = [&](int step) {
        int x = startX;
        while (step < 0 ? x > 0 : x < m_maxX) {
            const Act next = act(x + step, y);
            if (next == Act::Brick || next == Act::Solid)
                break;
            x += step;
            const bool goesOn =
                next == Act::Ladder || next == Act::Rope || y >= m_maxY || isFloor(base(x, y + 1));
            if (!goesOn)
                break; // the edge: one cell past the floor, where it would fall
        }
        return x;
    };
    const int leftEnd = end(-1);
    const int rightEnd = end(1);
    int best = 255;
    Dir bestPath = Dir::Stop;
    auto scanColumn = [&](int x, Dir downPath, Dir upPath) {
        if (y < m_maxY) {
            const Base below = base(x, y + 1);
            if (below != Base::Brick && below != Base::Solid)
                scanDown(x, startX, startY, downPath, best, bestPath);
        }
        if (base(x, y) == Base::Ladder)
            scanUp(x, startX, startY, upPath, best, bestPath);
    };
    scanColumn(startX, Dir::Down, Dir::Up);
    Dir path = Dir::Left;
    int x = leftEnd;
    while (true) {
        if (x == startX) {
            if (path == Dir::Left && rightEnd != startX) {
                path = Dir::Right;
                x = rightEnd;
            } else {
                break;
            }
        }
        scanColumn(x, path, path);
        x += path == Dir::Left ? 1 : -1;
    }
    return bestPath;
}

} // namespace

void LodeRunnerGame::moveGuards(LodeState &s) const
{
    const std::size_t n = s.guards.size();
    if (n == 0)
        return;
    s.policyOffset = static_cast<std::uint8_t>((s.policyOffset + 1) % 6);
    int moves = kMovePolicy[std::min<std::size_t>(n, kMovePolicy.size() - 1)][s.policyOffset];
    while (moves-- > 0 && s.status == LodeStatus::Playing) {
        s.nextGuard = static_cast<std::uint8_t>((s.nextGuard + 1) % n);
        LodeGuard &g = s.guards[s.nextGuard];
        if (g.mode == LodeGuardMode::InHole || g.mode == LodeGuardMode::Reborn)
            continue;
        guardMove(s, g);
    }
}

namespace {

// The original's dropGold: called once a cell the guard moves.
void countDownGold(const LodeRunnerGame &game, LodeState &s, LodeGuard &g)
{
    if (g.gold > 1) {
        --g.gold;
    } else if (g.gold == 1) {
        const LodeTerrain &t = game.terrain();
        const std::int32_t below = g.cell + t.stride();
        const LodeTile under = t.tile(below);
        const bool floor = under == LodeTile::Brick || under == LodeTile::Solid ||
                           under == LodeTile::Ladder || (under == LodeTile::HiddenLadder && s.laddersShown());
        if (t.tile(g.cell) == LodeTile::Empty && !s.hasGold(g.cell) && floor) {
            s.setGold(g.cell, true);
            g.gold = -1;
        }
    } else if (g.gold < 0) {
        ++g.gold;
    }
}

// A guard just fell into the hole it is in: caught, its gold goes above the hole or is lost.
void catchInHole(const LodeRunnerGame &game, LodeState &s, LodeGuard &g)
{
    const LodeTerrain &t = game.terrain();
    g.mode = LodeGuardMode::InHole;
    // It shakes guardHoleSteps whole steps after this one (the count runs at the end of this step too).
    g.timer = static_cast<std::int16_t>(std::max(1, game.timings().guardHoleSteps) + 1);
    if (g.gold > 0) {
        const std::int32_t above = g.cell - t.stride();
        if (t.tile(above) == LodeTile::Empty && !s.hasGold(above))
            s.setGold(above, true);
        else
            --s.goldLeft;
    }
    g.gold = 0;
}

} // namespace

void LodeRunnerGame::guardMove(LodeState &s, LodeGuard &g) const
{
    const LodeTerrain &t = m_terrain;
    const GuardView view(*this, s);
    Dir d = view.bestMove(g);
    const Point p = t.pointOf(g.cell);
    const int maxX = t.width() - 1;
    const int maxY = t.height() - 1;
    auto blocked = [&](int x, int y, bool trapBlocks) {
        const Act a = view.act(x, y);
        return a == Act::Brick || a == Act::Solid || a == Act::Guard ||
               (trapBlocks && t.tile(t.cellOf({x, y})) == LodeTile::Trap);
    };
    Point to = p;
    switch (d) {
    case Dir::Up:
        if (p.y > 0 && !blocked(p.x, p.y - 1, true))
            to.y -= 1;
        break;
    case Dir::Down:
    case Dir::Fall:
        if (p.y < maxY && !blocked(p.x, p.y + 1, false))
            to.y += 1;
        break;
    case Dir::Left:
        if (p.x > 0 && !blocked(p.x - 1, p.y, true))
            to.x -= 1;
        break;
    case Dir::Right:
        if (p.x < maxX && !blocked(p.x + 1, p.y, true))
            to.x += 1;
        break;
    case Dir::Stop:
        break;
    }
    if (to == p) {
        if (g.mode == LodeGuardMode::ClimbOut)
            g.mode = LodeGuardMode::Free; // stuck in the hole
        return;
    }
    g.cell = t.cellOf(to);
    if (g.cell == s.runner)
        s.status = LodeStatus::Lost;
    if (d == Dir::Fall && t.tile(g.cell) == LodeTile::Brick) {
        catchInHole(*this, s, g);
        return;
    }
    countDownGold(*this, s, g);
    if (g.gold == 0 && s.hasGold(g.cell)) {
        s.setGold(g.cell, false);
        g.gold = static_cast<std::int16_t>(12 + s.rng.below(26));
    }
}

} // namespace mapsmith
