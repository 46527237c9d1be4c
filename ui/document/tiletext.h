// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include "i18n/corestrings.h"

#include <mapsmith/edit/handedits.h>
#include <mapsmith/map/tile.h>

#include <QString>

namespace mapsmith {

/// The tile's one-line description, translated ("Wall: solid rock").
QString tileDescription(Tile t);

/// The paint choice's short translated name ("Ladder", "Gold", "Eraser"): for undo texts and the tile
/// chooser.
QString brushName(const PaintBrush &brush);

} // namespace mapsmith
