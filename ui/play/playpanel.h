// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <QPointer>
#include <QWidget>

#include <functional>

class QAction;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QPushButton;
class QSpinBox;
class QToolButton;

namespace mapsmith {

struct BeatConfig;
struct PlayOptions;
class MapDocument;
class MusicTransport;
class PlayView;
class SolveBox;

/// The play-test dock: a row of settings (rhythm mode, vision, light, tempo, replay speed) and buttons
/// (restart, pause, replay, save, load, keys) above the PlayView. It plays the document's current map and
/// starts over when the map changes. Its clock is the level's beat section (the one the beat panel edits):
/// the tempo box and "Apply timing" change that section through the undo stack, so the audition clock and
/// the play clock stay one clock. When the level's music is loaded (the transport has music), the play runs
/// on the music: restart plays it from 0, pause pauses it, leaving play mode pauses it; else on wall time.
class PlayPanel : public QWidget
{
    Q_OBJECT

public:
    /// A panel with a transport of its own (no music until something loads some into it).
    explicit PlayPanel(MapDocument *document, QWidget *parent = nullptr);
    /// A panel whose play clock is the music of `transport` (not owned; it outlives the panel).
    PlayPanel(MapDocument *document, MusicTransport *transport, QWidget *parent = nullptr);
    ~PlayPanel() override;

    PlayView *view() const { return m_view; }
    /// Solve (Lode Runner levels only): the solver's keys played back in the view.
    SolveBox *solveBox() const { return m_solveBox; }
    QCheckBox *rhythmBox() const { return m_rhythm; }
    QDoubleSpinBox *bpmBox() const { return m_bpm; }
    QToolButton *applyTimingButton() const { return m_applyTiming; }
    // The play options the CLI takes too (`mapsmith play --offset ... --hp`); the grid's (offset, window)
    // edit the level's beat section through the undo stack, as the tempo box does.
    QDoubleSpinBox *offsetBox() const { return m_offset; }
    QDoubleSpinBox *windowBox() const { return m_window; }
    QSpinBox *visionRadiusBox() const { return m_visionRadius; }
    QSpinBox *lightRadiusBox() const { return m_lightRadius; }
    QSpinBox *chaseRangeBox() const { return m_chase; }
    QSpinBox *holeBeatsBox() const { return m_holeBeats; }
    QSpinBox *hpBox() const { return m_hp; }
    QComboBox *lightsBox() const { return m_lights; }
    /// Shows or hides the row of options above (hidden at first: the dock stays compact).
    QToolButton *optionsButton() const { return m_more; }
    /// "Play Again with a New Maze": shown when a maze is won; the next seed, one undo step.
    QPushButton *newMazeButton() const { return m_newMaze; }

    /// "Apply Play Timing (+23 ms)": sets the level's beat offset to the one this play's median timing error
    /// suggests, as one undo step; enabled while the play has timing errors. The beat panel shows it too.
    QAction *applyTimingAction() const { return m_applyTimingAction; }

signals:
    /// M in the viewport: leave play mode for the editor (the main window gives the map the focus).
    void editorRequested();

public slots:
    /// Whether the panel is on screen (its dock's visibilityChanged). An inactive panel does not take the
    /// document's new maps: copying a huge map on every regeneration would stall the window for nothing.
    void setActive(bool active);

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyOptions();
    /// The option boxes (offset, window, radii, chase range, hole beats, health, lights) and their row.
    QWidget *makeOptionsRow();
    void retranslateOptions();
    /// The next seed, through the document (undo goes back to the maze just won).
    void playNewMaze();
    void retranslateUi();
    /// The level's beat settings (defaults when it has no beat section) into the box and the session.
    void syncBeatFromDocument();
    /// Pushes `beat` as the level's beat section (one undo step).
    void pushBeat(const BeatConfig &beat, std::function<QString()> text);
    BeatConfig documentBeat() const;
    /// The options the document's level plays by: the defaults, its beat section, its play section.
    PlayOptions documentOptions() const;
    /// The boxes of the level's play rules show documentOptions().
    void showDocumentOptions();
    /// A box of the play rules changed: the document's play section takes the boxes' values (one undo step).
    void pushPlayRules();
    /// The play clock: the transport's music when it has some, else wall time.
    void updateClock();
    /// The apply-timing action's text and state from the play's timing errors.
    void updateTimingAction();

    MapDocument *m_document;
    QPointer<MusicTransport> m_transport; // a window's may go first when the window closes
    bool m_musicClock = false;            // the view runs on m_transport's music
    long m_shownCorrection = 0;           // ms, as the action's text shows it
    bool m_mapStale = true;               // the document's map has not been taken since it changed
    bool m_active = false;
    PlayView *m_view;
    SolveBox *m_solveBox;
    QCheckBox *m_rhythm;
    QComboBox *m_vision;
    QComboBox *m_light;
    QDoubleSpinBox *m_bpm;
    QDoubleSpinBox *m_speed;
    QPushButton *m_restart;
    QPushButton *m_pause;
    QPushButton *m_replay;
    QPushButton *m_save;
    QPushButton *m_load;
    QPushButton *m_help;
    QToolButton *m_applyTiming;
    QAction *m_applyTimingAction;
    // The option row (playpaneloptions.cpp).
    QDoubleSpinBox *m_offset;
    QDoubleSpinBox *m_window;
    QSpinBox *m_visionRadius;
    QSpinBox *m_lightRadius;
    QSpinBox *m_chase;
    QSpinBox *m_holeBeats;
    QSpinBox *m_hp;
    QComboBox *m_lights;
    QToolButton *m_more;
    QWidget *m_options;
    QPushButton *m_newMaze;
};

} // namespace mapsmith
