// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Tiled's JSON map format (https://doc.mapeditor.org/en/stable/reference/json-map-format/) into the model:
// the map, its tilesets, every layer (groups within groups up to kMaxDepth), data as arrays, base64 or
// chunks, objects with their templates. Linear in the file's size.
#include <mapsmith/io/tmjjson_p.h>
#include <mapsmith/util/cleantext.h>

namespace mapsmith {

namespace {

using namespace tiled;

class TmjReader
{
public:
    TmjReader(const std::string &file, const TiledFileLoader &load) : m_js(file) { m_files.load = &load; }
    Result<Document> read(std::string_view text);

private:
    Status readHeader(const json &root);
    Status readLayers(const json &parent, const std::string &where, std::vector<Layer> &out, int depth);
    Status readCommon(const json &node, const std::string &where, Layer &layer);
    Result<std::vector<std::uint32_t>> readData(const json &owner, const std::string &where, const json &data,
                                                int width, int height);
    Status readTileLayer(const json &node, const std::string &where, Layer &layer);
    Status readChunks(const json &node, const std::string &where, Layer &layer);
    Status readObjects(const json &node, const std::string &where, Layer &layer);

    JsonFile m_js;
    ExternalFiles m_files;
    Document m_doc;
    std::size_t m_layers = 0;
    std::size_t m_cells = 0;
    std::size_t m_objects = 0;
};

Status TmjReader::readHeader(const json &root)
{
    if (const auto o = JsonFile::text(root, "orientation"); !o.empty() && o != "orthogonal")
        return m_js.error("map", "orientation '" + o + "' is not supported (only orthogonal maps are)");
    m_doc.renderOrder = JsonFile::text(root, "renderorder");
    m_doc.infinite = JsonFile::flag(root, "infinite", false);
    m_doc.backgroundColor = JsonFile::text(root, "backgroundcolor");
    m_doc.className = JsonFile::text(root, "class");
    auto width = m_js.integer(root, "width", "map");
    auto height = m_js.integer(root, "height", "map");
    if (!width || !height)
        return width ? height.error() : width.error();
    if (auto e = checkSize(*width, *height); !e.empty() && !m_doc.infinite)
        return m_js.error("map", e);
    m_doc.width = static_cast<int>(std::clamp<std::int64_t>(*width, 0, kMaxSide));
    m_doc.height = static_cast<int>(std::clamp<std::int64_t>(*height, 0, kMaxSide));
    for (const auto &[key, slot] :
         {std::pair{"tilewidth", &m_doc.tileWidth}, {"tileheight", &m_doc.tileHeight}}) {
        auto v = m_js.bounded(root, key, "map", 16, 1, kMaxTileSize);
        if (!v)
            return v.error();
        *slot = *v;
    }
    for (const auto &[key, slot] :
         {std::pair{"nextobjectid", &m_doc.nextObjectId}, {"nextlayerid", &m_doc.nextLayerId}}) {
        auto v = m_js.bounded(root, key, "map", 1, 0, INT32_MAX);
        if (!v)
            return v.error();
        *slot = *v;
    }
    auto props = m_js.properties(root, "");
    if (!props)
        return props.error();
    m_doc.properties = std::move(*props);
    return Ok{};
}

Result<std::vector<std::uint32_t>> TmjReader::readData(const json &owner, const std::string &where,
                                                       const json &data, int width, int height)
{
    const std::string encoding = JsonFile::text(owner, "encoding");
    if (encoding == "base64") {
        if (!data.is_string())
            return m_js.error(where, std::string("base64 'data' must be a string, not ") + typeName(data));
        auto gids = decodeLayerData(data.get_ref<const std::string &>(), JsonFile::text(owner, "compression"),
                                    width, height);
        if (!gids)
            return m_js.error(where, gids.error().message);
        return gids;
    }
    if (!encoding.empty() && encoding != "csv")
        return m_js.error(where, "encoding '" + encoding + "' is not supported (use csv or base64)");
    if (!data.is_array())
        return m_js.error(where,
                          std::string("'data' must be an array of tile numbers, not ") + typeName(data));
    const std::size_t expected = static_cast<std::size_t>(width) * static_cast<std::size_t>(height);
    if (data.size() != expected)
        return m_js.error(where, "'data' holds " + std::to_string(data.size()) + " tiles; the layer needs " +
                                     std::to_string(expected));
    std::vector<std::uint32_t> gids;
    gids.reserve(expected);
    for (std::size_t i = 0; i < data.size(); ++i) {
        const json &v = data[i];
        if (!v.is_number_unsigned() || v.get<std::uint64_t>() > 0xffffffffu)
            return m_js.error(where + " data[" + std::to_string(i) + "]",
                              std::string("a tile number must be an integer in [0, 4294967295], not ") +
                                  v.dump(-1, ' ', false, json::error_handler_t::replace));
        gids.push_back(static_cast<std::uint32_t>(v.get<std::uint64_t>()));
    }
    return gids;
}

Status TmjReader::readChunks(const json &node, const std::string &where, Layer &layer)
{
    const json &chunks = node["chunks"];
    if (!chunks.is_array())
        return m_js.error(where, std::string("'chunks' must be an array, not ") + typeName(chunks));
    ChunkAssembly pieces;
    for (std::size_t i = 0; i < chunks.size(); ++i) {
        const json &c = chunks[i];
        const std::string at = where + " chunks[" + std::to_string(i) + "]";
        if (!c.is_object() || !c.contains("data"))
            return m_js.error(at, "a chunk must be a JSON object with 'data'");
        auto x = m_js.bounded(c, "x", at, 0, -(1 << 24), 1 << 24);
        auto y = m_js.bounded(c, "y", at, 0, -(1 << 24), 1 << 24);
        auto w = m_js.bounded(c, "width", at, 0, 1, kMaxSide);
        auto h = m_js.bounded(c, "height", at, 0, 1, kMaxSide);
        for (const auto *r : {&x, &y, &w, &h})
            if (!*r)
                return r->error();
        m_cells += static_cast<std::size_t>(*w) * static_cast<std::size_t>(*h);
        if (m_cells > kMaxCells)
            return m_js.error(at, "the map's layers hold more than " + std::to_string(kMaxCells) + " cells");
        auto gids = readData(node, at, c["data"], *w, *h);
        if (!gids)
            return gids.error();
        if (const std::string wide = pieces.add({*x, *y, *w, *h}, std::move(*gids)); !wide.empty())
            return m_js.error(at, wide);
    }
    pieces.into(layer);
    return Ok{};
}

Status TmjReader::readTileLayer(const json &node, const std::string &where, Layer &layer)
{
    layer.format.encoding = JsonFile::text(node, "encoding");
    layer.format.compression = JsonFile::text(node, "compression");
    if (node.contains("chunks"))
        return readChunks(node, where, layer);
    auto width = m_js.integer(node, "width", where, m_doc.width);
    auto height = m_js.integer(node, "height", where, m_doc.height);
    if (!width || !height)
        return width ? height.error() : width.error();
    if (*width != m_doc.width || *height != m_doc.height)
        return m_js.error(where, "the layer is " + std::to_string(*width) + " x " + std::to_string(*height) +
                                     ", the map " + std::to_string(m_doc.width) + " x " +
                                     std::to_string(m_doc.height));
    const auto data = node.find("data");
    if (data == node.end())
        return m_js.error(where, "missing 'data'");
    m_cells += static_cast<std::size_t>(m_doc.width) * static_cast<std::size_t>(m_doc.height);
    if (m_cells > kMaxCells)
        return m_js.error(where, "the map's layers hold more than " + std::to_string(kMaxCells) + " cells");
    auto gids = readData(node, where, *data, m_doc.width, m_doc.height);
    if (!gids)
        return gids.error();
    layer.width = m_doc.width;
    layer.height = m_doc.height;
    layer.gids = std::move(*gids);
    return Ok{};
}

Status TmjReader::readObjects(const json &node, const std::string &where, Layer &layer)
{
    const auto objects = node.find("objects");
    if (objects == node.end())
        return Ok{};
    if (!objects->is_array())
        return m_js.error(where, std::string("'objects' must be an array, not ") + typeName(*objects));
    for (std::size_t i = 0; i < objects->size(); ++i) {
        const std::string at = where + " objects[" + std::to_string(i) + "]";
        if (++m_objects > kMaxObjects)
            return m_js.error(at, "the map has more than " + std::to_string(kMaxObjects) + " objects");
        auto object = m_js.object((*objects)[i], at);
        if (!object)
            return object.error();
        layer.objects.push_back(std::move(*object));
    }
    return Ok{};
}

Status TmjReader::readCommon(const json &node, const std::string &where, Layer &layer)
{
    layer.place = Place{where, 0, 0};
    auto id = m_js.bounded(node, "id", where, 0, 0, INT32_MAX);
    if (!id)
        return id.error();
    layer.id = *id;
    layer.name = JsonFile::text(node, "name");
    layer.className = JsonFile::text(node, "class");
    layer.visible = JsonFile::flag(node, "visible", true);
    layer.tint = JsonFile::text(node, "tintcolor");
    for (const auto &[key, slot, fallback] : {std::tuple{"opacity", &layer.opacity, 1.0},
                                              {"offsetx", &layer.offsetX, 0.0},
                                              {"offsety", &layer.offsetY, 0.0}}) {
        auto v = m_js.number(node, key, where, fallback);
        if (!v)
            return v.error();
        *slot = *v;
    }
    auto props = m_js.properties(node, where);
    if (!props)
        return props.error();
    layer.properties = std::move(*props);
    return Ok{};
}

Status TmjReader::readLayers(const json &parent, const std::string &prefix, std::vector<Layer> &out,
                             int depth)
{
    const auto layers = parent.find("layers");
    if (layers == parent.end())
        return depth == 0 ? m_js.error("map", "missing 'layers' (an array)") : Status(Ok{});
    if (!layers->is_array())
        return m_js.error(prefix.empty() ? "map" : prefix, "'layers' must be an array");
    for (std::size_t i = 0; i < layers->size(); ++i) {
        const json &node = (*layers)[i];
        const std::string index = prefix + (prefix.empty() ? "" : " ") + "layers[" + std::to_string(i) + "]";
        if (!node.is_object())
            return m_js.error(index, "a layer must be a JSON object");
        const std::string where = index + " " + excerpt(JsonFile::text(node, "name"));
        const std::string type = JsonFile::text(node, "type");
        Layer layer;
        if (type == "tilelayer")
            layer.kind = LayerKind::Tile;
        else if (type == "objectgroup")
            layer.kind = LayerKind::Object;
        else if (type == "imagelayer")
            layer.kind = LayerKind::Image;
        else if (type == "group")
            layer.kind = LayerKind::Group;
        else
            continue; // a layer kind of a later Tiled: kept out of the map, not an error
        if (++m_layers > kMaxLayers)
            return m_js.error(where, "the map has more than " + std::to_string(kMaxLayers) + " layers");
        if (auto s = readCommon(node, where, layer); !s)
            return s;
        Status s = Ok{};
        if (layer.kind == LayerKind::Tile) {
            s = readTileLayer(node, where, layer);
        } else if (layer.kind == LayerKind::Object) {
            s = readObjects(node, where, layer);
        } else if (layer.kind == LayerKind::Image) {
            auto image = m_js.image(node, where);
            if (!image)
                return image.error();
            layer.image = std::move(*image);
            layer.repeatX = JsonFile::flag(node, "repeatx", false);
            layer.repeatY = JsonFile::flag(node, "repeaty", false);
        } else {
            if (depth >= kMaxDepth)
                return m_js.error(where, "groups nested more than " + std::to_string(kMaxDepth) + " deep");
            s = readLayers(node, where, layer.layers, depth + 1);
        }
        if (!s)
            return s;
        out.push_back(std::move(layer));
    }
    return Ok{};
}

Result<Document> TmjReader::read(std::string_view text)
{
    auto root = m_js.parse(text);
    if (!root)
        return root.error();
    if (!root->is_object())
        return m_js.error({}, std::string("a Tiled map must be a JSON object, not ") + typeName(*root));
    if (auto s = readHeader(*root); !s)
        return s.error();
    if (const auto sets = root->find("tilesets"); sets != root->end()) {
        if (!sets->is_array() || sets->size() > kMaxTilesets)
            return m_js.error("map",
                              "'tilesets' must be an array of at most " + std::to_string(kMaxTilesets));
        for (std::size_t i = 0; i < sets->size(); ++i) {
            const json &node = (*sets)[i];
            auto ts = readMapTileset(m_js, node, "tilesets[" + std::to_string(i) + "]", m_files);
            const bool external = node.is_object() && node.contains("source") && node["source"].is_string();
            if (!ts && !external)
                return ts.error();
            if (!ts) {
                // A tileset file that cannot be read: the map opens without it (as Tiled opens it), and says
                // so.
                m_doc.notes.push_back(ts.error().toString());
                const auto first = m_js.integer(node, "firstgid", "tilesets", 1);
                ts = missingTileset(node["source"].get<std::string>(), m_js.folder(), first ? *first : 1,
                                    Place{"tilesets[" + std::to_string(i) + "]", 0, 0});
            }
            m_doc.tilesets.push_back(std::move(*ts));
        }
    }
    if (auto s = readLayers(*root, "", m_doc.layers, 0); !s)
        return s.error();
    if (auto s = finishDocument(m_doc, m_js.folder(), m_js.file(), m_files); !s)
        return s.error();
    return std::move(m_doc);
}

} // namespace

Result<tiled::Document> parseTmj(std::string_view text, const std::string &fileName,
                                 const TiledFileLoader &load)
{
    return TmjReader(fileName, load).read(text);
}

Result<Map> readTmj(std::string_view text, const std::string &fileName, const TiledReadOptions &options,
                    const GeneratorRegistry &registry)
{
    auto doc = parseTmj(text, fileName, options.load);
    if (!doc)
        return doc.error();
    return importDocument(std::move(*doc), false, text, fileName, options, registry);
}

Result<Map> readTmj(std::string_view text, const std::string &fileName, const TileMapping &mapping,
                    const GeneratorRegistry &registry)
{
    TiledReadOptions options;
    options.mapping = mapping;
    return readTmj(text, fileName, options, registry);
}

} // namespace mapsmith
