// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// The solver's states as bytes: a LodeState in about 20 + 4 per hole + 9 per guard bytes, its gold set and
// Rng state interned (they change a few times a level, not every step), so millions of states fit in a few
// hundred megabytes. Cells are 16-bit: levels of at most 65,535 padded cells. encode then decode gives back
// the same state (the tests check it on random play).

#include <mapsmith/play/loderunner.h>

#include <cstdint>
#include <map>
#include <memory>
#include <unordered_map>
#include <vector>

namespace mapsmith {

class LodeStateCodec
{
public:
    /// Appends the bytes of `s` to `out`.
    void encode(const LodeState &s, std::vector<std::uint8_t> &out);
    /// The state whose bytes start at `p`.
    LodeState decode(const std::uint8_t *p) const;

private:
    std::uint32_t intern(const LodeState &s);
    std::uint32_t intern(const Rng::State &rng);

    std::vector<std::shared_ptr<std::vector<std::uint64_t>>> m_golds;
    std::map<std::vector<std::uint64_t>, std::uint32_t> m_goldIds;
    // The words themselves, by address: states copied from one another share them (kept alive in m_golds,
    // so an address is never reused while the codec lives).
    std::unordered_map<const void *, std::uint32_t> m_goldByAddress;
    std::vector<std::shared_ptr<std::vector<std::uint64_t>>> m_alive;
    Rng::State m_lastRng{};
    std::uint32_t m_lastRngId = 0xffffffffu;
    std::vector<Rng::State> m_rngs;
    std::map<Rng::State, std::uint32_t> m_rngIds;
};

} // namespace mapsmith
