// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <span>
#include <vector>

namespace mapsmith {

/// Onset strength of mono audio, one value per hop: how much the log spectrum rose since the frame before.
struct OnsetEnvelope
{
    std::vector<float> strength; ///< zero mean, unit variance (all zero for silence)
    double frameRate = 0.0;      ///< envelope frames per second (sampleRate / hop)
    double frameOffset = 0.0;    ///< seconds: time of frame 0 (frame i is at frameOffset + i / frameRate)
    double rawRms = 0.0;         ///< RMS of the flux before normalising (0 = silence)
};

struct OnsetSettings
{
    double hopSeconds = 0.01;     ///< envelope resolution (~10 ms)
    double windowSeconds = 0.023; ///< FFT length is the next power of two at or above this
};

/// Spectral-flux onset envelope via kissfft. Needs sampleRate > 0 and at least one FFT frame of audio
/// (the caller validates; otherwise the envelope is empty).
OnsetEnvelope onsetEnvelope(std::span<const float> mono, int sampleRate, const OnsetSettings &settings = {});

} // namespace mapsmith
