// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/generate/generator.h>
#include <mapsmith/io/config.h>
#include <mapsmith/sweep/stats.h>

#include <cstdint>

namespace mapsmith {

class GeneratorRegistry;

struct SweepRequest
{
    Config config; ///< seed is ignored; seeds come from the range
    std::uint64_t firstSeed = 1;
    std::uint64_t lastSeed = 100; ///< inclusive
    int jobs = 0;                 ///< worker threads; 0 = all cores
};

/// Generates and measures every seed of the range on `jobs` threads (QtConcurrent on a private pool, in
/// blocks of seeds so memory stays small) and adds them up in seed order: the result is the same for any
/// thread count. `control` cancels (Error::cancelled()) and receives progress (0..1). Used by
/// `mapsmith sweep` and the editor's seed sweep panel.
Result<sweep::SweepStats> runSweep(const GeneratorRegistry &registry, const SweepRequest &request,
                                   const RunControl &control = {});

} // namespace mapsmith
