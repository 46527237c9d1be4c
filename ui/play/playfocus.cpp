// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// When a play's time runs: a new play is ready until the first click or game key; losing focus pauses it and
// focus back resumes it; an explicit pause wins over focus. The rules live here, apart from the drawing and
// the session plumbing, because every state change must leave the clock (and its music) running exactly
// while isRunning().
// clang-format off
#include "play/playview.h"
// clang-format on

#include <QFocusEvent>
#include <QMouseEvent>

namespace mapsmith {

bool PlayView::isRunning() const
{
    if (!m_session || m_paused || m_help)
        return false;
    return isReplaying() || (m_started && !m_focusPaused);
}

bool PlayView::begin()
{
    if (!isReady() || m_paused || m_help)
        return false;
    m_started = true;
    m_focusPaused = false;
    m_clock->start(m_readyAt); // the clock and the music start together
    emit stateChanged();
    update();
    return true;
}

void PlayView::syncClock(bool wasRunning)
{
    // A replay runs on its own wall time; a ready play's clock has not started yet.
    if (isReplaying() || !m_started || isRunning() == wasRunning)
        return;
    m_clock->setPaused(!isRunning());
}

void PlayView::setPaused(bool paused)
{
    const bool resumeFromFocus = !paused && m_focusPaused;
    if (paused == m_paused && !resumeFromFocus)
        return;
    if (m_replayIndex >= 0) {
        m_replayBase = replayTime();
        m_replayWall.start();
        m_paused = paused;
    } else {
        const bool was = isRunning();
        // First: the clock's music reports back (followClock) as it pauses or plays.
        m_paused = paused;
        if (!paused)
            m_focusPaused = false; // an explicit resume (the button, the beat panel) needs no focus
        syncClock(was);
    }
    emit stateChanged();
    update();
}

void PlayView::setHelpShown(bool shown)
{
    if (shown == m_help)
        return;
    if (m_replayIndex >= 0) {
        m_replayBase = replayTime(); // replay time stands still while the help is shown
        m_replayWall.start();
        m_help = shown;
    } else {
        const bool was = isRunning();
        m_help = shown;
        syncClock(was);
    }
    emit stateChanged();
    update();
}

void PlayView::followClock(bool running)
{
    if (!m_session || isReplaying() || !isVisible())
        return; // preparing (the music waits), replaying (wall time) or hidden (paused by the panel)
    if (!m_started)
        return; // ready: the beat panel auditions the music; the play waits for its first click
    if (!running && !isRunning())
        return; // the play paused its music itself (focus left, or a pause already made)
    setPaused(!running);
}

void PlayView::focusInEvent(QFocusEvent *event)
{
    QWidget::focusInEvent(event);
    if (m_focusPaused) {
        const bool was = isRunning();
        m_focusPaused = false;
        syncClock(was);
        emit stateChanged();
    }
    update();
}

void PlayView::focusOutEvent(QFocusEvent *event)
{
    QWidget::focusOutEvent(event);
    if (isRunning() && !isReplaying()) {
        m_focusPaused = true; // first: the music's pause reports back (followClock) and must be seen as ours
        syncClock(true);
        emit stateChanged();
    }
    update();
}

void PlayView::mousePressEvent(QMouseEvent *event)
{
    // The click has already given the view focus (StrongFocus); on a ready play it is also the start. A
    // click on the help closes it.
    if (event->button() == Qt::LeftButton && m_help)
        setHelpShown(false);
    if (event->button() == Qt::LeftButton && isReady())
        begin();
    QWidget::mousePressEvent(event);
}

QString PlayView::hint() const
{
    if (!m_session || m_help)
        return {};
    if (isReady() && !m_paused)
        return hasFocus() ? tr("Press a key or click to start") : tr("Click here to start");
    if (m_focusPaused && !m_paused)
        return tr("Paused · click to resume");
    if (!hasFocus() && !isReplaying() && !m_paused)
        return tr("Click here to play"); // running without focus (resumed from the beat panel)
    return {};
}

} // namespace mapsmith
