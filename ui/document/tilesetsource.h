// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/generate/levelconfig.h>

#include <QString>

namespace mapsmith {

/// A config's `tileset.source` is relative to the config's own folder (as Tiled writes its references). When
/// the document moves to `toFile` (Save As into another folder), the source written there, and the one the
/// document resolves from then on, must name the same tileset: this resolves it against `fromFile`'s folder
/// and makes it relative to `toFile`'s (absolute when `toFile` is empty; unchanged when `fromFile` is empty
/// and the source relative, since nothing says where it was relative to).
void rebaseTilesetSource(Config &config, const QString &fromFile, const QString &toFile);

} // namespace mapsmith
