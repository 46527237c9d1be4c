// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <array>
#include <span>
#include <vector>

namespace mapsmith {

/// Onset strength of mono audio, one value per hop: how much the log spectrum rose since shortly before, in
/// all bands together and in three band groups (bass and kick, the middle, hats and cymbals).
struct OnsetEnvelope
{
    static constexpr int kLow = 0, kMid = 1, kHigh = 2;
    std::vector<float> strength;              ///< all bands; zero mean, unit variance (all zero for silence)
    std::array<std::vector<float>, 3> groups; ///< below 200 Hz, 200 Hz - 2 kHz, above; each normalised alike
    double frameRate = 0.0;                   ///< envelope frames per second
    double frameOffset = 0.0; ///< seconds: time of frame 0 (frame i is at frameOffset + i / frameRate)
    double rawRms = 0.0;      ///< RMS of the flux before normalising (0 = silence)
};

struct OnsetSettings
{
    double hopSeconds = 0.01; ///< envelope resolution (~10 ms)
    double analysisRate =
        22050;          ///< the audio is averaged down to about this rate first (bins above carry little)
    int fftSize = 1024; ///< at 22.05 kHz: 46 ms frames, 21.5 Hz bins
    double bandsPerOctave = 4.0; ///< log-spaced bands from 40 Hz to the Nyquist frequency
    double knee = 0.1;           ///< log(1 + E / (knee * the band's mean energy)): per-band, gain-free
};

/// Log-compressed multi-band spectral flux via kissfft. Needs sampleRate > 0 and at least one FFT frame of
/// audio (the caller validates; otherwise the envelope is empty).
OnsetEnvelope onsetEnvelope(std::span<const float> mono, int sampleRate, const OnsetSettings &settings = {});

} // namespace mapsmith
