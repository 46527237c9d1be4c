// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "audition/driftview.h"

#include <QEvent>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace mapsmith {

DriftView::DriftView(QWidget *parent) : QWidget(parent)
{
    setMinimumHeight(48);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setToolTip(tr("Where the grid drifts from the detected beats along the song: a dot per beat, late above "
                  "the line, early below; click to seek"));
}

void DriftView::setDuration(double seconds)
{
    m_duration = std::max(0.0, seconds);
    update();
}

void DriftView::setBeats(std::vector<double> beats, std::vector<BeatSection> sections)
{
    m_beats = std::move(beats);
    m_sections = std::move(sections);
    m_drift = drift(m_beats, m_grid);
    update();
}

void DriftView::setGrid(const BeatConfig &beat)
{
    m_grid = beat;
    m_drift = drift(m_beats, m_grid);
    update();
}

std::vector<double> DriftView::drift(const std::vector<double> &beats, const BeatConfig &grid)
{
    std::vector<double> out;
    if (!(grid.bpm > 0.0))
        return out;
    const double period = 60.0 / grid.bpm;
    for (double t : beats) {
        const double k = std::round((t - grid.offset) / period);
        out.push_back((t - (grid.offset + k * period)) / period);
    }
    return out;
}

double DriftView::xAt(double seconds) const
{
    return m_duration > 0.0 ? seconds / m_duration * width() : 0.0;
}

double DriftView::timeAt(double x) const
{
    return width() > 0 ? std::clamp(x / width(), 0.0, 1.0) * m_duration : 0.0;
}

void DriftView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), QColor(0x1c, 0x1e, 0x22));
    const double h = height(), mid = h / 2.0;
    for (std::size_t i = 0; i < m_sections.size(); ++i) {
        const BeatSection &s = m_sections[i];
        const QRectF band(QPointF(xAt(s.start), 0), QPointF(xAt(s.end), h));
        p.fillRect(band, i % 2 ? QColor(0x30, 0x34, 0x3c) : QColor(0x26, 0x2a, 0x30));
        if (m_sections.size() > 1) {
            p.setPen(s.steady ? QColor(0xa0, 0xa4, 0xac) : QColor(0xff, 0xa0, 0x40));
            p.drawText(band.adjusted(3, 1, 0, 0), Qt::AlignLeft | Qt::AlignTop,
                       s.steady ? tr("%1 BPM").arg(s.bpm, 0, 'f', 1)
                                : tr("drifting, %1 BPM").arg(s.bpm, 0, 'f', 1));
        }
    }
    // The input window around the centre line (a share of a beat either side; the strip spans half a beat).
    const double window = std::min(0.5, m_grid.window) / 0.5 * mid;
    p.fillRect(QRectF(0, mid - window, width(), 2 * window), QColor(0xff, 0xd0, 0x40, 24));
    p.setPen(QColor(0xff, 0xd0, 0x40, 140));
    p.drawLine(QPointF(0, mid), QPointF(width(), mid));
    if (m_beats.empty()) {
        p.setPen(QColor(0xa0, 0xa4, 0xac));
        p.drawText(rect(), Qt::AlignCenter, tr("Detect to see where the grid drifts from the beats"));
    }
    p.setPen(Qt::NoPen);
    for (std::size_t i = 0; i < m_beats.size() && i < m_drift.size(); ++i) {
        const bool inside = std::abs(m_drift[i]) <= m_grid.window;
        p.setBrush(inside ? QColor(0x60, 0xd0, 0x80) : QColor(0xff, 0x90, 0x30));
        p.drawEllipse(QPointF(xAt(m_beats[i]), mid - m_drift[i] / 0.5 * mid * 0.95), 2.2, 2.2);
    }
    p.setPen(QColor(0x60, 0x64, 0x6c));
    p.setBrush(Qt::NoBrush);
    p.drawRect(rect().adjusted(0, 0, -1, -1));
}

void DriftView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && m_duration > 0.0)
        emit seekRequested(timeAt(event->position().x()));
}

void DriftView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        setToolTip(tr("Where the grid drifts from the detected beats along the song: a dot per beat, late "
                      "above the line, early below; click to seek"));
        update();
    }
    QWidget::changeEvent(event);
}

} // namespace mapsmith
