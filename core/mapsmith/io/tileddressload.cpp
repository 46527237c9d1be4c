// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// A generated map's dress: the config's `tileset:` section (tilesetconfig.h) turned into the tileset and
// the per-tile DressRules that tileddress.cpp picks with. A Wang rule is resolved once here, per mask, to
// the tile of the Wang set whose colours best match the mask (Tiled's Wang ids:
// https://doc.mapeditor.org/en/stable/reference/tmx-map-format/#wangtile): an edge set by the 16-case edge
// mask, a corner or mixed set by the 47-case blob set (a corner is the tile's colour where the blob mask
// keeps it). The best match has the most places right (the tile's colour where the mask says "same",
// the background, or any other colour when none is given, elsewhere); ties go to the lowest tile id.
// O(masks x tiles of the set). Deterministic: no randomness.
#include <mapsmith/generate/tilesetconfig.h>
#include <mapsmith/io/tiledio_p.h>

#include <algorithm>

namespace mapsmith {

namespace {

using tiled::Tileset;
using tiled::WangSet;

Error errorAtConfig(const std::string &file, ConfigPlace place, std::string message)
{
    return Error{ErrorKind::BadInput, std::move(message), file, place.line, place.column};
}

/// The blob masks (tileddress.h's blobMask) in ascending order: the order of a `blob:` list.
std::vector<std::uint8_t> blobMasks()
{
    std::vector<std::uint8_t> masks;
    for (unsigned n = 0; n < 256; ++n)
        if (blobMask(static_cast<std::uint8_t>(n)) == n)
            masks.push_back(static_cast<std::uint8_t>(n));
    return masks;
}

bool hasTile(const Tileset &ts, std::uint32_t gid)
{
    const std::uint32_t g = gid & tiled::kGidMask;
    if (g == 0)
        return true;
    if (!ts.image.source.empty())
        return g <= static_cast<std::uint32_t>(std::max(0, ts.tileCount));
    const auto *tile = ts.tile(static_cast<int>(g - 1));
    return tile && !tile->image.source.empty();
}

/// A colour of `set` by name or 1-based number; 0 when it has none such.
int colourIndex(const WangSet &set, const std::string &name)
{
    for (std::size_t i = 0; i < set.colors.size(); ++i)
        if (set.colors[i] == name)
            return static_cast<int>(i) + 1;
    if (!name.empty() && std::all_of(name.begin(), name.end(), [](char c) { return c >= '0' && c <= '9'; }) &&
        name.size() < 4) {
        const int n = std::stoi(name);
        if (n >= 1 && n <= static_cast<int>(set.colors.size()))
            return n;
    }
    return 0;
}

/// The tile of `set` for an 8-place wish (Tiled's order: top, top-right, right, ... top-left; true = the
/// tile's colour), counting only the places `used` marks.
std::uint32_t bestWangGid(const WangSet &set, const std::array<bool, 8> &wish,
                          const std::array<bool, 8> &used, int colour, int background)
{
    int best = -1;
    std::uint32_t gid = 0;
    for (const auto &[id, wangId] : set.tiles) {
        int score = 0;
        for (int k = 0; k < 8; ++k) {
            if (!used[static_cast<std::size_t>(k)])
                continue;
            const int c = wangId[static_cast<std::size_t>(k)];
            const bool right = wish[static_cast<std::size_t>(k)]
                                   ? c == colour
                                   : (background ? c == background : c != colour);
            score += right ? 1 : 0;
        }
        if (score > best || (score == best && static_cast<std::uint32_t>(id) + 1 < gid)) {
            best = score;
            gid = static_cast<std::uint32_t>(id) + 1;
        }
    }
    return gid;
}

Result<TileDress> wangDress(const Tileset &ts, const TilesetRule &rule, const std::string &file)
{
    const WangSet *set = nullptr;
    for (const WangSet &w : ts.wangSets)
        if (rule.wangSet.empty() || w.name == rule.wangSet) {
            set = &w;
            break;
        }
    if (!set)
        return errorAtConfig(file, rule.place,
                             rule.wangSet.empty() ? "the tileset has no Wang set"
                                                  : "the tileset has no Wang set '" + rule.wangSet + "'");
    const int colour = rule.color.empty() ? 1 : colourIndex(*set, rule.color);
    const int background = rule.background.empty() ? 0 : colourIndex(*set, rule.background);
    if (colour == 0 || (!rule.background.empty() && background == 0))
        return errorAtConfig(file, rule.place,
                             "the Wang set '" + set->name + "' has no colour '" +
                                 (colour == 0 ? rule.color : rule.background) + "'");
    TileDress d;
    const bool edge = set->type == "edge";
    const std::array<bool, 8> edges{true, false, true, false, true, false, true, false};
    const std::array<bool, 8> corners{false, true, false, true, false, true, false, true};
    const std::array<bool, 8> all{true, true, true, true, true, true, true, true};
    if (edge) {
        d.kind = TileDress::Kind::Edge;
        for (unsigned m = 0; m < 16; ++m) {
            const std::array<bool, 8> wish{(m & 1) != 0, false, (m & 2) != 0, false,
                                           (m & 4) != 0, false, (m & 8) != 0, false};
            d.gids[m] = bestWangGid(*set, wish, edges, colour, background);
        }
        return d;
    }
    d.kind = TileDress::Kind::Blob;
    for (const std::uint8_t m : blobMasks()) {
        std::array<bool, 8> wish{};
        for (int k = 0; k < 8; ++k)
            wish[static_cast<std::size_t>(k)] = (m >> k) & 1; // blob bit k is Tiled's place k
        d.gids[m] = bestWangGid(*set, wish, set->type == "corner" ? corners : all, colour, background);
    }
    return d;
}

Result<TileDress> ruleDress(const Tileset &ts, const TilesetRule &rule, const std::string &file)
{
    if (rule.kind == TilesetRule::Kind::Wang)
        return wangDress(ts, rule, file);
    for (const std::uint32_t gid : rule.gids) {
        if (!hasTile(ts, gid))
            return errorAtConfig(file, rule.place,
                                 "gid " + std::to_string(gid & tiled::kGidMask) + " is not in the tileset '" +
                                     ts.name + "' (it has " + std::to_string(ts.span()) + " tiles, gids 1.." +
                                     std::to_string(ts.span()) + ")");
    }
    TileDress d;
    switch (rule.kind) {
    case TilesetRule::Kind::Single:
        d.kind = TileDress::Kind::Single;
        d.gids[0] = rule.gids.empty() ? 0 : rule.gids[0];
        break;
    case TilesetRule::Kind::Edge:
        d.kind = TileDress::Kind::Edge;
        std::copy_n(rule.gids.begin(), std::min<std::size_t>(16, rule.gids.size()), d.gids.begin());
        break;
    case TilesetRule::Kind::Blob: {
        d.kind = TileDress::Kind::Blob;
        const auto masks = blobMasks();
        for (std::size_t i = 0; i < masks.size() && i < rule.gids.size(); ++i)
            d.gids[masks[i]] = rule.gids[i];
        break;
    }
    case TilesetRule::Kind::Wang:
        break;
    }
    return d;
}

} // namespace

Result<std::shared_ptr<const TiledArt>> loadDress(const TilesetConfig &config, const std::string &configFile,
                                                  const TiledFileLoader &load)
{
    const std::string path = tiled::resolvePath(tiled::folderOf(configFile), config.source);
    tiled::ExternalFiles files;
    files.load = &load;
    const tiled::Place place{"tileset", config.place.line, config.place.column};
    auto ts = tiled::loadTileset(path, place, configFile, files);
    if (!ts)
        return ts.error();
    ts->path = path;
    ts->source = config.source;
    ts->firstGid = 1;
    auto art = std::make_shared<TiledArt>();
    art->kind = TiledArt::Kind::Dressed;
    art->rules.source = config.source;
    art->rules.path = path;
    for (const auto &[tile, rule] : config.rules) {
        auto dress = ruleDress(*ts, rule, configFile);
        if (!dress)
            return dress.error();
        art->rules.tiles[static_cast<std::size_t>(tile)] = *dress;
    }
    art->doc.tileWidth = ts->tileWidth;
    art->doc.tileHeight = ts->tileHeight;
    art->doc.tilesets.push_back(std::move(*ts));
    return std::shared_ptr<const TiledArt>(std::move(art));
}

void wearDress(Map &map, std::shared_ptr<const TiledArt> dress)
{
    if (map.kind == MapKind::Grid && dress)
        map.art.tiled = std::move(dress);
}

} // namespace mapsmith
