// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include "tools/edittool.h"

#ifndef Q_MOC_RUN
#include <mapsmith/edit/handedits.h>
#endif

namespace mapsmith {

class TileChooser;

/// What the picker takes from a cell of `grid`: the last entity drawn there (gold, guard, light), else
/// the tile. Start and exit are not picked: they are single markers, not paint.
PaintBrush pickBrush(const GridMap &grid, Point cell);

/// The eyedropper: a click makes what is under it the brush, then the brush tool comes back (picked()).
class PickerTool : public EditTool
{
    Q_OBJECT

public:
    PickerTool(MapDocument *document, TileChooser *chooser, QObject *parent = nullptr);
    void press(QPoint cell, QPointF pos) override;

signals:
    void picked();

private:
    TileChooser *m_chooser;
};

} // namespace mapsmith
