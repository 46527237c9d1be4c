// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// Absurd sizes (100000 x 100000 and beyond) are refused by every entry point — the config reader, the map
// reader, the Lode Runner reader and generate() — with a message naming the value, and before anything of
// that size is allocated: this program counts its own allocations and asserts that no single one during a
// refused call exceeds a megabyte.

#include <QtTest>

#ifndef Q_MOC_RUN
#include <mapsmith/generate/registry.h>
#include <mapsmith/io/config.h>
#include <mapsmith/io/loderunner.h>
#include <mapsmith/io/mapfile.h>

#include <atomic>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <new>
#include <string>
#include <unistd.h>
#endif

namespace {
std::atomic<std::size_t> g_largest{0};

[[maybe_unused]] void *allocate(std::size_t size)
{
    std::size_t seen = g_largest.load(std::memory_order_relaxed);
    while (size > seen && !g_largest.compare_exchange_weak(seen, size, std::memory_order_relaxed)) {
    }
    if (void *p = std::malloc(size ? size : 1))
        return p;
    throw std::bad_alloc();
}
} // namespace

// The sanitizers' own operator new must stay in charge under ASan (it checks new/delete pairs); the count
// runs in the plain builds, the refusal itself is checked in every build.
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define MAPSMITH_NO_NEW_COUNT 1
#endif
#endif
#if !defined(__SANITIZE_ADDRESS__) && !defined(MAPSMITH_NO_NEW_COUNT)
void *operator new(std::size_t size)
{
    return allocate(size);
}
void *operator new[](std::size_t size)
{
    return allocate(size);
}
void operator delete(void *p) noexcept
{
    std::free(p);
}
void operator delete[](void *p) noexcept
{
    std::free(p);
}
void operator delete(void *p, std::size_t) noexcept
{
    std::free(p);
}
void operator delete[](void *p, std::size_t) noexcept
{
    std::free(p);
}
#define MAPSMITH_COUNTS_ALLOCATIONS 1
#endif

using namespace mapsmith;

namespace {

constexpr std::size_t kOneMegabyte = 1 << 20;

/// Runs `call`, returns its Result, and checks no single allocation in it passed a megabyte.
template <class F> auto refusedSmall(F call)
{
    g_largest = 0;
    auto result = call();
#ifdef MAPSMITH_COUNTS_ALLOCATIONS
    if (g_largest.load() > kOneMegabyte)
        qFatal("a refused input allocated %zu bytes at once", g_largest.load());
#endif
    return result;
}

QString message(const Error &e)
{
    return QString::fromStdString(e.toString());
}

} // namespace

class TestInputLimits : public QObject
{
    Q_OBJECT

private slots:
    void configReader_hugeWidth_refusedWithLineAndRange()
    {
        const std::string text = "mapsmith: 1\ngenerator: cave\nparams:\n  width: 100000\n  height: 100000\n";
        auto r = refusedSmall([&] { return readConfig(text, "huge.yaml", builtinGenerators()); });
        QVERIFY(!r);
        QCOMPARE(message(r.error()), QStringLiteral("huge.yaml:4:10: width 100000 is outside [4, 4096]"));
    }

    void configReader_numberPastInt64_refused()
    {
        const std::string text = "mapsmith: 1\ngenerator: cave\nparams:\n  width: 99999999999999999999999\n";
        auto r = refusedSmall([&] { return readConfig(text, "huge.yaml", builtinGenerators()); });
        QVERIFY(!r);
        QCOMPARE(r.error().kind, ErrorKind::BadInput);
        QCOMPARE(r.error().line, 4);
        QVERIFY2(r.error().message.find("width") != std::string::npos, qPrintable(message(r.error())));
    }

    void mapReader_hundredThousandSquare_refusedBeforeTiles()
    {
        const std::string text = "mapsmith: 1\nkind: grid\nwidth: 100000\nheight: 100000\n"
                                 "legend: {'#': wall}\ntiles: |\n  ##\n";
        auto r = refusedSmall([&] { return readMap(text, "huge.yaml", builtinGenerators()); });
        QVERIFY(!r);
        QCOMPARE(r.error().kind, ErrorKind::BadInput);
        QCOMPARE(r.error().line, 3);
        QVERIFY2(r.error().message.find("100000") != std::string::npos, qPrintable(message(r.error())));
    }

    void mapReader_largestSideWithFewRows_refusedSmall()
    {
        // Inside the limit (4096 x 4096) but with two rows: an error about the rows, no 16M-tile detour.
        const std::string text = "mapsmith: 1\nkind: grid\nwidth: 4096\nheight: 4096\n"
                                 "legend: {'#': wall}\ntiles: |\n  ##\n";
        auto r = readMap(text, "few.yaml", builtinGenerators());
        QVERIFY(!r);
        QCOMPARE(r.error().kind, ErrorKind::BadInput);
    }

    void loderunnerReader_hugeSize_refused()
    {
        auto r = refusedSmall([] { return readLodeRunnerText("&\n", "huge.txt", 100000, 100000); });
        QVERIFY(!r);
        QCOMPARE(r.error().kind, ErrorKind::BadInput);
        QVERIFY2(r.error().message.find("100000") != std::string::npos, qPrintable(message(r.error())));
    }

    void generate_hugeSides_refusedWithParameterName()
    {
        for (const char *generator : {"cave", "rooms"}) {
            Config config;
            config.generator = generator;
            config.params.set("width", std::int64_t(100000));
            config.params.set("height", std::int64_t(100000));
            auto r = refusedSmall([&] { return generate(builtinGenerators(), config); });
            QVERIFY(!r);
            QCOMPARE(r.error().kind, ErrorKind::BadInput);
            QVERIFY2(r.error().message.rfind("width 100000 is outside [", 0) == 0,
                     qPrintable(message(r.error())));
        }
        Config maze;
        maze.generator = "maze";
        maze.params.set("cell_width", std::int64_t(100000));
        auto r = refusedSmall([&] { return generate(builtinGenerators(), maze); });
        QVERIFY(!r);
        QVERIFY2(r.error().message.rfind("cell_width 100000 is outside [2, 2047]", 0) == 0,
                 qPrintable(message(r.error())));
    }

    void textFile_largerThanLimit_refusedUnread()
    {
        namespace fs = std::filesystem;
        const fs::path path =
            fs::temp_directory_path() / ("mapsmith-huge-" + std::to_string(::getpid()) + ".yaml");
        std::ofstream(path).put('#');
        fs::resize_file(path, kMaxTextFileBytes + 1); // sparse: takes no disk
        auto r = refusedSmall([&] { return loadConfig(path.string(), builtinGenerators()); });
        fs::remove(path);
        QVERIFY(!r);
        QCOMPARE(r.error().kind, ErrorKind::BadInput);
        QCOMPARE(r.error().file, path.string());
        QVERIFY2(r.error().message.find("MB, more than the 256 MB") != std::string::npos,
                 qPrintable(message(r.error())));
    }

    void allocationCounter_seesLargeAllocations()
    {
#ifndef MAPSMITH_COUNTS_ALLOCATIONS
        QSKIP("the sanitizers own operator new in this build");
#else
        // The counter itself: without this, the checks above could pass by counting nothing.
        g_largest = 0;
        std::string big(2 * kOneMegabyte, 'x');
        QVERIFY(g_largest.load() > kOneMegabyte);
        QCOMPARE(big.size(), 2 * kOneMegabyte);
#endif
    }
};

QTEST_APPLESS_MAIN(TestInputLimits)
#include "test_input_limits.moc"
