// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The config's `tileset:` section: which tileset a generated map wears and the rule per tile type.
#include <mapsmith/io/config_tileset_p.h>

namespace mapsmith::tilesetsection {

namespace {

using namespace yamlutil;

constexpr std::int64_t kMaxGid = 0xffffffffLL; // flip flags included

ConfigPlace placeOf(const YAML::Mark &mark)
{
    return ConfigPlace{mark.line + 1, mark.column + 1};
}

/// A list of exactly `count` gids (`what`: "edge", "blob").
Result<std::vector<std::uint32_t>> readGids(const Entry &entry, const std::string &file, std::size_t count)
{
    if (!entry.value.IsSequence() || entry.value.size() != count)
        return errorAt(file, entry.valueMark(),
                       entry.name + " must be a list of " + std::to_string(count) + " gids, not " +
                           (entry.value.IsSequence() ? "a list of " + std::to_string(entry.value.size())
                                                     : describe(entry.value)));
    std::vector<std::uint32_t> gids;
    for (std::size_t i = 0; i < count; ++i) {
        const Entry item{entry.name + "[" + std::to_string(i) + "]", entry.key, entry.value[i]};
        auto gid = readInt(item, file, 0, kMaxGid);
        if (!gid)
            return gid.error();
        gids.push_back(static_cast<std::uint32_t>(*gid));
    }
    return gids;
}

Result<TilesetRule> readWang(const Entries &entries, const std::string &file)
{
    TilesetRule rule;
    rule.kind = TilesetRule::Kind::Wang;
    const std::pair<const char *, std::string *> keys[] = {
        {"wang", &rule.wangSet}, {"color", &rule.color}, {"background", &rule.background}};
    for (const auto &[name, target] : keys) {
        if (const Entry *e = findEntry(entries, name)) {
            auto text = readText(*e, file);
            if (!text)
                return text.error();
            *target = *text;
        }
    }
    return rule;
}

Result<TilesetRule> readRule(const Entry &entry, const std::string &file)
{
    TilesetRule rule;
    if (!entry.value.IsMap()) {
        auto gid = readInt(entry, file, 0, kMaxGid);
        if (!gid)
            return gid.error();
        rule.gids = {static_cast<std::uint32_t>(*gid)};
    } else {
        auto entries = readEntries(entry.value, file, entry.name);
        if (!entries)
            return entries.error();
        if (auto k = rejectUnknownKeys(*entries, {"edge", "blob", "wang", "color", "background"}, file,
                                       "in the rule of '" + entry.name + "'");
            !k)
            return k.error();
        const Entry *edge = findEntry(*entries, "edge");
        const Entry *blob = findEntry(*entries, "blob");
        const bool wang = findEntry(*entries, "wang") || findEntry(*entries, "color");
        if ((edge != nullptr) + (blob != nullptr) + (wang ? 1 : 0) != 1)
            return errorAt(file, entry.valueMark(),
                           "the rule of '" + entry.name +
                               "' must have exactly one of edge: [16 gids], blob: [47 gids] or wang: SET");
        if (wang) {
            auto w = readWang(*entries, file);
            if (!w)
                return w.error();
            rule = std::move(*w);
        } else {
            auto gids = readGids(edge ? *edge : *blob, file, edge ? 16 : 47);
            if (!gids)
                return gids.error();
            rule.kind = edge ? TilesetRule::Kind::Edge : TilesetRule::Kind::Blob;
            rule.gids = std::move(*gids);
        }
    }
    rule.place = placeOf(entry.valueMark());
    return rule;
}

Result<std::vector<std::pair<Tile, TilesetRule>>> readTiles(const Entry &entry, const std::string &file)
{
    if (!entry.value.IsMap())
        return errorAt(file, entry.valueMark(),
                       "tiles must be a map of tile names to rules such as {wall: 5}, not " +
                           describe(entry.value));
    auto entries = readEntries(entry.value, file, "tiles");
    if (!entries)
        return entries.error();
    std::vector<std::pair<Tile, TilesetRule>> rules;
    for (const Entry &e : *entries) {
        const auto tile = tileByName(e.name);
        if (!tile) {
            std::string known;
            for (const TileInfo &info : allTiles())
                known += (known.empty() ? "" : ", ") + std::string(info.name);
            return errorAt(file, e.key.Mark(), "unknown tile '" + e.name + "' (known: " + known + ")");
        }
        auto rule = readRule(e, file);
        if (!rule)
            return rule.error();
        rules.emplace_back(*tile, std::move(*rule));
    }
    return rules;
}

std::string gidList(const std::vector<std::uint32_t> &gids)
{
    std::string out = "[";
    for (std::size_t i = 0; i < gids.size(); ++i)
        out += (i ? ", " : "") + std::to_string(gids[i]);
    return out + "]";
}

} // namespace

Result<TilesetConfig> read(const Entry &entry, const std::string &file)
{
    if (!entry.value.IsMap())
        return errorAt(file, entry.valueMark(),
                       "tileset must be a map such as {source: tiles.tsx, tiles: {wall: 1}}, not " +
                           describe(entry.value));
    auto entries = readEntries(entry.value, file, "tileset");
    if (!entries)
        return entries.error();
    if (auto k = rejectUnknownKeys(*entries, {"source", "tiles"}, file, "in the tileset section"); !k)
        return k.error();
    TilesetConfig out;
    const Entry *source = findEntry(*entries, "source");
    if (!source)
        return errorAt(file, entry.valueMark(),
                       "the tileset section has no 'source' (the .tsx or .tsj file)");
    auto text = readText(*source, file);
    if (!text)
        return text.error();
    if (text->empty())
        return errorAt(file, source->valueMark(), "source must name a .tsx or .tsj file");
    out.source = *text;
    out.place = placeOf(source->valueMark());
    if (const Entry *tiles = findEntry(*entries, "tiles")) {
        auto rules = readTiles(*tiles, file);
        if (!rules)
            return rules.error();
        out.rules = std::move(*rules);
    }
    return out;
}

std::string write(const TilesetConfig &tileset)
{
    std::string out = "tileset:\n  source: " + quote(tileset.source) + "\n";
    if (tileset.rules.empty())
        return out;
    out += "  tiles:\n";
    for (const auto &[tile, rule] : tileset.rules) {
        out += "    " + quote(tileInfo(tile).name) + ": ";
        switch (rule.kind) {
        case TilesetRule::Kind::Single:
            out += std::to_string(rule.gids.empty() ? 0 : rule.gids[0]);
            break;
        case TilesetRule::Kind::Edge:
            out += "{edge: " + gidList(rule.gids) + "}";
            break;
        case TilesetRule::Kind::Blob:
            out += "{blob: " + gidList(rule.gids) + "}";
            break;
        case TilesetRule::Kind::Wang:
            out += "{wang: " + quote(rule.wangSet);
            if (!rule.color.empty())
                out += ", color: " + quote(rule.color);
            if (!rule.background.empty())
                out += ", background: " + quote(rule.background);
            out += "}";
            break;
        }
        out += '\n';
    }
    return out;
}

} // namespace mapsmith::tilesetsection
