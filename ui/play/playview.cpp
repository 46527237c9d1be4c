// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Core first: search/loderunnerrules.h names members that Qt's keyword macros (emit, slots) would erase.
// clang-format off
#include <mapsmith/search/pathfind.h>
#include <mapsmith/play/sessionfile.h>
#include "play/playview.h"
#include "i18n/coremessages.h"
// clang-format on

#include <mapsmith/generate/registry.h>

#include <QFile>
#include <QFileDialog>
#include <QKeyEvent>
#include <QSaveFile>
#include <QtConcurrent>

namespace mapsmith {

PlayView::PlayView(QWidget *parent) : QWidget(parent), m_clock(std::make_unique<WallClock>())
{
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setMinimumSize(240, 200);
    m_timer.setInterval(15);
    connect(&m_timer, &QTimer::timeout, this, &PlayView::onTick);
    connect(&m_creator, &QFutureWatcher<Created>::finished, this, &PlayView::onCreated);
    connect(&m_solver, &QFutureWatcher<std::vector<Point>>::finished, this, [this] {
        m_solution = m_solver.result();
        update();
    });
    m_chooser = [this](bool save) {
        const QString filter = tr("Play sessions (*.yaml)");
        return save ? QFileDialog::getSaveFileName(this, tr("Save Play Session"), {}, filter)
                    : QFileDialog::getOpenFileName(this, tr("Load Play Session"), {}, filter);
    };
}

PlayView::~PlayView()
{
    m_creator.waitForFinished();
    m_solver.waitForFinished();
}

void PlayView::setMap(const Map &map, std::uint64_t seed)
{
    m_map = map;
    m_seed = seed;
    m_marks.clear();
    emit levelChanged();
    restart();
}

void PlayView::setOptions(const PlayOptions &options)
{
    PlayOptions sameGrid = options;
    sameGrid.beat = m_options.beat;
    const bool gridOnly = sameGrid == m_options;
    const bool unchanged = gridOnly && options.beat == m_options.beat;
    m_options = options;
    if (unchanged)
        return;
    // Tuning the grid while playing keeps the play and its music going, as osu!'s editor plays on while the
    // timing changes: the next inputs are judged on the new grid.
    if (gridOnly && (m_session || m_stale || m_creator.isRunning())) {
        retimeToOptions();
        return;
    }
    restart();
}

void PlayView::retimeToOptions()
{
    if (!m_session || isReplaying() || m_session->options().beat == m_options.beat)
        return; // none yet (it will be made on these options), or a replay (its end retimes)
    if (Status s = m_session->retime(m_options.beat, now()); !s)
        m_message = trCoreMessage(s.error().message);
    emit stateChanged();
    update();
}

double PlayView::now() const
{
    if (m_replayIndex >= 0)
        return replayTime();
    return m_started ? m_clock->now() : m_readyAt; // a stopped clock may still hold the last play's time
}

double PlayView::replayTime() const
{
    const bool running = !m_paused && !m_help && m_replayWall.isValid();
    return m_replayBase +
           (running ? static_cast<double>(m_replayWall.nsecsElapsed()) * 1e-9 * m_replaySpeed : 0.0);
}

void PlayView::setClock(std::unique_ptr<PlayClock> clock)
{
    m_session.reset(); // first: stopping the music reports back (followClock)
    m_clock->stop();
    m_clock = clock ? std::move(clock) : std::make_unique<WallClock>();
    restart();
}

void PlayView::restart()
{
    // A hidden viewport (its dock behind another tab) does no work until it is shown.
    m_stale = !isVisible();
    if (m_stale) {
        m_timer.stop();
        m_session.reset(); // first: stopping the music reports back (followClock)
        m_clock->stop();
        return;
    }
    createSession(false);
}

void PlayView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        restart();
}

// A session on a large map takes a while to set up (rules, light, copies of the map): build it off the GUI
// thread; the newest request wins.
void PlayView::createSession(bool forReplay)
{
    m_timer.stop();
    m_session.reset(); // first: stopping the music reports back (followClock)
    m_clock->stop();   // the music waits for the new session
    m_replayIndex = -1;
    m_pendingReplay = forReplay;
    m_started = false;
    m_focusPaused = false;
    m_readyAt = 0.0;
    m_solution.clear();
    m_showSolution = false;
    m_message = tr("Preparing…");
    m_preparing = true;
    if (forReplay)
        m_pendingKeys.clear(); // a replay is watched: keys typed before it belong to the play it replaces
    const Map map = m_map;
    PlayOptions options = m_options;
    if (forReplay)
        options.beat = m_replayBeat; // the grid the replayed play started on
    const std::uint64_t seed = m_seed;
    m_creator.setFuture(QtConcurrent::run([map, options, seed] {
        Created out;
        auto session = PlaySession::create(map, options, seed);
        if (session)
            out.session = std::make_shared<PlaySession>(std::move(session).value());
        else
            out.error = trCoreMessage(session.error().message);
        return out;
    }));
    emit stateChanged();
    update();
}

void PlayView::onCreated()
{
    if (m_creator.isCanceled() || !m_creator.future().isResultReadyAt(0))
        return;
    const Created created = m_creator.result();
    m_preparing = false;
    if (created.session && !m_pendingReplay && created.session->options().beat != m_options.beat) {
        createSession(false); // the grid changed while this one was being made
        return;
    }
    m_session = created.session;
    m_message = created.error;
    m_paused = false;
    if (m_session && m_pendingReplay) {
        m_replayIndex = 0;
        m_replayRetime = 0;
        m_replayBase = 0.0;
        m_replayWall.start();
        m_message = tr("Replaying at %1x").arg(m_replaySpeed);
    }
    // else ready: the clock and the music wait for the first click or game key (begin)
    m_pendingReplay = false;
    if (m_session)
        m_timer.start();
    emit stateChanged();
    update();
    // Keys typed while the play was being prepared: the first starts it, as it would have.
    std::vector<PlayKey> keys;
    keys.swap(m_pendingKeys);
    for (PlayKey key : keys)
        press(key);
}

void PlayView::feedReplay(double t)
{
    const std::size_t n = m_replayLog.size();
    auto index = static_cast<std::size_t>(m_replayIndex);
    for (;;) {
        // A grid change comes after the inputs the play made before it, at its own time.
        const bool changeDue =
            m_replayRetime < m_replayRetimes.size() && m_replayRetimes[m_replayRetime].afterInputs <= index;
        if (changeDue) {
            const PlayRetime &c = m_replayRetimes[m_replayRetime];
            if (c.time > t)
                break;
            (void)m_session->retime(c.beat, c.time); // valid: the play made it
            ++m_replayRetime;
        } else if (index < n && m_replayLog[index].time <= t) {
            m_session->press(m_replayLog[index].key, m_replayLog[index].time);
            ++index;
        } else {
            break;
        }
    }
    m_replayIndex = static_cast<int>(index);
}

void PlayView::onTick()
{
    if (!m_session || m_paused || m_help)
        return;
    if (m_replayIndex >= 0) {
        // Replay time runs at the replay speed; the logged inputs are pressed at their own times.
        const double t = replayTime();
        feedReplay(t);
        m_session->advanceTo(std::min(t, m_replayEnd));
        if (m_replayIndex >= static_cast<int>(m_replayLog.size()) &&
            m_replayRetime >= m_replayRetimes.size() && t >= m_replayEnd) {
            m_replayIndex = -1;
            m_started = false; // ready to play on from where the replay ended, on the next click or key
            m_readyAt = m_replayEnd;
            m_message = tr("Replay finished");
            retimeToOptions(); // on the grid the level has now
        }
    } else if (isRunning()) {
        m_session->advanceTo(now());
    }
    emit stateChanged();
    update();
}

void PlayView::replay()
{
    if (!m_session)
        return;
    const std::vector<PlayInput> log = m_session->log();
    const std::vector<PlayRetime> retimes = m_session->retimes();
    const BeatSettings start = m_session->startBeat();
    const double end = m_session->time();
    startReplay(log, retimes, start, end);
}

void PlayView::startReplay(const std::vector<PlayInput> &log, const std::vector<PlayRetime> &retimes,
                           const BeatSettings &startBeat, double endTime)
{
    m_replayLog = log;
    m_replayRetimes = retimes;
    m_replayBeat = startBeat;
    m_replayEnd = endTime;
    createSession(true);
}

bool PlayView::saveTo(const QString &path)
{
    if (!m_session)
        return false;
    const std::string text = writeSession(recordOf(*m_session));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(QByteArray::fromStdString(text)) < 0 ||
        !file.commit()) {
        m_message = tr("%1: cannot write: %2").arg(path, file.errorString());
        update();
        return false;
    }
    m_message = tr("Saved %1").arg(path);
    update();
    return true;
}

bool PlayView::loadFrom(const QString &path)
{
    auto record = loadSession(QFile::encodeName(path).toStdString(), builtinGenerators());
    if (!record) {
        m_message = trError(record.error());
        update();
        return false;
    }
    m_map = record->map;
    m_seed = record->seed;
    m_options = record->options;
    if (!record->retimes.empty())
        m_options.beat = record->retimes.back().beat; // the grid the play ended on
    m_marks.clear();
    emit levelChanged();
    startReplay(record->inputs, record->retimes, record->options.beat, record->endTime);
    return true;
}

void PlayView::playInputs(const std::vector<PlayInput> &log, double endTime)
{
    startReplay(log, {}, m_options.beat, endTime);
}

void PlayView::stepReplay()
{
    if (!m_session || m_replayIndex < 0 || !m_paused)
        return;
    // Replay time stands at m_replayBase while paused: move it to the next beat's tick.
    const BeatClock &clock = m_session->clock();
    const double next = clock.timeOfBeat(m_session->beat() + 1) +
                        m_session->options().beat.window * clock.secondsPerBeat(); // its tick
    m_replayBase = std::min(std::max(m_replayBase, next), m_replayEnd);
    feedReplay(m_replayBase);
    m_session->advanceTo(m_replayBase);
    emit stateChanged();
    update();
}

void PlayView::setMarks(std::vector<Point> cells)
{
    m_marks = std::move(cells);
    update();
}

void PlayView::press(PlayKey key)
{
    if (!m_session) {
        if (m_preparing && !m_pendingReplay && m_pendingKeys.size() < kMaxPendingKeys)
            m_pendingKeys.push_back(key); // played when the session is ready (onCreated)
        return;
    }
    if (m_pendingReplay)
        return; // a replay is being prepared: it replaces this play
    if (m_help)
        setHelpShown(false); // the key is meant for the game
    if (m_paused)
        return; // an explicit pause holds the game keys too (the HUD says so); P or Pause resumes
    if (m_replayIndex >= 0) {
        // Take the play over where the replay stands: its state is a play's state at that time.
        const double t = replayTime();
        m_replayIndex = -1;
        m_replayLog.clear();
        m_replayRetimes.clear();
        m_started = true;
        m_focusPaused = false;
        m_clock->start(t);
        m_message = tr("Playing on from the replay");
        retimeToOptions();
    }
    if (!m_started && !begin())
        return;
    m_session->press(key, now());
    if (m_showSolution)
        toggleSolution(), toggleSolution(); // the solution starts from the player
    emit stateChanged();
    update();
}

void PlayView::toggleSolution()
{
    m_showSolution = !m_showSolution;
    m_solution.clear();
    if (!m_showSolution || !m_session || !m_map.grid.exit)
        return update();
    GridMap grid = m_map.grid;
    grid.tiles = m_session->tiles();
    PathRequest request;
    request.from = m_session->player();
    m_solver.setFuture(QtConcurrent::run([grid, request] {
        auto r = findPath(grid, request);
        return r && r->found ? r->path : std::vector<Point>{};
    }));
}

void PlayView::saveSession()
{
    if (const QString path = m_chooser ? m_chooser(true) : QString(); !path.isEmpty())
        saveTo(path);
}

bool PlayView::handleCommandKey(QKeyEvent *event)
{
    const int key = event->key();
    if (m_colon) {
        m_colon = false;
        if (key == Qt::Key_Q) { // ":Q" saves and leaves play mode
            const QString path = m_chooser ? m_chooser(true) : QString();
            if (!path.isEmpty() && saveTo(path)) {
                setPaused(true);
                emit quitRequested();
            }
            return true;
        }
    }
    switch (key) {
    case Qt::Key_Colon:
        m_colon = true;
        return true;
    case Qt::Key_F1:
    case Qt::Key_Question:
        setHelpShown(!m_help);
        return true;
    case Qt::Key_Escape:
        setHelpShown(false);
        return true;
    case Qt::Key_0:
        setCellSize(0);
        return true;
    case Qt::Key_P:
        setPaused(!m_paused);
        return true;
    case Qt::Key_F5:
        restart();
        return true;
    case Qt::Key_R:
        replay();
        return true;
    case Qt::Key_L:
        if (const QString path = m_chooser ? m_chooser(false) : QString(); !path.isEmpty())
            loadFrom(path);
        return true;
    case Qt::Key_Space:
        toggleSolution();
        return true;
    case Qt::Key_M: // back to the editor, as the world-exploration game's M goes back to its menu
        if (isRunning())
            setPaused(true);
        emit editorRequested();
        return true;
    case Qt::Key_N:
        if (m_session && m_session->isMaze() && m_session->status() == PlayStatus::Won && !isReplaying())
            emit newMazeRequested();
        return true;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        m_replaySpeed = std::min(16.0, m_replaySpeed * 2.0);
        emit stateChanged();
        return true;
    case Qt::Key_Minus:
        m_replaySpeed = std::max(0.25, m_replaySpeed / 2.0);
        emit stateChanged();
        return true;
    default:
        return false;
    }
}

void PlayView::keyPressEvent(QKeyEvent *event)
{
    if (event->isAutoRepeat() && m_options.rhythm) {
        event->accept(); // holding a key is no rhythm
        return;
    }
    if (handleCommandKey(event)) {
        event->accept();
        return;
    }
    const std::optional<PlayKey> key = gameKey(event);
    if (!key) {
        QWidget::keyPressEvent(event);
        return;
    }
    press(*key);
    event->accept();
}

std::optional<PlayKey> PlayView::gameKey(const QKeyEvent *event) const
{
    if (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))
        return std::nullopt; // the window's shortcuts
    std::optional<PlayKey> key;
    switch (event->key()) {
    case Qt::Key_Up:
        key = PlayKey::Up;
        break;
    case Qt::Key_Down:
        key = PlayKey::Down;
        break;
    case Qt::Key_Left:
        key = PlayKey::Left;
        break;
    case Qt::Key_Right:
        key = PlayKey::Right;
        break;
    case Qt::Key_Period:
        key = PlayKey::Wait;
        break;
    default: {
        const QString text = event->text();
        if (text.size() == 1 && text[0].unicode() < 128)
            key = playKeyFromChar(static_cast<char>(text[0].unicode()));
        if (!key && event->key() >= Qt::Key_A && event->key() <= Qt::Key_Z)
            key = playKeyFromChar(static_cast<char>('A' + (event->key() - Qt::Key_A)));
    }
    }
    return key;
}

// The editor's one-letter shortcuts (R rectangle, L line, E eraser, T tap tempo...) would take these keys
// from the viewport: a game or command key without a modifier is the viewport's.
bool PlayView::event(QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride) {
        auto *key = static_cast<QKeyEvent *>(event);
        const bool plain = !(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier));
        if (plain && (gameKey(key) || (key->key() >= Qt::Key_Space && key->key() <= Qt::Key_AsciiTilde) ||
                      key->key() == Qt::Key_Escape || key->key() == Qt::Key_F1 || key->key() == Qt::Key_F5)) {
            event->accept();
            return true;
        }
    }
    return QWidget::event(event);
}

void PlayView::leaveEvent(QEvent *event)
{
    QWidget::leaveEvent(event);
    m_hover = {-1, -1}; // the HUD's tile line follows the mouse, and the mouse is gone
    emit stateChanged();
    update();
}

void PlayView::mouseMoveEvent(QMouseEvent *event)
{
    m_hover = cellAt(event->position());
    emit stateChanged();
    update();
}

} // namespace mapsmith
