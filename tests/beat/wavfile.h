// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

// A mono 16-bit PCM WAV file's bytes, for the tests and benchmarks that hand real audio files to the CLI,
// the editor or other tools (no Qt: the benchmarks use it too).

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

namespace wavfile {

/// The 44-byte RIFF/WAVE header ("fmt " PCM, 1 channel, 16 bits) of `dataBytes` bytes of samples. Alone, with
/// the file resized past it, it makes a long WAV that takes no disk (a sparse file of silence).
inline std::string header(int sampleRate, std::uint32_t dataBytes)
{
    std::string out;
    const auto u32 = [&](std::uint32_t v) {
        for (int i = 0; i < 4; ++i)
            out.push_back(static_cast<char>((v >> (8 * i)) & 0xffu));
    };
    const auto u16 = [&](std::uint16_t v) {
        out.push_back(static_cast<char>(v & 0xffu));
        out.push_back(static_cast<char>((v >> 8) & 0xffu));
    };
    const auto rate = static_cast<std::uint32_t>(sampleRate);
    out += "RIFF";
    u32(36 + dataBytes);
    out += "WAVEfmt ";
    u32(16);       // size of the fmt chunk
    u16(1);        // PCM
    u16(1);        // channels
    u32(rate);     // samples per second
    u32(rate * 2); // bytes per second
    u16(2);        // bytes per frame
    u16(16);       // bits per sample
    out += "data";
    u32(dataBytes);
    return out;
}

/// The whole file: the header and the samples.
inline std::string bytes(const std::vector<std::int16_t> &samples, int sampleRate)
{
    std::string out = header(sampleRate, static_cast<std::uint32_t>(samples.size() * 2));
    for (std::int16_t s : samples) {
        const auto v = static_cast<std::uint16_t>(s);
        out.push_back(static_cast<char>(v & 0xffu));
        out.push_back(static_cast<char>((v >> 8) & 0xffu));
    }
    return out;
}

/// Samples in [-1, 1] (clamped) as 16-bit integers.
inline std::vector<std::int16_t> pcm16(const std::vector<float> &samples)
{
    std::vector<std::int16_t> out(samples.size());
    std::transform(samples.begin(), samples.end(), out.begin(), [](float v) {
        return static_cast<std::int16_t>(std::lround(std::clamp(v, -1.0f, 1.0f) * 32767));
    });
    return out;
}

} // namespace wavfile
