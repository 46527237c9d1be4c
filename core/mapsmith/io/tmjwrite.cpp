// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The Tiled model as TMJ (https://doc.mapeditor.org/en/stable/reference/json-map-format/) with
// nlohmann::json: what the model holds, with the keys Tiled writes. Tile numbers go one row per line.
#include <mapsmith/io/tiledwrite_p.h>

namespace mapsmith::tiled {

using json = nlohmann::json;

namespace {

json propertyValue(const Property &p)
{
    if (p.type == "class") {
        json members = json::object();
        for (const Property &m : p.members)
            members[m.name] = propertyValue(m);
        return members;
    }
    try {
        if (p.type == "int")
            return std::stoll(p.value);
        if (p.type == "float")
            return std::stod(p.value);
    } catch (const std::exception &) {
        return p.value; // not a number after all: kept as it was written
    }
    if (p.type == "bool")
        return p.value == "true" || p.value == "1";
    if (p.type == "object") {
        try {
            return std::stoll(p.value);
        } catch (const std::exception &) {
            return 0;
        }
    }
    return p.value;
}

void addImage(json &out, const Image &image)
{
    if (image.empty())
        return;
    out["image"] = image.source;
    out["imagewidth"] = image.width;
    out["imageheight"] = image.height;
    if (!image.trans.empty())
        out["transparentcolor"] = "#" + image.trans;
}

json gidArray(const std::vector<std::uint32_t> &gids)
{
    json a = json::array();
    for (const std::uint32_t g : gids)
        a.push_back(g);
    return a;
}

json dataOf(const std::vector<std::uint32_t> &gids, const DataFormat &f)
{
    if (f.encoding == "base64")
        return encodeLayerData(gids, f.compression);
    return gidArray(gids);
}

} // namespace

json tmjProperties(const Properties &properties)
{
    json out = json::array();
    for (const Property &p : properties) {
        json e = {{"name", p.name}, {"type", p.type}, {"value", propertyValue(p)}};
        if (!p.propertyType.empty())
            e["propertytype"] = p.propertyType;
        out.push_back(std::move(e));
    }
    return out;
}

json tmjTileset(const Tileset &ts)
{
    if (!ts.source.empty())
        return {{"firstgid", ts.firstGid}, {"source", ts.source}};
    json out = {{"firstgid", ts.firstGid},     {"name", ts.name},           {"tilewidth", ts.tileWidth},
                {"tileheight", ts.tileHeight}, {"tilecount", ts.tileCount}, {"columns", ts.columns},
                {"margin", ts.margin},         {"spacing", ts.spacing}};
    if (!ts.className.empty())
        out["class"] = ts.className;
    addImage(out, ts.image);
    if (ts.offsetX || ts.offsetY)
        out["tileoffset"] = {{"x", ts.offsetX}, {"y", ts.offsetY}};
    if (!ts.properties.empty())
        out["properties"] = tmjProperties(ts.properties);
    if (!ts.tiles.empty()) {
        json tiles = json::array();
        for (const TilesetTile &t : ts.tiles) {
            json e = {{"id", t.id}};
            if (!t.type.empty())
                e["type"] = t.type;
            if (!t.properties.empty())
                e["properties"] = tmjProperties(t.properties);
            addImage(e, t.image);
            tiles.push_back(std::move(e));
        }
        out["tiles"] = std::move(tiles);
    }
    return out;
}

void tmjData(json &out, const Layer &l)
{
    if (!l.format.encoding.empty() && l.format.encoding != "csv")
        out["encoding"] = l.format.encoding;
    if (!l.format.compression.empty())
        out["compression"] = l.format.compression;
    if (l.chunks.empty()) {
        out["width"] = l.width;
        out["height"] = l.height;
        out["data"] = dataOf(l.gids, l.format);
        return;
    }
    json chunks = json::array();
    for (const auto &c : chunksToWrite(l))
        chunks.push_back({{"x", c[0]},
                          {"y", c[1]},
                          {"width", c[2]},
                          {"height", c[3]},
                          {"data", dataOf(chunkGids(l, c), l.format)}});
    out["chunks"] = std::move(chunks);
    out["startx"] = l.x0;
    out["starty"] = l.y0;
    out["width"] = l.width;
    out["height"] = l.height;
}

json tmjObject(const Object &o)
{
    json e = {{"id", o.id},
              {"name", o.name},
              {"type", o.type},
              {"x", o.x},
              {"y", o.y},
              {"width", o.width},
              {"height", o.height},
              {"rotation", o.rotation},
              {"visible", o.visible}};
    if (o.gid != 0)
        e["gid"] = o.gid;
    if (!o.templateSource.empty())
        e["template"] = o.templateSource;
    if (o.shape == Shape::Ellipse)
        e["ellipse"] = true;
    else if (o.shape == Shape::Point)
        e["point"] = true;
    else if (o.shape == Shape::Text)
        e["text"] = json::object({{"text", ""}});
    else if (o.shape == Shape::Polygon || o.shape == Shape::Polyline) {
        json points = json::array();
        for (const Point2 &p : o.points)
            points.push_back({{"x", p.x}, {"y", p.y}});
        e[o.shape == Shape::Polygon ? "polygon" : "polyline"] = std::move(points);
    }
    if (!o.properties.empty())
        e["properties"] = tmjProperties(o.properties);
    return e;
}

json tmjLayer(const Layer &l)
{
    static const char *const types[] = {"tilelayer", "objectgroup", "imagelayer", "group"};
    json e = {{"id", l.id},
              {"name", l.name},
              {"type", types[static_cast<int>(l.kind)]},
              {"visible", l.visible},
              {"opacity", l.opacity},
              {"x", 0},
              {"y", 0}};
    if (!l.className.empty())
        e["class"] = l.className;
    if (l.offsetX != 0)
        e["offsetx"] = l.offsetX;
    if (l.offsetY != 0)
        e["offsety"] = l.offsetY;
    if (!l.tint.empty())
        e["tintcolor"] = l.tint;
    if (!l.properties.empty())
        e["properties"] = tmjProperties(l.properties);
    switch (l.kind) {
    case LayerKind::Tile:
        tmjData(e, l);
        break;
    case LayerKind::Object: {
        json objects = json::array();
        for (const Object &o : l.objects)
            objects.push_back(tmjObject(o));
        e["draworder"] = "topdown";
        e["objects"] = std::move(objects);
        break;
    }
    case LayerKind::Image:
        e["image"] = l.image.source;
        e["repeatx"] = l.repeatX;
        e["repeaty"] = l.repeatY;
        break;
    case LayerKind::Group: {
        json layers = json::array();
        for (const Layer &child : l.layers)
            layers.push_back(tmjLayer(child));
        e["layers"] = std::move(layers);
        break;
    }
    }
    return e;
}

std::string dumpTmj(const json &root, int width)
{
    std::string out = root.dump(1, ' ', false, json::error_handler_t::replace);
    std::string packed;
    packed.reserve(out.size());
    // Inside an array of plain numbers, the newlines and indentation between them go: "[\n  1,\n  2\n ]" ->
    // "[1,2]"; a new line starts every doc.width numbers of a full-width layer.
    std::size_t i = 0;
    while (i < out.size()) {
        if (out[i] == '"') { // a string, copied as it is (escaped quotes included)
            const std::size_t start = i++;
            while (i < out.size() && out[i] != '"')
                i += out[i] == '\\' ? 2 : 1;
            i = std::min(i + 1, out.size());
            packed.append(out, start, i - start);
            continue;
        }
        if (out[i] != '[') {
            packed += out[i++];
            continue;
        }
        std::size_t j = i + 1;
        bool numbers = true;
        std::size_t count = 0;
        while (j < out.size() && out[j] != ']') {
            const char c = out[j];
            if (!(c == ' ' || c == '\n' || c == ',' || (c >= '0' && c <= '9'))) {
                numbers = false;
                break;
            }
            count += c == ',';
            ++j;
        }
        if (!numbers || j == out.size() || count == 0) {
            packed += out[i++];
            continue;
        }
        packed += '[';
        std::size_t n = 0;
        for (std::size_t k = i + 1; k < j; ++k) {
            if (out[k] == ' ' || out[k] == '\n')
                continue;
            if (out[k] == ',') {
                ++n;
                packed += width > 0 && n % static_cast<std::size_t>(width) == 0 ? ",\n" : ",";
                continue;
            }
            packed += out[k];
        }
        packed += ']';
        i = j + 1;
    }
    return packed;
}

std::string writeTmjDocument(const Document &doc)
{
    json tilesets = json::array();
    for (const Tileset &ts : doc.tilesets)
        tilesets.push_back(tmjTileset(ts));
    json layers = json::array();
    for (const Layer &l : doc.layers)
        layers.push_back(tmjLayer(l));
    json root = {{"type", "map"},
                 {"version", "1.8"},
                 {"tiledversion", "1.8.2"},
                 {"orientation", "orthogonal"},
                 {"renderorder", doc.renderOrder.empty() ? "right-down" : doc.renderOrder},
                 {"infinite", doc.infinite},
                 {"compressionlevel", -1},
                 {"width", doc.width},
                 {"height", doc.height},
                 {"tilewidth", doc.tileWidth},
                 {"tileheight", doc.tileHeight},
                 {"nextlayerid", doc.nextLayerId},
                 {"nextobjectid", doc.nextObjectId},
                 {"tilesets", std::move(tilesets)},
                 {"layers", std::move(layers)}};
    if (!doc.properties.empty())
        root["properties"] = tmjProperties(doc.properties);
    if (!doc.backgroundColor.empty())
        root["backgroundcolor"] = doc.backgroundColor;
    if (!doc.className.empty())
        root["class"] = doc.className;
    return dumpTmj(root, doc.width) + "\n";
}

} // namespace mapsmith::tiled
