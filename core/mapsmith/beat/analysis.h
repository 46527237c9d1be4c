// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/beat/beattrack.h>
#include <mapsmith/beat/gridfit.h>
#include <mapsmith/beat/onset.h>
#include <mapsmith/beat/tempo.h>
#include <mapsmith/util/result.h>

#include <array>
#include <span>
#include <vector>

namespace mapsmith {

struct RunControl;

/// What a timing editor needs from a track: tempo, where beat 0 is, the beats, the bars, how sure we are, and
/// where the music leaves one grid.
struct BeatAnalysis
{
    bool found = false;  ///< false: no steady beat (silence, noise, no pulse); bpm, offset, beats stay empty
    double bpm = 0.0;    ///< of the longest section's grid, refined by least squares through its beats
    double offset = 0.0; ///< seconds: that grid's beat nearest the first tracked beat (BeatSettings::offset)
    double confidence = 0.0;                ///< 0..1: periodicity at the tempo, lowered when a rival is close
    std::vector<double> beats;              ///< seconds, ascending
    std::vector<TempoCandidate> candidates; ///< ranked, the chosen tempo first
    int beatsPerBar = 0;                    ///< 3 or 4 where the metre shows, else 0
    double downbeat = 0.0;      ///< seconds: the first tracked beat that starts a bar (when beatsPerBar > 0)
    double barConfidence = 0.0; ///< 0..1: how clearly the bars' first beats stand out
    /// Stretches on one grid each; one section when the whole song keeps one grid. Where the tempo drifts the
    /// beats follow it and the sections say where one grid stops fitting, instead of one grid forced on all.
    std::vector<BeatSection> sections;
    bool steady = true; ///< one grid fits nine tenths of the beats or more
};

struct AnalysisSettings
{
    OnsetSettings onset;
    TempoSettings tempo;
    BeatTrackSettings track;
    double sectionTolerance = 0.12; ///< a beat further than this share of a period from its grid drifts
    /// Cost per squared log-ratio of a window's beat period to the global one (localPeriods): a ramp of 10%
    /// costs 0.05 of periodicity, the +-30% edge 0.34, so the local period follows a drift but does not walk
    /// off to the rate of a syncopated figure. Chosen on the tune split: 2 to 30 all keep its salsa's grid at
    /// the estimated tempo (0 and 1 let it slide to 0.75 of it).
    double localDeviation = 5.0;
    /// The envelope the beats are placed on: low, mid and high groups and the whole envelope mixed, so the
    /// bass and kick (on the beat) outweigh off-beat hats and chords.
    std::array<double, 4> trackWeights{1.0, 0.5, 0.0, 0.5};
};

/// Tempo, beats, bars and grid sections of mono PCM (samples in [-1, 1]) in the 60-200 BPM range:
/// multi-band spectral-flux onsets (onset.h), an autocorrelation tempogram with a comb and a tempo prior
/// (tempo.h), the local period followed through drifts, Ellis' dynamic-programming beat tracker
/// (beattrack.h), bar phase from low-band accents (meter.h) and least-squares grid sections (gridfit.h).
/// Errors: sampleRate <= 0, fewer than 3 seconds of audio, or non-finite samples (BadInput); a cancelled
/// RunControl (Cancelled). Deterministic: the same samples give the same result.
Result<BeatAnalysis> analyzeBeats(std::span<const float> mono, int sampleRate,
                                  const RunControl *control = nullptr, const AnalysisSettings &settings = {});

} // namespace mapsmith
