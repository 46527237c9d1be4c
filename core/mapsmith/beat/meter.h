// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/beat/onset.h>

#include <vector>

namespace mapsmith {

/// Which tracked beats start a bar, where the music shows it.
struct BarPhase
{
    int beatsPerBar = 0;     ///< 3 or 4; 0 when no metre stands out
    int firstDownbeat = 0;   ///< index into the beats of the first bar's first beat (< beatsPerBar)
    double confidence = 0.0; ///< 0..1: how much the bar's first beats stand out from the others
};

/// The metre (3 or 4 beats a bar) and bar phase of tracked beats (frames of `env`): the phase whose beats
/// carry the most low-frequency onset (bass notes and kicks start bars, and so do chord changes), against
/// the other beats, in units of the accents' spread. Needs at least two bars of beats.
BarPhase barPhase(const OnsetEnvelope &env, const std::vector<int> &beatFrames, double minConfidence = 0.25);

} // namespace mapsmith
