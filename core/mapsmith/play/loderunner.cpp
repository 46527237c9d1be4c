// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/play/loderunner.h>

#include <algorithm>
#include <string>

// The runner, the holes and the order of a step (see loderunner.h); the guards are in
// loderunner_guards.cpp. Source: Lode Runner Total Recall (Simon Hung, github.com/SimonHung/
// LodeRunner_TotalRecall), lodeRunner.runner.js (moveRunner, ok2Dig, digHole, fillComplete) and
// lodeRunner.guard.js (guardReborn), taken from pixel offsets to whole cells as docs/LODERUNNER.md says.
// O(holes + guards) per step besides the guards' scans.

namespace mapsmith {

namespace {
std::string at(Point p)
{
    return "(" + std::to_string(p.x) + ", " + std::to_string(p.y) + ")";
}

void hashBytes(std::uint64_t &h, std::uint64_t v, int bytes)
{
    for (int i = 0; i < bytes; ++i) {
        h ^= (v >> (8 * i)) & 0xffu;
        h *= 0x100000001b3ull;
    }
}
} // namespace

Result<LodeRunnerGame> LodeRunnerGame::create(const GridMap &map, const LodeRunnerTimings &timings)
{
    LodeRunnerGame game;
    game.m_terrain = LodeTerrain(map);
    game.m_timings = timings;
    game.m_exit = map.exit;
    const LodeTerrain &t = game.m_terrain;
    auto closed = [&](Point p) {
        const LodeTile k = t.tile(t.cellOf(p));
        return k == LodeTile::Brick || k == LodeTile::Solid;
    };
    if (!map.start)
        return Error::badInput("the level has no runner: place the runner's start (& in a level file)");
    if (!t.inside(*map.start))
        return Error::badInput("the runner's start " + at(*map.start) + " is outside the map");
    if (closed(*map.start))
        return Error::badInput("the runner's start " + at(*map.start) + " is inside brick or solid");
    game.m_start = t.cellOf(*map.start);
    for (const Entity &e : map.entities) {
        const bool gold = e.type == "gold";
        if (!gold && e.type != "guard")
            continue;
        const Point p{e.x, e.y};
        const std::string what = gold ? "gold" : "a guard";
        if (!t.inside(p))
            return Error::badInput(what + " at " + at(p) + " is outside the map");
        if (closed(p))
            return Error::badInput(what + " at " + at(p) + " is inside brick or solid");
        (gold ? game.m_goldCells : game.m_guardCells).push_back(t.cellOf(p));
    }
    // Two gold in one cell are one gold to the rules (a cell holds one chest).
    std::sort(game.m_goldCells.begin(), game.m_goldCells.end());
    game.m_goldCells.erase(std::unique(game.m_goldCells.begin(), game.m_goldCells.end()),
                           game.m_goldCells.end());
    game.m_goldTotal = static_cast<int>(game.m_goldCells.size());
    return game;
}

LodeState LodeRunnerGame::start(std::uint64_t seed, bool withGuards) const
{
    LodeState s;
    s.runner = m_start;
    s.rng = Rng(seed);
    s.setGoldWords(std::vector<std::uint64_t>((m_terrain.cellCount() + 63) / 64, 0));
    for (std::int32_t c : m_goldCells)
        s.setGold(c, true);
    s.goldLeft = m_goldTotal;
    if (withGuards) {
        for (std::int32_t c : m_guardCells) {
            if (s.guardAt(c) >= 0)
                continue; // one guard a cell
            LodeGuard g;
            g.cell = c;
            s.guards.push_back(g);
        }
    }
    // Gold under the runner's feet is his at once.
    if (s.hasGold(s.runner)) {
        s.setGold(s.runner, false);
        --s.goldLeft;
    }
    return s;
}

bool LodeRunnerGame::runnerSupported(const LodeState &s, std::int32_t c) const
{
    if (lodeHolds(cellKind(s, c)))
        return true;
    const std::int32_t below = c + m_terrain.stride();
    return lodeSupportsFrom(cellKind(s, below)) || s.guardAt(below) >= 0;
}

bool LodeRunnerGame::atGoal(const LodeState &s) const
{
    if (s.goldLeft > 0)
        return false;
    if (m_exit)
        return s.runner == m_terrain.cellOf(*m_exit);
    return m_terrain.pointOf(s.runner).y == 0;
}

bool LodeRunnerGame::canDig(const LodeState &s, int side) const
{
    const std::int32_t beside = s.runner + side;
    const std::int32_t target = beside + m_terrain.stride();
    return cellKind(s, target) == LodeCell::Brick && cellKind(s, beside) == LodeCell::Empty &&
           s.guardAt(beside) < 0 && !s.hasGold(beside);
}

void LodeRunnerGame::enter(LodeState &s, std::int32_t c, LodeStepReport &report) const
{
    s.runner = c;
    if (s.hasGold(c)) {
        s.setGold(c, false);
        --s.goldLeft;
        ++report.goldTaken;
    }
    const int g = s.guardAt(c);
    if (g >= 0 && s.guards[static_cast<std::size_t>(g)].mode != LodeGuardMode::Reborn)
        s.status = LodeStatus::Lost;
}

void LodeRunnerGame::runnerStep(LodeState &s, LodeMove move, LodeStepReport &report) const
{
    const std::int32_t stride = m_terrain.stride();
    const std::int32_t c = s.runner;
    if (s.digLeft == 0) {
        if (!runnerSupported(s, c)) {
            enter(s, c + stride, report); // falling: the keys do nothing
            return;
        }
        switch (move) {
        case LodeMove::Left:
        case LodeMove::Right: {
            const std::int32_t to = c + (move == LodeMove::Left ? -1 : 1);
            if (!lodeBlocksMove(cellKind(s, to)))
                enter(s, to, report);
            return;
        }
        case LodeMove::Up:
            if (cellKind(s, c) == LodeCell::Ladder && !lodeBlocksMove(cellKind(s, c - stride)))
                enter(s, c - stride, report);
            return;
        case LodeMove::Down:
            if (!lodeBlocksFall(cellKind(s, c + stride)))
                enter(s, c + stride, report);
            return;
        case LodeMove::DigLeft:
        case LodeMove::DigRight: {
            const int side = move == LodeMove::DigLeft ? -1 : 1;
            if (!canDig(s, side))
                return;
            s.digCell = c + side + stride;
            s.digLeft = static_cast<std::int8_t>(std::clamp(m_timings.digSteps, 1, 100));
            break; // the first step of digging is this one
        }
        case LodeMove::Wait:
            return;
        }
    }
    // Digging: a guard stepping onto the brick's top stops it, and the brick stays.
    if (s.guardAt(s.digCell - stride) >= 0) {
        s.digLeft = 0;
        s.digCell = -1;
        return;
    }
    if (--s.digLeft == 0) {
        // Open for holeSteps whole steps after this one (the refill count runs at the end of this step too).
        s.holes.push_back(
            LodeHole{s.digCell, static_cast<std::int16_t>(std::clamp(m_timings.holeSteps, 1, 30000) + 1)});
        s.digCell = -1;
        report.dug = true;
    }
}

void LodeRunnerGame::rebornGuard(LodeState &s, LodeGuard &g) const
{
    const int w = m_terrain.width();
    const int h = m_terrain.height();
    const int x0 = static_cast<int>(s.rng.below(static_cast<std::uint64_t>(w)));
    for (int y = std::min(1, h - 1); y < h; ++y) {
        for (int k = 0; k < w; ++k) {
            const std::int32_t c = m_terrain.cellOf({(x0 + k) % w, y});
            const LodeTile t = m_terrain.tile(c);
            const bool empty = t == LodeTile::Empty || (t == LodeTile::HiddenLadder && !s.laddersShown());
            if (empty && s.guardAt(c) < 0 && !s.hasGold(c) && s.runner != c) {
                g = LodeGuard{};
                g.cell = c;
                g.mode = LodeGuardMode::Reborn;
                g.timer = static_cast<std::int16_t>(std::max(1, m_timings.rebornSteps));
                return;
            }
        }
    }
    // Nowhere to come back: it stays buried, harmless, for good.
    g.mode = LodeGuardMode::Reborn;
    g.timer = 0x7fff;
    g.gold = 0;
}

void LodeRunnerGame::refillHoles(LodeState &s, LodeStepReport &report) const
{
    std::size_t kept = 0;
    for (std::size_t i = 0; i < s.holes.size(); ++i) {
        LodeHole h = s.holes[i];
        if (--h.left > 0) {
            s.holes[kept++] = h;
            continue;
        }
        if (s.runner == h.cell)
            s.status = LodeStatus::Lost;
        if (const int gi = s.guardAt(h.cell); gi >= 0) {
            LodeGuard &g = s.guards[static_cast<std::size_t>(gi)];
            if (g.gold > 0)
                --s.goldLeft; // its gold is lost with it, and counts as taken
            ++report.guardsKilled;
            rebornGuard(s, g);
        }
    }
    s.holes.resize(kept);
}

LodeStepReport LodeRunnerGame::step(LodeState &s, LodeMove move) const
{
    LodeStepReport report;
    if (s.status != LodeStatus::Playing)
        return report;
    runnerStep(s, move, report);
    if (s.status == LodeStatus::Playing)
        moveGuards(s);
    for (LodeGuard &g : s.guards) {
        if (g.mode == LodeGuardMode::InHole && --g.timer <= 0) {
            g.mode = LodeGuardMode::ClimbOut;
            g.hole = g.cell;
        } else if (g.mode == LodeGuardMode::Reborn && g.timer != 0x7fff && --g.timer <= 0) {
            g.mode = LodeGuardMode::Free;
            if (g.cell == s.runner)
                s.status = LodeStatus::Lost;
        }
    }
    refillHoles(s, report);
    if (s.status == LodeStatus::Playing && atGoal(s))
        s.status = LodeStatus::Won;
    return report;
}

std::uint64_t lodeStateHash(const LodeState &s)
{
    std::uint64_t h = 0xcbf29ce484222325ull;
    hashBytes(h, static_cast<std::uint32_t>(s.runner), 4);
    hashBytes(h, static_cast<std::uint32_t>(s.digCell), 4);
    hashBytes(h, static_cast<std::uint8_t>(s.digLeft), 1);
    hashBytes(h, static_cast<std::uint8_t>(s.status), 1);
    hashBytes(h, s.policyOffset, 1);
    hashBytes(h, s.nextGuard, 1);
    hashBytes(h, static_cast<std::uint32_t>(s.goldLeft), 4);
    hashBytes(h, s.holes.size(), 4);
    for (const LodeHole &o : s.holes) {
        hashBytes(h, static_cast<std::uint32_t>(o.cell), 4);
        hashBytes(h, static_cast<std::uint16_t>(o.left), 2);
    }
    hashBytes(h, s.guards.size(), 4);
    for (const LodeGuard &g : s.guards) {
        hashBytes(h, static_cast<std::uint32_t>(g.cell), 4);
        hashBytes(h, static_cast<std::uint32_t>(g.hole), 4);
        hashBytes(h, static_cast<std::uint8_t>(g.mode), 1);
        hashBytes(h, static_cast<std::uint16_t>(g.timer), 2);
        hashBytes(h, static_cast<std::uint16_t>(g.gold), 2);
    }
    for (std::uint64_t w : s.gold())
        hashBytes(h, w, 8);
    for (std::uint64_t w : s.rng.state())
        hashBytes(h, w, 8);
    return h;
}

bool operator==(const LodeState &a, const LodeState &b)
{
    return a.runner == b.runner && a.digCell == b.digCell && a.digLeft == b.digLeft && a.status == b.status &&
           a.policyOffset == b.policyOffset && a.nextGuard == b.nextGuard && a.goldLeft == b.goldLeft &&
           a.holes == b.holes && a.guards == b.guards && a.gold() == b.gold() &&
           a.rng.state() == b.rng.state();
}

LodeMove lodeMoveOfKey(char key)
{
    switch (key) {
    case 'A':
    case 'a':
        return LodeMove::Left;
    case 'D':
    case 'd':
        return LodeMove::Right;
    case 'W':
    case 'w':
        return LodeMove::Up;
    case 'S':
    case 's':
        return LodeMove::Down;
    case 'Z':
    case 'z':
        return LodeMove::DigLeft;
    case 'X':
    case 'x':
        return LodeMove::DigRight;
    default:
        return LodeMove::Wait;
    }
}

char lodeKeyOf(LodeMove move)
{
    static constexpr char kKeys[] = {'.', 'A', 'D', 'W', 'S', 'Z', 'X'};
    return kKeys[static_cast<std::size_t>(move)];
}

} // namespace mapsmith
