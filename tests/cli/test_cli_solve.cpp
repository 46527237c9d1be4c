// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// `mapsmith collect` on Lode Runner levels (digging by default, the walk as --keys) and `mapsmith solve`
// (the game with its guards), run as real processes: every printed walk or solution is played by
// `mapsmith play --expect won`, as a designer's script would check it.

#include "../common/lodelevels.h"
#include "../common/sanitized.h"
#include "cliprocess.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>

using clitest::runMapsmith;
using namespace lodelevels;

class TestCliSolve : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    // Writes the level as text and converts it, as a user does: `mapsmith convert level.txt level.yaml`.
    QString level(const char *name, const char *text)
    {
        const QString txt = m_dir.filePath(QLatin1String(name) + QLatin1String(".txt"));
        QFile f(txt);
        if (!f.open(QIODevice::WriteOnly))
            return {};
        f.write(text);
        f.close();
        const QString yaml = m_dir.filePath(QLatin1String(name) + QLatin1String(".yaml"));
        const auto run = runMapsmith({QStringLiteral("convert"), txt, yaml});
        return run.exitCode == 0 ? yaml : QString();
    }

    static int playToEnd(const QString &map, const QString &keys)
    {
        return runMapsmith({QStringLiteral("play"), QStringLiteral("-m"), map, QStringLiteral("--inputs"),
                            keys, QStringLiteral("--expect"), QStringLiteral("won")})
            .exitCode;
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void collectDigsAndEscapes()
    {
        const QString map = level("twofloors", kTwoFloors);
        QVERIFY(!map.isEmpty());
        const auto run =
            runMapsmith({QStringLiteral("collect"), QStringLiteral("-m"), map, QStringLiteral("--planner"),
                         QStringLiteral("greedy"), QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject o = run.json();
        QCOMPARE(o.value(QStringLiteral("complete")).toBool(), true);
        QCOMPARE(o.value(QStringLiteral("escaped")).toBool(), true);
        QVERIFY2(o.value(QStringLiteral("digs")).toInt() >= 2, run.out.constData()); // two floors in the way
        QCOMPARE(o.value(QStringLiteral("unreachable")).toArray().size(), 0);
        QVERIFY(!o.value(QStringLiteral("keys")).toString().isEmpty());
    }

    void collectKeysPlayToWon()
    {
        const QString map = level("twofloors_keys", kTwoFloors);
        const auto run =
            runMapsmith({QStringLiteral("collect"), QStringLiteral("-m"), map, QStringLiteral("--planner"),
                         QStringLiteral("greedy"), QStringLiteral("--keys")});
        QCOMPARE(run.exitCode, 0);
        const QString keys = QString::fromUtf8(run.out).trimmed();
        QVERIFY(!keys.isEmpty());
        QCOMPARE(playToEnd(map, keys), 0);
        // The same walk cut short does not win: the check can fail.
        QCOMPARE(playToEnd(map, keys.left(keys.size() / 2)), 1);
    }

    void solveWithGuardPlaysToWon()
    {
        const QString map = level("bridge", kGuardInTheWay);
        const auto run =
            runMapsmith({QStringLiteral("solve"), QStringLiteral("-m"), map, QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject o = run.json();
        QCOMPARE(o.value(QStringLiteral("solved")).toBool(), true);
        const QString keys = o.value(QStringLiteral("keys")).toString();
        QVERIFY(!keys.isEmpty());
        QVERIFY(o.value(QStringLiteral("closest_guard")).toInt() >= 0); // the guard is met on the way
        QCOMPARE(playToEnd(map, keys), 0);
    }

    void solveTextOutput()
    {
        const QString map = level("bridge_text", kGuardInTheWay);
        const auto run = runMapsmith({QStringLiteral("solve"), QStringLiteral("-m"), map});
        QCOMPARE(run.exitCode, 0);
        const QStringList lines = run.outLines();
        QVERIFY(!lines.isEmpty());
        QCOMPARE(lines.first(), QStringLiteral("solved yes"));
        QVERIFY(lines.size() > 1 && lines.at(1).startsWith(QLatin1String("keys ")));
    }

    void sealedGoldNamesTheCell()
    {
        const QString map = level("sealed", kSealed);
        QVERIFY(!map.isEmpty());
        const auto run = runMapsmith({QStringLiteral("solve"), QStringLiteral("-m"), map});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("3,3") || run.err.contains("(3, 3)"), run.err.constData());
    }

    void notALodeRunnerLevel()
    {
        const QString cave = m_dir.filePath(QStringLiteral("cave.yaml"));
        QCOMPARE(runMapsmith({QStringLiteral("generate"), QStringLiteral("-c"), clitest::caveConfig(),
                              QStringLiteral("-o"), cave})
                     .exitCode,
                 0);
        const auto solve = runMapsmith({QStringLiteral("solve"), QStringLiteral("-m"), cave});
        QCOMPARE(solve.exitCode, 2);
        QVERIFY(!solve.err.isEmpty());
        const auto keys =
            runMapsmith({QStringLiteral("collect"), QStringLiteral("-m"), cave, QStringLiteral("--planner"),
                         QStringLiteral("greedy"), QStringLiteral("--keys")});
        QCOMPARE(keys.exitCode, 2);
        QVERIFY(keys.err.contains("--keys"));
    }

    // The whole process, start to exit, within the limit and a small margin: the contract of --time-limit,
    // not a speed (the search itself gives up at the limit; what comes after must be quick).
    void solveNeverRunsPastItsTimeLimit()
    {
        const QString map = level("hopeless", kHopeless);
        QVERIFY(!map.isEmpty());
        QElapsedTimer wall;
        wall.start();
        const auto run =
            runMapsmith({QStringLiteral("solve"), QStringLiteral("-m"), map, QStringLiteral("--time-limit"),
                         QStringLiteral("1"), QStringLiteral("--json")});
        const qint64 ms = wall.elapsed();
        QCOMPARE(run.exitCode, 1);
        const QJsonObject o = run.json();
        QCOMPARE(o.value(QStringLiteral("gave_up")).toString(), QStringLiteral("time_limit"));
        QVERIFY2(o.value(QStringLiteral("seconds")).toDouble() < 1.1, run.out.constData());
        // Before the fix this took 1.35-1.55 s: startup, a rehash and the teardown of the seen set came on
        // top of the limit. A sanitizer's leak check at exit takes its own while.
        constexpr qint64 kMaxMs = testenv::plainOr<qint64>(1250, 2000);
        QVERIFY2(ms < kMaxMs, qPrintable(QStringLiteral("%1 ms").arg(ms)));
    }

    void timeLimitChecked()
    {
        const QString map = level("bridge_limit", kGuardInTheWay);
        for (const char *bad : {"0", "-1", "soon", "90000"}) {
            const auto run = runMapsmith({QStringLiteral("solve"), QStringLiteral("-m"), map,
                                          QStringLiteral("--time-limit"), QLatin1String(bad)});
            QCOMPARE(run.exitCode, 2);
            QVERIFY2(run.err.contains("--time-limit"), run.err.constData());
        }
    }
};

QTEST_GUILESS_MAIN(TestCliSolve)
#include "test_cli_solve.moc"
