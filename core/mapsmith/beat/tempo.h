// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/beat/onset.h>
#include <mapsmith/beat/tempogram.h>

#include <array>
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
    double priorBpm = 120.0;   ///< centre of the log-Gaussian tempo prior
    double priorOctaves = 1.0; ///< its standard deviation, in octaves
    /// How the onset envelope's band groups (low, mid, high) and the full envelope are mixed before the
    /// tempogram. Tuned on the corpus' tune split: the full envelope alone did best (weighting the low group
    /// moved more pieces to the bar level than it saved from the eighth level).
    std::array<double, 4> groupWeights{0.0, 0.0, 0.0, 1.0};
    /// Weight of the periodicity at 1, 2, 3 and 4 times the period: a beat's multiples are bars.
    std::array<double, 4> comb{1.0, 0.5, 0.0, 0.25};
    /// Exponent of the Fourier tempogram's salience in the product with the autocorrelation's (0: off): the
    /// product keeps the beat and drops both its harmonics and its subharmonics (Peeters 2005).
    double fourierWeight = 0.5;
    double minConfidence = 0.1; ///< below this no steady beat is reported
    int maxCandidates = 5;
};

struct TempoEstimate
{
    bool found = false;
    double bpm = 0.0;         ///< 0 when !found
    double confidence = 0.0;  ///< 0..1: periodicity at the chosen period, lowered when a rival is close
    double periodicity = 0.0; ///< the tempogram's mean autocorrelation at the chosen period (0..1)
    std::vector<TempoCandidate> candidates; ///< ranked, the chosen tempo first (also when !found)
    Tempogram tempogram;                    ///< of the mixed envelope, for local tempo
    std::vector<float> mixed;               ///< the mixed envelope the tempogram was made of
};

/// Global tempo of an onset envelope: tempogram of the mixed band groups, a comb over multiples of each
/// candidate period, a log-Gaussian prior; the candidates are the score's peaks.
TempoEstimate estimateTempo(const OnsetEnvelope &env, const TempoSettings &settings = {});

/// The beat period (in envelope frames) in each window of the tempogram, following the global period
/// through gradual changes: per window the best lag within +-30% of the global one, smoothed by a Viterbi
/// path that charges for every change of log-period and, with `deviationPenalty`, for every window's
/// squared log-ratio to the global period. One value per tempogram window.
std::vector<double> localPeriods(const Tempogram &tg, double globalPeriod, double changePenalty = 40.0,
                                 double deviationPenalty = 0.0);

} // namespace mapsmith
