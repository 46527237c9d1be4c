// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The config's `beat:` section: defaults, a whole-text golden of the writer, round trips of many random
// grids, and one error per kind of bad value, each naming line and column.
#include <mapsmith/generate/registry.h>
#include <mapsmith/io/config.h>
#include <mapsmith/random/rng.h>

#include <QTest>

using namespace mapsmith;

namespace {

const std::string kHeader = "mapsmith: 1\ngenerator: cave\nseed: 7\n";

Result<Config> parse(const std::string &text)
{
    return readConfig(text, "level.yaml", builtinGenerators());
}

QString errorOf(const Result<Config> &r)
{
    return r ? QStringLiteral("(no error)") : QString::fromStdString(r.error().toString());
}

} // namespace

class TestBeatConfig : public QObject
{
    Q_OBJECT

private slots:
    void noBeatSection_isAbsentAndNotWritten()
    {
        auto c = parse(kHeader);
        QVERIFY2(c, qPrintable(errorOf(c)));
        QVERIFY(!c->beat);
        QVERIFY(writeConfig(*c, builtinGenerators()).find("beat:") == std::string::npos);
    }

    void partialSection_takesDefaults()
    {
        auto c = parse(kHeader + "beat:\n  bpm: 128\n");
        QVERIFY2(c, qPrintable(errorOf(c)));
        QVERIFY(c->beat);
        BeatConfig expected;
        expected.bpm = 128.0;
        QCOMPARE(*c->beat, expected);
    }

    void fullSection_readsEveryKey()
    {
        auto c = parse(kHeader + "beat: {bpm: 174.5, offset: -0.125, beats_per_bar: 3, window: 0.2, "
                                 "music: \"songs/my track.ogg\"}\n");
        QVERIFY2(c, qPrintable(errorOf(c)));
        QCOMPARE(*c->beat, (BeatConfig{174.5, -0.125, 3, 0.2, "songs/my track.ogg"}));
    }

    void write_goldenSection()
    {
        Config c;
        c.generator = "cave";
        c.beat = BeatConfig{128.0, 0.25, 4, 0.25, "music/level1.mp3"};
        const std::string text = writeConfig(c, builtinGenerators());
        const std::string section = text.substr(text.find("beat:"));
        QCOMPARE(QString::fromStdString(section),
                 QStringLiteral("beat:\n"
                                "  bpm: 128.0  # beats per minute (20..400)\n"
                                "  offset: 0.25  # seconds: time of beat 0 in the music\n"
                                "  beats_per_bar: 4\n"
                                "  window: 0.25  # input window, fraction of a beat (0.01..0.5)\n"
                                "  music: music/level1.mp3\n"));
    }

    void roundTrip_manyRandomGrids()
    {
        Rng rng(55);
        for (int i = 0; i < 300; ++i) {
            Config c;
            c.generator = "cave";
            c.seed = rng.next();
            c.params = builtinGenerators().find("cave")->schema().defaults();
            BeatConfig b;
            b.bpm = 20.0 + 380.0 * rng.real();
            b.offset = -10.0 + 20.0 * rng.real();
            b.beatsPerBar = static_cast<int>(rng.range(1, 64));
            b.window = 0.01 + 0.49 * rng.real();
            b.music = i % 3 == 0 ? std::string() : (i % 3 == 1 ? "a b/#c.wav" : "yes");
            c.beat = b;
            auto back = parse(writeConfig(c, builtinGenerators()));
            QVERIFY2(back, qPrintable(errorOf(back)));
            QCOMPARE(*back, c);
        }
    }

    void badValues_nameLineAndColumn_data()
    {
        QTest::addColumn<QString>("section");
        QTest::addColumn<QString>("message");
        QTest::newRow("bpm too high") << "beat:\n  bpm: 500\n"
                                      << "level.yaml:5:8: bpm 500 is outside [20, 400]";
        QTest::newRow("bpm too low") << "beat:\n  bpm: 19.5\n"
                                     << "level.yaml:5:8: bpm 19.5 is outside [20, 400]";
        QTest::newRow("bpm text") << "beat:\n  bpm: fast\n"
                                  << "level.yaml:5:8: bpm must be a number, not 'fast'";
        QTest::newRow("window") << "beat:\n  window: 0.7\n"
                                << "level.yaml:5:11: window 0.7 is outside [0.01, 0.5]";
        QTest::newRow("beats per bar") << "beat:\n  beats_per_bar: 2.5\n"
                                       << "level.yaml:5:18: beats_per_bar must be an integer, not 2.5";
        QTest::newRow("bar zero") << "beat:\n  beats_per_bar: 0\n"
                                  << "level.yaml:5:18: beats_per_bar 0 is outside [1, 64]";
        QTest::newRow("offset inf") << "beat:\n  offset: .inf\n"
                                    << "level.yaml:5:11: offset inf is outside [-3600, 3600]";
        QTest::newRow("unknown key")
            << "beat:\n  bmp: 120\n"
            << "level.yaml:5:3: unknown key 'bmp' in the beat section (expected one of: "
               "bpm, offset, beats_per_bar, window, music)";
        QTest::newRow("not a map")
            << "beat: 120\n"
            << "level.yaml:4:7: beat must be a map such as {bpm: 120, offset: 0.0}, not 120";
        QTest::newRow("music list") << "beat:\n  music: [a, b]\n"
                                    << "level.yaml:5:10: music must be text, not a list";
    }

    void badValues_nameLineAndColumn()
    {
        QFETCH(QString, section);
        QFETCH(QString, message);
        QCOMPARE(errorOf(parse(kHeader + section.toStdString())), message);
    }

    void clockSettings_areAcceptedByBeatClock()
    {
        for (double w : {0.01, 0.1, 0.25, 0.5}) {
            BeatConfig b;
            b.window = w;
            auto clock = BeatClock::create(b.clockSettings());
            QVERIFY2(clock, clock ? "" : clock.error().message.c_str());
            QCOMPARE(clock->settings().window, w);
        }
    }
};

QTEST_APPLESS_MAIN(TestBeatConfig)
#include "test_beat_config.moc"
