// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <cstddef>
#include <utility>
#include <vector>

namespace mapsmith {

/// Min/max of mono samples over any range, fast enough to draw a waveform at any zoom: blocks of kBlock
/// samples are summarised once, and a range reads the whole blocks inside it plus the raw samples at its
/// ends.
class Peaks
{
public:
    static constexpr std::size_t kBlock = 256;

    Peaks() = default;
    explicit Peaks(const std::vector<float> *samples);

    /// {min, max} of samples [from, to) clamped to the data; {0, 0} for an empty range.
    std::pair<float, float> range(std::ptrdiff_t from, std::ptrdiff_t to) const;
    std::size_t size() const { return m_samples ? m_samples->size() : 0; }

private:
    const std::vector<float> *m_samples = nullptr; ///< not owned; outlives this (kept by the view)
    std::vector<std::pair<float, float>> m_blocks;
};

} // namespace mapsmith
