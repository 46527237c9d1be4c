// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "play/playclock.h"

#include "audio/musictransport.h"

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
    return m_running && m_transport ? m_transport->position() : m_held;
}

void MusicClock::start(double at)
{
    m_held = at;
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
