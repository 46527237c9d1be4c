// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Global tempo and local beat period from an autocorrelation tempogram.
// Sources: D. P. W. Ellis, "Beat Tracking by Dynamic Programming", JNMR 36(1), 2007, section 3.1 (tempo as
// the autocorrelation weighted by a log-Gaussian prior over period); A. Klapuri, A. Eronen, J. Astola,
// "Analysis of the meter of acoustic musical signals", IEEE TASLP 14(1), 2006 (band-wise accent signals,
// and a comb over the multiples of a period to tell the beat from its subdivisions); G. Peeters, "Time
// variable tempo detection and beat marking", ICMC 2005 (Viterbi decoding of the local tempo; our states also
// pay a log-Gaussian cost of leaving the global period, a prior as Ellis' is on the global tempo).
// Complexity: O(B * K) for B tempo bins (0.5% apart) and K comb teeth, plus the tempogram; localPeriods is
// O(W * C^2) for W windows and C lag candidates (C ~ 50).
// Determinism: no randomness; ties between equal scores go to the faster tempo (the earlier bin, scanned
// from the fast end), Viterbi ties to the smaller lag.
#include <mapsmith/beat/tempo.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

namespace mapsmith {

namespace {

constexpr double kBinRatio = 1.005; // tempo bins 0.5% apart

double prior(double bpm, const TempoSettings &s)
{
    const double z = std::log2(bpm / s.priorBpm) / s.priorOctaves;
    return std::exp(-0.5 * z * z);
}

std::vector<float> mix(const OnsetEnvelope &env, const TempoSettings &s)
{
    std::vector<float> out(env.strength.size(), 0.0f);
    for (std::size_t g = 0; g < 3; ++g)
        if (s.groupWeights[g] != 0.0 && env.groups[g].size() == out.size())
            for (std::size_t i = 0; i < out.size(); ++i)
                out[i] += static_cast<float>(s.groupWeights[g]) * env.groups[g][i];
    if (s.groupWeights[3] != 0.0)
        for (std::size_t i = 0; i < out.size(); ++i)
            out[i] += static_cast<float>(s.groupWeights[3]) * env.strength[i];
    return out;
}

// The periodicity at the period times (comb[0] + the weighted periodicity at its multiples): the period
// itself must be periodic, and a beat whose multiples (bars) repeat too is preferred.
double combSalience(const Tempogram &tg, double lag, const TempoSettings &s)
{
    const double base = std::max(0.0, tg.at(lag));
    double multiples = s.comb[0];
    for (std::size_t k = 1; k < s.comb.size(); ++k)
        if (s.comb[k] != 0.0)
            multiples += s.comb[k] * std::max(0.0, tg.at(lag * static_cast<double>(k + 1)));
    return base * multiples;
}

struct Bin
{
    double bpm = 0.0, score = 0.0;
};

// Magnitude of the envelope's Fourier transform at each tempo (beats per minute as a frequency), averaged
// over Hann windows of 8 s every 4 s: peaks at the beat and its harmonics (faster tempi), where the
// autocorrelation peaks at the beat and its subharmonics (slower ones). Each bin's phasor is advanced by a
// complex recurrence, renormalised every window.
std::vector<double> fourierSalience(const std::vector<float> &x, double frameRate,
                                    const std::vector<double> &bpms)
{
    const std::size_t n = x.size();
    const std::size_t window = std::min(n, static_cast<std::size_t>(std::lround(8.0 * frameRate)));
    const std::size_t hop = std::max<std::size_t>(1, window / 2);
    std::vector<float> hann(window);
    for (std::size_t i = 0; i < window; ++i)
        hann[i] = static_cast<float>(0.5 - 0.5 * std::cos(2.0 * std::numbers::pi * static_cast<double>(i) /
                                                          static_cast<double>(window)));
    std::vector<double> out(bpms.size(), 0.0);
    int windows = 0;
    for (std::size_t start = 0; start + window <= n; start += hop, ++windows)
        for (std::size_t b = 0; b < bpms.size(); ++b) {
            const double w = 2.0 * std::numbers::pi * bpms[b] / 60.0 / frameRate;
            const double cr = std::cos(w), ci = std::sin(w);
            double pr = 1.0, pi = 0.0, re = 0.0, im = 0.0;
            for (std::size_t i = 0; i < window; ++i) {
                const double v = static_cast<double>(x[start + i]) * hann[i];
                re += v * pr;
                im -= v * pi;
                const double t = pr * cr - pi * ci;
                pi = pr * ci + pi * cr;
                pr = t;
            }
            out[b] += std::sqrt(re * re + im * im);
        }
    const double top = windows ? *std::max_element(out.begin(), out.end()) : 0.0;
    for (double &v : out)
        v = top > 0.0 ? v / top : 0.0;
    return out;
}

} // namespace

TempoEstimate estimateTempo(const OnsetEnvelope &env, const TempoSettings &s)
{
    TempoEstimate out;
    if (env.frameRate <= 0.0 || env.rawRms <= 0.0 || env.strength.size() < 16)
        return out;
    out.mixed = mix(env, s);
    out.tempogram = tempogram(out.mixed, env.frameRate);
    const Tempogram &tg = out.tempogram;
    if (tg.windows.empty())
        return out;
    std::vector<double> bpms; // from the fast end, so a tie keeps the faster tempo
    for (double bpm = s.maxBpm * 1.02; bpm >= s.minBpm * 0.98; bpm /= kBinRatio)
        bpms.push_back(bpm);
    const std::vector<double> fourier = s.fourierWeight > 0.0
                                            ? fourierSalience(out.mixed, env.frameRate, bpms)
                                            : std::vector<double>(bpms.size(), 1.0);
    std::vector<Bin> bins;
    for (std::size_t i = 0; i < bpms.size(); ++i) {
        const double lag = 60.0 * env.frameRate / bpms[i];
        const double f = std::pow(fourier[i], s.fourierWeight);
        bins.push_back({bpms[i], combSalience(tg, lag, s) * f * prior(bpms[i], s)});
    }
    std::vector<Bin> peaks;
    for (std::size_t i = 1; i + 1 < bins.size(); ++i) {
        const double a = bins[i - 1].score, b = bins[i].score, c = bins[i + 1].score;
        if (!(b > a && b >= c) || b <= 0.0)
            continue;
        const double denom = a - 2.0 * b + c; // parabolic refinement in log-tempo
        const double shift = denom < 0.0 ? std::clamp(0.5 * (a - c) / denom, -0.5, 0.5) : 0.0;
        // A peak just outside the range (the bins reach 2% past it) counts at the range's end.
        const double bpm = std::clamp(bins[i].bpm / std::pow(kBinRatio, shift), s.minBpm, s.maxBpm);
        peaks.push_back({bpm, b - 0.25 * (a - c) * shift});
    }
    if (peaks.empty())
        return out;
    std::stable_sort(peaks.begin(), peaks.end(),
                     [](const Bin &x, const Bin &y) { return x.score > y.score; });
    const double best = peaks.front().score;
    const double bestLag = 60.0 * env.frameRate / peaks.front().bpm;
    out.periodicity = std::clamp(tg.at(bestLag), 0.0, 1.0);
    // A rival that is not an octave of the winner (2:3, 3:4 ...) and scores nearly as well makes the
    // answer doubtful.
    double rival = 0.0;
    for (std::size_t i = 1; i < peaks.size(); ++i) {
        const double r = peaks[i].bpm / peaks.front().bpm;
        const double octave = std::abs(std::log2(r) - std::round(std::log2(r)));
        if (octave > 0.05) {
            rival = peaks[i].score / best;
            break;
        }
    }
    for (const Bin &p : peaks) {
        if (static_cast<int>(out.candidates.size()) >= s.maxCandidates)
            break;
        const double lag = 60.0 * env.frameRate / p.bpm;
        out.candidates.push_back({p.bpm, std::clamp(tg.at(lag) * p.score / best, 0.0, 1.0)});
    }
    out.confidence = std::clamp(out.periodicity * (1.5 - rival), 0.0, 1.0);
    out.candidates.front().confidence = out.confidence;
    out.found = out.confidence >= s.minConfidence;
    out.bpm = out.found ? out.candidates.front().bpm : 0.0;
    return out;
}

std::vector<double> localPeriods(const Tempogram &tg, double globalPeriod, double changePenalty,
                                 double deviationPenalty)
{
    const std::size_t w = tg.windows.size();
    if (w == 0 || globalPeriod <= 0.0)
        return {};
    std::vector<double> lags; // candidates 1% apart within +-30% of the global period
    for (double l = globalPeriod / 1.3; l <= globalPeriod * 1.3; l *= 1.01)
        lags.push_back(l);
    const std::size_t c = lags.size();
    std::vector<double> score(c), next(c);
    std::vector<std::vector<std::size_t>> back(w, std::vector<std::size_t>(c, 0));
    const auto local = [&](std::size_t win, std::size_t j) {
        const double d = std::log(lags[j] / globalPeriod);
        return tg.at(win, lags[j]) + 0.5 * tg.at(win, 2.0 * lags[j]) - deviationPenalty * d * d;
    };
    for (std::size_t j = 0; j < c; ++j)
        score[j] = local(0, j);
    for (std::size_t win = 1; win < w; ++win) {
        for (std::size_t j = 0; j < c; ++j) {
            double bestValue = -std::numeric_limits<double>::infinity();
            for (std::size_t i = 0; i < c; ++i) {
                const double d = std::log(lags[j] / lags[i]);
                const double v = score[i] - changePenalty * d * d;
                if (v > bestValue) {
                    bestValue = v;
                    back[win][j] = i;
                }
            }
            next[j] = bestValue + local(win, j);
        }
        score.swap(next);
    }
    std::size_t j = static_cast<std::size_t>(std::max_element(score.begin(), score.end()) - score.begin());
    std::vector<double> out(w);
    for (std::size_t win = w; win-- > 0;) {
        out[win] = lags[j];
        j = back[win][j];
    }
    return out;
}

} // namespace mapsmith
