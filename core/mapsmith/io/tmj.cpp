// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Tiled's JSON map format (https://doc.mapeditor.org/en/stable/reference/json-map-format/) with
// nlohmann::json. Parse errors carry the parser's byte position, turned into line:column; later errors name
// the JSON path ("layers[0] 'tiles'"), since a parsed json value keeps no position.
#include <mapsmith/io/tiledmodel.h>
#include <mapsmith/util/cleantext.h>

#include <charconv>
#include <nlohmann/json.hpp>

namespace mapsmith {

namespace {

using json = nlohmann::json;
using tiled::Place;

std::string shortest(double v)
{
    char buffer[64];
    const auto r = std::to_chars(buffer, buffer + sizeof buffer, v);
    return std::string(buffer, r.ptr);
}

const char *typeName(const json &v)
{
    return v.is_null() ? "null" : v.type_name();
}

class TmjReader
{
public:
    TmjReader(const std::string &file) : m_file(file) {}
    Result<tiled::Document> read(std::string_view text);

private:
    Error error(const std::string &where, const std::string &message) const
    {
        return tiled::errorAt(m_file, Place{where, 0, 0}, message);
    }
    Result<std::int64_t> integer(const json &object, const char *key, const std::string &where,
                                 std::optional<std::int64_t> fallback = std::nullopt) const;
    Result<double> number(const json &object, const char *key, const std::string &where) const;
    std::string text(const json &object, const char *key) const;
    Status readHeader(const json &root);
    Status readLayers(const json &root);
    Status readTileLayer(const json &layer, const std::string &where);
    Status readObjects(const json &layer, const std::string &where);
    Status readProperties(const json &root);

    const std::string &m_file;
    tiled::Document m_doc;
};

Result<std::int64_t> TmjReader::integer(const json &object, const char *key, const std::string &where,
                                        std::optional<std::int64_t> fallback) const
{
    const auto it = object.find(key);
    if (it == object.end()) {
        if (fallback)
            return *fallback;
        return error(where, std::string("missing '") + key + "'");
    }
    if (it->is_number_unsigned() && it->get<std::uint64_t>() <= static_cast<std::uint64_t>(INT64_MAX))
        return static_cast<std::int64_t>(it->get<std::uint64_t>());
    if (it->is_number_integer())
        return it->get<std::int64_t>();
    return error(where, std::string("'") + key + "' must be an integer, not " + typeName(*it));
}

Result<double> TmjReader::number(const json &object, const char *key, const std::string &where) const
{
    const auto it = object.find(key);
    if (it == object.end())
        return 0.0;
    if (!it->is_number())
        return error(where, std::string("'") + key + "' must be a number, not " + typeName(*it));
    return it->get<double>();
}

std::string TmjReader::text(const json &object, const char *key) const
{
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? it->get<std::string>() : std::string();
}

Status TmjReader::readHeader(const json &root)
{
    if (const auto o = text(root, "orientation"); !o.empty() && o != "orthogonal")
        return error("map", "orientation '" + o + "' is not supported (only orthogonal maps are)");
    if (const auto it = root.find("infinite"); it != root.end() && it->is_boolean() && it->get<bool>())
        return error("map",
                     "infinite maps are not supported (in Tiled: Map > Map Properties > Infinite off)");
    auto width = integer(root, "width", "map");
    auto height = integer(root, "height", "map");
    if (!width || !height)
        return width ? height.error() : width.error();
    if (auto e = tiled::checkSize(*width, *height); !e.empty())
        return error("map", e);
    m_doc.width = static_cast<int>(*width);
    m_doc.height = static_cast<int>(*height);
    for (const auto &[key, slot] :
         {std::pair{"tilewidth", &m_doc.tileWidth}, {"tileheight", &m_doc.tileHeight}}) {
        auto v = integer(root, key, "map", 16);
        if (!v)
            return v.error();
        if (*v < 1 || *v > 4096)
            return error("map", std::string(key) + " " + std::to_string(*v) + " is outside [1, 4096]");
        *slot = static_cast<int>(*v);
    }
    return Ok{};
}

Status TmjReader::readTileLayer(const json &layer, const std::string &where)
{
    m_doc.layerPlace = Place{where, 0, 0};
    if (layer.contains("chunks"))
        return error(where, "layer chunks (an infinite map) are not supported");
    auto width = integer(layer, "width", where, m_doc.width);
    auto height = integer(layer, "height", where, m_doc.height);
    if (!width || !height)
        return width ? height.error() : width.error();
    if (*width != m_doc.width || *height != m_doc.height)
        return error(where, "the layer is " + std::to_string(*width) + " x " + std::to_string(*height) +
                                ", the map " + std::to_string(m_doc.width) + " x " +
                                std::to_string(m_doc.height));
    const auto data = layer.find("data");
    if (data == layer.end())
        return error(where, "missing 'data'");
    const std::string encoding = text(layer, "encoding");
    if (encoding == "base64") {
        if (!data->is_string())
            return error(where, std::string("base64 'data' must be a string, not ") + typeName(*data));
        auto gids = tiled::decodeLayerData(data->get_ref<const std::string &>(), text(layer, "compression"),
                                           m_doc.width, m_doc.height);
        if (!gids)
            return error(where, gids.error().message);
        m_doc.gids = std::move(*gids);
        return Ok{};
    }
    if (!encoding.empty() && encoding != "csv")
        return error(where, "encoding '" + encoding + "' is not supported (use csv or base64)");
    if (!data->is_array())
        return error(where, std::string("'data' must be an array of tile numbers, not ") + typeName(*data));
    const std::size_t expected =
        static_cast<std::size_t>(m_doc.width) * static_cast<std::size_t>(m_doc.height);
    if (data->size() != expected)
        return error(where, "'data' holds " + std::to_string(data->size()) + " tiles; the layer needs " +
                                std::to_string(expected));
    m_doc.gids.reserve(expected);
    for (std::size_t i = 0; i < data->size(); ++i) {
        const json &v = (*data)[i];
        if (!v.is_number_unsigned() || v.get<std::uint64_t>() > 0xffffffffu)
            return error(where + " data[" + std::to_string(i) + "]",
                         std::string("a tile number must be an integer in [0, 4294967295], not ") +
                             v.dump(-1, ' ', false, json::error_handler_t::replace));
        m_doc.gids.push_back(static_cast<std::uint32_t>(v.get<std::uint64_t>()));
    }
    return Ok{};
}

Status TmjReader::readObjects(const json &layer, const std::string &where)
{
    const auto objects = layer.find("objects");
    if (objects == layer.end())
        return Ok{};
    if (!objects->is_array())
        return error(where, std::string("'objects' must be an array, not ") + typeName(*objects));
    for (std::size_t i = 0; i < objects->size(); ++i) {
        const json &o = (*objects)[i];
        std::string at = where + " objects[" + std::to_string(i) + "]";
        if (!o.is_object())
            return error(at, std::string("an object must be a JSON object, not ") + typeName(o));
        if (auto id = o.find("id"); id != o.end() && id->is_number_integer())
            at += " (id " + std::to_string(id->get<std::int64_t>()) + ")";
        tiled::Object object;
        object.place = Place{at, 0, 0};
        object.name = text(o, "name");
        object.type = o.contains("class") ? text(o, "class") : text(o, "type");
        object.isTile = o.contains("gid");
        double *fields[] = {&object.x, &object.y, &object.width, &object.height};
        const char *keys[] = {"x", "y", "width", "height"};
        for (int k = 0; k < 4; ++k) {
            auto v = number(o, keys[k], at);
            if (!v)
                return v.error();
            *fields[k] = *v;
        }
        m_doc.objects.push_back(std::move(object));
    }
    return Ok{};
}

Status TmjReader::readLayers(const json &root)
{
    const auto layers = root.find("layers");
    if (layers == root.end() || !layers->is_array())
        return error("map", "missing 'layers' (an array)");
    bool haveTiles = false;
    bool haveObjects = false;
    for (std::size_t i = 0; i < layers->size(); ++i) {
        const json &layer = (*layers)[i];
        if (!layer.is_object())
            return error("layers[" + std::to_string(i) + "]", "a layer must be a JSON object");
        const std::string type = text(layer, "type");
        const std::string where = "layers[" + std::to_string(i) + "] " + excerpt(text(layer, "name"));
        if (type == "tilelayer" && !haveTiles) {
            haveTiles = true;
            if (auto s = readTileLayer(layer, where); !s)
                return s;
        } else if (type == "objectgroup" && !haveObjects) {
            haveObjects = true;
            if (auto s = readObjects(layer, where); !s)
                return s;
        }
    }
    if (!haveTiles)
        return error("map", "the map has no tile layer");
    return Ok{};
}

Status TmjReader::readProperties(const json &root)
{
    const auto props = root.find("properties");
    if (props == root.end())
        return Ok{};
    if (!props->is_array())
        return error("map", std::string("'properties' must be an array, not ") + typeName(*props));
    for (std::size_t i = 0; i < props->size(); ++i) {
        const json &p = (*props)[i];
        const std::string at = "properties[" + std::to_string(i) + "]";
        if (!p.is_object() || !p.contains("name") || !p.contains("value"))
            return error(at, "a property needs a name and a value");
        tiled::Property property;
        property.name = text(p, "name");
        property.type = p.contains("type") ? text(p, "type") : "string";
        property.place = Place{at + " " + excerpt(property.name), 0, 0};
        const json &v = p["value"];
        if (v.is_string())
            property.value = v.get<std::string>();
        else if (v.is_boolean())
            property.value = v.get<bool>() ? "true" : "false";
        else if (v.is_number_integer())
            property.value = v.dump();
        else if (v.is_number())
            property.value = shortest(v.get<double>());
        else
            return error(property.place.where,
                         std::string("a property value must be text, a number or a bool, not ") +
                             typeName(v));
        m_doc.properties.push_back(std::move(property));
    }
    return Ok{};
}

Result<tiled::Document> TmjReader::read(std::string_view text)
{
    json root;
    try {
        root = json::parse(text.begin(), text.end());
    } catch (const json::parse_error &e) {
        const auto [line, column] = tiled::lineColumn(text, e.byte > 0 ? e.byte - 1 : 0);
        std::string message = e.what();
        // "[json.exception.parse_error.101] parse error at line 1, column 2: syntax error while ..." -> the
        // tail
        if (const auto colon = message.find(": "); colon != std::string::npos)
            message = message.substr(colon + 2);
        return tiled::errorAt(m_file, Place{{}, line, column}, "invalid JSON: " + message);
    } catch (const json::out_of_range &e) {
        // A number past double's range ("number overflow parsing '1E400'", id 406) is not a parse_error and
        // carries no position: find the number the message quotes.
        const std::string message = e.what();
        const auto open = message.find('\'');
        const auto close = message.rfind('\'');
        std::size_t at = 0;
        if (open != std::string::npos && close > open)
            at = text.find(message.substr(open + 1, close - open - 1));
        const auto [line, column] = tiled::lineColumn(text, at == std::string_view::npos ? 0 : at);
        const auto tail = message.find("] ");
        return tiled::errorAt(m_file, Place{{}, line, column},
                              "invalid JSON: " +
                                  (tail == std::string::npos ? message : message.substr(tail + 2)));
    }
    if (!root.is_object())
        return error({}, std::string("a Tiled map must be a JSON object, not ") + typeName(root));
    for (auto step : {&TmjReader::readHeader, &TmjReader::readLayers, &TmjReader::readProperties}) {
        if (auto s = (this->*step)(root); !s)
            return s.error();
    }
    return std::move(m_doc);
}

json propertiesJson(const std::vector<tiled::Property> &properties)
{
    json out = json::array();
    for (const auto &p : properties) {
        json value = p.value;
        if (p.type == "int")
            value = std::stoll(p.value);
        else if (p.type == "float")
            value = std::stod(p.value);
        else if (p.type == "bool")
            value = p.value == "true";
        out.push_back({{"name", p.name}, {"type", p.type}, {"value", value}});
    }
    return out;
}

json tilesetJson(const tiled::Document &doc, const TileMapping &mapping)
{
    json tiles = json::array();
    for (const auto &[gid, tile] : mapping.gids)
        tiles.push_back({{"id", gid - 1}, {"type", std::string(tileInfo(tile).name)}});
    return {{"firstgid", 1},
            {"name", "mapsmith"},
            {"tilewidth", doc.tileWidth},
            {"tileheight", doc.tileHeight},
            {"tilecount", doc.tileset.tileCount},
            {"columns", doc.tileset.columns},
            {"image", doc.tilesetImage},
            {"imagewidth", doc.tileset.columns * doc.tileWidth},
            {"imageheight", doc.tileset.rows * doc.tileHeight},
            {"margin", 0},
            {"spacing", 0},
            {"tiles", tiles}};
}

json objectsJson(const tiled::Document &doc)
{
    json objects = json::array();
    int id = 1;
    for (const auto &o : doc.objects) {
        objects.push_back({{"id", id++},
                           {"name", o.name},
                           {"type", o.type},
                           {"x", o.x},
                           {"y", o.y},
                           {"width", o.width},
                           {"height", o.height},
                           {"rotation", 0},
                           {"visible", true}});
    }
    return objects;
}

} // namespace

Result<Map> readTmj(std::string_view text, const std::string &fileName, const TileMapping &mapping,
                    const GeneratorRegistry &registry)
{
    auto doc = TmjReader(fileName).read(text);
    if (!doc)
        return doc.error();
    return tiled::toMap(*doc, fileName, mapping, registry);
}

Result<std::string> writeTmj(const Map &map, const TileMapping &mapping, const TiledExportOptions &options)
{
    auto doc = tiled::toDocument(map, mapping, options);
    if (!doc)
        return doc.error();
    const json tileLayer = {{"id", 1},         {"name", "tiles"},     {"type", "tilelayer"},   {"x", 0},
                            {"y", 0},          {"width", doc->width}, {"height", doc->height}, {"opacity", 1},
                            {"visible", true}, {"data", "@DATA@"}};
    const json objectLayer = {
        {"id", 2}, {"name", "entities"}, {"type", "objectgroup"}, {"draworder", "topdown"},      {"x", 0},
        {"y", 0},  {"opacity", 1},       {"visible", true},       {"objects", objectsJson(*doc)}};
    const json root = {{"type", "map"},
                       {"version", "1.8"},
                       {"tiledversion", "1.8.2"},
                       {"orientation", "orthogonal"},
                       {"renderorder", "right-down"},
                       {"infinite", false},
                       {"compressionlevel", -1},
                       {"width", doc->width},
                       {"height", doc->height},
                       {"tilewidth", doc->tileWidth},
                       {"tileheight", doc->tileHeight},
                       {"nextlayerid", 3},
                       {"nextobjectid", static_cast<int>(doc->objects.size()) + 1},
                       {"properties", propertiesJson(doc->properties)},
                       {"tilesets", json::array({tilesetJson(*doc, mapping)})},
                       {"layers", json::array({tileLayer, objectLayer})}};
    // The tile numbers go on one line per row, as Tiled writes them, instead of one per line.
    std::string rows = "[";
    for (std::size_t i = 0; i < doc->gids.size(); ++i) {
        if (i > 0)
            rows += i % static_cast<std::size_t>(doc->width) == 0 ? ",\n" : ",";
        rows += std::to_string(doc->gids[i]);
    }
    rows += "]";
    std::string out = root.dump(1, ' ', false, json::error_handler_t::replace);
    const auto at = out.find("\"@DATA@\"");
    out.replace(at, 8, rows);
    return out + "\n";
}

} // namespace mapsmith
