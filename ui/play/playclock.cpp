// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "play/playclock.h"

#include "audio/musictransport.h"

#include <algorithm>

namespace mapsmith {

double WallClock::now() const
{
    return m_base + (m_running && m_wall.isValid() ? static_cast<double>(m_wall.nsecsElapsed()) * 1e-9 : 0.0);
}

void WallClock::start(double at)
{
    m_base = at;
    m_running = true;
    m_wall.start();
}

void WallClock::setPaused(bool paused)
{
    if (paused == !m_running)
        return;
    m_base = now();
    m_running = !paused;
    m_wall.start();
}

void WallClock::stop()
{
    setPaused(true);
}

MusicClock::MusicClock(MusicTransport *transport) : m_transport(transport) {}

double MusicClock::now() const
{
    if (!m_running || !m_transport)
        return m_held;
    if (m_ended)
        return m_last + static_cast<double>(m_afterEnd.nsecsElapsed()) * 1e-9;
    const double position = m_transport->position();
    const double duration = m_transport->duration();
    // The end: the position reached the music's length, or the player stopped by itself (it went back).
    const bool atEnd = duration > 0 && position >= duration - 0.02;
    const bool stoppedByItself = !m_transport->isPlaying() && position + 0.5 < m_last;
    if (atEnd || stoppedByItself) {
        m_last = std::max(m_last, std::min(position, duration > 0 ? duration : position));
        m_ended = true;
        m_afterEnd.start();
        return m_last;
    }
    m_last = std::max(m_last, position);
    return position;
}

void MusicClock::start(double at)
{
    m_held = at;
    m_last = at;
    m_ended = false;
    if (!m_transport)
        return;
    m_transport->seek(at);
    m_transport->play();
    m_running = true;
}

void MusicClock::setPaused(bool paused)
{
    if (paused == !m_running)
        return;
    if (paused) {
        m_held = now();
        m_running = false;
        if (m_transport)
            m_transport->pause();
    } else {
        start(m_held);
    }
}

void MusicClock::stop()
{
    // Only the music this clock started: a hidden play that restarts on a grid edit must not stop the
    // music the beat panel is auditioning.
    if (!m_running)
        return;
    m_held = now();
    m_running = false;
    if (m_transport)
        m_transport->stop();
}

QString MusicClock::musicName() const
{
    return m_transport ? m_transport->fileName() : QString();
}

} // namespace mapsmith
