// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The beat panel's playback: QMediaPlayer plays the music through a QAudioOutput; a 10 ms timer moves the
// playhead (the player's position, advanced by the time since it last changed, so the head moves smoothly
// between the player's coarse updates) and fires the metronome: a QSoundEffect click, higher on bar beats, at
// the slider's volume, whenever the playhead passes a beat of the grid.
#include "audio/clickmix.h"
#include "audition/alignmentview.h"
#include "audition/beatpanel.h"
#include "audition/waveformview.h"

#include <QAudioOutput>
#include <QCheckBox>
#include <QFile>
#include <QMediaPlayer>
#include <QSlider>
#include <QSoundEffect>
#include <QTimer>
#include <QUrl>
#include <cmath>

namespace mapsmith {

namespace {

std::int64_t beatIndexAt(const BeatConfig &b, double t)
{
    return static_cast<std::int64_t>(std::floor((t - b.offset) * b.bpm / 60.0));
}

} // namespace

void BeatPanel::setupPlayback()
{
    m_player = new QMediaPlayer(this);
    m_output = new QAudioOutput(this);
    m_player->setAudioOutput(m_output);
    m_click = new QSoundEffect(this);
    m_barClick = new QSoundEffect(this);
    makeClicks();
    m_tick = new QTimer(this);
    m_tick->setInterval(10);
    m_tick->setTimerType(Qt::PreciseTimer);
    connect(m_tick, &QTimer::timeout, this, &BeatPanel::onTick);
    connect(m_player, &QMediaPlayer::positionChanged, this, [this](qint64 ms) {
        m_lastPosition = ms;
        m_sincePosition.restart();
    });
    connect(m_player, &QMediaPlayer::playbackStateChanged, this, [this](QMediaPlayer::PlaybackState state) {
        if (state == QMediaPlayer::PlayingState) {
            m_lastClickBeat = beatIndexAt(grid(), playPosition());
            m_tick->start();
        } else {
            m_tick->stop();
        }
    });
    connect(m_volume, &QSlider::valueChanged, this, [this](int v) {
        m_click->setVolume(static_cast<float>(v) / 100.0f);
        m_barClick->setVolume(static_cast<float>(v) / 100.0f);
    });
}

void BeatPanel::makeClicks()
{
    if (!m_clickDir.isValid())
        return;
    // Two 60 ms clicks made by the same code as the exported mix: beat 0 of a bar is the higher one.
    const std::vector<float> silence(static_cast<std::size_t>(0.06 * 44100), 0.0f);
    const auto write = [&](const QString &name, const std::vector<double> &beats) {
        QFile f(m_clickDir.filePath(name));
        if (f.open(QIODevice::WriteOnly))
            f.write(clickMixWav(silence, 44100, beats, 0.9, 2));
        return QUrl::fromLocalFile(f.fileName());
    };
    m_barClick->setSource(write(QStringLiteral("bar.wav"), {0.0}));
    m_click->setSource(write(QStringLiteral("beat.wav"), {-1.0, 0.0}));
    m_click->setVolume(static_cast<float>(m_volume->value()) / 100.0f);
    m_barClick->setVolume(static_cast<float>(m_volume->value()) / 100.0f);
}

void BeatPanel::setPlayerSource(const QString &path)
{
    m_player->stop();
    m_player->setSource(QUrl::fromLocalFile(path));
    m_lastPosition = 0;
    m_sincePosition.restart();
    m_overview->setPlayhead(0.0);
    m_detail->setPlayhead(0.0);
    m_alignment->setAround(0.0);
}

double BeatPanel::playPosition() const
{
    double t = static_cast<double>(m_lastPosition) / 1000.0;
    if (m_player->playbackState() == QMediaPlayer::PlayingState && m_sincePosition.isValid())
        t += static_cast<double>(m_sincePosition.elapsed()) / 1000.0 * m_player->playbackRate();
    return t;
}

void BeatPanel::togglePlay()
{
    if (!m_audio)
        return;
    if (m_player->playbackState() == QMediaPlayer::PlayingState)
        m_player->pause();
    else
        m_player->play();
}

void BeatPanel::seek(double seconds)
{
    if (!m_audio)
        return;
    seconds = std::clamp(seconds, 0.0, m_audio->durationSeconds);
    m_player->setPosition(static_cast<qint64>(std::llround(seconds * 1000.0)));
    m_lastPosition = static_cast<qint64>(std::llround(seconds * 1000.0));
    m_sincePosition.restart();
    m_lastClickBeat = beatIndexAt(grid(), seconds);
    m_overview->setPlayhead(seconds);
    m_detail->setPlayhead(seconds);
    m_alignment->setAround(seconds);
}

void BeatPanel::onTick()
{
    const double t = playPosition();
    m_overview->setPlayhead(t);
    m_detail->setPlayhead(t);
    // Keep the playhead in the detail view: page on when it leaves the span.
    if (t > m_detail->spanStart() + m_detail->spanLength() || t < m_detail->spanStart()) {
        m_detail->setSpan(t - 0.1 * m_detail->spanLength(), m_detail->spanLength());
        m_overview->setSpan(m_detail->spanStart(), m_detail->spanLength());
    }
    m_alignment->setAround(t);
    const BeatConfig b = grid();
    const std::int64_t beat = beatIndexAt(b, t);
    if (beat != m_lastClickBeat) {
        if (beat == m_lastClickBeat + 1 && m_metronome->isChecked()) {
            const int perBar = std::max(1, b.beatsPerBar);
            (((beat % perBar) + perBar) % perBar == 0 ? m_barClick : m_click)->play();
        }
        m_lastClickBeat = beat;
    }
}

} // namespace mapsmith
