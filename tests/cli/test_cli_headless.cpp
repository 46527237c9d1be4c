// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The executable a build with -DMAPSMITH_BUILD_GUI=OFF makes (MAPSMITH_HEADLESS_EXE: mapsmith itself in such
// a build, mapsmith-nogui beside the editor in a default one) offers every command of the table, gives the
// editor's build the same answers, and says how to get the editor when started without a command. That it
// links no widget library is the headless_links_no_widgets test.
#include "../beat/wavfile.h"
#include "cli/commandspec.h"
#include "cliprocess.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <numbers>

using clitest::Run;

namespace {

Run runHeadless(const QStringList &arguments)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("QT_QPA_PLATFORM")); // the headless commands pick offscreen themselves
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(MAPSMITH_HEADLESS_EXE), arguments);
    Run run;
    if (!process.waitForFinished(120000) || process.exitStatus() != QProcess::NormalExit)
        return run;
    run.exitCode = process.exitCode();
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

void verifySameAnswer(const QStringList &arguments)
{
    const Run headless = runHeadless(arguments);
    const Run editorBuild = clitest::runMapsmith(arguments);
    QVERIFY2(headless.exitCode >= 0, qPrintable(arguments.join(u' ')));
    QCOMPARE(headless.exitCode, editorBuild.exitCode);
    QCOMPARE(headless.out, editorBuild.out);
    QCOMPARE(headless.err, editorBuild.err);
}

} // namespace

class TestCliHeadless : public QObject
{
    Q_OBJECT

private slots:
    void noCommand_saysHowToGetTheEditor_exitsTwo_data();
    void noCommand_saysHowToGetTheEditor_exitsTwo();
    void everyCommandOfTheTable_isOffered();
    void hashAndValidate_answerAsTheEditorBuild();
    void wall_rendersWithoutADisplay();
    void beat_decodesAudioWithoutWidgets();
};

void TestCliHeadless::noCommand_saysHowToGetTheEditor_exitsTwo_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QString hint = QStringLiteral("MAPSMITH_BUILD_GUI");
    QTest::newRow("nothing") << QStringList() << hint;
    QTest::newRow("a file") << QStringList{clitest::caveConfig()} << hint;
    QTest::newRow("unknown option") << QStringList{QStringLiteral("--nosuch")}
                                    << QStringLiteral("unknown option '--nosuch'");
}

void TestCliHeadless::noCommand_saysHowToGetTheEditor_exitsTwo()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run run = runHeadless(args);
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.errLines().size(), 1);
    QVERIFY2(run.errLines().first().contains(message), run.err.constData());
    QVERIFY(run.out.isEmpty());
}

void TestCliHeadless::everyCommandOfTheTable_isOffered()
{
    verifySameAnswer({QStringLiteral("help")});
    verifySameAnswer({QStringLiteral("--version")});
    int offered = 0;
    for (const mapsmith::cli::CommandSpec *command : mapsmith::cli::allCommands()) {
        if (!command->synopsis)
            continue;
        const Run run = runHeadless({QStringLiteral("help"), command->name});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.startsWith("Usage: mapsmith " + command->name.toUtf8()), run.out.constData());
        verifySameAnswer({command->name, QStringLiteral("--help")});
        ++offered;
    }
    QVERIFY(offered >= 12);
}

void TestCliHeadless::hashAndValidate_answerAsTheEditorBuild()
{
    verifySameAnswer({QStringLiteral("hash"), QStringLiteral("-c"), clitest::caveConfig(),
                      QStringLiteral("--seeds"), QStringLiteral("1..20")});
    verifySameAnswer({QStringLiteral("validate"), QStringLiteral("-c"), clitest::caveConfig(),
                      QStringLiteral("--seeds"), QStringLiteral("1..5"), QStringLiteral("--json")});
    verifySameAnswer({QStringLiteral("schema"), QStringLiteral("cave")});
    verifySameAnswer({QStringLiteral("hash"), QStringLiteral("-c"), QStringLiteral("/nonexistent.yaml"),
                      QStringLiteral("--seeds"), QStringLiteral("1")});
}

void TestCliHeadless::wall_rendersWithoutADisplay()
{
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("wall.png"));
    const Run run =
        runHeadless({QStringLiteral("wall"), QStringLiteral("-c"), clitest::caveConfig(),
                     QStringLiteral("--seeds"), QStringLiteral("1..4"), QStringLiteral("-o"), png});
    QCOMPARE(run.exitCode, 0);
    const QImage image(png);
    QVERIFY(!image.isNull());
    QVERIFY(image.width() > 0 && image.height() > 0);
    const QString reference = dir.filePath(QStringLiteral("reference.png"));
    QCOMPARE(clitest::runMapsmith({QStringLiteral("wall"), QStringLiteral("-c"), clitest::caveConfig(),
                                   QStringLiteral("--seeds"), QStringLiteral("1..4"), QStringLiteral("-o"),
                                   reference})
                 .exitCode,
             0);
    QCOMPARE(image, QImage(reference));
}

void TestCliHeadless::beat_decodesAudioWithoutWidgets()
{
    // Four seconds of clicks at 120 BPM: enough for Qt Multimedia's decoder and the beat tracker to run.
    constexpr int kRate = 22050;
    std::vector<std::int16_t> samples(std::size_t(4 * kRate), 0);
    for (std::size_t beat = 0; beat < 8; ++beat) {
        for (std::size_t i = 0; i < 400; ++i)
            samples[beat * kRate / 2 + i] =
                std::int16_t(20000.0 * std::sin(2.0 * std::numbers::pi * 880.0 * double(i) / kRate));
    }
    QTemporaryDir dir;
    const QString wav = dir.filePath(QStringLiteral("clicks.wav"));
    QFile file(wav);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray::fromStdString(wavfile::bytes(samples, kRate)));
    file.close();
    const Run run = runHeadless({QStringLiteral("beat"), wav, QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.json().contains(QStringLiteral("bpm")), run.out.constData());
    verifySameAnswer({QStringLiteral("beat"), wav, QStringLiteral("--json")});
}

QTEST_GUILESS_MAIN(TestCliHeadless)
#include "test_cli_headless.moc"
