// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "render/walljob.h"

#include <mapsmith/generate/registry.h>

#include <QTest>

#include <mutex>

using namespace mapsmith;

class TestWallJob : public QObject
{
    Q_OBJECT

private slots:
    void buildWall_givesOneCellPerSeedInOrder();
    void buildWall_reportsProgressUpToOne();
    void buildWall_moreThanTenThousandSeeds_isBadInput();
    void buildWall_lastBeforeFirst_isBadInput();
    void buildWall_cancelled_returnsCancelled();
    void buildWall_generationError_propagates();

private:
    static WallRequest smallRequest();
};

WallRequest TestWallJob::smallRequest()
{
    WallRequest request;
    request.config.generator = "cave";
    request.config.params.set("width", std::int64_t{30});
    request.config.params.set("height", std::int64_t{20});
    request.firstSeed = 3;
    request.lastSeed = 14;
    request.options.columns = 4;
    request.jobs = 2;
    return request;
}

void TestWallJob::buildWall_givesOneCellPerSeedInOrder()
{
    const auto wall = buildWall(builtinGenerators(), smallRequest());
    QVERIFY2(wall.ok(), wall.ok() ? "" : wall.error().toString().c_str());
    QCOMPARE(wall->cells.size(), std::size_t{12});
    for (std::size_t i = 0; i < 12; ++i) {
        QCOMPARE(wall->cells[i].seed, 3 + i);
        QCOMPARE(wall->cells[i].thumbnail.size(), QSize(60, 40));
        QVERIFY(wall->image.rect().contains(wall->cells[i].label));
    }
}

void TestWallJob::buildWall_reportsProgressUpToOne()
{
    std::mutex mutex;
    std::vector<double> seen;
    RunControl control;
    control.progress = [&](double f) {
        std::lock_guard lock(mutex);
        seen.push_back(f);
    };
    QVERIFY(buildWall(builtinGenerators(), smallRequest(), control).ok());
    QCOMPARE(seen.size(), std::size_t{12});
    QVERIFY(std::is_sorted(seen.begin(), seen.end()));
    QCOMPARE(seen.back(), 1.0);
}

void TestWallJob::buildWall_moreThanTenThousandSeeds_isBadInput()
{
    WallRequest request = smallRequest();
    request.firstSeed = 0;
    request.lastSeed = 10000;
    const auto wall = buildWall(builtinGenerators(), request);
    QVERIFY(!wall.ok());
    QCOMPARE(wall.error().kind, ErrorKind::BadInput);
}

void TestWallJob::buildWall_lastBeforeFirst_isBadInput()
{
    WallRequest request = smallRequest();
    request.firstSeed = 5;
    request.lastSeed = 4;
    const auto wall = buildWall(builtinGenerators(), request);
    QVERIFY(!wall.ok());
    QCOMPARE(wall.error().kind, ErrorKind::BadInput);
}

void TestWallJob::buildWall_cancelled_returnsCancelled()
{
    std::atomic<bool> cancel{true};
    RunControl control;
    control.cancel = &cancel;
    const auto wall = buildWall(builtinGenerators(), smallRequest(), control);
    QVERIFY(!wall.ok());
    QCOMPARE(wall.error().kind, ErrorKind::Cancelled);
}

void TestWallJob::buildWall_generationError_propagates()
{
    WallRequest request = smallRequest();
    request.config.params.set("fill_ratio", 1.7);
    const auto wall = buildWall(builtinGenerators(), request);
    QVERIFY(!wall.ok());
    QCOMPARE(wall.error().kind, ErrorKind::BadInput);
    QVERIFY(wall.error().message.find("fill_ratio") != std::string::npos);
}

QTEST_MAIN(TestWallJob)
#include "test_walljob.moc"
