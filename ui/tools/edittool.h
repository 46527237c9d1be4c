// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <QObject>
#include <QPoint>
#include <QPointF>
#include <QString>

namespace mapsmith {

class MapDocument;

/// One editing tool of the map view's Edit mode (brush, eraser, line, rectangle, fill, picker, select,
/// tower): the one hierarchy every tool belongs to. The view only routes events (ToolManager passes them to
/// the current tool): the left button's press, drag and release, and a right click; the tool turns a
/// gesture into one undo command on the document. Tools never change the model directly.
class EditTool : public QObject
{
    Q_OBJECT

public:
    explicit EditTool(MapDocument *document, QObject *parent = nullptr)
        : QObject(parent), m_document(document)
    {
    }

    /// Whether the tool can edit the document's map as it is now (grid tools need a grid map).
    virtual bool appliesTo(const MapDocument &document) const;

    /// `cell` is the tile under the mouse (may be off the map); `pos` the fractional map position.
    virtual void press(QPoint cell, QPointF pos) = 0;
    virtual void drag(QPoint cell, QPointF pos)
    {
        Q_UNUSED(cell);
        Q_UNUSED(pos);
    }
    virtual void release(QPoint cell, QPointF pos)
    {
        Q_UNUSED(cell);
        Q_UNUSED(pos);
    }
    /// A right click on `cell` (the brush picks the tile under it).
    virtual void contextClick(QPoint cell) { Q_UNUSED(cell); }
    /// The side of the square of cells a press affects, for the view's hover outline (a brush's size).
    virtual int footprint() const { return 1; }
    /// The tool is no longer the current one: drop previews and half-done gestures.
    virtual void deactivate() {}
    /// Delete pressed: removes the tool's selection. Returns whether there was one.
    virtual bool deleteSelection() { return false; }

signals:
    /// A line for the status bar (translated).
    void message(const QString &text);

protected:
    MapDocument *m_document;
};

} // namespace mapsmith
