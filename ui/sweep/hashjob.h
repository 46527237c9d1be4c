// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/generate/levelconfig.h>
#include <mapsmith/util/result.h>
#include <mapsmith/util/runcontrol.h>

#include <cstdint>

namespace mapsmith {

class GeneratorRegistry;

/// The reproducibility check of a config: combineHashes over mapHash of seeds first..last, the `combined`
/// line `mapsmith hash -c CONFIG --seeds first..last` prints. Runs the seeds on `jobs` threads
/// (QtConcurrent on a private pool; 0 = all cores); the result is the same for any count. A seed the
/// generator refuses is the error; `control` cancels (Error::cancelled()) and receives progress (0..1).
Result<std::uint64_t> reproducibilityHash(const GeneratorRegistry &registry, const Config &config,
                                          std::uint64_t first = 1, std::uint64_t last = 100, int jobs = 0,
                                          const RunControl &control = {});

} // namespace mapsmith
