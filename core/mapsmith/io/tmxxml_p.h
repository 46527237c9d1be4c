// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

// Internal to core/io: reading Tiled's XML files (maps, tilesets, templates) with pugixml. pugixml gives the
// byte offset of a parse error and of every element (offset_debug), turned into line:column here, so every
// error names the place in the file.

#include <mapsmith/io/tiledio_p.h>

#include <optional>
#include <pugixml.hpp>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace mapsmith::tiled {

class XmlFile
{
public:
    XmlFile(std::string_view text, const std::string &file) : m_text(text), m_file(file) {}

    /// Parses the text; an error names the place (invalid XML, bytes that are not UTF-8).
    Status load(pugi::xml_document &xml) const;

    Place place(const pugi::xml_node &node, std::string where) const;
    Place place(const pugi::xml_node &node) const
    {
        return place(node, "<" + std::string(node.name()) + ">");
    }
    Error error(const pugi::xml_node &node, const std::string &message) const
    {
        return errorAt(m_file, place(node), message);
    }
    Result<std::int64_t> integer(const pugi::xml_node &node, const char *name,
                                 std::optional<std::int64_t> fallback = std::nullopt) const;
    /// An integer attribute in [low, high].
    Result<int> bounded(const pugi::xml_node &node, const char *name, std::int64_t fallback, std::int64_t low,
                        std::int64_t high) const;
    Result<double> number(const pugi::xml_node &node, const char *name, double fallback) const;
    Result<Properties> properties(const pugi::xml_node &owner, std::size_t depth = 0) const;
    Result<Image> image(const pugi::xml_node &node) const; ///< an <image>, its path resolved
    Result<Object> object(const pugi::xml_node &node) const;

    const std::string &file() const { return m_file; }
    std::string_view text() const { return m_text; }
    std::string folder() const { return folderOf(m_file); }
    /// 1-based line and column of byte `offset`: lineColumn's answer, by a binary search in the line starts
    /// (found in one pass on first use), since every element's place asks (a layer's place scanned a map of
    /// megabytes from its start).
    std::pair<int, int> lineColumnAt(std::size_t offset) const;

private:
    std::string_view m_text;
    const std::string &m_file;
    mutable std::vector<std::size_t> m_lineStarts;
};

/// A tileset element (<tileset> of a map, or the root of a .tsx) with its tiles, images and Wang sets.
Result<Tileset> readTilesetElement(const XmlFile &xml, const pugi::xml_node &node);

/// A map's <tileset>: embedded, or an external file read through `files` (firstgid from the map).
Result<Tileset> readMapTileset(const XmlFile &xml, const pugi::xml_node &node, ExternalFiles &files);

} // namespace mapsmith::tiled
