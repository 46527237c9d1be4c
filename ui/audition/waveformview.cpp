// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "audition/waveformview.h"

#include <QMouseEvent>
#include <QPainter>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace mapsmith {

namespace {

constexpr double kGrabPixels = 5.0;
constexpr double kMinSpan = 0.25;

std::int64_t floorDiv(std::int64_t a, std::int64_t b)
{
    return a / b - ((a % b != 0) && ((a < 0) != (b < 0)) ? 1 : 0);
}

} // namespace

WaveformView::WaveformView(Mode mode, QWidget *parent) : QWidget(parent), m_mode(mode)
{
    setMouseTracking(true);
    setMinimumHeight(mode == Mode::Overview ? 48 : 120);
    setSizePolicy(QSizePolicy::Expanding,
                  mode == Mode::Overview ? QSizePolicy::Fixed : QSizePolicy::Expanding);
}

QSize WaveformView::sizeHint() const
{
    return {600, m_mode == Mode::Overview ? 56 : 180};
}

void WaveformView::setAudio(std::shared_ptr<const DecodedAudio> audio)
{
    m_audio = std::move(audio);
    m_peaks = m_audio ? Peaks(m_audio.get()) : Peaks();
    if (m_mode == Mode::Overview) {
        update();
        return;
    }
    m_start = 0.0;
    m_length = std::min(8.0, std::max(kMinSpan, duration()));
    clampSpan();
    update();
    emit spanChanged(m_start, m_length);
}

void WaveformView::setGrid(const BeatConfig &beat)
{
    m_beat = beat;
    update();
}

void WaveformView::setPlayhead(double seconds)
{
    m_playhead = seconds;
    update();
}

void WaveformView::setSpan(double start, double length)
{
    m_start = start;
    m_length = std::max(kMinSpan, length);
    if (m_mode == Mode::Detail)
        clampSpan();
    update();
}

double WaveformView::duration() const
{
    return m_audio && m_audio->sampleRate > 0
               ? static_cast<double>(m_audio->mono.size()) / m_audio->sampleRate
               : 0.0;
}

double WaveformView::xOf(double seconds) const
{
    if (m_mode == Mode::Overview)
        return duration() > 0 ? seconds / duration() * width() : 0.0;
    return (seconds - m_start) / m_length * width();
}

double WaveformView::timeAt(double x) const
{
    if (m_mode == Mode::Overview)
        return width() > 0 ? x / width() * duration() : 0.0;
    return m_start + x / std::max(1, width()) * m_length;
}

void WaveformView::clampSpan()
{
    const double d = duration();
    m_length = std::clamp(m_length, kMinSpan, std::max(kMinSpan, d));
    m_start = std::clamp(m_start, 0.0, std::max(0.0, d - m_length));
}

void WaveformView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), QColor(0x1c, 0x1e, 0x22));
    if (m_mode == Mode::Overview && duration() > 0) {
        p.fillRect(QRectF(xOf(m_start), 0, std::max(2.0, xOf(m_start + m_length) - xOf(m_start)), height()),
                   QColor(0x3a, 0x44, 0x55));
    }
    paintGrid(p);
    paintWave(p);
    const double x = xOf(m_playhead);
    p.setPen(QPen(QColor(0xff, 0x50, 0x50), 2));
    p.drawLine(QPointF(x, 0), QPointF(x, height()));
    p.setPen(QColor(0x60, 0x64, 0x6c));
    p.drawRect(rect().adjusted(0, 0, -1, -1));
}

void WaveformView::paintWave(QPainter &p) const
{
    if (!m_audio || m_audio->sampleRate <= 0)
        return;
    const double mid = height() / 2.0;
    const double amp = height() / 2.0 - 2.0;
    p.setPen(QColor(0x8c, 0xc8, 0xff));
    const double rate = m_audio->sampleRate;
    for (int x = 0; x < width(); ++x) {
        const auto from = static_cast<std::ptrdiff_t>(std::floor(timeAt(x) * rate));
        const auto to = std::max(from + 1, static_cast<std::ptrdiff_t>(std::floor(timeAt(x + 1) * rate)));
        const auto [lo, hi] = m_peaks.range(from, to);
        p.drawLine(QPointF(x + 0.5, mid - hi * amp), QPointF(x + 0.5, mid - lo * amp));
    }
}

void WaveformView::paintGrid(QPainter &p) const
{
    const double period = 60.0 / m_beat.bpm;
    const double pxPerBeat = xOf(period) - xOf(0.0);
    const double t0 = timeAt(0), t1 = timeAt(width());
    const auto first = static_cast<std::int64_t>(std::floor((t0 - m_beat.offset) / period)) - 1;
    const auto last = static_cast<std::int64_t>(std::ceil((t1 - m_beat.offset) / period)) + 1;
    const int perBar = std::max(1, m_beat.beatsPerBar);
    const bool beats = pxPerBeat >= 4.0;
    if (!beats && pxPerBeat * perBar < 3.0)
        return; // lines closer than this are noise
    for (std::int64_t n = first; n <= last; ++n) {
        const bool bar = floorDiv(n, perBar) * perBar == n;
        if (!bar && !beats)
            continue;
        const double t = m_beat.offset + static_cast<double>(n) * period;
        const double x = xOf(t);
        if (m_mode == Mode::Detail && pxPerBeat >= 12.0) {
            const double w = m_beat.window * pxPerBeat;
            p.fillRect(QRectF(x - w, 0, 2 * w, height()), QColor(0xff, 0xd0, 0x40, 34));
        }
        p.setPen(bar ? QPen(QColor(0xff, 0xd0, 0x40), m_mode == Mode::Detail ? 2.0 : 1.0)
                     : QPen(QColor(0xe8, 0xe8, 0xe8, 170), 1.0));
        p.drawLine(QPointF(x, 0), QPointF(x, height()));
        if (bar && m_mode == Mode::Detail && pxPerBeat * perBar >= 28.0) {
            p.setPen(QColor(0xff, 0xd0, 0x40));
            p.drawText(QPointF(x + 3, 12), QString::number(floorDiv(n, perBar) + 1));
        }
    }
}

std::optional<std::int64_t> WaveformView::beatNear(double x) const
{
    const double period = 60.0 / m_beat.bpm;
    const auto n = static_cast<std::int64_t>(std::llround((timeAt(x) - m_beat.offset) / period));
    if (std::abs(xOf(m_beat.offset + static_cast<double>(n) * period) - x) <= kGrabPixels)
        return n;
    return std::nullopt;
}

void WaveformView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !m_audio)
        return;
    const double x = event->position().x();
    m_pressX = x;
    m_moved = false;
    if (m_mode == Mode::Overview) {
        emit spanChanged(std::max(0.0, timeAt(x) - m_length / 2), m_length);
        emit seekRequested(timeAt(x));
        return;
    }
    m_dragBeat = beatNear(x);
    m_stretch = (event->modifiers() & Qt::ShiftModifier) && m_dragBeat && *m_dragBeat != 0;
    m_dragFrom = m_beat;
    if (m_dragBeat)
        emit gridDragStarted();
}

void WaveformView::mouseMoveEvent(QMouseEvent *event)
{
    const double x = event->position().x();
    if (!(event->buttons() & Qt::LeftButton)) {
        setCursor(m_mode == Mode::Detail && m_audio && beatNear(x) ? Qt::SizeHorCursor : Qt::ArrowCursor);
        return;
    }
    if (m_mode == Mode::Overview) {
        emit spanChanged(std::max(0.0, timeAt(x) - m_length / 2), m_length);
        return;
    }
    if (!m_dragBeat)
        return;
    m_moved = m_moved || std::abs(x - m_pressX) >= 2.0;
    const double t = timeAt(x);
    const double period = 60.0 / m_dragFrom.bpm;
    const auto n = static_cast<double>(*m_dragBeat);
    BeatConfig next = m_dragFrom;
    if (m_stretch) {
        const double newPeriod = (t - m_dragFrom.offset) / n;
        if (newPeriod <= 0.0)
            return;
        next.bpm = std::clamp(60.0 / newPeriod, 20.0, 400.0);
    } else {
        next.offset = m_dragFrom.offset + (t - (m_dragFrom.offset + n * period));
    }
    m_beat = next;
    update();
    emit gridDragged(next.bpm, next.offset);
}

void WaveformView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || m_mode == Mode::Overview)
        return;
    const bool dragged = m_dragBeat && m_moved;
    const bool grabbed = m_dragBeat.has_value();
    m_dragBeat.reset();
    if (grabbed)
        emit gridDragFinished();
    if (!dragged && m_audio)
        emit seekRequested(std::clamp(timeAt(event->position().x()), 0.0, duration()));
}

void WaveformView::wheelEvent(QWheelEvent *event)
{
    if (m_mode == Mode::Overview || !m_audio)
        return;
    const double x = event->position().x();
    const double anchor = timeAt(x);
    const double steps = event->angleDelta().y() / 120.0;
    m_length = std::clamp(m_length * std::pow(0.8, steps), kMinSpan, std::max(kMinSpan, duration()));
    m_start = anchor - x / std::max(1, width()) * m_length;
    clampSpan();
    update();
    emit spanChanged(m_start, m_length);
    event->accept();
}

} // namespace mapsmith
