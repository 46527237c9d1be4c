// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include "i18n/corestrings.h"
#include "map/tile.h"

#include <QString>

namespace mapsmith {

/// The tile's one-line description, translated ("Wall: solid rock").
QString tileDescription(Tile t);

} // namespace mapsmith
