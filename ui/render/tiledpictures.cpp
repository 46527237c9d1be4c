// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Decoding the images a Tiled document names and cutting them into tile sprites. A tile of a tileset image
// is the cell (margin + column * (tile width + spacing), margin + row * (tile height + spacing)), as Tiled
// cuts it; an image's `trans` colour becomes transparent; an animated tile shows its first frame. Flip
// flags: anti-diagonal first (x and y swapped), then horizontal and vertical, Tiled's order.
#include "render/tiledart.h"

#include <QCache>
#include <QFileInfo>
#include <QImageReader>
#include <QPainter>

#include <cmath>

namespace mapsmith {

namespace {

/// Decoded files shared by every load (a wall of one dressed generator decodes its tileset once), keyed by
/// path, size and modification time so an edited file is read again. Cost: bytes, at most 256 MB.
class DecodeCache
{
public:
    QImage get(const QString &path, QString *why)
    {
        const QFileInfo info(path);
        if (!info.isFile()) {
            *why = QStringLiteral("no such file");
            return {};
        }
        const QString key = path + QLatin1Char('|') + QString::number(info.size()) + QLatin1Char('|') +
                            QString::number(info.lastModified().toMSecsSinceEpoch());
        {
            std::lock_guard lock(m_mutex);
            if (const QImage *hit = m_cache.object(key))
                return *hit;
        }
        QImageReader reader(path);
        QImage image = reader.read();
        if (image.isNull()) {
            *why = reader.errorString();
            return {};
        }
        image = image.convertToFormat(QImage::Format_ARGB32_Premultiplied);
        std::lock_guard lock(m_mutex);
        m_cache.insert(key, new QImage(image),
                       static_cast<int>(std::min<qsizetype>(image.sizeInBytes() >> 10, INT32_MAX)));
        return image;
    }

private:
    std::mutex m_mutex;
    QCache<QString, QImage> m_cache{256 * 1024}; // in KiB
};

DecodeCache &decodeCache()
{
    static DecodeCache cache; // a cache of files, not state: dropping it only costs a decode
    return cache;
}

QImage withTransparent(QImage image, const std::string &trans)
{
    if (trans.empty() || image.isNull())
        return image;
    const QColor key(QStringLiteral("#") + QString::fromStdString(trans));
    if (!key.isValid())
        return image;
    const QRgb k = key.rgb() | 0xff000000u;
    for (int y = 0; y < image.height(); ++y) {
        auto *line = reinterpret_cast<QRgb *>(image.scanLine(y));
        for (int x = 0; x < image.width(); ++x)
            if ((line[x] | 0xff000000u) == k && qAlpha(line[x]) == 255)
                line[x] = 0;
    }
    return image;
}

QImage placeholder(int w, int h)
{
    QImage image(std::max(1, w), std::max(1, h), QImage::Format_ARGB32_Premultiplied);
    const int cell = std::max(2, std::min(image.width(), image.height()) / 4);
    for (int y = 0; y < image.height(); ++y) {
        auto *line = reinterpret_cast<QRgb *>(image.scanLine(y));
        for (int x = 0; x < image.width(); ++x)
            line[x] = ((x / cell + y / cell) % 2) ? qRgb(255, 0, 255) : qRgb(0, 0, 0);
    }
    return image;
}

QImage decode(const std::string &path, const std::string &trans, QStringList &missing)
{
    QString why;
    QImage image = decodeCache().get(QString::fromStdString(path), &why);
    if (image.isNull()) {
        missing << QStringLiteral("%1: %2").arg(QString::fromStdString(path), why);
        return {};
    }
    return withTransparent(std::move(image), trans);
}

} // namespace

std::shared_ptr<const TiledPictures> TiledPictures::load(const tiled::Document &doc, const Palette &palette)
{
    auto out = std::make_shared<TiledPictures>();
    out->m_palette = palette;
    for (const tiled::Tileset &ts : doc.tilesets) {
        QImage sheet;
        if (!ts.image.empty() &&
            !(ts.name == "mapsmith" && !QFileInfo::exists(QString::fromStdString(ts.image.path))))
            sheet = decode(ts.image.path, ts.image.trans, out->m_missing);
        out->m_sheets.push_back(sheet);
        std::unordered_map<int, QImage> tiles;
        for (const tiled::TilesetTile &t : ts.tiles) {
            if (!t.image.empty()) {
                QImage image = decode(t.image.path, t.image.trans, out->m_missing);
                tiles.emplace(t.id, image.isNull() ? placeholder(t.image.width, t.image.height) : image);
            }
        }
        out->m_tiles.push_back(std::move(tiles));
    }
    for (const tiled::LayerVisit &v : tiled::flattenLayers(doc)) {
        const tiled::Layer &l = *v.layer;
        if (l.kind != tiled::LayerKind::Image || l.image.empty())
            continue;
        const QString key = QString::fromStdString(l.image.path);
        if (!out->m_layerImages.contains(key)) {
            const QImage image = decode(l.image.path, l.image.trans, out->m_missing);
            out->m_layerImages.insert(key,
                                      image.isNull() ? placeholder(l.image.width, l.image.height) : image);
        }
    }
    out->m_missing.removeDuplicates();
    return out;
}

QImage TiledPictures::tileImage(const tiled::Document &doc, std::uint32_t gid) const
{
    const tiled::Tileset *ts = doc.tilesetFor(gid);
    if (!ts)
        return {};
    const auto index = static_cast<std::size_t>(ts - doc.tilesets.data());
    int id = static_cast<int>((gid & tiled::kGidMask) - ts->firstGid);
    if (const tiled::TilesetTile *t = ts->tile(id); t && t->firstFrame >= 0)
        id = t->firstFrame;
    const int tw = std::max(1, ts->tileWidth);
    const int th = std::max(1, ts->tileHeight);
    if (index < m_tiles.size()) {
        if (const auto it = m_tiles[index].find(id); it != m_tiles[index].end())
            return it->second;
    }
    const QImage sheet = index < m_sheets.size() ? m_sheets[index] : QImage();
    if (!sheet.isNull()) {
        const int columns = std::max(1, ts->columns);
        const QRect cell(ts->margin + (id % columns) * (tw + ts->spacing),
                         ts->margin + (id / columns) * (th + ts->spacing), tw, th);
        if (!sheet.rect().contains(cell))
            return placeholder(tw, th);
        return sheet.copy(cell);
    }
    if (ts->name == "mapsmith") {
        // The tileset an export adds for tiles a map's own cannot say: the palette colour of the tile its
        // class names, outlined as renderTileset draws it.
        QImage image(tw, th, QImage::Format_ARGB32_Premultiplied);
        const tiled::TilesetTile *t = ts->tile(id);
        const auto tile = t ? tileByName(t->type) : std::nullopt;
        const QColor colour = tile ? m_palette.tile(*tile) : QColor(Qt::magenta);
        image.fill(colour);
        if (tw >= 4) {
            QPainter painter(&image);
            painter.setPen(colour.darker(130));
            painter.drawRect(0, 0, tw - 1, th - 1);
        }
        return image;
    }
    if (ts->image.empty() && (index >= m_tiles.size() || m_tiles[index].empty()))
        return {};
    return placeholder(tw, th);
}

const QImage &TiledPictures::sprite(const tiled::Document &doc, std::uint32_t gid, double scale) const
{
    static const QImage none;
    if ((gid & tiled::kGidMask) == 0)
        return none;
    const auto key = static_cast<std::uint64_t>(gid) << 24 ^
                     static_cast<std::uint64_t>(std::llround(scale * 4096.0) & 0xffffff);
    {
        std::lock_guard lock(m_mutex);
        if (const auto it = m_sprites.find(key); it != m_sprites.end())
            return it->second;
    }
    QImage image = tileImage(doc, gid);
    if (!image.isNull()) {
        if (gid & tiled::kFlipD)
            image = image.transformed(QTransform(0, 1, 1, 0, 0, 0));
        if (gid & (tiled::kFlipH | tiled::kFlipV))
            image = image.mirrored((gid & tiled::kFlipH) != 0, (gid & tiled::kFlipV) != 0);
        const QSize size(std::max(1, static_cast<int>(std::lround(image.width() * scale))),
                         std::max(1, static_cast<int>(std::lround(image.height() * scale))));
        if (size != image.size())
            image = image.scaled(size, Qt::IgnoreAspectRatio,
                                 scale < 1 ? Qt::SmoothTransformation : Qt::FastTransformation);
        image = image.convertToFormat(QImage::Format_ARGB32_Premultiplied);
    }
    std::lock_guard lock(m_mutex);
    return m_sprites.emplace(key, std::move(image)).first->second;
}

} // namespace mapsmith
