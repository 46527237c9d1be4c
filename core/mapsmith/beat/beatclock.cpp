// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Beat grid arithmetic for rhythm levels: beat = (t - offset) * bpm / 60, judged against the nearest integer.
// Source: the usual constant-tempo grid of rhythm-game timing editors (osu!/StepMania "BPM + offset").
// Complexity: O(1) per call. Determinism: closed formulas on doubles, no state, no randomness; ties at half
// a beat go to the later beat (floor(b + 0.5)); window edges are inclusive with a 1e-9 beat tolerance.
#include <mapsmith/beat/beatclock.h>

#include <algorithm>
#include <cmath>
#include <string>

namespace mapsmith {

namespace {

constexpr double kEdgeTolerance = 1e-9; // in beats: keeps "exactly on the window edge" inside

std::int64_t floorMod(std::int64_t a, std::int64_t b)
{
    const std::int64_t r = a % b;
    return r < 0 ? r + b : r;
}

} // namespace

Result<BeatClock> BeatClock::create(const BeatSettings &s)
{
    if (!std::isfinite(s.bpm) || s.bpm <= 0.0)
        return Error::badInput("beat: bpm must be a positive number (got " + std::to_string(s.bpm) + ")");
    if (!std::isfinite(s.offset))
        return Error::badInput("beat: offset must be a finite number of seconds");
    if (s.beatsPerBar < 1)
        return Error::badInput("beat: beatsPerBar must be at least 1 (got " + std::to_string(s.beatsPerBar) +
                               ")");
    const bool ordered = s.perfect >= 0.0 && s.perfect <= s.good && s.good <= s.window && s.window <= 0.5;
    if (!ordered)
        return Error::badInput(
            "beat: windows must satisfy 0 <= perfect <= good <= window <= 0.5 (fractions of a beat)");
    return BeatClock(s);
}

double BeatClock::beatAt(double t) const
{
    return (t - m_settings.offset) * m_settings.bpm / 60.0;
}

std::int64_t BeatClock::nearestBeat(double t) const
{
    return static_cast<std::int64_t>(std::floor(beatAt(t) + 0.5));
}

double BeatClock::phase(double t) const
{
    const double b = beatAt(t);
    const double p = b - std::floor(b);
    return p >= 1.0 ? 0.0 : p; // b - floor(b) can round up to 1.0 for tiny negative b
}

double BeatClock::timeOfBeat(std::int64_t n) const
{
    return m_settings.offset + static_cast<double>(n) * 60.0 / m_settings.bpm;
}

bool BeatClock::isBar(std::int64_t n) const
{
    return floorMod(n, m_settings.beatsPerBar) == 0;
}

std::int64_t BeatClock::barOf(std::int64_t n) const
{
    return (n - floorMod(n, m_settings.beatsPerBar)) / m_settings.beatsPerBar;
}

Judgement BeatClock::judge(double t) const
{
    const double b = beatAt(t);
    Judgement j;
    j.beat = static_cast<std::int64_t>(std::floor(b + 0.5));
    const double errBeats = b - static_cast<double>(j.beat);
    j.errorSeconds = errBeats * 60.0 / m_settings.bpm;
    const double err = std::abs(errBeats);
    j.inWindow = err <= m_settings.window + kEdgeTolerance;
    if (err <= m_settings.perfect + kEdgeTolerance)
        j.kind = JudgementKind::Perfect;
    else if (err <= m_settings.good + kEdgeTolerance && j.inWindow)
        j.kind = JudgementKind::Good;
    else
        j.kind = JudgementKind::Miss;
    return j;
}

Result<BeatClock> BeatClock::withTempo(double bpm, double at) const
{
    BeatSettings s = m_settings;
    s.bpm = bpm;
    if (std::isfinite(bpm) && bpm > 0.0)
        s.offset = at - beatAt(at) * 60.0 / bpm;
    return create(s);
}

void Combo::apply(const Judgement &j)
{
    if (j.kind == JudgementKind::Miss) {
        count = 0;
        return;
    }
    ++count;
    best = std::max(best, count);
}

} // namespace mapsmith
