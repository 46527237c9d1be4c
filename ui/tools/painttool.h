// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <QObject>
#include <QPoint>

namespace mapsmith {

class MapDocument;
class MapView;
class TileChooser;

/// Turns the map view's paint requests into undo commands on the document: one PaintTilesCommand per
/// painted cell, all cells of one stroke merged into one undo step; a pick sets the chooser's brush.
class PaintTool : public QObject
{
    Q_OBJECT

public:
    PaintTool(MapDocument *document, MapView *view, TileChooser *chooser, QObject *parent = nullptr);

    /// The eraser tool: paint with the eraser brush whatever the chooser holds.
    void setErasing(bool on) { m_erasing = on; }
    bool isErasing() const { return m_erasing; }

private:
    void paint(QPoint tile);
    void pick(QPoint tile);

    MapDocument *m_document;
    TileChooser *m_chooser;
    int m_gesture = 0;
    bool m_erasing = false;
};

} // namespace mapsmith
