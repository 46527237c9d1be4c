// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The Tiled model as TMX (https://doc.mapeditor.org/en/stable/reference/tmx-map-format/) with pugixml:
// what the model holds, in the order Tiled writes it. Tilesets that were external stay references.
#include <mapsmith/io/tiledwrite_p.h>

#include <charconv>
#include <set>
#include <sstream>

namespace mapsmith::tiled {

std::string numberText(double v)
{
    char buffer[64];
    const auto r = std::to_chars(buffer, buffer + sizeof buffer, v);
    return std::string(buffer, r.ptr);
}

std::vector<std::array<int, 4>> chunksToWrite(const Layer &l)
{
    std::vector<std::array<int, 4>> out = l.chunks;
    std::set<std::pair<int, int>> extra;
    const auto inChunk = [&](int x, int y) {
        for (const auto &c : out)
            if (x >= c[0] && y >= c[1] && x < c[0] + c[2] && y < c[1] + c[3])
                return true;
        return false;
    };
    for (int y = 0; y < l.height; ++y)
        for (int x = 0; x < l.width; ++x)
            if (l.gids[static_cast<std::size_t>(y) * l.width + x] != 0 && !inChunk(x + l.x0, y + l.y0)) {
                const auto floorDiv = [](int a) { return a >= 0 ? a / 16 * 16 : -((-a + 15) / 16) * 16; };
                extra.insert({floorDiv(x + l.x0), floorDiv(y + l.y0)});
            }
    for (const auto &[x, y] : extra)
        out.push_back({x, y, 16, 16});
    return out;
}

std::vector<std::uint32_t> chunkGids(const Layer &l, const std::array<int, 4> &c)
{
    std::vector<std::uint32_t> gids;
    gids.reserve(static_cast<std::size_t>(c[2]) * static_cast<std::size_t>(c[3]));
    for (int y = c[1]; y < c[1] + c[3]; ++y)
        for (int x = c[0]; x < c[0] + c[2]; ++x)
            gids.push_back(l.gidAt(x, y));
    return gids;
}

void writeTmxProperties(pugi::xml_node owner, const Properties &properties)
{
    if (properties.empty())
        return;
    pugi::xml_node list = owner.append_child("properties");
    for (const Property &p : properties) {
        pugi::xml_node e = list.append_child("property");
        e.append_attribute("name") = p.name.c_str();
        if (p.type != "string")
            e.append_attribute("type") = p.type.c_str();
        if (!p.propertyType.empty())
            e.append_attribute("propertytype") = p.propertyType.c_str();
        if (p.type == "class")
            writeTmxProperties(e, p.members);
        else if (p.value.find('\n') != std::string::npos)
            e.append_child(pugi::node_pcdata).set_value(p.value.c_str());
        else
            e.append_attribute("value") = p.value.c_str();
    }
}

namespace {

void writeImage(pugi::xml_node owner, const Image &image)
{
    if (image.empty())
        return;
    pugi::xml_node e = owner.append_child("image");
    e.append_attribute("source") = image.source.c_str();
    if (!image.trans.empty())
        e.append_attribute("trans") = image.trans.c_str();
    if (image.width > 0)
        e.append_attribute("width") = image.width;
    if (image.height > 0)
        e.append_attribute("height") = image.height;
}

void setNumber(pugi::xml_node e, const char *name, double v)
{
    e.append_attribute(name) = numberText(v).c_str();
}

void writeCommon(pugi::xml_node e, const Layer &l)
{
    e.append_attribute("id") = l.id;
    e.append_attribute("name") = l.name.c_str();
    if (!l.className.empty())
        e.append_attribute("class") = l.className.c_str();
    if (l.kind == LayerKind::Tile && l.chunks.empty()) {
        e.append_attribute("width") = l.width;
        e.append_attribute("height") = l.height;
    }
    if (!l.visible)
        e.append_attribute("visible") = 0;
    if (l.opacity != 1)
        setNumber(e, "opacity", l.opacity);
    if (!l.tint.empty())
        e.append_attribute("tintcolor") = l.tint.c_str();
    if (l.offsetX != 0)
        setNumber(e, "offsetx", l.offsetX);
    if (l.offsetY != 0)
        setNumber(e, "offsety", l.offsetY);
}

void writeDataText(pugi::xml_node data, const std::vector<std::uint32_t> &gids, int width,
                   const DataFormat &f)
{
    if (f.encoding == "csv")
        data.append_child(pugi::node_pcdata).set_value(writeCsv(gids, width).c_str());
    else if (f.encoding == "base64")
        data.append_child(pugi::node_pcdata)
            .set_value(("\n   " + encodeLayerData(gids, f.compression) + "\n  ").c_str());
    else
        for (const std::uint32_t g : gids) {
            pugi::xml_node t = data.append_child("tile");
            if (g != 0)
                t.append_attribute("gid") = g;
        }
}

} // namespace

void writeTmxData(pugi::xml_node layer, const Layer &l)
{
    pugi::xml_node data = layer.append_child("data");
    if (!l.format.encoding.empty())
        data.append_attribute("encoding") = l.format.encoding.c_str();
    if (!l.format.compression.empty())
        data.append_attribute("compression") = l.format.compression.c_str();
    if (l.chunks.empty()) {
        writeDataText(data, l.gids, l.width, l.format);
        return;
    }
    for (const auto &c : chunksToWrite(l)) {
        pugi::xml_node chunk = data.append_child("chunk");
        chunk.append_attribute("x") = c[0];
        chunk.append_attribute("y") = c[1];
        chunk.append_attribute("width") = c[2];
        chunk.append_attribute("height") = c[3];
        writeDataText(chunk, chunkGids(l, c), c[2], l.format);
    }
}

void writeTmxObject(pugi::xml_node group, const Object &o)
{
    pugi::xml_node e = group.append_child("object");
    e.append_attribute("id") = o.id;
    if (!o.templateSource.empty())
        e.append_attribute("template") = o.templateSource.c_str();
    if (!o.name.empty())
        e.append_attribute("name") = o.name.c_str();
    if (!o.type.empty())
        e.append_attribute("type") = o.type.c_str();
    if (o.gid != 0)
        e.append_attribute("gid") = o.gid;
    setNumber(e, "x", o.x);
    setNumber(e, "y", o.y);
    if (o.width != 0 || o.height != 0) {
        setNumber(e, "width", o.width);
        setNumber(e, "height", o.height);
    }
    if (o.rotation != 0)
        setNumber(e, "rotation", o.rotation);
    if (!o.visible)
        e.append_attribute("visible") = 0;
    writeTmxProperties(e, o.properties);
    if (o.shape == Shape::Ellipse)
        e.append_child("ellipse");
    else if (o.shape == Shape::Point)
        e.append_child("point");
    else if (o.shape == Shape::Text)
        e.append_child("text");
    else if (o.shape == Shape::Polygon || o.shape == Shape::Polyline) {
        std::string points;
        for (const Point2 &p : o.points)
            points += (points.empty() ? "" : " ") + numberText(p.x) + "," + numberText(p.y);
        e.append_child(o.shape == Shape::Polygon ? "polygon" : "polyline").append_attribute("points") =
            points.c_str();
    }
}

void writeTmxLayer(pugi::xml_node parent, const Layer &l)
{
    static const char *const tags[] = {"layer", "objectgroup", "imagelayer", "group"};
    pugi::xml_node e = parent.append_child(tags[static_cast<int>(l.kind)]);
    writeCommon(e, l);
    if (l.kind == LayerKind::Image) {
        if (l.repeatX)
            e.append_attribute("repeatx") = 1;
        if (l.repeatY)
            e.append_attribute("repeaty") = 1;
    }
    writeTmxProperties(e, l.properties);
    switch (l.kind) {
    case LayerKind::Tile:
        writeTmxData(e, l);
        break;
    case LayerKind::Object:
        for (const Object &o : l.objects)
            writeTmxObject(e, o);
        break;
    case LayerKind::Image:
        writeImage(e, l.image);
        break;
    case LayerKind::Group:
        for (const Layer &child : l.layers)
            writeTmxLayer(e, child);
        break;
    }
}

void writeTmxTileset(pugi::xml_node map, const Tileset &ts)
{
    pugi::xml_node e = map.append_child("tileset");
    e.append_attribute("firstgid") = ts.firstGid;
    if (!ts.source.empty()) {
        e.append_attribute("source") = ts.source.c_str();
        return;
    }
    e.append_attribute("name") = ts.name.c_str();
    if (!ts.className.empty())
        e.append_attribute("class") = ts.className.c_str();
    e.append_attribute("tilewidth") = ts.tileWidth;
    e.append_attribute("tileheight") = ts.tileHeight;
    if (ts.spacing)
        e.append_attribute("spacing") = ts.spacing;
    if (ts.margin)
        e.append_attribute("margin") = ts.margin;
    e.append_attribute("tilecount") = ts.tileCount;
    e.append_attribute("columns") = ts.columns;
    if (ts.offsetX || ts.offsetY) {
        pugi::xml_node o = e.append_child("tileoffset");
        o.append_attribute("x") = ts.offsetX;
        o.append_attribute("y") = ts.offsetY;
    }
    writeTmxProperties(e, ts.properties);
    writeImage(e, ts.image);
    for (const TilesetTile &t : ts.tiles) {
        pugi::xml_node te = e.append_child("tile");
        te.append_attribute("id") = t.id;
        if (!t.type.empty())
            te.append_attribute("type") = t.type.c_str();
        writeTmxProperties(te, t.properties);
        writeImage(te, t.image);
    }
}

std::string writeTmxDocument(const Document &doc)
{
    pugi::xml_document xml;
    pugi::xml_node decl = xml.append_child(pugi::node_declaration);
    decl.append_attribute("version") = "1.0";
    decl.append_attribute("encoding") = "UTF-8";
    pugi::xml_node root = xml.append_child("map");
    const std::pair<const char *, std::string> attributes[] = {
        {"version", "1.8"},
        {"tiledversion", "1.8.2"},
        {"orientation", "orthogonal"},
        {"renderorder", doc.renderOrder.empty() ? "right-down" : doc.renderOrder},
        {"width", std::to_string(doc.width)},
        {"height", std::to_string(doc.height)},
        {"tilewidth", std::to_string(doc.tileWidth)},
        {"tileheight", std::to_string(doc.tileHeight)},
        {"infinite", doc.infinite ? "1" : "0"},
    };
    for (const auto &[name, value] : attributes)
        root.append_attribute(name) = value.c_str();
    if (!doc.backgroundColor.empty())
        root.append_attribute("backgroundcolor") = doc.backgroundColor.c_str();
    if (!doc.className.empty())
        root.append_attribute("class") = doc.className.c_str();
    root.append_attribute("nextlayerid") = doc.nextLayerId;
    root.append_attribute("nextobjectid") = doc.nextObjectId;
    writeTmxProperties(root, doc.properties);
    for (const Tileset &ts : doc.tilesets)
        writeTmxTileset(root, ts);
    for (const Layer &l : doc.layers)
        writeTmxLayer(root, l);
    std::ostringstream out;
    xml.save(out, " ", pugi::format_default, pugi::encoding_utf8);
    return out.str();
}

} // namespace mapsmith::tiled
