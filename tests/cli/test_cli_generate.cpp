// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "cliprocess.h"

#include <mapsmith/generate/registry.h>
#include <mapsmith/io/config.h>
#include <mapsmith/io/mapfile.h>
#include <mapsmith/map/hash.h>

#include <QImage>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace clitest;

class TestCliGenerate : public QObject
{
    Q_OBJECT

private slots:
    void generate_writesYamlAndPng_pngIsMapSizeTimesScale();
    void generateJson_isOneObjectWithTheHash();
    void generatedYaml_readsBackToTheSameHash();
    void generateWithoutOutputs_printsTheMapFile();
    void seedOption_overridesTheConfigSeed();
    void generateTowerJson_givesKindAndLayoutSize();

private:
    QTemporaryDir m_dir;
};

void TestCliGenerate::generate_writesYamlAndPng_pngIsMapSizeTimesScale()
{
    const QString yaml = m_dir.filePath("a.yaml");
    const QString png = m_dir.filePath("a.png");
    const Run run = runMapsmith({"generate", "-c", caveConfig(), "-o", yaml, "--png", png, "--scale", "3"});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), run.err.constData());
    QVERIFY(QFile::exists(yaml));
    const QImage image(png);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), QSize(80 * 3, 50 * 3));
}

void TestCliGenerate::generateTowerJson_givesKindAndLayoutSize()
{
    const QString yaml = m_dir.filePath("tower.yaml");
    const Run run =
        runMapsmith({"generate", "-c", QStringLiteral(MAPSMITH_SOURCE_DIR "/resources/presets/tower.yaml"),
                     "-o", yaml, "--json"});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(o["kind"].toString(), QStringLiteral("tower"));
    QCOMPARE(o["columns"].toInt(), 7);
    QCOMPARE(o["floors"].toInt(), 15);
    QVERIFY(o["rooms"].toInt() > 15);
    // The map file written holds the graph: hashing it again gives the same hash.
    const Run again = runMapsmith(
        {"generate", "-c", QStringLiteral(MAPSMITH_SOURCE_DIR "/resources/presets/tower.yaml"), "--json"});
    QCOMPARE(QJsonDocument::fromJson(again.out).object()["hash"], o["hash"]);
    QVERIFY(QFile(yaml).size() > 500);
}

void TestCliGenerate::generateJson_isOneObjectWithTheHash()
{
    const QString png = m_dir.filePath("b.png");
    const Run run = runMapsmith({"generate", "-c", caveConfig(), "--png", png, "--json"});
    QCOMPARE(run.exitCode, 0);
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(run.out, &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    QVERIFY(doc.isObject());
    const QJsonObject o = doc.object();
    QCOMPARE(o["generator"].toString(), QStringLiteral("cave"));
    QCOMPARE(o["seed"].toInteger(), 42);
    QCOMPARE(o["width"].toInt(), 80);
    QCOMPARE(o["height"].toInt(), 50);
    QVERIFY(QRegularExpression("^[0-9a-f]{16}$").match(o["hash"].toString()).hasMatch());
    for (const char *key : {"version", "start", "exit", "diagnostics", "notes", "elapsed_ms"})
        QVERIFY2(o.contains(key), key);
    QCOMPARE(o["outputs"].toArray().size(), 1);
    QCOMPARE(QImage(png).size(), QSize(80 * 4, 50 * 4)); // the default scale
}

void TestCliGenerate::generatedYaml_readsBackToTheSameHash()
{
    const QString yaml = m_dir.filePath("c.yaml");
    const Run run = runMapsmith({"generate", "-c", caveConfig(), "-s", "7", "-o", yaml, "--json"});
    QCOMPARE(run.exitCode, 0);
    const auto map = mapsmith::loadMap(yaml.toStdString(), mapsmith::builtinGenerators());
    QVERIFY2(map.ok(), map.ok() ? "" : map.error().toString().c_str());
    QCOMPARE(QString::fromStdString(mapsmith::hashToHex(mapsmith::mapHash(*map))),
             run.json()["hash"].toString());
    QCOMPARE(map->source.seed, std::uint64_t{7});
}

void TestCliGenerate::generateWithoutOutputs_printsTheMapFile()
{
    const Run run = runMapsmith({"generate", "-c", caveConfig()});
    QCOMPARE(run.exitCode, 0);
    const auto map = mapsmith::readMap(run.out.toStdString(), "stdout", mapsmith::builtinGenerators());
    QVERIFY2(map.ok(), map.ok() ? "" : map.error().toString().c_str());
    QCOMPARE(map->grid.width(), 80);
}

void TestCliGenerate::seedOption_overridesTheConfigSeed()
{
    const Run a = runMapsmith({"generate", "-c", caveConfig(), "--json"});
    const Run b = runMapsmith({"generate", "-c", caveConfig(), "--seed", "43", "--json"});
    const Run c = runMapsmith({"generate", "-c", caveConfig(), "-s", "42", "--json"});
    QCOMPARE(b.json()["seed"].toInteger(), 43);
    QVERIFY(a.json()["hash"] != b.json()["hash"]);
    QCOMPARE(a.json()["hash"], c.json()["hash"]);
}

QTEST_GUILESS_MAIN(TestCliGenerate)
#include "test_cli_generate.moc"
