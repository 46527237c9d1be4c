// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// PlaySession::stateHash: FNV-1a 64 (Fowler, Noll, Vo; http://www.isthe.com/chongo/tech/comp/fnv/) over the
// fields listed in session.h, each as little-endian bytes, so the hash is the same on every machine.
#include <mapsmith/play/session.h>

#include <algorithm>

namespace mapsmith {

namespace {
class Fnv
{
public:
    template <class T> void add(T v)
    {
        auto u = static_cast<std::uint64_t>(v);
        for (std::size_t i = 0; i < sizeof(T); ++i) {
            m_h ^= (u >> (8 * i)) & 0xffu;
            m_h *= 0x100000001b3ull;
        }
    }
    std::uint64_t value() const { return m_h; }

private:
    std::uint64_t m_h = 0xcbf29ce484222325ull;
};
} // namespace

std::uint64_t PlaySession::stateHash() const
{
    Fnv h;
    h.add(static_cast<std::uint8_t>(m_w.status));
    h.add(static_cast<std::int32_t>(m_w.player.x));
    h.add(static_cast<std::int32_t>(m_w.player.y));
    h.add(static_cast<std::int32_t>(m_w.towerNode));
    h.add(static_cast<std::int32_t>(m_w.towerPath.size()));
    for (int n : m_w.towerPath)
        h.add(static_cast<std::int32_t>(n));
    h.add(static_cast<std::int64_t>(m_w.nextBeat));
    for (const PlayPickup &p : m_w.pickups)
        h.add(static_cast<std::uint8_t>(p.taken));
    for (const PlayEnemy &e : m_w.enemies) {
        h.add(static_cast<std::int32_t>(e.pos.x));
        h.add(static_cast<std::int32_t>(e.pos.y));
    }
    for (const PlayHole &hole : m_w.holes) {
        h.add(static_cast<std::int32_t>(hole.cell.x));
        h.add(static_cast<std::int32_t>(hole.cell.y));
        h.add(static_cast<std::int64_t>(hole.refillBeat));
    }
    h.add(static_cast<std::uint8_t>(m_w.laddersShown));
    h.add(static_cast<std::int32_t>(m_rhythm.combo().count));
    h.add(static_cast<std::int32_t>(m_rhythm.combo().best));
    for (int c : m_rhythm.counts())
        h.add(static_cast<std::int32_t>(c));
    for (std::uint64_t word : m_w.rng.state())
        h.add(word);
    h.add(static_cast<std::int32_t>(std::count(m_w.trail.begin(), m_w.trail.end(), std::uint8_t{1})));
    if (m_w.health) {
        h.add(static_cast<std::int32_t>(m_w.hp));
        for (const PlayEnemy &e : m_w.enemies)
            h.add(static_cast<std::int32_t>(e.hp));
    }
    if (m_lode)
        h.add(lodeStateHash(m_lodeState));
    return h.value();
}

} // namespace mapsmith
