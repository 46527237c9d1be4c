// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <array>
#include <cstdint>
#include <iterator>
#include <utility>

namespace mapsmith {

/// The one random source of core: xoshiro256** 1.0 (Blackman & Vigna, https://prng.di.unimi.it/),
/// its 256-bit state filled from the 64-bit seed by SplitMix64 (Steele, Lea & Flood 2014).
///
/// The algorithm is part of the file format: a config and a seed must give the same map on every
/// machine, so nothing here may use std::*_distribution (their output differs between standard
/// libraries). Bounded integers use Lemire's multiply-and-reject method ("Fast Random Integer Generation
/// in an Interval", 2019), unbiased; reals take the top 53 bits. Tests pin the first outputs.
class Rng
{
public:
    using State = std::array<std::uint64_t, 4>;

    explicit Rng(std::uint64_t seed = 0);

    /// 64 uniformly random bits.
    std::uint64_t next();
    /// 32 uniformly random bits (the high half of next()).
    std::uint32_t next32() { return static_cast<std::uint32_t>(next() >> 32); }
    /// Uniform integer in [0, bound); returns 0 when bound is 0. Unbiased.
    std::uint64_t below(std::uint64_t bound);
    /// Uniform integer in [lo, hi], both included; lo > hi returns lo.
    std::int64_t range(std::int64_t lo, std::int64_t hi);
    /// Uniform real in [0, 1) with 53 bits of precision.
    double real();
    /// Uniform real in [lo, hi).
    double real(double lo, double hi) { return lo + (hi - lo) * real(); }
    /// True with probability p (p <= 0 never, p >= 1 always; consumes one output either way).
    bool chance(double p) { return real() < p; }

    /// Fisher-Yates shuffle driven by below().
    template <class It> void shuffle(It first, It last)
    {
        auto n = static_cast<std::uint64_t>(std::distance(first, last));
        for (std::uint64_t i = n; i > 1; --i) {
            auto j = below(i);
            using std::swap;
            swap(*(first + static_cast<std::ptrdiff_t>(i - 1)), *(first + static_cast<std::ptrdiff_t>(j)));
        }
    }

    const State &state() const { return m_s; }
    void setState(const State &s) { m_s = s; }

    /// SplitMix64 step: advances x and returns the next output. Also used to derive sub-seeds.
    static std::uint64_t splitMix64(std::uint64_t &x);

private:
    State m_s{};
};

} // namespace mapsmith
