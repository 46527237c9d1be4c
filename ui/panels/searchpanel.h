// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <QFutureWatcher>
#include <QPoint>
#include <QTimer>
#include <QWidget>
#include <memory>

class QComboBox;
class QLabel;
class QPushButton;
class QSlider;
class QTableWidget;
class QToolButton;

namespace mapsmith {

class MapDocument;
class MapView;
class SearchOverlay;
class TracePlayer;
struct PathResult;

/// The search stepper: picks an algorithm, a start and a goal (the map's own by default, or a clicked
/// cell), runs the search with a recorded trace and replays it on the map view through a SearchOverlay,
/// a step at a time, played by a timer or sought with a slider. It reads the document and never edits it;
/// a new or edited map clears the replay. Compare runs every algorithm on the same start and goal.
class SearchPanel : public QWidget
{
    Q_OBJECT

public:
    SearchPanel(MapDocument *document, MapView *view, QWidget *parent = nullptr);
    ~SearchPanel() override;

    /// Maps with more cells than this are searched off the GUI thread.
    static constexpr long long kSyncCells = 512LL * 512LL;

    SearchOverlay *overlay() const { return m_overlay; }
    const TracePlayer *player() const { return m_player.get(); }
    bool hasResult() const { return m_result != nullptr; }
    bool found() const;
    bool isSearching() const { return m_watcher.isRunning(); }
    /// The start and goal the next run uses: the picked cell, else the map's, else (-1, -1).
    QPoint startCell() const;
    QPoint goalCell() const;
    QComboBox *algorithmCombo() const { return m_algorithm; }
    QLabel *statsLabel() const { return m_stats; }
    QLabel *hoverLabel() const { return m_hover; }
    QTableWidget *compareTable() const { return m_compare; }
    QSlider *positionSlider() const { return m_position; }

public slots:
    void run();
    void compare();
    /// The next click on the map view chooses the start (or the goal).
    void pickStart();
    void pickGoal();
    void stepForward();
    void stepBack();
    void jumpToStart();
    void jumpToEnd();
    void setPlaying(bool playing);

protected:
    void changeEvent(QEvent *event) override;

private:
    enum class Picking { None, Start, Goal };
    void createWidgets();
    QWidget *createStepper();
    void retranslateUi();
    void onMapChanged();
    void clearResult();
    void onTilePicked(QPoint tile);
    void onFinished();
    void install(std::unique_ptr<PathResult> result);
    void seek(std::size_t position);
    void playerMoved();
    void updateEndpoints();
    void updateStats();
    void updateHover(QPoint tile);

    MapDocument *m_document;
    MapView *m_view;
    SearchOverlay *m_overlay;
    std::unique_ptr<PathResult> m_result;
    std::unique_ptr<TracePlayer> m_player;
    QString m_error;
    QPoint m_from{-1, -1}; ///< picked start, (-1, -1) = the map's
    QPoint m_to{-1, -1};
    Picking m_picking = Picking::None;
    int m_runId = 0;
    QFutureWatcher<void> m_watcher;
    std::shared_ptr<void> m_pending; ///< the off-thread run's output (a Result<PathResult>)
    QTimer m_timer;

    QComboBox *m_algorithm = nullptr;
    QPushButton *m_startButton = nullptr;
    QPushButton *m_goalButton = nullptr;
    QLabel *m_endpoints = nullptr;
    QPushButton *m_runButton = nullptr;
    QPushButton *m_compareButton = nullptr;
    QToolButton *m_first = nullptr;
    QToolButton *m_back = nullptr;
    QToolButton *m_play = nullptr;
    QToolButton *m_forward = nullptr;
    QToolButton *m_last = nullptr;
    QSlider *m_position = nullptr;
    QLabel *m_speedLabel = nullptr;
    QSlider *m_speed = nullptr;
    QLabel *m_stats = nullptr;
    QLabel *m_hover = nullptr;
    QTableWidget *m_compare = nullptr;
};

} // namespace mapsmith
