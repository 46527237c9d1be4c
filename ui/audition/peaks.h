// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include "audio/decoder.h"

#include <cstddef>
#include <memory>
#include <utility>
#include <vector>

namespace mapsmith {

/// Min/max of mono samples over any range, fast enough to draw a waveform at any zoom: blocks of kBlock
/// samples are summarised once (by the decoder, off the GUI thread: DecodedAudio::peaks), and a range reads
/// the whole blocks inside it plus the raw samples at its ends.
class Peaks
{
public:
    static constexpr std::size_t kBlock = DecodedAudio::kPeakBlock;

    Peaks() = default;
    /// Uses the audio's own peaks when they are there, else summarises the samples.
    explicit Peaks(const DecodedAudio *audio);

    /// {min, max} of samples [from, to) clamped to the data; {0, 0} for an empty range.
    std::pair<float, float> range(std::ptrdiff_t from, std::ptrdiff_t to) const;
    std::size_t size() const { return m_samples ? m_samples->size() : 0; }

private:
    const std::vector<float> *m_samples = nullptr; ///< not owned; outlives this (kept by the view)
    const std::vector<std::pair<float, float>> *m_blocks = nullptr;    ///< the audio's, or *m_own
    std::shared_ptr<const std::vector<std::pair<float, float>>> m_own; ///< shared: copies stay valid
};

} // namespace mapsmith
