// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/sweep/stats.h>

#include <QWidget>

#include <atomic>
#include <memory>
#include <optional>

class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTimer;

namespace mapsmith {

class MapDocument;
class ReproHashLabel;
class SweepHistogram;

/// Seed sweep: statistics of N seeds of the document's config, from its seed on (runSweep off the GUI
/// thread with progress and cancel), a table of the metrics and a histogram of the selected one. Clicking a
/// bar lists its seeds; activating a seed opens it (MapDocument::changeSeed: on a baked map it asks first).
/// Under the summary, the config's reproducibility hash (ReproHashLabel), as `mapsmith hash` prints it.
class SweepPanel : public QWidget
{
    Q_OBJECT

public:
    explicit SweepPanel(MapDocument *document, QWidget *parent = nullptr);
    ~SweepPanel() override;

    /// Starts a sweep of `count` seeds (the spin box's value when 0). Does nothing while one runs.
    void run(int count = 0);
    void cancel();
    bool isRunning() const { return m_running != nullptr; }
    /// The last finished sweep's statistics.
    const std::optional<sweep::SweepStats> &stats() const { return m_stats; }
    /// Shows the histogram of metric `id`; false if the last sweep has no such metric.
    bool selectMetric(const QString &id);

    QSpinBox *countBox() const { return m_count; }
    QPushButton *runButton() const { return m_runButton; }
    QPushButton *cancelButton() const { return m_cancelButton; }
    QTableWidget *table() const { return m_table; }
    SweepHistogram *histogram() const { return m_histogram; }
    /// The config's reproducibility hash (seeds 1..100), kept current off the GUI thread.
    ReproHashLabel *reproHash() const { return m_reproHash; }

signals:
    void finished();

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Running;
    void onFinished();
    void showStats();
    void showSelectedMetric();
    void openSeed(std::uint64_t seed);
    void updateState();
    void retranslateUi();

    MapDocument *m_document;
    QLabel *m_countLabel;
    QSpinBox *m_count;
    QPushButton *m_runButton;
    QPushButton *m_cancelButton;
    QProgressBar *m_progress;
    QLabel *m_summary;
    QTableWidget *m_table;
    SweepHistogram *m_histogram;
    QTimer *m_poll;
    ReproHashLabel *m_reproHash;
    std::shared_ptr<Running> m_running;
    std::optional<sweep::SweepStats> m_stats;
    QString m_error;
    bool m_cancelled = false;
};

} // namespace mapsmith
