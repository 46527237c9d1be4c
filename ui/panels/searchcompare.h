// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <QFutureWatcher>
#include <QHash>
#include <QString>
#include <QStringList>
#include <QWidget>

#include <vector>

class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;
class QTableWidgetItem;

namespace mapsmith {

struct GridMap;
struct RulesSpec;

/// One row of the comparison: what one search did on the shared start and goal.
struct CompareRow
{
    int row = 0;
    bool ran = false; ///< false: not applicable to the rules, or cancelled before its turn
    QString error;
    bool found = false;
    long long cost = 0; ///< meaningful when found
    long long expanded = 0;
    double ms = 0.0;
};

/// The comparison table of the search dock: runs every applicable search on the same map, start and goal
/// off the GUI thread (one QtConcurrent job that reports a row as each search ends), with a progress bar
/// and a Cancel button. Cancelling stops before the next search; the rows done so far stay.
class SearchCompare : public QWidget
{
    Q_OBJECT

public:
    explicit SearchCompare(QWidget *parent = nullptr);
    ~SearchCompare() override;

    /// The rows' search names, in the same order (after a language switch).
    void renameRows(const QStringList &names);
    /// `names` labels the rows (one per entry of searchAlgorithms()); `applicable[i]` says whether the
    /// i-th search runs under `rules`. A running comparison is cancelled first.
    void start(const GridMap &map, QPoint from, QPoint to, const RulesSpec &rules, const QStringList &names,
               const std::vector<bool> &applicable);
    void cancel();
    void clear();
    /// From start() until the rows show the outcome (finished() is emitted).
    bool isRunning() const { return m_running; }
    QTableWidget *table() const { return m_table; }
    QPushButton *cancelButton() const { return m_cancel; }

signals:
    void finished();
    /// A click on the row of a search that ran: `algorithm` indexes searchAlgorithms().
    void rowChosen(int algorithm);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void showRow(const CompareRow &row);
    /// Column 1 of `row`: `source` (an English status, translated when shown) and core's `error`, if any.
    void setStatus(int row, const char *source, const QString &error = QString());
    void wordStatus(QTableWidgetItem *item) const;
    static constexpr int kStatusSource = Qt::UserRole + 1;
    static constexpr int kStatusError = Qt::UserRole + 2;
    void onFinished();

    QTableWidget *m_table;
    QProgressBar *m_progress;
    QPushButton *m_cancel;
    QFutureWatcher<CompareRow> m_watcher;
    std::vector<bool> m_applicable;
    QHash<int, bool> m_ran; ///< rows whose search ran to an answer (a click shows it on the map)
    bool m_running = false;
};

} // namespace mapsmith
