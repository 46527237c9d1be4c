// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// What a Tiled map's objects say (docs/FORMATS.md, "Objects"): start, exit and entities by their class (an
// object's own, or its tile's), the solid cells of collision shapes. Objects in layer order, then in their
// layer's order; the first start and the first exit inside the map count, later ones stay objects. Objects
// Mapsmith has no use for are kept in the document, never an error.
#include <mapsmith/io/tiledclassify_p.h>

namespace mapsmith::tiled {

namespace {

enum class Role { None, Start, Exit, Entity };

struct Meaning
{
    Role role = Role::None;
    std::string entity; ///< for Role::Entity
};

Meaning meaningOf(const std::string &className, const std::string &name)
{
    const std::string n = normalizedName(className);
    if (!n.empty()) {
        // Enemies first: "enemy_spawn" is an enemy, "player_spawn" a start.
        static const std::pair<std::string_view, const char *> entities[] = {
            {"guard", "guard"},  {"enemy", "enemy"},   {"monster", "enemy"},    {"mob", "enemy"},
            {"foe", "enemy"},    {"gold", "gold"},     {"coin", "gold"},        {"gem", "gold"},
            {"diamond", "gold"}, {"treasure", "gold"}, {"collectible", "gold"}, {"pickup", "gold"},
            {"light", "light"},  {"torch", "light"},   {"lamp", "light"},
        };
        for (const auto &[word, type] : entities) {
            if (n.find(word) != std::string::npos && n.find("spawnpoint") == std::string::npos)
                return {Role::Entity, type};
        }
        for (const std::string_view w : {"start", "spawn", "player", "hero", "entrance", "entry"})
            if (n.find(w) != std::string::npos)
                return {Role::Start, {}};
        for (const std::string_view w : {"exit", "goal", "finish"})
            if (n.find(w) != std::string::npos)
                return {Role::Exit, {}};
        for (const std::string_view w : {"enemy", "monster", "guard"})
            if (n.find(w) != std::string::npos)
                return {Role::Entity, "enemy"};
    }
    // A name alone counts only when it is exactly a role (Mapsmith's exports name start and exit).
    const std::string nn = normalizedName(name);
    if (nn == "start")
        return {Role::Start, {}};
    if (nn == "exit")
        return {Role::Exit, {}};
    return {};
}

/// An object's class: its own, else (a tile object) its tile's.
std::string classOf(const Object &o, const Document &doc)
{
    if (!o.type.empty() || !o.isTile())
        return o.type;
    if (const Tileset *ts = doc.tilesetFor(o.gid))
        if (const TilesetTile *t = ts->tile(static_cast<int>((o.gid & kGidMask) - ts->firstGid)))
            return t->type;
    return {};
}

bool saysSolid(const Object &o, const Layer &layer, const Document &doc)
{
    if (isCollisionLayer(layer))
        return true;
    if (const auto t = tileForClass(classOf(o, doc)); t && !isWalkable(*t))
        return true;
    if (const auto t = tileForProperties(o.properties))
        return !isWalkable(*t);
    // Box2D's (and Phaser's, Defold's) body type: a static body is the level's ground.
    if (const Property *p = findProperty(o.properties, "bodyType"))
        return normalizedName(p->value) == "static";
    if (o.isTile()) {
        if (const Tileset *ts = doc.tilesetFor(o.gid))
            if (const TilesetTile *t = ts->tile(static_cast<int>((o.gid & kGidMask) - ts->firstGid)))
                return t->hasCollision ||
                       (tileForProperties(t->properties) && !isWalkable(*tileForProperties(t->properties)));
    }
    return false;
}

} // namespace

ObjectFacts readObjects(const Document &doc, const std::vector<LayerVisit> &layers, bool allShapesSolid)
{
    ObjectFacts facts;
    facts.solid = Grid<std::uint8_t>(doc.width, doc.height, 0);
    // Objects only: when none says it is solid, the shapes are the walls (tile objects only if there are no
    // shapes: they are usually the scenery).
    bool anySays = false;
    bool anyShape = false;
    for (const LayerVisit &v : layers) {
        for (const Object &o : v.layer->objects) {
            if (meaningOf(classOf(o, doc), o.name).role != Role::None)
                continue;
            anySays = anySays || saysSolid(o, *v.layer, doc);
            anyShape = anyShape || (!o.isTile() && o.shape != Shape::Point && o.shape != Shape::Text);
        }
    }
    for (std::size_t l = 0; l < layers.size(); ++l) {
        const Layer &layer = *layers[l].layer;
        for (std::size_t i = 0; i < layer.objects.size(); ++i) {
            const Object &o = layer.objects[i];
            const TiledObjectRef ref{static_cast<int>(l), static_cast<int>(i)};
            Meaning m = meaningOf(classOf(o, doc), o.name);
            // Mapsmith's own exports keep every entity type as it is in a layer named "entities".
            if (m.role != Role::Start && m.role != Role::Exit && !o.type.empty() &&
                normalizedName(layer.name) == "entities")
                m = {Role::Entity, o.type};
            if (m.role == Role::None) {
                const bool fallback = allShapesSolid && !anySays &&
                                      (anyShape ? !o.isTile() && o.shape != Shape::Text : layers[l].visible);
                if (anySays ? saysSolid(o, layer, doc) : fallback) {
                    rasteriseObject(o, doc, facts.solid);
                    facts.anySolid = true;
                }
                continue;
            }
            const auto cell = objectCell(o, doc);
            if (!cell)
                continue; // off the map: kept as an object, not an entity
            if (m.role == Role::Start && !facts.start) {
                facts.start = *cell;
                facts.startRef = ref;
            } else if (m.role == Role::Exit && !facts.exit) {
                facts.exit = *cell;
                facts.exitRef = ref;
            } else if (m.role == Role::Entity) {
                facts.entities.push_back(Entity{m.entity, cell->x, cell->y});
                facts.entityRefs.push_back(ref);
            }
        }
    }
    return facts;
}

} // namespace mapsmith::tiled
