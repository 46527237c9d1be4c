// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// An imported map's edits written into its Tiled document: only the cells and entities that differ from
// what was imported change.
// - A cell: its gid in the layer that decided it when it was read (else the layer edits go to), the gid the
//   map itself uses most for that tile; if reading the cell back would not give the tile, the mapsmith
//   tileset's gid for it (tile class = its name), then the same in the first collision layer, then in a new
//   hidden "collision" layer. Each choice is checked with the reader's own classifier, so reading the file
//   back gives the edited map.
// - Start, exit, entities: matched to their objects; one of the same type and cell is unchanged, a moved
//   one keeps its object (moved by whole cells, size and properties kept), a removed one loses it, an
//   added one gets a new object in the layer the entities came from (or a new "entities" layer).
// Then paths relative to the map are rewritten for where it is written. Cost: O(edited cells x tile layers +
// entities^2).
#include <mapsmith/io/tiledclassify_p.h>

#include <algorithm>

namespace mapsmith::tiled {

namespace {

std::vector<Layer> *layerList(Document &doc, const std::vector<int> &path, std::size_t depth)
{
    std::vector<Layer> *level = &doc.layers;
    for (std::size_t k = 0; k < depth; ++k)
        level = &(*level)[static_cast<std::size_t>(path[k])].layers;
    return level;
}

Layer &layerAt(Document &doc, const std::vector<int> &path)
{
    return (*layerList(doc, path, path.size() - 1))[static_cast<std::size_t>(path.back())];
}

/// Sets (x, y) (tile coordinates) in a tile layer, growing an infinite map's layer to hold it.
void setGid(Layer &l, int x, int y, std::uint32_t gid)
{
    if (x < l.x0 || y < l.y0 || x >= l.x0 + l.width || y >= l.y0 + l.height) {
        if (gid == 0)
            return;
        const int nx0 = l.width ? std::min(l.x0, x) : x;
        const int ny0 = l.width ? std::min(l.y0, y) : y;
        const int nx1 = l.width ? std::max(l.x0 + l.width, x + 1) : x + 1;
        const int ny1 = l.width ? std::max(l.y0 + l.height, y + 1) : y + 1;
        std::vector<std::uint32_t> grown(static_cast<std::size_t>(nx1 - nx0) *
                                         static_cast<std::size_t>(ny1 - ny0));
        for (int r = 0; r < l.height; ++r)
            for (int c = 0; c < l.width; ++c)
                grown[static_cast<std::size_t>(r + l.y0 - ny0) * (nx1 - nx0) + (c + l.x0 - nx0)] =
                    l.gids[static_cast<std::size_t>(r) * l.width + c];
        l.gids = std::move(grown);
        l.x0 = nx0;
        l.y0 = ny0;
        l.width = nx1 - nx0;
        l.height = ny1 - ny0;
    }
    l.gids[static_cast<std::size_t>(y - l.y0) * l.width + (x - l.x0)] = gid;
}

class CellWriter
{
public:
    CellWriter(Document &doc, const TiledArt &art, const ObjectFacts &facts,
               const TiledExportOptions &options)
        : m_doc(doc), m_art(art), m_facts(facts)
    {
        std::uint32_t next = 1;
        for (const Tileset &ts : doc.tilesets)
            next = std::max(next, ts.firstGid + std::max<std::uint32_t>(1, ts.span()));
        m_mapsmithFirst = next;
        m_doc.tilesets.push_back(
            mapsmithTileset(defaultTileMapping(), next, doc.tileWidth, options.tilesetImage));
        m_doc.tilesets.back().tileHeight = doc.tileHeight;
        m_editLayer = art.editLayer;
        rebuild();
    }

    Status write(int x, int y, Tile tile)
    {
        const int tx = x + m_doc.originX;
        const int ty = y + m_doc.originY;
        const std::uint32_t mine = m_mapsmithFirst + static_cast<std::uint32_t>(tile);
        const std::uint32_t theirs = m_art.tileGid[static_cast<std::size_t>(tile)];
        std::vector<int> layers;
        const int decided = m_art.decidingLayer.width() > 0 ? m_art.decidingLayer.at(x, y) : -1;
        for (const int l : {decided, m_editLayer})
            if (l >= 0 && std::find(layers.begin(), layers.end(), l) == layers.end())
                layers.push_back(l);
        if (!m_classifier->collisionLayers().empty())
            layers.push_back(m_classifier->collisionLayers().front());
        for (int round = 0; round < 2; ++round) {
            for (const int l : layers) {
                Layer &layer = layerAt(m_doc, m_flat[static_cast<std::size_t>(l)].path);
                const std::uint32_t old = layer.gidAt(tx, ty);
                for (const std::uint32_t gid : {theirs, mine}) {
                    if (gid == TiledArt::kNoGid)
                        continue;
                    setGid(layer, tx, ty, gid);
                    if (m_classifier->decide(x, y).tile == tile) {
                        m_usedMapsmith = m_usedMapsmith || gid == mine;
                        return Ok{};
                    }
                }
                setGid(layer, tx, ty, old);
            }
            if (round == 0)
                layers = {m_addedLayer >= 0 ? m_addedLayer : addCollisionLayer()};
        }
        return Error::badInput("cell (" + std::to_string(x) + ", " + std::to_string(y) + "): no tile says " +
                               std::string(tileInfo(tile).name) + " there");
    }

    /// Drops the mapsmith tileset again when no cell needed it.
    bool finish()
    {
        if (!m_usedMapsmith)
            m_doc.tilesets.pop_back();
        return m_usedMapsmith;
    }

private:
    void rebuild()
    {
        m_flat = flattenLayers(m_doc);
        m_classifier.emplace(m_doc, std::nullopt, m_facts);
    }

    int addCollisionLayer()
    {
        Layer l;
        l.kind = LayerKind::Tile;
        l.id = m_doc.nextLayerId++;
        l.name = "collision";
        l.visible = false;
        l.x0 = m_doc.originX;
        l.y0 = m_doc.originY;
        l.width = m_doc.width;
        l.height = m_doc.height;
        l.gids.assign(static_cast<std::size_t>(l.width) * static_cast<std::size_t>(l.height), 0);
        l.format.encoding = "csv";
        if (m_doc.infinite)
            l.chunks.push_back({l.x0, l.y0, l.width, l.height});
        m_doc.layers.push_back(std::move(l));
        rebuild();
        m_addedLayer = m_editLayer = static_cast<int>(m_flat.size()) - 1;
        return m_addedLayer;
    }

    Document &m_doc;
    const TiledArt &m_art;
    const ObjectFacts &m_facts;
    std::uint32_t m_mapsmithFirst = 1;
    int m_editLayer = -1;
    int m_addedLayer = -1;
    bool m_usedMapsmith = false;
    std::vector<LayerVisit> m_flat;
    std::optional<Classifier> m_classifier;
};

// The mapping was given on import: edits write its gids, in the layers that decided.
Status writeMapped(Document &doc, const TiledArt &art, int x, int y, Tile tile)
{
    const std::uint32_t gid = art.tileGid[static_cast<std::size_t>(tile)];
    if (gid == TiledArt::kNoGid)
        return Error::badInput("tile '" + std::string(tileInfo(tile).name) + "' at (" + std::to_string(x) +
                               ", " + std::to_string(y) + ") has no gid in the tile mapping");
    const int l = art.decidingLayer.at(x, y) >= 0 ? art.decidingLayer.at(x, y) : art.editLayer;
    if (l < 0)
        return Error::badInput("the map has no tile layer to write the edited cells to");
    const auto flat = flattenLayers(doc);
    setGid(layerAt(doc, flat[static_cast<std::size_t>(l)].path), x + doc.originX, y + doc.originY, gid);
    return Ok{};
}

Object *objectAt(Document &doc, const std::vector<LayerVisit> &flat, const TiledObjectRef &ref)
{
    if (!ref.valid() || static_cast<std::size_t>(ref.layer) >= flat.size())
        return nullptr;
    Layer &l = layerAt(doc, flat[static_cast<std::size_t>(ref.layer)].path);
    return static_cast<std::size_t>(ref.object) < l.objects.size()
               ? &l.objects[static_cast<std::size_t>(ref.object)]
               : nullptr;
}

void moveObject(Object &o, Point from, Point to, const Document &doc)
{
    o.x += static_cast<double>(to.x - from.x) * doc.tileWidth;
    o.y += static_cast<double>(to.y - from.y) * doc.tileHeight;
}

class EntityWriter
{
public:
    EntityWriter(Document &doc, const TiledArt &art) : m_doc(doc), m_art(art), m_flat(flattenLayers(doc)) {}

    void marker(const std::optional<Point> &was, const std::optional<Point> &now, const TiledObjectRef &ref,
                const std::string &type)
    {
        if (was == now)
            return;
        Object *o = was ? objectAt(m_doc, m_flat, ref) : nullptr;
        if (o && now)
            moveObject(*o, *was, *now, m_doc);
        else if (o)
            m_removed.push_back(ref);
        else if (now)
            add(type, *now);
    }

    void entities(const std::vector<Entity> &was, const std::vector<Entity> &now)
    {
        std::vector<bool> matchedWas(was.size()), matchedNow(now.size());
        for (std::size_t i = 0; i < now.size(); ++i)
            for (std::size_t j = 0; j < was.size(); ++j)
                if (!matchedWas[j] && was[j] == now[i]) {
                    matchedWas[j] = matchedNow[i] = true;
                    break;
                }
        for (std::size_t i = 0; i < now.size(); ++i) {
            if (matchedNow[i])
                continue;
            bool moved = false;
            for (std::size_t j = 0; j < was.size() && !moved; ++j) {
                if (matchedWas[j] || was[j].type != now[i].type)
                    continue;
                matchedWas[j] = moved = true;
                if (Object *o = objectAt(m_doc, m_flat, refOf(j)))
                    moveObject(*o, {was[j].x, was[j].y}, {now[i].x, now[i].y}, m_doc);
            }
            if (!moved)
                add(now[i].type, {now[i].x, now[i].y});
        }
        for (std::size_t j = 0; j < was.size(); ++j)
            if (!matchedWas[j])
                m_removed.push_back(refOf(j));
    }

    void finish()
    {
        // Removed last to first, so the indices of those still to remove hold.
        std::sort(m_removed.begin(), m_removed.end(), [](const TiledObjectRef &a, const TiledObjectRef &b) {
            return std::tie(a.layer, a.object) > std::tie(b.layer, b.object);
        });
        for (const TiledObjectRef &r : m_removed) {
            if (!r.valid())
                continue;
            Layer &l = layerAt(m_doc, m_flat[static_cast<std::size_t>(r.layer)].path);
            if (static_cast<std::size_t>(r.object) < l.objects.size())
                l.objects.erase(l.objects.begin() + r.object);
        }
        if (!m_added.empty()) {
            Layer *target = nullptr;
            for (const TiledObjectRef &r : m_art.entities)
                if (r.valid() && !target)
                    target = &layerAt(m_doc, m_flat[static_cast<std::size_t>(r.layer)].path);
            if (!target) {
                Layer l;
                l.kind = LayerKind::Object;
                l.id = m_doc.nextLayerId++;
                l.name = "entities";
                m_doc.layers.push_back(std::move(l));
                target = &m_doc.layers.back();
            }
            for (Object &o : m_added)
                target->objects.push_back(std::move(o));
        }
    }

private:
    TiledObjectRef refOf(std::size_t j) const
    {
        return j < m_art.entities.size() ? m_art.entities[j] : TiledObjectRef{};
    }
    void add(const std::string &type, Point p)
    {
        Object o;
        o.id = m_doc.nextObjectId++;
        o.name = type == "start" || type == "exit" ? type : std::string();
        o.type = type;
        o.x = static_cast<double>(p.x + m_doc.originX) * m_doc.tileWidth;
        o.y = static_cast<double>(p.y + m_doc.originY) * m_doc.tileHeight;
        o.width = m_doc.tileWidth;
        o.height = m_doc.tileHeight;
        m_added.push_back(std::move(o));
    }

    Document &m_doc;
    const TiledArt &m_art;
    std::vector<LayerVisit> m_flat;
    std::vector<TiledObjectRef> m_removed;
    std::vector<Object> m_added;
};

void rebase(std::string &source, const std::string &from, const std::string &to)
{
    if (!source.empty() && source.front() != '/')
        source = relativePath(resolvePath(from, source), to);
}

void rebaseLayers(std::vector<Layer> &layers, const std::string &from, const std::string &to)
{
    for (Layer &l : layers) {
        rebase(l.image.source, from, to);
        for (Object &o : l.objects)
            rebase(o.templateSource, from, to);
        rebaseLayers(l.layers, from, to);
    }
}

} // namespace

Result<Document> artDocument(const Map &map, const TiledExportOptions &options, bool *added)
{
    const TiledArt &art = *map.art.tiled;
    Document doc = art.doc;
    const GridMap &now = map.grid;
    const GridMap &was = art.imported;
    *added = false;
    if (now.width() != was.width() || now.height() != was.height())
        return Error::badInput("the map is " + std::to_string(now.width()) + " x " +
                               std::to_string(now.height()) + " but was imported " +
                               std::to_string(was.width()) + " x " + std::to_string(was.height()) +
                               ": a Tiled export keeps the size");
    if (art.basis == TiledBasis::Mapping) {
        for (int y = 0; y < now.height(); ++y)
            for (int x = 0; x < now.width(); ++x)
                if (now.tiles.at(x, y) != was.tiles.at(x, y))
                    if (auto s = writeMapped(doc, art, x, y, now.tiles.at(x, y)); !s)
                        return s.error();
    } else if (now.tiles != was.tiles) {
        const ObjectFacts facts =
            readObjects(art.doc, flattenLayers(art.doc), art.basis == TiledBasis::ObjectsOnly);
        CellWriter cells(doc, art, facts, options);
        for (int y = 0; y < now.height(); ++y)
            for (int x = 0; x < now.width(); ++x)
                if (now.tiles.at(x, y) != was.tiles.at(x, y))
                    if (auto s = cells.write(x, y, now.tiles.at(x, y)); !s)
                        return s.error();
        *added = cells.finish();
    }
    EntityWriter entities(doc, art);
    entities.marker(was.start, now.start, art.start, "start");
    entities.marker(was.exit, now.exit, art.exit, "exit");
    entities.entities(was.entities, now.entities);
    entities.finish();
    if (!options.path.empty()) {
        const std::string from = folderOf(art.file);
        const std::string to = folderOf(options.path);
        for (Tileset &ts : doc.tilesets) {
            if (!ts.source.empty())
                ts.source = relativePath(ts.path.empty() ? resolvePath(from, ts.source) : ts.path, to);
            else if (ts.name != "mapsmith" || ts.image.source != options.tilesetImage) {
                rebase(ts.image.source, from, to);
                for (TilesetTile &t : ts.tiles)
                    rebase(t.image.source, from, to);
            }
        }
        rebaseLayers(doc.layers, from, to);
    }
    return doc;
}

} // namespace mapsmith::tiled
