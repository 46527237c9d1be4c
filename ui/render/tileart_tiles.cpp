// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The built-in tile pictures: one drawing per tile type on the 16-unit grid (tileartgrid.h), in the palette's
// colour of the tile with lighter and darker shades of it for detail. Rock, floor and slow ground come in
// four variants whose speckles sit at hashed positions; the variant is a pure function of the cell, so a map
// looks the same on every machine and in every export.
#include "render/tileart.h"
#include "render/tileartgrid.h"

#include <QPainter>

namespace mapsmith::tileart {

namespace {

// A few specks of `color` at positions hashed from (tile, variant), `count` of them, each `units` wide.
void speckle(QPainter &p, const UnitGrid &g, QColor color, Tile t, int variant, int count, double units)
{
    for (int i = 0; i < count; ++i) {
        const std::uint32_t h = mix((static_cast<std::uint64_t>(t) << 16) ^ (variant << 8) ^ i);
        const double x = 1 + (h % 13);
        const double y = 1 + ((h >> 8) % 13);
        p.fillRect(g.rect(x, y, x + units, y + units), color);
    }
}

void drawFloor(QPainter &p, const UnitGrid &g, QColor floor, int variant)
{
    p.fillRect(QRect(0, 0, g.size(), g.size()), floor);
    speckle(p, g, shaded(floor, 92), Tile::Floor, variant, 3, 1);
    speckle(p, g, shaded(floor, 104), Tile::Floor, variant + 7, 2, 1);
}

// Cave rock: a dark mass with two or three lit stones and their shadows.
void drawWall(QPainter &p, const UnitGrid &g, QColor rock, int variant)
{
    p.fillRect(QRect(0, 0, g.size(), g.size()), rock);
    const QColor lit = shaded(rock, 135);
    const QColor dark = shaded(rock, 70);
    static constexpr double stones[4][3][4] = {
        {{1, 1, 8, 6}, {9, 3, 15, 9}, {2, 9, 8, 15}},
        {{1, 2, 6, 8}, {7, 1, 15, 6}, {6, 9, 14, 15}},
        {{2, 1, 10, 5}, {1, 7, 6, 14}, {9, 8, 15, 14}},
        {{1, 1, 7, 7}, {8, 4, 14, 11}, {2, 10, 9, 15}},
    };
    for (const auto &s : stones[variant % 4]) {
        p.fillRect(g.rect(s[0], s[1], s[2], s[3]), shaded(rock, 112));
        p.fillRect(g.rect(s[0], s[1], s[2], s[1] + 1), lit);
        p.fillRect(g.rect(s[0], s[3] - 1, s[2], s[3]), dark);
    }
}

// Brick courses: two rows of bricks offset by half a brick, mortar between them, a lit top edge on each.
void drawBricks(QPainter &p, const UnitGrid &g, QColor brick, bool cracked)
{
    const QColor mortar = shaded(brick, 55);
    p.fillRect(QRect(0, 0, g.size(), g.size()), mortar);
    const auto course = [&](double top, std::initializer_list<std::pair<double, double>> bricks) {
        for (const auto &[x0, x1] : bricks) {
            p.fillRect(g.rect(x0, top, x1, top + 7), brick);
            p.fillRect(g.rect(x0, top, x1, top + 1), shaded(brick, 130));
        }
    };
    course(0, {{0, 7}, {8, 15}});
    course(8, {{0, 3}, {4, 11}, {12, 16}});
    if (cracked) { // a trap: a brick with a crack only the designer is meant to notice
        p.fillRect(g.rect(5, 4, 6, 9), mortar);
        p.fillRect(g.rect(6, 9, 7, 12), mortar);
        p.fillRect(g.rect(9, 11, 10, 14), mortar);
    }
}

// A bevelled stone block: lit top and left, shadowed bottom and right, a recessed face.
void drawSolid(QPainter &p, const UnitGrid &g, QColor stone)
{
    p.fillRect(QRect(0, 0, g.size(), g.size()), stone);
    p.fillRect(g.rect(0, 0, 16, 2), shaded(stone, 150));
    p.fillRect(g.rect(0, 0, 2, 16), shaded(stone, 130));
    p.fillRect(g.rect(0, 14, 16, 16), shaded(stone, 60));
    p.fillRect(g.rect(14, 0, 16, 16), shaded(stone, 70));
    p.fillRect(g.rect(5, 5, 11, 11), shaded(stone, 90));
}

// Two rails and three rungs on the open background (a ladder stands in the air of a level).
void drawLadder(QPainter &p, const UnitGrid &g, QColor floor, QColor wood, bool ghost)
{
    p.fillRect(QRect(0, 0, g.size(), g.size()), floor);
    const QColor edge = shaded(wood, 65);
    for (double x : {3.0, 11.0}) {
        if (ghost) { // the hidden ladder: dashed rails, it is not there yet
            for (double y = 0; y < 16; y += 4)
                p.fillRect(g.rect(x, y, x + 2, y + 2), wood);
        } else {
            p.fillRect(g.rect(x, 0, x + 2, 16), wood);
            p.fillRect(g.rect(x + 1.5, 0, x + 2, 16), edge);
        }
    }
    for (double y : {2.0, 7.0, 12.0}) {
        p.fillRect(g.rect(5, y, 11, y + 2), wood);
        if (!ghost)
            p.fillRect(g.rect(5, y + 1.5, 11, y + 2), edge);
    }
}

// A bar to hang from near the top of the cell, with its underside in shadow and twists along it.
void drawRope(QPainter &p, const UnitGrid &g, QColor floor, QColor rope)
{
    p.fillRect(QRect(0, 0, g.size(), g.size()), floor);
    p.fillRect(g.rect(0, 2, 16, 4), rope);
    p.fillRect(g.rect(0, 3.5, 16, 4), shaded(rope, 60));
    for (double x : {2.0, 6.0, 10.0, 14.0})
        p.fillRect(g.rect(x, 2, x + 1, 3), shaded(rope, 135));
}

// A wooden door in its frame: planks, a dark frame and a knob.
void drawDoor(QPainter &p, const UnitGrid &g, QColor floor, QColor wood)
{
    p.fillRect(QRect(0, 0, g.size(), g.size()), floor);
    p.fillRect(g.rect(2, 1, 14, 16), shaded(wood, 55));
    p.fillRect(g.rect(3, 2, 13, 16), wood);
    for (double x : {6.0, 9.5})
        p.fillRect(g.rect(x, 2, x + 0.75, 16), shaded(wood, 75));
    p.fillRect(g.rect(10.5, 9, 12, 10.5), shaded(wood, 180));
}

// Slow ground: tufts of grass (or mud ridges) on the tile's colour.
void drawSlow(QPainter &p, const UnitGrid &g, QColor ground, int variant)
{
    p.fillRect(QRect(0, 0, g.size(), g.size()), ground);
    const QColor tuft = shaded(ground, 70);
    for (int i = 0; i < 3; ++i) {
        const std::uint32_t h = mix(0x5105u + static_cast<std::uint64_t>(variant) * 16 + i);
        const double x = 1 + (h % 11);
        const double y = 3 + ((h >> 8) % 10);
        p.fillRect(g.rect(x, y, x + 1, y + 3), tuft);
        p.fillRect(g.rect(x + 2, y - 1, x + 3, y + 3), tuft);
        p.fillRect(g.rect(x + 4, y, x + 5, y + 3), tuft);
    }
}

} // namespace

QImage drawTile(Tile t, int variant, const Palette &palette, int size)
{
    QImage image(size, size, QImage::Format_RGB32);
    image.fill(Qt::magenta); // a tile value no drawing knows stands out
    const QColor colour = palette.tile(t);
    const QColor floor = palette.tile(Tile::Floor);
    QPainter p(&image);
    const UnitGrid g(size);
    switch (t) {
    case Tile::Wall:
        drawWall(p, g, colour, variant);
        break;
    case Tile::Floor:
        drawFloor(p, g, colour, variant);
        break;
    case Tile::Door:
        drawDoor(p, g, floor, colour);
        break;
    case Tile::Brick:
        drawBricks(p, g, colour, false);
        break;
    case Tile::Trap:
        drawBricks(p, g, colour, true);
        break;
    case Tile::Solid:
        drawSolid(p, g, colour);
        break;
    case Tile::Ladder:
        drawLadder(p, g, floor, colour, false);
        break;
    case Tile::HiddenLadder:
        drawLadder(p, g, floor, colour, true);
        break;
    case Tile::Rope:
        drawRope(p, g, floor, colour);
        break;
    case Tile::Slow:
        drawSlow(p, g, colour, variant);
        break;
    }
    return image;
}

} // namespace mapsmith::tileart
