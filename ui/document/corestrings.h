// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include "map/tile.h"

#include <QString>

#include <string_view>

namespace mapsmith {

/// Core speaks English; these look its strings up in the translation contexts that corestrings.cpp
/// lists for lupdate ("Schema" for parameter labels, help, units, choices, generator names and metric
/// labels; "Tile" for tile descriptions and map markers).
QString trSchema(std::string_view text);
QString trTile(std::string_view text);
QString tileDescription(Tile t);

} // namespace mapsmith
