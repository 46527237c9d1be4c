// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/beat/tempo.h>
#include <mapsmith/util/result.h>

#include <span>
#include <vector>

namespace mapsmith {

struct RunControl;

/// What a timing editor needs from a track: tempo, where beat 0 is, the beats, and how sure we are.
struct BeatAnalysis
{
    bool found = false; ///< false: no tempo (silence, noise, no steady pulse); bpm, offset, beats stay empty
    double bpm = 0.0;   ///< refined by a least-squares line through the tracked beats
    double offset =
        0.0; ///< seconds: time of the first tracked beat on that fitted line (BeatSettings::offset)
    double confidence = 0.0;                ///< 0..1: periodicity of the onset envelope at the chosen tempo
    std::vector<double> beats;              ///< seconds, ascending
    std::vector<TempoCandidate> candidates; ///< ranked, the chosen tempo first
};

/// Tempo, beat phase and beats of mono PCM (samples in [-1, 1]) in the 60-200 BPM range: spectral-flux onset
/// envelope, autocorrelation tempo with a prior and octave check, Ellis' dynamic-programming beat tracker.
/// Errors: sampleRate <= 0, fewer than 3 seconds of audio, or non-finite samples (BadInput); a cancelled
/// RunControl (Cancelled). Deterministic: the same samples give the same result.
Result<BeatAnalysis> analyzeBeats(std::span<const float> mono, int sampleRate,
                                  const RunControl *control = nullptr);

} // namespace mapsmith
