// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <vector>

namespace mapsmith {

struct BeatTrackSettings
{
    double tightness = 100.0; ///< Ellis' alpha: how strongly beat spacing is held to the local period
    double trimRatio = 0.5;   ///< leading/trailing beats weaker than this share of the RMS beat strength go
};

/// Beat frames (ascending) of an onset envelope by dynamic programming, with the beat period given per frame
/// (`periods[t]` frames around frame t; one value for the whole envelope is fine too), so a tempo that drifts
/// is followed. Empty when the envelope is empty or a period is not positive.
std::vector<int> trackBeatFrames(const std::vector<float> &onset, const std::vector<double> &periods,
                                 const BeatTrackSettings &settings = {});

} // namespace mapsmith
