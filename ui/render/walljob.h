// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include "render/renderer.h"

#include <mapsmith/generate/generator.h>
#include <mapsmith/io/config.h>

#include <QImage>

#include <cstdint>
#include <string>
#include <vector>

namespace mapsmith {

class GeneratorRegistry;
namespace sweep {
struct MetricSpec;
}

struct WallRequest
{
    Config config; ///< seed is ignored; seeds come from the range
    /// The config's file: a `tileset:` section is read relative to its folder, and every thumbnail wears it.
    std::string configFile;
    std::uint64_t firstSeed = 1;
    std::uint64_t lastSeed = 100; ///< inclusive; at most 10000 seeds
    WallOptions options;
    int jobs = 0;        ///< worker threads; 0 = all cores
    std::string metric;  ///< a sweep metric id (sweep/metrics.h) to print under each seed; none when empty
    bool badges = false; ///< badge the seeds that fail one of the generator's checks
};

struct WallResult
{
    QImage image;
    std::vector<WallCell> cells;
};

/// What the wall says the number under each seed is: "Under each seed: Path length (tiles)" (the dialog and
/// the PNG's legend line alike).
QString wallLegend(const sweep::MetricSpec &spec);

/// Generates every seed of the range on `jobs` threads (QtConcurrent on a private pool) and renders the
/// wall. `control` cancels and receives progress (0..1). Used by `mapsmith wall` and the export dialog.
/// An unknown `metric` is BadInput naming the metrics the generator has.
Result<WallResult> buildWall(const GeneratorRegistry &registry, const WallRequest &request,
                             const RunControl &control = {});

} // namespace mapsmith
