// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/play/lighting.h>
#include <mapsmith/play/loderunner.h>
#include <mapsmith/play/session.h>
#include <mapsmith/search/rules.h>

#include <algorithm>
#include <cmath>

namespace mapsmith {

namespace {
std::int64_t floorMod(std::int64_t a, std::int64_t b)
{
    const std::int64_t r = a % b;
    return r < 0 ? r + b : r;
}
} // namespace

Result<PlaySession> PlaySession::create(const Map &map, const PlayOptions &options, std::uint64_t seed)
{
    if (Status s = checkPlayOptions(options); !s)
        return s.error();
    auto clock = BeatClock::create(options.beat);
    if (!clock)
        return clock.error();
    PlaySession session;
    session.m_options = options;
    session.m_startBeat = options.beat;
    session.m_clock = *clock;
    session.m_seed = seed;
    PlayWorld &w = session.m_w;
    w.map = map;
    w.rng = Rng(seed);
    if (map.kind == MapKind::Tower) {
        if (map.tower.nodes.empty())
            return Error::badInput("the tower map has no nodes to play");
        w.kind = PlayKind::Tower;
    } else {
        const GridMap &g = map.grid;
        if (!g.start || !g.tiles.contains(*g.start))
            return Error::badInput("the map has no start: place one to play it");
        w.kind = defaultRules(g).kind == RulesKind::LodeRunner ? PlayKind::LodeRunner : PlayKind::Grid;
        w.maze = map.source.generator == "maze";
        w.tiles = g.tiles;
        w.exit = g.exit;
        w.trail = Grid<std::uint8_t>(g.width(), g.height(), 0);
        for (const Entity &e : g.entities) {
            if (!g.tiles.contains(e.x, e.y))
                continue;
            if (e.type == "gold" || e.type == "light")
                w.pickups.push_back(PlayPickup{{e.x, e.y}, e.type == "light", false});
            else if (e.type == "enemy" || e.type == "guard")
                w.enemies.push_back(PlayEnemy{{e.x, e.y}, {e.x, e.y}, options.hp > 0 ? options.enemyHp : 0});
        }
        w.player = *g.start;
        // Health is the rhythm-dungeon game's rule for grid maps; a Lode Runner guard still catches the
        // runner as in the original.
        w.health = options.hp > 0 && w.kind == PlayKind::Grid;
        w.hp = w.health ? options.hp : 0;
        if (w.kind == PlayKind::LodeRunner) {
            LodeRunnerTimings timings;
            timings.holeSteps = options.holeBeats;
            auto game = LodeRunnerGame::create(g, timings);
            if (!game)
                return game.error();
            session.m_lode = std::move(*game);
            session.m_lodeState = session.m_lode->start(seed);
        }
    }
    // The first beat whose tick is not before time 0.
    auto &c = session.m_clock;
    w.nextBeat = static_cast<std::int64_t>(std::floor(c.beatAt(0.0) - options.beat.window)) - 1;
    while (session.tickTime(w.nextBeat) < 0.0)
        ++w.nextBeat;
    if (session.m_lode) {
        w.tilesChanged = true; // the light and the fields are computed once at the start, as on other maps
        session.mirrorLode();
        session.refresh();
    } else if (w.kind != PlayKind::Tower) {
        w.tilesChanged = true;
        session.refresh();
        session.enter(w.player);
    }
    return session;
}

double PlaySession::tickTime(std::int64_t beat) const
{
    return m_clock.timeOfBeat(beat) + m_options.beat.window * m_clock.secondsPerBeat();
}

void PlaySession::advanceTo(double t)
{
    if (t > m_time)
        m_time = t;
    while (m_w.status == PlayStatus::Playing && tickTime(m_w.nextBeat) <= m_time) {
        tick(m_w.nextBeat);
        ++m_w.nextBeat;
    }
}

void PlaySession::press(PlayKey key, double t)
{
    advanceTo(t);
    m_log.push_back(PlayInput{m_time, m_clock.nearestBeat(m_time), key});
    if (m_w.status != PlayStatus::Playing)
        return;
    if (m_options.rhythm) {
        bool accepted = false;
        m_rhythm.judge(m_clock, m_time, accepted);
        if (!accepted)
            return;
    }
    if (m_lode) {
        m_pendingKey = key; // the runner moves at the tick
        return;
    }
    applyKey(key);
    checkWin();
}

Status PlaySession::retime(const BeatSettings &beat, double t)
{
    auto clock = BeatClock::create(beat);
    if (!clock)
        return clock.error();
    advanceTo(t);
    const std::int64_t oldNext = m_w.nextBeat;
    m_clock = *clock;
    m_options.beat = beat;
    // The new grid's first tick after now: every tick up to now ran on the old grid. The start is a beat or
    // two before it, so the loop runs a few times at most.
    std::int64_t next = static_cast<std::int64_t>(std::floor(m_clock.beatAt(m_time) - beat.window)) - 1;
    while (tickTime(next) <= m_time)
        ++next;
    const std::int64_t shift = next - oldNext;
    for (PlayHole &h : m_w.holes)
        h.refillBeat += shift;
    m_rhythm.retimed(shift);
    m_w.nextBeat = next;
    m_retimes.push_back(PlayRetime{m_log.size(), m_time, beat});
    return Ok{};
}

void PlaySession::tick(std::int64_t beat)
{
    if (m_lode) {
        m_lode->step(m_lodeState, lodeMoveOfKey(playKeyChar(m_pendingKey)));
        m_pendingKey = PlayKey::Wait;
        m_w.nextBeat = beat + 1; // the mirror's refill beats count from the next tick
        mirrorLode();
        m_w.nextBeat = beat;
        refresh();
        return;
    }
    if (m_w.status == PlayStatus::Playing && m_w.kind != PlayKind::Tower && !m_w.enemies.empty() &&
        floorMod(beat, m_options.enemyEvery) == 0)
        m_enemies.act(m_w, m_options.chaseRange);
    checkWin();
}

void PlaySession::applyKey(PlayKey key)
{
    switch (m_w.kind) {
    case PlayKind::Tower: {
        const int k = towerChoiceOf(key);
        const std::vector<int> choices = towerChoices();
        if (k < 1 || k > static_cast<int>(choices.size()))
            return;
        m_w.towerNode = choices[static_cast<std::size_t>(k - 1)];
        m_w.towerPath.push_back(m_w.towerNode);
        if (m_w.map.tower.nodes[static_cast<std::size_t>(m_w.towerNode)].floor >= m_w.map.tower.floors ||
            towerChoices().empty())
            m_w.status = PlayStatus::Won;
        return;
    }
    case PlayKind::LodeRunner: // stepped by the game at the tick (press)
        return;
    case PlayKind::Grid:
        moveGrid(playKeyStep(key));
        return;
    }
}

void PlaySession::moveGrid(Point step)
{
    if (step == Point{0, 0})
        return;
    const Point to = m_w.player + step;
    if (const int hit = m_w.health ? m_w.enemyIndexAt(to) : -1; hit >= 0) {
        attack(static_cast<std::size_t>(hit)); // moving into an enemy attacks it; the player stays
        return;
    }
    if (m_w.tiles.contains(to) && isWalkable(m_w.tiles[to]))
        enter(to);
}

void PlaySession::attack(std::size_t enemy)
{
    PlayEnemy &e = m_w.enemies[enemy];
    if (--e.hp <= 0)
        m_w.enemies.erase(m_w.enemies.begin() + static_cast<std::ptrdiff_t>(enemy));
}

void PlaySession::enter(Point p)
{
    m_w.player = p;
    m_w.trail[p] = 1;
    if (m_w.enemyAt(p))
        m_w.playerHit(); // only without health: with it a move into an enemy attacks (moveGrid)
    bool lightTaken = false;
    for (PlayPickup &pk : m_w.pickups) {
        if (pk.pos == p && !pk.taken) {
            pk.taken = true;
            lightTaken = lightTaken || pk.light;
        }
    }
    if (lightTaken) {
        m_w.tilesChanged = true; // relight
        refresh();
    }
    if (m_options.vision == VisionMode::ShadowCast)
        shadowcastFov(m_opaque, m_w.player, m_options.visionRadius, m_fov);
}

void PlaySession::refresh()
{
    if (!m_w.tilesChanged)
        return;
    m_w.tilesChanged = false;
    m_opaque = Grid<std::uint8_t>(m_w.tiles.width(), m_w.tiles.height(), 0);
    for (std::size_t i = 0; i < m_w.tiles.size(); ++i)
        m_opaque[i] = isWalkable(m_w.tiles[i]) ? 0 : 1;
    m_enemies.rebuild(m_w);
    std::vector<Point> lights;
    // Taken: a light shines once taken. Start (the world-exploration game): every light shines from the
    // start and goes out when taken.
    const bool shineTaken = m_options.lightsOn == LightsOn::Taken;
    for (const PlayPickup &pk : m_w.pickups)
        if (pk.light && pk.taken == shineTaken)
            lights.push_back(pk.pos);
    computeLighting(m_opaque, lights,
                    LightingParams{m_options.lightMode, m_options.lightRadius, m_options.lightLevels}, m_lit);
    if (m_options.vision == VisionMode::ShadowCast)
        shadowcastFov(m_opaque, m_w.player, m_options.visionRadius, m_fov);
}

void PlaySession::checkWin()
{
    if (m_w.status != PlayStatus::Playing || m_w.kind != PlayKind::Grid)
        return;
    const bool hasLights =
        std::any_of(m_w.pickups.begin(), m_w.pickups.end(), [](auto &p) { return p.light; });
    if (hasLights) {
        const bool allLights =
            std::all_of(m_w.pickups.begin(), m_w.pickups.end(), [](auto &p) { return !p.light || p.taken; });
        if (allLights)
            m_w.status = PlayStatus::Won;
        return;
    }
    if (collected() < pickupCount())
        return;
    if (m_w.exit) {
        if (m_w.player == *m_w.exit)
            m_w.status = PlayStatus::Won;
    } else if (pickupCount() > 0) {
        m_w.status = PlayStatus::Won;
    }
}

int PlaySession::collected() const
{
    return static_cast<int>(
        std::count_if(m_w.pickups.begin(), m_w.pickups.end(), [](auto &p) { return p.taken; }));
}

bool PlaySession::visible(Point p) const
{
    if (m_w.kind == PlayKind::Tower)
        return true;
    switch (m_options.vision) {
    case VisionMode::Off:
        return true;
    case VisionMode::Diamond:
        return manhattan(p, m_w.player) <= m_options.visionRadius;
    case VisionMode::ShadowCast:
        return m_fov.visible(p);
    }
    return true;
}

std::vector<int> PlaySession::towerChoices() const
{
    const TowerMap &t = m_w.map.tower;
    std::vector<int> out;
    if (m_w.kind != PlayKind::Tower)
        return out;
    if (m_w.towerNode < 0) {
        for (std::size_t i = 0; i < t.nodes.size(); ++i)
            if (t.nodes[i].floor == 0)
                out.push_back(static_cast<int>(i));
    } else {
        for (const TowerEdge &e : t.edges)
            if (e.from == m_w.towerNode && e.to >= 0 && e.to < static_cast<int>(t.nodes.size()))
                out.push_back(e.to);
    }
    std::sort(out.begin(), out.end(), [&](int a, int b) {
        const auto &na = t.nodes[static_cast<std::size_t>(a)];
        const auto &nb = t.nodes[static_cast<std::size_t>(b)];
        return na.column != nb.column ? na.column < nb.column : a < b;
    });
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

void PlaySession::mirrorLode()
{
    const LodeTerrain &t = m_lode->terrain();
    const LodeState &s = m_lodeState;
    m_w.status = s.status == LodeStatus::Won    ? PlayStatus::Won
                 : s.status == LodeStatus::Lost ? PlayStatus::Lost
                                                : PlayStatus::Playing;
    const Point runner = t.pointOf(s.runner);
    if (runner != m_w.player || m_w.trail[runner] == 0) {
        m_w.player = runner;
        m_w.trail[runner] = 1;
        if (m_options.vision == VisionMode::ShadowCast)
            shadowcastFov(m_opaque, m_w.player, m_options.visionRadius, m_fov);
    }
    // Tiles: open holes are floor, shown hidden ladders are ladders.
    Grid<Tile> tiles = m_w.map.grid.tiles;
    if (s.laddersShown())
        for (Tile &tile : tiles)
            if (tile == Tile::HiddenLadder)
                tile = Tile::Ladder;
    m_w.holes.clear();
    for (const LodeHole &h : s.holes) {
        const Point p = t.pointOf(h.cell);
        tiles[p] = Tile::Floor;
        m_w.holes.push_back(PlayHole{p, m_w.nextBeat + h.left - 1});
    }
    if (tiles != m_w.tiles) {
        m_w.tiles = std::move(tiles);
        m_w.tilesChanged = true;
    }
    m_w.laddersShown = s.laddersShown();
    m_w.enemies.clear();
    for (std::size_t i = 0; i < s.guards.size(); ++i) {
        const Point p = t.pointOf(s.guards[i].cell);
        m_w.enemies.push_back(PlayEnemy{p, p});
    }
    // Gold: on the ground, carried (drawn where its guard is), taken.
    const int total = m_lode->goldTotal();
    m_w.pickups.clear();
    for (int y = 0; y < t.height(); ++y)
        for (int x = 0; x < t.width(); ++x)
            if (s.hasGold(t.cellOf({x, y})))
                m_w.pickups.push_back(PlayPickup{{x, y}, false, false});
    for (const LodeGuard &g : s.guards)
        if (g.gold > 0)
            m_w.pickups.push_back(PlayPickup{t.pointOf(g.cell), false, false});
    while (static_cast<int>(m_w.pickups.size()) < total)
        m_w.pickups.push_back(PlayPickup{runner, false, true});
}

Result<PlaySession> replaySession(const Map &map, const PlayOptions &options, std::uint64_t seed,
                                  const std::vector<PlayInput> &log, double endTime,
                                  const std::vector<PlayRetime> &retimes)
{
    double last = 0.0;
    for (std::size_t i = 0; i < log.size(); ++i) {
        const double t = log[i].time;
        if (!std::isfinite(t) || t < last || t > kMaxPlaySeconds)
            return Error::badInput("input " + std::to_string(i + 1) + ": time " + std::to_string(t) +
                                   " goes back in time or past " + std::to_string(kMaxPlaySeconds) + " s");
        last = t;
    }
    if (!std::isfinite(endTime) || endTime < last || endTime > kMaxPlaySeconds)
        return Error::badInput("end_time must lie between the last input's time and " +
                               std::to_string(kMaxPlaySeconds) + " s");
    std::size_t after = 0;
    double lastChange = 0.0;
    for (std::size_t i = 0; i < retimes.size(); ++i) {
        const PlayRetime &r = retimes[i];
        const bool inLog = r.afterInputs >= after && r.afterInputs <= log.size();
        const double before = !inLog || r.afterInputs == 0 ? 0.0 : log[r.afterInputs - 1].time;
        if (!inLog || !std::isfinite(r.time) || r.time < std::max(before, lastChange) || r.time > endTime ||
            (r.afterInputs < log.size() && r.time > log[r.afterInputs].time))
            return Error::badInput("grid change " + std::to_string(i + 1) +
                                   ": out of order with the inputs or past end_time");
        after = r.afterInputs;
        lastChange = r.time;
    }
    auto session = PlaySession::create(map, options, seed);
    if (!session)
        return session;
    auto change = retimes.begin();
    const auto applyDue = [&](std::size_t pressed) -> Status {
        for (; change != retimes.end() && change->afterInputs == pressed; ++change)
            if (Status s = session->retime(change->beat, change->time); !s)
                return s.error();
        return Ok{};
    };
    for (std::size_t i = 0; i <= log.size(); ++i) {
        if (Status s = applyDue(i); !s)
            return s.error();
        if (i < log.size())
            session->press(log[i].key, log[i].time);
    }
    session->advanceTo(endTime);
    return session;
}

} // namespace mapsmith
