// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The beat panel's playback: the MusicTransport (shared with the play-test) plays the music, and the play
// button shows its state (the play-test pauses it too); a 10 ms timer moves the playhead (the transport's
// smoothed position) and fires the metronome: a QSoundEffect click, higher on bar beats, at the slider's
// volume, whenever the playhead passes a beat of the grid.
#include "audio/clickmix.h"
#include "audio/mediabackend.h"
#include "audio/musictransport.h"
#include "audition/alignmentview.h"
#include "audition/beatpanel.h"
#include "audition/waveformview.h"

#include <QCheckBox>
#include <QFile>
#include <QFontMetrics>
#include <QPushButton>
#include <QSlider>
#include <QSoundEffect>
#include <QStyle>
#include <QTimer>
#include <QUrl>

#include <algorithm>
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
    if (media::ensureBackend()) { // without a media backend the metronome stays silent
        m_click = new QSoundEffect(this);
        m_barClick = new QSoundEffect(this);
        makeClicks();
    }
    m_tick = new QTimer(this);
    m_tick->setInterval(10);
    m_tick->setTimerType(Qt::PreciseTimer);
    connect(m_tick, &QTimer::timeout, this, &BeatPanel::onTick);
    connect(m_transport, &MusicTransport::playingChanged, this, [this](bool playing) {
        updatePlayButton(); // the play-test pauses and resumes the shared music too
        if (playing) {
            m_lastClickBeat = beatIndexAt(grid(), playPosition());
            m_tick->start();
        } else {
            m_tick->stop();
        }
    });
    // The play-test seeks the shared music too (a restart goes back to 0): the playhead follows.
    connect(m_transport, &MusicTransport::seeked, this, [this](double seconds) {
        m_lastClickBeat = beatIndexAt(grid(), seconds);
        showPlayhead(seconds);
    });
    connect(m_volume, &QSlider::valueChanged, this, [this](int v) {
        if (!m_click)
            return;
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

void BeatPanel::setPlayerSource(const QString &path, double seconds)
{
    m_transport->setMusic(path, seconds);
    showPlayhead(0.0);
}

void BeatPanel::showPlayhead(double seconds)
{
    m_overview->setPlayhead(seconds);
    m_detail->setPlayhead(seconds);
    m_alignment->setAround(seconds);
}

void BeatPanel::updatePlayButton()
{
    const bool playing = m_transport->isPlaying();
    m_playButton->setText(playing ? tr("Pause") : tr("Play"));
    m_playButton->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    // As wide as the wider text, so the row does not shift when the text changes.
    const QFontMetrics metrics(m_playButton->font());
    const int text = std::max(metrics.horizontalAdvance(tr("Play")), metrics.horizontalAdvance(tr("Pause")));
    m_playButton->setMinimumWidth(text + m_playButton->iconSize().width() + 24);
}

double BeatPanel::playPosition() const
{
    return m_transport->position();
}

void BeatPanel::togglePlay()
{
    if (m_audio)
        m_transport->togglePlay();
}

void BeatPanel::seek(double seconds)
{
    if (m_audio)
        m_transport->seek(std::clamp(seconds, 0.0, m_audio->durationSeconds)); // seeked moves the playhead
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
            if (m_click)
                (((beat % perBar) + perBar) % perBar == 0 ? m_barClick : m_click)->play();
        }
        m_lastClickBeat = beat;
    }
}

} // namespace mapsmith
