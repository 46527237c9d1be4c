// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The same-format export of an imported map: the file as it was read, with only what differs between the
// document as read (`before`) and as edited (`after`) rewritten. Everything Mapsmith does not model (Wang
// sets, animations, text, editor settings, comments) stays as it was. The XML's layer and object elements
// pair with the model's in file order (the readers keep every one); objects pair by id. What was added
// (the mapsmith tileset, a collision layer, an entities layer, new objects) is written by the generic writer
// (tmxwrite.cpp, tmjwrite.cpp).
#include <mapsmith/io/tiledwrite_p.h>

#include <map>
#include <sstream>

namespace mapsmith::tiled {

namespace {

bool isLayerTag(std::string_view tag)
{
    return tag == "layer" || tag == "objectgroup" || tag == "imagelayer" || tag == "group";
}

void setAttribute(pugi::xml_node node, const char *name, const std::string &value)
{
    pugi::xml_attribute a = node.attribute(name);
    if (!a)
        a = node.append_attribute(name);
    a.set_value(value.c_str());
}

void patchObjects(pugi::xml_node group, const Layer &before, const Layer &after)
{
    std::vector<pugi::xml_node> nodes;
    for (pugi::xml_node o : group.children("object"))
        nodes.push_back(o);
    std::map<int, const Object *> kept;
    for (const Object &o : after.objects)
        kept[o.id] = &o;
    for (std::size_t i = 0; i < before.objects.size() && i < nodes.size(); ++i) {
        const Object &b = before.objects[i];
        const auto it = kept.find(b.id);
        if (it == kept.end()) {
            group.remove_child(nodes[i]);
            continue;
        }
        const Object &a = *it->second;
        if (a.x != b.x)
            setAttribute(nodes[i], "x", numberText(a.x));
        if (a.y != b.y)
            setAttribute(nodes[i], "y", numberText(a.y));
        if (a.templateSource != b.templateSource)
            setAttribute(nodes[i], "template", a.templateSource);
        kept.erase(it);
    }
    for (const Object &a : after.objects)
        if (kept.count(a.id))
            writeTmxObject(group, a);
}

void patchLayers(pugi::xml_node parent, const std::vector<Layer> &before, const std::vector<Layer> &after)
{
    std::size_t i = 0;
    for (pugi::xml_node node : parent.children()) {
        if (!isLayerTag(node.name()))
            continue;
        if (i >= before.size() || i >= after.size())
            break;
        const Layer &b = before[i];
        const Layer &a = after[i++];
        switch (a.kind) {
        case LayerKind::Tile:
            if (!sameCells(a, b)) {
                node.remove_child("data");
                writeTmxData(node, a);
            }
            break;
        case LayerKind::Object:
            patchObjects(node, b, a);
            break;
        case LayerKind::Image:
            if (a.image.source != b.image.source)
                setAttribute(node.child("image"), "source", a.image.source);
            break;
        case LayerKind::Group:
            patchLayers(node, b.layers, a.layers);
            break;
        }
    }
    for (std::size_t k = before.size(); k < after.size(); ++k)
        writeTmxLayer(parent, after[k]);
}

void patchTilesets(pugi::xml_node map, const Document &before, const Document &after)
{
    std::vector<pugi::xml_node> nodes;
    for (pugi::xml_node t : map.children("tileset"))
        nodes.push_back(t);
    for (std::size_t i = 0; i < nodes.size() && i < before.tilesets.size() && i < after.tilesets.size();
         ++i) {
        const Tileset &b = before.tilesets[i];
        const Tileset &a = after.tilesets[i];
        if (a.source != b.source)
            setAttribute(nodes[i], "source", a.source);
        if (a.image.source != b.image.source)
            setAttribute(nodes[i].child("image"), "source", a.image.source);
        for (pugi::xml_node t : nodes[i].children("tile")) {
            const int id = t.attribute("id").as_int(-1);
            const TilesetTile *bt = b.tile(id);
            const TilesetTile *at = a.tile(id);
            if (bt && at && at->image.source != bt->image.source)
                setAttribute(t.child("image"), "source", at->image.source);
        }
    }
    // Added tilesets go after the last one (after the map's properties when there is none).
    pugi::xml_node anchor = nodes.empty() ? map.child("properties") : nodes.back();
    for (std::size_t k = before.tilesets.size(); k < after.tilesets.size(); ++k) {
        writeTmxTileset(map, after.tilesets[k]);
        pugi::xml_node added = map.last_child();
        anchor = anchor ? map.insert_move_after(added, anchor) : map.prepend_move(added);
    }
}

} // namespace

Result<std::string> patchTmx(std::string_view text, const Document &before, const Document &after,
                             const std::string &file)
{
    pugi::xml_document xml;
    const unsigned flags = pugi::parse_default | pugi::parse_declaration | pugi::parse_comments |
                           pugi::parse_doctype | pugi::parse_pi;
    if (!xml.load_buffer(text.data(), text.size(), flags))
        return Error{ErrorKind::Internal, "the map could not be read again", file, 0, 0};
    pugi::xml_node map = xml.child("map");
    if (after.nextObjectId != before.nextObjectId)
        setAttribute(map, "nextobjectid", std::to_string(after.nextObjectId));
    if (after.nextLayerId != before.nextLayerId)
        setAttribute(map, "nextlayerid", std::to_string(after.nextLayerId));
    patchTilesets(map, before, after);
    patchLayers(map, before.layers, after.layers);
    std::ostringstream out;
    xml.save(out, " ", pugi::format_default, pugi::encoding_utf8);
    return out.str();
}

} // namespace mapsmith::tiled
