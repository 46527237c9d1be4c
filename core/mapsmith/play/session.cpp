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
                w.enemies.push_back(PlayEnemy{{e.x, e.y}, {e.x, e.y}});
        }
        w.player = *g.start;
    }
    // The first beat whose tick is not before time 0.
    auto &c = session.m_clock;
    w.nextBeat = static_cast<std::int64_t>(std::floor(c.beatAt(0.0) - options.beat.window)) - 1;
    while (session.tickTime(w.nextBeat) < 0.0)
        ++w.nextBeat;
    if (w.kind != PlayKind::Tower) {
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
    if (m_w.kind == PlayKind::LodeRunner) {
        lodeRunnerRefill(m_w, beat);
        refresh();
        if (m_w.status == PlayStatus::Playing && !m_enemies.supported(m_w.player)) {
            const std::vector<Point> fall = m_enemies.runnerMoves(m_w.player);
            if (!fall.empty())
                enter(fall.front());
        }
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
    case PlayKind::LodeRunner:
        moveRunner(key);
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
    if (m_w.tiles.contains(to) && isWalkable(m_w.tiles[to]))
        enter(to);
}

void PlaySession::moveRunner(PlayKey key)
{
    if (!m_enemies.supported(m_w.player))
        return; // falling: no control
    if (key == PlayKey::DigLeft || key == PlayKey::DigRight) {
        const int side = key == PlayKey::DigLeft ? -1 : 1;
        if (lodeRunnerCanDig(m_w, m_w.player, side)) {
            lodeRunnerDig(m_w, m_w.player, side, m_options.holeBeats);
            refresh();
        }
        return;
    }
    const Point step = playKeyStep(key);
    if (step == Point{0, 0})
        return;
    const Point to = m_w.player + step;
    const std::vector<Point> moves = m_enemies.runnerMoves(m_w.player);
    if (std::find(moves.begin(), moves.end(), to) != moves.end())
        enter(to);
}

void PlaySession::enter(Point p)
{
    m_w.player = p;
    m_w.trail[p] = 1;
    if (m_w.enemyAt(p))
        m_w.status = PlayStatus::Lost;
    bool lightTaken = false;
    for (PlayPickup &pk : m_w.pickups) {
        if (pk.pos == p && !pk.taken) {
            pk.taken = true;
            lightTaken = lightTaken || pk.light;
        }
    }
    if (m_w.kind == PlayKind::LodeRunner && collected() == pickupCount()) {
        lodeRunnerShowLadders(m_w);
        refresh();
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
    for (const PlayPickup &pk : m_w.pickups)
        if (pk.light && pk.taken)
            lights.push_back(pk.pos);
    computeLighting(m_opaque, lights,
                    LightingParams{m_options.lightMode, m_options.lightRadius, m_options.lightLevels}, m_lit);
    if (m_options.vision == VisionMode::ShadowCast)
        shadowcastFov(m_opaque, m_w.player, m_options.visionRadius, m_fov);
}

void PlaySession::checkWin()
{
    if (m_w.status != PlayStatus::Playing || m_w.kind == PlayKind::Tower)
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
    } else if (m_w.kind == PlayKind::LodeRunner) {
        if (pickupCount() > 0 && m_w.player.y == 0) // a level without gold has nothing to escape with
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
