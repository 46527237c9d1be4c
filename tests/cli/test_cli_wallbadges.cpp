// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// `mapsmith wall --metric ID --badges`: a sweep metric under each seed, a red badge on exactly the seeds
// `mapsmith validate` reports as failing.
#include "../common/redpixels.h"
#include "cliprocess.h"

#include <QImage>
#include <QJsonArray>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace clitest;

using testimage::redPixels;

namespace {

QRect rectOf(const QJsonObject &o)
{
    return {o["x"].toInt(), o["y"].toInt(), o["w"].toInt(), o["h"].toInt()};
}

} // namespace

class TestCliWallBadges : public QObject
{
    Q_OBJECT

private slots:
    void badges_markExactlyTheSeedsValidateFails();
    void metric_addsACaptionBandUnderEveryLabel();
    void unknownMetric_exitsTwoAndNamesTheKnownOnes();

private:
    QTemporaryDir m_dir;
};

void TestCliWallBadges::badges_markExactlyTheSeedsValidateFails()
{
    const QString config = dataFile("crowded_gold.yaml");
    const Run validate = runMapsmith({"validate", "-c", config, "--seeds", "1..12", "--json"});
    QCOMPARE(validate.exitCode, 1); // some seeds fail...
    QSet<int> failing;
    for (const auto &f : validate.json()["failures"].toArray())
        failing.insert(f.toObject()["seed"].toInt());
    QVERIFY(!failing.isEmpty() && failing.size() < 12); // ...and some pass

    const QString png = m_dir.filePath("badges.png");
    const Run wall = runMapsmith(
        {"wall", "-c", config, "--seeds", "1..12", "--badges", "--scale", "6", "-o", png, "--json"});
    QVERIFY2(wall.exitCode == 0, wall.err.constData());
    const QImage image = QImage(png).convertToFormat(QImage::Format_RGB32);
    QVERIFY(!image.isNull());
    const QJsonArray cells = wall.json()["cells"].toArray();
    QCOMPARE(cells.size(), 12);
    for (const auto &c : cells) {
        const QJsonObject cell = c.toObject();
        const int seed = cell["seed"].toInt();
        const bool badged = cell.contains("badge");
        QCOMPARE(badged, failing.contains(seed));
        // The thumbnail's top right corner is red exactly where a badge is.
        const QRect thumb = rectOf(cell);
        const QRect corner(thumb.right() - 11, thumb.top(), 12, 12);
        QVERIFY2((redPixels(image, corner) > 10) == badged, qPrintable(QString::number(seed)));
        if (badged)
            QVERIFY(thumb.contains(rectOf(cell["badge"].toObject())));
    }
}

void TestCliWallBadges::metric_addsACaptionBandUnderEveryLabel()
{
    const QString plainPng = m_dir.filePath("plain.png");
    const QString metricPng = m_dir.filePath("metric.png");
    const Run plain = runMapsmith(
        {"wall", "-c", caveConfig(), "--seeds", "1..6", "--columns", "3", "-o", plainPng, "--json"});
    const Run metric = runMapsmith({"wall", "-c", caveConfig(), "--seeds", "1..6", "--columns", "3",
                                    "--metric", "path_length", "-o", metricPng, "--json"});
    QCOMPARE(plain.exitCode, 0);
    QCOMPARE(metric.exitCode, 0);
    const QJsonObject p = plain.json();
    const QJsonObject m = metric.json();
    // One more 16-pixel band per row, and the legend's above the first.
    QCOMPARE(m["height"].toInt(), p["height"].toInt() + 2 * 16 + 16);
    const QImage image = QImage(metricPng).convertToFormat(QImage::Format_RGB32);
    int legendInk = 0; // "Under each seed: Start to exit distance (tiles)"
    for (int y = 0; y < 16; ++y)
        for (int x = 0; x < image.width(); ++x)
            legendInk += image.pixelColor(x, y).lightness() > 128 ? 1 : 0;
    QVERIFY2(legendInk > 20, "the legend line holds text");
    const QJsonObject first = m["cells"].toArray().first().toObject();
    QVERIFY(rectOf(first).top() >= 16); // the legend is above the thumbnails
    for (const auto &c : m["cells"].toArray()) {
        const QJsonObject cell = c.toObject();
        QVERIFY(!cell.contains("badge"));
        const QRect label = rectOf(cell["label"].toObject());
        const QRect caption = rectOf(cell["caption"].toObject());
        QCOMPARE(caption.top(), label.bottom() + 1);
        int ink = 0;
        for (int y = caption.top(); y <= caption.bottom(); ++y)
            for (int x = caption.left(); x <= caption.right(); ++x)
                ink += image.pixelColor(x, y).lightness() > 128 ? 1 : 0;
        QVERIFY2(ink > 5, "the caption band holds text");
    }
}

void TestCliWallBadges::unknownMetric_exitsTwoAndNamesTheKnownOnes()
{
    const Run run = runMapsmith(
        {"wall", "-c", caveConfig(), "--seeds", "1..3", "--metric", "nope", "-o", m_dir.filePath("x.png")});
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.errLines().size(), 1);
    QVERIFY2(run.errLines()[0].contains("unknown metric 'nope'"), run.err.constData());
    QVERIFY(run.errLines()[0].contains("floor_share"));
    QVERIFY(!QFile::exists(m_dir.filePath("x.png")));
}

QTEST_GUILESS_MAIN(TestCliWallBadges)
#include "test_cli_wallbadges.moc"
