// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include "generate/generator.h"
#include "io/config.h"
#include "render/renderer.h"

#include <QImage>
#include <cstdint>
#include <vector>

namespace mapsmith {

class GeneratorRegistry;

struct WallRequest
{
    Config config; ///< seed is ignored; seeds come from the range
    std::uint64_t firstSeed = 1;
    std::uint64_t lastSeed = 100; ///< inclusive; at most 10000 seeds
    WallOptions options;
    int jobs = 0; ///< worker threads; 0 = all cores
};

struct WallResult
{
    QImage image;
    std::vector<WallCell> cells;
};

/// Generates every seed of the range on `jobs` threads (QtConcurrent on a private pool) and renders the
/// wall. `control` cancels and receives progress (0..1). Used by `mapsmith wall` and the export dialog.
Result<WallResult> buildWall(const GeneratorRegistry &registry, const WallRequest &request,
                             const RunControl &control = {});

} // namespace mapsmith
