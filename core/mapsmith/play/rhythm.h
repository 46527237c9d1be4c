// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// Rhythm mode: judging each move against the beat grid, the combo, and the timing errors.
//
// A move counts only when it falls inside the window of its nearest beat and is the first move aimed at
// that beat; otherwise it is a Miss, which resets the combo and does not move the player. Every judged
// input's timing error (seconds, negative = early) is kept, in order: the HUD draws a histogram of them and
// the beat panel may shift the clock's offset by the median error (medianError), so the audition clock and
// the play clock stay one clock.

#include <mapsmith/beat/beatclock.h>

#include <array>
#include <cstdint>
#include <vector>

namespace mapsmith {

class RhythmTracker
{
public:
    /// Judges an input at time t; `accepted` says whether the move may happen.
    Judgement judge(const BeatClock &clock, double t, bool &accepted);

    const Combo &combo() const { return m_combo; }
    const std::vector<double> &errors() const { return m_errors; }
    /// Perfect, Good and Miss counts.
    const std::array<int, 3> &counts() const { return m_counts; }
    bool hasJudgement() const { return m_hasLast; }
    const Judgement &last() const { return m_last; }
    std::int64_t lastAcceptedBeat() const { return m_lastBeat; }

    /// Median of the kept errors of inputs inside a window (seconds; 0 when there are none); with an even
    /// count, the mean of the two middle values. Adding it to the clock's offset centres the errors.
    double medianError() const;
    /// Counts of errors in `bins` equal bins over [-range, +range] seconds (outside values clamp to the
    /// ends).
    std::vector<int> histogram(int bins, double range) const;
    /// The grid changed and its beats moved by `shift` (PlaySession::retime): the beat that took the last
    /// move moves with them, and the errors, measured against the old grid, start over.
    void retimed(std::int64_t shift);

private:
    Combo m_combo;
    std::vector<double> m_errors; // of inputs inside the window
    std::array<int, 3> m_counts{};
    Judgement m_last;
    bool m_hasLast = false;
    std::int64_t m_lastBeat = INT64_MIN;
};

} // namespace mapsmith
