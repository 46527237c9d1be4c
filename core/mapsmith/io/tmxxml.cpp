// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The parts of Tiled's XML formats (https://doc.mapeditor.org/en/stable/reference/tmx-map-format/) that maps,
// tilesets (.tsx) and templates (.tx) share: attributes, properties, images, objects, tilesets.
#include <mapsmith/io/tmxxml_p.h>
#include <mapsmith/util/cleantext.h>

#include <algorithm>
#include <charconv>
#include <cstdio>

namespace mapsmith::tiled {

namespace {

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

/// "0,0 32,0 32,16": Tiled's polygon points.
std::optional<std::vector<Point2>> parsePoints(std::string_view text)
{
    std::vector<Point2> out;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && text[i] == ' ')
            ++i;
        if (i == text.size())
            break;
        const std::size_t comma = text.find(',', i);
        if (comma == std::string_view::npos)
            return std::nullopt;
        std::size_t end = text.find(' ', comma);
        if (end == std::string_view::npos)
            end = text.size();
        const auto x = parseNumber(text.substr(i, comma - i));
        const auto y = parseNumber(text.substr(comma + 1, end - comma - 1));
        if (!x || !y || out.size() >= kMaxPoints)
            return std::nullopt;
        out.push_back({*x, *y});
        i = end;
    }
    return out;
}

} // namespace

Status XmlFile::load(pugi::xml_document &xml) const
{
    const pugi::xml_parse_result parsed = xml.load_buffer(m_text.data(), m_text.size());
    if (!parsed) {
        const auto [line, column] =
            lineColumn(m_text, static_cast<std::size_t>(std::max<ptrdiff_t>(0, parsed.offset)));
        return errorAt(m_file, Place{{}, line, column}, std::string("invalid XML: ") + parsed.description());
    }
    // pugixml takes the bytes of a file read as UTF-8 as they are; a Latin-1 "é" would reach a name or a
    // property and be written out again broken. XML says such a file is not well-formed.
    if (parsed.encoding == pugi::encoding_utf8) {
        if (const auto bad = firstInvalidUtf8(m_text); bad != std::string_view::npos) {
            const auto [line, column] = lineColumn(m_text, bad);
            char hex[8];
            std::snprintf(hex, sizeof hex, "0x%02x",
                          static_cast<unsigned>(static_cast<unsigned char>(m_text[bad])));
            return errorAt(m_file, Place{{}, line, column},
                           std::string("invalid XML: byte ") + hex +
                               " is not UTF-8 (save the file as UTF-8, or declare its encoding)");
        }
    }
    return Ok{};
}

Place XmlFile::place(const pugi::xml_node &node, std::string where) const
{
    // pugixml gives an element's offset at its name; the place a user looks for is its '<'.
    const auto offset = node.offset_debug() - (node.type() == pugi::node_element ? 1 : 0);
    const auto [line, column] = lineColumnAt(offset < 0 ? 0 : static_cast<std::size_t>(offset));
    return Place{std::move(where), offset < 0 ? 0 : line, offset < 0 ? 0 : column};
}

std::pair<int, int> XmlFile::lineColumnAt(std::size_t offset) const
{
    if (m_lineStarts.empty()) {
        m_lineStarts.push_back(0);
        for (std::size_t i = 0; i < m_text.size(); ++i)
            if (m_text[i] == '\n')
                m_lineStarts.push_back(i + 1);
    }
    offset = std::min(offset, m_text.size());
    // The last line start at or before offset.
    const auto it = std::upper_bound(m_lineStarts.begin(), m_lineStarts.end(), offset);
    const std::size_t start = *std::prev(it);
    return {static_cast<int>(it - m_lineStarts.begin()), static_cast<int>(offset - start) + 1};
}

Result<std::int64_t> XmlFile::integer(const pugi::xml_node &node, const char *name,
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

Result<int> XmlFile::bounded(const pugi::xml_node &node, const char *name, std::int64_t fallback,
                             std::int64_t low, std::int64_t high) const
{
    auto v = integer(node, name, fallback);
    if (!v)
        return v.error();
    if (*v < low || *v > high)
        return error(node, std::string(name) + " " + std::to_string(*v) + " is outside [" +
                               std::to_string(low) + ", " + std::to_string(high) + "]");
    return static_cast<int>(*v);
}

Result<double> XmlFile::number(const pugi::xml_node &node, const char *name, double fallback) const
{
    const pugi::xml_attribute a = node.attribute(name);
    if (!a)
        return fallback;
    if (const auto v = parseNumber(a.value()))
        return *v;
    return error(node, std::string("attribute '") + name + "' must be a number, not " + excerpt(a.value()));
}

Result<Properties> XmlFile::properties(const pugi::xml_node &owner, std::size_t depth) const
{
    Properties out;
    if (depth > kMaxPropertyDepth)
        return error(owner,
                     "class properties nested more than " + std::to_string(kMaxPropertyDepth) + " deep");
    for (const pugi::xml_node &p : owner.child("properties").children("property")) {
        Property property;
        property.name = p.attribute("name").value();
        property.type = p.attribute("type") ? p.attribute("type").value() : "string";
        property.propertyType = p.attribute("propertytype").value();
        property.value = p.attribute("value") ? p.attribute("value").value() : p.child_value();
        property.place = place(p, "<property> " + excerpt(property.name));
        if (property.type == "class") {
            auto members = properties(p, depth + 1);
            if (!members)
                return members.error();
            property.members = std::move(*members);
        }
        out.push_back(std::move(property));
    }
    return out;
}

Result<Image> XmlFile::image(const pugi::xml_node &node) const
{
    Image image;
    if (!node)
        return image;
    image.source = node.attribute("source").value();
    image.path = resolvePath(folder(), image.source);
    image.trans = node.attribute("trans").value();
    auto w = bounded(node, "width", 0, 0, 1 << 20);
    auto h = bounded(node, "height", 0, 0, 1 << 20);
    if (!w || !h)
        return w ? h.error() : w.error();
    image.width = *w;
    image.height = *h;
    return image;
}

Result<Object> XmlFile::object(const pugi::xml_node &o) const
{
    Object object;
    object.place = place(o, "<object> " + std::string(o.attribute("id").value()));
    auto id = integer(o, "id", 0);
    if (!id)
        return id.error();
    object.id = static_cast<int>(std::clamp<std::int64_t>(*id, INT32_MIN, INT32_MAX));
    object.name = o.attribute("name").value();
    object.type = o.attribute("class") ? o.attribute("class").value() : o.attribute("type").value();
    object.templateSource = o.attribute("template").value();
    object.visible = std::string_view(o.attribute("visible").value()) != "0";
    auto gid = integer(o, "gid", 0);
    if (!gid)
        return gid.error();
    if (*gid < 0 || *gid > 0xffffffffLL)
        return error(o, "gid " + std::to_string(*gid) + " is out of range");
    object.gid = static_cast<std::uint32_t>(*gid);
    double *fields[] = {&object.x, &object.y, &object.width, &object.height, &object.rotation};
    const char *keys[] = {"x", "y", "width", "height", "rotation"};
    for (int k = 0; k < 5; ++k) {
        auto v = number(o, keys[k], 0);
        if (!v)
            return v.error();
        *fields[k] = *v;
    }
    if (o.child("ellipse"))
        object.shape = Shape::Ellipse;
    else if (o.child("point"))
        object.shape = Shape::Point;
    else if (o.child("text"))
        object.shape = Shape::Text;
    for (const auto &[tag, shape] : {std::pair{"polygon", Shape::Polygon}, {"polyline", Shape::Polyline}}) {
        if (const pugi::xml_node poly = o.child(tag)) {
            auto points = parsePoints(poly.attribute("points").value());
            if (!points)
                return error(poly, "the points must be 'x,y x,y ...' (at most " + std::to_string(kMaxPoints) +
                                       "), not " + excerpt(poly.attribute("points").value()));
            object.shape = shape;
            object.points = std::move(*points);
        }
    }
    auto props = properties(o);
    if (!props)
        return props.error();
    object.properties = std::move(*props);
    return object;
}

namespace {

Status readTilesetTile(const XmlFile &xml, const pugi::xml_node &t, Tileset &ts)
{
    TilesetTile tile;
    auto id = xml.bounded(t, "id", -1, 0, INT32_MAX);
    if (!id)
        return id.error();
    tile.id = *id;
    tile.type = t.attribute("class") ? t.attribute("class").value() : t.attribute("type").value();
    auto props = xml.properties(t);
    if (!props)
        return props.error();
    tile.properties = std::move(*props);
    auto image = xml.image(t.child("image"));
    if (!image)
        return image.error();
    tile.image = std::move(*image);
    tile.hasCollision = static_cast<bool>(t.child("objectgroup").child("object"));
    if (const pugi::xml_node frame = t.child("animation").child("frame")) {
        auto first = xml.bounded(frame, "tileid", 0, 0, INT32_MAX);
        if (!first)
            return first.error();
        tile.firstFrame = *first;
    }
    if (ts.tiles.size() >= kMaxTilesetTiles)
        return xml.error(t, "the tileset describes more than " + std::to_string(kMaxTilesetTiles) + " tiles");
    ts.tiles.push_back(std::move(tile));
    return Ok{};
}

Status readWangSets(const XmlFile &xml, const pugi::xml_node &node, Tileset &ts)
{
    for (const pugi::xml_node &w : node.child("wangsets").children("wangset")) {
        WangSet set;
        set.name = w.attribute("name").value();
        set.type = w.attribute("type") ? w.attribute("type").value() : "mixed";
        for (const pugi::xml_node &c : w.children("wangcolor"))
            set.colors.emplace_back(c.attribute("name").value());
        for (const pugi::xml_node &t : w.children("wangtile")) {
            auto id = xml.bounded(t, "tileid", 0, 0, INT32_MAX);
            if (!id)
                return id.error();
            std::array<std::uint8_t, 8> wang{};
            std::string_view text = t.attribute("wangid").value();
            int k = 0;
            for (std::size_t i = 0; i <= text.size() && k < 8;) {
                const std::size_t comma = std::min(text.find(',', i), text.size());
                const auto v = parseInteger(text.substr(i, comma - i));
                if (!v || *v < 0 || *v > 254)
                    return xml.error(t, "wangid must be 8 numbers in [0, 254], not " + excerpt(text));
                wang[static_cast<std::size_t>(k++)] = static_cast<std::uint8_t>(*v);
                i = comma + 1;
            }
            if (k != 8)
                return xml.error(t, "wangid must be 8 numbers in [0, 254], not " + excerpt(text));
            set.tiles.emplace_back(*id, wang);
        }
        ts.wangSets.push_back(std::move(set));
    }
    return Ok{};
}

} // namespace

Result<Tileset> readTilesetElement(const XmlFile &xml, const pugi::xml_node &node)
{
    Tileset ts;
    ts.place = xml.place(node, "<tileset> " + excerpt(node.attribute("name").value()));
    ts.name = node.attribute("name").value();
    ts.className = node.attribute("class").value();
    struct Field
    {
        const char *name;
        int *slot;
        std::int64_t fallback;
        std::int64_t low;
        std::int64_t high;
    };
    const Field fields[] = {{"tilewidth", &ts.tileWidth, 0, 0, kMaxTileSize},
                            {"tileheight", &ts.tileHeight, 0, 0, kMaxTileSize},
                            {"spacing", &ts.spacing, 0, 0, kMaxTileSize},
                            {"margin", &ts.margin, 0, 0, kMaxTileSize},
                            {"tilecount", &ts.tileCount, 0, 0, static_cast<std::int64_t>(kMaxTilesetTiles)},
                            {"columns", &ts.columns, 0, 0, static_cast<std::int64_t>(kMaxTilesetTiles)}};
    for (const Field &f : fields) {
        auto v = xml.bounded(node, f.name, f.fallback, f.low, f.high);
        if (!v)
            return v.error();
        *f.slot = *v;
    }
    if (const pugi::xml_node offset = node.child("tileoffset")) {
        auto x = xml.bounded(offset, "x", 0, -kMaxTileSize, kMaxTileSize);
        auto y = xml.bounded(offset, "y", 0, -kMaxTileSize, kMaxTileSize);
        if (!x || !y)
            return x ? y.error() : x.error();
        ts.offsetX = *x;
        ts.offsetY = *y;
    }
    auto image = xml.image(node.child("image"));
    if (!image)
        return image.error();
    ts.image = std::move(*image);
    // Old files leave columns out: the image says how many fit.
    if (ts.columns == 0 && !ts.image.empty() && ts.tileWidth > 0)
        ts.columns = std::max(1, (ts.image.width - 2 * ts.margin + ts.spacing) / (ts.tileWidth + ts.spacing));
    if (ts.tileCount == 0 && !ts.image.empty() && ts.tileHeight > 0 && ts.columns > 0)
        ts.tileCount = ts.columns * std::max(1, (ts.image.height - 2 * ts.margin + ts.spacing) /
                                                    (ts.tileHeight + ts.spacing));
    for (const pugi::xml_node &t : node.children("tile")) {
        if (auto s = readTilesetTile(xml, t, ts); !s)
            return s.error();
    }
    std::stable_sort(ts.tiles.begin(), ts.tiles.end(),
                     [](const TilesetTile &a, const TilesetTile &b) { return a.id < b.id; });
    if (auto s = readWangSets(xml, node, ts); !s)
        return s.error();
    auto props = xml.properties(node);
    if (!props)
        return props.error();
    ts.properties = std::move(*props);
    return ts;
}

Result<Tileset> readMapTileset(const XmlFile &xml, const pugi::xml_node &node, ExternalFiles &files)
{
    auto firstGid = xml.integer(node, "firstgid", 1);
    if (!firstGid)
        return firstGid.error();
    if (*firstGid < 1 || *firstGid > static_cast<std::int64_t>(kGidMask))
        return xml.error(node, "firstgid " + std::to_string(*firstGid) + " is outside [1, " +
                                   std::to_string(kGidMask) + "]");
    Result<Tileset> ts = Tileset{};
    if (const std::string source = node.attribute("source").value(); !source.empty()) {
        const std::string path = resolvePath(xml.folder(), source);
        ts = loadTileset(path, xml.place(node, "<tileset> '" + source + "'"), xml.file(), files);
        if (ts) {
            ts->source = source;
            ts->path = path;
        }
    } else {
        ts = readTilesetElement(xml, node);
    }
    if (ts)
        ts->firstGid = static_cast<std::uint32_t>(*firstGid);
    return ts;
}

Result<Tileset> parseTsx(std::string_view text, const std::string &file, ExternalFiles &)
{
    const XmlFile xml(text, file);
    pugi::xml_document doc;
    if (auto s = xml.load(doc); !s)
        return s.error();
    const pugi::xml_node root = doc.document_element();
    if (std::string_view(root.name()) != "tileset")
        return errorAt(file, xml.place(root, {}),
                       "a Tiled tileset starts with <tileset>, not <" + std::string(root.name()) + ">");
    if (root.attribute("source"))
        return xml.error(root, "a tileset file cannot name another one");
    return readTilesetElement(xml, root);
}

Result<Template> parseTx(std::string_view text, const std::string &file, ExternalFiles &files)
{
    const XmlFile xml(text, file);
    pugi::xml_document doc;
    if (auto s = xml.load(doc); !s)
        return s.error();
    const pugi::xml_node root = doc.document_element();
    if (std::string_view(root.name()) != "template")
        return errorAt(file, xml.place(root, {}),
                       "a Tiled template starts with <template>, not <" + std::string(root.name()) + ">");
    Template out;
    if (const pugi::xml_node ts = root.child("tileset")) {
        auto tileset = readMapTileset(xml, ts, files);
        if (!tileset)
            return tileset.error();
        out.hasTileset = true;
        out.tileset = std::move(*tileset);
    }
    const pugi::xml_node o = root.child("object");
    if (!o)
        return xml.error(root, "the template has no <object>");
    auto object = xml.object(o);
    if (!object)
        return object.error();
    if (!object->templateSource.empty())
        return xml.error(o, "a template cannot name another template");
    out.object = std::move(*object);
    return out;
}

} // namespace mapsmith::tiled
