// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "audition/alignmentview.h"

#include <QPainter>

#include <cmath>

namespace mapsmith {

AlignmentView::AlignmentView(QWidget *parent) : QWidget(parent)
{
    setMinimumSize(160, 120);
}

void AlignmentView::setAudio(std::shared_ptr<const DecodedAudio> audio)
{
    m_audio = std::move(audio);
    m_peaks = m_audio ? Peaks(m_audio.get()) : Peaks();
    update();
}

void AlignmentView::setGrid(const BeatConfig &beat)
{
    m_beat = beat;
    update();
}

void AlignmentView::setAround(double seconds)
{
    m_around = seconds;
    update();
}

std::int64_t AlignmentView::firstBeat() const
{
    const double period = 60.0 / m_beat.bpm;
    return static_cast<std::int64_t>(std::ceil((m_around - m_beat.offset) / period - 1e-9));
}

void AlignmentView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), QColor(0x1c, 0x1e, 0x22));
    const double w = width();
    const double rowH = static_cast<double>(height()) / kRows;
    // The input window around the centre line, as in the detail view.
    const double cx = w / 2.0;
    p.fillRect(QRectF(cx - m_beat.window * w, 0, 2 * m_beat.window * w, height()),
               QColor(0xff, 0xd0, 0x40, 34));
    if (m_audio && m_audio->sampleRate > 0) {
        const double period = 60.0 / m_beat.bpm;
        const double rate = m_audio->sampleRate;
        const std::int64_t first = firstBeat();
        for (int row = 0; row < kRows; ++row) {
            const double beatTime = m_beat.offset + static_cast<double>(first + row) * period;
            const double mid = rowH * (row + 0.5);
            p.setPen(QColor(0x8c, 0xc8, 0xff));
            for (int x = 0; x < width(); ++x) {
                const double t0 = beatTime + (x / w - 0.5) * period;
                const double t1 = beatTime + ((x + 1) / w - 0.5) * period;
                const auto from = static_cast<std::ptrdiff_t>(std::floor(t0 * rate));
                const auto to = std::max(from + 1, static_cast<std::ptrdiff_t>(std::floor(t1 * rate)));
                const auto [lo, hi] = m_peaks.range(from, to);
                p.drawLine(QPointF(x + 0.5, mid - hi * rowH * 0.48),
                           QPointF(x + 0.5, mid - lo * rowH * 0.48));
            }
            p.setPen(QColor(0x50, 0x54, 0x5c));
            p.drawLine(QPointF(0, rowH * (row + 1)), QPointF(w, rowH * (row + 1)));
            p.setPen(QColor(0xa0, 0xa4, 0xac));
            p.drawText(QPointF(3, rowH * row + 12), QString::number(first + row));
        }
    }
    p.setPen(QPen(QColor(0xff, 0xd0, 0x40), 1.5));
    p.drawLine(QPointF(cx, 0), QPointF(cx, height()));
    p.setPen(QColor(0x60, 0x64, 0x6c));
    p.drawRect(rect().adjusted(0, 0, -1, -1));
}

} // namespace mapsmith
