// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// The `play:` section of a config, a map file and a project (map/playsection.h, io/playsection.cpp): read,
// written only when present, read back the same, errors at their line and column, and what a play takes from
// it.

#include <QtTest>

#ifndef Q_MOC_RUN
#include <mapsmith/generate/registry.h>
#include <mapsmith/io/config.h>
#include <mapsmith/io/mapfile.h>
#include <mapsmith/io/project.h>
#include <mapsmith/map/hash.h>
#include <mapsmith/play/level.h>
#endif

using namespace mapsmith;

namespace {

const char *const kConfig = "mapsmith: 1\n"
                            "generator: cave\n"
                            "seed: 7\n"
                            "play:\n"
                            "  rhythm: true\n"
                            "  vision: shadowcast\n"
                            "  lights: taken\n"
                            "  hp: 10\n"
                            "  enemy_hp: 3\n";

std::string errorOf(const std::string &yaml)
{
    auto config = readConfig(yaml, "level.yaml", builtinGenerators());
    return config ? std::string("no error") : config.error().toString();
}

} // namespace

class TestPlaySection : public QObject
{
    Q_OBJECT

private slots:
    void readConfig_playSection_givesEachKey()
    {
        auto config = readConfig(kConfig, "level.yaml", builtinGenerators());
        QVERIFY2(config.ok(), config ? "" : config.error().toString().c_str());
        QVERIFY(config->play);
        const PlaySection &p = *config->play;
        QCOMPARE(p.rhythm, std::optional<bool>(true));
        QCOMPARE(p.vision, std::optional<std::string>("shadowcast"));
        QCOMPARE(p.lights, std::optional<std::string>("taken"));
        QCOMPARE(p.hp, std::optional<int>(10));
        QCOMPARE(p.enemyHp, std::optional<int>(3));
        QVERIFY(!p.visionRadius && !p.lightRadius && !p.chaseRange && !p.holeBeats);
    }

    void writeConfig_roundTrips_andWritesNoSectionWhenAbsent()
    {
        auto config = readConfig(kConfig, "level.yaml", builtinGenerators());
        QVERIFY(config.ok());
        const std::string written = writeConfig(*config, builtinGenerators());
        QVERIFY(written.find("play:\n  rhythm: true\n  vision: shadowcast\n  lights: taken\n"
                             "  hp: 10\n  enemy_hp: 3\n") != std::string::npos);
        auto again = readConfig(written, "again.yaml", builtinGenerators());
        QVERIFY(again.ok());
        QCOMPARE(*again, *config);

        config->play.reset();
        QVERIFY(writeConfig(*config, builtinGenerators()).find("\nplay:") == std::string::npos);
    }

    void mapFile_keepsTheSection_andItsHashIgnoresIt()
    {
        auto config = readConfig(kConfig, "level.yaml", builtinGenerators());
        QVERIFY(config.ok());
        auto made = generate(builtinGenerators(), *config);
        QVERIFY(made.ok());
        QCOMPARE(made->map.source.play, config->play);
        const std::string text = writeMap(made->map);
        auto map = readMap(text, "map.yaml", builtinGenerators());
        QVERIFY2(map.ok(), map ? "" : map.error().toString().c_str());
        QCOMPARE(map->source.play, config->play);
        Map plain = made->map;
        plain.source.play.reset();
        QCOMPARE(mapHash(*map), mapHash(plain));
        QVERIFY(writeMap(plain).find("\nplay:") == std::string::npos);

        auto level = readPlayLevel(text, "map.yaml", builtinGenerators());
        QVERIFY(level.ok());
        QCOMPARE(level->play, config->play);
    }

    void project_keepsTheSection()
    {
        auto config = readConfig(kConfig, "level.yaml", builtinGenerators());
        QVERIFY(config.ok());
        const std::string text = writeProject(Project{*config, {}}, builtinGenerators());
        auto project = readProject(text, "level.mapsmith", builtinGenerators());
        QVERIFY2(project.ok(), project ? "" : project.error().toString().c_str());
        QCOMPARE(project->config.play, config->play);
        auto level = readPlayLevel(text, "level.mapsmith", builtinGenerators());
        QVERIFY(level.ok());
        QCOMPARE(level->play, config->play);
    }

    void levelPlayOptions_defaultsThenBeatThenPlay()
    {
        auto level = readPlayLevel(std::string(kConfig) + "beat: {bpm: 90, window: 0.3}\n", "level.yaml",
                                   builtinGenerators());
        QVERIFY(level.ok());
        const PlayOptions o = levelPlayOptions(*level);
        QVERIFY(o.rhythm);
        QCOMPARE(o.beat.bpm, 90.0); // the beat grid is the beat section's alone
        QCOMPARE(o.beat.window, 0.3);
        QCOMPARE(o.vision, VisionMode::ShadowCast);
        QCOMPARE(o.lightsOn, LightsOn::Taken);
        QCOMPARE(o.hp, 10);
        QCOMPARE(o.chaseRange, PlayOptions{}.chaseRange);
        QVERIFY(checkPlayOptions(o).ok());
    }

    void choices_areThePlayOptionsNames()
    {
        for (const auto &key : playsection::kChoiceKeys)
            for (std::string_view c : key.choices)
                if (!c.empty())
                    QVERIFY(key.name == "vision" ? visionModeByName(c).has_value()
                                                 : lightsOnByName(c).has_value());
    }

    // One name means one thing: each number key of the table, out of its range, is refused by the reader
    // and by checkPlayOptions (which names options as session files spell them) with the same words.
    void intKeys_haveThePlayOptionsNamesAndRanges()
    {
        for (const auto &key : playsection::kIntKeys) {
            for (int value : {key.min - 1, key.max + 1}) {
                PlaySection play;
                play.*key.field = value;
                const Status checked = checkPlayOptions(withPlaySection(PlayOptions{}, play));
                QVERIFY2(!checked.ok(), key.name.data());
                const std::string text = "mapsmith: 1\ngenerator: cave\nplay: {" + std::string(key.name) +
                                         ": " + std::to_string(value) + "}\n";
                auto config = readConfig(text, "level.yaml", builtinGenerators());
                QVERIFY(!config.ok());
                QCOMPARE(config.error().message, checked.error().message);
            }
        }
    }

    void badSection_errorsNameFileLineAndColumn()
    {
        const std::string head = "mapsmith: 1\ngenerator: cave\n";
        QCOMPARE(errorOf(head + "play:\n  hp: 100\n"),
                 std::string("level.yaml:4:7: hp 100 is outside [0, 99]"));
        QCOMPARE(errorOf(head + "play: {vision: round}\n"),
                 std::string("level.yaml:3:16: vision must be one of off, diamond, shadowcast, not 'round'"));
        QCOMPARE(errorOf(head + "play: {rhythm: 2}\n"),
                 std::string("level.yaml:3:16: rhythm must be true or false, not 2"));
        QCOMPARE(errorOf(head + "play:\n  colour: red\n"),
                 std::string("level.yaml:4:3: unknown key 'colour' in the play section (expected one of: "
                             "rhythm, vision, vision_radius, light_radius, lights, chase_range, hole_beats, "
                             "hp, enemy_hp)"));
        // The beat grid has its own section: the play section does not take its numbers.
        QCOMPARE(errorOf(head + "play: {bpm: 90}\n"),
                 std::string(
                     "level.yaml:3:8: unknown key 'bpm' in the play section (expected one of: rhythm, "
                     "vision, vision_radius, light_radius, lights, chase_range, hole_beats, hp, enemy_hp)"));
        QCOMPARE(errorOf(head + "play: 3\n"),
                 std::string("level.yaml:3:7: play must be a map such as {rhythm: true, hp: 10}, not 3"));
        QCOMPARE(errorOf(head + "plays: {}\n"),
                 std::string("level.yaml:3:1: unknown key 'plays' in the config (expected one of: mapsmith, "
                             "generator, seed, params, beat, tileset, play)"));
        auto map =
            readMap("mapsmith: 1\nkind: grid\nwidth: 1\nheight: 1\ntiles: |\n  .\nplay: {hole_beats: 0}\n",
                    "map.yaml", builtinGenerators());
        QVERIFY(!map.ok());
        QCOMPARE(map.error().toString(), std::string("map.yaml:7:20: hole_beats 0 is outside [1, 64]"));
    }
};

QTEST_APPLESS_MAIN(TestPlaySection)
#include "test_playsection.moc"
