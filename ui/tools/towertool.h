// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include "tools/edittool.h"

#ifndef Q_MOC_RUN
#include <mapsmith/map/tower.h>
#endif

#include <functional>
#include <optional>

namespace mapsmith {

class CellPreview;

/// The validator's verdict on the document's tower ("Tower rules: all 10 checks pass", or the first
/// broken rule); empty when the map is no tower or no generator knows its rules.
QString towerVerdict(const MapDocument &document);

/// Tower graph editing in the tower view: click a room to change its type (a menu), drag from a room to a
/// room on the next floor up or down to add an edge, click an edge to select it and Delete to remove it.
/// Every change is one undo step (the document's tower edits) and the validator runs after it.
class TowerTool : public EditTool
{
    Q_OBJECT

public:
    TowerTool(MapDocument *document, CellPreview *preview, QObject *parent = nullptr);

    bool appliesTo(const MapDocument &document) const override;
    void press(QPoint cell, QPointF pos) override;
    void drag(QPoint cell, QPointF pos) override;
    void release(QPoint cell, QPointF pos) override;
    void deactivate() override;
    bool deleteSelection() override;

    /// The room or edge under a view position (image pixels), or -1.
    int nodeAt(QPointF pos) const;
    int edgeAt(QPointF pos) const;
    int selectedEdge() const { return m_selectedEdge; }

    /// The edits themselves, one undo command each; false when nothing would change.
    bool setNodeType(int node, RoomType type);
    bool addEdge(int a, int b); ///< a and b on neighbouring floors, in either order
    bool removeEdge(int edge);

    /// Asks for a room's new type; the default shows a menu at the cursor. Tests inject their answer.
    using TypeChooser = std::function<std::optional<RoomType>(RoomType current)>;
    void setTypeChooser(TypeChooser chooser) { m_typeChooser = std::move(chooser); }

private:
    std::optional<RoomType> chooseType(RoomType current);
    void selectEdge(int edge);

    CellPreview *m_preview;
    TypeChooser m_typeChooser;
    int m_pressNode = -1;
    int m_selectedEdge = -1;
};

} // namespace mapsmith
