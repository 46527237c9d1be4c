// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "audio/musictransport.h"

#include "audio/mediabackend.h"

#include <QAudioDevice>
#include <QAudioOutput>
#include <QFileInfo>
#include <QMediaDevices>
#include <QMediaPlayer>
#include <QUrl>

#include <algorithm>
#include <cmath>

namespace mapsmith {

MusicTransport::MusicTransport(QObject *parent) : QObject(parent)
{
    if (!media::ensureBackend())
        return; // no Qt Multimedia backend: every play is silent, on wall time
    m_player = new QMediaPlayer(this);
    m_output = new QAudioOutput(this);
    m_player->setAudioOutput(m_output);
    connect(m_player, &QMediaPlayer::positionChanged, this, [this](qint64 ms) {
        if (!m_silentPlaying) // silent music runs on wall time; the idle player's reports are stale
            setReported(ms);
    });
    connect(m_player, &QMediaPlayer::playbackStateChanged, this, [this](QMediaPlayer::PlaybackState state) {
        m_sinceReport.restart(); // extrapolate from the moment it starts, not from the last report
        emit playingChanged(state == QMediaPlayer::PlayingState);
    });
}

MusicTransport::~MusicTransport()
{
    if (m_player)
        m_player->disconnect(this); // no signals from a half-destroyed transport
}

void MusicTransport::setMusic(const QString &path, double durationSeconds)
{
    stop();
    m_path = path;
    m_duration = path.isEmpty() ? 0.0 : std::max(0.0, durationSeconds);
    if (m_player)
        m_player->setSource(path.isEmpty() ? QUrl() : QUrl::fromLocalFile(path));
    setReported(0);
    m_highest = 0.0;
    emit musicChanged();
}

QString MusicTransport::fileName() const
{
    return QFileInfo(m_path).fileName();
}

bool MusicTransport::isPlaying() const
{
    return m_silentPlaying || (m_player && m_player->playbackState() == QMediaPlayer::PlayingState);
}

double MusicTransport::position() const
{
    double t = static_cast<double>(m_reported) / 1000.0;
    if (!isPlaying())
        return t;
    if (m_sinceReport.isValid())
        t += static_cast<double>(m_sinceReport.nsecsElapsed()) * 1e-9 *
             (m_player ? m_player->playbackRate() : 1.0);
    if (m_silentPlaying)
        t = std::min(t, m_duration); // the silent music ends too
    // A report that lands behind the extrapolation must not move the clock back.
    m_highest = std::max(m_highest, t);
    return m_highest;
}

void MusicTransport::setReported(qint64 ms)
{
    m_reported = ms;
    m_sinceReport.restart();
}

void MusicTransport::setSilentPlaying(bool playing)
{
    if (playing == m_silentPlaying)
        return;
    if (!playing)
        m_reported = static_cast<qint64>(std::llround(position() * 1000.0));
    m_silentPlaying = playing;
    m_sinceReport.restart();
    emit playingChanged(playing);
}

void MusicTransport::play()
{
    if (!hasMusic() || isPlaying())
        return;
    m_silent = !m_player || QMediaDevices::defaultAudioOutput().isNull();
    if (m_silent)
        setSilentPlaying(true);
    else
        m_player->play();
}

void MusicTransport::pause()
{
    if (m_silentPlaying)
        setSilentPlaying(false);
    else if (m_player && m_player->playbackState() == QMediaPlayer::PlayingState)
        m_player->pause();
}

void MusicTransport::stop()
{
    setSilentPlaying(false);
    if (m_player && m_player->playbackState() != QMediaPlayer::StoppedState)
        m_player->stop();
    setReported(0);
    m_highest = 0.0;
}

void MusicTransport::togglePlay()
{
    if (isPlaying())
        pause();
    else
        play();
}

void MusicTransport::seek(double seconds)
{
    if (!hasMusic())
        return;
    seconds = std::clamp(seconds, 0.0, m_duration);
    const auto ms = static_cast<qint64>(std::llround(seconds * 1000.0));
    if (m_player)
        m_player->setPosition(ms);
    setReported(ms);
    m_highest = static_cast<double>(ms) / 1000.0;
    emit seeked(seconds); // unrounded: a click lands the playhead where it was clicked
}

} // namespace mapsmith
