// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Tiled's XML map format (https://doc.mapeditor.org/en/stable/reference/tmx-map-format/) into the model:
// the map, its tilesets, every layer (groups within groups up to kMaxDepth), layer data in every encoding
// and as chunks, objects with their templates. One pass over the elements, linear in the file's size.
#include <mapsmith/io/tmxxml_p.h>
#include <mapsmith/util/cleantext.h>

namespace mapsmith {

namespace {

using namespace tiled;

class TmxReader
{
public:
    TmxReader(std::string_view text, const std::string &file, const TiledFileLoader &load) : m_xml(text, file)
    {
        m_files.load = &load;
    }
    Result<Document> read();

private:
    Status readHeader(const pugi::xml_node &map);
    Status readLayers(const pugi::xml_node &parent, std::vector<Layer> &out, int depth);
    Status readCommon(const pugi::xml_node &node, Layer &layer);
    Status readTileLayer(const pugi::xml_node &node, Layer &layer);
    Result<std::vector<std::uint32_t>> readData(const pugi::xml_node &data, int width, int height);
    Status readChunks(const pugi::xml_node &data, Layer &layer);
    Result<std::vector<std::uint32_t>> readTileElements(const pugi::xml_node &data, std::size_t expected);
    Status readObjectLayer(const pugi::xml_node &node, Layer &layer);

    XmlFile m_xml;
    ExternalFiles m_files;
    Document m_doc;
    std::size_t m_layers = 0;
    std::size_t m_cells = 0;
    std::size_t m_objects = 0;
};

Status TmxReader::readHeader(const pugi::xml_node &map)
{
    if (const std::string o = map.attribute("orientation").value(); !o.empty() && o != "orthogonal")
        return m_xml.error(map, "orientation '" + o + "' is not supported (only orthogonal maps are)");
    m_doc.renderOrder = map.attribute("renderorder").value();
    m_doc.infinite = std::string_view(map.attribute("infinite").value()) == "1";
    m_doc.backgroundColor = map.attribute("backgroundcolor").value();
    m_doc.className = map.attribute("class").value();
    auto width = m_xml.integer(map, "width");
    auto height = m_xml.integer(map, "height");
    if (!width || !height)
        return width ? height.error() : width.error();
    // An infinite map's width and height are its chunks' bounds, settled once they are read.
    if (auto e = checkSize(*width, *height); !e.empty() && !m_doc.infinite)
        return m_xml.error(map, e);
    m_doc.width = static_cast<int>(std::clamp<std::int64_t>(*width, 0, kMaxSide));
    m_doc.height = static_cast<int>(std::clamp<std::int64_t>(*height, 0, kMaxSide));
    for (const auto &[key, slot] :
         {std::pair{"tilewidth", &m_doc.tileWidth}, {"tileheight", &m_doc.tileHeight}}) {
        auto v = m_xml.bounded(map, key, 16, 1, kMaxTileSize);
        if (!v)
            return v.error();
        *slot = *v;
    }
    for (const auto &[key, slot] :
         {std::pair{"nextobjectid", &m_doc.nextObjectId}, {"nextlayerid", &m_doc.nextLayerId}}) {
        auto v = m_xml.bounded(map, key, 1, 0, INT32_MAX);
        if (!v)
            return v.error();
        *slot = *v;
    }
    auto props = m_xml.properties(map);
    if (!props)
        return props.error();
    m_doc.properties = std::move(*props);
    return Ok{};
}

Result<std::vector<std::uint32_t>> TmxReader::readTileElements(const pugi::xml_node &data,
                                                               std::size_t expected)
{
    std::vector<std::uint32_t> gids;
    for (const pugi::xml_node &tile : data.children("tile")) {
        if (gids.size() == expected)
            return m_xml.error(tile, "more than " + std::to_string(expected) + " tiles in the layer data");
        auto gid = m_xml.integer(tile, "gid", 0);
        if (!gid)
            return gid.error();
        if (*gid < 0 || *gid > 0xffffffffLL)
            return m_xml.error(tile, "gid " + std::to_string(*gid) + " is out of range");
        gids.push_back(static_cast<std::uint32_t>(*gid));
    }
    if (gids.size() != expected)
        return m_xml.error(data, "the layer data holds " + std::to_string(gids.size()) +
                                     " tiles; the layer needs " + std::to_string(expected));
    return gids;
}

/// `data` is a <data> or a <chunk>; its encoding is the enclosing <data>'s.
Result<std::vector<std::uint32_t>> TmxReader::readData(const pugi::xml_node &data, int width, int height)
{
    const pugi::xml_node owner = std::string_view(data.name()) == "chunk" ? data.parent() : data;
    const std::string encoding = owner.attribute("encoding").value();
    const std::string compression = owner.attribute("compression").value();
    const std::string_view text = data.child_value();
    if (encoding == "csv") {
        if (!compression.empty())
            return m_xml.error(owner, "CSV data cannot be compressed");
        std::size_t offset = 0;
        auto gids = parseCsv(text, width, height, &offset);
        if (!gids) {
            Place at = m_xml.place(data);
            const pugi::xml_node textNode = data.first_child();
            if (textNode && textNode.offset_debug() >= 0) {
                const auto [line, column] =
                    lineColumn(m_xml.text(), static_cast<std::size_t>(textNode.offset_debug()) + offset);
                at.line = line;
                at.column = column;
            }
            return errorAt(m_xml.file(), at, gids.error().message);
        }
        return gids;
    }
    if (encoding == "base64") {
        auto gids = decodeLayerData(text, compression, width, height);
        if (!gids)
            return m_xml.error(data, gids.error().message);
        return gids;
    }
    if (!encoding.empty())
        return m_xml.error(owner, "encoding '" + encoding + "' is not supported (use csv or base64)");
    return readTileElements(data, static_cast<std::size_t>(width) * static_cast<std::size_t>(height));
}

Status TmxReader::readChunks(const pugi::xml_node &data, Layer &layer)
{
    // Each chunk is read, then they are laid into the layer's bounding box.
    ChunkAssembly pieces;
    for (const pugi::xml_node &c : data.children("chunk")) {
        auto x = m_xml.bounded(c, "x", 0, -(1 << 24), 1 << 24);
        auto y = m_xml.bounded(c, "y", 0, -(1 << 24), 1 << 24);
        auto w = m_xml.bounded(c, "width", 0, 1, kMaxSide);
        auto h = m_xml.bounded(c, "height", 0, 1, kMaxSide);
        for (const auto *r : {&x, &y, &w, &h})
            if (!*r)
                return r->error();
        m_cells += static_cast<std::size_t>(*w) * static_cast<std::size_t>(*h);
        if (m_cells > kMaxCells)
            return m_xml.error(c, "the map's layers hold more than " + std::to_string(kMaxCells) + " cells");
        auto gids = readData(c, *w, *h);
        if (!gids)
            return gids.error();
        if (const std::string wide = pieces.add({*x, *y, *w, *h}, std::move(*gids)); !wide.empty())
            return m_xml.error(c, wide);
    }
    pieces.into(layer);
    return Ok{};
}

Status TmxReader::readTileLayer(const pugi::xml_node &node, Layer &layer)
{
    const pugi::xml_node data = node.child("data");
    layer.format.encoding = data.attribute("encoding").value();
    layer.format.compression = data.attribute("compression").value();
    if (data.child("chunk") || (m_doc.infinite && data))
        return readChunks(data, layer);
    auto width = m_xml.integer(node, "width", m_doc.width);
    auto height = m_xml.integer(node, "height", m_doc.height);
    if (!width || !height)
        return width ? height.error() : width.error();
    if (*width != m_doc.width || *height != m_doc.height)
        return m_xml.error(node, "the layer is " + std::to_string(*width) + " x " + std::to_string(*height) +
                                     ", the map " + std::to_string(m_doc.width) + " x " +
                                     std::to_string(m_doc.height));
    if (!data)
        return m_xml.error(node, "the layer has no <data>");
    m_cells += static_cast<std::size_t>(m_doc.width) * static_cast<std::size_t>(m_doc.height);
    if (m_cells > kMaxCells)
        return m_xml.error(node, "the map's layers hold more than " + std::to_string(kMaxCells) + " cells");
    auto gids = readData(data, m_doc.width, m_doc.height);
    if (!gids)
        return gids.error();
    layer.width = m_doc.width;
    layer.height = m_doc.height;
    layer.gids = std::move(*gids);
    return Ok{};
}

Status TmxReader::readObjectLayer(const pugi::xml_node &node, Layer &layer)
{
    for (const pugi::xml_node &o : node.children("object")) {
        if (++m_objects > kMaxObjects)
            return m_xml.error(o, "the map has more than " + std::to_string(kMaxObjects) + " objects");
        auto object = m_xml.object(o);
        if (!object)
            return object.error();
        layer.objects.push_back(std::move(*object));
    }
    return Ok{};
}

Status TmxReader::readCommon(const pugi::xml_node &node, Layer &layer)
{
    layer.place =
        m_xml.place(node, "<" + std::string(node.name()) + "> " + excerpt(node.attribute("name").value()));
    auto id = m_xml.bounded(node, "id", 0, 0, INT32_MAX);
    if (!id)
        return id.error();
    layer.id = *id;
    layer.name = node.attribute("name").value();
    layer.className = node.attribute("class").value();
    layer.visible = std::string_view(node.attribute("visible").value()) != "0";
    layer.tint = node.attribute("tintcolor").value();
    for (const auto &[key, slot, fallback] : {std::tuple{"opacity", &layer.opacity, 1.0},
                                              {"offsetx", &layer.offsetX, 0.0},
                                              {"offsety", &layer.offsetY, 0.0}}) {
        auto v = m_xml.number(node, key, fallback);
        if (!v)
            return v.error();
        *slot = *v;
    }
    auto props = m_xml.properties(node);
    if (!props)
        return props.error();
    layer.properties = std::move(*props);
    return Ok{};
}

Status TmxReader::readLayers(const pugi::xml_node &parent, std::vector<Layer> &out, int depth)
{
    for (const pugi::xml_node &node : parent.children()) {
        const std::string_view tag = node.name();
        Layer layer;
        if (tag == "layer")
            layer.kind = LayerKind::Tile;
        else if (tag == "objectgroup")
            layer.kind = LayerKind::Object;
        else if (tag == "imagelayer")
            layer.kind = LayerKind::Image;
        else if (tag == "group")
            layer.kind = LayerKind::Group;
        else
            continue;
        if (++m_layers > kMaxLayers)
            return m_xml.error(node, "the map has more than " + std::to_string(kMaxLayers) + " layers");
        if (auto s = readCommon(node, layer); !s)
            return s;
        Status s = Ok{};
        switch (layer.kind) {
        case LayerKind::Tile:
            s = readTileLayer(node, layer);
            break;
        case LayerKind::Object:
            s = readObjectLayer(node, layer);
            break;
        case LayerKind::Image: {
            auto image = m_xml.image(node.child("image"));
            if (!image)
                return image.error();
            layer.image = std::move(*image);
            layer.repeatX = std::string_view(node.attribute("repeatx").value()) == "1";
            layer.repeatY = std::string_view(node.attribute("repeaty").value()) == "1";
            break;
        }
        case LayerKind::Group:
            if (depth >= kMaxDepth)
                return m_xml.error(node, "groups nested more than " + std::to_string(kMaxDepth) + " deep");
            s = readLayers(node, layer.layers, depth + 1);
            break;
        }
        if (!s)
            return s;
        out.push_back(std::move(layer));
    }
    return Ok{};
}

Result<Document> TmxReader::read()
{
    pugi::xml_document xml;
    if (auto s = m_xml.load(xml); !s)
        return s.error();
    const pugi::xml_node map = xml.document_element();
    if (std::string_view(map.name()) != "map")
        return errorAt(m_xml.file(), m_xml.place(map, {}),
                       "a Tiled map starts with <map>, not <" + std::string(map.name()) + ">");
    if (auto s = readHeader(map); !s)
        return s.error();
    for (const pugi::xml_node &node : map.children("tileset")) {
        if (m_doc.tilesets.size() >= kMaxTilesets)
            return m_xml.error(node, "the map has more than " + std::to_string(kMaxTilesets) + " tilesets");
        auto ts = readMapTileset(m_xml, node, m_files);
        if (!ts && !node.attribute("source"))
            return ts.error();
        if (!ts) {
            // A tileset file that cannot be read: the map opens without it, its tiles drawn as placeholders
            // (as Tiled opens it), and says so.
            m_doc.notes.push_back(ts.error().toString());
            ts = missingTileset(node.attribute("source").value(), m_xml.folder(),
                                node.attribute("firstgid").as_llong(1), m_xml.place(node));
        }
        m_doc.tilesets.push_back(std::move(*ts));
    }
    if (auto s = readLayers(map, m_doc.layers, 0); !s)
        return s.error();
    if (auto s = finishDocument(m_doc, m_xml.folder(), m_xml.file(), m_files); !s)
        return s.error();
    return std::move(m_doc);
}

} // namespace

Result<tiled::Document> parseTmx(std::string_view text, const std::string &fileName,
                                 const TiledFileLoader &load)
{
    return TmxReader(text, fileName, load).read();
}

Result<Map> readTmx(std::string_view text, const std::string &fileName, const TiledReadOptions &options,
                    const GeneratorRegistry &registry)
{
    auto doc = parseTmx(text, fileName, options.load);
    if (!doc)
        return doc.error();
    return importDocument(std::move(*doc), true, text, fileName, options, registry);
}

Result<Map> readTmx(std::string_view text, const std::string &fileName, const TileMapping &mapping,
                    const GeneratorRegistry &registry)
{
    TiledReadOptions options;
    options.mapping = mapping;
    return readTmx(text, fileName, options, registry);
}

} // namespace mapsmith
