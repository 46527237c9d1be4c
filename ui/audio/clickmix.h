// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <QByteArray>

#include <vector>

namespace mapsmith {

/// A 16-bit PCM mono WAV file (44-byte header, then the samples) of `mono` with a short decaying click added
/// at each beat (seconds): 1.5 kHz, and 2 kHz on every `beatsPerBar`-th beat (0, 4, 8, ... by default). The
/// sum is clipped to [-1, 1]. Lets a user hear whether a beat grid sits on the music. Computed offline; same
/// length as `mono`.
QByteArray clickMixWav(const std::vector<float> &mono, int sampleRate, const std::vector<double> &beats,
                       double clickGain = 0.5, int beatsPerBar = 4);

} // namespace mapsmith
