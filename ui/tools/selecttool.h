// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include "tools/edittool.h"

#ifndef Q_MOC_RUN
#include <mapsmith/edit/handedits.h>
#endif

#include <optional>
#include <string>

namespace mapsmith {

class CellPreview;

/// Something on a grid map the select tool can take hold of.
struct MapItem
{
    enum class Kind { Entity, Start, Exit };
    Kind kind = Kind::Entity;
    Point cell;
    std::string type; ///< the entity's type
};

/// The item on `cell`: the last entity drawn there, else the start, else the exit.
std::optional<MapItem> itemAt(const GridMap &grid, Point cell);

/// The hand-edit patches that move `item` to `to` and delete it (an entity; start and exit stay).
HandEditsPatch movePatch(const HandEdits &edits, const MapItem &item, Point to);
HandEditsPatch deletePatch(const HandEdits &edits, const MapItem &item);

/// Entity select and move: a click selects the entity, start or exit on a cell (framed on the view), a
/// drag moves it (one undo step), Delete removes a selected entity (one undo step).
class SelectTool : public EditTool
{
    Q_OBJECT

public:
    SelectTool(MapDocument *document, CellPreview *preview, QObject *parent = nullptr);

    void press(QPoint cell, QPointF pos) override;
    void drag(QPoint cell, QPointF pos) override;
    void release(QPoint cell, QPointF pos) override;
    void deactivate() override;
    bool deleteSelection() override;

    const std::optional<MapItem> &selection() const { return m_selection; }

private:
    void select(std::optional<MapItem> item);
    void revalidate();

    CellPreview *m_preview;
    std::optional<MapItem> m_selection;
    bool m_dragging = false;
};

} // namespace mapsmith
