// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <cstddef>
#include <vector>

namespace mapsmith {

/// A stretch of the music on one beat grid: beat times first + period * k for whole k.
struct BeatSection
{
    double start = 0.0;                       ///< seconds: the section's first beat
    double end = 0.0;                         ///< seconds: its last beat
    double bpm = 0.0;                         ///< 60 / the fitted period
    double offset = 0.0;                      ///< seconds: the fitted time of the section's first beat
    std::size_t firstBeat = 0, beatCount = 0; ///< which tracked beats it covers
    bool steady = true; ///< false: its beats drift off its grid (short runs that join no grid of their own)
};

/// The least-squares grid time = offset + period * k through beats[from, from + count), each beat's k
/// counted in whole periods from the first (so a beat the tracker skipped does not bend the line).
BeatSection fitSection(const std::vector<double> &beats, std::size_t from, std::size_t count, double period);

/// Splits tracked beats into sections that each stay on one grid: a section grows beat by beat while every
/// beat of it stays within `tolerance` (a fraction of the period) of its own fitted grid; sections of fewer
/// than `minBeats` beats join the one before, which is then not steady. One section when a single grid fits
/// the whole song. Greedy, left to right: O(N^2) in the worst case for N beats, O(N) for a steady song.
std::vector<BeatSection> gridSections(const std::vector<double> &beats, double period,
                                      double tolerance = 0.12, std::size_t minBeats = 8);

} // namespace mapsmith
