// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

// Internal to core/io: the pieces of the generic Tiled writers (tmxwrite.cpp, tmjwrite.cpp) that the
// same-format export (tiledpatch*.cpp) reuses for what it adds to a file.

#include <mapsmith/io/tiledio_p.h>

#include <nlohmann/json.hpp>
#include <pugixml.hpp>

namespace mapsmith::tiled {

void writeTmxProperties(pugi::xml_node owner, const Properties &properties);
void writeTmxTileset(pugi::xml_node map, const Tileset &ts);
void writeTmxData(pugi::xml_node layer, const Layer &l);
void writeTmxObject(pugi::xml_node group, const Object &o);
void writeTmxLayer(pugi::xml_node parent, const Layer &l);

nlohmann::json tmjProperties(const Properties &properties);
nlohmann::json tmjTileset(const Tileset &ts);
/// The data (or chunks) of a tile layer into `out`.
void tmjData(nlohmann::json &out, const Layer &l);
nlohmann::json tmjObject(const Object &o);
nlohmann::json tmjLayer(const Layer &l);
/// JSON text with 1-space indentation and tile number arrays one row of `width` per line.
std::string dumpTmj(const nlohmann::json &root, int width);

/// Whether two tile layers hold the same cells at the same place: a same-format export rewrites a
/// layer's data only when they do not.
inline bool sameCells(const Layer &a, const Layer &b)
{
    return a.x0 == b.x0 && a.y0 == b.y0 && a.width == b.width && a.height == b.height && a.gids == b.gids;
}

/// A number as Tiled writes it: the shortest text that reads back the same ("16", "12.5").
std::string numberText(double v);

/// The chunks an infinite layer is written as: those it was read with, plus 16 x 16 ones (aligned, as
/// Tiled makes them) for cells set outside them.
std::vector<std::array<int, 4>> chunksToWrite(const Layer &l);
/// The gids of one chunk (x, y, width, height) of a layer.
std::vector<std::uint32_t> chunkGids(const Layer &l, const std::array<int, 4> &chunk);

} // namespace mapsmith::tiled
