// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

// Music synthesised for the beat tests and the beat benchmark (no binary fixtures): a drum pattern (kick on
// 1 and 3, snare on 2 and 4, hats, swung off-beats) or a soft pad with weak onsets, at a known tempo and
// offset, with optional white noise. Deterministic for a seed.

#include <mapsmith/random/rng.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numbers>
#include <vector>

namespace synthaudio {

using mapsmith::Rng;

constexpr int kRate = 44100;

struct Track
{
    double bpm = 120.0;
    double offset = 0.0; ///< time of beat 0 (seconds)
    double seconds = 20.0;
    double swing = 0.0; ///< 0 straight; 1 = off-beat eighths at 2/3 of the beat
    double noise = 0.0; ///< white noise amplitude added throughout
    bool pad = false;   ///< a soft pad (slow attacks) instead of drums
};

inline void addKick(std::vector<float> &out, std::size_t at, float gain)
{
    double phase = 0.0;
    for (std::size_t i = 0; i < static_cast<std::size_t>(0.25 * kRate) && at + i < out.size(); ++i) {
        const double t = static_cast<double>(i) / kRate;
        phase += 2.0 * std::numbers::pi * (50.0 + 100.0 * std::exp(-t / 0.03)) / kRate;
        out[at + i] += static_cast<float>(gain * std::exp(-t / 0.12) * std::sin(phase));
    }
}

inline void addBurst(std::vector<float> &out, std::size_t at, float gain, double decay, bool bright, Rng &rng)
{
    float last = 0.0f;
    for (std::size_t i = 0; i < static_cast<std::size_t>(6.0 * decay * kRate) && at + i < out.size(); ++i) {
        const float w = static_cast<float>(rng.real(-1.0, 1.0));
        const float s = bright ? w - last : w; // a first difference tilts the noise up for hats
        last = w;
        out[at + i] += static_cast<float>(gain * std::exp(-static_cast<double>(i) / kRate / decay)) * s;
    }
}

inline void addPadChord(std::vector<float> &out, std::size_t at, double length, int chord)
{
    static constexpr double roots[] = {330.0, 262.0, 294.0, 370.0};
    const double f0 = roots[chord % 4];
    for (std::size_t i = 0; i < static_cast<std::size_t>(length * kRate) && at + i < out.size(); ++i) {
        const double t = static_cast<double>(i) / kRate;
        const double env = std::min(1.0, t / 0.06) * std::exp(-t / 0.8); // 60 ms attack: a weak onset
        double v = 0.0;
        for (double ratio : {1.0, 1.5, 2.0}) // partials >= 4 FFT bins apart
            v += std::sin(2.0 * std::numbers::pi * f0 * ratio * t);
        out[at + i] += static_cast<float>(0.15 * env * v);
    }
}

inline std::vector<float> synth(const Track &tr, std::uint64_t seed)
{
    Rng rng(seed);
    std::vector<float> out(static_cast<std::size_t>(tr.seconds * kRate), 0.0f);
    const double beat = 60.0 / tr.bpm;
    const auto sample = [&](double t) { return static_cast<std::size_t>(std::llround(t * kRate)); };
    for (int n = 0; tr.offset + n * beat < tr.seconds; ++n) {
        const double t = tr.offset + n * beat;
        if (t < 0.0)
            continue;
        if (tr.pad) {
            addPadChord(out, sample(t), beat, n);
            continue;
        }
        if (n % 2 == 0)
            addKick(out, sample(t), 0.9f);
        else
            addBurst(out, sample(t), 0.5f, 0.06, false, rng); // snare on 2 and 4
        addBurst(out, sample(t), 0.12f, 0.015, true, rng);    // closed hat on the beat
        const double off = t + beat * (0.5 + tr.swing / 6.0);
        if (tr.bpm <= 150.0)
            addBurst(out, sample(off), 0.06f, 0.015, true, rng); // quieter hat on the (swung) off-beat
    }
    if (tr.noise > 0.0)
        for (float &s : out)
            s += static_cast<float>(tr.noise * rng.real(-1.0, 1.0));
    return out;
}

} // namespace synthaudio
