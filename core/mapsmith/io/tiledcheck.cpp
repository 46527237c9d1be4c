// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// What holds for every Tiled document after reading, whatever the format: tilesets in firstgid order, and
// an infinite map's bounds settled from its chunks (or, for objects only, from its objects).
#include <mapsmith/io/tiledio_p.h>

#include <algorithm>
#include <cmath>

namespace mapsmith::tiled {

namespace {

void layerBounds(const std::vector<Layer> &layers, int &x0, int &y0, int &x1, int &y1)
{
    for (const Layer &layer : layers) {
        if (layer.kind == LayerKind::Group)
            layerBounds(layer.layers, x0, y0, x1, y1);
        if (layer.kind != LayerKind::Tile || layer.width == 0)
            continue;
        x0 = std::min(x0, layer.x0);
        y0 = std::min(y0, layer.y0);
        x1 = std::max(x1, layer.x0 + layer.width);
        y1 = std::max(y1, layer.y0 + layer.height);
    }
}

void objectBounds(const Document &doc, const std::vector<Layer> &layers, double &x0, double &y0, double &x1,
                  double &y1)
{
    for (const Layer &layer : layers) {
        objectBounds(doc, layer.layers, x0, y0, x1, y1);
        for (const Object &o : layer.objects) {
            const double top = o.isTile() ? o.y - o.height : o.y;
            if (!std::isfinite(o.x) || !std::isfinite(top) || !std::isfinite(o.width) ||
                !std::isfinite(o.height))
                continue;
            x0 = std::min(x0, o.x / doc.tileWidth);
            y0 = std::min(y0, top / doc.tileHeight);
            x1 = std::max(x1, (o.x + std::max(0.0, o.width)) / doc.tileWidth);
            y1 = std::max(y1, (top + std::max(0.0, o.height)) / doc.tileHeight);
        }
    }
}

} // namespace

Status checkDocument(const Document &doc, const std::string &file)
{
    for (std::size_t i = 1; i < doc.tilesets.size(); ++i) {
        if (doc.tilesets[i].firstGid <= doc.tilesets[i - 1].firstGid)
            return errorAt(file, doc.tilesets[i].place,
                           "firstgid " + std::to_string(doc.tilesets[i].firstGid) +
                               " must be larger than the previous tileset's (" +
                               std::to_string(doc.tilesets[i - 1].firstGid) + ")");
    }
    return Ok{};
}

Status settleInfinite(Document &doc, const std::string &file)
{
    if (!doc.infinite)
        return Ok{};
    int x0 = INT32_MAX, y0 = INT32_MAX, x1 = INT32_MIN, y1 = INT32_MIN;
    layerBounds(doc.layers, x0, y0, x1, y1);
    if (x0 > x1) {
        // No chunks: the objects' extent, in whole tiles.
        double fx0 = INFINITY, fy0 = INFINITY, fx1 = -INFINITY, fy1 = -INFINITY;
        objectBounds(doc, doc.layers, fx0, fy0, fx1, fy1);
        if (fx0 <= fx1 && fx1 - fx0 < kMaxSide && fy1 - fy0 < kMaxSide) {
            x0 = static_cast<int>(std::floor(fx0));
            y0 = static_cast<int>(std::floor(fy0));
            x1 = std::max(x0 + 1, static_cast<int>(std::ceil(fx1)));
            y1 = std::max(y0 + 1, static_cast<int>(std::ceil(fy1)));
        } else {
            x0 = y0 = 0;
            x1 = y1 = 1;
        }
    }
    if (x1 - x0 > kMaxSide || y1 - y0 > kMaxSide)
        return errorAt(file, Place{"map", 0, 0},
                       "the infinite map spans " + std::to_string(x1 - x0) + " x " + std::to_string(y1 - y0) +
                           " tiles, more than " + std::to_string(kMaxSide) + " on a side");
    doc.originX = x0;
    doc.originY = y0;
    doc.width = x1 - x0;
    doc.height = y1 - y0;
    return Ok{};
}

} // namespace mapsmith::tiled
