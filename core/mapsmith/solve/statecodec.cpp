// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/solve/statecodec_p.h>

namespace mapsmith {

namespace {
void put(std::vector<std::uint8_t> &out, std::uint32_t v, int bytes)
{
    for (int i = 0; i < bytes; ++i)
        out.push_back(static_cast<std::uint8_t>(v >> (8 * i)));
}

std::uint32_t get(const std::uint8_t *&p, int bytes)
{
    std::uint32_t v = 0;
    for (int i = 0; i < bytes; ++i)
        v |= static_cast<std::uint32_t>(*p++) << (8 * i);
    return v;
}
} // namespace

std::uint32_t LodeStateCodec::intern(const LodeState &s)
{
    const void *address = s.goldShared().get();
    if (const auto known = m_goldByAddress.find(address); known != m_goldByAddress.end())
        return known->second;
    auto [it, fresh] = m_goldIds.try_emplace(s.gold(), static_cast<std::uint32_t>(m_golds.size()));
    if (fresh)
        m_golds.push_back(s.goldShared());
    m_goldByAddress.emplace(address, it->second);
    if (!fresh)
        m_alive.push_back(s.goldShared()); // keeps this address alive too
    return it->second;
}

std::uint32_t LodeStateCodec::intern(const Rng::State &rng)
{
    if (m_lastRngId != 0xffffffffu && rng == m_lastRng)
        return m_lastRngId;
    auto [it, fresh] = m_rngIds.try_emplace(rng, static_cast<std::uint32_t>(m_rngs.size()));
    if (fresh)
        m_rngs.push_back(rng);
    m_lastRng = rng;
    m_lastRngId = it->second;
    return it->second;
}

void LodeStateCodec::encode(const LodeState &s, std::vector<std::uint8_t> &out)
{
    put(out, static_cast<std::uint32_t>(s.runner), 2);
    put(out, static_cast<std::uint32_t>(s.digCell + 1), 2);
    put(out, static_cast<std::uint8_t>(s.digLeft), 1);
    put(out, static_cast<std::uint8_t>(s.status), 1);
    put(out, s.policyOffset, 1);
    put(out, s.nextGuard, 1);
    put(out, static_cast<std::uint32_t>(s.goldLeft), 2);
    put(out, intern(s), 4);
    put(out, intern(s.rng.state()), 4);
    put(out, static_cast<std::uint32_t>(s.holes.size()), 1);
    for (const LodeHole &h : s.holes) {
        put(out, static_cast<std::uint32_t>(h.cell), 2);
        put(out, static_cast<std::uint16_t>(h.left), 2);
    }
    put(out, static_cast<std::uint32_t>(s.guards.size()), 1);
    for (const LodeGuard &g : s.guards) {
        put(out, static_cast<std::uint32_t>(g.cell), 2);
        put(out, static_cast<std::uint32_t>(g.hole + 1), 2);
        put(out, static_cast<std::uint8_t>(g.mode), 1);
        put(out, static_cast<std::uint16_t>(g.timer), 2);
        put(out, static_cast<std::uint16_t>(g.gold), 2);
    }
}

LodeState LodeStateCodec::decode(const std::uint8_t *p) const
{
    LodeState s;
    s.runner = static_cast<std::int32_t>(get(p, 2));
    s.digCell = static_cast<std::int32_t>(get(p, 2)) - 1;
    s.digLeft = static_cast<std::int8_t>(get(p, 1));
    s.status = static_cast<LodeStatus>(get(p, 1));
    s.policyOffset = static_cast<std::uint8_t>(get(p, 1));
    s.nextGuard = static_cast<std::uint8_t>(get(p, 1));
    s.goldLeft = static_cast<std::int32_t>(get(p, 2));
    s.setGoldShared(m_golds[get(p, 4)]);
    s.rng.setState(m_rngs[get(p, 4)]);
    s.holes.resize(get(p, 1));
    for (LodeHole &h : s.holes) {
        h.cell = static_cast<std::int32_t>(get(p, 2));
        h.left = static_cast<std::int16_t>(get(p, 2));
    }
    s.guards.resize(get(p, 1));
    for (LodeGuard &g : s.guards) {
        g.cell = static_cast<std::int32_t>(get(p, 2));
        g.hole = static_cast<std::int32_t>(get(p, 2)) - 1;
        g.mode = static_cast<LodeGuardMode>(get(p, 1));
        g.timer = static_cast<std::int16_t>(get(p, 2));
        g.gold = static_cast<std::int16_t>(get(p, 2));
    }
    return s;
}

} // namespace mapsmith
