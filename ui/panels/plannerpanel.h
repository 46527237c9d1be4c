// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <QFutureWatcher>
#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;

namespace mapsmith {

class MapDocument;
class MapView;
class PlanOverlay;

/// The gold planner: for maps with gold (Lode Runner) or lights (rooms), plans the collection order with the
/// greedy planner and an optimal one (exact bitmask BFS up to 14 targets on small maps, else Held-Karp up to
/// 20; more is refused with a message) in one QtConcurrent job, and shows both side by side: total moves,
/// the difference, the targets no walk reaches, and on the map each walk with numbered waypoints
/// (PlanOverlay). Once asked, it plans again after every map change. It never edits the document.
class PlannerPanel : public QWidget
{
    Q_OBJECT

public:
    PlannerPanel(MapDocument *document, MapView *view, QWidget *parent = nullptr);
    ~PlannerPanel() override;

    PlanOverlay *overlay() const { return m_overlay; }
    /// From plan() until its plans are shown.
    bool isPlanning() const { return m_planning; }
    bool hasPlans() const { return m_hasPlans; }
    int targetCount() const { return m_targets; }
    /// Total moves of each plan, -1 when there is none (refused or failed).
    int greedyMoves() const { return m_moves[0]; }
    int optimalMoves() const { return m_moves[1]; }
    QTableWidget *table() const { return m_table; }
    QLabel *differenceLabel() const { return m_difference; }
    QLabel *unreachableLabel() const { return m_unreachable; }
    QComboBox *showCombo() const { return m_show; }
    QPushButton *planButton() const { return m_planButton; }

public slots:
    void plan();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void onMapChanged();
    void clearPlans();
    void onFinished();
    void updateSummary();
    void updateVisibility();

    MapDocument *m_document;
    MapView *m_view;
    PlanOverlay *m_overlay;
    QFutureWatcher<void> m_watcher;
    std::shared_ptr<void> m_pending;
    int m_runId = 0;
    int m_targets = 0;
    int m_moves[2] = {-1, -1};
    bool m_hasPlans = false;
    bool m_planning = false;
    bool m_follow = false; ///< plan again on map changes (after the first Plan)
    QString m_errors[2];
    const char *m_optimalName = nullptr; ///< English, translated when shown

    QLabel *m_summary = nullptr;
    QPushButton *m_planButton = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_showLabel = nullptr;
    QComboBox *m_show = nullptr;
    QTableWidget *m_table = nullptr;
    QLabel *m_difference = nullptr;
    QLabel *m_unreachable = nullptr;
};

} // namespace mapsmith
