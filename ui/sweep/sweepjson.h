// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// The sweep file: SweepStats as one JSON object (docs/FORMATS.md, "Sweep statistics"), written by
// `mapsmith sweep --json` and read back by `mapsmith sweep --merge`.

#include <mapsmith/sweep/stats.h>

#include <QByteArray>
#include <QJsonObject>

#include <string>

namespace mapsmith {

/// Version of the sweep file (`mapsmith_sweep:`); raised when a reader of the old one would misread it.
inline constexpr int kSweepFormatVersion = 1;

QJsonObject sweepToJson(const sweep::SweepStats &stats);

/// Parses a sweep file. Errors name `fileName` and the line and column (bad JSON) or the JSON path of
/// the bad field ("metrics[2].histogram[0].count: ...").
Result<sweep::SweepStats> sweepFromJson(const QByteArray &text, const std::string &fileName);

} // namespace mapsmith
