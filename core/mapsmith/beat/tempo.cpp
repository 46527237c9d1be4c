// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Global tempo from the autocorrelation of an onset envelope, weighted by a log-Gaussian tempo prior.
// Source: D. P. W. Ellis, "Beat Tracking by Dynamic Programming", JNMR 36(1), 2007, section 3.1 (tempo
// estimation: autocorrelation times a log-Gaussian window over lag); the octave check follows the usual
// "fundamental period" rule (Klapuri et al. 2006 note the half/double ambiguity): of octave-related peaks,
// the fastest one whose periodicity is nearly as strong as the best is the beat.
// Complexity: O(F * L) for F envelope frames and L lags in the 60-200 BPM range (L ~ 70 at 100 frames/s).
// Determinism: sequential double sums; ties between equal scores go to the shorter lag (faster tempo).
#include <mapsmith/beat/tempo.h>

#include <algorithm>
#include <cmath>

namespace mapsmith {

namespace {

struct Peak
{
    double bpm = 0.0;
    double periodicity = 0.0; ///< normalised autocorrelation at the (interpolated) peak
    double score = 0.0;       ///< periodicity times the prior
};

// Unbiased autocorrelation normalised by lag 0, for lags [0, maxLag].
std::vector<double> normalisedAcf(const std::vector<float> &x, int maxLag)
{
    const int n = static_cast<int>(x.size());
    std::vector<double> acf(maxLag + 1, 0.0);
    for (int lag = 0; lag <= maxLag && lag < n; ++lag) {
        double s = 0.0;
        for (int i = 0; i + lag < n; ++i)
            s += static_cast<double>(x[i]) * x[i + lag];
        acf[lag] = s / (n - lag);
    }
    if (acf[0] <= 0.0)
        return std::vector<double>(maxLag + 1, 0.0);
    const double a0 = acf[0];
    for (double &a : acf)
        a /= a0;
    return acf;
}

double prior(double bpm, const TempoSettings &s)
{
    const double z = std::log2(bpm / s.priorBpm) / s.priorOctaves;
    return std::exp(-0.5 * z * z);
}

std::vector<Peak> findPeaks(const std::vector<double> &acf, double frameRate, int lagMin, int lagMax,
                            const TempoSettings &s)
{
    std::vector<Peak> peaks;
    for (int lag = lagMin; lag <= lagMax; ++lag) {
        const double a = acf[lag - 1], b = acf[lag], c = acf[lag + 1];
        if (!(b > a && b >= c) || b <= 0.0)
            continue;
        const double denom = a - 2.0 * b + c; // parabolic interpolation of the peak position and height
        const double shift = denom < 0.0 ? std::clamp(0.5 * (a - c) / denom, -0.5, 0.5) : 0.0;
        const double bpm = 60.0 * frameRate / (lag + shift);
        if (bpm < s.minBpm * 0.98 || bpm > s.maxBpm * 1.02)
            continue;
        Peak p;
        p.bpm = bpm;
        p.periodicity = b - 0.25 * (a - c) * shift;
        p.score = p.periodicity * prior(bpm, s);
        peaks.push_back(p);
    }
    std::stable_sort(peaks.begin(), peaks.end(),
                     [](const Peak &x, const Peak &y) { return x.score > y.score; });
    return peaks;
}

bool isOctaveOf(double a, double b)
{
    for (double r : {0.25, 0.5, 2.0, 4.0})
        if (std::abs(a / (b * r) - 1.0) < 0.03)
            return true;
    return false;
}

// Of the best peak and its octaves, the fastest whose periodicity reaches octaveRatio of the strongest.
std::size_t octaveCheck(const std::vector<Peak> &peaks, const TempoSettings &s)
{
    std::vector<std::size_t> family{0};
    for (std::size_t i = 1; i < peaks.size(); ++i)
        if (isOctaveOf(peaks[i].bpm, peaks[0].bpm))
            family.push_back(i);
    double strongest = 0.0;
    for (std::size_t i : family)
        strongest = std::max(strongest, peaks[i].periodicity);
    std::size_t chosen = 0;
    double chosenBpm = 0.0;
    for (std::size_t i : family)
        if (peaks[i].periodicity >= s.octaveRatio * strongest && peaks[i].bpm > chosenBpm) {
            chosen = i;
            chosenBpm = peaks[i].bpm;
        }
    return chosen;
}

} // namespace

TempoEstimate estimateTempo(const OnsetEnvelope &env, const TempoSettings &s)
{
    TempoEstimate out;
    if (env.frameRate <= 0.0 || env.rawRms <= 0.0)
        return out;
    const int lagMin = std::max(2, static_cast<int>(std::floor(60.0 * env.frameRate / (s.maxBpm * 1.02))));
    const int lagMax = static_cast<int>(std::ceil(60.0 * env.frameRate / (s.minBpm * 0.98)));
    if (static_cast<int>(env.strength.size()) < 2 * (lagMax + 1))
        return out;
    const std::vector<double> acf = normalisedAcf(env.strength, lagMax + 1);
    std::vector<Peak> peaks = findPeaks(acf, env.frameRate, lagMin, lagMax, s);
    if (peaks.empty())
        return out;
    const std::size_t chosen = octaveCheck(peaks, s);
    std::rotate(peaks.begin(), peaks.begin() + static_cast<std::ptrdiff_t>(chosen),
                peaks.begin() + static_cast<std::ptrdiff_t>(chosen) + 1);
    for (const Peak &p : peaks) {
        if (static_cast<int>(out.candidates.size()) >= s.maxCandidates)
            break;
        out.candidates.push_back({p.bpm, std::clamp(p.periodicity, 0.0, 1.0)});
    }
    out.confidence = out.candidates.front().confidence;
    out.found = out.confidence >= s.minConfidence;
    out.bpm = out.found ? out.candidates.front().bpm : 0.0;
    return out;
}

} // namespace mapsmith
