// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include "tools/edittool.h"

namespace mapsmith {

class TileChooser;

/// The brush and the eraser: a left drag paints every cell it crosses (Bresenham's line between successive
/// mouse cells, so a fast drag leaves no gaps) with a square of size() x size() cells centred on each; the
/// whole stroke is one undo step (PaintTilesCommands of one gesture merge); markers and entities are placed
/// one per cell crossed, whatever the size. A right click picks the tile
/// under the cursor as the brush. The eraser paints with the eraser brush whatever the chooser holds.
class PaintTool : public EditTool
{
    Q_OBJECT

public:
    PaintTool(MapDocument *document, TileChooser *chooser, bool erasing, QObject *parent = nullptr);

    bool isErasing() const { return m_erasing; }
    /// The brush's side in cells, 1..kMaxSize.
    int size() const { return m_size; }
    void setSize(int cells);
    static constexpr int kMaxSize = 15;

    void press(QPoint cell, QPointF pos) override;
    void drag(QPoint cell, QPointF pos) override;
    void release(QPoint cell, QPointF pos) override;
    void contextClick(QPoint cell) override;
    int footprint() const override { return m_size; }
    void deactivate() override { m_gesture = 0; }

    /// The cells of the line from `from` (excluded) to `to` (included), Bresenham's order.
    static QList<QPoint> lineCells(QPoint from, QPoint to);

private:
    void paintAt(QPoint cell);

    TileChooser *m_chooser;
    bool m_erasing;
    int m_size = 1;
    int m_gesture = 0;
    QPoint m_last;
};

} // namespace mapsmith
