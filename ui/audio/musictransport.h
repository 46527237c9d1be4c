// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QString>

class QAudioOutput;
class QMediaPlayer;

namespace mapsmith {

/// The level's music, one player for the whole window: the beat panel auditions the grid against it and the
/// play-test takes its clock from it, so what is heard, the grid that is drawn and the beats that are judged
/// run on one clock. Owns the QMediaPlayer and its QAudioOutput.
///
/// position() is smoothed: the player reports its position coarsely, so it is the last reported position
/// advanced by the wall time since, and it never goes back while playing (only seek() and stop() move it
/// back).
///
/// Without a Qt Multimedia backend (media::ensureBackend) or an audio output (no sound card) the transport plays
/// silently: the position runs on wall time and
/// the player is left alone (Qt 6.4's FFmpeg backend crashes when it plays with no output device), so the
/// beat panel's playhead and the play-test's clock still run.
class MusicTransport : public QObject
{
    Q_OBJECT

public:
    explicit MusicTransport(QObject *parent = nullptr);
    ~MusicTransport() override;

    /// Makes `path` (an absolute file name, already decoded by the caller) the music, `durationSeconds`
    /// long; stops what was playing. An empty path means no music.
    void setMusic(const QString &path, double durationSeconds);
    bool hasMusic() const { return !m_path.isEmpty(); }
    QString path() const { return m_path; }
    /// The file name without its folder, for labels.
    QString fileName() const;
    double duration() const { return m_duration; }

    /// Whether the music is playing (a player still buffering is not).
    bool isPlaying() const;
    /// Whether it plays without sound (there is no audio output).
    bool isSilent() const { return m_silent; }
    /// Smoothed play position, in seconds.
    double position() const;

public slots:
    void play();
    void pause();
    /// Stops and rewinds to 0.
    void stop();
    void togglePlay();
    /// Moves to `seconds` (clamped to the music), playing or not.
    void seek(double seconds);

signals:
    /// The music changed (setMusic).
    void musicChanged();
    void playingChanged(bool playing);
    /// seek() moved the position.
    void seeked(double seconds);

private:
    void setReported(qint64 ms);
    void setSilentPlaying(bool playing);

    QMediaPlayer *m_player = nullptr; // null without a media backend
    QAudioOutput *m_output = nullptr;
    QString m_path;
    double m_duration = 0.0;
    qint64 m_reported = 0; // the player's last position, ms
    QElapsedTimer m_sinceReport;
    mutable double m_highest = 0.0; // the furthest position handed out while playing
    bool m_silent = false;          // no audio output when play() was last called
    bool m_silentPlaying = false;
};

} // namespace mapsmith
