// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// A recorded play replays exactly: 1,000 random input logs on generated maps (lights, enemies, Lode Runner
// guards and holes, mazes, towers), played live and replayed from the log, and a tenth of them saved to a
// session file, read back and replayed.
#include "playtestutil.h"

#include <mapsmith/generate/registry.h>
#include <mapsmith/play/sessionfile.h>

#include <set>

using namespace mapsmith;
using namespace playtest;

namespace {

// Generated maps with a few enemies added on floor cells (a map's own guards stay).
std::vector<Map> mapPool()
{
    std::vector<Map> pool;
    Rng rng(99);
    for (std::uint64_t s = 1; s <= 3; ++s) {
        for (const char *g : {"rooms", "cave", "maze"}) {
            Map m = generated(g, s);
            std::vector<Point> floor;
            for (int y = 0; y < m.grid.height(); ++y)
                for (int x = 0; x < m.grid.width(); ++x)
                    if (m.grid.tiles.at(x, y) == Tile::Floor && Point{x, y} != m.grid.start)
                        floor.push_back({x, y});
            for (int k = 0; k < 6 && !floor.empty(); ++k) {
                const Point p = floor[rng.below(floor.size())];
                m.grid.entities.push_back({k < 4 ? "enemy" : "light", p.x, p.y});
            }
            pool.push_back(m);
        }
        pool.push_back(generated("loderunner", s));
        pool.push_back(generated("tower", s));
    }
    return pool;
}

std::string keysFor(const Map &m)
{
    if (m.kind == MapKind::Tower)
        return "1234.";
    return "WASDWASDZX.";
}

PlayOptions randomOptions(Rng &rng)
{
    PlayOptions o;
    o.rhythm = rng.chance(0.5);
    o.vision = static_cast<VisionMode>(rng.below(3));
    o.lightMode = static_cast<LightMode>(rng.below(2));
    o.enemyEvery = static_cast<int>(rng.range(1, 3));
    o.chaseRange = static_cast<int>(rng.range(0, 12));
    o.holeBeats = static_cast<int>(rng.range(2, 10));
    o.beat.bpm = rng.real(60.0, 240.0);
    o.beat.offset = rng.real(-0.3, 0.3);
    return o;
}

} // namespace

class TestReplay : public QObject
{
    Q_OBJECT

private slots:
    void thousandRandomLogs_replayToIdenticalStates()
    {
        const std::vector<Map> pool = mapPool();
        const GeneratorRegistry &registry = builtinGenerators();
        Rng rng(2026);
        std::set<std::uint64_t> hashes;
        int saved = 0;
        for (int i = 0; i < 1000; ++i) {
            const Map &map = pool[static_cast<std::size_t>(i) % pool.size()];
            const PlayOptions options = randomOptions(rng);
            const std::string keys = keysFor(map);
            PlaySession live = makeSession(map, options, static_cast<std::uint64_t>(i));
            double t = 0.0;
            const int n = static_cast<int>(rng.range(0, 60));
            for (int k = 0; k < n; ++k) {
                t += rng.real(0.0, 0.6);
                live.advanceTo(t - rng.real(0.0, 0.1)); // the GUI's timer calls in between
                live.press(*playKeyFromChar(keys[rng.below(keys.size())]), t);
            }
            const double end = t + rng.real(0.0, 2.0);
            live.advanceTo(end);

            auto replay = replaySession(map, options, static_cast<std::uint64_t>(i), live.log(), end);
            QVERIFY2(replay.ok(), replay.ok() ? "" : replay.error().toString().c_str());
            QCOMPARE(replay->stateHash(), live.stateHash());
            QCOMPARE(replay->player(), live.player());
            QCOMPARE(replay->status(), live.status());
            QCOMPARE(replay->combo().count, live.combo().count);
            QVERIFY(replay->log() == live.log());
            hashes.insert(live.stateHash());

            if (i % 10 == 0) {
                const std::string text = writeSession(recordOf(live));
                auto record = readSession(text, "replay.yaml", registry);
                QVERIFY2(record.ok(), record.ok() ? "" : record.error().toString().c_str());
                QCOMPARE(writeSession(*record), text);
                auto loaded = replayRecord(*record);
                QVERIFY(loaded.ok());
                QCOMPARE(loaded->stateHash(), live.stateHash());
                ++saved;
            }
        }
        QCOMPARE(saved, 100);
        // The hash sees the state: a thousand different plays do not collapse onto a few values.
        QVERIFY2(hashes.size() > 800, qPrintable(QString::number(hashes.size())));
    }

    // Grid changes during a play (the editor's beat panel tunes the grid while it runs): the play goes on
    // from where it was, the next tick is the new grid's first after that time, and the play replays
    // exactly, from its log and grid changes and from its session file.
    void gridChangesDuringPlay_keepThePlace_andReplayExactly()
    {
        const std::vector<Map> pool = mapPool();
        const GeneratorRegistry &registry = builtinGenerators();
        Rng rng(77);
        int changes = 0;
        for (int i = 0; i < 300; ++i) {
            const Map &map = pool[static_cast<std::size_t>(i) % pool.size()];
            const PlayOptions options = randomOptions(rng);
            const std::string keys = keysFor(map);
            PlaySession live = makeSession(map, options, static_cast<std::uint64_t>(i));
            double t = 0.0;
            const int n = static_cast<int>(rng.range(1, 40));
            for (int k = 0; k < n; ++k) {
                t += rng.real(0.0, 0.6);
                live.advanceTo(t - rng.real(0.0, 0.1));
                if (rng.chance(0.2)) {
                    BeatSettings b;
                    b.bpm = rng.real(60.0, 240.0);
                    b.offset = rng.real(-0.3, 0.3);
                    b.window = rng.real(0.05, 0.5);
                    b.good = std::min(b.good, b.window);
                    b.perfect = std::min(b.perfect, b.good);
                    const double at = t - rng.real(0.0, 0.05);
                    live.advanceTo(at);
                    const Point player = live.player();
                    const std::size_t inputs = live.log().size();
                    QVERIFY(live.retime(b, at));
                    ++changes;
                    QCOMPARE(live.player(), player);
                    QCOMPARE(live.log().size(), inputs);
                    QVERIFY(live.clock().settings() == b);
                    const auto tick = [&](std::int64_t beat) {
                        return live.clock().timeOfBeat(beat) + b.window * live.clock().secondsPerBeat();
                    };
                    QVERIFY(tick(live.beat()) <= live.time());
                    QVERIFY(tick(live.beat() + 1) > live.time());
                    QVERIFY(live.rhythm().errors().empty()); // measured against the old grid: start over
                }
                live.press(*playKeyFromChar(keys[rng.below(keys.size())]), t);
            }
            const double end = t + rng.real(0.0, 2.0);
            live.advanceTo(end);

            auto replay =
                replaySession(map, options, static_cast<std::uint64_t>(i), live.log(), end, live.retimes());
            QVERIFY2(replay.ok(), replay.ok() ? "" : replay.error().toString().c_str());
            QCOMPARE(replay->stateHash(), live.stateHash());
            QVERIFY(replay->retimes() == live.retimes());

            const std::string text = writeSession(recordOf(live));
            auto record = readSession(text, "replay.yaml", registry);
            QVERIFY2(record.ok(), record.ok() ? "" : record.error().toString().c_str());
            QCOMPARE(writeSession(*record), text);
            QCOMPARE(replayRecord(*record)->stateHash(), live.stateHash());
        }
        QVERIFY2(changes > 300, qPrintable(QString::number(changes)));

        // A grid the clock refuses changes nothing.
        PlaySession s = makeSession(pool.front());
        BeatSettings bad;
        bad.bpm = 0.0;
        QVERIFY(!s.retime(bad, 1.0));
        QVERIFY(s.retimes().empty());
        QCOMPARE(s.clock().settings().bpm, 120.0);
        // A grid change out of order with the inputs is refused by the replay.
        s.press(PlayKey::Right, 1.0);
        const std::vector<PlayRetime> late{{0, 2.0, BeatSettings{}}};
        QVERIFY(!replaySession(pool.front(), {}, 1, s.log(), 2.0, late));
    }

    void differentSeed_changesWanderingEnemies()
    {
        const Map map =
            gridLevel({"#########", "#P......#", "#.......#", "#...e...#", "#.......#", "#########"});
        PlayOptions o;
        o.chaseRange = 0; // always wander
        std::set<std::uint64_t> outcomes;
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            PlaySession s = makeSession(map, o, seed);
            s.advanceTo(10.0);
            outcomes.insert(s.stateHash());
        }
        QVERIFY(outcomes.size() > 10);
    }
};

QTEST_APPLESS_MAIN(TestReplay)
#include "test_replay.moc"
