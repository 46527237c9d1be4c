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

#include <memory>

namespace mapsmith {

/// The per-beat alignment view: the waveform around each of several consecutive beats (from half a beat
/// before to half a beat after), one row per beat, stacked so that the beat times line up in one column.
/// When the grid fits the music, every row's onset sits on the centre line; a grid that is early, late or
/// off-tempo shows as onsets left of, right of, or drifting across it.
class AlignmentView : public QWidget
{
    Q_OBJECT

public:
    static constexpr int kRows = 8;
    explicit AlignmentView(QWidget *parent = nullptr);

    void setAudio(std::shared_ptr<const DecodedAudio> audio);
    void setGrid(const BeatConfig &beat);
    /// The rows start at the beat at or after this time.
    void setAround(double seconds);
    std::int64_t firstBeat() const;

    QSize sizeHint() const override { return {240, 180}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    std::shared_ptr<const DecodedAudio> m_audio;
    Peaks m_peaks;
    BeatConfig m_beat;
    double m_around = 0.0;
};

} // namespace mapsmith
