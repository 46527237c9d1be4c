// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <atomic>
#include <functional>

namespace mapsmith {

/// Lets a long run be abandoned (a newer parameter change) and report how far it got. Generators, beat
/// analysis and sweeps take one, so it lives in util/: none of them needs another's folder for it.
struct RunControl
{
    const std::atomic<bool> *cancel = nullptr;
    std::function<void(double)> progress; ///< 0..1; may be empty
    bool cancelled() const { return cancel && cancel->load(std::memory_order_relaxed); }
    void report(double fraction) const
    {
        if (progress)
            progress(fraction);
    }
};

} // namespace mapsmith
