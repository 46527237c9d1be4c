// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "play/playpanel.h"

#include "audio/musictransport.h"
#include "audition/beatcommand.h"
#include "document/mapdocument.h"
#include "play/playview.h"
#include "play/solvebox.h"

#include <mapsmith/beat/beatconfig.h>
#include <mapsmith/generate/maze.h>

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QGridLayout>
#include <QKeyEvent>
#include <QPushButton>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

namespace mapsmith {

namespace {

/// Whether two maps are the same level to play: what a PlaySession reads of them.
bool playsAlike(const Map &a, const Map &b)
{
    return a.kind == b.kind && a.source.generator == b.source.generator && a.grid == b.grid &&
           a.tower == b.tower;
}

} // namespace

PlayPanel::PlayPanel(MapDocument *document, QWidget *parent) : PlayPanel(document, nullptr, parent) {}

PlayPanel::PlayPanel(MapDocument *document, MusicTransport *transport, QWidget *parent)
    : QWidget(parent), m_document(document), m_transport(transport ? transport : new MusicTransport(this)),
      m_view(new PlayView(this)), m_solveBox(new SolveBox(m_view, this)), m_rhythm(new QCheckBox(this)),
      m_vision(new QComboBox(this)), m_light(new QComboBox(this)), m_bpm(new QDoubleSpinBox(this)),
      m_speed(new QDoubleSpinBox(this)), m_restart(new QPushButton(this)), m_pause(new QPushButton(this)),
      m_replay(new QPushButton(this)), m_save(new QPushButton(this)), m_load(new QPushButton(this)),
      m_help(new QPushButton(this)), m_applyTiming(new QToolButton(this)),
      m_applyTimingAction(new QAction(this)), m_offset(new QDoubleSpinBox(this)),
      m_window(new QDoubleSpinBox(this)), m_visionRadius(new QSpinBox(this)),
      m_lightRadius(new QSpinBox(this)), m_chase(new QSpinBox(this)), m_holeBeats(new QSpinBox(this)),
      m_hp(new QSpinBox(this)), m_lights(new QComboBox(this)), m_more(new QToolButton(this)),
      m_options(nullptr), m_newMaze(new QPushButton(this))
{
    m_applyTimingAction->setObjectName(QStringLiteral("applyPlayTimingAction"));
    m_applyTimingAction->setEnabled(false);
    m_applyTiming->setDefaultAction(m_applyTimingAction);
    m_applyTiming->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_applyTiming->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    m_view->setObjectName(QStringLiteral("playView"));
    m_bpm->setRange(20.0, 400.0);
    m_bpm->setDecimals(1);
    m_bpm->setValue(120.0);
    m_speed->setRange(0.25, 16.0);
    m_speed->setSingleStep(0.25);
    m_speed->setValue(1.0);
    m_pause->setCheckable(true);
    m_pause->setObjectName(QStringLiteral("playPauseButton"));
    for (QWidget *w : std::initializer_list<QWidget *>{m_restart, m_pause, m_replay, m_save, m_load, m_help,
                                                       m_applyTiming})
        w->setFocusPolicy(Qt::NoFocus); // the keys stay with the viewport

    auto *grid = new QGridLayout;
    grid->addWidget(m_rhythm, 0, 0);
    grid->addWidget(m_vision, 0, 1);
    grid->addWidget(m_light, 0, 2);
    grid->addWidget(m_bpm, 0, 3);
    grid->addWidget(m_restart, 1, 0);
    grid->addWidget(m_pause, 1, 1);
    grid->addWidget(m_replay, 1, 2);
    grid->addWidget(m_speed, 1, 3);
    grid->addWidget(m_save, 2, 0);
    grid->addWidget(m_load, 2, 1);
    grid->addWidget(m_help, 2, 2);
    grid->addWidget(m_applyTiming, 2, 3);
    grid->addWidget(m_more, 3, 0);
    grid->addWidget(m_newMaze, 3, 1, 1, 3);
    m_options = makeOptionsRow();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(grid);
    layout->addWidget(m_options);
    layout->addWidget(m_solveBox);
    layout->addWidget(m_view, 1);

    connect(m_rhythm, &QCheckBox::toggled, this, &PlayPanel::pushPlayRules);
    connect(m_vision, &QComboBox::currentIndexChanged, this, &PlayPanel::pushPlayRules);
    connect(m_light, &QComboBox::currentIndexChanged, this, &PlayPanel::applyOptions);
    connect(m_bpm, &QDoubleSpinBox::editingFinished, this, [this] {
        BeatConfig beat = documentBeat();
        if (beat.bpm == m_bpm->value())
            return;
        beat.bpm = m_bpm->value();
        pushBeat(beat, [] { return tr("Change Tempo"); });
    });
    connect(m_view, &PlayView::editorRequested, this, &PlayPanel::editorRequested);
    connect(m_view, &PlayView::newMazeRequested, this, &PlayPanel::playNewMaze);
    connect(m_newMaze, &QPushButton::clicked, this, &PlayPanel::playNewMaze);
    // One action for the dock's button and the beat panel's: one code path, one undo step.
    connect(m_applyTimingAction, &QAction::triggered, this, [this] {
        BeatConfig beat = documentBeat();
        beat.offset = m_view->suggestedOffset();
        pushBeat(beat, [] { return tr("Apply Timing Correction"); });
    });
    connect(m_transport, &MusicTransport::musicChanged, this, &PlayPanel::updateClock);
    // The music's play and pause are the play's, whichever panel pressed them: the Pause button and the HUD
    // show the transport's state.
    connect(m_transport, &MusicTransport::playingChanged, this, [this](bool playing) {
        if (m_musicClock && m_active)
            m_view->followClock(playing);
    });
    connect(m_document, &MapDocument::configChanged, this, &PlayPanel::syncBeatFromDocument);
    connect(m_speed, &QDoubleSpinBox::valueChanged, m_view, &PlayView::setReplaySpeed);
    connect(m_restart, &QPushButton::clicked, m_view, &PlayView::restart);
    connect(m_pause, &QPushButton::toggled, this, [this](bool paused) {
        m_view->setPaused(paused);
        if (!paused)
            m_view->setFocus(); // a resume gives the keys back to the viewport
    });
    connect(m_replay, &QPushButton::clicked, m_view, &PlayView::replay);
    auto sendKey = [this](int key, const QString &text) {
        QKeyEvent press(QEvent::KeyPress, key, Qt::NoModifier, text);
        QCoreApplication::sendEvent(m_view, &press);
        m_view->setFocus();
    };
    // Save only saves: the dock stays (":Q" typed in the viewport is the one that also leaves play mode).
    connect(m_save, &QPushButton::clicked, this, [this] {
        m_view->saveSession();
        m_view->setFocus();
    });
    connect(m_load, &QPushButton::clicked, this, [sendKey] { sendKey(Qt::Key_L, QStringLiteral("L")); });
    connect(m_help, &QPushButton::clicked, this, [sendKey] { sendKey(Qt::Key_F1, QString()); });
    connect(m_view, &PlayView::stateChanged, this, [this] {
        updateTimingAction();
        const bool mazeWon = m_view->hasSession() && m_view->session().isMaze() &&
                             m_view->session().status() == PlayStatus::Won && !m_view->isReplaying();
        if (m_newMaze->isVisibleTo(this) != mazeWon)
            m_newMaze->setVisible(mazeWon);
        const QSignalBlocker block(m_pause);
        m_pause->setChecked(m_view->isPaused() || m_view->isFocusPaused());
        if (m_speed->value() != m_view->replaySpeed()) {
            const QSignalBlocker blockSpeed(m_speed);
            m_speed->setValue(m_view->replaySpeed());
        }
    });
    // A hidden panel takes the map only when shown: copying a huge map on every regeneration would stall
    // the window for nothing.
    const auto takeMap = [this] {
        m_mapStale = true;
        if (m_active)
            setActive(true);
    };
    connect(m_document, &MapDocument::mapChanged, this, takeMap);
    connect(m_document, &MapDocument::mapEdited, this, takeMap);
    retranslateUi();
    syncBeatFromDocument();
    updateClock();
}

PlayPanel::~PlayPanel()
{
    // ~QWidget closes the window before it deletes the children: the view's focus-out then pauses the music,
    // and neither the transport's nor the view's signals may reach this half-destroyed panel.
    if (m_transport)
        disconnect(m_transport, nullptr, this, nullptr);
    disconnect(m_view, nullptr, this, nullptr);
}

void PlayPanel::updateClock()
{
    const bool music = m_transport->hasMusic();
    if (music == m_musicClock)
        return;
    m_musicClock = music;
    m_view->setClock(music ? std::unique_ptr<PlayClock>(std::make_unique<MusicClock>(m_transport))
                           : std::make_unique<WallClock>());
}

void PlayPanel::updateTimingAction()
{
    const bool errors = m_view->hasSession() && !m_view->session().rhythm().errors().empty();
    const long ms = errors ? std::lround((m_view->suggestedOffset() - documentBeat().offset) * 1000.0) : 0;
    if (errors == m_applyTimingAction->isEnabled() && ms == m_shownCorrection)
        return;
    m_shownCorrection = ms;
    m_applyTimingAction->setEnabled(errors);
    m_applyTimingAction->setText(errors
                                     ? tr("Apply Play Timing (%1 ms)")
                                           .arg(ms > 0 ? QStringLiteral("+%1").arg(ms) : QString::number(ms))
                                     : tr("Apply Play Timing"));
}

BeatConfig PlayPanel::documentBeat() const
{
    return m_document->config().beat.value_or(BeatConfig{});
}

void PlayPanel::pushBeat(const BeatConfig &beat, std::function<QString()> text)
{
    m_document->undoStack()->push(new ChangeBeatCommand(m_document, beat, std::move(text)));
}

void PlayPanel::syncBeatFromDocument()
{
    const BeatConfig beat = documentBeat();
    const QSignalBlocker block(m_bpm);
    const QSignalBlocker blockOffset(m_offset);
    const QSignalBlocker blockWindow(m_window);
    m_bpm->setValue(beat.bpm);
    m_offset->setValue(beat.offset);
    m_window->setValue(beat.window);
    showDocumentOptions();
    applyOptions();
}

void PlayPanel::setActive(bool active)
{
    m_active = active;
    if (!m_active && m_view->isRunning())
        m_view->setPaused(true); // leaving play mode stops the play and its music (a ready play waits as is)
    if (m_active && m_mapStale) {
        m_mapStale = false;
        // A new map starts the level over (the player may stand in a new wall), and with it the music, so
        // the two stay in sync; a map the play already has (a regeneration to the same level) changes
        // nothing.
        const Map &map = m_document->map();
        // The maze's solution_colour plays alike in every colour: the viewport is told it apart.
        const auto rgb = mazeSolutionRgb(map.source.params);
        m_view->setSolutionColour(rgb ? std::optional<QColor>(QColor::fromRgb(static_cast<QRgb>(*rgb)))
                                      : std::nullopt);
        if (!m_document->hasMap() || !playsAlike(map, m_view->map()) || map.source.seed != m_view->seed() ||
            !m_view->hasSession())
            m_view->setMap(map, map.source.seed);
    }
}

void PlayPanel::applyOptions()
{
    PlayOptions o = m_view->options();
    o.rhythm = m_rhythm->isChecked();
    o.vision = static_cast<VisionMode>(std::max(0, m_vision->currentIndex()));
    o.lightMode = static_cast<LightMode>(std::max(0, m_light->currentIndex()));
    o.beat = documentOptions().beat;
    o.enemyHp = documentOptions().enemyHp;
    o.visionRadius = m_visionRadius->value();
    o.lightRadius = m_lightRadius->value();
    o.chaseRange = m_chase->value();
    o.holeBeats = m_holeBeats->value();
    o.hp = m_hp->value();
    o.lightsOn = m_lights->currentIndex() == 1 ? LightsOn::Taken : LightsOn::Start;
    m_view->setOptions(o);
}

void PlayPanel::retranslateUi()
{
    const QSignalBlocker b1(m_vision);
    const QSignalBlocker b2(m_light);
    const int vision = m_vision->currentIndex() < 0 ? 1 : m_vision->currentIndex();
    const int light = std::max(0, m_light->currentIndex());
    m_vision->clear();
    m_vision->addItems({tr("Vision: all"), tr("Vision: diamond"), tr("Vision: shadow casting")});
    m_vision->setCurrentIndex(vision);
    m_light->clear();
    m_light->addItems({tr("Light: Bresenham"), tr("Light: shadow casting")});
    m_light->setCurrentIndex(light);
    m_rhythm->setText(tr("Rhythm"));
    m_rhythm->setToolTip(tr("Moves count only on the beat; off the beat is a Miss"));
    m_bpm->setSuffix(tr(" BPM"));
    m_speed->setPrefix(tr("Replay "));
    m_speed->setSuffix(QStringLiteral("x"));
    m_restart->setText(tr("Restart"));
    m_restart->setToolTip(tr("Start again with the same seed (F5)"));
    m_pause->setText(tr("Pause"));
    m_replay->setText(tr("Replay"));
    m_replay->setToolTip(tr("Replay this play from the start (R)"));
    m_save->setText(tr("Save…"));
    m_save->setToolTip(tr("Save the session and stop (:Q)"));
    m_load->setText(tr("Load…"));
    m_load->setToolTip(tr("Load a session and replay it (L)"));
    m_help->setText(tr("Keys"));
    retranslateOptions();
    m_shownCorrection = -1; // re-text the action
    updateTimingAction();
    m_applyTimingAction->setToolTip(tr("Move the level's beat offset by the median timing error of this "
                                       "play, so the grid matches when you press"));
    // As wide as its longest text from the start: a correction appearing in rhythm mode must not widen the
    // dock and make the layout jump.
    m_applyTiming->setMinimumWidth(m_applyTiming->fontMetrics().horizontalAdvance(
                                       tr("Apply Play Timing (%1 ms)").arg(QStringLiteral("+0000"))) +
                                   24);
}

void PlayPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace mapsmith
