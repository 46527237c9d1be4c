// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/sweep/metrics.h>

#include <QString>

namespace mapsmith {

/// The metric's label in the user's language (context "SweepMetric"), with its unit: "Floor share (%)".
QString sweepMetricLabel(const sweep::MetricSpec &spec);

/// A stored value as text in the user's locale ("45.25").
QString sweepValueText(const sweep::MetricSpec &spec, double stored, int extraDecimals = 0);

/// The range of a histogram bin or a run of bins: "40 – 41", or "7" for a one-value bin.
QString sweepBinText(const sweep::MetricSpec &spec, std::int64_t firstBin, std::int64_t lastBin);

/// A short axis label for a bar: where it starts ("49" for a bin from 49.00), or "4 – 7" for a run of
/// whole numbers.
QString sweepBinLabel(const sweep::MetricSpec &spec, std::int64_t firstBin, std::int64_t lastBin);

} // namespace mapsmith
