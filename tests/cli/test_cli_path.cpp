// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "cliprocess.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

#include <cstdlib>

using namespace clitest;

class TestCliPath : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void optimalSearches_reportTheCostOfBfs_data();
    void optimalSearches_reportTheCostOfBfs();
    void jps_findsAnEightNeighbourPathNoLongerThanBfs();
    void pathJson_runsFromStartToExitInUnitSteps();
    void pathPlain_printsEveryStatisticLine();
    void pathBetweenGivenCells_usesFromAndTo();
    void walledOffGoal_exitsOneAndReportsNotFound();
    void badFrom_exitsTwoWithOneLineNamingTheOption_data();
    void badFrom_exitsTwoWithOneLineNamingTheOption();
    void unknownAlgo_exitsTwoListingTheKnownIds();
    void missingAlgoOrMap_exitsTwoWithOneLine();
    void missingMapFile_exitsTwoNamingTheFile();
    void mapWithoutStart_exitsTwoAskingForFrom();
    void collect_greedyMovesAtLeastOptimalWhichEqualsBitmask();
    void collectJson_listsTheOrderAndCompletes();
    void collectUnreachableGold_exitsOneAndListsIt();
    void collectTooManyTargets_exitsTwoWithThePlannersMessage();
    void collectUnknownPlanner_exitsTwoListingTheKnownIds();
    void collectJson_reportsThePathsSafety();
    void collect_plansByTheMapsGeneratorParams();
    void helpPathAndCollect_printUsage();

private:
    QTemporaryDir m_dir;
    QString m_cave;
};

namespace {

QJsonObject pathJson(const QString &map, const QString &algo, const QStringList &extra = {})
{
    const Run run = runMapsmith(QStringList{"path", "-m", map, "--algo", algo, "--json"} + extra);
    if (run.exitCode != 0)
        qWarning("path --algo %s exited %d: %s", qPrintable(algo), run.exitCode, run.err.constData());
    return run.json();
}

QJsonArray cell(int x, int y)
{
    return QJsonArray{x, y};
}

} // namespace

void TestCliPath::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_cave = m_dir.filePath(QStringLiteral("cave.yaml"));
    const Run run =
        runMapsmith({"generate", "-c", QStringLiteral(MAPSMITH_SOURCE_DIR "/resources/presets/cave.yaml"),
                     "-s", "3", "-o", m_cave});
    QVERIFY2(run.exitCode == 0, run.err.constData());
}

void TestCliPath::optimalSearches_reportTheCostOfBfs_data()
{
    QTest::addColumn<QString>("algo");
    // jps searches 8-neighbour rules (its own test below); the others search 4-neighbour moves, or beats,
    // which on a map of plain floor cost one per move.
    for (const char *algo : {"dijkstra", "astar", "beat-astar", "dstar-lite"})
        QTest::newRow(algo) << QString::fromLatin1(algo);
}

void TestCliPath::optimalSearches_reportTheCostOfBfs()
{
    QFETCH(QString, algo);
    const QJsonObject bfs = pathJson(m_cave, QStringLiteral("bfs"));
    const QJsonObject other = pathJson(m_cave, algo);
    QVERIFY(bfs["found"].toBool());
    QVERIFY(other["found"].toBool());
    QVERIFY(bfs["cost"].toInt() > 0);
    QCOMPARE(other["cost"].toInt(), bfs["cost"].toInt());
    QCOMPARE(other["length"].toInt(), bfs["length"].toInt());
    QCOMPARE(other["algo"].toString(), algo);
}

void TestCliPath::jps_findsAnEightNeighbourPathNoLongerThanBfs()
{
    const QJsonObject bfs = pathJson(m_cave, QStringLiteral("bfs"));
    const QJsonObject jps = pathJson(m_cave, QStringLiteral("jps"));
    QVERIFY(jps["found"].toBool());
    QVERIFY(jps["cost_unit"].toString().contains(QLatin1String("tenths")));
    // Every 4-neighbour path is an 8-neighbour path, at 10 tenths a move.
    QVERIFY(jps["cost"].toInt() <= 10 * bfs["cost"].toInt());
    QVERIFY(jps["length"].toInt() <= bfs["length"].toInt());
    const QJsonArray path = jps["path"].toArray();
    for (qsizetype i = 1; i < path.size(); ++i) {
        const QJsonArray a = path[i - 1].toArray();
        const QJsonArray b = path[i].toArray();
        const int dx = std::abs(a[0].toInt() - b[0].toInt());
        const int dy = std::abs(a[1].toInt() - b[1].toInt());
        QVERIFY2(dx <= 1 && dy <= 1 && dx + dy > 0, qPrintable(QStringLiteral("step %1").arg(i)));
    }
}

void TestCliPath::pathJson_runsFromStartToExitInUnitSteps()
{
    const Run generated =
        runMapsmith({"generate", "-c", QStringLiteral(MAPSMITH_SOURCE_DIR "/resources/presets/cave.yaml"),
                     "-s", "3", "--json"});
    const QJsonObject map = generated.json();
    const Run run = runMapsmith({"path", "-m", m_cave, "--algo", "astar", "--json"});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject o = run.json();
    for (const char *key : {"algo", "found", "cost", "cost_unit", "length", "expanded", "pushed", "peak_open",
                            "time_ms", "path"})
        QVERIFY2(o.contains(QLatin1String(key)), key);
    const QJsonArray path = o["path"].toArray();
    QCOMPARE(path.size(), o["length"].toInt() + 1);
    QCOMPARE(path.first().toArray(), cell(map["start"]["x"].toInt(), map["start"]["y"].toInt()));
    QCOMPARE(path.last().toArray(), cell(map["exit"]["x"].toInt(), map["exit"]["y"].toInt()));
    for (qsizetype i = 1; i < path.size(); ++i) {
        const QJsonArray a = path[i - 1].toArray();
        const QJsonArray b = path[i].toArray();
        const int step = std::abs(a[0].toInt() - b[0].toInt()) + std::abs(a[1].toInt() - b[1].toInt());
        QCOMPARE(step, 1);
    }
    QVERIFY(o["expanded"].toInt() > 0);
    QVERIFY(o["pushed"].toInt() > 0);
    QVERIFY(o["peak_open"].toInt() > 0);
}

void TestCliPath::pathPlain_printsEveryStatisticLine()
{
    const Run run = runMapsmith({"path", "-m", m_cave, "--algo", "bfs"});
    QCOMPARE(run.exitCode, 0);
    const QStringList lines = run.outLines();
    QCOMPARE(lines.size(), 7);
    QCOMPARE(lines[0], QStringLiteral("found yes"));
    const QStringList prefixes = {"cost ", "length ", "expanded ", "peak_open ", "time_ms ", "path "};
    for (int i = 0; i < prefixes.size(); ++i)
        QVERIFY2(lines[i + 1].startsWith(prefixes[i]), qPrintable(lines[i + 1]));
    QVERIFY(lines[1].endsWith(QLatin1String(")")));
}

void TestCliPath::pathBetweenGivenCells_usesFromAndTo()
{
    const QString corridor = dataFile("gold_corridor.yaml");
    const QJsonObject o = pathJson(corridor, QStringLiteral("bfs"), {"--from", "1,1", "--to", "10,1"});
    QVERIFY(o["found"].toBool());
    QCOMPARE(o["cost"].toInt(), 9);
    QCOMPARE(o["path"].toArray().first().toArray(), cell(1, 1));
    QCOMPARE(o["path"].toArray().last().toArray(), cell(10, 1));
}

void TestCliPath::walledOffGoal_exitsOneAndReportsNotFound()
{
    const QString map = dataFile("walled_exit.yaml");
    const Run run = runMapsmith({"path", "-m", map, "--algo", "astar", "--json"});
    QCOMPARE(run.exitCode, 1);
    const QJsonObject o = run.json();
    QCOMPARE(o["found"].toBool(), false);
    QVERIFY(o["cost"].isNull());
    QCOMPARE(o["path"].toArray().size(), 0);
    const Run plain = runMapsmith({"path", "-m", map, "--algo", "bfs"});
    QCOMPARE(plain.exitCode, 1);
    QCOMPARE(plain.outLines().first(), QStringLiteral("found no"));
}

void TestCliPath::badFrom_exitsTwoWithOneLineNamingTheOption_data()
{
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("value");
    QTest::newRow("not a cell") << "--from"
                                << "abc";
    QTest::newRow("one number") << "--from"
                                << "3";
    QTest::newRow("outside the map") << "--from"
                                     << "500,2";
    QTest::newRow("negative") << "--to"
                              << "-1,2";
}

void TestCliPath::badFrom_exitsTwoWithOneLineNamingTheOption()
{
    QFETCH(QString, option);
    QFETCH(QString, value);
    const Run run = runMapsmith({"path", "-m", m_cave, "--algo", "bfs", option, value});
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.errLines().size(), 1);
    QVERIFY2(run.err.contains(option.toUtf8()), run.err.constData());
    QVERIFY(run.out.isEmpty());
}

void TestCliPath::unknownAlgo_exitsTwoListingTheKnownIds()
{
    const Run run = runMapsmith({"path", "-m", m_cave, "--algo", "teleport"});
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.errLines().size(), 1);
    for (const char *id : {"teleport", "bfs", "astar", "jps", "beat-astar", "dstar-lite"})
        QVERIFY2(run.err.contains(id), run.err.constData());
}

void TestCliPath::missingAlgoOrMap_exitsTwoWithOneLine()
{
    for (const QStringList &args : {QStringList{"path", "-m", m_cave}, QStringList{"path", "--algo", "bfs"},
                                    QStringList{"collect", "-m", m_cave}}) {
        const Run run = runMapsmith(args);
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.errLines().size(), 1);
    }
}

void TestCliPath::missingMapFile_exitsTwoNamingTheFile()
{
    const QString missing = m_dir.filePath(QStringLiteral("nowhere.yaml"));
    const Run run = runMapsmith({"path", "-m", missing, "--algo", "bfs"});
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.errLines().size(), 1);
    QVERIFY(run.err.contains("nowhere.yaml"));
}

void TestCliPath::mapWithoutStart_exitsTwoAskingForFrom()
{
    const QString map = m_dir.filePath(QStringLiteral("no_start.yaml"));
    QFile file(map);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("mapsmith: 1\nwidth: 4\nheight: 3\ntiles: |\n  ####\n  #..#\n  ####\n");
    file.close();
    const Run run = runMapsmith({"path", "-m", map, "--algo", "bfs"});
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.errLines().size(), 1);
    QVERIFY2(run.err.contains("no_start.yaml: the map has no start; give --from X,Y"), run.err.constData());
    QCOMPARE(runMapsmith({"path", "-m", map, "--algo", "bfs", "--from", "1,1", "--to", "2,1"}).exitCode, 0);
}

void TestCliPath::collect_greedyMovesAtLeastOptimalWhichEqualsBitmask()
{
    const QString map = dataFile("gold_corridor.yaml");
    int moves[3] = {0, 0, 0};
    const char *planners[3] = {"greedy", "optimal", "bitmask"};
    for (int i = 0; i < 3; ++i) {
        const Run run = runMapsmith({"collect", "-m", map, "--planner", planners[i], "--json"});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        moves[i] = run.json()["moves"].toInt();
    }
    QCOMPARE(moves[1], 11);
    QCOMPARE(moves[2], moves[1]);
    QVERIFY(moves[0] >= moves[1]);
}

void TestCliPath::collectJson_listsTheOrderAndCompletes()
{
    const Run run =
        runMapsmith({"collect", "-m", dataFile("gold_corridor.yaml"), "--planner", "optimal", "--json"});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject o = run.json();
    QCOMPARE(o["planner"].toString(), QStringLiteral("optimal"));
    QCOMPARE(o["targets"].toInt(), 3);
    QCOMPARE(o["order"].toArray(), (QJsonArray{cell(9, 1), cell(4, 1), cell(1, 1)}));
    QCOMPARE(o["unreachable"].toArray().size(), 0);
    QCOMPARE(o["complete"].toBool(), true);

    const Run plain = runMapsmith({"collect", "-m", dataFile("gold_corridor.yaml"), "--planner", "optimal"});
    QCOMPARE(plain.exitCode, 0);
    QVERIFY(plain.outLines().contains(QStringLiteral("order 9,1 4,1 1,1")));
    QVERIFY(plain.outLines().contains(QStringLiteral("moves 11")));
}

void TestCliPath::collectUnreachableGold_exitsOneAndListsIt()
{
    for (const char *planner : {"greedy", "optimal", "bitmask"}) {
        const Run run =
            runMapsmith({"collect", "-m", dataFile("walled_exit.yaml"), "--planner", planner, "--json"});
        QCOMPARE(run.exitCode, 1);
        const QJsonObject o = run.json();
        QCOMPARE(o["complete"].toBool(), false);
        QCOMPARE(o["order"].toArray(), QJsonArray{cell(2, 2)});
        QCOMPARE(o["unreachable"].toArray(), QJsonArray{cell(6, 1)});
    }
    const Run plain = runMapsmith({"collect", "-m", dataFile("walled_exit.yaml"), "--planner", "bitmask"});
    QCOMPARE(plain.exitCode, 1);
    QVERIFY(plain.outLines().contains(QStringLiteral("unreachable 6,1")));
}

void TestCliPath::collectTooManyTargets_exitsTwoWithThePlannersMessage()
{
    // 40 gold on one long corridor: more than the exact planners take; greedy takes any number.
    QByteArray text = "mapsmith: 1\nwidth: 42\nheight: 3\ntiles: |\n  " + QByteArray(42, '#') + "\n  #<" +
                      QByteArray(39, '.') + "#\n  " + QByteArray(42, '#') + "\nentities:\n";
    for (int x = 2; x <= 40; ++x)
        text += "  - {type: gold, x: " + QByteArray::number(x) + ", y: 1}\n";
    text += "  - {type: gold, x: 1, y: 1}\n";
    const QString map = m_dir.filePath(QStringLiteral("many_gold.yaml"));
    QFile file(map);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
    file.close();
    for (const char *planner : {"optimal", "bitmask"}) {
        const Run run = runMapsmith({"collect", "-m", map, "--planner", planner});
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.errLines().size(), 1);
        QVERIFY2(run.err.contains("40"), run.err.constData());
        QVERIFY(run.out.isEmpty());
    }
    const Run greedy = runMapsmith({"collect", "-m", map, "--planner", "greedy", "--json"});
    QCOMPARE(greedy.exitCode, 0);
    QCOMPARE(greedy.json().value(QStringLiteral("order")).toArray().size(), 40);
    QCOMPARE(greedy.json().value(QStringLiteral("complete")).toBool(), true);
}

void TestCliPath::collectJson_reportsThePathsSafety()
{
    // The rhythm dungeon's score: the sum over the walk's cells of min(moves to the nearest enemy, 20).
    const QString map = m_dir.filePath(QStringLiteral("safety.yaml"));
    QFile file(map);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("mapsmith: 1\nkind: grid\nwidth: 7\nheight: 3\ntiles: |\n  #######\n  #<....#\n  #######\n"
               "entities:\n  - {type: gold, x: 5, y: 1}\n  - {type: enemy, x: 5, y: 1}\n");
    file.close();
    for (const char *planner : {"greedy", "optimal", "bitmask"}) {
        const Run run = runMapsmith({"collect", "-m", map, "--planner", planner, "--json"});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.json()["moves"].toInt(), 4);
        QCOMPARE(run.json()["safety"].toInt(), 4 + 3 + 2 + 1 + 0);
    }
}

void TestCliPath::collect_plansByTheMapsGeneratorParams()
{
    // The same corridor twice; the second map says its game gives 15 off per gold passed on the way.
    const QByteArray body = "kind: grid\nwidth: 12\nheight: 3\ntiles: |\n  ############\n  #....<.....#\n"
                            "  ############\nentities:\n  - {type: gold, x: 3, y: 1}\n"
                            "  - {type: gold, x: 8, y: 1}\n  - {type: gold, x: 9, y: 1}\n"
                            "  - {type: gold, x: 10, y: 1}\n";
    const QString plain = m_dir.filePath(QStringLiteral("plain.yaml"));
    const QString detour = m_dir.filePath(QStringLiteral("detour.yaml"));
    for (const auto &[path, head] :
         {std::pair{plain, QByteArray("mapsmith: 1\n")},
          std::pair{detour,
                    QByteArray("mapsmith: 1\ngenerator: cave\nseed: 1\nparams: {detour_bonus: 15}\n")}}) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(head + body);
    }
    const Run a = runMapsmith({"collect", "-m", plain, "--planner", "greedy", "--json"});
    QVERIFY2(a.exitCode == 0, a.err.constData());
    QCOMPARE(a.json()["order"].toArray().first(), cell(3, 1)); // the nearest first
    const Run b = runMapsmith({"collect", "-m", detour, "--planner", "greedy", "--json"});
    QVERIFY2(b.exitCode == 0, b.err.constData());
    QCOMPARE(b.json()["order"].toArray(), (QJsonArray{cell(8, 1), cell(9, 1), cell(10, 1), cell(3, 1)}));
}

void TestCliPath::collectUnknownPlanner_exitsTwoListingTheKnownIds()
{
    const Run run = runMapsmith({"collect", "-m", dataFile("gold_corridor.yaml"), "--planner", "psychic"});
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.errLines().size(), 1);
    for (const char *id : {"psychic", "greedy", "optimal", "bitmask"})
        QVERIFY2(run.err.contains(id), run.err.constData());
}

void TestCliPath::helpPathAndCollect_printUsage()
{
    for (const QStringList &args : {QStringList{"help", "path"}, QStringList{"path", "--help"},
                                    QStringList{"help", "collect"}, QStringList{"collect", "-h"}}) {
        const Run run = runMapsmith(args);
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains("Usage: mapsmith " + args.first().toUtf8()) ||
                run.out.contains("Usage: mapsmith " + args.last().toUtf8()));
    }
    QVERIFY(runMapsmith({"help", "path"}).out.contains("--algo"));
    QVERIFY(runMapsmith({"help", "collect"}).out.contains("--planner"));
    QVERIFY(runMapsmith({"help"}).out.contains("collect"));
}

QTEST_GUILESS_MAIN(TestCliPath)
#include "test_cli_path.moc"
