// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "cliprocess.h"
#include "render/palette.h"

#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace clitest;

class TestCliWall : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void wall_pngSizeMatchesTheLayout();
    void wallJson_hasOneCellPerSeedInOrder();
    void wallLabels_containLabelColouredText();
    void wallThumbnails_areDistinct();
    void wallJobs_doNotChangeThePicture();

private:
    QRect rect(const QJsonObject &o) const;
    QTemporaryDir m_dir;
    Run m_run;
    QImage m_image;
};

void TestCliWall::initTestCase()
{
    m_run = runMapsmith({"wall", "-c", caveConfig(), "--seeds", "1..20", "--columns", "5", "-o",
                         m_dir.filePath("wall.png"), "--json"});
    QCOMPARE(m_run.exitCode, 0);
    m_image = QImage(m_dir.filePath("wall.png")).convertToFormat(QImage::Format_RGB32);
    QVERIFY(!m_image.isNull());
}

QRect TestCliWall::rect(const QJsonObject &o) const
{
    return {o["x"].toInt(), o["y"].toInt(), o["w"].toInt(), o["h"].toInt()};
}

void TestCliWall::wall_pngSizeMatchesTheLayout()
{
    const QJsonObject o = m_run.json();
    QCOMPARE(m_image.size(), QSize(o["width"].toInt(), o["height"].toInt()));
    // 5 columns x 4 rows of 160x100 thumbnails (80x50 at scale 2), a label band under each, gaps around.
    const auto cells = o["cells"].toArray();
    const QRect first = rect(cells[0].toObject());
    const QRect last = rect(cells[19].toObject());
    QCOMPARE(first.size(), QSize(160, 100));
    QVERIFY(last.x() > 4 * 160 && last.y() > 3 * 100);
    QVERIFY(QRect(QPoint(0, 0), m_image.size()).contains(rect(cells[19].toObject()["label"].toObject())));
    QVERIFY(m_image.width() < 5 * 200 && m_image.height() < 4 * 160);
}

void TestCliWall::wallJson_hasOneCellPerSeedInOrder()
{
    const auto cells = m_run.json()["cells"].toArray();
    QCOMPARE(cells.size(), 20);
    for (int i = 0; i < cells.size(); ++i)
        QCOMPARE(cells[i].toObject()["seed"].toInteger(), i + 1);
}

void TestCliWall::wallLabels_containLabelColouredText()
{
    QFile file(QStringLiteral(MAPSMITH_SOURCE_DIR "/resources/palettes/default.palette"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QColor label = mapsmith::Palette::fromText(QString::fromUtf8(file.readAll())).named("label");
    const auto near = [&](QRgb p) {
        return std::abs(qRed(p) - label.red()) + std::abs(qGreen(p) - label.green()) +
                   std::abs(qBlue(p) - label.blue()) <
               40;
    };
    for (const QJsonValue &cell : m_run.json()["cells"].toArray()) {
        const QRect r = rect(cell.toObject()["label"].toObject());
        int hits = 0;
        for (int y = r.top(); y <= r.bottom(); ++y)
            for (int x = r.left(); x <= r.right(); ++x)
                hits += near(m_image.pixel(x, y)) ? 1 : 0;
        QVERIFY2(hits >= 3,
                 qPrintable(QStringLiteral("no label text for seed %1").arg(cell["seed"].toInteger())));
    }
}

void TestCliWall::wallThumbnails_areDistinct()
{
    QSet<QByteArray> seen;
    for (const QJsonValue &cell : m_run.json()["cells"].toArray()) {
        const QImage thumb = m_image.copy(rect(cell.toObject()));
        seen.insert(QByteArray(reinterpret_cast<const char *>(thumb.constBits()), thumb.sizeInBytes()));
    }
    QCOMPARE(seen.size(), 20);
}

void TestCliWall::wallJobs_doNotChangeThePicture()
{
    const QString one = m_dir.filePath("one.png");
    const Run run = runMapsmith(
        {"wall", "-c", caveConfig(), "--seeds", "1..20", "--columns", "5", "--jobs", "1", "-o", one});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.isEmpty());
    QCOMPARE(QImage(one).convertToFormat(QImage::Format_RGB32), m_image);
}

QTEST_GUILESS_MAIN(TestCliWall)
#include "test_cli_wall.moc"
