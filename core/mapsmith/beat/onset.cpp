// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Onset strength by log-compressed multi-band spectral flux.
// Sources: J. P. Bello et al., "A Tutorial on Onset Detection in Music Signals", IEEE TSAP 13(5), 2005
// (half-wave rectified spectral flux); S. Böck, F. Krebs, M. Schedl, "Evaluating the Online Capabilities of
// Onset Detection Methods", ISMIR 2012 (flux of a log-filtered spectrogram: log-spaced bands, log(1 + E),
// differences over the frame that no longer overlaps); A. Klapuri, "Sound onset detection by applying
// psychoacoustic knowledge", ICASSP 1999 (bands summed after compression, so a loud bass does not hide a
// quiet hat). D. P. W. Ellis, JNMR 36(1), 2007: the running-mean high-pass and unit-variance normalisation.
// Our choices: the audio is first averaged down to ~22 kHz (pairs of samples), bands are 1/4 octave from
// 40 Hz, and each band is compressed relative to its own mean energy over the track (gain-free, and every
// band weighs alike whatever its level: a piano without drums gives as much flux as a drum kit).
// Complexity: O(F * N log N) for F frames of N = 1024 samples, O(F * B) memory for B ~ 32 bands.
// Determinism: fixed frame grid and sequential sums; the same samples give the same envelope on one build.
#include <mapsmith/beat/onset.h>

#include <algorithm>
#include <cmath>
#include <kiss_fftr.h>
#include <memory>
#include <numbers>

namespace mapsmith {

namespace {

constexpr double kLowEdgeHz = 40.0;
constexpr double kLowGroupHz = 200.0, kHighGroupHz = 2000.0;

struct FftrFree
{
    void operator()(kiss_fftr_state *p) const { kiss_fftr_free(p); }
};

// Averages groups of `factor` samples: a crude low-pass and decimation, enough for onsets below ~10 kHz.
std::vector<float> decimate(std::span<const float> x, int factor)
{
    std::vector<float> out(x.size() / static_cast<std::size_t>(factor));
    for (std::size_t i = 0; i < out.size(); ++i) {
        float s = 0.0f;
        for (int k = 0; k < factor; ++k)
            s += x[i * static_cast<std::size_t>(factor) + static_cast<std::size_t>(k)];
        out[i] = s / static_cast<float>(factor);
    }
    return out;
}

struct Band
{
    int first = 0, last = 0; ///< FFT bins [first, last)
    int group = 0;
};

// Log-spaced bands of whole bins, each at least one bin wide, from kLowEdgeHz to the Nyquist frequency.
std::vector<Band> makeBands(int fftSize, double rate, double perOctave)
{
    const double binHz = rate / fftSize;
    const int nyquistBin = fftSize / 2;
    std::vector<Band> bands;
    int first = std::max(1, static_cast<int>(std::lround(kLowEdgeHz / binHz)));
    for (int k = 1; first < nyquistBin; ++k) {
        const double edge = kLowEdgeHz * std::pow(2.0, k / perOctave);
        const int last =
            std::min(nyquistBin, std::max(first + 1, static_cast<int>(std::lround(edge / binHz))));
        const double centre = 0.5 * (first + last) * binHz;
        bands.push_back({first, last, centre < kLowGroupHz ? 0 : centre < kHighGroupHz ? 1 : 2});
        first = last;
    }
    return bands;
}

// Subtracts a centred running mean: Ellis' high-pass that removes slow loudness changes.
void removeRunningMean(std::vector<float> &x, int radius)
{
    const std::size_t n = x.size();
    std::vector<double> prefix(n + 1, 0.0);
    for (std::size_t i = 0; i < n; ++i)
        prefix[i + 1] = prefix[i] + x[i];
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t lo = i >= static_cast<std::size_t>(radius) ? i - radius : 0;
        const std::size_t hi = std::min(n, i + radius + 1);
        x[i] -= static_cast<float>((prefix[hi] - prefix[lo]) / static_cast<double>(hi - lo));
    }
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

// Band energies of every frame, frame-major: energy[f * bands + b].
std::vector<float> bandEnergies(const std::vector<float> &x, int n, int hop, std::size_t frames,
                                const std::vector<Band> &bands)
{
    std::unique_ptr<kiss_fftr_state, FftrFree> cfg(kiss_fftr_alloc(n, 0, nullptr, nullptr));
    if (!cfg)
        return {};
    std::vector<float> window(n), in(n);
    for (int i = 0; i < n; ++i)
        window[i] = static_cast<float>(0.5 - 0.5 * std::cos(2.0 * std::numbers::pi * i / n));
    std::vector<kiss_fft_cpx> spec(n / 2 + 1);
    std::vector<float> energy(frames * bands.size());
    for (std::size_t f = 0; f < frames; ++f) {
        const float *src = x.data() + f * static_cast<std::size_t>(hop);
        for (int i = 0; i < n; ++i)
            in[i] = src[i] * window[i];
        kiss_fftr(cfg.get(), in.data(), spec.data());
        for (std::size_t b = 0; b < bands.size(); ++b) {
            float e = 0.0f;
            for (int k = bands[b].first; k < bands[b].last; ++k)
                e += spec[k].r * spec[k].r + spec[k].i * spec[k].i;
            energy[f * bands.size() + b] = e;
        }
    }
    return energy;
}

// log(1 + E / (knee * mean_b)) per band in place; returns false for silence.
bool compress(std::vector<float> &energy, std::size_t bands, std::size_t frames, double knee)
{
    std::vector<double> mean(bands, 0.0);
    for (std::size_t f = 0; f < frames; ++f)
        for (std::size_t b = 0; b < bands; ++b)
            mean[b] += energy[f * bands + b];
    double total = 0.0;
    for (double &m : mean)
        total += (m /= static_cast<double>(frames));
    if (!(total > 1e-20))
        return false;
    // A band far below the others (an empty octave of a lowpassed file) is lifted to a floor, so its noise
    // is not amplified into onsets.
    const double floor = 1e-6 * total / static_cast<double>(bands);
    std::vector<float> scale(bands);
    for (std::size_t b = 0; b < bands; ++b)
        scale[b] = static_cast<float>(1.0 / (knee * std::max(mean[b], floor)));
    for (std::size_t f = 0; f < frames; ++f)
        for (std::size_t b = 0; b < bands; ++b)
            energy[f * bands + b] = std::log1p(energy[f * bands + b] * scale[b]);
    return true;
}

} // namespace

OnsetEnvelope onsetEnvelope(std::span<const float> mono, int sampleRate, const OnsetSettings &settings)
{
    OnsetEnvelope env;
    if (sampleRate <= 0)
        return env;
    const int factor = std::max(1, static_cast<int>(std::lround(sampleRate / settings.analysisRate)));
    const double rate = static_cast<double>(sampleRate) / factor;
    const std::vector<float> x = decimate(mono, factor);
    const int n = settings.fftSize;
    const int hop = std::max(1, static_cast<int>(std::lround(settings.hopSeconds * rate)));
    if (x.size() < static_cast<std::size_t>(n))
        return env;
    const std::size_t frames = (x.size() - static_cast<std::size_t>(n)) / hop + 1;
    env.frameRate = rate / hop;
    env.frameOffset = 0.5 * n / rate; // a frame stands for its centre
    const std::vector<Band> bands = makeBands(n, rate, settings.bandsPerOctave);
    std::vector<float> energy = bandEnergies(x, n, hop, frames, bands);
    if (energy.empty() || !compress(energy, bands.size(), frames, settings.knee)) {
        env.strength.assign(frames, 0.0f);
        for (auto &g : env.groups)
            g.assign(frames, 0.0f);
        return env;
    }
    // Differences over the frame that no longer overlaps the current one by half (Böck et al.).
    const std::size_t lag = std::max<std::size_t>(1, static_cast<std::size_t>(std::lround(0.5 * n / hop)));
    for (auto &g : env.groups)
        g.assign(frames, 0.0f);
    for (std::size_t f = lag; f < frames; ++f)
        for (std::size_t b = 0; b < bands.size(); ++b) {
            const float d = energy[f * bands.size() + b] - energy[(f - lag) * bands.size() + b];
            env.groups[bands[b].group][f] += std::max(0.0f, d);
        }
    env.strength.assign(frames, 0.0f);
    for (const auto &g : env.groups)
        for (std::size_t f = 0; f < frames; ++f)
            env.strength[f] += g[f];
    const int radius = static_cast<int>(std::lround(0.5 * env.frameRate));
    removeRunningMean(env.strength, radius);
    env.rawRms = normalise(env.strength);
    for (auto &g : env.groups) {
        removeRunningMean(g, radius);
        normalise(g);
    }
    return env;
}

} // namespace mapsmith
