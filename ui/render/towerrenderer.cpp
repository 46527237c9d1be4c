// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "render/towerrenderer.h"

#include "i18n/corestrings.h"

#include <QCoreApplication>
#include <QFont>
#include <QPainter>
#include <QRegularExpression>

#include <algorithm>

namespace mapsmith {

namespace {

int spacing(int scale)
{
    return 8 * std::clamp(scale, 1, 64);
}

int leftMargin(int scale)
{
    return scale >= 3 ? 3 * spacing(scale) / 2 : spacing(scale) / 2;
}

QColor roomColor(const Palette &palette, RoomType type)
{
    return palette.named(QStringLiteral("room.") + QString::fromLatin1(roomTypeInfo(type).name));
}

QString roomName(RoomType type)
{
    // The first word of the description ("Monster: an ordinary fight") names the room.
    const auto description = roomTypeInfo(type).description;
    const QString full = trTile(description);
    const qsizetype colon = full.indexOf(QRegularExpression(QStringLiteral("[:：]")));
    return colon > 0 ? full.left(colon) : full;
}

void drawFloorNumbers(QPainter &p, const TowerMap &tower, int scale)
{
    QFont font = p.font();
    font.setPixelSize(std::max(8, spacing(scale) / 3));
    p.setFont(font);
    p.setPen(QColor(0x9a, 0xa3, 0xb5));
    for (int floor = 0; floor < tower.floors; ++floor) {
        const double y = towerNodeCentre(tower, TowerNode{floor, 0, RoomType::Monster}, scale).y();
        const QRectF r(0, y - spacing(scale) / 2.0, leftMargin(scale) - scale * 2, spacing(scale));
        p.drawText(r, Qt::AlignRight | Qt::AlignVCenter, QString::number(floor));
    }
}

void drawNodes(QPainter &p, const TowerMap &tower, const Palette &palette, int scale)
{
    const double radius = spacing(scale) * 0.32;
    QFont font = p.font();
    font.setPixelSize(std::max(6, static_cast<int>(radius * 1.2)));
    font.setBold(true);
    p.setFont(font);
    for (const TowerNode &node : tower.nodes) {
        const QPointF c = towerNodeCentre(tower, node, scale);
        const double r = node.type == RoomType::Boss ? radius * 1.6 : radius;
        p.setPen(QPen(QColor(0x1b, 0x1d, 0x23), std::max(1.0, scale / 2.0)));
        p.setBrush(roomColor(palette, node.type));
        p.drawEllipse(c, r, r);
        if (scale >= 3) {
            p.setPen(Qt::white);
            p.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt::AlignCenter,
                       QString(QLatin1Char(roomTypeInfo(node.type).symbol)));
        }
    }
}

void drawLegend(QPainter &p, const Palette &palette, int scale, int x)
{
    QFont font = p.font();
    font.setBold(false);
    font.setPixelSize(std::max(9, spacing(scale) / 3));
    p.setFont(font);
    int y = spacing(scale) / 2;
    const double r = spacing(scale) * 0.22;
    for (const RoomTypeInfo &info : allRoomTypes()) {
        p.setPen(Qt::NoPen);
        p.setBrush(roomColor(palette, info.type));
        p.drawEllipse(QPointF(x + r, y + r), r, r);
        p.setPen(palette.named(QStringLiteral("label"), Qt::white));
        p.drawText(QRectF(x + 3 * r, y, 10 * spacing(scale), 2 * r), Qt::AlignLeft | Qt::AlignVCenter,
                   roomName(info.type));
        y += static_cast<int>(3 * r);
    }
}

} // namespace

QPointF towerNodeCentre(const TowerMap &tower, const TowerNode &node, int scale)
{
    const int s = spacing(scale);
    const double x = leftMargin(scale) + (node.column + 0.5) * s;
    // Floor `floors` (the boss) is the top row; one spare row above it keeps the boss disc inside.
    const double y = (tower.floors - node.floor + 1.0) * s;
    return {x, y};
}

QImage renderTower(const TowerMap &tower, const Palette &palette, int scale, bool legend)
{
    const int s = spacing(scale);
    const int graphWidth = leftMargin(scale) + std::max(1, tower.columns) * s + s / 2;
    const int width = graphWidth + (legend ? 6 * s : 0);
    const int height = (tower.floors + 2) * s;
    QImage image(width, height, QImage::Format_RGB32);
    image.fill(palette.named(QStringLiteral("background"), QColor(0x1b, 0x1d, 0x23)));
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setPen(QPen(palette.named(QStringLiteral("tower.edge"), Qt::gray), std::max(1.0, scale / 2.0)));
    for (const TowerEdge &e : tower.edges) {
        if (e.from < 0 || e.to < 0 || e.from >= static_cast<int>(tower.nodes.size()) ||
            e.to >= static_cast<int>(tower.nodes.size()))
            continue;
        p.drawLine(towerNodeCentre(tower, tower.nodes[static_cast<std::size_t>(e.from)], scale),
                   towerNodeCentre(tower, tower.nodes[static_cast<std::size_t>(e.to)], scale));
    }
    if (scale >= 3)
        drawFloorNumbers(p, tower, scale);
    drawNodes(p, tower, palette, scale);
    if (legend)
        drawLegend(p, palette, scale, graphWidth);
    return image;
}

} // namespace mapsmith
