// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include "tools/edittool.h"

#ifndef Q_MOC_RUN
#include <mapsmith/map/map.h>
#endif

#include <vector>

namespace mapsmith {

class TileChooser;

/// The cells a flood fill from `seed` changes: the 4-connected region of cells showing the same tile as
/// the seed, bounded by the map. Empty when the seed is off the map.
std::vector<Point> fillRegion(const GridMap &grid, Point seed);

/// Flood fill: a click paints the brush over fillRegion() as one undo step, however many cells. A marker
/// brush (start, exit) moves the marker to the clicked cell only.
class FillTool : public EditTool
{
    Q_OBJECT

public:
    FillTool(MapDocument *document, TileChooser *chooser, QObject *parent = nullptr);
    void press(QPoint cell, QPointF pos) override;

private:
    TileChooser *m_chooser;
};

} // namespace mapsmith
