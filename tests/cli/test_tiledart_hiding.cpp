// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// drawTiledDocument skips tiles an opaque tile of a layer above fills (render/tiledart.cpp, hidingLayers)
// and copies opaque sprites row by row: the picture must be exactly the one of drawing every layer on its
// own, in order (the oracle: one single-layer document at a time, where nothing can be skipped), over many
// random three-layer maps with empty cells, a half-opaque layer, an offset layer and flipped tiles, at
// several scales and views.
#include "render/palette.h"
#include "render/tiledart.h"

#ifndef Q_MOC_RUN
#include <mapsmith/io/tiled.h>
#include <mapsmith/random/rng.h>
#endif

#include <QGuiApplication>
#include <QTest>

using namespace mapsmith;

namespace {

tiled::Document randomDocument(Rng &rng)
{
    tiled::Document doc;
    doc.width = 9;
    doc.height = 7;
    doc.tileWidth = doc.tileHeight = 4;
    const std::string dir = std::string(MAPSMITH_SOURCE_DIR) + "/tests/data/tiled_dress";
    tiled::Tileset set;
    set.name = "dress";
    set.tileWidth = set.tileHeight = 4;
    set.tileCount = 64;
    set.columns = 8;
    set.image.source = "dress.png";
    set.image.path = dir + "/dress.png";
    set.image.width = set.image.height = 32;
    doc.tilesets.push_back(set);
    for (int l = 0; l < 3; ++l) {
        tiled::Layer layer;
        layer.kind = tiled::LayerKind::Tile;
        layer.id = l + 1;
        layer.width = doc.width;
        layer.height = doc.height;
        for (int i = 0; i < doc.width * doc.height; ++i) {
            std::uint32_t gid = rng.below(4) == 0 ? 0u : static_cast<std::uint32_t>(1 + rng.below(64));
            if (gid && rng.below(10) == 0)
                gid |= tiled::kFlipH;
            layer.gids.push_back(gid);
        }
        if (l == 1 && rng.below(2) == 1)
            layer.opacity = 0.5;
        if (l == 2 && rng.below(3) == 0)
            layer.offsetX = 2;
        doc.layers.push_back(std::move(layer));
    }
    return doc;
}

} // namespace

class TestTiledArtHiding : public QObject
{
    Q_OBJECT

private slots:
    void skippingHiddenTiles_drawsWhatDrawingEveryLayerDraws()
    {
        for (std::uint64_t seed = 1; seed <= 60; ++seed) {
            Rng rng(seed);
            const tiled::Document doc = randomDocument(rng);
            const auto pictures = TiledPictures::load(doc, Palette::builtin());
            for (const int scale : {1, 3, 4, 8}) {
                for (const QRect tiles : {QRect(0, 0, 9, 7), QRect(2, 1, 5, 4)}) {
                    QImage fused(tiles.width() * scale, tiles.height() * scale,
                                 QImage::Format_ARGB32_Premultiplied);
                    fused.fill(Qt::black);
                    QImage oracle = fused;
                    drawTiledDocument(fused, doc, *pictures, tiles, scale);
                    for (const tiled::Layer &layer : doc.layers) {
                        tiled::Document one = doc;
                        one.layers = {layer};
                        drawTiledDocument(oracle, one, *pictures, tiles, scale);
                    }
                    QVERIFY2(fused == oracle,
                             qPrintable(QStringLiteral("seed %1 scale %2").arg(seed).arg(scale)));
                }
            }
        }
    }
};

QTEST_MAIN(TestTiledArtHiding)
#include "test_tiledart_hiding.moc"
