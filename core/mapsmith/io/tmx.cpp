// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Tiled's XML map format (https://doc.mapeditor.org/en/stable/reference/tmx-map-format/) with pugixml.
// pugixml gives the byte offset of a parse error and of every element (offset_debug), turned into
// line:column here, so every error names the place in the file.
#include <mapsmith/io/tiledmodel.h>
#include <mapsmith/util/cleantext.h>

#include <charconv>
#include <cstdio>
#include <pugixml.hpp>
#include <sstream>

namespace mapsmith {

namespace {

using tiled::Place;

std::optional<std::int64_t> parseInteger(std::string_view text)
{
    std::int64_t v = 0;
    const auto r = std::from_chars(text.data(), text.data() + text.size(), v);
    if (r.ec != std::errc() || r.ptr != text.data() + text.size() || text.empty())
        return std::nullopt;
    return v;
}

std::optional<double> parseNumber(std::string_view text)
{
    double v = 0;
    const auto r = std::from_chars(text.data(), text.data() + text.size(), v);
    if (r.ec != std::errc() || r.ptr != text.data() + text.size() || text.empty())
        return std::nullopt;
    return v;
}

class TmxReader
{
public:
    TmxReader(std::string_view text, const std::string &file) : m_text(text), m_file(file) {}
    Result<tiled::Document> read();

private:
    Place place(const pugi::xml_node &node, std::string where) const
    {
        // pugixml gives an element's offset at its name; the place a user looks for is its '<'.
        const auto offset = node.offset_debug() - (node.type() == pugi::node_element ? 1 : 0);
        const auto [line, column] =
            tiled::lineColumn(m_text, offset < 0 ? 0 : static_cast<std::size_t>(offset));
        return Place{std::move(where), offset < 0 ? 0 : line, offset < 0 ? 0 : column};
    }
    Error error(const pugi::xml_node &node, const std::string &message) const
    {
        return tiled::errorAt(m_file, place(node, "<" + std::string(node.name()) + ">"), message);
    }
    Result<std::int64_t> integer(const pugi::xml_node &node, const char *name,
                                 std::optional<std::int64_t> fallback = std::nullopt) const;
    Status readHeader(const pugi::xml_node &map);
    Status readLayer(const pugi::xml_node &layer);
    Status readData(const pugi::xml_node &data);
    Status readTileElements(const pugi::xml_node &data);
    Status readObjects(const pugi::xml_node &group);
    Status readProperties(const pugi::xml_node &properties);

    std::string_view m_text;
    const std::string &m_file;
    tiled::Document m_doc;
};

Result<std::int64_t> TmxReader::integer(const pugi::xml_node &node, const char *name,
                                        std::optional<std::int64_t> fallback) const
{
    const pugi::xml_attribute a = node.attribute(name);
    if (!a) {
        if (fallback)
            return *fallback;
        return error(node, std::string("missing attribute '") + name + "'");
    }
    if (auto v = parseInteger(a.value()))
        return *v;
    return error(node, std::string("attribute '") + name + "' must be an integer, not " + excerpt(a.value()));
}

Status TmxReader::readHeader(const pugi::xml_node &map)
{
    if (const std::string o = map.attribute("orientation").value(); !o.empty() && o != "orthogonal")
        return error(map, "orientation '" + o + "' is not supported (only orthogonal maps are)");
    if (std::string_view(map.attribute("infinite").value()) == "1")
        return error(map, "infinite maps are not supported (in Tiled: Map > Map Properties > Infinite off)");
    auto width = integer(map, "width");
    auto height = integer(map, "height");
    if (!width || !height)
        return width ? height.error() : width.error();
    if (auto e = tiled::checkSize(*width, *height); !e.empty())
        return error(map, e);
    m_doc.width = static_cast<int>(*width);
    m_doc.height = static_cast<int>(*height);
    for (const auto &[key, slot] :
         {std::pair{"tilewidth", &m_doc.tileWidth}, {"tileheight", &m_doc.tileHeight}}) {
        auto v = integer(map, key, 16);
        if (!v)
            return v.error();
        if (*v < 1 || *v > 4096)
            return error(map, std::string(key) + " " + std::to_string(*v) + " is outside [1, 4096]");
        *slot = static_cast<int>(*v);
    }
    return Ok{};
}

Status TmxReader::readTileElements(const pugi::xml_node &data)
{
    const std::size_t expected =
        static_cast<std::size_t>(m_doc.width) * static_cast<std::size_t>(m_doc.height);
    for (const pugi::xml_node &tile : data.children("tile")) {
        if (m_doc.gids.size() == expected)
            return error(tile, "more than " + std::to_string(expected) + " tiles in the layer data");
        auto gid = integer(tile, "gid", 0);
        if (!gid)
            return gid.error();
        if (*gid < 0 || *gid > 0xffffffffLL)
            return error(tile, "gid " + std::to_string(*gid) + " is out of range");
        m_doc.gids.push_back(static_cast<std::uint32_t>(*gid));
    }
    if (m_doc.gids.size() != expected)
        return error(data, "the layer data holds " + std::to_string(m_doc.gids.size()) +
                               " tiles; the layer needs " + std::to_string(expected));
    return Ok{};
}

Status TmxReader::readData(const pugi::xml_node &data)
{
    if (data.child("chunk"))
        return error(data, "layer chunks (an infinite map) are not supported");
    const std::string encoding = data.attribute("encoding").value();
    const std::string compression = data.attribute("compression").value();
    const pugi::xml_node textNode = data.first_child();
    const std::string_view text = data.child_value();
    if (encoding == "csv") {
        if (!compression.empty())
            return error(data, "CSV data cannot be compressed");
        std::size_t offset = 0;
        auto gids = tiled::parseCsv(text, m_doc.width, m_doc.height, &offset);
        if (!gids) {
            Place at = place(data, "<data>");
            if (textNode && textNode.offset_debug() >= 0) {
                const auto [line, column] =
                    tiled::lineColumn(m_text, static_cast<std::size_t>(textNode.offset_debug()) + offset);
                at.line = line;
                at.column = column;
            }
            return tiled::errorAt(m_file, at, gids.error().message);
        }
        m_doc.gids = std::move(*gids);
        return Ok{};
    }
    if (encoding == "base64") {
        auto gids = tiled::decodeLayerData(text, compression, m_doc.width, m_doc.height);
        if (!gids)
            return error(data, gids.error().message);
        m_doc.gids = std::move(*gids);
        return Ok{};
    }
    if (!encoding.empty())
        return error(data, "encoding '" + encoding + "' is not supported (use csv or base64)");
    return readTileElements(data);
}

Status TmxReader::readLayer(const pugi::xml_node &layer)
{
    m_doc.layerPlace = place(layer, "<layer> " + excerpt(layer.attribute("name").value()));
    auto width = integer(layer, "width", m_doc.width);
    auto height = integer(layer, "height", m_doc.height);
    if (!width || !height)
        return width ? height.error() : width.error();
    if (*width != m_doc.width || *height != m_doc.height)
        return error(layer, "the layer is " + std::to_string(*width) + " x " + std::to_string(*height) +
                                ", the map " + std::to_string(m_doc.width) + " x " +
                                std::to_string(m_doc.height));
    const pugi::xml_node data = layer.child("data");
    if (!data)
        return error(layer, "the layer has no <data>");
    return readData(data);
}

Status TmxReader::readObjects(const pugi::xml_node &group)
{
    for (const pugi::xml_node &o : group.children("object")) {
        tiled::Object object;
        object.place = place(o, "<object> " + std::string(o.attribute("id").value()));
        object.name = o.attribute("name").value();
        object.type = o.attribute("class") ? o.attribute("class").value() : o.attribute("type").value();
        object.isTile = static_cast<bool>(o.attribute("gid"));
        double *fields[] = {&object.x, &object.y, &object.width, &object.height};
        const char *keys[] = {"x", "y", "width", "height"};
        for (int k = 0; k < 4; ++k) {
            const pugi::xml_attribute a = o.attribute(keys[k]);
            if (!a)
                continue;
            const auto v = parseNumber(a.value());
            if (!v)
                return error(o, std::string("attribute '") + keys[k] + "' must be a number, not " +
                                    excerpt(a.value()));
            *fields[k] = *v;
        }
        m_doc.objects.push_back(std::move(object));
    }
    return Ok{};
}

Status TmxReader::readProperties(const pugi::xml_node &properties)
{
    for (const pugi::xml_node &p : properties.children("property")) {
        tiled::Property property;
        property.name = p.attribute("name").value();
        property.type = p.attribute("type") ? p.attribute("type").value() : "string";
        property.value = p.attribute("value") ? p.attribute("value").value() : p.child_value();
        property.place = place(p, "<property> " + excerpt(property.name));
        m_doc.properties.push_back(std::move(property));
    }
    return Ok{};
}

Result<tiled::Document> TmxReader::read()
{
    pugi::xml_document xml;
    const pugi::xml_parse_result parsed = xml.load_buffer(m_text.data(), m_text.size());
    if (!parsed) {
        const auto [line, column] =
            tiled::lineColumn(m_text, static_cast<std::size_t>(std::max<ptrdiff_t>(0, parsed.offset)));
        return tiled::errorAt(m_file, Place{{}, line, column},
                              std::string("invalid XML: ") + parsed.description());
    }
    // pugixml takes the bytes of a file read as UTF-8 as they are; a Latin-1 "é" would reach the map's
    // generator name or a property and be written out again broken. XML says such a file is not well-formed.
    if (parsed.encoding == pugi::encoding_utf8) {
        if (const auto bad = tiled::firstInvalidUtf8(m_text); bad != std::string_view::npos) {
            const auto [line, column] = tiled::lineColumn(m_text, bad);
            char hex[8];
            std::snprintf(hex, sizeof hex, "0x%02x",
                          static_cast<unsigned>(static_cast<unsigned char>(m_text[bad])));
            return tiled::errorAt(m_file, Place{{}, line, column},
                                  std::string("invalid XML: byte ") + hex +
                                      " is not UTF-8 (save the file as UTF-8, or declare its encoding)");
        }
    }
    const pugi::xml_node map = xml.document_element();
    if (std::string_view(map.name()) != "map")
        return tiled::errorAt(m_file, place(map, {}),
                              "a Tiled map starts with <map>, not <" + std::string(map.name()) + ">");
    if (auto s = readHeader(map); !s)
        return s.error();
    if (auto s = readProperties(map.child("properties")); !s)
        return s.error();
    const pugi::xml_node layer = map.child("layer");
    if (!layer)
        return error(map, "the map has no tile layer");
    if (auto s = readLayer(layer); !s)
        return s.error();
    if (auto s = readObjects(map.child("objectgroup")); !s)
        return s.error();
    return std::move(m_doc);
}

void writeTileset(pugi::xml_node map, const tiled::Document &doc, const TileMapping &mapping)
{
    pugi::xml_node tileset = map.append_child("tileset");
    tileset.append_attribute("firstgid") = 1;
    tileset.append_attribute("name") = "mapsmith";
    tileset.append_attribute("tilewidth") = doc.tileWidth;
    tileset.append_attribute("tileheight") = doc.tileHeight;
    tileset.append_attribute("tilecount") = doc.tileset.tileCount;
    tileset.append_attribute("columns") = doc.tileset.columns;
    pugi::xml_node image = tileset.append_child("image");
    image.append_attribute("source") = doc.tilesetImage.c_str();
    image.append_attribute("width") = doc.tileset.columns * doc.tileWidth;
    image.append_attribute("height") = doc.tileset.rows * doc.tileHeight;
    for (const auto &[gid, tile] : mapping.gids) {
        pugi::xml_node t = tileset.append_child("tile");
        t.append_attribute("id") = gid - 1;
        t.append_attribute("type") = std::string(tileInfo(tile).name).c_str();
    }
}

void writeLayers(pugi::xml_node map, const tiled::Document &doc)
{
    pugi::xml_node layer = map.append_child("layer");
    layer.append_attribute("id") = 1;
    layer.append_attribute("name") = "tiles";
    layer.append_attribute("width") = doc.width;
    layer.append_attribute("height") = doc.height;
    pugi::xml_node data = layer.append_child("data");
    data.append_attribute("encoding") = "csv";
    std::string csv = "\n";
    for (std::size_t i = 0; i < doc.gids.size(); ++i) {
        csv += std::to_string(doc.gids[i]);
        if (i + 1 < doc.gids.size())
            csv += ',';
        if ((i + 1) % static_cast<std::size_t>(doc.width) == 0)
            csv += '\n';
    }
    data.append_child(pugi::node_pcdata).set_value(csv.c_str());
    pugi::xml_node group = map.append_child("objectgroup");
    group.append_attribute("id") = 2;
    group.append_attribute("name") = "entities";
    int id = 1;
    for (const auto &o : doc.objects) {
        pugi::xml_node object = group.append_child("object");
        object.append_attribute("id") = id++;
        if (!o.name.empty())
            object.append_attribute("name") = o.name.c_str();
        object.append_attribute("type") = o.type.c_str();
        object.append_attribute("x") = o.x;
        object.append_attribute("y") = o.y;
        object.append_attribute("width") = o.width;
        object.append_attribute("height") = o.height;
    }
}

} // namespace

Result<Map> readTmx(std::string_view text, const std::string &fileName, const TileMapping &mapping,
                    const GeneratorRegistry &registry)
{
    auto doc = TmxReader(text, fileName).read();
    if (!doc)
        return doc.error();
    return tiled::toMap(*doc, fileName, mapping, registry);
}

Result<std::string> writeTmx(const Map &map, const TileMapping &mapping, const TiledExportOptions &options)
{
    auto doc = tiled::toDocument(map, mapping, options);
    if (!doc)
        return doc.error();
    pugi::xml_document xml;
    pugi::xml_node decl = xml.append_child(pugi::node_declaration);
    decl.append_attribute("version") = "1.0";
    decl.append_attribute("encoding") = "UTF-8";
    pugi::xml_node root = xml.append_child("map");
    const std::pair<const char *, std::string> attributes[] = {
        {"version", "1.8"},
        {"tiledversion", "1.8.2"},
        {"orientation", "orthogonal"},
        {"renderorder", "right-down"},
        {"width", std::to_string(doc->width)},
        {"height", std::to_string(doc->height)},
        {"tilewidth", std::to_string(doc->tileWidth)},
        {"tileheight", std::to_string(doc->tileHeight)},
        {"infinite", "0"},
        {"nextlayerid", "3"},
        {"nextobjectid", std::to_string(doc->objects.size() + 1)},
    };
    for (const auto &[name, value] : attributes)
        root.append_attribute(name) = value.c_str();
    pugi::xml_node properties = root.append_child("properties");
    for (const auto &p : doc->properties) {
        pugi::xml_node property = properties.append_child("property");
        property.append_attribute("name") = p.name.c_str();
        if (p.type != "string")
            property.append_attribute("type") = p.type.c_str();
        property.append_attribute("value") = p.value.c_str();
    }
    writeTileset(root, *doc, mapping);
    writeLayers(root, *doc);
    std::ostringstream out;
    xml.save(out, " ", pugi::format_default, pugi::encoding_utf8);
    return out.str();
}

} // namespace mapsmith
