// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "panels/sweeppanel.h"

#include "document/commands.h"
#include "document/mapdocument.h"
#include "i18n/coremessages.h"
#include "panels/reprohash.h"
#include "panels/sweephistogram.h"
#include "sweep/sweepjob.h"
#include "sweep/sweeptext.h"

#include <mapsmith/generate/registry.h>

#include <QEvent>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <cmath>

namespace mapsmith {

using SweepResult = Result<sweep::SweepStats>;

/// One run: the pool thread writes only these atomics and its own copies; the watcher lives on the GUI.
struct SweepPanel::Running
{
    std::atomic<bool> cancel{false};
    std::atomic<int> permille{0};
    QFutureWatcher<SweepResult> *watcher = nullptr;
};

SweepPanel::SweepPanel(MapDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_countLabel(new QLabel(this)), m_count(new QSpinBox(this)),
      m_runButton(new QPushButton(this)), m_cancelButton(new QPushButton(this)),
      m_progress(new QProgressBar(this)), m_summary(new QLabel(this)), m_table(new QTableWidget(this)),
      m_histogram(new SweepHistogram(this)), m_poll(new QTimer(this)),
      m_reproHash(new ReproHashLabel(document, this))
{
    m_count->setRange(1, 100000);
    m_count->setValue(200);
    m_count->setAccelerated(true);
    m_countLabel->setBuddy(m_count);
    m_progress->setRange(0, 1000);
    m_progress->setTextVisible(false);
    m_summary->setWordWrap(true);
    m_table->setColumnCount(5);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int c = 1; c < 5; ++c)
        m_table->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    auto *controls = new QHBoxLayout;
    controls->addWidget(m_countLabel);
    controls->addWidget(m_count);
    controls->addWidget(m_runButton);
    controls->addWidget(m_cancelButton);
    controls->addWidget(m_progress, 1);
    // Metrics on the left, the chosen one's histogram on the right (the dock sits under the map: wide).
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_table);
    split->addWidget(m_histogram);
    split->setStretchFactor(0, 0);
    split->setStretchFactor(1, 1);
    m_table->setMinimumWidth(200);
    split->setSizes({420, 1000});
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(m_summary);
    layout->addWidget(m_reproHash);
    layout->addWidget(split, 1);
    connect(m_runButton, &QPushButton::clicked, this, [this] { run(); });
    connect(m_cancelButton, &QPushButton::clicked, this, &SweepPanel::cancel);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &SweepPanel::showSelectedMetric);
    connect(m_histogram, &SweepHistogram::seedActivated, this, &SweepPanel::openSeed);
    connect(m_poll, &QTimer::timeout, this, [this] {
        if (m_running)
            m_progress->setValue(m_running->permille.load());
    });
    // A map no generator made (an imported level) has no seeds to sweep.
    connect(m_document, &MapDocument::mapChanged, this, &SweepPanel::updateState);
    updateState();
    retranslateUi();
}

SweepPanel::~SweepPanel()
{
    // The run stops soon after; it holds its own copy of the shared flags.
    if (m_running)
        m_running->cancel.store(true);
}

void SweepPanel::run(int count)
{
    if (m_running || !m_document->isGenerated())
        return;
    const int n = count > 0 ? count : m_count->value();
    SweepRequest request;
    request.config = m_document->config();
    request.firstSeed = request.config.seed;
    request.lastSeed = request.config.seed + static_cast<std::uint64_t>(n - 1);
    if (request.lastSeed < request.firstSeed) // the range would pass the largest seed
        request.lastSeed = UINT64_MAX;
    auto running = std::make_shared<Running>();
    running->watcher = new QFutureWatcher<SweepResult>(this);
    connect(running->watcher, &QFutureWatcher<SweepResult>::finished, this, &SweepPanel::onFinished);
    m_running = running;
    m_error.clear();
    m_cancelled = false;
    m_progress->setValue(0);
    running->watcher->setFuture(QtConcurrent::run([request, running] {
        RunControl control;
        control.cancel = &running->cancel;
        control.progress = [&running](double f) {
            running->permille.store(static_cast<int>(std::lround(f * 1000)));
        };
        return runSweep(builtinGenerators(), request, control);
    }));
    m_poll->start(100);
    updateState();
}

void SweepPanel::cancel()
{
    if (m_running)
        m_running->cancel.store(true);
}

void SweepPanel::onFinished()
{
    const std::shared_ptr<Running> running = std::move(m_running);
    m_running.reset();
    m_poll->stop();
    const SweepResult result = running->watcher->future().result();
    running->watcher->deleteLater();
    if (result) {
        m_stats = *result;
        m_progress->setValue(1000);
    } else if (result.error().kind == ErrorKind::Cancelled) {
        m_cancelled = true;
        m_progress->setValue(0);
    } else {
        m_error = trError(result.error());
    }
    showStats();
    updateState();
    emit finished();
}

void SweepPanel::showStats()
{
    const QString selected = m_table->currentRow() >= 0 && m_table->item(m_table->currentRow(), 0)
                                 ? m_table->item(m_table->currentRow(), 0)->data(Qt::UserRole).toString()
                                 : QString();
    m_table->setRowCount(0);
    retranslateUi();
    if (!m_stats)
        return;
    const sweep::SweepStats &s = *m_stats;
    for (std::size_t i = 0; i < s.specs.size(); ++i) {
        const auto &spec = s.specs[i];
        const auto &m = s.metrics[i];
        if (m.count == 0)
            continue; // the metric does not apply to these maps
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        auto *name = new QTableWidgetItem(sweepMetricLabel(spec));
        name->setData(Qt::UserRole, QString::fromStdString(spec.id));
        m_table->setItem(row, 0, name);
        const QStringList cells = {
            sweepValueText(spec, static_cast<double>(m.min)), sweepValueText(spec, m.mean(), 1),
            sweepValueText(spec, static_cast<double>(m.max)), sweepValueText(spec, m.stddev(), 1)};
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(row, c + 1, item);
        }
    }
    if (!selectMetric(selected) && m_table->rowCount() > 0)
        m_table->selectRow(0);
}

bool SweepPanel::selectMetric(const QString &id)
{
    for (int row = 0; row < m_table->rowCount(); ++row) {
        if (m_table->item(row, 0)->data(Qt::UserRole).toString() == id) {
            m_table->selectRow(row);
            showSelectedMetric();
            return true;
        }
    }
    return false;
}

void SweepPanel::showSelectedMetric()
{
    const int row = m_table->currentRow();
    if (!m_stats || row < 0 || !m_table->item(row, 0)) {
        m_histogram->clear();
        return;
    }
    const auto index =
        sweep::findMetric(m_stats->specs, m_table->item(row, 0)->data(Qt::UserRole).toString().toStdString());
    if (index < 0)
        return;
    m_histogram->setMetric(m_stats->specs[static_cast<std::size_t>(index)],
                           m_stats->metrics[static_cast<std::size_t>(index)], m_stats->seedCap);
}

void SweepPanel::openSeed(std::uint64_t seed)
{
    if (seed != m_document->config().seed)
        m_document->changeSeed(seed); // a baked map asks first, as the seed bar does
}

void SweepPanel::updateState()
{
    m_runButton->setEnabled(!m_running && m_document->isGenerated());
    m_count->setEnabled(!m_running);
    m_cancelButton->setEnabled(m_running != nullptr);
}

void SweepPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        showStats();
    }
    QWidget::changeEvent(event);
}

void SweepPanel::retranslateUi()
{
    m_countLabel->setText(tr("&Seeds:"));
    m_count->setToolTip(tr("How many seeds to sweep, from the current seed on"));
    m_runButton->setText(tr("&Run"));
    m_cancelButton->setText(tr("Cancel"));
    m_table->setHorizontalHeaderLabels({tr("Metric"), tr("Min"), tr("Mean"), tr("Max"), tr("Std. dev.")});
    if (!m_error.isEmpty()) {
        m_summary->setText(tr("The sweep failed: %1").arg(m_error));
    } else if (m_cancelled) {
        m_summary->setText(tr("Cancelled."));
    } else if (!m_stats) {
        m_summary->setText(tr("Run a sweep to see statistics over many seeds of this config."));
    } else {
        const auto &s = *m_stats;
        QString text = tr("Seeds %1 to %2: %n map(s)", nullptr,
                          static_cast<int>(s.seeds - static_cast<std::uint64_t>(s.failed.count)))
                           .arg(s.ranges.empty() ? 0 : s.ranges.front().first)
                           .arg(s.ranges.empty() ? 0 : s.ranges.back().second);
        if (const double share = s.solvableShare(); share >= 0)
            text += QStringLiteral(" · ") + tr("%1% solvable").arg(QLocale().toString(share * 100, 'f', 1));
        if (const double share = s.beatableShare(); share >= 0)
            text += QStringLiteral(" · ") + tr("%1% beatable").arg(QLocale().toString(share * 100, 'f', 1));
        if (s.failed.count > 0)
            text += QStringLiteral(" · ") + tr("%n not generated", nullptr, static_cast<int>(s.failed.count));
        std::int64_t failing = 0;
        const int checks = sweep::findMetric(s.specs, "checks_failed");
        if (checks >= 0) {
            const auto &m = s.metrics[static_cast<std::size_t>(checks)];
            const auto zero = m.bins.find(0);
            failing = m.count - (zero == m.bins.end() ? 0 : zero->second.count);
        }
        text += QStringLiteral(" · ") + tr("%n failing validation", nullptr, static_cast<int>(failing));
        m_summary->setText(text);
    }
}

} // namespace mapsmith
