// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <QList>
#include <QObject>

#include <array>

class QAction;
class QActionGroup;
class QSpinBox;

namespace mapsmith {

class CellPreview;
class EditTool;
class MapDocument;
class MapView;
class PaintTool;
class SelectTool;
class TileChooser;
class TowerTool;

/// The editing tools, one checkable action each (exclusive), with Tiled-like single-key shortcuts:
/// H pan, B brush, E eraser, L line, R rectangle, F fill, I picker, V select, T tower graph; Delete
/// removes the selection. Routes the map view's mouse to the current tool and keeps the view's mode in
/// step (Pan, or Edit for every tool) and the view's hover outline the tool's footprint. The brush and the
/// eraser share one size (the size box, [ and ]). A tool that does not apply to the map (grid tools
/// on a tower, the tower tool on a grid) is disabled; when the current one stops applying, Pan takes over.
class ToolManager : public QObject
{
    Q_OBJECT

public:
    enum class Id { Pan, Brush, Eraser, Line, Rectangle, Fill, Picker, Select, Tower, Count };

    ToolManager(MapDocument *document, MapView *view, TileChooser *chooser, QObject *parent);
    ~ToolManager() override;

    QAction *action(Id id) const { return m_actions[static_cast<std::size_t>(id)]; }
    QList<QAction *> toolActions() const;
    QAction *deleteAction() const { return m_delete; }
    Id current() const { return m_current; }
    /// Switches to `id` if it applies to the map; returns whether the tool is now current.
    bool setCurrent(Id id);

    SelectTool *selectTool() const { return m_select; }
    PaintTool *brushTool() const { return m_brush; }
    PaintTool *eraserTool() const { return m_eraser; }
    /// The brush and eraser size box, for the tool row.
    QSpinBox *brushSizeBox() const { return m_sizeBox; }
    void setBrushSize(int cells);
    TowerTool *towerTool() const { return m_tower; }
    CellPreview *preview() const { return m_preview; }

    /// Enables the tools that apply to the document's map now.
    void updateEnabled();
    void retranslate();

signals:
    void currentChanged(mapsmith::ToolManager::Id id);
    void message(const QString &text);

private:
    EditTool *tool(Id id) const;
    bool applies(Id id) const;
    void deleteSelection();

    MapDocument *m_document;
    MapView *m_view;
    PaintTool *m_brush;
    PaintTool *m_eraser;
    QSpinBox *m_sizeBox;
    QAction *m_smaller;
    QAction *m_larger;
    CellPreview *m_preview;
    SelectTool *m_select;
    TowerTool *m_tower;
    std::array<EditTool *, static_cast<std::size_t>(Id::Count)> m_tools{};
    std::array<QAction *, static_cast<std::size_t>(Id::Count)> m_actions{};
    QActionGroup *m_group;
    QAction *m_delete;
    Id m_current = Id::Pan;
};

} // namespace mapsmith
