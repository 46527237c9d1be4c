// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// PlayView's drawing: the map with vision and light, the entities, the HUD and the help overlay.
#include "document/tiletext.h"
#include "play/playview.h"
#include "render/palette.h"

#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace mapsmith {

namespace {
constexpr int kHudHeight = 78;

QColor shade(QColor c, double f)
{
    return QColor::fromRgbF(static_cast<float>(c.redF() * f), static_cast<float>(c.greenF() * f),
                            static_cast<float>(c.blueF() * f));
}

QString judgementName(JudgementKind k)
{
    switch (k) {
    case JudgementKind::Perfect:
        return PlayView::tr("Perfect");
    case JudgementKind::Good:
        return PlayView::tr("Good");
    case JudgementKind::Miss:
        break;
    }
    return PlayView::tr("Miss");
}
} // namespace

QString PlayView::helpText()
{
    return tr("W A S D or arrows   move\n"
              "Z / X               dig left / right (Lode Runner)\n"
              ".                   wait a beat\n"
              "1 - 9               choose a room on the next floor (towers)\n"
              "Space               show or hide the solution (mazes)\n"
              "P                   pause\n"
              "F5                  restart with the same seed\n"
              "R                   replay this play from the start\n"
              "+ / -               replay faster / slower\n"
              ":Q                  save the session and leave play mode\n"
              "L                   load a session and replay it\n"
              "F1 or ?             this help (Esc closes it)");
}

double PlayView::suggestedOffset() const
{
    return m_session ? m_options.beat.offset + m_session->rhythm().medianError() : m_options.beat.offset;
}

std::vector<int> PlayView::timingHistogram() const
{
    if (!m_session || !m_options.rhythm)
        return {};
    const BeatClock &clock = m_session->clock();
    return m_session->rhythm().histogram(kHistogramBins, clock.settings().window * clock.secondsPerBeat());
}

QRectF PlayView::mapRect() const
{
    const QRectF area(4, kHudHeight, width() - 8, height() - kHudHeight - 4);
    const int w =
        m_map.kind == MapKind::Tower ? std::max(1, m_map.tower.columns) : std::max(1, m_map.grid.width());
    const int h = m_map.kind == MapKind::Tower ? m_map.tower.floors + 1 : std::max(1, m_map.grid.height());
    const double cell = std::max(1.0, std::min(area.width() / w, area.height() / h));
    const QSizeF size(cell * w, cell * h);
    return QRectF(area.center() - QPointF(size.width() / 2, size.height() / 2), size);
}

QPoint PlayView::cellAt(QPointF pos) const
{
    const QRectF r = mapRect();
    if (m_map.kind == MapKind::Tower || !r.contains(pos))
        return {-1, -1};
    const double cell = r.width() / std::max(1, m_map.grid.width());
    return {static_cast<int>((pos.x() - r.left()) / cell), static_cast<int>((pos.y() - r.top()) / cell)};
}

QStringList PlayView::hudLines() const
{
    QStringList lines;
    if (!m_session) {
        lines << (m_message.isEmpty() ? tr("No map to play") : m_message);
        return lines;
    }
    const PlaySession &s = *m_session;
    QString status = s.status() == PlayStatus::Won    ? tr("Won!")
                     : s.status() == PlayStatus::Lost ? tr("Lost")
                     : isReady() && !m_paused         ? tr("Ready · click to start")
                     : m_focusPaused && !m_paused     ? tr("Paused · click to resume")
                                                      : tr("Playing");
    if (m_paused)
        status += QStringLiteral(" · ") + tr("paused");
    if (isReplaying())
        status += QStringLiteral(" · ") + tr("replay %1x").arg(m_replaySpeed);
    else if (const QString music = m_clock->musicName(); !music.isEmpty())
        status += QStringLiteral(" · ") + tr("music: %1").arg(music);
    else
        status += QStringLiteral(" · ") + tr("no music: metronome time");
    const bool lights = std::any_of(s.pickups().begin(), s.pickups().end(), [](auto &p) { return p.light; });
    QString progress;
    if (s.kind() == PlayKind::Tower)
        progress = tr("rooms visited %1").arg(s.towerPath().size());
    else if (s.pickupCount() > 0)
        progress = (lights ? tr("lights %1/%2") : tr("gold %1/%2")).arg(s.collected()).arg(s.pickupCount());
    else
        progress = s.map().grid.exit ? tr("find the exit") : tr("nothing to collect");
    lines << status + QStringLiteral(" · ") + progress;
    QString beat =
        tr("beat %1 · bar %2").arg(s.beat()).arg(s.clock().barOf(std::max<std::int64_t>(0, s.beat())) + 1);
    if (m_options.rhythm) {
        const RhythmTracker &r = s.rhythm();
        if (r.hasJudgement())
            beat += QStringLiteral(" · ") + judgementName(r.last().kind) +
                    QStringLiteral(" (%1 ms)").arg(std::lround(r.last().errorSeconds * 1000.0));
        beat += QStringLiteral(" · ") + tr("combo %1 (best %2)").arg(s.combo().count).arg(s.combo().best);
        if (!r.errors().empty())
            beat += QStringLiteral(" · ") + tr("median %1 ms").arg(std::lround(r.medianError() * 1000.0));
    }
    lines << beat;
    if (s.kind() != PlayKind::Tower && s.tiles().contains(m_hover.x(), m_hover.y())) {
        lines << QStringLiteral("(%1, %2) ").arg(m_hover.x()).arg(m_hover.y()) +
                     tileDescription(s.tiles().at(m_hover.x(), m_hover.y()));
    } else if (!m_message.isEmpty()) {
        lines << m_message;
    } else {
        lines << tr("F1: keys");
    }
    return lines;
}

void PlayView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), QColor(0x18, 0x1a, 0x1e));
    p.setRenderHint(QPainter::Antialiasing);
    if (m_session) {
        const PlaySession &s = *m_session;
        const QRectF r = mapRect();
        const Palette &pal = Palette::builtin();
        if (s.kind() == PlayKind::Tower) {
            const TowerMap &t = s.map().tower;
            const double cw = r.width() / std::max(1, t.columns), ch = r.height() / (t.floors + 1);
            auto centre = [&](int i) {
                const TowerNode &n = t.nodes[static_cast<std::size_t>(i)];
                return QPointF(r.left() + (n.column + 0.5) * cw, r.bottom() - (n.floor + 0.5) * ch);
            };
            p.setPen(QPen(QColor(0x55, 0x5a, 0x66), 1.5));
            for (const TowerEdge &e : t.edges)
                p.drawLine(centre(e.from), centre(e.to));
            p.setPen(QPen(QColor(0x4f, 0xc3, 0xf7), 4));
            for (std::size_t i = 1; i < s.towerPath().size(); ++i)
                p.drawLine(centre(s.towerPath()[i - 1]), centre(s.towerPath()[i]));
            const std::vector<int> choices = s.towerChoices();
            const double rad = std::max(3.0, std::min(cw, ch) * 0.3);
            for (int i = 0; i < static_cast<int>(t.nodes.size()); ++i) {
                const bool on = i == s.towerNode();
                p.setPen(on ? QPen(Qt::white, 3) : QPen(Qt::NoPen));
                p.setBrush(
                    pal.named(QStringLiteral("room.") +
                                  QString::fromUtf8(
                                      roomTypeInfo(t.nodes[static_cast<std::size_t>(i)].type).name.data()),
                              QColor(0x90, 0x90, 0xa0)));
                p.drawEllipse(centre(i), rad, rad);
                const auto k = std::find(choices.begin(), choices.end(), i);
                if (k != choices.end()) {
                    p.setPen(Qt::white);
                    p.drawText(QRectF(centre(i) - QPointF(rad, rad), QSizeF(2 * rad, 2 * rad)),
                               Qt::AlignCenter, QString::number(k - choices.begin() + 1));
                }
            }
        } else {
            const double cell = r.width() / std::max(1, s.tiles().width());
            const int levels = std::max(1, m_options.lightLevels);
            p.setRenderHint(QPainter::Antialiasing, false);
            // Below a pixel per cell, draw one sample per pixel: the cost follows the view, not the map.
            const int step = std::max(1, static_cast<int>(std::ceil(1.0 / cell)));
            for (int y = 0; y < s.tiles().height(); y += step) {
                for (int x = 0; x < s.tiles().width(); x += step) {
                    const bool seen = s.visible({x, y});
                    const int lit = s.lit().at(x, y);
                    QColor c = pal.tile(s.tiles().at(x, y));
                    c = shade(c, seen ? 0.65 + 0.35 * lit / levels : 0.18);
                    if (seen && lit > 0) {
                        const float glow = static_cast<float>(lit) / static_cast<float>(levels);
                        c = QColor::fromRgbF(std::min(1.f, c.redF() + 0.12f * glow),
                                             std::min(1.f, c.greenF() + 0.10f * glow), c.blueF());
                    }
                    p.fillRect(
                        QRectF(r.left() + x * cell, r.top() + y * cell, cell * step + 0.5, cell * step + 0.5),
                        c);
                    if (s.isMaze() && step == 1 && s.trail().at(x, y))
                        p.fillRect(QRectF(r.left() + (x + 0.35) * cell, r.top() + (y + 0.35) * cell,
                                          cell * 0.3, cell * 0.3),
                                   QColor(0x4f, 0xc3, 0xf7, 150));
                }
            }
            p.setRenderHint(QPainter::Antialiasing);
            auto at = [&](Point c) {
                return QPointF(r.left() + (c.x + 0.5) * cell, r.top() + (c.y + 0.5) * cell);
            };
            if (m_showSolution && m_solution.size() > 1) {
                p.setPen(QPen(QColor(0xff, 0xd5, 0x4f, 200), std::max(1.5, cell * 0.2)));
                for (std::size_t i = 1; i < m_solution.size(); ++i)
                    p.drawLine(at(m_solution[i - 1]), at(m_solution[i]));
            }
            if (s.map().grid.exit) {
                p.setPen(Qt::NoPen);
                p.setBrush(pal.named(QStringLiteral("exit"), Qt::green));
                p.drawRect(QRectF(at(*s.map().grid.exit) - QPointF(cell * 0.4, cell * 0.4),
                                  QSizeF(cell * 0.8, cell * 0.8)));
            }
            for (const PlayPickup &pk : s.pickups()) {
                if (pk.taken && !pk.light)
                    continue;
                const QColor c = pk.light ? (pk.taken ? QColor(0xff, 0xf5, 0x9d) : QColor(0x90, 0x88, 0x50))
                                          : pal.entity(QStringLiteral("gold"));
                p.setPen(pk.light ? QPen(c.lighter(130), 1) : QPen(Qt::NoPen));
                p.setBrush(c);
                p.drawEllipse(at(pk.pos), cell * 0.3, cell * 0.3);
            }
            p.setPen(Qt::NoPen);
            for (const PlayEnemy &e : s.enemies()) {
                if (!s.visible(e.pos))
                    continue;
                p.setBrush(QColor(0xef, 0x53, 0x50));
                p.drawEllipse(at(e.pos), cell * 0.38, cell * 0.38);
            }
            p.setBrush(s.status() == PlayStatus::Lost ? QColor(0x90, 0x90, 0x90) : QColor(0x40, 0xe0, 0xd0));
            p.setPen(QPen(Qt::white, std::max(1.0, cell * 0.08)));
            p.drawEllipse(at(s.player()), cell * 0.4, cell * 0.4);
        }
        // Beat indicator: a dot per beat of the bar, the current one lit, fading through the beat.
        const double phase = s.clock().phase(s.time());
        const int perBar = s.clock().settings().beatsPerBar;
        const auto inBar = static_cast<int>(((s.clock().nearestBeat(s.time()) % perBar) + perBar) % perBar);
        for (int i = 0; i < perBar; ++i) {
            const double a = i == inBar ? 1.0 - 0.6 * std::min(phase, 1.0 - phase) * 2.0 : 0.25;
            p.setPen(Qt::NoPen);
            p.setBrush(QColor::fromRgbF(1.f, i == 0 ? 0.6f : 0.9f, 0.3f, static_cast<float>(a)));
            p.drawEllipse(QPointF(width() - 20 - (perBar - 1 - i) * 18, 16), 6, 6);
        }
        if (m_options.rhythm) { // early/late histogram over the window
            const std::vector<int> bins = timingHistogram();
            const int top = *std::max_element(bins.begin(), bins.end());
            const QRectF box(width() - 20 - 11 * 8, 30, 11 * 8, 40);
            p.fillRect(box, QColor(255, 255, 255, 20));
            p.fillRect(QRectF(box.center().x() - 0.5, box.top(), 1, box.height()), QColor(255, 255, 255, 90));
            for (int i = 0; i < 11 && top > 0; ++i) {
                const double h = box.height() * bins[static_cast<std::size_t>(i)] / top;
                p.fillRect(QRectF(box.left() + i * 8 + 1, box.bottom() - h, 6, h),
                           i < 5   ? QColor(0x64, 0xb5, 0xf6)
                           : i > 5 ? QColor(0xff, 0xb7, 0x4d)
                                   : QColor(0x81, 0xc7, 0x84));
            }
        }
    }
    p.setPen(QColor(0xe8, 0xea, 0xed));
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * 1.05);
    p.setFont(f);
    const QStringList lines = hudLines();
    for (int i = 0; i < lines.size(); ++i)
        p.drawText(QPointF(8, 20 + i * 20), lines[i]);
    if (const QString text = hint(); !text.isEmpty()) {
        p.setPen(QColor(0xff, 0xd5, 0x4f));
        p.drawText(rect().adjusted(0, 0, 0, -6), Qt::AlignHCenter | Qt::AlignBottom, text);
    }
    if (m_help) {
        QFont mono(QStringLiteral("monospace"));
        mono.setStyleHint(QFont::Monospace);
        p.setFont(mono);
        const QRect box = rect().adjusted(16, kHudHeight, -16, -16);
        p.fillRect(box, QColor(0, 0, 0, 215));
        p.setPen(Qt::white);
        p.drawText(box.adjusted(14, 12, -14, -12), Qt::AlignLeft | Qt::AlignTop,
                   tr("Keys") + QStringLiteral("\n\n") + helpText());
    }
}

} // namespace mapsmith
