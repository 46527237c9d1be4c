// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// `mapsmith play` and `mapsmith replay` as a build script runs them: final states, --expect, --save, and
// errors that exit 2 with one line naming the file, line and column.
#include "cliprocess.h"

#include <QFile>
#include <QJsonArray>
#include <QPair>
#include <QTemporaryDir>
#include <QTest>

using namespace clitest;

namespace {
QString writeText(const QString &path, const QByteArray &text)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    f.write(text);
    return path;
}
} // namespace

class TestCliPlay : public QObject
{
    Q_OBJECT

private slots:
    void play_collectsAllGold_andWins()
    {
        const Run run = runMapsmith(
            {"play", "-m", dataFile("gold_corridor.yaml"), "--inputs", "aaaaaDDDDDDDD", "--expect", "won"});
        QCOMPARE(run.exitCode, 0);
        const QStringList lines = run.outLines();
        QCOMPARE(lines.size(), 7);
        QCOMPARE(lines[0], QStringLiteral("status won"));
        QCOMPARE(lines[1], QStringLiteral("player 9,1"));
        QCOMPARE(lines[2], QStringLiteral("collected 3/3"));
        QVERIFY(lines[6].startsWith(QStringLiteral("hash ")));
        QCOMPARE(lines[6].size(), 5 + 16);
    }

    void play_json_andExpectMismatchExitsOne()
    {
        const Run run = runMapsmith(
            {"play", "-m", dataFile("play_chase.yaml"), "--inputs", "DD", "--json", "--expect", "won"});
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.err.contains("expected the play to end won, it ended playing"));
        const QJsonObject o = run.json();
        QCOMPARE(o.value("status").toString(), QStringLiteral("playing"));
        QCOMPARE(o.value("player").toArray(), (QJsonArray{3, 1}));
        QCOMPARE(o.value("collected").toInt(), 1);
        QCOMPARE(o.value("targets").toInt(), 2);
        QCOMPARE(o.value("beat").toInt(), 1);
        QCOMPARE(o.value("hash").toString().size(), 16);
    }

    void play_enemyCatchesAWaitingPlayer()
    {
        const Run run =
            runMapsmith({"play", "-m", dataFile("play_chase.yaml"), "--inputs", "........", "--json"});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.json().value("status").toString(), QStringLiteral("lost"));
    }

    void play_sameInputs_sameHash_otherSeedStillSameWhenNoWandering()
    {
        const QStringList args{"play", "-m", dataFile("play_chase.yaml"), "--inputs", "DDSS", "--json"};
        const Run a = runMapsmith(args);
        const Run b = runMapsmith(args);
        QCOMPARE(a.exitCode, 0);
        QCOMPARE(a.json().value("hash"), b.json().value("hash"));
        const Run c =
            runMapsmith(QStringList{"play", "-m", dataFile("play_chase.yaml"), "--inputs", "DDSD", "--json"});
        QVERIFY(a.json().value("hash") != c.json().value("hash"));
    }

    void saveThenReplay_printsTheSameState()
    {
        QTemporaryDir dir;
        const QString session = dir.filePath("run.yaml");
        const Run play = runMapsmith(
            {"play", "-m", dataFile("play_chase.yaml"), "--inputs", "DDSSD", "--rhythm", "--save", session});
        QCOMPARE(play.exitCode, 0);
        QFile f(session);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray yaml = f.readAll();
        QVERIFY(yaml.contains("kind: session"));
        QVERIFY(yaml.contains("rhythm: true"));
        QVERIFY(yaml.contains("play_chase.yaml"));
        const Run replay = runMapsmith({"replay", session});
        QCOMPARE(replay.exitCode, 0);
        QCOMPARE(replay.out, play.out);
        QVERIFY(play.out.contains("status won")); // the fourth key took the last light
        QVERIFY(play.out.contains("judgements perfect 4 good 0 miss 0"));
    }

    void timedInputs_offTheBeatAreMisses()
    {
        QTemporaryDir dir;
        const QString inputs = dir.filePath("inputs.txt");
        QFile f(inputs);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("# seconds key\n0.5 D\n1.0 D\n1.25 D\n1.5 S\n");
        f.close();
        const Run run = runMapsmith(
            {"play", "-m", dataFile("play_chase.yaml"), "--inputs", inputs, "--rhythm", "--json"});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject o = run.json();
        QCOMPARE(o.value("miss").toInt(), 1);
        QCOMPARE(o.value("perfect").toInt(), 3);
        QCOMPARE(o.value("combo").toInt(), 1);
        QCOMPARE(o.value("best_combo").toInt(), 2);
        QCOMPARE(o.value("player").toArray(), (QJsonArray{3, 2}));
    }

    void badInputs_exitTwoWithOneLine()
    {
        Run run = runMapsmith({"play", "-m", dataFile("play_chase.yaml"), "--inputs", "DDQ"});
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.errLines().size(), 1);
        QVERIFY(run.err.contains("'Q' at position 3"));

        QTemporaryDir dir;
        const QString inputs = dir.filePath("t.txt");
        QFile f(inputs);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("0.5 D\n0.25 D\n");
        f.close();
        run = runMapsmith({"play", "-m", dataFile("play_chase.yaml"), "--inputs", inputs});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("t.txt:2:1: time goes back"), run.err.constData());

        run = runMapsmith({"play", "-m", dataFile("nothing.yaml"), "--inputs", "D"});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains("nothing.yaml"));

        run = runMapsmith({"play", "-m", dataFile("play_chase.yaml")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains("missing --inputs"));

        run = runMapsmith({"play", "-m", dataFile("play_chase.yaml"), "--inputs", "D", "--expect", "maybe"});
        QCOMPARE(run.exitCode, 2);
    }

    void badSession_exitsTwoNamingLineAndColumn()
    {
        QTemporaryDir dir;
        const QString session = dir.filePath("bad.yaml");
        QFile f(session);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("mapsmith: 1\nkind: session\nmap: " + dataFile("play_chase.yaml").toUtf8() +
                "\ninputs:\n  - [0, 0.5, D]\n  - [1, 1.0, K]\n");
        f.close();
        const Run run = runMapsmith({"replay", session});
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.errLines().size(), 1);
        QVERIFY2(run.err.contains("bad.yaml:6:14: 'K' is not a key"), run.err.constData());
        QCOMPARE(runMapsmith({"replay", dir.filePath("none.yaml")}).exitCode, 2);
    }

    void play_judgesOnTheLevelsBeatSection()
    {
        // Beat 1 at 90 BPM is at 2/3 s: a third of a beat off the 120 grid's nearest beat, outside its
        // window.
        QTemporaryDir dir;
        const QString level =
            writeText(dir.filePath("level.yaml"), "mapsmith: 1\ngenerator: cave\nseed: 3\n"
                                                  "params: {width: 24, height: 16}\nbeat: {bpm: 90}\n");
        const QString inputs = writeText(dir.filePath("in.txt"), "0.6666666666666666 D\n");
        const QStringList args{"play", "-m", level, "--inputs", inputs, "--rhythm", "--json"};
        Run run = runMapsmith(args);
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.json().value("perfect").toInt(), 1);
        QCOMPARE(run.json().value("miss").toInt(), 0);
        run = runMapsmith(args + QStringList{"--bpm", "120"});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.json().value("perfect").toInt(), 0);
        QCOMPARE(run.json().value("miss").toInt(), 1);
        // A map file has no beat section: the default 120 grid, unless --bpm says otherwise.
        const QStringList onMap{"play",     "-m",    dataFile("play_chase.yaml"), "--inputs", inputs,
                                "--rhythm", "--json"};
        QCOMPARE(runMapsmith(onMap).json().value("miss").toInt(), 1);
        QCOMPARE(runMapsmith(onMap + QStringList{"--bpm", "90"}).json().value("perfect").toInt(), 1);
        // A key string is pressed on the level's grid: beat 1 of 90 BPM.
        run = runMapsmith({"play", "-m", level, "--inputs", ".D", "--rhythm", "--json"});
        QCOMPARE(run.json().value("perfect").toInt(), 2);
        QVERIFY(std::abs(run.json().value("time").toDouble() - (2.0 / 3.0 + 0.25 * 2.0 / 3.0)) < 1e-9);
    }

    void play_playsByTheLevelsPlaySection_flagsOverIt_andTheSessionRecordsIt()
    {
        // Half a beat off the grid: a miss that does not move the player when the play is in rhythm.
        QTemporaryDir dir;
        QFile chase(dataFile("play_chase.yaml"));
        QVERIFY(chase.open(QIODevice::ReadOnly));
        const QString level =
            writeText(dir.filePath("level.yaml"), chase.readAll() + "play:\n  rhythm: true\n  hp: 10\n");
        const QString inputs = writeText(dir.filePath("in.txt"), "0.25 D\n");
        const QString session = dir.filePath("run.yaml");
        const Run play = runMapsmith({"play", "-m", level, "--inputs", inputs, "--json", "--save", session});
        QCOMPARE(play.exitCode, 0);
        QCOMPARE(play.json().value("miss").toInt(), 1);
        QCOMPARE(play.json().value("hp").toInt(), 10);
        QCOMPARE(play.json().value("player").toArray(), (QJsonArray{1, 1}));
        // Without the section the same key moves the player and nobody has health.
        const Run plain =
            runMapsmith({"play", "-m", dataFile("play_chase.yaml"), "--inputs", inputs, "--json"});
        QCOMPARE(plain.json().value("hp").toInt(), 0);
        QCOMPARE(plain.json().value("player").toArray(), (QJsonArray{2, 1}));
        // A flag replaces the section's value.
        QCOMPARE(runMapsmith({"play", "-m", level, "--inputs", inputs, "--json", "--hp", "4"})
                     .json()
                     .value("hp")
                     .toInt(),
                 4);
        // The session holds the options the play had, so the replay is the same play.
        QFile f(session);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray yaml = f.readAll();
        QVERIFY(yaml.contains("rhythm: true"));
        QVERIFY(yaml.contains("hp: 10"));
        const Run replay = runMapsmith({"replay", session, "--json"});
        QCOMPARE(replay.exitCode, 0);
        QCOMPARE(replay.out, play.out);
        // A bad section is an error at its line and column.
        const QString bad =
            writeText(dir.filePath("bad.yaml"), "mapsmith: 1\ngenerator: cave\nplay: {hp: 100}\n");
        const Run error = runMapsmith({"play", "-m", bad, "--inputs", "D"});
        QCOMPARE(error.exitCode, 2);
        QVERIFY2(error.err.contains("bad.yaml:3:12: hp 100 is outside [0, 99]"), error.err.constData());
    }

    void play_windowAndOffset_moveTheGrid()
    {
        QTemporaryDir dir;
        const QString inputs = writeText(dir.filePath("in.txt"), "0.6 D\n");
        const QStringList args{"play",     "-m",    dataFile("play_chase.yaml"), "--inputs", inputs,
                               "--rhythm", "--json"};
        QCOMPARE(runMapsmith(args).json().value("good").toInt(), 1); // 0.2 beats late: inside 0.25
        QCOMPARE(runMapsmith(args + QStringList{"--window", "0.1"}).json().value("miss").toInt(), 1);
        QCOMPARE(runMapsmith(args + QStringList{"--offset", "0.1"}).json().value("perfect").toInt(), 1);
    }

    void play_badOptionValues_exitTwoNamingTheOption()
    {
        const QStringList base{"play", "-m", dataFile("play_chase.yaml"), "--inputs", "D"};
        const QList<QPair<QStringList, QString>> cases{
            {{"--bpm", "5"}, "--bpm wants a number in [20, 400], not '5'"},
            {{"--bpm", "fast"}, "--bpm wants a number"},
            {{"--offset", "4000"}, "--offset wants a number in [-3600, 3600]"},
            {{"--window", "0.9"}, "--window wants a number in [0.01, 0.5], not '0.9'"},
            {{"--vision", "round"}, "--vision wants off|diamond|shadowcast, not 'round'"},
            {{"--vision-radius", "0"}, "--vision-radius wants a whole number in [1, 64], not '0'"},
            {{"--light-radius", "33"}, "--light-radius wants a whole number in [1, 32]"},
            {{"--lights", "always"}, "--lights wants start|taken, not 'always'"},
            {{"--chase-range", "-1"}, "--chase-range wants a whole number in [0, 256]"},
            {{"--hole-beats", "65"}, "--hole-beats wants a whole number in [1, 64]"},
            {{"--hp", "ten"}, "--hp wants a whole number in [0, 99], not 'ten'"},
        };
        for (const auto &[extra, message] : cases) {
            const Run run = runMapsmith(base + extra);
            QCOMPARE(run.exitCode, 2);
            QCOMPARE(run.errLines().size(), 1);
            QVERIFY2(run.err.contains(message.toUtf8()), run.err.constData());
        }
        const Run replay = runMapsmith({"replay", "none.yaml", "--hp", "100"});
        QCOMPARE(replay.exitCode, 2);
        QVERIFY2(replay.err.contains("--hp wants"), replay.err.constData());
    }

    void play_health_survivesTheChase_andIsSavedForTheReplay()
    {
        QTemporaryDir dir;
        const QString session = dir.filePath("run.yaml");
        const QStringList args{"play", "-m", dataFile("play_chase.yaml"), "--inputs", "........", "--json"};
        QCOMPARE(runMapsmith(args).json().value("status").toString(), QStringLiteral("lost"));
        const Run play = runMapsmith(args + QStringList{"--hp", "10", "--bpm", "90", "--vision", "off",
                                                        "--chase-range", "20", "--save", session});
        QCOMPARE(play.exitCode, 0);
        const QJsonObject o = play.json();
        QCOMPARE(o.value("status").toString(), QStringLiteral("playing"));
        QVERIFY(o.value("hp").toInt() < 10);
        QVERIFY(o.value("hp").toInt() > 0);
        QFile f(session);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray yaml = f.readAll();
        QVERIFY2(yaml.contains("hp: 10, enemy_hp: 3"), yaml.constData());
        QVERIFY2(yaml.contains("bpm: 90.0"), yaml.constData());
        QVERIFY2(yaml.contains("vision: off") && yaml.contains("chase_range: 20"), yaml.constData());
        const Run replay = runMapsmith({"replay", session, "--json"});
        QCOMPARE(replay.exitCode, 0);
        QCOMPARE(replay.out, play.out);
        // An option given to replay replaces the recorded one.
        const Run noHealth = runMapsmith({"replay", session, "--hp", "0", "--json"});
        QCOMPARE(noHealth.json().value("status").toString(), QStringLiteral("lost"));
        // The text form shows the health only when the play has some.
        QVERIFY(runMapsmith({"replay", session})
                    .outLines()
                    .contains(QStringLiteral("hp %1").arg(o.value("hp").toInt())));
        QVERIFY(!runMapsmith({"replay", session, "--hp", "0"}).out.contains("hp "));
    }

    void help_describesPlayAndReplay()
    {
        const Run play = runMapsmith({"help", "play"});
        QCOMPARE(play.exitCode, 0);
        QVERIFY(play.out.contains("--inputs KEYS"));
        const Run replay = runMapsmith({"replay", "--help"});
        QCOMPARE(replay.exitCode, 0);
        QVERIFY(replay.out.contains("SESSION.yaml"));
    }
};

QTEST_GUILESS_MAIN(TestCliPlay)
#include "test_cli_play.moc"
