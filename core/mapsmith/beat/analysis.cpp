// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Beat analysis pipeline: onset envelope (onset.cpp) -> tempogram and tempo (tempogram.cpp, tempo.cpp) ->
// local period (tempo.cpp) -> beats (beattrack.cpp) -> grid sections (gridfit.cpp) -> bar phase (meter.cpp).
// Source: D. P. W. Ellis, "Beat Tracking by Dynamic Programming", JNMR 36(1), 2007 (the three stages), with
// the changes named in each file.
// Complexity: O(S) for S samples (the FFTs of ~10 ms frames dominate), O(S / hop) memory beyond the input.
// Determinism: no randomness; each stage is deterministic.
#include <mapsmith/beat/analysis.h>
#include <mapsmith/beat/beattrack.h>
#include <mapsmith/beat/meter.h>
#include <mapsmith/beat/onset.h>
#include <mapsmith/util/runcontrol.h>

#include <algorithm>
#include <cmath>
#include <string>

namespace mapsmith {

namespace {

constexpr double kMinSeconds = 3.0;

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

// The period at every envelope frame: the tempogram windows' periods, linear between window centres. One
// value (the global period) when the local ones never leave it by more than 3%: a steady song keeps one.
std::vector<double> framePeriods(const Tempogram &tg, double global, std::size_t frames, double deviation)
{
    const std::vector<double> local = localPeriods(tg, global, 40.0, deviation);
    const bool drifts = std::any_of(local.begin(), local.end(),
                                    [global](double p) { return std::abs(p / global - 1.0) > 0.03; });
    if (!drifts)
        return {global};
    std::vector<double> out(frames);
    for (std::size_t f = 0; f < frames; ++f) {
        const double pos = (static_cast<double>(f) / tg.frameRate - tg.centre(0)) / tg.hopSeconds;
        const double clamped = std::clamp(pos, 0.0, static_cast<double>(local.size() - 1));
        const auto i = static_cast<std::size_t>(clamped);
        const double t = clamped - static_cast<double>(i);
        out[f] = i + 1 < local.size() ? (1.0 - t) * local[i] + t * local[i + 1] : local[i];
    }
    return out;
}

std::vector<float> mixGroups(const OnsetEnvelope &env, const std::array<double, 4> &w)
{
    std::vector<float> out(env.strength.size(), 0.0f);
    for (std::size_t i = 0; i < out.size(); ++i) {
        double v = w[3] * env.strength[i];
        for (std::size_t g = 0; g < 3; ++g)
            v += w[g] * env.groups[g][i];
        out[i] = static_cast<float>(v);
    }
    return out;
}

// bpm, offset and steadiness from the sections: the longest one's grid, its beat nearest time 0.
void applySections(BeatAnalysis &out)
{
    if (out.sections.empty())
        return;
    const auto longest = std::max_element(
        out.sections.begin(), out.sections.end(),
        [](const BeatSection &a, const BeatSection &b) { return a.beatCount < b.beatCount; });
    const double period = 60.0 / longest->bpm;
    out.bpm = longest->bpm;
    out.offset = longest->offset - std::floor((longest->offset - out.beats.front()) / period + 0.5) * period;
    out.steady = static_cast<double>(longest->beatCount) >= 0.9 * static_cast<double>(out.beats.size());
}

} // namespace

Result<BeatAnalysis> analyzeBeats(std::span<const float> mono, int sampleRate, const RunControl *control,
                                  const AnalysisSettings &settings)
{
    if (Status v = validate(mono, sampleRate); !v)
        return v.error();
    const auto cancelled = [control] { return control && control->cancelled(); };
    const auto report = [control](double f) {
        if (control)
            control->report(f);
    };
    const OnsetEnvelope env = onsetEnvelope(mono, sampleRate, settings.onset);
    if (cancelled())
        return Error::cancelled();
    report(0.6);
    const TempoEstimate tempo = estimateTempo(env, settings.tempo);
    BeatAnalysis out;
    out.candidates = tempo.candidates;
    out.confidence = tempo.confidence;
    report(0.7);
    if (cancelled())
        return Error::cancelled();
    if (!tempo.found)
        return out;
    const std::vector<float> onsets = mixGroups(env, settings.trackWeights);
    const double bpm = tempo.bpm;
    const auto track = [&](double b) {
        const double period = 60.0 * env.frameRate / b;
        return trackBeatFrames(onsets,
                               framePeriods(tempo.tempogram, period, onsets.size(), settings.localDeviation),
                               settings.track);
    };
    const std::vector<int> frames = track(bpm);
    report(0.9);
    if (cancelled())
        return Error::cancelled();
    for (int f : frames)
        out.beats.push_back(env.frameOffset + f / env.frameRate);
    out.found = out.beats.size() >= 2;
    if (!out.found)
        return out;
    out.sections = gridSections(out.beats, 60.0 / bpm, settings.sectionTolerance);
    applySections(out);
    const BarPhase bars = barPhase(env, frames);
    out.beatsPerBar = bars.beatsPerBar;
    out.barConfidence = bars.confidence;
    if (bars.beatsPerBar > 0)
        out.downbeat = out.beats[static_cast<std::size_t>(bars.firstDownbeat)];
    report(1.0);
    return out;
}

} // namespace mapsmith
