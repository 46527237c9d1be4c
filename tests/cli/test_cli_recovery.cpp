// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Never lose work, with the real editor process: make an edit, wait for the autosave, kill -9, start again
// and check that the recovery is offered and restores the edit (answered through MAPSMITH_RECOVERY_ANSWER).
#include "cliprocess.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

namespace {

QByteArray readText(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestCliRecovery : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString recoveryDir() const { return m_dir.filePath(QStringLiteral("recovery")); }
    QString recoveryFileOf(const QProcess &p) const
    {
        return QDir(recoveryDir()).filePath(QStringLiteral("session-%1.mapsmith.yaml").arg(p.processId()));
    }

    QProcessEnvironment environment(const QString &recoveryAnswer, bool paint) const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("MAPSMITH_RECOVERY_DIR"), recoveryDir());
        env.insert(QStringLiteral("MAPSMITH_RECOVERY_ANSWER"), recoveryAnswer);
        if (paint)
            env.insert(QStringLiteral("MAPSMITH_TEST_PAINT"),
                       QStringLiteral("0,0,floor")); // the border is wall
        else
            env.remove(QStringLiteral("MAPSMITH_TEST_PAINT"));
        return env;
    }

    static void killNow(QProcess &p)
    {
        p.kill(); // SIGKILL: no close event, no clean-up
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitStatus(), QProcess::CrashExit);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // Autosave every second instead of every minute: the setting the Settings menu writes.
        QVERIFY(QDir().mkpath(m_dir.filePath(QStringLiteral("config/Mapsmith"))));
        QFile conf(m_dir.filePath(QStringLiteral("config/Mapsmith/Mapsmith.conf")));
        QVERIFY(conf.open(QIODevice::WriteOnly));
        conf.write("[autosave]\nintervalSeconds=1\n");
    }

    void killedEditor_leavesItsEdit_andTheNextStartRecoversIt()
    {
        const QByteArray edit = "- {x: 0, y: 0, tile: floor}";
        QProcess first;
        first.setProcessEnvironment(environment(QStringLiteral("keep"), true));
        first.start(QStringLiteral(MAPSMITH_EXE), {clitest::caveConfig()});
        QVERIFY(first.waitForStarted());
        const QString left = recoveryFileOf(first);
        QTRY_VERIFY_WITH_TIMEOUT(readText(left).contains(edit), 60000);
        killNow(first);
        QVERIFY(QFile::exists(left)); // a crash leaves the recovery file behind

        // Started again with no file: the recovery is offered and taken; the recovered work is unsaved, so
        // this session autosaves it in turn.
        QProcess second;
        second.setProcessEnvironment(environment(QStringLiteral("recover"), false));
        second.start(QStringLiteral(MAPSMITH_EXE), QStringList());
        QVERIFY(second.waitForStarted());
        const QString again = recoveryFileOf(second);
        QTRY_VERIFY_WITH_TIMEOUT(readText(again).contains(edit), 60000);
        QVERIFY(!QFile::exists(left)); // taken
        const QByteArray recovered = readText(again);
        QVERIFY2(recovered.contains("seed: 42\n"), recovered.constData()); // cave.yaml's config came along
        QVERIFY(recovered.contains("kind: project\n"));
        killNow(second);

        // Discarding removes it for good.
        QProcess third;
        third.setProcessEnvironment(environment(QStringLiteral("discard"), false));
        third.start(QStringLiteral(MAPSMITH_EXE), QStringList());
        QVERIFY(third.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(!QFile::exists(again), 60000);
        killNow(third);
        QVERIFY(QDir(recoveryDir()).entryList({QStringLiteral("*.mapsmith.yaml")}, QDir::Files).isEmpty());
    }

    // A map file on the command line opens in the background and arrives with its map (no generation to
    // wait for): the test paint goes on it once that open has ended, and the autosave keeps it.
    void mapFileOnTheCommandLine_getsThePaintOnceOpened()
    {
        const QString map = m_dir.filePath(QStringLiteral("cave-map.yaml"));
        const clitest::Run made = clitest::runMapsmith({QStringLiteral("generate"), QStringLiteral("-c"),
                                                        clitest::caveConfig(), QStringLiteral("-o"), map});
        QCOMPARE(made.exitCode, 0);
        QProcess editor;
        editor.setProcessEnvironment(environment(QStringLiteral("keep"), true));
        editor.start(QStringLiteral(MAPSMITH_EXE), {map});
        QVERIFY(editor.waitForStarted());
        const QString recovery = recoveryFileOf(editor);
        QTRY_VERIFY_WITH_TIMEOUT(readText(recovery).contains("- {x: 0, y: 0, tile: floor}"), 60000);
        killNow(editor);
        QVERIFY(QDir(recoveryDir()).removeRecursively()); // what the kill left behind
    }
};

QTEST_GUILESS_MAIN(TestCliRecovery)
#include "test_cli_recovery.moc"
