// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "shell/actions.h"

#include <QAction>
#include <QIcon>
#include <QKeySequence>
#include <QMenu>
#include <QStyle>
#include <QUndoStack>
#include <QWidget>

namespace mapsmith {

namespace {

QAction *make(QWidget *window, const char *name, QKeySequence shortcut = {}, QIcon icon = {})
{
    auto *action = new QAction(icon, QString(), window);
    action->setObjectName(QString::fromLatin1(name));
    if (!shortcut.isEmpty())
        action->setShortcut(shortcut);
    return action;
}

/// The platform's Redo, plus both common ones (Ctrl+Y, Ctrl+Shift+Z) wherever it lacks them, once each.
QList<QKeySequence> redoKeys()
{
    QList<QKeySequence> keys = QKeySequence::keyBindings(QKeySequence::Redo);
    for (const QKeySequence &key :
         {QKeySequence(Qt::CTRL | Qt::Key_Y), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)})
        if (!keys.contains(key))
            keys.append(key);
    return keys;
}

void setTip(QAction *action, const QString &tip)
{
    action->setToolTip(tip);
    action->setStatusTip(tip);
}

} // namespace

Actions::Actions(QWidget *window) : QObject(window)
{
    QStyle *s = window->style();
    newDocument = make(window, "newAction", QKeySequence::New, s->standardIcon(QStyle::SP_FileIcon));
    open = make(window, "openAction", QKeySequence::Open, s->standardIcon(QStyle::SP_DialogOpenButton));
    importTiled = make(window, "importTiledAction");
    saveConfig =
        make(window, "saveConfigAction", QKeySequence::Save, s->standardIcon(QStyle::SP_DialogSaveButton));
    saveConfigAs = make(window, "saveConfigAsAction", QKeySequence::SaveAs);
    saveProject = make(window, "saveProjectAction", QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_S));
    saveProjectAs = make(window, "saveProjectAsAction");
    exportMap = make(window, "exportMapAction", QKeySequence(Qt::CTRL | Qt::Key_E));
    exportPng = make(window, "exportPngAction", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    exportLodeRunner = make(window, "exportLodeRunnerAction");
    exportWall = make(window, "exportWallAction");
    exportTiled = make(window, "exportTiledAction");
    tileMapping = make(window, "tileMappingAction");
    quit = make(window, "quitAction", QKeySequence::Quit);
    undo = make(window, "undoAction", QKeySequence::Undo);
    redo = make(window, "redoAction");
    redo->setShortcuts(redoKeys());
    // Ctrl+[ and Ctrl+]: the bare brackets are the brush size (ToolManager).
    previousSeed = make(window, "previousSeedAction", QKeySequence(Qt::CTRL | Qt::Key_BracketLeft));
    nextSeed = make(window, "nextSeedAction", QKeySequence(Qt::CTRL | Qt::Key_BracketRight));
    regenerate = make(window, "regenerateAction", QKeySequence(Qt::Key_F5));
    clearHandEdits = make(window, "clearHandEditsAction");
    // Icon themes have zoom icons; where there is none the toolbar shows the text alone.
    zoomIn = make(window, "zoomInAction", QKeySequence::ZoomIn, QIcon::fromTheme(QStringLiteral("zoom-in")));
    zoomOut =
        make(window, "zoomOutAction", QKeySequence::ZoomOut, QIcon::fromTheme(QStringLiteral("zoom-out")));
    fit = make(window, "fitAction", QKeySequence(Qt::CTRL | Qt::Key_0),
               QIcon::fromTheme(QStringLiteral("zoom-fit-best")));
    walkability = make(window, "showWalkability");
    walkability->setCheckable(true);
    bake = make(window, "bakeAction", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B));
    autosaveInterval = make(window, "autosaveIntervalAction");
    languageSystem = make(window, "languageSystemAction");
    userGuide = make(window, "userGuideAction", QKeySequence::HelpContents);
    shortcutSheet = make(window, "shortcutSheetAction", QKeySequence(Qt::CTRL | Qt::Key_Slash));
    reportProblem = make(window, "reportProblemAction");
    about = make(window, "aboutAction");
    about->setMenuRole(QAction::AboutRole);
    aboutQt = make(window, "aboutQtAction");
    aboutQt->setMenuRole(QAction::AboutQtRole);
}

QList<QAction *> Actions::all() const
{
    return {newDocument,
            open,
            importTiled,
            saveConfig,
            saveConfigAs,
            saveProject,
            saveProjectAs,
            exportMap,
            exportPng,
            exportLodeRunner,
            exportWall,
            exportTiled,
            tileMapping,
            quit,
            undo,
            redo,
            previousSeed,
            nextSeed,
            regenerate,
            clearHandEdits,
            zoomIn,
            zoomOut,
            fit,
            walkability,
            bake,
            autosaveInterval,
            languageSystem,
            userGuide,
            shortcutSheet,
            reportProblem,
            about,
            aboutQt};
}

void Actions::fillFileMenu(QMenu *menu, QMenu *recent) const
{
    menu->addActions({newDocument, open, importTiled});
    menu->addMenu(recent);
    menu->addSeparator();
    menu->addActions({saveConfig, saveConfigAs, saveProject, saveProjectAs});
    menu->addSeparator();
    menu->addActions({exportMap, exportPng, exportLodeRunner, exportWall, exportTiled, tileMapping});
    menu->addSeparator();
    menu->addAction(quit);
}

void Actions::fillEditMenu(QMenu *menu) const
{
    menu->addActions({undo, redo});
    menu->addSeparator();
    menu->addActions({previousSeed, nextSeed, regenerate});
    menu->addSeparator();
    menu->addAction(clearHandEdits);
}

void Actions::fillHelpMenu(QMenu *menu) const
{
    menu->addActions({userGuide, shortcutSheet});
    menu->addSeparator();
    menu->addAction(reportProblem);
    menu->addSeparator();
    menu->addActions({about, aboutQt});
}

void Actions::retranslate(const QUndoStack *stack)
{
    newDocument->setText(tr("&New"));
    open->setText(tr("&Open…"));
    importTiled->setText(tr("&Import Tiled Map (.tmj, .tmx)…"));
    saveConfig->setText(tr("&Save Config"));
    setTip(saveConfig,
           tr("Save the generator, seed and parameters; hand edits are not part of a config (export "
              "the map to keep them)"));
    saveConfigAs->setText(tr("Save Config &As…"));
    saveProject->setText(tr("Save &Project"));
    setTip(saveProject, tr("Save the generator, seed, parameters and hand edits in one project file"));
    saveProjectAs->setText(tr("Save Project As…"));
    exportMap->setText(tr("Export &Map (YAML)…"));
    exportPng->setText(tr("Export &PNG…"));
    exportLodeRunner->setText(tr("Export &Lode Runner Level (.txt)…"));
    exportWall->setText(tr("Export Thumbnail &Wall…"));
    exportTiled->setText(tr("Export &Tiled Map (.tmj, .tmx)…"));
    tileMapping->setText(tr("Tiled Tile Ma&pping…"));
    quit->setText(tr("&Quit"));
    previousSeed->setText(tr("&Previous Seed"));
    nextSeed->setText(tr("&Next Seed"));
    regenerate->setText(tr("Re&generate"));
    clearHandEdits->setText(tr("Clear &Hand Edits"));
    zoomIn->setText(tr("Zoom &In"));
    zoomOut->setText(tr("Zoom &Out"));
    fit->setText(tr("&Fit to Window"));
    walkability->setText(tr("Show &Walkability Over Tile Art"));
    walkability->setToolTip(
        tr("Tint the tiles searches, validation and play use over a map drawn with its tileset"));
    bake->setText(tr("&Edit This Map"));
    setTip(bake,
           tr("Bake the generated map into an editable one that keeps its generator, parameters and seed; "
              "changing them later asks before discarding the edits"));
    autosaveInterval->setText(tr("&Autosave Interval…"));
    languageSystem->setText(tr("System"));
    userGuide->setText(tr("&User Guide"));
    setTip(userGuide, tr("How to generate, edit, search, plan, play and time a level, in this language"));
    shortcutSheet->setText(tr("&Keyboard Shortcuts"));
    reportProblem->setText(tr("&Report a Problem…"));
    setTip(reportProblem,
           tr("What to put in a bug report: the version, and the folder where the editor keeps "
              "work for recovery"));
    about->setText(tr("&About Mapsmith"));
    aboutQt->setText(tr("About &Qt"));
    updateUndo(stack);
}

void Actions::updateUndo(const QUndoStack *stack)
{
    undo->setEnabled(stack->canUndo());
    redo->setEnabled(stack->canRedo());
    undo->setText(stack->canUndo() ? tr("&Undo %1").arg(stack->undoText()) : tr("&Undo"));
    redo->setText(stack->canRedo() ? tr("&Redo %1").arg(stack->redoText()) : tr("&Redo"));
}

} // namespace mapsmith
