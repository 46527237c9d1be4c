// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/sweep/stats.h>

#include <QWidget>

#include <cstdint>
#include <utility>
#include <vector>

class QBarSet;
class QChart;
class QChartView;
class QLabel;
class QListWidget;

namespace mapsmith {

/// One metric of a seed sweep as a bar histogram (Qt Charts). Clicking a bar lists its seeds; activating a
/// seed (double-click, Enter) emits seedActivated. Many bins are shown as at most kMaxBars bars, each a run
/// of neighbouring bins.
class SweepHistogram : public QWidget
{
    Q_OBJECT

public:
    static constexpr int kMaxBars = 40;

    explicit SweepHistogram(QWidget *parent = nullptr);

    /// Shows `stats` of the metric `spec` (nothing when stats.count is 0).
    void setMetric(const sweep::MetricSpec &spec, const sweep::MetricStats &stats, std::size_t seedCap);
    void clear();

    QBarSet *barSet() const { return m_set; }
    QChartView *chartView() const { return m_view; }
    QListWidget *seedList() const { return m_seeds; }
    int barCount() const { return static_cast<int>(m_bars.size()); }
    /// The first and last histogram bin shown by bar `index`.
    std::pair<std::int64_t, std::int64_t> barBins(int index) const
    {
        const Bar &bar = m_bars.at(static_cast<std::size_t>(index));
        return {bar.firstBin, bar.lastBin};
    }
    /// Lists the seeds of bar `index` (what a click on it does).
    void showBar(int index);

signals:
    void seedActivated(std::uint64_t seed);

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Bar
    {
        std::int64_t firstBin = 0;
        std::int64_t lastBin = 0;
        sweep::SeedList seeds;
    };
    void rebuildChart();
    void retranslateUi();

    sweep::MetricSpec m_spec;
    std::vector<Bar> m_bars;
    std::size_t m_seedCap = sweep::kSeedCap;
    int m_shownBar = -1;
    QChart *m_chart;
    QChartView *m_view;
    QBarSet *m_set = nullptr;
    QLabel *m_barLabel;
    QListWidget *m_seeds;
};

} // namespace mapsmith
