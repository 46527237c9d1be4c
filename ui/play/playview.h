// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include "play/playclock.h"

#include <mapsmith/play/session.h>

#include <QColor>
#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QTimer>
#include <QWidget>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace mapsmith {

/// The play-test viewport: plays a map with the keyboard on a core PlaySession, driven by a timer at the
/// session's tempo. The session runs on play time from a PlayClock: the level's music when it has some (the
/// beat panel loaded it), else wall time minus pauses. It draws the map, the vision and
/// the light, the trail and solution of mazes, the rooms of towers, and a HUD (status, progress, beat,
/// judgement, combo, early/late histogram, the tile under the mouse). Keys: see helpText().
/// Keys of the dock itself: M goes back to the editor (editorRequested), N on a won maze asks for the next
/// maze (newMazeRequested), Space shows the maze's solution in red.
/// Replaying a log feeds its inputs at their times, scaled by the replay speed, through the same calls.
/// A new play is *ready*: drawn, its clock at 0 and its music silent, until the first click into the view or
/// the first game key starts it, as a browser game waits for its first click. While playing, the view losing
/// focus pauses the play (clock and music) and focus back resumes it; an explicit pause (button, P, the beat
/// panel) wins over focus. Replays are watched, not played: they run without focus.
///
/// No key is lost: keys typed while a new play is being prepared are played once it is ready; a game key
/// during a replay takes the play over from where the replay stands; a game key closes the help overlay
/// (which pauses the play while it is shown); only an explicit pause holds them; the editor's one-letter
/// shortcuts never take the viewport's keys (ShortcutOverride).
///
/// The camera shows the whole map when its cells are at least kFitCell pixels; otherwise it follows the
/// player at kFollowCell pixels per cell. The wheel zooms (kMinCell to kMaxCell), 0 goes back to the
/// automatic choice. Tiles, the player, enemies, pickups and the exit are the renderer's tile art
/// (render/tileart.h) with vision and light shaded over them; every colour comes from the palette.
class PlayView : public QWidget
{
    Q_OBJECT

public:
    explicit PlayView(QWidget *parent = nullptr);
    ~PlayView() override;

    /// Starts a new session on `map` (errors are shown in the HUD and the view stays idle).
    void setMap(const Map &map, std::uint64_t seed);
    const Map &map() const { return m_map; }
    std::uint64_t seed() const { return m_seed; }
    /// New options start the play over, except a change of the beat grid alone: the play goes on from now
    /// with the new grid (PlaySession::retime). A replay keeps its log's grids and takes the new one when
    /// it ends.
    void setOptions(const PlayOptions &options);
    const PlayOptions &options() const { return m_options; }

    bool hasSession() const { return m_session != nullptr; }
    const PlaySession &session() const { return *m_session; }
    /// Play time now, in seconds.
    double now() const;
    /// Where play time comes from from now on (null: wall time); the play starts over on it.
    void setClock(std::unique_ptr<PlayClock> clock);
    PlayClock &clock() const { return *m_clock; }
    /// Paused explicitly (the Pause button, P, the beat panel's pause of the shared music).
    bool isPaused() const { return m_paused; }
    /// A new play waiting for its first click or game key; its clock stands where it will start.
    bool isReady() const { return m_session && !m_started && !isReplaying(); }
    /// Paused because the view lost focus while playing; focus back resumes it.
    bool isFocusPaused() const { return m_focusPaused; }
    /// Play time advances: a started play, paused neither explicitly nor by focus, or a running replay.
    bool isRunning() const;
    bool isReplaying() const { return m_replayIndex >= 0 || m_pendingReplay; }
    void setReplaySpeed(double speed) { m_replaySpeed = speed; }
    double replaySpeed() const { return m_replaySpeed; }
    bool helpShown() const { return m_help; }
    bool solutionShown() const { return m_showSolution; }
    /// The colour the maze's solution is drawn in (its solution_colour parameter); unset: the palette's.
    void setSolutionColour(std::optional<QColor> colour);
    /// The HUD's lines, as drawn (tests read them).
    QStringList hudLines() const;
    /// The HUD's early/late histogram of this play's timing errors: kHistogramBins bins over the input
    /// window, early on the left, on time in the middle (empty outside rhythm mode).
    std::vector<int> timingHistogram() const;
    static constexpr int kHistogramBins = 11;
    /// The key reference of the help overlay.
    static QString helpText();
    /// The beat offset (seconds) that would centre this play's timing errors: the session's offset plus the
    /// median error (RhythmTracker::medianError), for the beat panel to apply.
    double suggestedOffset() const;
    /// The last error or notice shown in the HUD.
    QString message() const { return m_message; }

    /// Pixels per cell on screen now, and the map's rectangle in widget coordinates (it may reach past the
    /// viewport when the camera follows the player).
    double cellSize() const;
    QRectF mapRect() const;
    /// The part of the widget the map is drawn in (below the HUD).
    QRectF viewportArea() const;
    /// Zooms to `pixels` per cell (clamped); 0 goes back to the automatic choice.
    void setCellSize(double pixels);
    static constexpr double kFitCell = 20;
    static constexpr double kFollowCell = 28;
    static constexpr double kMinCell = 4;
    static constexpr double kMaxCell = 64;
    /// Keys waiting for the play being prepared.
    std::size_t pendingKeys() const { return m_pendingKeys.size(); }
    static constexpr std::size_t kMaxPendingKeys = 32;

    /// Saves the session (embedding the map) to `path`; false with message() set on error.
    bool saveTo(const QString &path);
    /// Loads a session file and replays it at the replay speed; false with message() set on error.
    bool loadFrom(const QString &path);

    /// Asks for a session file name: `save` true for saving. Default: a file dialog; tests inject one.
    using FileChooser = std::function<QString(bool save)>;
    void setFileChooser(FileChooser chooser) { m_chooser = std::move(chooser); }

    /// Replays `log` (a play of this level from its start, on the options' grid) up to `endTime`, at the
    /// replay speed: how the Solve box shows a solution.
    void playInputs(const std::vector<PlayInput> &log, double endTime);
    /// A paused replay goes on by one beat (the world's next tick) and stays paused.
    void stepReplay();
    /// Cells outlined on the map (the gold that needs digging); cleared by a new level.
    void setMarks(std::vector<Point> cells);
    const std::vector<Point> &marks() const { return m_marks; }

public slots:
    void restart();
    void setPaused(bool paused);
    /// Asks for a file name and saves the session there; the play stays on screen (":Q" also leaves).
    void saveSession();
    /// Shows or hides the key reference; the play is paused while it is shown.
    void setHelpShown(bool shown);
    /// The clock's source was paused or resumed from elsewhere (the beat panel pressed Play or Pause on the
    /// shared music): a play on screen that runs on the clock pauses or resumes with it.
    void followClock(bool running);
    /// Replays the current session's log from the start, at the replay speed.
    void replay();

signals:
    /// Anything on screen changed (the panel refreshes its labels).
    void stateChanged();
    /// setMap or a loaded session put another level (or seed) in the view.
    void levelChanged();
    /// ":Q" saved the session and left play mode.
    void quitRequested();
    /// M: leave play mode for the editor (the play is paused).
    void editorRequested();
    /// N on a won maze: play again with a new maze (the next seed).
    void newMazeRequested();

protected:
    void paintEvent(QPaintEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    bool event(QEvent *event) override;

private:
    struct Created
    {
        std::shared_ptr<PlaySession> session;
        QString error;
    };
    void createSession(bool forReplay);
    void onCreated();
    void onTick();
    void startReplay(const std::vector<PlayInput> &log, const std::vector<PlayRetime> &retimes,
                     const BeatSettings &startBeat, double endTime);
    /// Runs the replay's inputs and grid changes up to replay time t, in the order the play made them.
    void feedReplay(double t);
    /// Goes on with the options' grid if the session runs on another one (see setOptions).
    void retimeToOptions();
    /// Replay time: replays run on the wall clock at the replay speed, not on the music.
    double replayTime() const;
    void press(PlayKey key);
    /// Starts a ready play (its clock and music) from where it stands; false if it cannot start now.
    bool begin();
    /// Clock and music run exactly while isRunning() (call after changing a state flag).
    void syncClock(bool wasRunning);
    /// The centred hint at the bottom of the view: how to start or resume; empty when playing.
    QString hint() const;
    bool handleCommandKey(QKeyEvent *event);
    void toggleSolution();
    QPoint cellAt(QPointF pos) const;
    std::optional<PlayKey> gameKey(const QKeyEvent *event) const;
    // playpaint.cpp
    void paintGrid(QPainter &p, const PlaySession &s) const;
    void paintTower(QPainter &p, const PlaySession &s) const;
    void paintBeat(QPainter &p, const PlaySession &s) const;
    void paintHud(QPainter &p);

    Map m_map;
    std::uint64_t m_seed = 0;
    PlayOptions m_options;
    std::shared_ptr<PlaySession> m_session;
    QFutureWatcher<Created> m_creator;
    bool m_pendingReplay = false;
    bool m_stale = false; // the map or options changed while hidden
    QTimer m_timer;
    std::unique_ptr<PlayClock> m_clock;
    QElapsedTimer m_replayWall;
    double m_replayBase = 0.0;  // replay seconds before the current run of m_replayWall
    bool m_paused = false;      // explicitly
    bool m_started = false;     // the first click or game key came
    bool m_focusPaused = false; // the view lost focus while playing
    double m_readyAt = 0.0;     // play time a ready play starts from (0, or where a replay ended)
    // replay
    std::vector<PlayInput> m_replayLog;
    std::vector<PlayRetime> m_replayRetimes;
    std::size_t m_replayRetime = 0; // the next grid change to make
    BeatSettings m_replayBeat;      // the grid the replayed play started on
    double m_replayEnd = 0.0;
    int m_replayIndex = -1;
    double m_replaySpeed = 1.0;
    // ui state
    bool m_help = false;
    bool m_colon = false; // ':' typed, waiting for 'q'
    bool m_showSolution = false;
    std::vector<Point> m_solution;
    std::optional<QColor> m_solutionColour;
    std::vector<Point> m_marks;
    QFutureWatcher<std::vector<Point>> m_solver;
    QPoint m_hover{-1, -1};
    double m_cell = 0; // pixels per cell chosen by the wheel; 0: automatic
    std::vector<PlayKey> m_pendingKeys;
    bool m_preparing = false; // a session is being made for the play (createSession until onCreated)
    QString m_message;
    FileChooser m_chooser;
};

} // namespace mapsmith
