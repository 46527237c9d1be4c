// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The built-in sprites: markers (start, exit), the player and the entities, on a transparent 16-unit cell.
// Figures are drawn antialiased (they are round) but sized in whole units, with a dark outline so they read
// on any tile; at 4 pixels a figure is a coloured blob with a dark edge, which is still the right colour.
#include "render/tileart.h"
#include "render/tileartgrid.h"

#include <QPainter>
#include <QPainterPath>

namespace mapsmith::tileart {

namespace {

QImage blank(int size)
{
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    return image;
}

QPen outline(const UnitGrid &g, QColor body)
{
    return QPen(shaded(body, 35), std::max(1.0, g.unit() * 0.8), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
}

// A person: round head, body, arms and legs apart as in a stride. `hat` adds a guard's cap.
void drawFigure(QPainter &p, const UnitGrid &g, QColor body, bool hat)
{
    const QColor skin(0xf1, 0xc2, 0x9a);
    p.setPen(outline(g, body));
    QPainterPath limbs;
    limbs.moveTo(g.point(8, 9.5));
    limbs.lineTo(g.point(4.5, 15));
    limbs.moveTo(g.point(8, 9.5));
    limbs.lineTo(g.point(11.5, 15));
    limbs.moveTo(g.point(3.5, 6));
    limbs.lineTo(g.point(8, 7.5));
    limbs.lineTo(g.point(12.5, 5));
    p.strokePath(limbs, QPen(shaded(body, 35), std::max(1.5, g.unit() * 3.2), Qt::SolidLine, Qt::RoundCap));
    p.strokePath(limbs, QPen(body, std::max(1.0, g.unit() * 1.8), Qt::SolidLine, Qt::RoundCap));
    p.setBrush(body);
    p.drawRoundedRect(QRectF(g.point(5.5, 5.5), g.point(10.5, 11)), g.unit(), g.unit());
    p.setBrush(skin);
    p.drawEllipse(QRectF(g.point(5.5, 0.8), g.point(10.5, 5.8)));
    if (hat) {
        p.setBrush(shaded(body, 60));
        p.drawChord(QRectF(g.point(5, 0.4), g.point(11, 6)), 0, 180 * 16);
    }
}

// A pile of gold: two stacked ingots with a lit face.
void drawGold(QPainter &p, const UnitGrid &g, QColor gold)
{
    p.setPen(outline(g, gold));
    const auto ingot = [&](double x, double y) {
        const QPointF pts[4] = {g.point(x + 1.5, y), g.point(x + 5.5, y), g.point(x + 7, y + 4),
                                g.point(x, y + 4)};
        p.setBrush(gold);
        p.drawPolygon(pts, 4);
        p.setPen(Qt::NoPen);
        p.setBrush(shaded(gold, 150));
        p.drawRect(QRectF(g.point(x + 2, y + 0.8), g.point(x + 5, y + 1.8)));
        p.setPen(outline(g, gold));
    };
    ingot(1.5, 10.5);
    ingot(7.5, 10.5);
    ingot(4.5, 6);
}

// A lamp: a glow, a bright core and a small stand.
void drawLight(QPainter &p, const UnitGrid &g, QColor light)
{
    QRadialGradient glow(g.point(8, 7), g.unit() * 7.5);
    QColor halo = light;
    halo.setAlpha(170);
    glow.setColorAt(0, halo);
    halo.setAlpha(0);
    glow.setColorAt(1, halo);
    p.setPen(Qt::NoPen);
    p.setBrush(glow);
    p.drawEllipse(g.point(8, 7), g.unit() * 7.5, g.unit() * 7.5);
    p.setBrush(shaded(light, 40));
    p.drawRect(QRectF(g.point(6.5, 11), g.point(9.5, 15)));
    p.setPen(outline(g, light));
    p.setBrush(light.lighter(115));
    p.drawEllipse(g.point(8, 7), g.unit() * 3.2, g.unit() * 3.2);
}

// A monster: a round body with two eyes and short horns.
void drawEnemy(QPainter &p, const UnitGrid &g, QColor body)
{
    p.setPen(outline(g, body));
    p.setBrush(body);
    const QPointF horns[6] = {g.point(3.5, 6), g.point(4, 1.5),  g.point(7, 4.5),
                              g.point(9, 4.5), g.point(12, 1.5), g.point(12.5, 6)};
    p.drawPolygon(horns, 6);
    p.drawEllipse(QRectF(g.point(2, 3.5), g.point(14, 15)));
    p.setPen(Qt::NoPen);
    p.setBrush(Qt::white);
    p.drawEllipse(g.point(6, 8.5), g.unit() * 1.6, g.unit() * 1.6);
    p.drawEllipse(g.point(10, 8.5), g.unit() * 1.6, g.unit() * 1.6);
    p.setBrush(Qt::black);
    p.drawEllipse(g.point(6.3, 8.8), g.unit() * 0.7, g.unit() * 0.7);
    p.drawEllipse(g.point(10.3, 8.8), g.unit() * 0.7, g.unit() * 0.7);
}

// The start: a flag on a pole over a ring on the ground.
void drawStart(QPainter &p, const UnitGrid &g, QColor colour)
{
    p.setPen(QPen(colour, std::max(1.0, g.unit() * 1.4)));
    p.setBrush(Qt::NoBrush);
    p.drawEllipse(QRectF(g.point(2, 11), g.point(14, 15)));
    p.setPen(outline(g, colour));
    p.setBrush(shaded(colour, 40));
    p.drawRect(QRectF(g.point(5, 1.5), g.point(6.5, 13.5)));
    p.setBrush(colour);
    const QPointF flag[3] = {g.point(6.5, 1.5), g.point(14, 4.5), g.point(6.5, 7.5)};
    p.drawPolygon(flag, 3);
}

// The exit: stairs going down into a dark opening, framed in the exit colour.
void drawExit(QPainter &p, const UnitGrid &g, QColor colour)
{
    p.setPen(Qt::NoPen);
    p.setBrush(colour);
    p.drawRect(QRectF(g.point(1, 1), g.point(15, 15)));
    p.setBrush(QColor(0x14, 0x12, 0x10));
    p.drawRect(QRectF(g.point(3, 3), g.point(13, 13)));
    const QColor step = shaded(colour, 140);
    for (int i = 0; i < 4; ++i) {
        p.setBrush(shaded(step, 100 - i * 18));
        p.drawRect(QRectF(g.point(3 + i * 2.5, 3 + i * 2.5), g.point(13, 3 + i * 2.5 + 1.5)));
    }
}

} // namespace

QImage drawSprite(TileArt::Sprite s, const Palette &palette, int size)
{
    QImage image = blank(size);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    const UnitGrid g(size);
    switch (s) {
    case TileArt::Sprite::Start:
        drawStart(p, g, palette.named(QStringLiteral("start")));
        break;
    case TileArt::Sprite::Exit:
        drawExit(p, g, palette.named(QStringLiteral("exit")));
        break;
    case TileArt::Sprite::Player:
        drawFigure(p, g, palette.named(QStringLiteral("player"), QColor(0x40, 0xe0, 0xd0)), false);
        break;
    case TileArt::Sprite::Gold:
        drawGold(p, g, palette.entity(QStringLiteral("gold")));
        break;
    case TileArt::Sprite::Light:
        drawLight(p, g, palette.entity(QStringLiteral("light")));
        break;
    case TileArt::Sprite::Guard:
        drawFigure(p, g, palette.entity(QStringLiteral("guard")), true);
        break;
    case TileArt::Sprite::Enemy:
        drawEnemy(p, g, palette.entity(QStringLiteral("enemy")));
        break;
    case TileArt::Sprite::Count:
        break;
    }
    return image;
}

QImage drawGenericEntity(QColor color, int size)
{
    QImage image = blank(size);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    const UnitGrid g(size);
    p.setPen(outline(g, color));
    p.setBrush(color);
    const QPointF pts[4] = {g.point(8, 3), g.point(13, 8), g.point(8, 13), g.point(3, 8)};
    p.drawPolygon(pts, 4);
    return image;
}

} // namespace mapsmith::tileart
