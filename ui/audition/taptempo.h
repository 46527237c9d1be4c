// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <optional>
#include <vector>

namespace mapsmith {

/// Tap tempo: the BPM of a run of taps, from the mean interval of the last taps (a least-squares line
/// through them, so one early tap moves the estimate little). A pause longer than `resetSeconds` starts a
/// new run. Times are seconds on any steady clock.
class TapTempo
{
public:
    static constexpr int kMaxTaps = 16;
    explicit TapTempo(double resetSeconds = 2.0) : m_reset(resetSeconds) {}

    /// Records a tap; the BPM once the run has two taps or more (clamped to 20..400).
    std::optional<double> tap(double seconds);
    /// The fitted time of the run's last beat (its phase), once there are two taps.
    std::optional<double> lastBeat() const;
    int count() const { return static_cast<int>(m_taps.size()); }
    void reset() { m_taps.clear(); }

private:
    double m_reset;
    std::vector<double> m_taps;
    double m_period = 0.0;
    double m_intercept = 0.0;
};

} // namespace mapsmith
