// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

// Internal to core/io: reading Tiled's JSON files (maps, tilesets, templates) with nlohmann::json. Parse
// errors carry the parser's byte position, turned into line:column; later errors name the JSON path
// ("layers[0] 'tiles'"), since a parsed json value keeps no position.

#include <mapsmith/io/tiledio_p.h>

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

namespace mapsmith::tiled {

using json = nlohmann::json;

class JsonFile
{
public:
    explicit JsonFile(const std::string &file) : m_file(file) {}

    Result<json> parse(std::string_view text) const;

    Error error(const std::string &where, const std::string &message) const
    {
        return errorAt(m_file, Place{where, 0, 0}, message);
    }
    Result<std::int64_t> integer(const json &object, const char *key, const std::string &where,
                                 std::optional<std::int64_t> fallback = std::nullopt) const;
    Result<int> bounded(const json &object, const char *key, const std::string &where, std::int64_t fallback,
                        std::int64_t low, std::int64_t high) const;
    Result<double> number(const json &object, const char *key, const std::string &where,
                          double fallback = 0) const;
    static std::string text(const json &object, const char *key);
    static bool flag(const json &object, const char *key, bool fallback);
    Result<Properties> properties(const json &owner, const std::string &where, std::size_t depth = 0) const;
    /// An image from `key` with `key`width / `key`height ("image", "imagewidth", "imageheight").
    Result<Image> image(const json &owner, const std::string &where) const;
    Result<Object> object(const json &o, const std::string &where) const;

    const std::string &file() const { return m_file; }
    std::string folder() const { return folderOf(m_file); }

private:
    const std::string &m_file;
};

const char *typeName(const json &v);
std::string shortest(double v);

Result<Tileset> readTilesetObject(const JsonFile &js, const json &node, const std::string &where);
Result<Tileset> readMapTileset(const JsonFile &js, const json &node, const std::string &where,
                               ExternalFiles &files);

} // namespace mapsmith::tiled
