// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/io/config.h>
#include <mapsmith/io/tilemapping.h>
#include <mapsmith/io/yamlutil_p.h>

#include <algorithm>

namespace mapsmith {

namespace {

using namespace yamlutil;

constexpr int kFormatVersion = 1;

std::string tileNames()
{
    std::string names;
    for (const auto &info : allTiles())
        names += (names.empty() ? "" : ", ") + std::string(info.name);
    return names;
}

Result<Tile> readTile(const Entry &entry, const std::string &file)
{
    auto name = readText(entry, file);
    if (!name)
        return name.error();
    if (auto tile = tileByName(*name))
        return *tile;
    return errorAt(file, entry.valueMark(),
                   "unknown tile '" + *name + "' (expected one of: " + tileNames() + ")");
}

Status readGids(const Entry &tiles, const std::string &file, TileMapping &mapping)
{
    if (!tiles.value.IsMap())
        return errorAt(file, tiles.valueMark(),
                       "tiles must be a map of gid: tile, not " + describe(tiles.value));
    auto entries = readEntries(tiles.value, file, "tiles");
    if (!entries)
        return entries.error();
    for (const Entry &e : *entries) {
        const auto gid = isPlainScalar(e.key) ? parseInt(e.name) : std::nullopt;
        if (!gid || *gid < 1 || *gid > kMaxMappedGid)
            return errorAt(file, e.key,
                           "gid '" + e.name + "' must be an integer in [1, " + std::to_string(kMaxMappedGid) +
                               "]");
        const auto g = static_cast<std::uint32_t>(*gid);
        if (mapping.tileFor(g))
            return errorAt(file, e.key, "gid " + e.name + " is listed twice");
        auto tile = readTile(e, file);
        if (!tile)
            return tile.error();
        mapping.set(g, *tile);
    }
    return Ok{};
}

} // namespace

std::optional<Tile> TileMapping::tileFor(std::uint32_t gid) const
{
    const auto it = std::lower_bound(gids.begin(), gids.end(), gid,
                                     [](const auto &entry, std::uint32_t g) { return entry.first < g; });
    if (it == gids.end() || it->first != gid)
        return std::nullopt;
    return it->second;
}

std::optional<std::uint32_t> TileMapping::gidFor(Tile tile) const
{
    for (const auto &[gid, t] : gids) {
        if (t == tile)
            return gid;
    }
    return std::nullopt;
}

void TileMapping::set(std::uint32_t gid, Tile tile)
{
    const auto it = std::lower_bound(gids.begin(), gids.end(), gid,
                                     [](const auto &entry, std::uint32_t g) { return entry.first < g; });
    if (it != gids.end() && it->first == gid)
        it->second = tile;
    else
        gids.insert(it, {gid, tile});
}

TileMapping defaultTileMapping()
{
    TileMapping mapping;
    for (const auto &info : allTiles())
        mapping.set(static_cast<std::uint32_t>(info.tile) + 1, info.tile);
    return mapping;
}

Result<TileMapping> readTileMapping(std::string_view text, const std::string &fileName)
{
    auto root = parseDocument(text, fileName, "a Mapsmith tile mapping");
    if (!root)
        return root.error();
    auto entries = readEntries(*root, fileName, "the tile mapping");
    if (!entries)
        return entries.error();
    if (auto s = checkFormatVersion(*root, *entries, fileName, kFormatVersion); !s)
        return s.error();
    if (auto s = rejectUnknownKeys(*entries, {"mapsmith", "empty", "tiles"}, fileName, "in the tile mapping");
        !s)
        return s.error();
    TileMapping mapping;
    if (const Entry *e = findEntry(*entries, "empty")) {
        auto tile = readTile(*e, fileName);
        if (!tile)
            return tile.error();
        mapping.empty = *tile;
    }
    const Entry *tiles = findEntry(*entries, "tiles");
    if (!tiles)
        return errorAt(fileName, *root, "missing key 'tiles'");
    if (auto s = readGids(*tiles, fileName, mapping); !s)
        return s.error();
    return mapping;
}

std::string writeTileMapping(const TileMapping &mapping)
{
    std::string out = "mapsmith: " + std::to_string(kFormatVersion) + "\n";
    out += "empty: " + std::string(tileInfo(mapping.empty).name) + "   # what an empty Tiled cell becomes\n";
    out += "tiles:   # Tiled gid (firstgid + tile id) -> Mapsmith tile\n";
    for (const auto &[gid, tile] : mapping.gids)
        out += "  " + std::to_string(gid) + ": " + std::string(tileInfo(tile).name) + "\n";
    return out;
}

Result<TileMapping> loadTileMapping(const std::string &path)
{
    auto text = readTextFile(path);
    if (!text)
        return text.error();
    return readTileMapping(*text, path);
}

} // namespace mapsmith
