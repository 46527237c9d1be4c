// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Beat tracking by dynamic programming.
// Source: D. P. W. Ellis, "Beat Tracking by Dynamic Programming", JNMR 36(1):51-60, 2007: C(t) = O(t) +
// max over tau in [t - 2P, t - P/2] of C(tau) - alpha * log((t - tau) / P)^2, then backtrace from the last
// strong local maximum of C; weak leading/trailing beats are trimmed (as librosa's beat_track does). Our
// change: P is the local period at t (tempo.h's localPeriods), so a tempo that drifts is followed instead of
// forced onto one period; with one period everywhere this is Ellis' tracker.
// Complexity: O(F * P) time for F frames and a period of P frames, O(F) memory.
// Determinism: no randomness; ties in the max go to the earliest predecessor, ties for the last beat to the
// latest frame.
#include <mapsmith/beat/beattrack.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace mapsmith {

namespace {

// The envelope smoothed by a Gaussian of standard deviation period / 32 (Ellis' "local score").
std::vector<double> localScore(const std::vector<float> &x, double period)
{
    const double sigma = std::max(0.5, period / 32.0);
    const int radius = static_cast<int>(std::ceil(3.0 * sigma));
    std::vector<double> kernel(2 * radius + 1);
    for (int k = -radius; k <= radius; ++k)
        kernel[k + radius] = std::exp(-0.5 * (k / sigma) * (k / sigma));
    const int n = static_cast<int>(x.size());
    std::vector<double> out(n, 0.0);
    for (int i = 0; i < n; ++i) {
        double s = 0.0;
        for (int k = std::max(-radius, -i); k <= radius && i + k < n; ++k)
            s += kernel[k + radius] * x[i + k];
        out[i] = s;
    }
    return out;
}

// Frame of the last beat: the latest local maximum of the cumulative score above half their median.
int lastBeat(const std::vector<double> &cum)
{
    std::vector<int> maxima;
    for (int i = 1; i + 1 < static_cast<int>(cum.size()); ++i)
        if (cum[i] > cum[i - 1] && cum[i] >= cum[i + 1])
            maxima.push_back(i);
    if (maxima.empty())
        return static_cast<int>(cum.size()) - 1;
    std::vector<double> values;
    for (int i : maxima)
        values.push_back(cum[i]);
    std::nth_element(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(values.size() / 2),
                     values.end());
    const double threshold = 0.5 * values[values.size() / 2];
    for (auto it = maxima.rbegin(); it != maxima.rend(); ++it)
        if (cum[*it] >= threshold)
            return *it;
    return maxima.back();
}

std::vector<int> trimWeak(std::vector<int> beats, const std::vector<double> &local, double ratio)
{
    double sq = 0.0;
    for (int b : beats)
        sq += local[b] * local[b];
    const double threshold = beats.empty() ? 0.0 : ratio * std::sqrt(sq / static_cast<double>(beats.size()));
    std::size_t first = 0, last = beats.size();
    while (first < last && local[beats[first]] <= threshold)
        ++first;
    while (last > first && local[beats[last - 1]] <= threshold)
        --last;
    return std::vector<int>(beats.begin() + static_cast<std::ptrdiff_t>(first),
                            beats.begin() + static_cast<std::ptrdiff_t>(last));
}

} // namespace

std::vector<int> trackBeatFrames(const std::vector<float> &onset, const std::vector<double> &periods,
                                 const BeatTrackSettings &settings)
{
    const int n = static_cast<int>(onset.size());
    if (n == 0 || periods.empty())
        return {};
    const auto periodAt = [&](int t) {
        return periods.size() == 1 ? periods.front() : periods[std::min<std::size_t>(t, periods.size() - 1)];
    };
    double meanPeriod = 0.0;
    for (double p : periods) {
        if (!(p > 0.0))
            return {};
        meanPeriod += p / static_cast<double>(periods.size());
    }
    const std::vector<double> local = localScore(onset, meanPeriod);
    std::vector<double> cum(n);
    std::vector<int> back(n, -1);
    std::vector<double> penalty; // transition cost by distance, remade only when the period moves
    double penaltyPeriod = 0.0;
    int lo = 1, hi = 1;
    for (int t = 0; t < n; ++t) {
        const double period = periodAt(t);
        if (std::abs(period - penaltyPeriod) > 1e-3 * period) {
            penaltyPeriod = period;
            lo = std::max(1, static_cast<int>(std::round(period / 2.0)));
            hi = std::max(lo, static_cast<int>(std::round(2.0 * period)));
            penalty.assign(hi + 1, 0.0);
            for (int d = lo; d <= hi; ++d) {
                const double l = std::log(d / period);
                penalty[d] = -settings.tightness * l * l;
            }
        }
        double best = -std::numeric_limits<double>::infinity();
        for (int d = std::min(hi, t); d >= lo; --d) { // earliest predecessor first: ties keep it
            const double v = cum[t - d] + penalty[d];
            if (v > best) {
                best = v;
                back[t] = t - d;
            }
        }
        cum[t] = local[t] + (back[t] >= 0 ? best : 0.0);
    }
    std::vector<int> frames;
    for (int b = lastBeat(cum); b >= 0; b = back[b])
        frames.push_back(b);
    std::reverse(frames.begin(), frames.end());
    return trimWeak(std::move(frames), local, settings.trimRatio);
}

} // namespace mapsmith
