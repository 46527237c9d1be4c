// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The TMJ twin of tiledpatch.cpp: the JSON as it was read with only the edited layers, objects and
// references rewritten; what Mapsmith does not model stays. Layers pair in order (the reader skips only
// layer types it does not know, and so does this), objects by id.
#include <mapsmith/io/tiledwrite_p.h>

#include <map>

namespace mapsmith::tiled {

namespace {

using json = nlohmann::json;

bool knownLayer(const json &node)
{
    if (!node.is_object())
        return false;
    const auto t = node.find("type");
    if (t == node.end() || !t->is_string())
        return false;
    const std::string &type = t->get_ref<const std::string &>();
    return type == "tilelayer" || type == "objectgroup" || type == "imagelayer" || type == "group";
}

void patchObjects(json &node, const Layer &before, const Layer &after)
{
    json &objects = node["objects"];
    if (!objects.is_array())
        objects = json::array();
    std::map<int, const Object *> kept;
    for (const Object &o : after.objects)
        kept[o.id] = &o;
    json out = json::array();
    for (std::size_t i = 0; i < objects.size(); ++i) {
        json &o = objects[i];
        const Object *b = i < before.objects.size() ? &before.objects[i] : nullptr;
        const auto it = b ? kept.find(b->id) : kept.end();
        if (b && it == kept.end())
            continue; // removed
        if (b) {
            const Object &a = *it->second;
            if (a.x != b->x)
                o["x"] = a.x;
            if (a.y != b->y)
                o["y"] = a.y;
            if (a.templateSource != b->templateSource)
                o["template"] = a.templateSource;
            kept.erase(it);
        }
        out.push_back(std::move(o));
    }
    for (const Object &a : after.objects)
        if (kept.count(a.id))
            out.push_back(tmjObject(a));
    objects = std::move(out);
}

void patchLayers(json &parent, const std::vector<Layer> &before, const std::vector<Layer> &after)
{
    json &layers = parent["layers"];
    if (!layers.is_array())
        layers = json::array();
    std::size_t i = 0;
    for (json &node : layers) {
        if (!knownLayer(node))
            continue;
        if (i >= before.size() || i >= after.size())
            break;
        const Layer &b = before[i];
        const Layer &a = after[i++];
        switch (a.kind) {
        case LayerKind::Tile:
            if (!sameCells(a, b)) {
                node.erase("data");
                node.erase("chunks");
                tmjData(node, a);
            }
            break;
        case LayerKind::Object:
            patchObjects(node, b, a);
            break;
        case LayerKind::Image:
            if (a.image.source != b.image.source)
                node["image"] = a.image.source;
            break;
        case LayerKind::Group:
            patchLayers(node, b.layers, a.layers);
            break;
        }
    }
    for (std::size_t k = before.size(); k < after.size(); ++k)
        layers.push_back(tmjLayer(after[k]));
}

void patchTilesets(json &root, const Document &before, const Document &after)
{
    json &sets = root["tilesets"];
    if (!sets.is_array())
        sets = json::array();
    for (std::size_t i = 0; i < sets.size() && i < before.tilesets.size() && i < after.tilesets.size(); ++i) {
        json &node = sets[i];
        const Tileset &b = before.tilesets[i];
        const Tileset &a = after.tilesets[i];
        if (!node.is_object())
            continue;
        if (a.source != b.source)
            node["source"] = a.source;
        if (a.image.source != b.image.source)
            node["image"] = a.image.source;
        if (auto tiles = node.find("tiles"); tiles != node.end() && tiles->is_array())
            for (json &t : *tiles) {
                if (!t.is_object() || !t.contains("id") || !t["id"].is_number_integer())
                    continue;
                const int id = t["id"].get<int>();
                const TilesetTile *bt = b.tile(id);
                const TilesetTile *at = a.tile(id);
                if (bt && at && at->image.source != bt->image.source)
                    t["image"] = at->image.source;
            }
    }
    for (std::size_t k = before.tilesets.size(); k < after.tilesets.size(); ++k)
        sets.push_back(tmjTileset(after.tilesets[k]));
}

} // namespace

Result<std::string> patchTmj(std::string_view text, const Document &before, const Document &after,
                             const std::string &file)
{
    json root;
    try {
        root = json::parse(text.begin(), text.end());
    } catch (const json::exception &) {
        return Error{ErrorKind::Internal, "the map could not be read again", file, 0, 0};
    }
    if (after.nextObjectId != before.nextObjectId)
        root["nextobjectid"] = after.nextObjectId;
    if (after.nextLayerId != before.nextLayerId)
        root["nextlayerid"] = after.nextLayerId;
    patchTilesets(root, before, after);
    patchLayers(root, before.layers, after.layers);
    return dumpTmj(root, after.width) + "\n";
}

} // namespace mapsmith::tiled
