// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "audition/peaks.h"

#include <algorithm>

namespace mapsmith {

Peaks::Peaks(const DecodedAudio *audio) : m_samples(&audio->mono)
{
    if (audio->peaks.size() == (audio->mono.size() + kBlock - 1) / kBlock) {
        m_blocks = &audio->peaks;
    } else {
        m_own = std::make_shared<const std::vector<std::pair<float, float>>>(blockPeaks(audio->mono, kBlock));
        m_blocks = m_own.get();
    }
}

std::pair<float, float> Peaks::range(std::ptrdiff_t from, std::ptrdiff_t to) const
{
    const auto n = static_cast<std::ptrdiff_t>(size());
    from = std::clamp<std::ptrdiff_t>(from, 0, n);
    to = std::clamp<std::ptrdiff_t>(to, 0, n);
    if (from >= to)
        return {0.0f, 0.0f};
    float lo = 1.0f, hi = -1.0f;
    const auto raw = [&](std::ptrdiff_t a, std::ptrdiff_t b) {
        for (std::ptrdiff_t i = a; i < b; ++i) {
            const float v = (*m_samples)[static_cast<std::size_t>(i)];
            lo = std::min(lo, v);
            hi = std::max(hi, v);
        }
    };
    const auto block = static_cast<std::ptrdiff_t>(kBlock);
    const std::ptrdiff_t firstWhole = (from + block - 1) / block;
    const std::ptrdiff_t lastWhole = to / block; // exclusive
    if (firstWhole >= lastWhole) {
        raw(from, to);
    } else {
        raw(from, firstWhole * block);
        for (std::ptrdiff_t b = firstWhole; b < lastWhole; ++b) {
            lo = std::min(lo, (*m_blocks)[static_cast<std::size_t>(b)].first);
            hi = std::max(hi, (*m_blocks)[static_cast<std::size_t>(b)].second);
        }
        raw(lastWhole * block, to);
    }
    return {lo, hi};
}

} // namespace mapsmith
