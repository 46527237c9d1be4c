// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// `mapsmith beat` on a machine with no working Qt Multimedia backend (QT_MEDIA_BACKEND names one that is not
// installed): exit 2 with one line naming the file and why, never a crash; the commands without audio work.
#include "../beat/wavfile.h"
#include "cliprocess.h"

#include <QProcessEnvironment>
#include <QTemporaryDir>

#include <vector>

class TestCliNoMedia : public QObject
{
    Q_OBJECT

    static clitest::Run runWithoutMedia(const QStringList &arguments)
    {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_MEDIA_BACKEND"), QStringLiteral("nosuchbackend"));
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(MAPSMITH_EXE), arguments);
        clitest::Run run;
        if (!process.waitForFinished(120000) || process.exitStatus() != QProcess::NormalExit)
            return run; // a crash leaves exitCode -1
        run.exitCode = process.exitCode();
        run.out = process.readAllStandardOutput();
        run.err = process.readAllStandardError();
        return run;
    }

private slots:
    void beat_exitsTwoWithOneLineNamingTheFile()
    {
        QTemporaryDir dir;
        const QString wav = dir.filePath(QStringLiteral("song.wav"));
        QFile f(wav);
        QVERIFY(f.open(QIODevice::WriteOnly));
        const std::vector<float> silence(8000, 0.0f);
        f.write(QByteArray::fromStdString(wavfile::bytes(wavfile::pcm16(silence), 8000)));
        f.close();
        const clitest::Run run = runWithoutMedia({QStringLiteral("beat"), wav});
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.errLines().size(), 1);
        QVERIFY2(run.errLines().first().contains(QStringLiteral("song.wav")), run.err.constData());
        QVERIFY2(run.errLines().first().contains(QStringLiteral("nosuchbackend")), run.err.constData());
    }

    void generate_worksWithoutAudio()
    {
        const clitest::Run run =
            runWithoutMedia({QStringLiteral("hash"), QStringLiteral("-c"), clitest::caveConfig(),
                             QStringLiteral("--seeds"), QStringLiteral("1..2")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.outLines().size(), 3);
    }
};

QTEST_MAIN(TestCliNoMedia)
#include "test_cli_nomedia.moc"
