// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

// moc (Qt 6.4) cannot parse <compare>, which core headers may include.
#ifndef Q_MOC_RUN
#include <mapsmith/beat/beatconfig.h>
#include <mapsmith/beat/gridfit.h>
#endif

#include <QWidget>

#include <vector>

namespace mapsmith {

/// Where the grid drifts from the music along the whole song: for every tracked beat of the last detection,
/// how far (a share of a beat, early below the centre line, late above) it lies from the nearest line of
/// the grid being edited; inside the input window in green, outside in orange. The sections of the
/// detection are shaded bands, each labelled with its tempo, so a song that leaves one grid shows where.
/// A click seeks to that time.
class DriftView : public QWidget
{
    Q_OBJECT

public:
    explicit DriftView(QWidget *parent = nullptr);

    void setDuration(double seconds);
    void setBeats(std::vector<double> beats, std::vector<BeatSection> sections);
    void setGrid(const BeatConfig &beat);

    /// The signed distance of each beat from the grid's nearest line, in beats (-0.5..0.5): what is drawn.
    static std::vector<double> drift(const std::vector<double> &beats, const BeatConfig &grid);
    const std::vector<double> &drifts() const { return m_drift; }

    QSize sizeHint() const override { return {600, 64}; }

signals:
    void seekRequested(double seconds);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    double timeAt(double x) const;
    double xAt(double seconds) const;

    double m_duration = 0.0;
    std::vector<double> m_beats;
    std::vector<BeatSection> m_sections;
    std::vector<double> m_drift;
    BeatConfig m_grid;
};

} // namespace mapsmith
