// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Autocorrelation tempogram of an onset envelope.
// Source: P. Grosche, M. Müller, F. Kurth, "Cyclic tempogram - a mid-level tempo representation for music
// signals", ICASSP 2010, and M. Müller, "Fundamentals of Music Processing" (Springer 2015), section 6.2.3
// (windowed autocorrelation of the novelty curve). Each window's autocorrelation is normalised by its lag 0
// (unbiased: divided by the number of products), so every window weighs alike in the mean.
// Complexity: O(F * L * W / H) for F frames, L lags, window W and hop H (4 windows cover a frame by default).
// Determinism: sequential float sums in a fixed order.
#include <mapsmith/beat/tempogram.h>

#include <algorithm>
#include <cmath>

namespace mapsmith {

double Tempogram::interpolate(const std::vector<float> &acf, double lag)
{
    if (!(lag >= 1.0) || lag > static_cast<double>(acf.size()) - 1.0)
        return 0.0;
    const auto i = static_cast<std::size_t>(lag);
    const double f = lag - static_cast<double>(i);
    const double next = i + 1 < acf.size() ? acf[i + 1] : acf[i];
    return (1.0 - f) * acf[i] + f * next;
}

Tempogram tempogram(const std::vector<float> &x, double frameRate, const TempogramSettings &s)
{
    Tempogram t;
    t.frameRate = frameRate;
    const auto n = x.size();
    if (frameRate <= 0.0 || n < 4)
        return t;
    const std::size_t window =
        std::min(n, static_cast<std::size_t>(std::lround(s.windowSeconds * frameRate)));
    const std::size_t hop =
        std::max<std::size_t>(1, static_cast<std::size_t>(std::lround(s.hopSeconds * frameRate)));
    t.maxLag = static_cast<int>(
        std::min(window - 1, static_cast<std::size_t>(std::lround(s.maxLagSeconds * frameRate))));
    t.windowSeconds = static_cast<double>(window) / frameRate;
    t.hopSeconds = static_cast<double>(hop) / frameRate;
    const std::size_t lags = static_cast<std::size_t>(t.maxLag) + 1;
    t.global.assign(lags, 0.0f);
    double energyTotal = 0.0;
    for (std::size_t start = 0; start + window <= n; start += hop) {
        const float *w = x.data() + start;
        std::vector<float> acf(lags, 0.0f);
        for (std::size_t lag = 0; lag < lags; ++lag) {
            float sum = 0.0f;
            for (std::size_t i = 0; i + lag < window; ++i)
                sum += w[i] * w[i + lag];
            acf[lag] = sum / static_cast<float>(window - lag);
        }
        const float a0 = acf[0];
        for (float &a : acf)
            a = a0 > 1e-9f ? a / a0 : 0.0f;
        t.weight.push_back(a0);
        energyTotal += a0;
        t.windows.push_back(std::move(acf));
    }
    for (float &w : t.weight)
        w = energyTotal > 0.0 ? static_cast<float>(w / energyTotal) : 0.0f;
    for (const auto &acf : t.windows)
        for (std::size_t lag = 0; lag < lags; ++lag)
            t.global[lag] += acf[lag] / static_cast<float>(t.windows.size());
    return t;
}

} // namespace mapsmith
