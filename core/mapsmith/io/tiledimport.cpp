// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// A parsed Tiled document into a Map: walls and floors (tiledclassify.cpp), start, exit and entities
// (tiledobjects.cpp), the Mapsmith source from the map properties (tiledsource.cpp), and the document
// itself as the map's art, so it is drawn with its tilesets and written back with only the edits changed.
#include <mapsmith/io/tiledclassify_p.h>
#include <mapsmith/io/tiledsource.h>

#include <memory>

namespace mapsmith::tiled {

Result<Map> importDocument(Document doc, bool tmx, std::string_view text, const std::string &file,
                           const TiledReadOptions &options, const GeneratorRegistry &registry)
{
    const std::vector<LayerVisit> layers = flattenLayers(doc);
    bool anyCell = false;
    for (const LayerVisit &v : layers) {
        if (v.layer->kind == LayerKind::Tile)
            anyCell = anyCell || std::any_of(v.layer->gids.begin(), v.layer->gids.end(),
                                             [](std::uint32_t g) { return (g & kGidMask) != 0; });
    }
    const bool objectsOnly = !anyCell && !options.mapping;
    const ObjectFacts facts = readObjects(doc, layers, objectsOnly);
    Classification c;
    {
        const Classifier classifier(doc, options.mapping, facts);
        c = classify(doc, classifier, objectsOnly, options.mapping);
    }
    auto source = readSourceProperties(doc.properties, file, registry);
    if (!source)
        return source.error();

    Map map;
    map.kind = MapKind::Grid;
    map.source = std::move(*source);
    map.grid.tiles = std::move(c.tiles);
    map.grid.start = facts.start;
    map.grid.exit = facts.exit;
    map.grid.entities = facts.entities;

    auto art = std::make_shared<TiledArt>();
    art->kind = TiledArt::Kind::Imported;
    art->tmx = tmx;
    art->text = std::string(text);
    art->file = file;
    art->imported = map.grid;
    art->basis = c.basis;
    art->basisText = std::move(c.basisText);
    art->usedGids = std::move(c.usedGids);
    art->decidingLayer = std::move(c.deciding);
    art->editLayer = c.editLayer;
    art->tileGid = c.tileGid;
    art->start = facts.startRef;
    art->exit = facts.exitRef;
    art->entities = facts.entityRefs;
    art->doc = std::move(doc);
    map.art.tiled = std::move(art);
    return map;
}

} // namespace mapsmith::tiled
