// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Beat grids through tracked beats: a least-squares line per section, and the split into sections where the
// beats drift off one grid.
// Source: ordinary least squares of beat time on beat index (any statistics text; Ellis 2007 refines the
// tempo the same way); the split is greedy segmentation with a maximum-residual test ("sliding window"
// piecewise-linear segmentation, Keogh et al., "Segmenting Time Series: A Survey and Novel Approach", 2004).
// Complexity: fitSection O(N); gridSections O(N^2) worst case for N beats (each growth step refits its
// section). Determinism: sequential double sums; no randomness.
#include <mapsmith/beat/gridfit.h>

#include <algorithm>
#include <cmath>

namespace mapsmith {

namespace {

// The section's own beat period: the median interval between its beats (a drifted section's period differs
// from the song's), or `period` for fewer than two beats.
double ownPeriod(const std::vector<double> &beats, std::size_t from, std::size_t count, double period)
{
    if (count < 2)
        return period;
    std::vector<double> d;
    for (std::size_t i = from + 1; i < from + count; ++i)
        d.push_back(beats[i] - beats[i - 1]);
    std::nth_element(d.begin(), d.begin() + static_cast<std::ptrdiff_t>(d.size() / 2), d.end());
    const double median = d[d.size() / 2];
    return median > 0.0 ? median : period;
}

std::vector<double> indices(const std::vector<double> &beats, std::size_t from, std::size_t count,
                            double period)
{
    // Each beat's index counts the periods from the one before (at least one), not from the first: rounding
    // the whole distance let a period a few ms short add a beat near a long section's end and bend the fit.
    period = ownPeriod(beats, from, count, period);
    std::vector<double> k(count, 0.0);
    for (std::size_t i = 1; i < count; ++i)
        k[i] = k[i - 1] + std::max(1.0, std::round((beats[from + i] - beats[from + i - 1]) / period));
    return k;
}

double maxResidual(const std::vector<double> &beats, const BeatSection &s, double period)
{
    const std::vector<double> k = indices(beats, s.firstBeat, s.beatCount, period);
    const double fitted = 60.0 / s.bpm;
    double worst = 0.0;
    for (std::size_t i = 0; i < s.beatCount; ++i)
        worst = std::max(worst, std::abs(beats[s.firstBeat + i] - (s.offset + fitted * k[i])));
    return worst / fitted;
}

} // namespace

BeatSection fitSection(const std::vector<double> &beats, std::size_t from, std::size_t count, double period)
{
    BeatSection s;
    s.firstBeat = from;
    s.beatCount = count;
    if (count == 0 || from + count > beats.size() || period <= 0.0)
        return s;
    s.start = beats[from];
    s.end = beats[from + count - 1];
    const std::vector<double> k = indices(beats, from, count, period);
    double mx = 0.0, my = 0.0;
    for (std::size_t i = 0; i < count; ++i) {
        mx += k[i];
        my += beats[from + i];
    }
    mx /= static_cast<double>(count);
    my /= static_cast<double>(count);
    double sxy = 0.0, sxx = 0.0;
    for (std::size_t i = 0; i < count; ++i) {
        sxy += (k[i] - mx) * (beats[from + i] - my);
        sxx += (k[i] - mx) * (k[i] - mx);
    }
    const double fitted = sxx > 0.0 && sxy > 0.0 ? sxy / sxx : period;
    s.bpm = 60.0 / fitted;
    s.offset = my - fitted * mx;
    return s;
}

std::vector<BeatSection> gridSections(const std::vector<double> &beats, double period, double tolerance,
                                      std::size_t minBeats)
{
    std::vector<BeatSection> out;
    const std::size_t n = beats.size();
    if (n == 0 || period <= 0.0)
        return out;
    std::size_t start = 0;
    while (start < n) {
        std::size_t count = std::min<std::size_t>(2, n - start);
        BeatSection s = fitSection(beats, start, count, period);
        while (start + count < n) {
            const BeatSection grown = fitSection(beats, start, count + 1, period);
            if (maxResidual(beats, grown, 60.0 / grown.bpm) > tolerance)
                break;
            s = grown;
            ++count;
        }
        if (!out.empty() &&
            count < minBeats) { // too short to be a grid of its own: it drifts with the one before
            BeatSection &last = out.back();
            last = fitSection(beats, last.firstBeat, last.beatCount + count, period);
            last.steady = false;
        } else {
            out.push_back(s);
        }
        start += count;
    }
    return out;
}

} // namespace mapsmith
