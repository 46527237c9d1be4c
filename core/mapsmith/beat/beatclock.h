// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/util/result.h>

#include <cstdint>

namespace mapsmith {

/// A fixed beat grid: tempo, time of beat 0 and the judgement windows of a rhythm level.
/// Windows are fractions of one beat on either side of a beat (0.25 = a quarter beat early or late).
struct BeatSettings
{
    double bpm = 120.0;   ///< beats per minute, > 0
    double offset = 0.0;  ///< seconds: the time of beat 0 (may be negative or past the first audible beat)
    int beatsPerBar = 4;  ///< >= 1; beat n starts a bar when n is a multiple of it (also for negative n)
    double window = 0.25; ///< an input within this fraction of a beat counts as an attempt at that beat
    double perfect = 0.1; ///< |error| <= perfect: Perfect
    double good = 0.25;   ///< |error| <= good (and within window): Good; beyond: Miss
    friend bool operator==(const BeatSettings &, const BeatSettings &) = default;
};

enum class JudgementKind { Perfect, Good, Miss };

struct Judgement
{
    JudgementKind kind = JudgementKind::Miss;
    std::int64_t beat = 0;     ///< the nearest beat (ties at half a beat go to the later beat)
    double errorSeconds = 0.0; ///< input time minus the beat's time: negative = early
    bool inWindow = false;     ///< |error| <= window: the input was aimed at `beat`
};

/// Pure time <-> beat arithmetic on a constant-tempo grid. Every function is a closed formula: the same
/// inputs give the same outputs on every machine (IEEE doubles, no state). Boundaries are inclusive with a
/// 1e-9 beat tolerance, so a window edge computed from round numbers judges as "inside".
class BeatClock
{
public:
    BeatClock() = default;

    /// Checks the settings: bpm finite and > 0, finite offset, beatsPerBar >= 1,
    /// 0 <= perfect <= good <= window <= 0.5.
    static Result<BeatClock> create(const BeatSettings &settings);

    const BeatSettings &settings() const { return m_settings; }
    double secondsPerBeat() const { return 60.0 / m_settings.bpm; }

    /// Fractional beat index at time t (seconds); floor() of it is the beat that started last, also for
    /// times before the offset (negative indices).
    double beatAt(double t) const;
    /// The beat closest to t (half-way rounds to the later beat).
    std::int64_t nearestBeat(double t) const;
    /// Position within the current beat, in [0, 1).
    double phase(double t) const;
    /// Time of beat n (seconds); n may be negative.
    double timeOfBeat(std::int64_t n) const;
    /// Whether beat n is the first beat of a bar (beat 0 is).
    bool isBar(std::int64_t n) const;
    /// Index of the bar that beat n belongs to (floor division, so beat -1 is in bar -1).
    std::int64_t barOf(std::int64_t n) const;
    /// Judges an input at time t against the nearest beat.
    Judgement judge(double t) const;

    /// A clock at a new tempo whose beat count continues without a jump at time `at`: beatAt(at) is the same
    /// on both clocks (the tempo change between two levels, or within one).
    Result<BeatClock> withTempo(double bpm, double at) const;

private:
    explicit BeatClock(const BeatSettings &s) : m_settings(s) {}

    BeatSettings m_settings;
};

/// Consecutive hits: Perfect and Good add one, a Miss resets the run. `best` keeps the longest run.
struct Combo
{
    int count = 0;
    int best = 0;
    void apply(const Judgement &j);
    void reset() { count = 0; }
};

} // namespace mapsmith
