// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Bar phase and metre from accents at the tracked beats.
// Source: M. E. P. Davies, M. D. Plumbley, "A spectral difference approach to downbeat extraction in musical
// audio", EUSIPCO 2006 (the downbeat is the beat phase whose beats differ most from the others), with the
// accent of a beat taken from the low band of the onset envelope as in A. Klapuri et al., IEEE TASLP 14(1),
// 2006 (bass and bass drum mark the measure); the metre is the bar length whose best phase stands out most.
// Complexity: O(N * M) for N beats and metres M in {3, 4}. Determinism: no randomness; ties keep 4 beats a
// bar over 3 and the earlier phase.
#include <mapsmith/beat/meter.h>

#include <algorithm>
#include <cmath>

namespace mapsmith {

namespace {

// The strongest low-band onset within two frames of each beat.
std::vector<double> accents(const OnsetEnvelope &env, const std::vector<int> &beats)
{
    const std::vector<float> &low = env.groups[OnsetEnvelope::kLow];
    const std::vector<float> &all = env.strength;
    std::vector<double> out;
    for (int b : beats) {
        double a = -1e30;
        for (int t = std::max(0, b - 2); t <= b + 2 && t < static_cast<int>(low.size()); ++t)
            a = std::max(a, static_cast<double>(low[t]) + 0.25 * all[t]);
        out.push_back(a);
    }
    return out;
}

// (mean of the beats at `phase` of every `bar` - mean of the others) / spread of all.
double contrast(const std::vector<double> &a, int bar, int phase, double spread)
{
    double on = 0.0, off = 0.0;
    int nOn = 0, nOff = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (static_cast<int>(i % static_cast<std::size_t>(bar)) == phase) {
            on += a[i];
            ++nOn;
        } else {
            off += a[i];
            ++nOff;
        }
    }
    if (nOn == 0 || nOff == 0 || spread <= 0.0)
        return 0.0;
    return (on / nOn - off / nOff) / spread;
}

} // namespace

BarPhase barPhase(const OnsetEnvelope &env, const std::vector<int> &beatFrames, double minConfidence)
{
    BarPhase out;
    if (beatFrames.size() < 8 || env.groups[OnsetEnvelope::kLow].size() != env.strength.size())
        return out;
    const std::vector<double> a = accents(env, beatFrames);
    double mean = 0.0, sq = 0.0;
    for (double v : a)
        mean += v / static_cast<double>(a.size());
    for (double v : a)
        sq += (v - mean) * (v - mean);
    const double spread = std::sqrt(sq / static_cast<double>(a.size()));
    double best = 0.0;
    for (int bar : {4, 3}) {
        for (int phase = 0; phase < bar; ++phase) {
            const double c = contrast(a, bar, phase, spread);
            if (c > best + 1e-12) {
                best = c;
                out.beatsPerBar = bar;
                out.firstDownbeat = phase;
            }
        }
    }
    out.confidence = std::clamp(best / 1.5, 0.0, 1.0);
    if (out.confidence < minConfidence)
        out.beatsPerBar = out.firstDownbeat = 0;
    return out;
}

} // namespace mapsmith
