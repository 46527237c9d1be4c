// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "sweep/sweeptext.h"

#include <QCoreApplication>
#include <QLocale>

namespace mapsmith {

namespace {

// core/sweep's English labels and units, listed here so that lupdate sees them (core is Qt-free).
[[maybe_unused]] constexpr const char *kLabels[] = {
    QT_TRANSLATE_NOOP("SweepMetric", "Floor share"),
    QT_TRANSLATE_NOOP("SweepMetric", "Start to exit path"),
    QT_TRANSLATE_NOOP("SweepMetric", "Solvable"),
    QT_TRANSLATE_NOOP("SweepMetric", "Beatable (solver)"),
    QT_TRANSLATE_NOOP("SweepMetric", "Dead ends"),
    QT_TRANSLATE_NOOP("SweepMetric", "Rooms"),
    QT_TRANSLATE_NOOP("SweepMetric", "Retries"),
    QT_TRANSLATE_NOOP("SweepMetric", "Checks failed"),
    QT_TRANSLATE_NOOP("SweepMetric", "Start-to-boss paths"),
    QT_TRANSLATE_NOOP("SweepMetric", "Edges"),
    QT_TRANSLATE_NOOP("SweepMetric", "Rooms on floor 0"),
    QT_TRANSLATE_NOOP("SweepMetric", "Elite rooms"),
    QT_TRANSLATE_NOOP("SweepMetric", "tiles"),
};

} // namespace

QString sweepMetricLabel(const sweep::MetricSpec &spec)
{
    const QString label = QCoreApplication::translate("SweepMetric", spec.label.c_str());
    if (spec.unit.empty())
        return label;
    return QStringLiteral("%1 (%2)").arg(label,
                                         QCoreApplication::translate("SweepMetric", spec.unit.c_str()));
}

QString sweepValueText(const sweep::MetricSpec &spec, double stored, int extraDecimals)
{
    return QLocale().toString(stored * spec.toValue(1), 'f', spec.decimals + extraDecimals);
}

QString sweepBinText(const sweep::MetricSpec &spec, std::int64_t firstBin, std::int64_t lastBin)
{
    const std::int64_t from = spec.binFrom(firstBin);
    // Whole numbers show their last value ("4 – 7"); decimals show where the next bin starts.
    const std::int64_t to = spec.binTo(lastBin) - (spec.decimals == 0 ? 1 : 0);
    if (to == from)
        return sweepValueText(spec, static_cast<double>(from));
    return QStringLiteral("%1 – %2").arg(sweepValueText(spec, static_cast<double>(from)),
                                         sweepValueText(spec, static_cast<double>(to)));
}

QString sweepBinLabel(const sweep::MetricSpec &spec, std::int64_t firstBin, std::int64_t lastBin)
{
    if (spec.decimals == 0)
        return sweepBinText(spec, firstBin, lastBin);
    // 'g' drops the zeros a fixed number of decimals would print: "49", "49.5".
    return QLocale().toString(spec.toValue(spec.binFrom(firstBin)), 'g', 12);
}

} // namespace mapsmith
