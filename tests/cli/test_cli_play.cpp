// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// `mapsmith play` and `mapsmith replay` as a build script runs them: final states, --expect, --save, and
// errors that exit 2 with one line naming the file, line and column.
#include "cliprocess.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace clitest;

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
