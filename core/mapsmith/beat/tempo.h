// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/beat/onset.h>

#include <vector>

namespace mapsmith {

/// One tempo a timing editor can offer, with how strongly the audio supports it (0..1).
struct TempoCandidate
{
    double bpm = 0.0;
    double confidence = 0.0;
};

struct TempoSettings
{
    double minBpm = 60.0;
    double maxBpm = 200.0;
    double priorBpm = 120.0;    ///< centre of the log-Gaussian tempo prior
    double priorOctaves = 1.0;  ///< its standard deviation, in octaves (wide: it only breaks ties)
    double octaveRatio = 0.5;   ///< the fastest octave whose periodicity reaches this share of the best wins
    double minConfidence = 0.1; ///< below this periodicity (normalised autocorrelation) no tempo is reported
    int maxCandidates = 5;
};

struct TempoEstimate
{
    bool found = false;
    double bpm = 0.0;        ///< 0 when !found
    double confidence = 0.0; ///< normalised autocorrelation at the chosen period, clamped to 0..1
    std::vector<TempoCandidate>
        candidates; ///< ranked, the chosen tempo first (also when !found, for display)
};

/// Global tempo of an onset envelope by autocorrelation with a tempo prior and an octave check.
TempoEstimate estimateTempo(const OnsetEnvelope &env, const TempoSettings &settings = {});

} // namespace mapsmith
