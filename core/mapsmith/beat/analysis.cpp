// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Beat analysis pipeline: onset envelope (onset.cpp) -> tempo (tempo.cpp) -> beats (beattrack.cpp) -> a
// least-squares grid through the beats for the final BPM and offset.
// Source: D. P. W. Ellis, "Beat Tracking by Dynamic Programming", JNMR 36(1), 2007 (the same three stages).
// Complexity: O(S log N) for S samples (dominated by the FFTs), O(S / hop) memory beyond the input.
// Determinism: no randomness; each stage is deterministic.
#include <mapsmith/beat/analysis.h>
#include <mapsmith/beat/beattrack.h>
#include <mapsmith/beat/onset.h>
#include <mapsmith/util/runcontrol.h>

#include <cmath>
#include <string>

namespace mapsmith {

namespace {

constexpr double kMinSeconds = 3.0;

struct GridFit
{
    double period = 0.0; ///< seconds per beat
    double first = 0.0;  ///< fitted time of beat index 0
};

// Least-squares line time = first + period * index, where each beat's index counts whole periods from the
// first beat (so a beat the tracker skipped does not bend the line).
GridFit fitGrid(const std::vector<double> &beats, double period)
{
    const std::size_t n = beats.size();
    std::vector<double> idx(n);
    for (std::size_t i = 0; i < n; ++i)
        idx[i] = std::round((beats[i] - beats[0]) / period);
    double mx = 0.0, my = 0.0;
    for (std::size_t i = 0; i < n; ++i) {
        mx += idx[i];
        my += beats[i];
    }
    mx /= static_cast<double>(n);
    my /= static_cast<double>(n);
    double sxy = 0.0, sxx = 0.0;
    for (std::size_t i = 0; i < n; ++i) {
        sxy += (idx[i] - mx) * (beats[i] - my);
        sxx += (idx[i] - mx) * (idx[i] - mx);
    }
    GridFit fit;
    fit.period = sxx > 0.0 ? sxy / sxx : period;
    fit.first = my - fit.period * mx;
    return fit;
}

Status validate(std::span<const float> mono, int sampleRate)
{
    if (sampleRate <= 0)
        return Error::badInput("beat analysis: sample rate must be positive (got " +
                               std::to_string(sampleRate) + ")");
    if (static_cast<double>(mono.size()) < kMinSeconds * sampleRate)
        return Error::badInput("beat analysis: need at least 3 seconds of audio (got " +
                               std::to_string(static_cast<double>(mono.size()) / sampleRate) + " s)");
    for (std::size_t i = 0; i < mono.size(); ++i)
        if (!std::isfinite(mono[i]))
            return Error::badInput("beat analysis: sample " + std::to_string(i) + " is not a finite number");
    return Ok{};
}

} // namespace

Result<BeatAnalysis> analyzeBeats(std::span<const float> mono, int sampleRate, const RunControl *control)
{
    if (Status v = validate(mono, sampleRate); !v)
        return v.error();
    const auto cancelled = [control] { return control && control->cancelled(); };
    const auto report = [control](double f) {
        if (control)
            control->report(f);
    };
    const OnsetEnvelope env = onsetEnvelope(mono, sampleRate);
    if (cancelled())
        return Error::cancelled();
    report(0.7);
    const TempoEstimate tempo = estimateTempo(env);
    BeatAnalysis out;
    out.candidates = tempo.candidates;
    out.confidence = tempo.confidence;
    report(0.8);
    if (cancelled())
        return Error::cancelled();
    if (!tempo.found)
        return out;
    out.beats = trackBeats(env, tempo.bpm);
    report(1.0);
    out.found = true;
    out.bpm = tempo.bpm;
    if (out.beats.size() >= 4) {
        const GridFit fit = fitGrid(out.beats, 60.0 / tempo.bpm);
        const double refined = 60.0 / fit.period;
        if (std::abs(refined / tempo.bpm - 1.0) < 0.05) { // the tracker agrees with the tempo: trust the fit
            out.bpm = refined;
            out.offset = fit.first;
        } else {
            out.offset = out.beats.front();
        }
    } else if (!out.beats.empty()) {
        out.offset = out.beats.front();
    }
    return out;
}

} // namespace mapsmith
