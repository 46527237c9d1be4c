// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <QElapsedTimer>
#include <QPointer>
#include <QString>

namespace mapsmith {

class MusicTransport;

/// Where the play-test takes its time from. The view starts the clock when a session begins (at 0, or where
/// a replay ended), pauses and resumes it, and stops it when play mode is left. Tests inject their own to
/// drive time by hand.
class PlayClock
{
public:
    virtual ~PlayClock() = default;
    /// Play time now, in seconds.
    virtual double now() const = 0;
    /// Runs from `at` seconds on.
    virtual void start(double at) = 0;
    virtual void setPaused(bool paused) = 0;
    /// Stops running (play mode left, or a session is being prepared); now() holds.
    virtual void stop() = 0;
    /// The music file this clock plays, without its folder; empty for a clock without music.
    virtual QString musicName() const { return {}; }
};

/// Wall time minus pauses: the play clock of a level without music (the metronome's time).
class WallClock : public PlayClock
{
public:
    double now() const override;
    void start(double at) override;
    void setPaused(bool paused) override;
    void stop() override;

private:
    QElapsedTimer m_wall;
    double m_base = 0.0; // play seconds before the current run
    bool m_running = false;
};

/// The music's position: the level's music is the clock, so the beats judged are the beats heard. start()
/// seeks the music and plays it; a pause pauses it and a resume goes back to where the play paused (the beat
/// panel may have moved the music meanwhile); stop() stops it if this clock was running it. Past the music's
/// end play time goes on with the wall clock from the end: the music's position stands still there (or goes
/// back to 0 as the player stops), and a play whose time stood still would freeze a falling runner, and with
/// it every key.
class MusicClock : public PlayClock
{
public:
    explicit MusicClock(MusicTransport *transport);
    double now() const override;
    void start(double at) override;
    void setPaused(bool paused) override;
    void stop() override;
    QString musicName() const override;

private:
    QPointer<MusicTransport> m_transport; // the window's, which may go first when the window closes
    double m_held = 0.0;                  // play time when paused or stopped
    bool m_running = false;
    mutable double m_last = 0.0;  // the latest position seen while running
    mutable bool m_ended = false; // the music ran out: wall time from m_last on
    mutable QElapsedTimer m_afterEnd;
};

} // namespace mapsmith
