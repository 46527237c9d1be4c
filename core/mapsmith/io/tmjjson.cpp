// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The parts of Tiled's JSON formats (https://doc.mapeditor.org/en/stable/reference/json-map-format/) that
// maps, tilesets (.tsj) and templates (.tj) share: numbers, properties, images, objects, tilesets.
#include <mapsmith/io/tmjjson_p.h>
#include <mapsmith/util/cleantext.h>

#include <charconv>

namespace mapsmith::tiled {

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

Result<json> JsonFile::parse(std::string_view text) const
{
    try {
        return json::parse(text.begin(), text.end());
    } catch (const json::parse_error &e) {
        const auto [line, column] = lineColumn(text, e.byte > 0 ? e.byte - 1 : 0);
        std::string message = e.what();
        // "[json.exception.parse_error.101] parse error at line 1, column 2: syntax error while ..." -> the
        // tail
        if (const auto colon = message.find(": "); colon != std::string::npos)
            message = message.substr(colon + 2);
        return errorAt(m_file, Place{{}, line, column}, "invalid JSON: " + message);
    } catch (const json::exception &e) {
        // A number past double's range ("number overflow parsing '1E400'", id 406) is not a parse_error and
        // carries no position: find the number the message quotes.
        const std::string message = e.what();
        const auto open = message.find('\'');
        const auto close = message.rfind('\'');
        std::size_t at = 0;
        if (open != std::string::npos && close > open)
            at = text.find(message.substr(open + 1, close - open - 1));
        const auto [line, column] = lineColumn(text, at == std::string_view::npos ? 0 : at);
        const auto tail = message.find("] ");
        return errorAt(m_file, Place{{}, line, column},
                       "invalid JSON: " + (tail == std::string::npos ? message : message.substr(tail + 2)));
    }
}

Result<std::int64_t> JsonFile::integer(const json &object, const char *key, const std::string &where,
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
    // Tiled writes whole numbers, but other tools write 16.0.
    if (it->is_number_float()) {
        const double d = it->get<double>();
        if (std::isfinite(d) && d == std::floor(d) && std::fabs(d) < 9e15)
            return static_cast<std::int64_t>(d);
    }
    return error(where, std::string("'") + key + "' must be an integer, not " + typeName(*it));
}

Result<int> JsonFile::bounded(const json &object, const char *key, const std::string &where,
                              std::int64_t fallback, std::int64_t low, std::int64_t high) const
{
    auto v = integer(object, key, where, fallback);
    if (!v)
        return v.error();
    if (*v < low || *v > high)
        return error(where, std::string(key) + " " + std::to_string(*v) + " is outside [" +
                                std::to_string(low) + ", " + std::to_string(high) + "]");
    return static_cast<int>(*v);
}

Result<double> JsonFile::number(const json &object, const char *key, const std::string &where,
                                double fallback) const
{
    const auto it = object.find(key);
    if (it == object.end())
        return fallback;
    if (!it->is_number())
        return error(where, std::string("'") + key + "' must be a number, not " + typeName(*it));
    return it->get<double>();
}

std::string JsonFile::text(const json &object, const char *key)
{
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? it->get<std::string>() : std::string();
}

bool JsonFile::flag(const json &object, const char *key, bool fallback)
{
    const auto it = object.find(key);
    return it != object.end() && it->is_boolean() ? it->get<bool>() : fallback;
}

namespace {

Result<std::string> valueText(const JsonFile &js, const json &v, const std::string &where)
{
    if (v.is_string())
        return v.get<std::string>();
    if (v.is_boolean())
        return std::string(v.get<bool>() ? "true" : "false");
    if (v.is_number_integer())
        return v.dump();
    if (v.is_number())
        return shortest(v.get<double>());
    return js.error(where,
                    std::string("a property value must be text, a number or a bool, not ") + typeName(v));
}

/// A class property's value: an object of member name -> value (members of a class are written as they
/// are, their types unknown here, so each is read by its JSON type).
Result<Properties> classMembers(const JsonFile &js, const json &value, const std::string &where,
                                std::size_t depth)
{
    Properties out;
    if (!value.is_object())
        return out;
    if (depth > kMaxPropertyDepth)
        return js.error(where,
                        "class properties nested more than " + std::to_string(kMaxPropertyDepth) + " deep");
    for (auto it = value.begin(); it != value.end(); ++it) {
        Property p;
        p.name = it.key();
        p.place = Place{where + "." + excerpt(p.name), 0, 0};
        if (it->is_object()) {
            p.type = "class";
            auto members = classMembers(js, *it, p.place.where, depth + 1);
            if (!members)
                return members.error();
            p.members = std::move(*members);
        } else {
            p.type = it->is_boolean()          ? "bool"
                     : it->is_number_integer() ? "int"
                     : it->is_number()         ? "float"
                                               : "string";
            auto text = valueText(js, *it, p.place.where);
            if (!text)
                return text.error();
            p.value = std::move(*text);
        }
        out.push_back(std::move(p));
    }
    return out;
}

} // namespace

Result<Properties> JsonFile::properties(const json &owner, const std::string &where, std::size_t depth) const
{
    Properties out;
    const auto props = owner.find("properties");
    if (props == owner.end())
        return out;
    if (!props->is_array())
        return error(where, std::string("'properties' must be an array, not ") + typeName(*props));
    for (std::size_t i = 0; i < props->size(); ++i) {
        const json &p = (*props)[i];
        const std::string at = (where.empty() ? "" : where + " ") + "properties[" + std::to_string(i) + "]";
        if (!p.is_object() || !p.contains("name") || !p.contains("value"))
            return error(at, "a property needs a name and a value");
        Property property;
        property.name = text(p, "name");
        property.type = p.contains("type") ? text(p, "type") : "string";
        property.propertyType = text(p, "propertytype");
        property.place = Place{at + " " + excerpt(property.name), 0, 0};
        const json &v = p["value"];
        if (property.type == "class" || v.is_object()) {
            property.type = "class";
            auto members = classMembers(*this, v, property.place.where, depth + 1);
            if (!members)
                return members.error();
            property.members = std::move(*members);
        } else {
            auto value = valueText(*this, v, property.place.where);
            if (!value)
                return value.error();
            property.value = std::move(*value);
        }
        out.push_back(std::move(property));
    }
    return out;
}

Result<Image> JsonFile::image(const json &owner, const std::string &where) const
{
    Image image;
    image.source = text(owner, "image");
    if (image.source.empty())
        return image;
    image.path = resolvePath(folder(), image.source);
    image.trans = text(owner, "transparentcolor");
    if (!image.trans.empty() && image.trans.front() == '#')
        image.trans.erase(0, 1);
    auto w = bounded(owner, "imagewidth", where, 0, 0, 1 << 20);
    auto h = bounded(owner, "imageheight", where, 0, 0, 1 << 20);
    if (!w || !h)
        return w ? h.error() : w.error();
    image.width = *w;
    image.height = *h;
    return image;
}

Result<Object> JsonFile::object(const json &o, const std::string &where) const
{
    if (!o.is_object())
        return error(where, std::string("an object must be a JSON object, not ") + typeName(o));
    Object object;
    std::string at = where;
    auto id = integer(o, "id", where, 0);
    if (!id)
        return id.error();
    object.id = static_cast<int>(std::clamp<std::int64_t>(*id, INT32_MIN, INT32_MAX));
    if (o.contains("id"))
        at += " (id " + std::to_string(object.id) + ")";
    object.place = Place{at, 0, 0};
    object.name = text(o, "name");
    object.type = o.contains("class") ? text(o, "class") : text(o, "type");
    object.templateSource = text(o, "template");
    object.visible = flag(o, "visible", true);
    auto gid = integer(o, "gid", at, 0);
    if (!gid)
        return gid.error();
    if (*gid < 0 || *gid > 0xffffffffLL)
        return error(at, "gid " + std::to_string(*gid) + " is out of range");
    object.gid = static_cast<std::uint32_t>(*gid);
    double *fields[] = {&object.x, &object.y, &object.width, &object.height, &object.rotation};
    const char *keys[] = {"x", "y", "width", "height", "rotation"};
    for (int k = 0; k < 5; ++k) {
        auto v = number(o, keys[k], at);
        if (!v)
            return v.error();
        *fields[k] = *v;
    }
    if (flag(o, "ellipse", false))
        object.shape = Shape::Ellipse;
    else if (flag(o, "point", false))
        object.shape = Shape::Point;
    else if (o.contains("text"))
        object.shape = Shape::Text;
    for (const auto &[key, shape] : {std::pair{"polygon", Shape::Polygon}, {"polyline", Shape::Polyline}}) {
        const auto it = o.find(key);
        if (it == o.end())
            continue;
        if (!it->is_array() || it->size() > kMaxPoints)
            return error(at, std::string("'") + key + "' must be an array of at most " +
                                 std::to_string(kMaxPoints) + " points");
        object.shape = shape;
        for (std::size_t i = 0; i < it->size(); ++i) {
            const json &p = (*it)[i];
            const std::string pat = at + " " + key + "[" + std::to_string(i) + "]";
            if (!p.is_object())
                return error(pat, "a point must be {\"x\": ..., \"y\": ...}");
            auto x = number(p, "x", pat);
            auto y = number(p, "y", pat);
            if (!x || !y)
                return x ? y.error() : x.error();
            object.points.push_back({*x, *y});
        }
    }
    auto props = properties(o, at);
    if (!props)
        return props.error();
    object.properties = std::move(*props);
    return object;
}

namespace {

Status readTiles(const JsonFile &js, const json &node, const std::string &where, Tileset &ts)
{
    const auto tiles = node.find("tiles");
    if (tiles == node.end())
        return Ok{};
    if (!tiles->is_array() || tiles->size() > kMaxTilesetTiles)
        return js.error(where,
                        "'tiles' must be an array of at most " + std::to_string(kMaxTilesetTiles) + " tiles");
    for (std::size_t i = 0; i < tiles->size(); ++i) {
        const json &t = (*tiles)[i];
        const std::string at = where + " tiles[" + std::to_string(i) + "]";
        if (!t.is_object())
            return js.error(at, "a tile must be a JSON object");
        TilesetTile tile;
        auto id = js.bounded(t, "id", at, -1, 0, INT32_MAX);
        if (!id)
            return id.error();
        tile.id = *id;
        tile.type = t.contains("class") ? JsonFile::text(t, "class") : JsonFile::text(t, "type");
        auto props = js.properties(t, at);
        if (!props)
            return props.error();
        tile.properties = std::move(*props);
        auto image = js.image(t, at);
        if (!image)
            return image.error();
        tile.image = std::move(*image);
        if (const auto og = t.find("objectgroup"); og != t.end() && og->is_object()) {
            const auto objects = og->find("objects");
            tile.hasCollision = objects != og->end() && objects->is_array() && !objects->empty();
        }
        if (const auto anim = t.find("animation");
            anim != t.end() && anim->is_array() && !anim->empty() && (*anim)[0].is_object()) {
            auto first = js.bounded((*anim)[0], "tileid", at + " animation[0]", 0, 0, INT32_MAX);
            if (!first)
                return first.error();
            tile.firstFrame = *first;
        }
        ts.tiles.push_back(std::move(tile));
    }
    std::stable_sort(ts.tiles.begin(), ts.tiles.end(),
                     [](const TilesetTile &a, const TilesetTile &b) { return a.id < b.id; });
    return Ok{};
}

Status readWangSets(const JsonFile &js, const json &node, const std::string &where, Tileset &ts)
{
    const auto sets = node.find("wangsets");
    if (sets == node.end() || !sets->is_array())
        return Ok{};
    for (std::size_t i = 0; i < sets->size(); ++i) {
        const json &w = (*sets)[i];
        const std::string at = where + " wangsets[" + std::to_string(i) + "]";
        if (!w.is_object())
            return js.error(at, "a Wang set must be a JSON object");
        WangSet set;
        set.name = JsonFile::text(w, "name");
        set.type = w.contains("type") ? JsonFile::text(w, "type") : "mixed";
        if (const auto colors = w.find("colors"); colors != w.end() && colors->is_array())
            for (const json &c : *colors)
                set.colors.push_back(c.is_object() ? JsonFile::text(c, "name") : std::string());
        if (const auto tiles = w.find("wangtiles"); tiles != w.end() && tiles->is_array()) {
            for (std::size_t k = 0; k < tiles->size(); ++k) {
                const json &t = (*tiles)[k];
                const std::string tat = at + " wangtiles[" + std::to_string(k) + "]";
                auto id = t.is_object() ? js.bounded(t, "tileid", tat, 0, 0, INT32_MAX)
                                        : Result<int>(js.error(tat, "a Wang tile must be a JSON object"));
                if (!id)
                    return id.error();
                const auto wid = t.find("wangid");
                std::array<std::uint8_t, 8> wang{};
                if (wid == t.end() || !wid->is_array() || wid->size() != 8)
                    return js.error(tat, "wangid must be 8 numbers in [0, 254]");
                for (std::size_t j = 0; j < 8; ++j) {
                    const json &v = (*wid)[j];
                    if (!v.is_number_unsigned() || v.get<std::uint64_t>() > 254)
                        return js.error(tat, "wangid must be 8 numbers in [0, 254]");
                    wang[j] = static_cast<std::uint8_t>(v.get<std::uint64_t>());
                }
                set.tiles.emplace_back(*id, wang);
            }
        }
        ts.wangSets.push_back(std::move(set));
    }
    return Ok{};
}

} // namespace

Result<Tileset> readTilesetObject(const JsonFile &js, const json &node, const std::string &where)
{
    if (!node.is_object())
        return js.error(where, std::string("a tileset must be a JSON object, not ") + typeName(node));
    Tileset ts;
    ts.name = JsonFile::text(node, "name");
    ts.className = JsonFile::text(node, "class");
    ts.place = Place{where + (ts.name.empty() ? "" : " " + excerpt(ts.name)), 0, 0};
    struct Field
    {
        const char *name;
        int *slot;
        std::int64_t high;
    };
    const Field fields[] = {{"tilewidth", &ts.tileWidth, kMaxTileSize},
                            {"tileheight", &ts.tileHeight, kMaxTileSize},
                            {"spacing", &ts.spacing, kMaxTileSize},
                            {"margin", &ts.margin, kMaxTileSize},
                            {"tilecount", &ts.tileCount, static_cast<std::int64_t>(kMaxTilesetTiles)},
                            {"columns", &ts.columns, static_cast<std::int64_t>(kMaxTilesetTiles)}};
    for (const Field &f : fields) {
        auto v = js.bounded(node, f.name, ts.place.where, 0, 0, f.high);
        if (!v)
            return v.error();
        *f.slot = *v;
    }
    if (const auto offset = node.find("tileoffset"); offset != node.end() && offset->is_object()) {
        auto x = js.bounded(*offset, "x", where + " tileoffset", 0, -kMaxTileSize, kMaxTileSize);
        auto y = js.bounded(*offset, "y", where + " tileoffset", 0, -kMaxTileSize, kMaxTileSize);
        if (!x || !y)
            return x ? y.error() : x.error();
        ts.offsetX = *x;
        ts.offsetY = *y;
    }
    auto image = js.image(node, ts.place.where);
    if (!image)
        return image.error();
    ts.image = std::move(*image);
    if (ts.columns == 0 && !ts.image.empty() && ts.tileWidth > 0)
        ts.columns = std::max(1, (ts.image.width - 2 * ts.margin + ts.spacing) / (ts.tileWidth + ts.spacing));
    if (auto s = readTiles(js, node, ts.place.where, ts); !s)
        return s.error();
    if (auto s = readWangSets(js, node, ts.place.where, ts); !s)
        return s.error();
    auto props = js.properties(node, ts.place.where);
    if (!props)
        return props.error();
    ts.properties = std::move(*props);
    return ts;
}

Result<Tileset> readMapTileset(const JsonFile &js, const json &node, const std::string &where,
                               ExternalFiles &files)
{
    if (!node.is_object())
        return js.error(where, std::string("a tileset must be a JSON object, not ") + typeName(node));
    auto firstGid = js.integer(node, "firstgid", where, 1);
    if (!firstGid)
        return firstGid.error();
    if (*firstGid < 1 || *firstGid > static_cast<std::int64_t>(kGidMask))
        return js.error(where, "firstgid " + std::to_string(*firstGid) + " is outside [1, " +
                                   std::to_string(kGidMask) + "]");
    Result<Tileset> ts = Tileset{};
    if (const std::string source = JsonFile::text(node, "source"); !source.empty()) {
        const std::string path = resolvePath(js.folder(), source);
        ts = loadTileset(path, Place{where + " '" + source + "'", 0, 0}, js.file(), files);
        if (ts) {
            ts->source = source;
            ts->path = path;
        }
    } else {
        ts = readTilesetObject(js, node, where);
    }
    if (ts)
        ts->firstGid = static_cast<std::uint32_t>(*firstGid);
    return ts;
}

Result<Tileset> parseTsj(std::string_view text, const std::string &file, ExternalFiles &)
{
    const JsonFile js(file);
    auto root = js.parse(text);
    if (!root)
        return root.error();
    if (root->contains("source"))
        return js.error({}, "a tileset file cannot name another one");
    return readTilesetObject(js, *root, "tileset");
}

Result<Template> parseTj(std::string_view text, const std::string &file, ExternalFiles &files)
{
    const JsonFile js(file);
    auto root = js.parse(text);
    if (!root)
        return root.error();
    if (!root->is_object())
        return js.error({}, std::string("a Tiled template must be a JSON object, not ") + typeName(*root));
    Template out;
    if (const auto ts = root->find("tileset"); ts != root->end()) {
        auto tileset = readMapTileset(js, *ts, "tileset", files);
        if (!tileset)
            return tileset.error();
        out.hasTileset = true;
        out.tileset = std::move(*tileset);
    }
    const auto o = root->find("object");
    if (o == root->end())
        return js.error({}, "the template has no 'object'");
    auto object = js.object(*o, "object");
    if (!object)
        return object.error();
    if (!object->templateSource.empty())
        return js.error("object", "a template cannot name another template");
    out.object = std::move(*object);
    return out;
}

} // namespace mapsmith::tiled
