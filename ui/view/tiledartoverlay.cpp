// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "view/tiledartoverlay.h"

#include "document/mapdocument.h"
#include "render/palette.h"
#include "render/tiledart.h"

#include <QFutureWatcher>
#include <QPainter>
#include <QtConcurrent>

#include <cmath>

namespace mapsmith {

namespace {

/// The image files a document names: pictures loaded for one serve another with the same.
QString imageKey(const tiled::Document &doc)
{
    QString key;
    for (const tiled::Tileset &ts : doc.tilesets) {
        key += QString::fromStdString(ts.image.path) + QLatin1Char('\n');
        for (const tiled::TilesetTile &t : ts.tiles)
            if (!t.image.empty())
                key += QString::fromStdString(t.image.path) + QLatin1Char('\n');
    }
    for (const tiled::LayerVisit &v : tiled::flattenLayers(doc))
        if (v.layer->kind == tiled::LayerKind::Image)
            key += QString::fromStdString(v.layer->image.path) + QLatin1Char('\n');
    return key;
}

} // namespace

TiledArtOverlay::TiledArtOverlay(MapDocument *document, QObject *parent)
    : MapOverlay(parent), m_document(document)
{
    connect(document, &MapDocument::mapChanged, this, &TiledArtOverlay::onMapChanged);
    connect(document, &MapDocument::mapEdited, this, &TiledArtOverlay::onMapEdited);
    onMapChanged();
}

TiledArtOverlay::~TiledArtOverlay()
{
    if (m_loading)
        m_loading->waitForFinished(); // decoding reads files only: it ends soon
}

QStringList TiledArtOverlay::missingImages() const
{
    return m_pictures ? m_pictures->missing() : QStringList();
}

void TiledArtOverlay::setShowWalkability(bool on)
{
    if (m_walkability == on)
        return;
    m_walkability = on;
    emit changed();
}

void TiledArtOverlay::onMapEdited()
{
    if (!m_document || !m_art)
        return;
    m_shown = shownDocument(m_document->map());
    ++m_version;
    emit changed();
}

void TiledArtOverlay::onMapChanged()
{
    if (!m_document)
        return;
    const Map &map = m_document->map();
    m_art = map.kind == MapKind::Grid ? map.art.tiled : nullptr;
    m_shown = m_art ? shownDocument(map) : nullptr;
    ++m_version;
    if (!m_shown) {
        emit changed();
        return;
    }
    const QString key = imageKey(*m_shown);
    if (m_pictures && key == m_picturesKey) {
        emit changed();
        return;
    }
    m_pictures.reset();
    m_picturesKey = key;
    const quint64 serial = ++m_serial;
    if (m_loading)
        m_loading->disconnect(this); // an older load's pictures are not these
    m_loading = new QFutureWatcher<std::shared_ptr<const TiledPictures>>(this);
    auto *watcher = m_loading;
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, serial] {
        watcher->deleteLater();
        if (m_loading == watcher)
            m_loading = nullptr;
        if (serial != m_serial)
            return;
        m_pictures = watcher->result();
        ++m_version;
        emit picturesReady();
        emit changed();
    });
    watcher->setFuture(
        QtConcurrent::run([doc = m_shown] { return TiledPictures::load(*doc, Palette::builtin()); }));
    emit changed();
}

void TiledArtOverlay::paint(QPainter &painter, const QRect &tiles, double zoom, QPointF offset) const
{
    if (!m_shown || !m_pictures || !m_document || tiles.isEmpty())
        return;
    const tiled::Document &doc = *m_shown;
    // Whole pixels per tile, never past the tile's own size: drawn scaled up, a tile keeps crisp pixels.
    const int native = std::max(1, std::max(doc.tileWidth, doc.tileHeight));
    const int scale = std::clamp(static_cast<int>(std::ceil(zoom - 1e-9)), 1, native);
    if (m_bufferVersion != m_version || m_bufferTiles != tiles || m_bufferScale != scale) {
        m_buffer = QImage(tiles.width() * scale, tiles.height() * scale, QImage::Format_ARGB32_Premultiplied);
        if (m_buffer.isNull())
            return;
        const QColor background(QString::fromStdString(doc.backgroundColor));
        m_buffer.fill(background.isValid() ? background : Palette::builtin().tile(Tile::Floor));
        drawTiledDocument(m_buffer, doc, *m_pictures, tiles, scale);
        m_bufferTiles = tiles;
        m_bufferScale = scale;
        m_bufferVersion = m_version;
    }
    const QRectF target(offset + QPointF(tiles.left() * zoom, tiles.top() * zoom),
                        QSizeF(tiles.width() * zoom, tiles.height() * zoom));
    painter.save();
    painter.setRenderHint(QPainter::SmoothPixmapTransform, false);
    painter.drawImage(target, m_buffer);
    if (m_walkability) {
        // The cells as the searches see them: the document's colour picture (one pixel per tile), half
        // through.
        painter.setOpacity(0.55);
        painter.drawImage(target, m_document->image(), tiles);
        painter.setOpacity(1);
    }
    painter.restore();
    paintMarkers(painter, tiles, zoom, offset);
}

void TiledArtOverlay::paintMarkers(QPainter &painter, const QRect &tiles, double zoom, QPointF offset) const
{
    const GridMap &grid = m_document->map().grid;
    const Palette &palette = Palette::builtin();
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const auto mark = [&](Point p, const QColor &colour, bool diamond) {
        if (!tiles.contains(p.x, p.y))
            return;
        const QRectF cell(offset.x() + p.x * zoom, offset.y() + p.y * zoom, zoom, zoom);
        const double inset = diamond ? zoom * 0.3 : zoom * 0.25;
        const QRectF r = cell.adjusted(inset, inset, -inset, -inset);
        painter.setPen(QPen(QColor(0, 0, 0, 160), std::max(1.0, zoom / 16)));
        painter.setBrush(colour);
        if (diamond) {
            const QPointF pts[4] = {{r.center().x(), r.top()},
                                    {r.right(), r.center().y()},
                                    {r.center().x(), r.bottom()},
                                    {r.left(), r.center().y()}};
            painter.drawPolygon(pts, 4);
        } else {
            painter.drawEllipse(r);
        }
    };
    if (grid.start)
        mark(*grid.start, palette.named(QStringLiteral("start")), false);
    if (grid.exit)
        mark(*grid.exit, palette.named(QStringLiteral("exit")), false);
    for (const Entity &e : grid.entities)
        mark({e.x, e.y}, palette.entity(QString::fromStdString(e.type)), true);
    painter.restore();
}

} // namespace mapsmith
