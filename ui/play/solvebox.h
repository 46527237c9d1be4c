// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

// Core first: search/loderunnerrules.h names a member `slots`, which Qt's keyword macro would erase.
// clang-format off
#include <mapsmith/solve/solver.h>
// clang-format on

#include <QFutureWatcher>
#include <QTimer>
#include <QWidget>

#include <atomic>
#include <memory>
#include <optional>

class QLabel;
class QProgressBar;
class QPushButton;

namespace mapsmith {

class PlayView;

/// The Play dock's Solve box, shown for Lode Runner levels only: Solve runs the solver (solve/solver.h) on
/// the play's level, seed and hole time off the GUI thread, with a progress bar and Cancel; a solution is
/// then played back in the view as a replay (at the replay speed; Pause and Step work on it). Below: what
/// a designer reads (moves, digs, closest guard, gold reachable without digging, the gold that needs
/// digging as cells, marked on the map, time to solve) or why it gave up. It reads the view, never the
/// document: solving changes nothing but the view's play.
class SolveBox : public QWidget
{
    Q_OBJECT

public:
    explicit SolveBox(PlayView *view, QWidget *parent = nullptr);
    ~SolveBox() override;

    /// The view has a new level: shows the box for Lode Runner levels, drops the last result, cancels a
    /// solve in flight.
    void levelChanged();
    /// Seconds the solver may search (default 10); a larger one for long searches.
    void setTimeLimit(double seconds) { m_timeLimit = seconds; }
    bool isSolving() const { return m_job != nullptr; }
    /// A solve's thread still works (a cancelled one until it sees the flag).
    bool isWorking() const { return m_watcher.isRunning(); }
    /// The last finished solve (none while solving, after a cancel or a new level).
    const std::optional<Solution> &result() const { return m_result; }
    /// The result's text, as shown.
    QString resultText() const;
    QPushButton *solveButton() const { return m_solve; }
    QPushButton *cancelButton() const { return m_cancel; }
    QPushButton *stepButton() const { return m_step; }

public slots:
    void solve();
    void cancel();
    /// Plays the last solution back from the start.
    void playSolution();

signals:
    /// A solve ended: solved, gave up, failed or was cancelled.
    void finished();

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Job
    {
        std::atomic<bool> cancel{false};
        std::atomic<int> permille{0};
    };
    void onFinished();
    void showResult();
    void updateButtons();
    void retranslateUi();
    QString gaveUpText(const Solution &s) const;

    PlayView *m_view;
    double m_timeLimit = 10.0;
    std::shared_ptr<Job> m_job; // the solve in flight; null once it ended or was cancelled
    QFutureWatcher<Result<Solution>> m_watcher;
    QTimer m_poll; // the progress bar follows the job's progress
    std::optional<Solution> m_result;
    QString m_error;
    bool m_cancelled = false;
    QPushButton *m_solve;
    QPushButton *m_cancel;
    QPushButton *m_play;
    QPushButton *m_step;
    QProgressBar *m_progress;
    QLabel *m_text;
};

} // namespace mapsmith
