// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// What the Lode Runner searches (the solver's leg and whole searches, solver.cpp, and the static plan's
// repair, repair.cpp) share about the states they keep: the hashes of the states queued, and with a large
// request at most a few states a place. One header, so both searches bound the same way.

#include <mapsmith/play/loderunner.h>

#include <algorithm>
#include <bit>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace mapsmith {

/// The tries from the repair's furthest state need room: with fewer states (the generator's beatable check
/// asks for 20,000) the repair takes half, and the rest goes to the legs and the whole search as before the
/// tries (with them, 1 of 30 crowded seeds of test_cli_sweep was no longer won).
inline constexpr std::size_t kTriesMinStates = 1000000;
/// States a search keeps per place (the runner's cell and dig, the gold on the ground and left, the open
/// holes' cells; not the guards, nor the holes' time left), with at least kTriesMinStates states: the
/// guards' positions otherwise multiply the states of one place without bound, and the search stays where
/// the guards catch the runner instead of trying other ways (docs/PERFORMANCE.md, "Places").
inline constexpr int kPlaceStates = 4;
/// The states a search keeps per place for a request of `maxStates`: kPlaceStates from kTriesMinStates on,
/// else 0 (no bound: the generator's beatable check searches as before the bound).
constexpr int placeStatesFor(std::size_t maxStates)
{
    return maxStates >= kTriesMinStates ? kPlaceStates : 0;
}

/// The time a search keeps before its deadline to free `states` states (and grow its tables once more), at
/// `secondsPerState` each: measured by each search for its own states (solver.cpp, repair.cpp).
inline std::chrono::steady_clock::duration teardownReserve(double secondsPerState, std::size_t states)
{
    return std::chrono::duration_cast<std::chrono::steady_clock::duration>(
        std::chrono::duration<double>(secondsPerState * static_cast<double>(states)));
}

/// A state's place: what it is less the guards and the holes' time left.
inline std::uint64_t placeOf(const LodeState &s)
{
    std::uint64_t k = (static_cast<std::uint64_t>(static_cast<std::uint32_t>(s.runner)) << 8 |
                       static_cast<std::uint8_t>(s.digLeft)) *
                      0x9e3779b97f4a7c15ull;
    for (std::uint64_t w : s.gold())
        k = (k ^ w) * 0x100000001b3ull;
    for (const LodeHole &h : s.holes)
        k = (k ^ static_cast<std::uint32_t>(h.cell)) * 0x100000001b3ull;
    return (k ^ static_cast<std::uint64_t>(s.goldLeft)) * 0x100000001b3ull;
}

/// Where `key` (not 0) is in `keys` (a power-of-two table, open addressing, linear probing), else the
/// empty slot where it goes.
inline std::size_t probeSlot(const std::vector<std::uint64_t> &keys, std::uint64_t key)
{
    std::size_t i =
        static_cast<std::size_t>((key * 0x9e3779b97f4a7c15ull) >> (64 - std::countr_zero(keys.size())));
    while (keys[i] != 0 && keys[i] != key)
        i = (i + 1) & (keys.size() - 1);
    return i;
}

/// The hashes of the states a search queued: open addressing, linear probing (hash 0 stored as 1).
class SeenSet
{
public:
    bool insert(std::uint64_t key)
    {
        if (2 * (m_size + 1) > m_keys.size())
            grow();
        key = key ? key : 1;
        const std::size_t i = probeSlot(m_keys, key);
        if (m_keys[i] == key)
            return false;
        m_keys[i] = key;
        ++m_size;
        return true;
    }

private:
    void grow()
    {
        std::vector<std::uint64_t> old(std::max<std::size_t>(m_keys.size() * 2, 1 << 16), 0);
        old.swap(m_keys);
        m_size = 0;
        for (std::uint64_t k : old)
            if (k)
                insert(k);
    }

    std::vector<std::uint64_t> m_keys;
    std::size_t m_size = 0;
};

/// How many states a search kept per key (a state's place, solver.cpp), in a table as SeenSet's, the
/// counts saturating at 255.
class PlaceCounts
{
public:
    /// Counts one more state at `key`; the count now.
    int bump(std::uint64_t key)
    {
        if (2 * (m_size + 1) > m_keys.size())
            grow();
        key = key ? key : 1;
        const std::size_t i = probeSlot(m_keys, key);
        if (m_keys[i] == 0) {
            m_keys[i] = key;
            ++m_size;
        }
        if (m_counts[i] < 255)
            ++m_counts[i];
        return m_counts[i];
    }

private:
    void grow()
    {
        std::vector<std::uint64_t> keys(std::max<std::size_t>(m_keys.size() * 2, 1 << 14), 0);
        std::vector<std::uint8_t> counts(keys.size(), 0);
        keys.swap(m_keys);
        counts.swap(m_counts);
        for (std::size_t j = 0; j < keys.size(); ++j)
            if (keys[j]) {
                const std::size_t i = probeSlot(m_keys, keys[j]);
                m_keys[i] = keys[j];
                m_counts[i] = counts[j];
            }
    }

    std::vector<std::uint64_t> m_keys;
    std::vector<std::uint8_t> m_counts;
    std::size_t m_size = 0;
};

} // namespace mapsmith
