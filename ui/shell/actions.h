// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <QList>
#include <QObject>

class QAction;
class QMenu;
class QUndoStack;
class QWidget;

namespace mapsmith {

/// The editor's own commands as QActions: their shortcuts, icons, texts and tool tips and their translation,
/// and the File, Edit and Help menus built from them. What an action does is the main window's wiring
/// (`triggered` connected there); the tools' actions are the ToolManager's, the docks' toggles the
/// DockLayout's, the view's the MapView's.
class Actions : public QObject
{
    Q_OBJECT

public:
    /// The actions belong to `window` (their shortcuts act there; its style gives the icons).
    explicit Actions(QWidget *window);

    // File
    QAction *newDocument, *open, *importTiled;
    QAction *saveConfig, *saveConfigAs, *saveProject, *saveProjectAs;
    QAction *exportMap, *exportPng, *exportLodeRunner, *exportWall, *exportTiled, *tileMapping;
    QAction *quit;
    // Edit
    QAction *undo, *redo, *previousSeed, *nextSeed, *regenerate, *clearHandEdits;
    // View
    QAction *zoomIn, *zoomOut, *fit, *walkability;
    // Map, Settings
    QAction *bake, *autosaveInterval, *languageSystem;
    // Help
    QAction *userGuide, *shortcutSheet, *reportProblem, *about, *aboutQt;

    /// Every action above, in the order of this header.
    QList<QAction *> all() const;

    /// File: New, Open, Import Tiled; `recent` (File > Open Recent); the saves; the exports; Quit.
    void fillFileMenu(QMenu *menu, QMenu *recent) const;
    /// Edit: Undo, Redo; the seeds and Regenerate; Clear Hand Edits.
    void fillEditMenu(QMenu *menu) const;
    /// Help: Keyboard Shortcuts; Report a Problem; About Mapsmith, About Qt.
    void fillHelpMenu(QMenu *menu) const;

    /// Texts and tool tips in the current language (and Undo/Redo's with the stack's next command).
    void retranslate(const QUndoStack *stack);
    /// Undo and Redo: enabled and named after the command they would undo or redo ("&Undo Paint Wall").
    void updateUndo(const QUndoStack *stack);
};

} // namespace mapsmith
