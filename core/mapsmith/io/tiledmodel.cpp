// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Look-ups on the Tiled model (tiledmodel.h): properties by name, tiles by id, tilesets by gid, layers in
// drawing order.
#include <mapsmith/io/tiledmodel.h>

#include <algorithm>

namespace mapsmith::tiled {

const Property *findProperty(const Properties &properties, std::string_view name)
{
    for (const Property &p : properties) {
        if (p.name == name)
            return &p;
    }
    return nullptr;
}

const TilesetTile *Tileset::tile(int id) const
{
    const auto it = std::lower_bound(tiles.begin(), tiles.end(), id,
                                     [](const TilesetTile &t, int i) { return t.id < i; });
    return it != tiles.end() && it->id == id ? &*it : nullptr;
}

std::uint32_t Tileset::span() const
{
    std::uint32_t n = tileCount > 0 ? static_cast<std::uint32_t>(tileCount) : 0;
    if (!tiles.empty())
        n = std::max(n, static_cast<std::uint32_t>(tiles.back().id) + 1);
    return n;
}

const Tileset *Document::tilesetFor(std::uint32_t gid) const
{
    gid &= kGidMask;
    if (gid == 0)
        return nullptr;
    // Tilesets are sorted by firstgid (the readers check it): the last one starting at or before gid.
    const auto it = std::upper_bound(tilesets.begin(), tilesets.end(), gid,
                                     [](std::uint32_t g, const Tileset &t) { return g < t.firstGid; });
    return it == tilesets.begin() ? nullptr : &*std::prev(it);
}

namespace {

void flatten(const std::vector<Layer> &layers, const LayerVisit &parent, std::vector<LayerVisit> &out)
{
    for (std::size_t i = 0; i < layers.size(); ++i) {
        const Layer &layer = layers[i];
        LayerVisit v;
        v.layer = &layer;
        v.visible = parent.visible && layer.visible;
        v.opacity = parent.opacity * layer.opacity;
        v.offsetX = parent.offsetX + layer.offsetX;
        v.offsetY = parent.offsetY + layer.offsetY;
        v.path = parent.path;
        v.path.push_back(static_cast<int>(i));
        out.push_back(v);
        if (layer.kind == LayerKind::Group)
            flatten(layer.layers, v, out); // v, not out.back(): out grows underneath
    }
}

} // namespace

std::vector<LayerVisit> flattenLayers(const Document &doc)
{
    std::vector<LayerVisit> out;
    flatten(doc.layers, LayerVisit{}, out);
    return out;
}

} // namespace mapsmith::tiled
