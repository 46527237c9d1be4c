// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// Tiled itself opens what we write: `tiled --export-map` (offscreen) turns our .tmx into .tmj and our .tmj
// into .tmx, and our readers get the same map back from Tiled's files. Skipped when `tiled` is not on PATH
// (Debian package `tiled`, in the Makefile's APT_PACKAGES).

#include "cliprocess.h"

#include <QProcessEnvironment>
#include <QStandardPaths>
#include <QTemporaryDir>

#ifndef Q_MOC_RUN
#include "document/mapformats.h"
#endif

using namespace mapsmith;

namespace {

/// Runs Tiled's exporter; an empty string when it succeeded, else what went wrong.
QString tiledExport(const QString &tiled, const QString &in, const QString &out)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    process.setProcessEnvironment(env);
    process.start(tiled, {QStringLiteral("--export-map"), in, out});
    if (!process.waitForFinished(120000))
        return QStringLiteral("tiled did not finish");
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return QStringLiteral("tiled exited with %1: %2")
            .arg(process.exitCode())
            .arg(QString::fromLocal8Bit(process.readAllStandardError()));
    return QFile::exists(out) ? QString() : QStringLiteral("tiled wrote no file");
}

} // namespace

class TestCliTiledExport : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_tiled;

private slots:
    void initTestCase()
    {
        m_tiled = QStandardPaths::findExecutable(QStringLiteral("tiled"));
        if (m_tiled.isEmpty())
            QSKIP("tiled is not installed (Debian package 'tiled')");
        QVERIFY(m_dir.isValid());
    }

    void tiledReadsOurMaps_andWeReadTiledsBack_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QString>("seed");
        QTest::newRow("loderunner") << "loderunner"
                                    << "4";
        QTest::newRow("cave") << "cave"
                              << "9";
        QTest::newRow("rooms") << "rooms"
                               << "2";
        QTest::newRow("maze") << "maze"
                              << "5";
    }
    void tiledReadsOurMaps_andWeReadTiledsBack()
    {
        QFETCH(QString, preset);
        QFETCH(QString, seed);
        const QString yaml = m_dir.filePath(preset + ".yaml");
        QCOMPARE(clitest::runMapsmith(
                     {"generate", "-c",
                      QStringLiteral(MAPSMITH_SOURCE_DIR "/resources/presets/") + preset + ".yaml", "-s",
                      seed, "-o", yaml})
                     .exitCode,
                 0);
        const auto original = readMapFile(yaml, defaultTileMapping());
        QVERIFY(original.ok());
        const QString ours[] = {m_dir.filePath(preset + ".tmx"), m_dir.filePath(preset + ".tmj")};
        const QString theirs[] = {m_dir.filePath(preset + "_tiled.tmj"),
                                  m_dir.filePath(preset + "_tiled.tmx")};
        for (int i = 0; i < 2; ++i) {
            QCOMPARE(clitest::runMapsmith({"convert", yaml, ours[i]}).exitCode, 0);
            const QString error = tiledExport(m_tiled, ours[i], theirs[i]);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            const auto back = readMapFile(theirs[i], defaultTileMapping());
            QVERIFY2(back.ok(), back.ok() ? "" : back.error().toString().c_str());
            QCOMPARE(back->grid.tiles, original->grid.tiles);
            QCOMPARE(back->grid.start, original->grid.start);
            QCOMPARE(back->grid.exit, original->grid.exit);
            QCOMPARE(back->grid.entities, original->grid.entities);
            QCOMPARE(back->source, original->source);
        }
    }
};

QTEST_GUILESS_MAIN(TestCliTiledExport)
#include "test_cli_tiled_export.moc"
