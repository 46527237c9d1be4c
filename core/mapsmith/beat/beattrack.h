// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/beat/onset.h>

#include <vector>

namespace mapsmith {

struct BeatTrackSettings
{
    double tightness = 100.0; ///< Ellis' alpha: how strongly beat spacing is held to the tempo
    double trimRatio = 0.5;   ///< leading/trailing beats weaker than this share of the RMS beat strength go
};

/// Beat times (seconds, ascending) of an onset envelope at a known tempo, by dynamic programming.
/// Empty when the envelope is empty or bpm <= 0.
std::vector<double> trackBeats(const OnsetEnvelope &env, double bpm, const BeatTrackSettings &settings = {});

} // namespace mapsmith
