// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Session files and input scripts: round trips, map references, and errors that name file:line:column.
#include "playtestutil.h"

#include <mapsmith/io/mapfile.h>
#include <mapsmith/play/inputs.h>
#include <mapsmith/play/level.h>
#include <mapsmith/play/sessionfile.h>

#include <QTemporaryDir>

#include <fstream>

using namespace mapsmith;
using namespace playtest;

namespace {
const Map kMap = gridLevel({"#######", "#P.L.e#", "#.....#", "#######"});

std::string errorOf(std::string_view text)
{
    auto r = readSession(text, "s.yaml", builtinGenerators());
    return r.ok() ? std::string("no error") : r.error().toString();
}

std::string header()
{
    return "mapsmith: 1\nkind: session\nmap_data: |\n" + [] {
        std::string out;
        const std::string m = writeMap(kMap);
        std::size_t pos = 0;
        while (pos < m.size()) {
            const std::size_t nl = m.find('\n', pos);
            out += "  " + m.substr(pos, nl - pos) + "\n";
            pos = nl + 1;
        }
        return out;
    }();
}
} // namespace

class TestSessionFile : public QObject
{
    Q_OBJECT

private slots:
    void saveLoadReplay_givesTheSameState()
    {
        PlayOptions o;
        o.rhythm = true;
        o.beat.bpm = 137.5;
        o.beat.offset = 0.0123;
        o.vision = VisionMode::ShadowCast;
        PlaySession s = makeSession(kMap, o, 77);
        s.press(PlayKey::Right, 0.44);
        s.press(PlayKey::Right, 0.91);
        s.press(PlayKey::Down, 1.3333333333333333);
        s.advanceTo(2.5);
        const SessionRecord rec = recordOf(s);
        const std::string text = writeSession(rec);
        auto back = readSession(text, "s.yaml", builtinGenerators());
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().toString().c_str());
        QVERIFY(back->map == kMap);
        QCOMPARE(back->seed, std::uint64_t{77});
        QVERIFY(back->inputs == s.log());
        QCOMPARE(back->endTime, 2.5);
        QCOMPARE(back->options.beat.bpm, 137.5);
        QCOMPARE(back->options.vision, VisionMode::ShadowCast);
        auto replay = replayRecord(*back);
        QVERIFY(replay.ok());
        QCOMPARE(replay->stateHash(), s.stateHash());
    }

    void mapReference_isResolvedBesideTheSessionFile()
    {
        QTemporaryDir dir;
        const std::string folder = dir.path().toStdString();
        std::ofstream(folder + "/level.yaml") << writeMap(kMap);
        PlaySession s = makeSession(kMap, {}, 3);
        playKeys(s, "DDS");
        const std::string text = writeSession(recordOf(s, "level.yaml"));
        QVERIFY(text.find("map: level.yaml") != std::string::npos);
        std::ofstream(folder + "/play.yaml") << text;
        auto back = loadSession(folder + "/play.yaml", builtinGenerators());
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().toString().c_str());
        QCOMPARE(replayRecord(*back)->stateHash(), s.stateHash());
        std::remove((folder + "/level.yaml").c_str());
        auto missing = loadSession(folder + "/play.yaml", builtinGenerators());
        QVERIFY(!missing.ok());
        QVERIFY2(missing.error().toString().find("play.yaml:3:6: map 'level.yaml'") != std::string::npos,
                 missing.error().toString().c_str());
    }

    void levels_fromAMapAConfigOrAProject_withTheirBeatSection()
    {
        const std::string config = "mapsmith: 1\ngenerator: cave\nseed: 3\nparams: {width: 24, height: 16}\n"
                                   "beat: {bpm: 90, window: 0.2}\n";
        auto fromConfig = readPlayLevel(config, "level.yaml", builtinGenerators());
        QVERIFY2(fromConfig.ok(), fromConfig.ok() ? "" : fromConfig.error().toString().c_str());
        QVERIFY(fromConfig->beat.has_value());
        QCOMPARE(fromConfig->beat->bpm, 90.0);
        QCOMPARE(fromConfig->map.source.seed, std::uint64_t{3});
        QCOMPARE(fromConfig->map.grid.width(), 24);
        // A project: the same config, an edit painted over it.
        const std::string project = "mapsmith: 1\nkind: project\ngenerator: cave\nseed: 3\n"
                                    "params: {width: 24, height: 16}\nbeat: {bpm: 90, window: 0.2}\n"
                                    "edits:\n  tiles:\n    - {x: 0, y: 0, tile: floor}\n";
        auto fromProject = readPlayLevel(project, "level.mapsmith.yaml", builtinGenerators());
        QVERIFY2(fromProject.ok(), fromProject.ok() ? "" : fromProject.error().toString().c_str());
        QCOMPARE(fromProject->beat, fromConfig->beat);
        QCOMPARE(fromProject->map.grid.tiles.at(0, 0), Tile::Floor);
        QCOMPARE(fromConfig->map.grid.tiles.at(0, 0), Tile::Wall);
        // A map file: no beat section.
        auto fromMap = readPlayLevel(writeMap(kMap), "map.yaml", builtinGenerators());
        QVERIFY(fromMap.ok());
        QVERIFY(!fromMap->beat);
        QVERIFY(fromMap->map == kMap);
        // Errors are the readers'.
        auto bad = readPlayLevel("mapsmith: 1\ngenerator: cave\nparams: {fill_ratio: 2.0}\n", "bad.yaml",
                                 builtinGenerators());
        QVERIFY(!bad.ok());
        QVERIFY2(bad.error().toString().find("bad.yaml:3:") == 0, bad.error().toString().c_str());
    }

    void sessionNamingAConfig_playsOnItsBeatSection_unlessItGivesOne()
    {
        QTemporaryDir dir;
        const std::string folder = dir.path().toStdString();
        std::ofstream(folder + "/level.yaml")
            << "mapsmith: 1\ngenerator: cave\nseed: 3\nparams: {width: 24, height: 16}\nbeat: {bpm: 90}\n";
        const std::string session =
            "mapsmith: 1\nkind: session\nmap: level.yaml\ninputs:\n  - [1, 0.6666666666666666, D]\n";
        std::ofstream(folder + "/play.yaml") << session;
        auto record = loadSession(folder + "/play.yaml", builtinGenerators());
        QVERIFY2(record.ok(), record.ok() ? "" : record.error().toString().c_str());
        QCOMPARE(record->options.beat.bpm, 90.0);
        std::ofstream(folder + "/play2.yaml") << session + "beat: {bpm: 120.0}\n";
        auto given = loadSession(folder + "/play2.yaml", builtinGenerators());
        QVERIFY(given.ok());
        QCOMPARE(given->options.beat.bpm, 120.0);
    }

    void errors_nameLineAndColumn()
    {
        const std::string h = header();
        const int inputsLine = static_cast<int>(std::count(h.begin(), h.end(), '\n')) + 2;
        const std::string at = "s.yaml:" + std::to_string(inputsLine) + ":";
        QCOMPARE(errorOf(h + "inputs:\n  - [0, 0.5, Q]\n"),
                 at + "14: 'Q' is not a key (W A S D, Z X, ., 1-9)");
        QCOMPARE(errorOf(h + "inputs:\n  - [0, 0.5, D]\n  - [1, 0.25, D]\n"),
                 "s.yaml:" + std::to_string(inputsLine + 1) +
                     ":9: time 0.25 goes back or lies outside [0, 3600] s");
        QCOMPARE(errorOf(h + "inputs:\n  - [0, 0.5]\n"), at + "5: an input is [beat, time, key], not a list");
        QCOMPARE(errorOf(h + "colour: red\n"), "s.yaml:" + std::to_string(inputsLine - 1) +
                                                   ":1: unknown key 'colour' in the session (expected one "
                                                   "of: mapsmith, kind, map, map_data, seed, "
                                                   "rhythm, beat, play, end_time, timing, inputs)");
        QCOMPARE(errorOf(h + "play: {vision: round}\n"),
                 "s.yaml:" + std::to_string(inputsLine - 1) +
                     ":16: vision 'round' is not one of: off, diamond, shadowcast");
        QCOMPARE(errorOf(h + "play: {vision_radius: 0}\n"),
                 "s.yaml:" + std::to_string(inputsLine - 1) + ":23: vision_radius 0 is outside [1, 64]");
        QVERIFY(errorOf(h + "beat: {bpm: -3}\n").find("bpm must be a positive number") != std::string::npos);
        // Grid changes: each [inputs before it, time, beat], in order, after inputs the session has.
        QCOMPARE(errorOf(h + "timing:\n  - [0, 0.5]\n"),
                 at + "5: a grid change is [inputs before it, time, beat], not a list");
        QCOMPARE(errorOf(h + "timing:\n  - [0, 0.5, {bpm: 90}]\n  - [0, 0.25, {bpm: 80}]\n"),
                 "s.yaml:" + std::to_string(inputsLine + 1) + ":5: a grid change goes back in time");
        QCOMPARE(errorOf(h + "inputs:\n  - [1, 0.5, D]\ntiming:\n  - [2, 0.75, {bpm: 90}]\n"),
                 "s.yaml:" + std::to_string(inputsLine + 2) +
                     ":3: a grid change comes after 2 inputs, but the session has 1");
        QVERIFY(errorOf(h + "timing:\n  - [0, 0.5, {bpm: 0}]\n").find("bpm must be a positive number") !=
                std::string::npos);
        QCOMPARE(errorOf("mapsmith: 1\nkind: session\nseed: 1\n"),
                 std::string("s.yaml:1:1: a session needs exactly one of 'map' and 'map_data'"));
        // An error inside the embedded map points into the session file.
        std::string broken = h;
        broken.replace(broken.find("#<....#"), 7, "#<...?#");
        const std::string e = errorOf(broken);
        const int mapLine =
            static_cast<int>(std::count(broken.begin(),
                                        broken.begin() + static_cast<long>(broken.find("#<...?#")), '\n')) +
            1;
        QVERIFY2(e.rfind("s.yaml:" + std::to_string(mapLine) + ":", 0) == 0, e.c_str());
    }

    void keys_onePerBeat()
    {
        const BeatClock clock = *BeatClock::create({});
        auto script = inputsFromKeys("ddS a", clock);
        QVERIFY(script.ok());
        QCOMPARE(script->inputs.size(), std::size_t{4});
        QCOMPARE(script->inputs[2].time, 1.0);
        QCOMPARE(script->inputs[3].key, PlayKey::Left);
        QCOMPARE(script->endTime, 1.5 + 0.25 * 0.5);
        auto bad = inputsFromKeys("DDQ", clock);
        QVERIFY(!bad.ok());
        QVERIFY(bad.error().message.find("'Q' at position 3") != std::string::npos);
    }

    void timedInputs_readWithPositions()
    {
        const BeatClock clock = *BeatClock::create({});
        auto script = readTimedInputs("# warm up\n0.52 D\n\n1.0\tw\n", "t.txt", clock);
        QVERIFY(script.ok());
        QCOMPARE(script->inputs.size(), std::size_t{2});
        QCOMPARE(script->inputs[0].beat, std::int64_t{1});
        QCOMPARE(script->inputs[1].key, PlayKey::Up);
        auto e1 = readTimedInputs("0.5 D\n0.25 D\n", "t.txt", clock);
        QCOMPARE(e1.error().toString(),
                 std::string("t.txt:2:1: time goes back (the previous input was later)"));
        auto e2 = readTimedInputs("0.5 Q\n", "t.txt", clock);
        QCOMPARE(e2.error().toString(), std::string("t.txt:1:5: 'Q' is not a key (W A S D, Z X, ., 1-9)"));
        auto e3 = readTimedInputs("soon D\n", "t.txt", clock);
        QCOMPARE(e3.error().toString(), std::string("t.txt:1:1: expected a time in seconds in [0, 3600]"));
        auto e4 = readTimedInputs("0.5 D x\n", "t.txt", clock);
        QCOMPARE(e4.error().toString(), std::string("t.txt:1:7: unexpected text after the key"));
    }
};

QTEST_APPLESS_MAIN(TestSessionFile)
#include "test_sessionfile.moc"
