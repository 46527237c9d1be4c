// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "audio/clickmix.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numbers>

namespace mapsmith {

namespace {

void putU32(QByteArray &out, std::uint32_t v)
{
    for (int i = 0; i < 4; ++i)
        out.append(static_cast<char>((v >> (8 * i)) & 0xffu));
}

void putU16(QByteArray &out, std::uint16_t v)
{
    out.append(static_cast<char>(v & 0xffu));
    out.append(static_cast<char>((v >> 8) & 0xffu));
}

constexpr double kClickSeconds = 0.03; ///< length of one click
constexpr double kClickDecay = 0.006;  ///< e-folding time of its envelope

} // namespace

QByteArray clickMixWav(const std::vector<float> &mono, int sampleRate, const std::vector<double> &beats,
                       double clickGain, int beatsPerBar)
{
    const auto perBar = static_cast<std::size_t>(std::max(1, beatsPerBar));
    const int rate = std::max(1, sampleRate);
    std::vector<double> mix(mono.begin(), mono.end());
    const auto clickLength = static_cast<std::size_t>(kClickSeconds * rate);
    for (std::size_t b = 0; b < beats.size(); ++b) {
        if (!std::isfinite(beats[b]) || beats[b] < 0.0)
            continue;
        const double frequency = b % perBar == 0 ? 2000.0 : 1500.0;
        const auto start = static_cast<std::size_t>(std::llround(beats[b] * rate));
        for (std::size_t i = 0; i < clickLength && start + i < mix.size(); ++i) {
            const double t = static_cast<double>(i) / rate;
            mix[start + i] +=
                clickGain * std::exp(-t / kClickDecay) * std::sin(2.0 * std::numbers::pi * frequency * t);
        }
    }

    const auto dataBytes = static_cast<std::uint32_t>(mix.size() * 2);
    QByteArray out;
    out.reserve(static_cast<qsizetype>(44 + dataBytes));
    out.append("RIFF", 4);
    putU32(out, 36 + dataBytes);
    out.append("WAVEfmt ", 8);
    putU32(out, 16);                                    // fmt chunk size
    putU16(out, 1);                                     // PCM
    putU16(out, 1);                                     // mono
    putU32(out, static_cast<std::uint32_t>(rate));      // sample rate
    putU32(out, static_cast<std::uint32_t>(rate) * 2u); // byte rate
    putU16(out, 2);                                     // block align
    putU16(out, 16);                                    // bits per sample
    out.append("data", 4);
    putU32(out, dataBytes);
    for (double v : mix) {
        const double clipped = std::isfinite(v) ? std::clamp(v, -1.0, 1.0) : 0.0;
        putU16(out, static_cast<std::uint16_t>(static_cast<std::int16_t>(std::lround(clipped * 32767.0))));
    }
    return out;
}

} // namespace mapsmith
