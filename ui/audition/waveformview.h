// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include "audition/peaks.h"

// moc (Qt 6.4) cannot parse <compare>, which core headers may include.
#ifndef Q_MOC_RUN
#include "audio/decoder.h"

#include <mapsmith/beat/beatconfig.h>
#endif

#include <QWidget>

#include <cstdint>
#include <memory>
#include <optional>

namespace mapsmith {

/// A waveform with the beat grid over it. As an overview it shows the whole track, the bar lines and the
/// span the detail view shows; click or drag to move there. As a detail view it shows a zoomable span (wheel
/// zooms about the cursor) with every beat, bar lines stronger and numbered, the input windows shaded and the
/// playhead. In the detail view a click seeks; dragging a beat line moves the whole grid (offset), and
/// Shift+dragging it stretches the tempo about beat 0. The view never edits the document: it reports
/// gestures, and shows the grid it is given.
class WaveformView : public QWidget
{
    Q_OBJECT

public:
    enum class Mode { Overview, Detail };
    explicit WaveformView(Mode mode, QWidget *parent = nullptr);

    void setAudio(std::shared_ptr<const DecodedAudio> audio);
    void setGrid(const BeatConfig &beat);
    void setPlayhead(double seconds);
    /// The detail span (seconds); the overview draws it as a highlight.
    void setSpan(double start, double length);
    double spanStart() const { return m_start; }
    double spanLength() const { return m_length; }
    double playhead() const { return m_playhead; }
    double duration() const;

    /// Widget x of a time and back (in the current span).
    double xOf(double seconds) const;
    double timeAt(double x) const;

    QSize sizeHint() const override;

signals:
    void seekRequested(double seconds);
    void spanChanged(double start, double length);
    void gridDragStarted();
    void gridDragged(double bpm, double offset);
    void gridDragFinished();

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;

private:
    void paintWave(QPainter &p) const;
    void paintGrid(QPainter &p) const;
    /// The beat whose line is within a few pixels of x, or none.
    std::optional<std::int64_t> beatNear(double x) const;
    void clampSpan();

    Mode m_mode;
    std::shared_ptr<const DecodedAudio> m_audio;
    Peaks m_peaks;
    BeatConfig m_beat;
    double m_playhead = 0.0;
    double m_start = 0.0;
    double m_length = 8.0;
    // The drag in progress: the beat grabbed and the grid when it was grabbed.
    std::optional<std::int64_t> m_dragBeat;
    BeatConfig m_dragFrom;
    bool m_stretch = false;
    bool m_moved = false;
    double m_pressX = 0.0;
};

} // namespace mapsmith
