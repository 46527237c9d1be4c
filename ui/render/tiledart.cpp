// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Drawing a Tiled document the way Tiled's orthogonal renderer does (layers bottom to top, cells right-down,
// a tile standing on its cell's bottom-left corner, tileset and layer offsets, layer opacity; tile objects
// on their bottom-left corner turned about it), for the map view, PNG export and the thumbnail wall alike.
// Tile layers go through a blend loop of our own over premultiplied pixels (source-over), not one QPainter
// call per cell: a 300 x 300 map of 10 layers is 900,000 tiles. A tile under an opaque tile that fills its
// cell is skipped (hidingLayers), opaque sprites are copied row by row, and each gid's sprite is looked up
// in a flat table once per draw. Objects and image layers, few, use QPainter.
#include "render/tiledart.h"

#include "render/renderer.h"

#include <mapsmith/io/tiled.h>
#include <mapsmith/io/tiledart.h>

#include <QPainter>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <optional>
#include <unordered_map>

namespace mapsmith {

namespace {

using namespace tiled;

/// The target's pixels, taken once per layer: QImage::scanLine() checks for sharing on every call, which
/// per row of 900,000 small tiles is a good part of the time.
struct Surface
{
    QRgb *bits;
    qsizetype stride; ///< pixels per row
    QRect rect;
    explicit Surface(QImage &image)
        : bits(reinterpret_cast<QRgb *>(image.bits())), stride(image.bytesPerLine() / 4), rect(image.rect())
    {
    }
};

/// Source-over of a premultiplied sprite at (x, y) of a premultiplied target, `opacity` in [0, 256].
/// `opaque`: every pixel of the sprite has alpha 255, so at full opacity its rows are copied.
void blend(const Surface &target, const QImage &sprite, int x, int y, int opacity, bool opaque)
{
    const QRect area = QRect(x, y, sprite.width(), sprite.height()) & target.rect;
    if (area.isEmpty() || opacity <= 0)
        return;
    const auto *spriteBits = reinterpret_cast<const QRgb *>(sprite.constBits());
    const qsizetype spriteStride = sprite.bytesPerLine() / 4;
    const auto srcRow = [&](int row) { return spriteBits + (row - y) * spriteStride + (area.left() - x); };
    const auto dstRow = [&](int row) { return target.bits + row * target.stride + area.left(); };
    if (opaque && opacity >= 256) {
        for (int row = area.top(); row <= area.bottom(); ++row)
            std::memcpy(dstRow(row), srcRow(row), static_cast<std::size_t>(area.width()) * sizeof(QRgb));
        return;
    }
    for (int row = area.top(); row <= area.bottom(); ++row) {
        const QRgb *src = srcRow(row);
        QRgb *dst = dstRow(row);
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

bool allOpaque(const QImage &sprite)
{
    for (int y = 0; y < sprite.height(); ++y) {
        const auto *row = reinterpret_cast<const QRgb *>(sprite.constScanLine(y));
        for (int x = 0; x < sprite.width(); ++x)
            if (qAlpha(row[x]) != 255)
                return false;
    }
    return true;
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

/// Per gid: the sprite and where it stands against its cell's bottom-left corner, made once per draw (a
/// map uses few distinct gids; its cells are many): a flat table for gids without flags, a hash map for
/// the rest.
struct Stamp
{
    const QImage *sprite = nullptr;
    double dx = 0;
    double dy = 0;
    bool opaque = false; ///< every pixel opaque
    bool fills = false;  ///< opaque, and exactly its cell (so it hides whatever lies under it there)
    bool inCell = false; ///< drawn within its cell only (so hiding the cell hides all of it)
};

class Stamps
{
public:
    explicit Stamps(const Frame &f) : m_f(f)
    {
        std::uint64_t end = 1;
        for (const Tileset &ts : f.doc.tilesets)
            end = std::max<std::uint64_t>(end, std::uint64_t{ts.firstGid} + ts.span());
        m_flat.resize(static_cast<std::size_t>(std::min<std::uint64_t>(end, 1u << 20)));
        m_cellW = f.doc.tileWidth * f.sx;
        m_cellH = f.doc.tileHeight * f.sy;
        m_whole = m_cellW == std::floor(m_cellW) && m_cellH == std::floor(m_cellH);
    }

    const Stamp &get(std::uint32_t gid)
    {
        if (gid < m_flat.size()) {
            auto &slot = m_flat[gid];
            if (!slot)
                slot = make(gid);
            return *slot;
        }
        auto it = m_other.find(gid);
        if (it == m_other.end())
            it = m_other.emplace(gid, make(gid)).first;
        return it->second;
    }

    double cellW() const { return m_cellW; }
    double cellH() const { return m_cellH; }

private:
    Stamp make(std::uint32_t gid) const
    {
        Stamp s;
        const QImage &sprite = m_f.pictures.sprite(m_f.doc, gid, m_f.sx); // square tiles in nearly every map
        if (sprite.isNull())
            return s;
        const Tileset *ts = m_f.doc.tilesetFor(gid);
        s.sprite = &sprite;
        s.dx = ts ? ts->offsetX * m_f.sx : 0.0;
        s.dy = (ts ? ts->offsetY * m_f.sy : 0.0) - sprite.height();
        s.opaque = allOpaque(sprite);
        const bool aligned = m_whole && s.dx == 0 && s.dy == -m_cellH;
        s.inCell = aligned && sprite.width() <= m_cellW && sprite.height() <= m_cellH;
        s.fills = s.opaque && aligned && sprite.width() == m_cellW && sprite.height() == m_cellH;
        return s;
    }

    const Frame &m_f;
    std::vector<std::optional<Stamp>> m_flat;
    std::unordered_map<std::uint32_t, Stamp> m_other;
    double m_cellW = 1;
    double m_cellH = 1;
    bool m_whole = false;
};

/// Whether a tile layer's cells can hide or be hidden: drawn at full opacity, at no offset.
bool plainLayer(const LayerVisit &v)
{
    return v.layer->kind == LayerKind::Tile && v.visible && opacityOf(v) == 256 && v.offsetX == 0 &&
           v.offsetY == 0;
}

/// For every cell of f.tiles, the index (in `visits`) of the topmost plain tile layer whose tile fills the
/// cell opaquely, or -1: a tile under it there is never seen, so drawing skips it (a 10-layer map of
/// opaque ground draws its top layer only).
std::vector<int> hidingLayers(const Frame &f, const std::vector<LayerVisit> &visits, Stamps &stamps)
{
    const int w = f.tiles.width();
    const int h = f.tiles.height();
    std::vector<int> top(static_cast<std::size_t>(w) * static_cast<std::size_t>(h), -1);
    for (int i = static_cast<int>(visits.size()) - 1; i >= 0; --i) {
        const LayerVisit &v = visits[static_cast<std::size_t>(i)];
        if (!plainLayer(v))
            continue;
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x) {
                int &cell = top[static_cast<std::size_t>(y) * static_cast<std::size_t>(w) +
                                static_cast<std::size_t>(x)];
                if (cell >= 0)
                    continue;
                const std::uint32_t gid =
                    v.layer->gidAt(f.tiles.left() + x + f.doc.originX, f.tiles.top() + y + f.doc.originY);
                if ((gid & kGidMask) != 0 && stamps.get(gid).fills)
                    cell = i;
            }
    }
    return top;
}

void drawTileLayer(QImage &image, const Frame &f, const LayerVisit &v, int index, Stamps &stamps,
                   const std::vector<int> &hiding)
{
    const Surface target(image);
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
    const bool plain = plainLayer(v);
    const double cellW = stamps.cellW();
    const double cellH = stamps.cellH();
    const QPointF origin = f.at(f.doc.originX * static_cast<double>(f.doc.tileWidth) + v.offsetX,
                                (f.doc.originY + 1) * static_cast<double>(f.doc.tileHeight) + v.offsetY);
    for (int y = y0; y <= y1; ++y) {
        const bool rowInside = y >= f.tiles.top() && y <= f.tiles.bottom();
        for (int x = x0; x <= x1; ++x) {
            const std::uint32_t gid = l.gidAt(x + f.doc.originX, y + f.doc.originY);
            if ((gid & kGidMask) == 0)
                continue;
            const Stamp &stamp = stamps.get(gid);
            if (!stamp.sprite)
                continue;
            if (plain && stamp.inCell && rowInside && x >= f.tiles.left() && x <= f.tiles.right() &&
                hiding[static_cast<std::size_t>(y - f.tiles.top()) *
                           static_cast<std::size_t>(f.tiles.width()) +
                       static_cast<std::size_t>(x - f.tiles.left())] > index)
                continue; // an opaque tile of a layer above fills this cell
            blend(target, *stamp.sprite, static_cast<int>(std::lround(origin.x() + x * cellW + stamp.dx)),
                  static_cast<int>(std::lround(origin.y() + y * cellH + stamp.dy)), opacity, stamp.opaque);
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
    const std::vector<LayerVisit> visits = flattenLayers(doc);
    Stamps stamps(f);
    const std::vector<int> hiding = hidingLayers(f, visits, stamps);
    for (std::size_t i = 0; i < visits.size(); ++i) {
        const LayerVisit &v = visits[i];
        if (!v.visible)
            continue;
        switch (v.layer->kind) {
        case LayerKind::Tile:
            drawTileLayer(target, f, v, static_cast<int>(i), stamps, hiding);
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
