// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "audition/peaks.h"

#include <algorithm>

namespace mapsmith {

Peaks::Peaks(const std::vector<float> *samples) : m_samples(samples)
{
    const std::size_t n = samples->size();
    m_blocks.reserve(n / kBlock + 1);
    for (std::size_t b = 0; b < n; b += kBlock) {
        const auto [lo, hi] =
            std::minmax_element(samples->begin() + static_cast<std::ptrdiff_t>(b),
                                samples->begin() + static_cast<std::ptrdiff_t>(std::min(n, b + kBlock)));
        m_blocks.emplace_back(*lo, *hi);
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
            lo = std::min(lo, m_blocks[static_cast<std::size_t>(b)].first);
            hi = std::max(hi, m_blocks[static_cast<std::size_t>(b)].second);
        }
        raw(lastWhole * block, to);
    }
    return {lo, hi};
}

} // namespace mapsmith
