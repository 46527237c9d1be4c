// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "render/renderer.h"

#include "render/tiledart.h"
#include "render/towerrenderer.h"

#include <QFont>
#include <QFontMetrics>
#include <QPainter>
#include <QString>

#include <algorithm>
#include <array>
#include <cstring>
#include <map>
#include <set>

namespace mapsmith {

namespace {

constexpr int kMinScale = 1;
constexpr int kMaxScale = 64;
// From this many pixels per tile on, markers and entities are drawn as shapes on floor instead of
// filling their tile: small enough maps stay a one-colour-per-tile picture.
constexpr int kShapeScale = 4;

using TileColors = std::array<QRgb, 256>;

TileColors tileColors(const Palette &palette)
{
    TileColors colors;
    colors.fill(QColor(Qt::magenta).rgb()); // a tile the palette forgot stands out
    for (const TileInfo &info : allTiles())
        colors[static_cast<std::uint8_t>(info.tile)] = palette.tile(info.tile).rgb();
    return colors;
}

// Scan-line writes: one row of tiles is expanded into the first pixel row of its band and then copied to
// the band's other rows, so the cost is one store per pixel and no QPainter at all. `tiles` is the part of
// the map drawn; the image's (0, 0) is its top-left tile.
void drawTiles(QImage &image, const GridMap &grid, const TileColors &colors, int scale, const QRect &tiles)
{
    const int w = tiles.width();
    const auto rowBytes = static_cast<std::size_t>(w) * static_cast<std::size_t>(scale) * sizeof(QRgb);
    for (int y = 0; y < tiles.height(); ++y) {
        auto *line = reinterpret_cast<QRgb *>(image.scanLine(y * scale));
        const Tile *row = grid.tiles.data() + grid.tiles.index(tiles.left(), tiles.top() + y);
        for (int x = 0; x < w; ++x) {
            const QRgb c = colors[static_cast<std::uint8_t>(row[x])];
            for (int i = 0; i < scale; ++i)
                *line++ = c;
        }
        for (int r = 1; r < scale; ++r)
            std::memcpy(image.scanLine(y * scale + r), image.scanLine(y * scale), rowBytes);
    }
}

// The tile art: each pixel row of a tile band is the matching row of every tile's picture, copied whole.
void drawArtTiles(QImage &image, const GridMap &grid, const TileArt &art, const QRect &tiles)
{
    const int s = art.size();
    const auto bytes = static_cast<std::size_t>(s) * sizeof(QRgb);
    std::vector<const QImage *> pictures(static_cast<std::size_t>(tiles.width()));
    for (int y = 0; y < tiles.height(); ++y) {
        const int my = tiles.top() + y;
        const Tile *row = grid.tiles.data() + grid.tiles.index(tiles.left(), my);
        for (int x = 0; x < tiles.width(); ++x)
            pictures[static_cast<std::size_t>(x)] = &art.tile(row[x], tiles.left() + x, my);
        for (int r = 0; r < s; ++r) {
            uchar *line = image.scanLine(y * s + r);
            for (int x = 0; x < tiles.width(); ++x)
                std::memcpy(line + static_cast<std::size_t>(x) * bytes,
                            pictures[static_cast<std::size_t>(x)]->constScanLine(r), bytes);
        }
    }
}

void drawArtMarkers(QImage &image, const GridMap &grid, const TileArt &art, const QRect &tiles)
{
    if (!grid.start && !grid.exit && grid.entities.empty())
        return;
    QPainter painter(&image);
    const int s = art.size();
    const auto draw = [&](Point p, const QImage &sprite) {
        if (tiles.contains(p.x, p.y))
            painter.drawImage(QPoint((p.x - tiles.left()) * s, (p.y - tiles.top()) * s), sprite);
    };
    if (grid.start)
        draw(*grid.start, art.sprite(TileArt::Sprite::Start));
    if (grid.exit)
        draw(*grid.exit, art.sprite(TileArt::Sprite::Exit));
    for (const Entity &e : grid.entities) {
        if (tiles.contains(e.x, e.y))
            draw({e.x, e.y}, art.entity(e.type));
    }
}

void fillTile(QImage &image, Point p, int scale, QRgb color)
{
    for (int r = 0; r < scale; ++r) {
        auto *line = reinterpret_cast<QRgb *>(image.scanLine(p.y * scale + r)) + p.x * scale;
        std::fill(line, line + scale, color);
    }
}

enum class Shape { Circle, Diamond };

void drawMarker(QImage &image, QPainter *painter, Point p, QColor color, QRgb floor, Shape shape, int scale)
{
    if (!painter) {
        fillTile(image, p, scale, color.rgb());
        return;
    }
    if (shape == Shape::Circle)
        fillTile(image, p, scale, floor);
    const QRectF cell(p.x * scale, p.y * scale, scale, scale);
    const double inset = shape == Shape::Circle ? scale / 8.0 : scale / 4.0;
    const QRectF r = cell.adjusted(inset, inset, -inset, -inset);
    painter->setBrush(color);
    if (shape == Shape::Circle) {
        painter->drawEllipse(r);
    } else {
        const QPointF pts[4] = {{r.center().x(), r.top()},
                                {r.right(), r.center().y()},
                                {r.center().x(), r.bottom()},
                                {r.left(), r.center().y()}};
        painter->drawPolygon(pts, 4);
    }
}

void drawMarkers(QImage &image, const GridMap &grid, const Palette &palette, const TileColors &colors,
                 int scale, const QRect &tiles)
{
    if (!grid.start && !grid.exit && grid.entities.empty())
        return;
    QPainter painter;
    QPainter *shapes = nullptr;
    if (scale >= kShapeScale) {
        painter.begin(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(Qt::NoPen);
        shapes = &painter;
    }
    const QRgb floor = colors[static_cast<std::uint8_t>(Tile::Floor)];
    const auto marker = [&](Point p, QColor color, Shape shape) {
        if (tiles.contains(p.x, p.y))
            drawMarker(image, shapes, {p.x - tiles.left(), p.y - tiles.top()}, color, floor, shape, scale);
    };
    if (grid.start)
        marker(*grid.start, palette.named(QStringLiteral("start")), Shape::Circle);
    if (grid.exit)
        marker(*grid.exit, palette.named(QStringLiteral("exit")), Shape::Circle);
    for (const Entity &e : grid.entities)
        marker({e.x, e.y}, palette.entity(QString::fromStdString(e.type)), Shape::Diamond);
}

} // namespace

QImage renderForView(const Map &map, const Palette &palette)
{
    if (map.kind == MapKind::Tower)
        return renderTower(map.tower, palette, kTowerViewScale, true);
    return renderMapColours(map, palette, 1);
}

void renderCellsForView(QImage &image, const Map &map, const Palette &palette,
                        const std::vector<Point> &cells)
{
    const GridMap &grid = map.grid;
    if (map.kind != MapKind::Grid || image.size() != QSize(grid.width(), grid.height()))
        return;
    // Colours looked up once, not per cell: a flood fill redraws hundreds of thousands of cells.
    std::array<QRgb, 256> tileColors{};
    for (const TileInfo &info : allTiles())
        tileColors[static_cast<std::size_t>(info.tile)] = palette.tile(info.tile).rgb();
    const QRgb start = palette.named(QStringLiteral("start")).rgb();
    const QRgb exit = palette.named(QStringLiteral("exit")).rgb();
    // The entities on the cells being redrawn, last one per cell wins (as in renderMap).
    // All of them (entities are few): a set of the redrawn cells would cost more than the redraw.
    std::map<Point, QRgb> entityColors;
    for (const Entity &e : grid.entities)
        entityColors[Point{e.x, e.y}] = palette.entity(QString::fromStdString(e.type)).rgb();
    // Pixels written straight into the (detached once) bits: setPixel checks and detaches per call.
    const bool direct = image.depth() == 32;
    uchar *bits = direct ? image.bits() : nullptr;
    const auto stride = static_cast<std::size_t>(image.bytesPerLine());
    for (const Point &p : cells) {
        if (!grid.tiles.contains(p))
            continue;
        QRgb color = tileColors[static_cast<std::size_t>(grid.tiles[p])];
        if (grid.start == p)
            color = start;
        if (grid.exit == p)
            color = exit;
        if (!entityColors.empty()) {
            if (const auto it = entityColors.find(p); it != entityColors.end())
                color = it->second;
        }
        if (direct)
            reinterpret_cast<QRgb *>(bits + static_cast<std::size_t>(p.y) * stride)[p.x] = color;
        else
            image.setPixel(p.x, p.y, color);
    }
}

QImage renderMap(const Map &map, const Palette &palette, int scale, const RenderOptions &options)
{
    if (hasTileArt(map) && options.style == TileStyle::Art)
        return renderTiledArt(map, palette, scale); // a Tiled map's own tilesets override the built-in art
    return renderMapColours(map, palette, scale, options);
}

QImage renderMapColours(const Map &map, const Palette &palette, int scale, const RenderOptions &options)
{
    scale = std::clamp(scale, kMinScale, kMaxScale);
    if (map.kind == MapKind::Tower)
        return renderTower(map.tower, palette, scale, false);
    return renderMapRegion(map, palette, scale, QRect(0, 0, map.grid.width(), map.grid.height()), options);
}

QImage renderMapRegion(const Map &map, const Palette &palette, int scale, const QRect &region,
                       const RenderOptions &options)
{
    scale = std::clamp(scale, kMinScale, kMaxScale);
    const GridMap &grid = map.grid;
    const QRect tiles = region & QRect(0, 0, grid.width(), grid.height());
    if (map.kind != MapKind::Grid || tiles.isEmpty())
        return {};
    QImage image(tiles.width() * scale, tiles.height() * scale, QImage::Format_RGB32);
    if (image.isNull())
        return {}; // too large to allocate
    if (usesArt(options, scale)) {
        // The built-in palette's art is made once per size; another palette (a test's) gets its own.
        const std::shared_ptr<const TileArt> art =
            &palette == &Palette::builtin()
                ? TileArt::shared(scale, options.tileset)
                : std::make_shared<const TileArt>(palette, scale, options.tileset.get());
        drawArtTiles(image, grid, *art, tiles);
        drawArtMarkers(image, grid, *art, tiles);
        return image;
    }
    const TileColors colors = tileColors(palette);
    drawTiles(image, grid, colors, scale, tiles);
    drawMarkers(image, grid, palette, colors, scale, tiles);
    return image;
}

bool usesArt(const RenderOptions &options, int scale)
{
    return options.style == TileStyle::Art && scale >= TileArt::kMinSize;
}

namespace {

struct WallLayout
{
    int columns = 1;
    int rows = 0;
    int cellWidth = 0;   ///< thumbnail and label width
    int thumbHeight = 0; ///< thumbnail height (the label band is below it)
    int labelHeight = 0;
    int captionHeight = 0; ///< 0, or labelHeight when some item has a caption
    int legendHeight = 0;  ///< 0, or labelHeight: the legend's band above the first row
    int gap = 0;
    QSize size;

    QRect cell(std::size_t i) const
    {
        const int col = static_cast<int>(i % static_cast<std::size_t>(columns));
        const int row = static_cast<int>(i / static_cast<std::size_t>(columns));
        const int band = labelHeight + captionHeight;
        return {gap + col * (cellWidth + gap), legendHeight + gap + row * (thumbHeight + band + gap),
                cellWidth, thumbHeight + band};
    }
};

QFont labelFont(int labelHeight)
{
    QFont font;
    font.setPixelSize(std::max(6, labelHeight - 4));
    return font;
}

// Grid maps are measured without drawing them; a tower's picture depends on its graph, so it is drawn (towers
// are small).
QSize thumbnailSize(const Map &map, int scale)
{
    if (map.kind == MapKind::Tower)
        return renderMap(map, Palette{}, scale).size();
    return {map.grid.width() * scale, map.grid.height() * scale};
}

WallLayout wallLayout(const std::vector<WallItem> &items, const WallOptions &options, int scale)
{
    WallLayout l;
    int maxW = 0;
    int maxH = 0;
    std::uint64_t maxSeed = 0;
    QString widestCaption;
    for (const WallItem &item : items) {
        const QSize size = thumbnailSize(item.map, scale);
        maxW = std::max(maxW, size.width());
        maxH = std::max(maxH, size.height());
        maxSeed = std::max(maxSeed, item.seed);
        if (item.caption.size() > widestCaption.size())
            widestCaption = item.caption;
    }
    const int n = static_cast<int>(std::min<std::size_t>(items.size(), 1 << 20));
    l.columns = std::clamp(options.columns, 1, std::max(1, n));
    l.rows = (n + l.columns - 1) / l.columns;
    l.gap = std::max(0, options.gap);
    l.labelHeight = std::max(0, options.labelHeight);
    l.thumbHeight = maxH;
    l.cellWidth = maxW;
    if (l.labelHeight > 0) // a tiny map must still leave room for its seed
        l.cellWidth =
            std::max(l.cellWidth,
                     QFontMetrics(labelFont(l.labelHeight)).horizontalAdvance(QString::number(maxSeed)) + 2);
    if (l.labelHeight > 0 && !widestCaption.isEmpty()) {
        l.captionHeight = l.labelHeight;
        l.cellWidth = std::max(l.cellWidth,
                               QFontMetrics(labelFont(l.labelHeight)).horizontalAdvance(widestCaption) + 2);
    }
    if (l.labelHeight > 0 && !options.legend.isEmpty())
        l.legendHeight = l.labelHeight;
    l.size = {l.columns * l.cellWidth + (l.columns + 1) * l.gap,
              l.legendHeight + l.rows * (l.thumbHeight + l.labelHeight + l.captionHeight) +
                  (l.rows + 1) * l.gap};
    return l;
}

// A filled circle with a white bar and dot ("!") on the thumbnail's top right corner.
QRect drawBadge(QPainter &painter, const QRect &thumb, const Palette &palette)
{
    const int d = std::clamp(std::min(thumb.width(), thumb.height()) / 4, 6, 18);
    const QRect r(thumb.right() - d + 1, thumb.top(), d, d);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(Qt::white, std::max(1, d / 10)));
    painter.setBrush(palette.named(QStringLiteral("badge"), QColor(214, 32, 32)));
    painter.drawEllipse(r.adjusted(0, 0, -1, -1));
    painter.setPen(Qt::NoPen);
    painter.setBrush(Qt::white);
    const double cx = r.x() + d / 2.0;
    const double w = std::max(1.0, d / 7.0);
    painter.drawRect(QRectF(cx - w / 2, r.y() + d * 0.22, w, d * 0.36));
    painter.drawRect(QRectF(cx - w / 2, r.y() + d * 0.66, w, w));
    painter.restore();
    return r;
}

} // namespace

QImage renderWall(const std::vector<WallItem> &items, const Palette &palette, const WallOptions &options,
                  std::vector<WallCell> *cells)
{
    const int scale = std::clamp(options.scale, kMinScale, kMaxScale);
    const WallLayout layout = wallLayout(items, options, scale);
    QImage image(layout.size.expandedTo({1, 1}), QImage::Format_RGB32);
    image.fill(palette.named(QStringLiteral("background"), Qt::black));
    if (cells)
        cells->clear();
    QPainter painter(&image);
    painter.setFont(labelFont(layout.labelHeight));
    painter.setPen(palette.named(QStringLiteral("label"), Qt::white));
    if (layout.legendHeight > 0) // elided to the wall's width: a narrow wall still says what its numbers are
        painter.drawText(
            QRect(layout.gap, layout.gap / 2, layout.size.width() - 2 * layout.gap, layout.legendHeight),
            Qt::AlignLeft | Qt::AlignVCenter,
            painter.fontMetrics().elidedText(options.legend, Qt::ElideRight,
                                             layout.size.width() - 2 * layout.gap));
    for (std::size_t i = 0; i < items.size(); ++i) {
        const QRect cell = layout.cell(i);
        const QImage thumb = renderMap(items[i].map, palette, scale, options.render);
        const QRect thumbRect(cell.x() + (layout.cellWidth - thumb.width()) / 2,
                              cell.y() + (layout.thumbHeight - thumb.height()) / 2, thumb.width(),
                              thumb.height());
        const QRect labelRect(cell.x(), cell.y() + layout.thumbHeight, layout.cellWidth, layout.labelHeight);
        const QRect captionRect =
            layout.captionHeight > 0 ? labelRect.translated(0, layout.labelHeight) : QRect();
        painter.drawImage(thumbRect.topLeft(), thumb);
        if (layout.labelHeight > 0)
            painter.drawText(labelRect, Qt::AlignCenter, QString::number(items[i].seed));
        if (layout.captionHeight > 0)
            painter.drawText(captionRect, Qt::AlignCenter, items[i].caption);
        const QRect badgeRect = items[i].badge ? drawBadge(painter, thumbRect, palette) : QRect();
        if (cells)
            cells->push_back({items[i].seed, thumbRect, labelRect, captionRect, badgeRect});
    }
    return image;
}

} // namespace mapsmith
