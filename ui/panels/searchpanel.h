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
class Replanner;
class SearchCompare;
class SearchOverlay;
class TracePlayer;
struct PathResult;
struct Replan;
struct RulesSpec;

/// The search stepper: picks movement rules and an algorithm (searches that do not apply to the rules are
/// disabled), a start and a goal (the map's own by default, a clicked cell, or a marker dragged on the map),
/// runs the search with a recorded trace and replays it on the map view through a SearchOverlay, a step at
/// a time, played by a timer or sought with a slider. It reads the document and never edits it. A new map
/// clears the replay; a hand edit while a path is shown repairs a kept D* Lite plan (grid rules) or runs
/// the search again, and the overlay shows the new path. Compare runs every applicable search on the same
/// start and goal off the GUI thread (SearchCompare).
class SearchPanel : public QWidget
{
    Q_OBJECT

public:
    SearchPanel(MapDocument *document, MapView *view, QWidget *parent = nullptr);
    ~SearchPanel() override;

    /// Maps with more cells than this are searched off the GUI thread.
    static constexpr long long kSyncCells = 512LL * 512LL;

    /// Rules choices, in combo order.
    enum class Rules { Grid4, Grid8, Beat, LodeRunner, LodeRunnerDigging };
    /// Whether `algorithm` (an index into searchAlgorithms()) runs under `rules`; JPS also needs every open
    /// tile to cost the same (`uniform`).
    static bool applicable(int algorithm, Rules rules, bool uniform);

    SearchOverlay *overlay() const { return m_overlay; }
    const TracePlayer *player() const { return m_player.get(); }
    bool hasResult() const { return m_result != nullptr; }
    const PathResult *result() const { return m_result.get(); }
    bool found() const;
    bool isSearching() const { return m_watcher.isRunning(); }
    /// The start and goal the next run uses: the picked cell, else the map's, else (-1, -1).
    QPoint startCell() const;
    QPoint goalCell() const;
    QComboBox *algorithmCombo() const { return m_algorithm; }
    QComboBox *rulesCombo() const { return m_rules; }
    Rules rules() const;
    RulesSpec rulesSpec() const;
    /// The last repair of the kept D* Lite plan after a hand edit: its expansions (-1: none since the run).
    long long lastReplanExpanded() const { return m_replanExpanded; }
    bool isReplanning() const { return m_replanWatcher.isRunning(); }
    bool isComparing() const;
    SearchCompare *comparison() const { return m_compareView; }
    QLabel *statsLabel() const { return m_stats; }
    QLabel *hoverLabel() const { return m_hover; }
    QTableWidget *compareTable() const;
    QSlider *positionSlider() const { return m_position; }
    QSlider *speedSlider() const { return m_speed; }

public slots:
    /// Searches and leaves the replay at its first step (the stepper's buttons take it from there).
    void run();
    /// What the Run button does: searches and plays the replay at the chosen speed.
    void runAndPlay();
    void compare();
    /// Shows the search of a comparison row on the map: chooses it and runs it to its end, the table kept.
    void showCompared(int algorithm);
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
    /// Drags the start and goal markers on the map view (Pan tool): press on a marker, move, release re-runs.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    enum class Picking { None, Start, Goal };
    /// Where the replay stands once a search finishes: its first step, playing, or its end (a re-run after
    /// an edit or a marker drag shows the new path at once).
    enum class AfterRun { First, Play, End };
    void runThen(AfterRun after);
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
    void onRulesChanged();
    void scanMap();
    void scanSome(int id);
    void updateApplicable();
    void onMapEdited(const QRect &tiles);
    void replan(const QRect &tiles);
    void onReplanFinished();
    void installReplan(Replan replan);
    bool dragMarker(QEvent *event);

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
    AfterRun m_afterRun = AfterRun::First;
    QFutureWatcher<void> m_watcher;
    std::shared_ptr<void> m_pending; ///< the off-thread run's output (a PendingRun)
    QTimer m_timer;
    std::size_t m_firstPathEvent = 0; ///< where the path-tracing events of the trace begin
    int m_stepsPerTick = 1;
    /// A replay at the default speed takes about this long, whatever the trace's length.
    static constexpr double kDefaultReplaySeconds = 5.0;
    static constexpr int kMaxStepsPerSecond = 20000;
    void applySpeed();
    QString costWithUnit(std::int32_t cost) const; ///< a Cost with the rules' unit
    std::shared_ptr<Replanner> m_replanner;        ///< D* Lite kept from the last run on grid rules
    QFutureWatcher<void> m_replanWatcher;
    std::shared_ptr<void> m_pendingReplan;
    QRect m_replanDirty; ///< edited tiles waiting for the running repair to end
    long long m_replanExpanded = -1;
    QString m_note; ///< a line under the stats (the last repair)
    bool m_uniform = true;
    int m_defaultRules = -1; ///< the rules the last map suggested
    int m_scanId = 0;        ///< the newest map scan (big maps are scanned a slice per event-loop turn)
    long long m_scanPos = 0; ///< tiles scanned so far
    bool m_scanLodeRunner = false;
    int m_scanCost = 0; ///< the cost of the first open tile seen (0: none yet)
    Picking m_dragging = Picking::None;
    bool m_keepComparison = false; ///< a run started from the comparison leaves the table

    QComboBox *m_rules = nullptr;
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
    QLabel *m_rulesLabel = nullptr;
    QLabel *m_algorithmLabel = nullptr;
    QSlider *m_speed = nullptr;
    QLabel *m_stats = nullptr;
    QLabel *m_hover = nullptr;
    SearchCompare *m_compareView = nullptr;
};

} // namespace mapsmith
