// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Rng: the pinned stream (part of the file format), an independent reference, and the bounded helpers.
#include <QtTest>

// moc needs none of these, and its C++17 view of the C++20 library headers trips it up.
#ifndef Q_MOC_RUN
#include <mapsmith/random/rng.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <numeric>
#include <vector>
#endif

using namespace mapsmith;

namespace {

struct Pinned
{
    std::uint64_t seed;
    std::array<std::uint64_t, 8> outputs;
};

// Computed once from the implementation; changing any of these breaks every saved config and golden file.
constexpr Pinned kPinned[] = {
    {0x0000000000000000ULL,
     {0x99ec5f36cb75f2b4ULL, 0xbf6e1f784956452aULL, 0x1a5f849d4933e6e0ULL, 0x6aa594f1262d2d2cULL,
      0xbba5ad4a1f842e59ULL, 0xffef8375d9ebcacaULL, 0x6c160deed2f54c98ULL, 0x8920ad648fc30a3fULL}},
    {0x0000000000000001ULL,
     {0xb3f2af6d0fc710c5ULL, 0x853b559647364ceaULL, 0x92f89756082a4514ULL, 0x642e1c7bc266a3a7ULL,
      0xb27a48e29a233673ULL, 0x24c123126ffda722ULL, 0x123004ef8df510e6ULL, 0x61954dcc47b1e89dULL}},
    {0x000000000000002aULL,
     {0x15780b2e0c2ec716ULL, 0x6104d9866d113a7eULL, 0xae17533239e499a1ULL, 0xecb8ad4703b360a1ULL,
      0xfde6dc7fe2ec5e64ULL, 0xc50da53101795238ULL, 0xb82154855a65ddb2ULL, 0xd99a2743ebe60087ULL}},
    {0xffffffffffffffffULL,
     {0x8f5520d52a7ead08ULL, 0xc476a018caa1802dULL, 0x81de31c0d260469eULL, 0xbf658d7e065f3c2fULL,
      0x913593fda1bca32aULL, 0xbb535e93941ba525ULL, 0x5ecda415c3c6dfdeULL, 0xc487398fc9de9ae2ULL}},
};

/// xoshiro256** 1.0 and SplitMix64 written out from the reference C code at prng.di.unimi.it, independently
/// of core/random/rng.cpp.
class ReferenceXoshiro
{
public:
    explicit ReferenceXoshiro(std::uint64_t seed)
    {
        std::uint64_t x = seed;
        for (auto &word : s) {
            x += 0x9e3779b97f4a7c15ULL;
            std::uint64_t z = x;
            z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
            z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
            word = z ^ (z >> 31);
        }
    }
    std::uint64_t next()
    {
        const std::uint64_t result = rotl(s[1] * 5, 7) * 9;
        const std::uint64_t t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = rotl(s[3], 45);
        return result;
    }

private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    std::uint64_t s[4] = {};
};

} // namespace

class TestRng : public QObject
{
    Q_OBJECT

private slots:
    void next_pinnedSeeds_matchRecordedOutputs()
    {
        for (const Pinned &p : kPinned) {
            Rng rng(p.seed);
            for (std::size_t i = 0; i < p.outputs.size(); ++i)
                QCOMPARE(rng.next(), p.outputs[i]);
        }
    }

    void next_seedZero_matchesIndependentReference()
    {
        for (std::uint64_t seed : {std::uint64_t{0}, std::uint64_t{12345}}) {
            Rng rng(seed);
            ReferenceXoshiro ref(seed);
            for (int i = 0; i < 1000; ++i)
                QCOMPARE(rng.next(), ref.next());
        }
    }

    void next32_isHighHalfOfNext()
    {
        Rng a(7), b(7);
        for (int i = 0; i < 100; ++i)
            QCOMPARE(a.next32(), static_cast<std::uint32_t>(b.next() >> 32));
    }

    void below_boundSix_passesChiSquare()
    {
        Rng rng(2024);
        constexpr int kDraws = 600000;
        std::array<int, 6> counts{};
        for (int i = 0; i < kDraws; ++i) {
            const std::uint64_t v = rng.below(6);
            QVERIFY(v < 6);
            ++counts[v];
        }
        double chi2 = 0;
        const double expected = kDraws / 6.0;
        for (int c : counts)
            chi2 += (c - expected) * (c - expected) / expected;
        // 5 degrees of freedom: P(chi2 > 25) is about 1.4e-4; a biased generator lands far above.
        QVERIFY2(chi2 < 25.0, qPrintable(QStringLiteral("chi-square %1").arg(chi2)));
    }

    void below_zeroAndOne_returnZero()
    {
        Rng rng(3);
        QCOMPARE(rng.below(0), std::uint64_t{0});
        for (int i = 0; i < 100; ++i)
            QCOMPARE(rng.below(1), std::uint64_t{0});
    }

    void below_hugeBound_staysBelow()
    {
        Rng rng(4);
        const std::uint64_t bound = (std::uint64_t{1} << 63) + 12345;
        for (int i = 0; i < 10000; ++i)
            QVERIFY(rng.below(bound) < bound);
    }

    void range_smallSpan_reachesBothEnds()
    {
        Rng rng(5);
        bool low = false, high = false;
        for (int i = 0; i < 2000; ++i) {
            const std::int64_t v = rng.range(-3, 3);
            QVERIFY(v >= -3 && v <= 3);
            low = low || v == -3;
            high = high || v == 3;
        }
        QVERIFY(low && high);
        QCOMPARE(rng.range(9, 9), std::int64_t{9});
        QCOMPARE(rng.range(9, 2), std::int64_t{9});
        // The full 64-bit span must not divide by zero.
        (void)rng.range(INT64_MIN, INT64_MAX);
    }

    void real_manyDraws_inHalfOpenUnitInterval()
    {
        Rng rng(6);
        double sum = 0;
        for (int i = 0; i < 100000; ++i) {
            const double r = rng.real();
            QVERIFY(r >= 0.0 && r < 1.0);
            sum += r;
        }
        QVERIFY(std::abs(sum / 100000 - 0.5) < 0.01);
        const double r = rng.real(2.0, 3.0);
        QVERIFY(r >= 2.0 && r < 3.0);
    }

    void chance_extremes_neverAndAlways()
    {
        Rng rng(8);
        for (int i = 0; i < 1000; ++i) {
            QVERIFY(!rng.chance(0.0));
            QVERIFY(rng.chance(1.0));
        }
    }

    void shuffle_anyLength_isPermutation()
    {
        Rng rng(9);
        for (int n : {0, 1, 2, 7, 100}) {
            std::vector<int> v(static_cast<std::size_t>(n));
            std::iota(v.begin(), v.end(), 0);
            rng.shuffle(v.begin(), v.end());
            std::vector<int> sorted = v;
            std::sort(sorted.begin(), sorted.end());
            for (int i = 0; i < n; ++i)
                QCOMPARE(sorted[static_cast<std::size_t>(i)], i);
        }
        std::vector<int> v(20);
        std::iota(v.begin(), v.end(), 0);
        rng.shuffle(v.begin(), v.end());
        QVERIFY(!std::is_sorted(v.begin(), v.end())); // 1 in 20! to fail by chance
    }

    void state_setState_replaysStream()
    {
        Rng a(11);
        a.next();
        const Rng::State saved = a.state();
        const std::uint64_t expected = a.next();
        Rng b;
        b.setState(saved);
        QCOMPARE(b.next(), expected);
    }
};

QTEST_APPLESS_MAIN(TestRng)
#include "test_rng.moc"
