// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

namespace mapsmith {

class MapDocument;

/// For tests that run the real editor as a process: MAPSMITH_TEST_PAINT="X,Y,TILE" (a tile name of map
/// files, "wall", "floor", ...) paints that cell, as one undoable stroke would, on the document's map: at
/// once when it is there (an opened map file), else when the map being generated arrives. Does nothing when
/// the variable is not set.
void paintFromEnvironment(MapDocument *document);

} // namespace mapsmith
