// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Walls and floors from what a Tiled map says, per cell, the first rule that has a say deciding
// (docs/FORMATS.md, "Walls and floors"):
//   1. a tile mapping, when one is given: the topmost tile layer whose gid it lists;
//   2. a collision layer (a tile layer named like collision, walls, solid, or with such a class or property):
//      a tile there is a wall unless the tile itself says otherwise;
//   3. a solid object (an object layer named so, an object whose class or properties say it) covering the
//      cell's centre;
//   4. a tile of a tileset named like collision, in any layer;
//   5. the topmost tile whose class, properties or collision shapes say something;
//   otherwise floor. Linear in cells x tile layers; what a gid says is worked out once per distinct gid.
// Deterministic: layers are visited top first in file order; ties between gids of equal count go to the
// smaller gid.
#include <mapsmith/io/tiledclassify_p.h>

#include <algorithm>
#include <map>
#include <span>
#include <unordered_set>

namespace mapsmith::tiled {

namespace {

constexpr std::string_view kCollisionWords[] = {"collision", "collid",   "wall",       "solid",
                                                "block",     "obstacle", "impassable", "hitbox"};

bool containsAny(const std::string &name, std::span<const std::string_view> words)
{
    for (const std::string_view w : words) {
        if (name.find(w) != std::string::npos)
            return true;
    }
    return false;
}

std::optional<bool> truth(const Property &p)
{
    const std::string v = normalizedName(p.value);
    if (v == "true" || v == "1" || v == "yes")
        return true;
    if (v == "false" || v == "0" || v == "no")
        return false;
    return std::nullopt;
}

} // namespace

std::string normalizedName(std::string_view name)
{
    std::string out;
    out.reserve(name.size());
    for (const char c : name) {
        if (c >= 'A' && c <= 'Z')
            out += static_cast<char>(c - 'A' + 'a');
        else if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))
            out += c;
    }
    return out;
}

std::optional<Tile> tileForClass(std::string_view name)
{
    if (name.empty())
        return std::nullopt;
    std::string lower;
    for (const char c : name)
        lower += (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    if (auto t = tileByName(lower))
        return t; // our own names first: a Mapsmith export says "solid" for Lode Runner's solid brick
    const std::string n = normalizedName(name);
    if (n.empty())
        return std::nullopt;
    static const std::pair<std::string_view, Tile> words[] = {
        {"hiddenladder", Tile::HiddenLadder},
        {"ladder", Tile::Ladder},
        {"rope", Tile::Rope},
        {"monkeybar", Tile::Rope},
        {"door", Tile::Door},
        {"gate", Tile::Door},
        {"brick", Tile::Brick},
        {"mud", Tile::Slow},
        {"swamp", Tile::Slow},
        {"slow", Tile::Slow},
        {"water", Tile::Wall},
        {"lava", Tile::Wall},
        {"void", Tile::Wall},
        {"pit", Tile::Wall},
        {"floor", Tile::Floor},
        {"ground", Tile::Floor},
        {"grass", Tile::Floor},
        {"walkable", Tile::Floor},
        {"passable", Tile::Floor},
        {"path", Tile::Floor},
        {"road", Tile::Floor},
    };
    for (const auto &[word, tile] : words) {
        if (n.find(word) != std::string::npos)
            return tile;
    }
    if (containsAny(n, kCollisionWords))
        return Tile::Wall;
    return std::nullopt;
}

std::optional<Tile> tileForProperties(const Properties &properties)
{
    static const std::string_view solidNames[] = {
        "collides", "collision", "collide",    "solid",   "blocked", "blocks",      "blocking",
        "obstacle", "wall",      "impassable", "issolid", "iswall",  "hascollision"};
    static const std::string_view walkNames[] = {"walkable", "passable", "iswalkable", "canwalk"};
    for (const Property &p : properties) {
        const std::string n = normalizedName(p.name);
        if (n == "tile" || n == "mapsmithtile" || n == "terrain") {
            if (auto t = tileForClass(p.value))
                return t;
            continue;
        }
        const auto value = truth(p);
        if (!value)
            continue;
        if (std::find(std::begin(solidNames), std::end(solidNames), n) != std::end(solidNames))
            return *value ? Tile::Wall : Tile::Floor;
        if (std::find(std::begin(walkNames), std::end(walkNames), n) != std::end(walkNames))
            return *value ? Tile::Floor : Tile::Wall;
    }
    return std::nullopt;
}

bool isCollisionName(std::string_view name)
{
    return containsAny(normalizedName(name), kCollisionWords);
}

bool isCollisionLayer(const Layer &layer)
{
    if (isCollisionName(layer.name) || isCollisionName(layer.className))
        return true;
    const auto says = tileForProperties(layer.properties);
    return says == Tile::Wall;
}

Classifier::Classifier(const Document &doc, const std::optional<TileMapping> &mapping,
                       const ObjectFacts &objects)
    : m_doc(doc), m_mapping(mapping), m_objects(objects), m_layers(flattenLayers(doc))
{
    // Top first: the last layer drawn is the one a player sees.
    for (int i = static_cast<int>(m_layers.size()) - 1; i >= 0; --i) {
        const Layer &layer = *m_layers[static_cast<std::size_t>(i)].layer;
        if (layer.kind != LayerKind::Tile)
            continue;
        // A collision layer inside a group named so counts too (Tiled users group their collision layers).
        bool collision = isCollisionLayer(layer);
        for (std::size_t d = 1; !collision && d < m_layers[static_cast<std::size_t>(i)].path.size(); ++d) {
            const Layer *g = nullptr;
            const std::vector<Layer> *level = &doc.layers;
            for (std::size_t k = 0; k < d; ++k) {
                g = &(*level)[static_cast<std::size_t>(m_layers[static_cast<std::size_t>(i)].path[k])];
                level = &g->layers;
            }
            collision = g && isCollisionLayer(*g);
        }
        (collision ? m_collision : m_tiles).push_back(i);
    }
    std::uint64_t end = 1;
    for (const Tileset &ts : doc.tilesets) {
        m_collisionTileset.push_back(isCollisionName(ts.name) || isCollisionName(ts.className));
        end = std::max<std::uint64_t>(end, std::uint64_t{ts.firstGid} + ts.span());
    }
    m_flat.assign(static_cast<std::size_t>(std::min<std::uint64_t>(end, kMaxFlatGids)), 0);
}

std::uint8_t Classifier::facts(std::uint32_t gid) const
{
    gid &= kGidMask;
    std::uint8_t *slot = nullptr;
    if (gid < m_flat.size()) {
        slot = &m_flat[gid];
    } else {
        const auto it = m_cache.find(gid);
        if (it != m_cache.end())
            return it->second;
    }
    if (slot && *slot)
        return *slot;
    std::uint8_t out = kKnown;
    std::optional<Tile> tile;
    if (const Tileset *ts = m_doc.tilesetFor(gid)) {
        if (m_collisionTileset[static_cast<std::size_t>(ts - m_doc.tilesets.data())])
            out |= kCollision;
        if (const TilesetTile *t = ts->tile(static_cast<int>(gid - ts->firstGid))) {
            tile = tileForClass(t->type);
            if (!tile)
                tile = tileForProperties(t->properties);
            if (!tile && t->hasCollision)
                tile = Tile::Wall;
        }
        if (!tile)
            tile = tileForProperties(ts->properties);
        if (!tile && !isCollisionName(ts->className))
            tile = tileForClass(ts->className);
    }
    if (tile)
        out |= static_cast<std::uint8_t>(static_cast<int>(*tile) + 1);
    if (slot)
        *slot = out;
    else
        m_cache.emplace(gid, out);
    return out;
}

bool Classifier::isCollisionGid(std::uint32_t gid) const
{
    return (gid & kGidMask) != 0 && (facts(gid) & kCollision) != 0;
}

std::optional<Tile> Classifier::says(std::uint32_t gid) const
{
    const std::uint8_t f = facts(gid) & 0x3f;
    return f == 0 ? std::nullopt : std::optional<Tile>(static_cast<Tile>(f - 1));
}

Classifier::Decision Classifier::decide(int x, int y) const
{
    const int tx = x + m_doc.originX;
    const int ty = y + m_doc.originY;
    const auto gidOf = [&](int layer) {
        return m_layers[static_cast<std::size_t>(layer)].layer->gidAt(tx, ty) & kGidMask;
    };
    if (m_mapping) {
        // Every tile layer, top first, collision layers among them in drawing order.
        for (int i = static_cast<int>(m_layers.size()) - 1; i >= 0; --i) {
            if (m_layers[static_cast<std::size_t>(i)].layer->kind != LayerKind::Tile)
                continue;
            const std::uint32_t g = gidOf(i);
            if (g == 0)
                continue;
            if (const auto t = m_mapping->tileFor(g))
                return {*t, i, 1};
        }
        return {m_mapping->empty, -1, 0};
    }
    for (const int l : m_collision) {
        if (const std::uint32_t g = gidOf(l))
            return {says(g).value_or(Tile::Wall), l, 2};
    }
    if (m_objects.anySolid && m_objects.solid.at(x, y))
        return {Tile::Wall, -1, 3};
    for (const int l : m_tiles) {
        if (const std::uint32_t g = gidOf(l); g && isCollisionGid(g))
            return {Tile::Wall, l, 4};
    }
    for (const int l : m_tiles) {
        if (const std::uint32_t g = gidOf(l)) {
            if (const auto t = says(g))
                return {*t, l, 5};
        }
    }
    return {Tile::Floor, -1, 0};
}

namespace {

std::string quoted(const std::string &name)
{
    return "'" + name + "'";
}

/// The distinct gids (no flags) of the tile layers, ascending: a bitmap over the small gids (a map's
/// usual), a set for the rest.
std::vector<std::uint32_t> usedGids(const std::vector<LayerVisit> &layers)
{
    constexpr std::uint32_t kBitmap = 1u << 20;
    std::vector<bool> small(kBitmap, false);
    std::unordered_set<std::uint32_t> large;
    for (const LayerVisit &v : layers) {
        if (v.layer->kind != LayerKind::Tile)
            continue;
        for (const std::uint32_t g : v.layer->gids) {
            const std::uint32_t id = g & kGidMask;
            if (id >= kBitmap)
                large.insert(id);
            else
                small[id] = true;
        }
    }
    std::vector<std::uint32_t> out;
    for (std::uint32_t id = 1; id < kBitmap; ++id)
        if (small[id])
            out.push_back(id);
    const std::size_t first = out.size();
    out.insert(out.end(), large.begin(), large.end());
    std::sort(out.begin() + static_cast<std::ptrdiff_t>(first), out.end());
    return out;
}

} // namespace

Classification classify(const Document &doc, const Classifier &classifier, bool objectsOnly,
                        const std::optional<TileMapping> &mapping)
{
    Classification out;
    out.tiles = Grid<Tile>(doc.width, doc.height, Tile::Floor);
    out.deciding = Grid<std::int16_t>(doc.width, doc.height, std::int16_t{-1});
    std::array<std::size_t, 6> bySource{};
    std::map<int, std::size_t> byLayer;
    // (tile, gid) -> cells it decided, for the gid that writes each tile back.
    std::map<std::pair<int, std::uint32_t>, std::size_t> gidCounts;
    const auto &layers = classifier.layers();
    for (int y = 0; y < doc.height; ++y) {
        for (int x = 0; x < doc.width; ++x) {
            const Classifier::Decision d = classifier.decide(x, y);
            out.tiles.at(x, y) = d.tile;
            ++bySource[static_cast<std::size_t>(d.source)];
            if (d.layer >= 0) {
                out.deciding.at(x, y) = static_cast<std::int16_t>(d.layer);
                ++byLayer[d.layer];
                const std::uint32_t g =
                    layers[static_cast<std::size_t>(d.layer)].layer->gidAt(x + doc.originX, y + doc.originY);
                ++gidCounts[{static_cast<int>(d.tile), g}];
            }
        }
    }
    out.usedGids = usedGids(layers);

    int source = 0;
    for (int s = 1; s <= 5 && source == 0; ++s)
        source = bySource[static_cast<std::size_t>(s)] > 0 ? s : 0;
    const auto layerName = [&](int l) { return quoted(layers[static_cast<std::size_t>(l)].layer->name); };
    switch (source) {
    case 1:
        out.basis = TiledBasis::Mapping;
        out.basisText = "the tile mapping";
        break;
    case 2:
        out.basis = TiledBasis::CollisionLayer;
        out.basisText = "layer " + layerName(classifier.collisionLayers().front());
        break;
    case 3:
        out.basis = objectsOnly ? TiledBasis::ObjectsOnly : TiledBasis::CollisionLayer;
        out.basisText = objectsOnly ? "the map's objects" : "solid objects";
        break;
    case 4:
        out.basis = TiledBasis::CollisionTileset;
        out.basisText = "a collision tileset";
        break;
    case 5:
        out.basis = TiledBasis::TileTypes;
        out.basisText = "tile classes and properties";
        break;
    default:
        out.basis = TiledBasis::Nothing;
        out.basisText = "nothing";
        break;
    }
    // Edits of cells no layer decided go to the layer that decided most (the first collision layer when
    // there is one, so a painted wall lands where the map keeps its walls).
    if (out.basis == TiledBasis::CollisionLayer && !classifier.collisionLayers().empty())
        out.editLayer = classifier.collisionLayers().front();
    else if (!byLayer.empty())
        out.editLayer = std::max_element(byLayer.begin(), byLayer.end(), [](const auto &a, const auto &b) {
                            return a.second < b.second;
                        })->first;
    out.tileGid.fill(TiledArt::kNoGid);
    out.tileGid[static_cast<std::size_t>(Tile::Floor)] = 0;
    std::array<std::size_t, 16> best{};
    for (const auto &[key, count] : gidCounts) {
        const auto t = static_cast<std::size_t>(key.first);
        if (key.second != 0 && count > best[t]) {
            best[t] = count;
            out.tileGid[t] = key.second;
        }
    }
    if (out.basis == TiledBasis::CollisionLayer)
        out.tileGid[static_cast<std::size_t>(Tile::Floor)] = 0;
    if (mapping) {
        for (const TileInfo &info : allTiles()) {
            const auto g = mapping->gidFor(info.tile);
            out.tileGid[static_cast<std::size_t>(info.tile)] =
                g ? *g : (info.tile == mapping->empty ? 0 : TiledArt::kNoGid);
        }
    }
    return out;
}

} // namespace mapsmith::tiled
