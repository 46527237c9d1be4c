// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include "tools/edittool.h"

#ifndef Q_MOC_RUN
#include <mapsmith/grid/point.h>
#endif

#include <vector>

namespace mapsmith {

class CellPreview;
class TileChooser;

/// A tool that drags a shape from the press to the release and paints the brush on all its cells as one
/// undo step: the line tool and the rectangle tool. The shape is previewed while dragging.
class ShapeTool : public EditTool
{
    Q_OBJECT

public:
    enum class Shape { Line, Rectangle };

    ShapeTool(Shape shape, MapDocument *document, TileChooser *chooser, CellPreview *preview,
              QObject *parent = nullptr);

    void press(QPoint cell, QPointF pos) override;
    void drag(QPoint cell, QPointF pos) override;
    void release(QPoint cell, QPointF pos) override;
    void deactivate() override;

private:
    std::vector<Point> cellsTo(QPoint cell) const;

    Shape m_shape;
    TileChooser *m_chooser;
    CellPreview *m_preview;
    QPoint m_anchor{-1, -1};
    bool m_active = false;
};

} // namespace mapsmith
