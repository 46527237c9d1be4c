// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include "view/mapoverlay.h"

#ifndef Q_MOC_RUN
#include <mapsmith/io/tiledart.h>
#endif

#include <QImage>
#include <QPointer>
#include <QStringList>

#include <memory>

template <typename T> class QFutureWatcher;

namespace mapsmith {

class MapDocument;
class TiledPictures;

/// Draws the document's map with its tile art (an imported Tiled map's layers and tilesets, a generated
/// map's dressing) over the view's colour picture, for the visible tiles only, crisp at every zoom: the art
/// is composed at whole pixels per tile (at most the tile size) and scaled without smoothing. With the
/// walkability overlay on, the tiles searches, validation and play use are tinted over it. Start, exit and
/// entities are marked on top. Images are decoded off the GUI thread (QtConcurrent); until they arrive the
/// colours show. Maps without art draw nothing here.
class TiledArtOverlay : public MapOverlay
{
    Q_OBJECT

public:
    explicit TiledArtOverlay(MapDocument *document, QObject *parent = nullptr);
    ~TiledArtOverlay() override;

    void paint(QPainter &painter, const QRect &tiles, double zoom, QPointF offset) const override;

    bool hasArt() const { return m_shown != nullptr; }
    /// True once the art's images are decoded (or there is no art).
    bool isReady() const { return !m_shown || m_pictures != nullptr; }
    QStringList missingImages() const;
    bool showsWalkability() const { return m_walkability; }
    void setShowWalkability(bool on);

signals:
    /// The images arrived (or could not all be read: missingImages()).
    void picturesReady();

private:
    void onMapChanged();
    void onMapEdited();
    void paintMarkers(QPainter &painter, const QRect &tiles, double zoom, QPointF offset) const;

    QPointer<MapDocument> m_document;
    std::shared_ptr<const TiledArt> m_art;
    std::shared_ptr<const tiled::Document> m_shown;
    std::shared_ptr<const TiledPictures> m_pictures;
    QString m_picturesKey; ///< the image files m_pictures holds
    QFutureWatcher<std::shared_ptr<const TiledPictures>> *m_loading = nullptr;
    quint64 m_serial = 0;
    bool m_walkability = false;
    quint64 m_version = 0; ///< bumps on every change of what is shown
    // The last composed picture, reused while the view shows the same tiles at the same scale.
    mutable QImage m_buffer;
    mutable QRect m_bufferTiles;
    mutable int m_bufferScale = 0;
    mutable quint64 m_bufferVersion = ~quint64(0);
};

} // namespace mapsmith
