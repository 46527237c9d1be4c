// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Onset strength by log-magnitude spectral flux.
// Source: J. P. Bello et al., "A Tutorial on Onset Detection in Music Signals", IEEE TSAP 13(5), 2005
// (spectral flux, half-wave rectified); D. P. W. Ellis, "Beat Tracking by Dynamic Programming", JNMR 36(1),
// 2007 (log compression, high-pass, normalisation to unit standard deviation). The FFT is kissfft's real
// transform. Our choices: log(1 + |X| / knee) with the knee at 0.3 x the track's RMS (gain-independent;
// sounds far below the track's level, like a quiet off-beat hat, weigh little, which keeps the tempo off the
// eighth-note level), and only bins up to 11 kHz (half the logs at 44.1 kHz). Complexity: O(F * N log N) for
// F frames of N samples (N ~ 23 ms, hop ~ 10 ms); memory O(N + F). Determinism: fixed frame grid, sequential
// float sums; the same samples give the same envelope on one build.
#include <mapsmith/beat/onset.h>

#include <algorithm>
#include <cmath>
#include <kiss_fftr.h>
#include <memory>
#include <numbers>

namespace mapsmith {

namespace {

constexpr int kMaxHz = 11025;
constexpr double kKnee = 0.3; // the knee of the log, relative to the track RMS

double signalRms(std::span<const float> x)
{
    double sq = 0.0;
    for (float v : x)
        sq += static_cast<double>(v) * v;
    return x.empty() ? 0.0 : std::sqrt(sq / static_cast<double>(x.size()));
}

struct FftrFree
{
    void operator()(kiss_fftr_state *p) const { kiss_fftr_free(p); }
};

int fftSizeFor(double seconds, int sampleRate)
{
    const double want = std::max(64.0, seconds * sampleRate);
    int n = 64;
    while (n < want)
        n *= 2;
    return n;
}

// Subtracts a centred running mean (~1 s): Ellis' high-pass that removes slow loudness changes.
void removeRunningMean(std::vector<float> &x, int radius)
{
    const std::size_t n = x.size();
    std::vector<double> prefix(n + 1, 0.0);
    for (std::size_t i = 0; i < n; ++i)
        prefix[i + 1] = prefix[i] + x[i];
    std::vector<float> out(n);
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t lo = i >= static_cast<std::size_t>(radius) ? i - radius : 0;
        const std::size_t hi = std::min(n, i + radius + 1);
        out[i] = x[i] - static_cast<float>((prefix[hi] - prefix[lo]) / static_cast<double>(hi - lo));
    }
    x.swap(out);
}

double normalise(std::vector<float> &x)
{
    double sq = 0.0;
    for (float v : x)
        sq += static_cast<double>(v) * v;
    const double rms = x.empty() ? 0.0 : std::sqrt(sq / static_cast<double>(x.size()));
    if (rms > 1e-12)
        for (float &v : x)
            v = static_cast<float>(v / rms);
    else
        std::fill(x.begin(), x.end(), 0.0f);
    return rms;
}

} // namespace

OnsetEnvelope onsetEnvelope(std::span<const float> mono, int sampleRate, const OnsetSettings &settings)
{
    OnsetEnvelope env;
    if (sampleRate <= 0)
        return env;
    const int n = fftSizeFor(settings.windowSeconds, sampleRate);
    const int hop = std::max(1, static_cast<int>(std::lround(settings.hopSeconds * sampleRate)));
    if (mono.size() < static_cast<std::size_t>(n))
        return env;
    const std::size_t frames = (mono.size() - static_cast<std::size_t>(n)) / hop + 1;
    env.frameRate = static_cast<double>(sampleRate) / hop;
    env.frameOffset = 0.5 * n / sampleRate; // a frame stands for its centre

    std::unique_ptr<kiss_fftr_state, FftrFree> cfg(kiss_fftr_alloc(n, 0, nullptr, nullptr));
    if (!cfg)
        return OnsetEnvelope{};
    std::vector<float> window(n), in(n);
    double windowSum = 0.0;
    for (int i = 0; i < n; ++i) {
        window[i] = static_cast<float>(0.5 - 0.5 * std::cos(2.0 * std::numbers::pi * i / n));
        windowSum += window[i];
    }
    // log(1 + gamma |X|) with the knee at the track's own RMS level: sounds well below the track's level (a
    // quiet hi-hat under a kick) count little, louder ones logarithmically, and the gain of the track drops
    // out. Bins above ~11 kHz carry little beat information and are skipped (half the work at 44.1 kHz).
    const double rms = signalRms(mono);
    const float gamma2 = static_cast<float>(std::pow(2.0 / (windowSum * kKnee * std::max(rms, 1e-9)), 2.0));
    const int bins =
        std::min(n / 2 + 1, static_cast<int>(static_cast<long long>(n) * kMaxHz / sampleRate) + 1);
    std::vector<kiss_fft_cpx> spec(n / 2 + 1);
    std::vector<float> prev(bins, 0.0f), cur(bins);
    env.strength.assign(frames, 0.0f);
    for (std::size_t f = 0; f < frames; ++f) {
        const float *src = mono.data() + f * hop;
        for (int i = 0; i < n; ++i)
            in[i] = src[i] * window[i];
        kiss_fftr(cfg.get(), in.data(), spec.data());
        float flux = 0.0f;
        for (int k = 0; k < bins; ++k) {
            const float p = spec[k].r * spec[k].r + spec[k].i * spec[k].i;
            cur[k] = 0.5f * std::log1p(gamma2 * p); // log(1 + gamma |X|) ~ 0.5 log(1 + gamma^2 |X|^2)
            flux += std::max(0.0f, cur[k] - prev[k]);
        }
        env.strength[f] = f == 0 ? 0.0f : flux;
        prev.swap(cur);
    }
    removeRunningMean(env.strength, static_cast<int>(std::lround(0.5 * env.frameRate)));
    env.rawRms = normalise(env.strength);
    return env;
}

} // namespace mapsmith
