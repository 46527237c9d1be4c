// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "panels/sweephistogram.h"

#include "sweep/sweeptext.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>
#include <QValueAxis>

namespace mapsmith {

SweepHistogram::SweepHistogram(QWidget *parent)
    : QWidget(parent), m_chart(new QChart), m_view(new QChartView(m_chart, this)),
      m_barLabel(new QLabel(this)), m_seeds(new QListWidget(this))
{
    m_chart->legend()->hide();
    m_chart->setMargins(QMargins(2, 2, 2, 2));
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumHeight(180);
    m_seeds->setObjectName(QStringLiteral("sweepSeeds"));
    m_barLabel->setWordWrap(true);
    auto *listBox = new QVBoxLayout;
    listBox->addWidget(m_barLabel);
    listBox->addWidget(m_seeds, 1);
    // Seeds are short numbers: the list stays narrow and the chart gets the width.
    m_barLabel->setFixedWidth(150);
    m_seeds->setFixedWidth(150);
    m_view->setMinimumWidth(220);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view, 1);
    layout->addLayout(listBox);
    connect(m_seeds, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { emit seedActivated(item->data(Qt::UserRole).toULongLong()); });
    retranslateUi();
}

void SweepHistogram::clear()
{
    m_bars.clear();
    m_shownBar = -1;
    rebuildChart();
}

void SweepHistogram::setMetric(const sweep::MetricSpec &spec, const sweep::MetricStats &stats,
                               std::size_t seedCap)
{
    m_spec = spec;
    m_seedCap = seedCap;
    m_bars.clear();
    m_shownBar = -1;
    if (stats.count > 0 && !stats.bins.empty()) {
        // Every bin from the lowest to the highest, empty ones too: gaps show. Runs of `group` bins per bar.
        const std::int64_t lo = stats.bins.begin()->first;
        const std::int64_t hi = stats.bins.rbegin()->first;
        const std::int64_t group = (hi - lo) / kMaxBars + 1;
        for (std::int64_t first = lo; first <= hi; first += group)
            m_bars.push_back({first, std::min(hi, first + group - 1), {}});
        for (const auto &[bin, list] : stats.bins)
            m_bars[static_cast<std::size_t>((bin - lo) / group)].seeds.merge(list, seedCap);
    }
    rebuildChart();
}

void SweepHistogram::rebuildChart()
{
    m_chart->removeAllSeries();
    for (QAbstractAxis *axis : m_chart->axes()) {
        m_chart->removeAxis(axis); // gives the axis back to us
        delete axis;
    }
    m_set = nullptr;
    m_seeds->clear();
    retranslateUi();
    if (m_bars.empty())
        return;
    m_set = new QBarSet(QString());
    QStringList categories;
    qint64 highest = 0;
    for (const Bar &bar : m_bars) {
        *m_set << static_cast<qreal>(bar.seeds.count);
        categories << sweepBinLabel(m_spec, bar.firstBin, bar.lastBin);
        highest = std::max<qint64>(highest, bar.seeds.count);
    }
    m_set->setColor(palette().color(QPalette::Highlight));
    auto *series = new QBarSeries;
    series->setBarWidth(0.9);
    series->append(m_set);
    m_chart->addSeries(series);
    auto *x = new QBarCategoryAxis;
    x->append(categories);
    x->setLabelsAngle(categories.size() > 12 ? -90 : 0);
    auto *y = new QValueAxis;
    y->setRange(0, static_cast<qreal>(std::max<qint64>(1, highest)));
    y->setLabelFormat(QStringLiteral("%d"));
    y->applyNiceNumbers();
    m_chart->addAxis(x, Qt::AlignBottom);
    m_chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    connect(m_set, &QBarSet::clicked, this, &SweepHistogram::showBar);
}

void SweepHistogram::showBar(int index)
{
    if (index < 0 || index >= barCount())
        return;
    m_shownBar = index;
    m_seeds->clear();
    for (std::uint64_t seed : m_bars[static_cast<std::size_t>(index)].seeds.seeds) {
        auto *item = new QListWidgetItem(QString::number(seed), m_seeds);
        item->setData(Qt::UserRole, QVariant::fromValue<qulonglong>(seed));
    }
    retranslateUi();
}

void SweepHistogram::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void SweepHistogram::retranslateUi()
{
    m_seeds->setToolTip(tr("Double-click a seed to open it"));
    if (m_shownBar < 0) {
        m_barLabel->setText(m_bars.empty() ? tr("No values.") : tr("Click a bar to list its seeds."));
        return;
    }
    const Bar &bar = m_bars[static_cast<std::size_t>(m_shownBar)];
    QString text = tr("%1: %n seed(s)", nullptr, static_cast<int>(bar.seeds.count))
                       .arg(sweepBinText(m_spec, bar.firstBin, bar.lastBin));
    if (static_cast<std::int64_t>(bar.seeds.seeds.size()) < bar.seeds.count)
        text += QLatin1Char('\n') + tr("the first %1 listed").arg(bar.seeds.seeds.size());
    m_barLabel->setText(text);
}

} // namespace mapsmith
