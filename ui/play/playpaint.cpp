// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// PlayView's drawing: the map with vision and light, the entities, the HUD and the help overlay.
#include "document/tiletext.h"
#include "play/playview.h"
#include "render/palette.h"
#include "render/tileart.h"

#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace mapsmith {

namespace {

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
              "N                   a won maze: play again with a new maze\n"
              "M                   back to the editor\n"
              "P                   pause\n"
              "F5                  restart with the same seed\n"
              "R                   replay this play from the start\n"
              "+ / -               replay faster / slower\n"
              "Mouse wheel, 0      zoom, back to automatic zoom\n"
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

QStringList PlayView::hudLines() const
{
    QStringList lines;
    if (!m_session) {
        lines << (m_message.isEmpty() ? tr("No map to play") : m_message);
        return lines;
    }
    const PlaySession &s = *m_session;
    // One state, named once: a finished play, then what holds the clock (the help, an explicit pause, a
    // ready play, lost focus), then a replay or a running play.
    QString status = s.status() == PlayStatus::Won    ? tr("Won!")
                     : s.status() == PlayStatus::Lost ? tr("Lost")
                     : m_help                         ? tr("Paused · help shown")
                     : m_paused                       ? tr("Paused · P to resume")
                     : isReady()                      ? tr("Ready · click to start")
                     : m_focusPaused                  ? tr("Paused · click to resume")
                     : isReplaying()                  ? tr("Replaying")
                                                      : tr("Playing");
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
    if (s.hasHealth())
        progress += QStringLiteral(" · ") + tr("HP %1/%2").arg(s.hp()).arg(s.options().hp);
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
    const Palette &pal = Palette::builtin();
    p.fillRect(rect(), pal.named(QStringLiteral("play.background"), Qt::black));
    if (m_session) {
        p.save();
        p.setClipRect(viewportArea());
        if (m_session->kind() == PlayKind::Tower)
            paintTower(p, *m_session);
        else
            paintGrid(p, *m_session);
        p.restore();
        paintBeat(p, *m_session);
    }
    paintHud(p);
}

// The visible cells only: the tile art at the camera's cell size (flat palette colours below the art's
// smallest size, one sample per screen pixel), vision and light as shade over it, then the exit, pickups,
// enemies and the player as sprites.
void PlayView::paintGrid(QPainter &p, const PlaySession &s) const
{
    const Palette &pal = Palette::builtin();
    const QRectF r = mapRect();
    const QRectF area = viewportArea();
    const double cell = cellSize();
    const int levels = std::max(1, m_options.lightLevels);
    const int x0 = std::max(0, static_cast<int>(std::floor((area.left() - r.left()) / cell)));
    const int y0 = std::max(0, static_cast<int>(std::floor((area.top() - r.top()) / cell)));
    const int x1 = std::min(s.tiles().width(), static_cast<int>(std::ceil((area.right() - r.left()) / cell)));
    const int y1 =
        std::min(s.tiles().height(), static_cast<int>(std::ceil((area.bottom() - r.top()) / cell)));
    const int size = static_cast<int>(std::lround(cell));
    const bool art = size >= TileArt::kMinSize;
    const auto sprites = TileArt::shared(std::clamp(size, TileArt::kMinSize, TileArt::kMaxSize));
    // The lights' tint: warm for the lights that shine once taken, blue tiers for the world-exploration
    // game's lights that shine from the start (LightsOn).
    const bool blueTiers = s.options().lightsOn == LightsOn::Start;
    const QColor lit = blueTiers ? pal.named(QStringLiteral("play.lit.start"), QColor(0x42, 0x8c, 0xff))
                                 : pal.named(QStringLiteral("play.lit"), Qt::yellow);
    const QColor trail = pal.named(QStringLiteral("play.trail"), Qt::cyan);
    const QColor shade = pal.named(QStringLiteral("play.shade"), Qt::black); // what the dark is made of
    const int step = art ? 1 : std::max(1, static_cast<int>(std::ceil(1.0 / cell)));
    auto cellRect = [&](int x, int y, int n = 1) {
        // Whole pixels: neighbouring cells meet without seams.
        const double l = std::round(r.left() + x * cell), t = std::round(r.top() + y * cell);
        return QRectF(l, t, std::round(r.left() + (x + n) * cell) - l,
                      std::round(r.top() + (y + n) * cell) - t);
    };
    p.setRenderHint(QPainter::SmoothPixmapTransform, false);
    for (int y = y0; y < y1; y += step) {
        for (int x = x0; x < x1; x += step) {
            const Tile t = s.tiles().at(x, y);
            const QRectF c = cellRect(x, y, step);
            if (art)
                p.drawImage(c, sprites->tile(t, x, y));
            else
                p.fillRect(c, pal.tile(t));
            const bool seen = s.visible({x, y});
            const int light = s.lit().at(x, y);
            const double brightness = seen ? 0.65 + 0.35 * light / levels : 0.18;
            QColor dark = shade;
            dark.setAlphaF(static_cast<float>(1.0 - brightness));
            p.fillRect(c, dark);
            if (seen && light > 0) {
                QColor glow = lit;
                glow.setAlphaF(static_cast<float>((blueTiers ? 0.45 : 0.18) * light / levels));
                p.fillRect(c, glow);
            }
            if (s.isMaze() && step == 1 && s.trail().at(x, y))
                p.fillRect(
                    QRectF(c.center() - QPointF(cell * 0.15, cell * 0.15), QSizeF(cell * 0.3, cell * 0.3)),
                    trail);
        }
    }
    p.setRenderHint(QPainter::Antialiasing);
    auto at = [&](Point c) { return QPointF(r.left() + (c.x + 0.5) * cell, r.top() + (c.y + 0.5) * cell); };
    // Sprites stay readable on a zoomed-out map: never smaller than the art's smallest size plus a little.
    const double spriteSide = std::max(cell, 10.0);
    auto sprite = [&](Point c, const QImage &image, double opacity = 1.0) {
        p.setOpacity(opacity);
        const QPointF centre = at(c);
        p.drawImage(QRectF(centre - QPointF(spriteSide / 2, spriteSide / 2), QSizeF(spriteSide, spriteSide)),
                    image);
        p.setOpacity(1.0);
    };
    if (m_showSolution && m_solution.size() > 1) {
        // The maze's solution_colour parameter when it names one (the maze game's red), else the palette's.
        const QColor colour = m_solutionColour.value_or(pal.named(QStringLiteral("play.solution"), Qt::red));
        p.setPen(QPen(colour, std::max(1.5, cell * 0.2)));
        for (std::size_t i = 1; i < m_solution.size(); ++i)
            p.drawLine(at(m_solution[i - 1]), at(m_solution[i]));
    }
    if (!m_marks.empty()) { // the Solve box's gold that needs digging
        p.setPen(QPen(pal.named(QStringLiteral("play.solution"), Qt::yellow), std::max(1.5, cell * 0.12)));
        p.setBrush(Qt::NoBrush);
        for (Point m : m_marks)
            p.drawEllipse(at(m), spriteSide * 0.62, spriteSide * 0.62);
    }
    if (s.map().grid.exit)
        sprite(*s.map().grid.exit, sprites->sprite(TileArt::Sprite::Exit));
    for (const PlayPickup &pk : s.pickups()) {
        // Gold disappears when taken. A lamp that shines once taken is drawn dim until then; one that shines
        // from the start is eaten, and disappears.
        if (pk.taken && (!pk.light || blueTiers))
            continue;
        sprite(pk.pos, sprites->sprite(pk.light ? TileArt::Sprite::Light : TileArt::Sprite::Gold),
               pk.light && !pk.taken && !blueTiers ? 0.45 : 1.0);
    }
    const TileArt::Sprite enemy =
        s.kind() == PlayKind::LodeRunner ? TileArt::Sprite::Guard : TileArt::Sprite::Enemy;
    for (const PlayEnemy &e : s.enemies()) {
        if (s.visible(e.pos))
            sprite(e.pos, sprites->sprite(enemy));
    }
    sprite(s.player(), sprites->sprite(TileArt::Sprite::Player), s.status() == PlayStatus::Lost ? 0.4 : 1.0);
}

void PlayView::paintTower(QPainter &p, const PlaySession &s) const
{
    const Palette &pal = Palette::builtin();
    const QRectF r = mapRect();
    const TowerMap &t = s.map().tower;
    const double cw = r.width() / std::max(1, t.columns), ch = r.height() / (t.floors + 1);
    auto centre = [&](int i) {
        const TowerNode &n = t.nodes[static_cast<std::size_t>(i)];
        return QPointF(r.left() + (n.column + 0.5) * cw, r.bottom() - (n.floor + 0.5) * ch);
    };
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(pal.named(QStringLiteral("tower.edge"), Qt::gray), 1.5));
    for (const TowerEdge &e : t.edges)
        p.drawLine(centre(e.from), centre(e.to));
    p.setPen(QPen(pal.named(QStringLiteral("play.path"), Qt::cyan), 4));
    for (std::size_t i = 1; i < s.towerPath().size(); ++i)
        p.drawLine(centre(s.towerPath()[i - 1]), centre(s.towerPath()[i]));
    const std::vector<int> choices = s.towerChoices();
    const double rad = std::max(3.0, std::min(cw, ch) * 0.3);
    const QColor text = pal.named(QStringLiteral("play.text"), Qt::white);
    for (int i = 0; i < static_cast<int>(t.nodes.size()); ++i) {
        const bool on = i == s.towerNode();
        p.setPen(on ? QPen(text, 3) : QPen(Qt::NoPen));
        p.setBrush(pal.named(
            QStringLiteral("room.") +
                QString::fromUtf8(roomTypeInfo(t.nodes[static_cast<std::size_t>(i)].type).name.data()),
            pal.named(QStringLiteral("room.unknown"))));
        p.drawEllipse(centre(i), rad, rad);
        const auto k = std::find(choices.begin(), choices.end(), i);
        if (k != choices.end()) {
            p.setPen(text);
            p.drawText(QRectF(centre(i) - QPointF(rad, rad), QSizeF(2 * rad, 2 * rad)), Qt::AlignCenter,
                       QString::number(k - choices.begin() + 1));
        }
    }
}

// A dot per beat of the bar, the current one lit and fading through the beat; in rhythm mode the early /
// late histogram of this play's timing errors under it.
void PlayView::paintBeat(QPainter &p, const PlaySession &s) const
{
    const Palette &pal = Palette::builtin();
    p.setRenderHint(QPainter::Antialiasing);
    const double phase = s.clock().phase(s.time());
    const int perBar = s.clock().settings().beatsPerBar;
    const auto inBar = static_cast<int>(((s.clock().nearestBeat(s.time()) % perBar) + perBar) % perBar);
    for (int i = 0; i < perBar; ++i) {
        QColor c =
            pal.named(i == 0 ? QStringLiteral("play.downbeat") : QStringLiteral("play.beat"), Qt::yellow);
        c.setAlphaF(static_cast<float>(i == inBar ? 1.0 - 0.6 * std::min(phase, 1.0 - phase) * 2.0 : 0.25));
        p.setPen(Qt::NoPen);
        p.setBrush(c);
        p.drawEllipse(QPointF(width() - 20 - (perBar - 1 - i) * 18, 16), 6, 6);
    }
    if (!m_options.rhythm)
        return;
    const std::vector<int> bins = timingHistogram();
    const int top = *std::max_element(bins.begin(), bins.end());
    const QRectF box(width() - 20 - 11 * 8, 30, 11 * 8, 40);
    QColor frame = pal.named(QStringLiteral("play.text"), Qt::white);
    frame.setAlpha(20);
    p.fillRect(box, frame);
    frame.setAlpha(90);
    p.fillRect(QRectF(box.center().x() - 0.5, box.top(), 1, box.height()), frame);
    const QColor early = pal.named(QStringLiteral("play.early"), Qt::blue);
    const QColor onTime = pal.named(QStringLiteral("play.ontime"), Qt::green);
    const QColor late = pal.named(QStringLiteral("play.late"), Qt::red);
    for (int i = 0; i < 11 && top > 0; ++i) {
        const double h = box.height() * bins[static_cast<std::size_t>(i)] / top;
        p.fillRect(QRectF(box.left() + i * 8 + 1, box.bottom() - h, 6, h), i < 5   ? early
                                                                           : i > 5 ? late
                                                                                   : onTime);
    }
}

void PlayView::paintHud(QPainter &p)
{
    const Palette &pal = Palette::builtin();
    const QColor text = pal.named(QStringLiteral("play.text"), Qt::white);
    p.setPen(text);
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * 1.05);
    p.setFont(f);
    const QStringList lines = hudLines();
    for (int i = 0; i < lines.size(); ++i)
        p.drawText(QPointF(8, 20 + i * 20), lines[i]);
    if (const QString hintText = hint(); !hintText.isEmpty()) {
        p.setPen(pal.named(QStringLiteral("play.hint"), Qt::yellow));
        p.drawText(rect().adjusted(0, 0, 0, -6), Qt::AlignHCenter | Qt::AlignBottom, hintText);
    }
    if (m_help) {
        QFont mono(QStringLiteral("monospace"));
        mono.setStyleHint(QFont::Monospace);
        p.setFont(mono);
        const QRect box = viewportArea().toAlignedRect().adjusted(12, 0, -12, -12);
        p.fillRect(box, pal.named(QStringLiteral("play.panel"), Qt::black));
        p.setPen(text);
        p.drawText(box.adjusted(14, 12, -14, -12), Qt::AlignLeft | Qt::AlignTop,
                   tr("Keys (the play is paused)") + QStringLiteral("\n\n") + helpText());
    }
}

void PlayView::setSolutionColour(std::optional<QColor> colour)
{
    if (colour == m_solutionColour)
        return;
    m_solutionColour = colour;
    update();
}

} // namespace mapsmith
