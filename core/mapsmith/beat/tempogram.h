// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/beat/onset.h>

#include <vector>

namespace mapsmith {

/// Periodicity of an onset envelope over time: the autocorrelation of overlapping windows, each normalised by
/// its own energy, so a quiet intro counts as much as a loud chorus.
struct Tempogram
{
    double frameRate = 0.0;                  ///< of the envelope
    double windowSeconds = 0.0;              ///< length of one window
    double hopSeconds = 0.0;                 ///< between window starts
    int maxLag = 0;                          ///< lags 0..maxLag frames
    std::vector<std::vector<float>> windows; ///< windows[w][lag], lag 0 = 1 (or all 0 for a silent window)
    std::vector<float> global;               ///< the mean over the windows, lags 0..maxLag
    std::vector<float> weight;               ///< each window's share of the envelope's energy (sums to 1)

    /// global[] at a fractional lag (linear interpolation; 0 outside 1..maxLag).
    double at(double lag) const { return interpolate(global, lag); }
    double at(std::size_t window, double lag) const { return interpolate(windows[window], lag); }
    /// Seconds at the centre of window w.
    double centre(std::size_t w) const { return static_cast<double>(w) * hopSeconds + 0.5 * windowSeconds; }

    static double interpolate(const std::vector<float> &acf, double lag);
};

struct TempogramSettings
{
    double windowSeconds = 8.0;
    double hopSeconds = 2.0;
    double maxLagSeconds = 4.1; ///< four beats at 60 BPM, and a little room for interpolation
};

/// The tempogram of `strength` (an onset envelope at `frameRate`). A track shorter than one window is one
/// window. Complexity O(F * L) for F frames and L lags (windows overlap by (window - hop) / window).
Tempogram tempogram(const std::vector<float> &strength, double frameRate,
                    const TempogramSettings &settings = {});

} // namespace mapsmith
