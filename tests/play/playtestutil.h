// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Shared helpers of the play tests: ASCII levels with lights and enemies, generated maps, random logs.
#pragma once

#include "../search/searchtestutil.h"

#include <mapsmith/generate/registry.h>
#include <mapsmith/io/config.h>
#include <mapsmith/play/session.h>

#include <QtTest>

namespace QTest {
template <> inline char *toString(const mapsmith::Point &p)
{
    return QTest::toString(QStringLiteral("(%1, %2)").arg(p.x).arg(p.y));
}
} // namespace QTest

namespace playtest {

using namespace mapsmith;

/// searchtest::level plus 'L' a light and 'e' an enemy (both on floor).
inline Map gridLevel(const std::vector<std::string> &rows)
{
    Map m;
    m.grid = searchtest::level(rows);
    for (int y = 0; y < static_cast<int>(rows.size()); ++y) {
        for (int x = 0; x < static_cast<int>(rows[static_cast<std::size_t>(y)].size()); ++x) {
            const char c = rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
            if (c == 'L')
                m.grid.entities.push_back({"light", x, y});
            else if (c == 'e')
                m.grid.entities.push_back({"enemy", x, y});
        }
    }
    return m;
}

inline Map generated(const std::string &generator, std::uint64_t seed)
{
    Config c;
    c.generator = generator;
    c.seed = seed;
    auto g = generate(builtinGenerators(), c);
    if (!g)
        qFatal("cannot generate %s: %s", generator.c_str(), g.error().toString().c_str());
    return g->map;
}

inline PlaySession makeSession(const Map &map, const PlayOptions &options = {}, std::uint64_t seed = 1)
{
    auto s = PlaySession::create(map, options, seed);
    if (!s)
        qFatal("cannot create a session: %s", s.error().toString().c_str());
    return std::move(*s);
}

/// Presses `keys` one per beat (as `mapsmith play --inputs` does) and runs to the last key's tick.
inline void playKeys(PlaySession &s, const std::string &keys)
{
    const BeatClock &c = s.clock();
    std::int64_t beat = s.beat() + 1;
    for (char k : keys) {
        s.press(*playKeyFromChar(k), std::max(s.time(), c.timeOfBeat(beat)));
        s.advanceTo(c.timeOfBeat(beat) + c.settings().window * c.secondsPerBeat());
        ++beat;
    }
}

} // namespace playtest
