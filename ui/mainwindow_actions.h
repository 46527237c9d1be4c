// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include "mainwindow.h"

class QAction;

namespace mapsmith {

/// The main window's actions (private to mainwindow*.cpp).
struct MainWindow::Actions
{
    QAction *newDocument = nullptr;
    QAction *open = nullptr;
    QAction *saveConfig = nullptr;
    QAction *saveConfigAs = nullptr;
    QAction *saveProject = nullptr;
    QAction *saveProjectAs = nullptr;
    QAction *autosaveInterval = nullptr;
    QAction *exportMap = nullptr;
    QAction *exportPng = nullptr;
    QAction *exportWall = nullptr;
    QAction *exportLodeRunner = nullptr;
    QAction *importTiled = nullptr;
    QAction *exportTiled = nullptr;
    QAction *tileMapping = nullptr;
    QAction *quit = nullptr;
    QAction *undo = nullptr;
    QAction *redo = nullptr;
    QAction *paintMode = nullptr;
    QAction *clearHandEdits = nullptr;
    QAction *zoomIn = nullptr;
    QAction *zoomOut = nullptr;
    QAction *fit = nullptr;
    QAction *regenerate = nullptr;
    QAction *previousSeed = nullptr;
    QAction *nextSeed = nullptr;
    QAction *languageSystem = nullptr;
    QAction *bake = nullptr;
    QAction *shortcutSheet = nullptr;
};

} // namespace mapsmith
