// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Drawing a Tiled document the way Tiled's orthogonal renderer does (layers bottom to top, cells right-down,
// a tile standing on its cell's bottom-left corner, tileset and layer offsets, layer opacity; tile objects
// on their bottom-left corner turned about it), for the map view, PNG export and the thumbnail wall alike.
// Tile layers go through a blend loop of our own over premultiplied pixels (source-over), not one QPainter
// call per cell: a 300 x 300 map of 10 layers is 900,000 tiles. Objects and image layers, few, use QPainter.
#include "render/tiledart.h"

#include "render/renderer.h"

#include <mapsmith/io/tiled.h>
#include <mapsmith/io/tiledart.h>

#include <QPainter>

#include <algorithm>
#include <cmath>
#include <unordered_map>

namespace mapsmith {

namespace {

using namespace tiled;

/// Source-over of a premultiplied sprite at (x, y) of a premultiplied target, `opacity` in [0, 256].
void blend(QImage &target, const QImage &sprite, int x, int y, int opacity)
{
    const QRect area = QRect(x, y, sprite.width(), sprite.height()) & target.rect();
    if (area.isEmpty() || opacity <= 0)
        return;
    for (int row = area.top(); row <= area.bottom(); ++row) {
        const auto *src = reinterpret_cast<const QRgb *>(sprite.constScanLine(row - y)) + (area.left() - x);
        auto *dst = reinterpret_cast<QRgb *>(target.scanLine(row)) + area.left();
        for (int i = 0; i < area.width(); ++i) {
            QRgb s = src[i];
            if (opacity < 256) {
                // Every channel times opacity: premultiplied colours stay premultiplied.
                s = qRgba((qRed(s) * opacity) >> 8, (qGreen(s) * opacity) >> 8, (qBlue(s) * opacity) >> 8,
                          (qAlpha(s) * opacity) >> 8);
            }
            const int a = qAlpha(s);
            if (a == 0)
                continue;
            if (a == 255) {
                dst[i] = s;
                continue;
            }
            const int k = 255 - a;
            const QRgb d = dst[i];
            dst[i] = qRgba(qRed(s) + (qRed(d) * k + 127) / 255, qGreen(s) + (qGreen(d) * k + 127) / 255,
                           qBlue(s) + (qBlue(d) * k + 127) / 255, a + (qAlpha(d) * k + 127) / 255);
        }
    }
}

struct Frame
{
    const Document &doc;
    const TiledPictures &pictures;
    QRect tiles;
    double sx; ///< target pixels per map pixel, across
    double sy; ///< and down
    /// Target position of map pixel (px, py) (the map's own pixels, origin taken off).
    QPointF at(double px, double py) const
    {
        return {(px - (tiles.left() + doc.originX) * doc.tileWidth) * sx,
                (py - (tiles.top() + doc.originY) * doc.tileHeight) * sy};
    }
};

int opacityOf(const LayerVisit &v)
{
    return std::clamp(static_cast<int>(std::lround(v.opacity * 256)), 0, 256);
}

void drawTileLayer(QImage &target, const Frame &f, const LayerVisit &v)
{
    const Layer &l = *v.layer;
    // Tiles taller or wider than a cell reach into the cells above and to the right: draw from far enough
    // below and to the left.
    int reachX = 0;
    int reachY = 0;
    for (const Tileset &ts : f.doc.tilesets) {
        reachX = std::max(reachX, (ts.tileWidth + std::abs(ts.offsetX)) / std::max(1, f.doc.tileWidth));
        reachY = std::max(reachY, (ts.tileHeight + std::abs(ts.offsetY)) / std::max(1, f.doc.tileHeight));
    }
    const int offX = static_cast<int>(std::floor(v.offsetX / f.doc.tileWidth));
    const int offY = static_cast<int>(std::floor(v.offsetY / f.doc.tileHeight));
    const int x0 = f.tiles.left() - reachX - std::max(0, offX) - 1;
    const int x1 = f.tiles.right() + 1 - std::min(0, offX);
    const int y0 = f.tiles.top() - 1 - std::max(0, offY);
    const int y1 = f.tiles.bottom() + reachY + 1 - std::min(0, offY);
    const int opacity = opacityOf(v);
    const double scale = f.sx; // sprites are scaled across; tiles are square in nearly every map
    // Per gid, once per layer: the sprite and where it stands against its cell's bottom-left corner. A map
    // uses few distinct gids; its cells are many.
    struct Stamp
    {
        const QImage *sprite;
        double dx;
        double dy;
    };
    std::unordered_map<std::uint32_t, Stamp> stamps;
    const double cellW = f.doc.tileWidth * f.sx;
    const double cellH = f.doc.tileHeight * f.sy;
    const QPointF origin = f.at(f.doc.originX * static_cast<double>(f.doc.tileWidth) + v.offsetX,
                                (f.doc.originY + 1) * static_cast<double>(f.doc.tileHeight) + v.offsetY);
    for (int y = y0; y <= y1; ++y) {
        for (int x = x0; x <= x1; ++x) {
            const std::uint32_t gid = l.gidAt(x + f.doc.originX, y + f.doc.originY);
            if ((gid & kGidMask) == 0)
                continue;
            auto it = stamps.find(gid);
            if (it == stamps.end()) {
                const QImage &sprite = f.pictures.sprite(f.doc, gid, scale);
                const Tileset *ts = f.doc.tilesetFor(gid);
                it = stamps
                         .emplace(gid,
                                  Stamp{sprite.isNull() ? nullptr : &sprite, ts ? ts->offsetX * f.sx : 0.0,
                                        (ts ? ts->offsetY * f.sy : 0.0) - sprite.height()})
                         .first;
            }
            if (!it->second.sprite)
                continue;
            blend(target, *it->second.sprite,
                  static_cast<int>(std::lround(origin.x() + x * cellW + it->second.dx)),
                  static_cast<int>(std::lround(origin.y() + y * cellH + it->second.dy)), opacity);
        }
    }
}

void drawObjects(QPainter &painter, const Frame &f, const LayerVisit &v)
{
    const QRectF view(QPointF(0, 0), QSizeF(f.tiles.width() * f.doc.tileWidth * f.sx,
                                            f.tiles.height() * f.doc.tileHeight * f.sy));
    painter.setOpacity(v.opacity);
    for (const Object &o : v.layer->objects) {
        if (!o.visible || !std::isfinite(o.x) || !std::isfinite(o.y) || !std::isfinite(o.width) ||
            !std::isfinite(o.height))
            continue;
        const QPointF p = f.at(o.x + v.offsetX, o.y + v.offsetY);
        const double reach = (std::abs(o.width) * f.sx + std::abs(o.height) * f.sy) * 1.5 + 8;
        if (!view.adjusted(-reach, -reach, reach, reach).contains(p) && o.shape != Shape::Polygon &&
            o.shape != Shape::Polyline)
            continue;
        painter.save();
        painter.translate(p);
        painter.rotate(o.rotation);
        painter.scale(f.sx, f.sy);
        if (o.isTile()) {
            const QImage tile = f.pictures.sprite(f.doc, o.gid, 1.0);
            if (!tile.isNull()) {
                const QSizeF size =
                    o.width > 0 && o.height > 0 ? QSizeF(o.width, o.height) : QSizeF(tile.size());
                painter.drawImage(QRectF(QPointF(0, -size.height()), size), tile);
            }
        } else if (o.shape != Shape::Text) {
            painter.setPen(QPen(QColor(160, 160, 164, 200), 0));
            painter.setBrush(QColor(160, 160, 164, 50));
            if (o.shape == Shape::Ellipse)
                painter.drawEllipse(QRectF(0, 0, o.width, o.height));
            else if (o.shape == Shape::Point)
                painter.drawEllipse(QPointF(0, 0), 3 / f.sx, 3 / f.sy);
            else if (o.shape == Shape::Rectangle)
                painter.drawRect(QRectF(0, 0, o.width, o.height));
            else {
                QPolygonF poly;
                for (const Point2 &q : o.points)
                    poly << QPointF(q.x, q.y);
                if (o.shape == Shape::Polygon)
                    painter.drawPolygon(poly);
                else
                    painter.drawPolyline(poly);
            }
        }
        painter.restore();
    }
    painter.setOpacity(1);
}

void drawImageLayer(QPainter &painter, const Frame &f, const LayerVisit &v)
{
    const QImage image = f.pictures.layerImage(v.layer->image.path);
    if (image.isNull())
        return;
    const QSizeF size(image.width() * f.sx, image.height() * f.sy);
    QPointF p = f.at(v.offsetX, v.offsetY);
    const QSizeF area(f.tiles.width() * f.doc.tileWidth * f.sx, f.tiles.height() * f.doc.tileHeight * f.sy);
    painter.setOpacity(v.opacity);
    // Repeated image layers fill the view from the tile that reaches its top-left.
    const double startX = v.layer->repeatX ? p.x() - std::ceil(p.x() / size.width()) * size.width() : p.x();
    const double startY = v.layer->repeatY ? p.y() - std::ceil(p.y() / size.height()) * size.height() : p.y();
    for (double y = startY; y < area.height(); y += size.height()) {
        for (double x = startX; x < area.width(); x += size.width()) {
            painter.drawImage(QRectF(QPointF(x, y), size), image);
            if (!v.layer->repeatX)
                break;
        }
        if (!v.layer->repeatY)
            break;
    }
    painter.setOpacity(1);
}

} // namespace

void drawTiledDocument(QImage &target, const Document &doc, const TiledPictures &pictures, const QRect &tiles,
                       double scale)
{
    const Frame f{doc, pictures, tiles, scale / std::max(1, doc.tileWidth),
                  scale / std::max(1, doc.tileHeight)};
    for (const LayerVisit &v : flattenLayers(doc)) {
        if (!v.visible)
            continue;
        switch (v.layer->kind) {
        case LayerKind::Tile:
            drawTileLayer(target, f, v);
            break;
        case LayerKind::Object:
        case LayerKind::Image: {
            QPainter painter(&target);
            painter.setRenderHint(QPainter::SmoothPixmapTransform, scale < doc.tileWidth);
            if (v.layer->kind == LayerKind::Object)
                drawObjects(painter, f, v);
            else
                drawImageLayer(painter, f, v);
            break;
        }
        case LayerKind::Group:
            break; // its children follow in the visit
        }
    }
}

bool hasTileArt(const Map &map)
{
    if (map.kind != MapKind::Grid || !map.art)
        return false;
    const TiledArt &art = *map.art.tiled;
    if (art.kind == TiledArt::Kind::Dressed)
        return true;
    return std::any_of(art.doc.tilesets.begin(), art.doc.tilesets.end(),
                       [](const Tileset &ts) { return ts.name != "mapsmith" || !ts.source.empty(); });
}

std::shared_ptr<const Document> shownDocument(const Map &map)
{
    if (!hasTileArt(map))
        return nullptr;
    auto doc = tiledDocumentFor(map, defaultTileMapping());
    if (!doc)
        return nullptr;
    return std::make_shared<const Document>(std::move(*doc));
}

QImage renderTiledArt(const Map &map, const Palette &palette, int scale)
{
    const auto doc = shownDocument(map);
    const GridMap &grid = map.grid;
    if (!doc || grid.width() <= 0 || grid.height() <= 0)
        return renderMapColours(map, palette, scale);
    scale = std::clamp(scale, 1, 64);
    while (scale > 1 && static_cast<double>(grid.width()) * grid.height() * scale * scale > double(1 << 26))
        --scale;
    QImage image(grid.width() * scale, grid.height() * scale, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull())
        return {};
    const QColor background(QString::fromStdString(doc->backgroundColor));
    image.fill(background.isValid() ? background : palette.tile(Tile::Floor));
    const auto pictures = TiledPictures::load(*doc, palette);
    drawTiledDocument(image, *doc, *pictures, QRect(0, 0, grid.width(), grid.height()), scale);
    return image.convertToFormat(QImage::Format_RGB32);
}

} // namespace mapsmith
