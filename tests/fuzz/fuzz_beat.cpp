// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// Fuzz target: beat analysis of arbitrary PCM. The first byte picks the sample format (even: 16-bit
// integers scaled to [-1, 1]; odd: raw 32-bit floats, so NaN, infinities and huge values too); the next two
// the sample rate (1..65536 Hz); the rest are the samples. A result is an analysis or an Error; a found tempo
// is finite, and its beats ascend within the audio.

#include "fuzzing.h"

#include <mapsmith/beat/analysis.h>

#include <cmath>
#include <cstring>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace mapsmith;
    if (size < 3)
        return 0;
    const bool floats = data[0] % 2 == 1;
    const int sampleRate = 1 + (data[1] | (data[2] << 8));
    std::vector<float> samples;
    for (std::size_t i = 3; i + (floats ? 4 : 2) <= size; i += floats ? 4 : 2) {
        if (floats) {
            float f;
            std::memcpy(&f, data + i, sizeof f);
            samples.push_back(f);
        } else {
            const auto v = static_cast<std::int16_t>(data[i] | (data[i + 1] << 8));
            samples.push_back(static_cast<float>(v) / 32768.0f);
        }
    }
    auto analysis = analyzeBeats(samples, sampleRate);
    if (!analysis) {
        fuzzing::require(!analysis.error().message.empty(), "an error says what is wrong");
        return 0;
    }
    if (!analysis->found)
        return 0;
    fuzzing::require(std::isfinite(analysis->bpm) && std::isfinite(analysis->offset),
                     "a found tempo is finite");
    fuzzing::require(analysis->confidence >= 0.0 && analysis->confidence <= 1.0, "confidence is in 0..1");
    const double duration = double(samples.size()) / sampleRate;
    for (std::size_t i = 0; i < analysis->beats.size(); ++i) {
        fuzzing::require(std::isfinite(analysis->beats[i]), "beats are finite");
        fuzzing::require(i == 0 || analysis->beats[i] > analysis->beats[i - 1], "beats ascend");
        fuzzing::require(analysis->beats[i] >= 0.0 && analysis->beats[i] <= duration + 1.0,
                         "beats lie within the audio");
    }
    return 0;
}
