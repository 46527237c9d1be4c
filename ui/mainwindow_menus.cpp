// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The main window's actions, menus and toolbar, and their translation.
#include "document/commands.h"
#include "document/mapdocument.h"
#include "document/translatedcommand.h"
#include "i18n/language.h"
#include "mainwindow.h"
#include "panels/propertypanel.h"
#include "panels/seedbar.h"
#include "panels/tilechooser.h"
#include "shell/actions.h"
#include "shell/docklayout.h"
#include "shell/recentfiles.h"
#include "tools/toolmanager.h"
#include "view/mapview.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QSpinBox>
#include <QStyle>
#include <QToolBar>
#include <QUndoStack>
#include <QUndoView>

namespace mapsmith {

void MainWindow::createActions()
{
    Actions &a = *m_actions;
    connect(a.newDocument, &QAction::triggered, this, &MainWindow::newDocument);
    connect(a.open, &QAction::triggered, this, &MainWindow::openDialog);
    connect(a.saveConfig, &QAction::triggered, this, &MainWindow::saveConfig);
    connect(a.saveConfigAs, &QAction::triggered, this, &MainWindow::saveConfigAs);
    connect(a.exportMap, &QAction::triggered, this, &MainWindow::exportMapDialog);
    connect(a.exportPng, &QAction::triggered, this, &MainWindow::exportPngDialog);
    connect(a.exportWall, &QAction::triggered, this, &MainWindow::exportWallDialog);
    connect(a.exportLodeRunner, &QAction::triggered, this, &MainWindow::exportLodeRunnerDialog);
    connect(a.importTiled, &QAction::triggered, this, &MainWindow::importTiledDialog);
    connect(a.exportTiled, &QAction::triggered, this, &MainWindow::exportTiledDialog);
    connect(a.tileMapping, &QAction::triggered, this, &MainWindow::tileMappingDialog);
    connect(a.clearHandEdits, &QAction::triggered, this, &MainWindow::clearHandEdits);
    connect(a.quit, &QAction::triggered, this, &MainWindow::close);
    QUndoStack *stack = m_document->undoStack();
    connect(a.undo, &QAction::triggered, stack, &QUndoStack::undo);
    connect(a.redo, &QAction::triggered, stack, &QUndoStack::redo);
    connect(stack, &QUndoStack::indexChanged, this, &MainWindow::updateUndoActions);
    connect(stack, &QUndoStack::cleanChanged, this, &MainWindow::updateUndoActions);
    connect(a.saveProject, &QAction::triggered, this, &MainWindow::saveProject);
    connect(a.saveProjectAs, &QAction::triggered, this, &MainWindow::saveProjectAs);
    connect(a.autosaveInterval, &QAction::triggered, m_recovery, &Recovery::chooseInterval);
    connect(a.bake, &QAction::triggered, this, &MainWindow::bakeMap);
    connect(a.userGuide, &QAction::triggered, this, &MainWindow::showUserGuide);
    connect(a.shortcutSheet, &QAction::triggered, this, &MainWindow::showShortcutSheet);
    connect(a.reportProblem, &QAction::triggered, this, &MainWindow::showReportProblem);
    connect(a.about, &QAction::triggered, this, &MainWindow::showAbout);
    connect(a.aboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
    connect(a.zoomIn, &QAction::triggered, m_view, &MapView::zoomIn);
    connect(a.zoomOut, &QAction::triggered, m_view, &MapView::zoomOut);
    connect(a.fit, &QAction::triggered, m_view, &MapView::fitToWindow);
    connect(a.regenerate, &QAction::triggered, this, &MainWindow::regenerateAsking);
    connect(a.previousSeed, &QAction::triggered, m_seedBar, &SeedBar::previousSeed);
    connect(a.nextSeed, &QAction::triggered, m_seedBar, &SeedBar::nextSeed);
}

void MainWindow::createMenus()
{
    Actions &a = *m_actions;
    m_fileMenu = menuBar()->addMenu(QString());
    m_recentMenu = new QMenu(m_fileMenu);
    m_recent = new RecentFiles(m_recentMenu, this);
    connect(m_recent, &RecentFiles::openRequested, this,
            [this](const QString &file) { afterSaveQuestion([this, file] { openFile(file); }); });
    a.fillFileMenu(m_fileMenu, m_recentMenu);
    m_editMenu = menuBar()->addMenu(QString());
    a.fillEditMenu(m_editMenu);

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addActions({a.zoomIn, a.zoomOut, a.fit});
    m_viewMenu->addSeparator();
    m_viewMenu->addActions(m_view->displayActions());
    m_viewMenu->addSeparator();
    m_viewMenu->addActions(m_docks->toggleActions());

    m_settingsMenu = menuBar()->addMenu(QString());
    m_languageMenu = m_settingsMenu->addMenu(QString());
    m_languageGroup = new QActionGroup(this);
    a.languageSystem->setData(QString());
    QList<QAction *> languages{a.languageSystem};
    for (const QString &locale : Language::available()) {
        auto *action = new QAction(this);
        action->setText(Language::nativeName(locale)); // each language in its own words: never translated
        action->setData(locale);
        languages.append(action);
    }
    const QString current = Language::setting();
    for (QAction *action : languages) {
        action->setCheckable(true);
        action->setChecked(action->data().toString() == current);
        m_languageGroup->addAction(action);
        m_languageMenu->addAction(action);
    }
    connect(m_languageGroup, &QActionGroup::triggered, this, &MainWindow::chooseLanguage);
    m_settingsMenu->addAction(a.autosaveInterval);
}

void MainWindow::createToolBar()
{
    Actions &a = *m_actions;
    m_toolBar = addToolBar(QString());
    m_toolBar->setObjectName(QStringLiteral("mainToolBar"));
    m_toolBar->setMovable(false);
    m_toolBar->addActions({a.newDocument, a.open, a.saveConfig});
    m_toolBar->addSeparator();
    m_toolBar->addWidget(m_seedBar);
    m_toolBar->addSeparator();
    m_toolBar->addActions({a.zoomOut, a.zoomIn, a.fit});
    m_toolBar->addSeparator();
    // Play-testing is one click away: the Play dock waits hidden under the map (DockLayout).
    m_toolBar->addAction(m_playDock->toggleViewAction());
    // Icon themes have zoom icons; where there is none the buttons show their text alone.
    a.zoomIn->setIcon(QIcon::fromTheme(QStringLiteral("zoom-in")));
    a.zoomOut->setIcon(QIcon::fromTheme(QStringLiteral("zoom-out")));
    a.fit->setIcon(QIcon::fromTheme(QStringLiteral("zoom-fit-best")));
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);

    addToolBarBreak(); // its own row: beside the seed bar the chooser would vanish into the overflow menu
    m_paintToolBar = addToolBar(QString());
    m_paintToolBar->setObjectName(QStringLiteral("paintToolBar"));
    m_paintToolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_paintToolBar->addActions(m_toolManager->toolActions());
    m_paintToolBar->addWidget(m_toolManager->brushSizeBox());
    m_paintToolBar->addWidget(m_tileChooser);
}

void MainWindow::setPaintMode(bool on)
{
    m_toolManager->setCurrent(on ? ToolManager::Id::Brush : ToolManager::Id::Pan);
}

void MainWindow::clearHandEdits()
{
    m_document->undoStack()->push(new ClearHandEditsCommand(m_document));
}

// Painting needs a grid map; the Lode Runner format holds grid maps only.
void MainWindow::updateMapActions()
{
    Actions &a = *m_actions;
    const bool grid = m_document->canPaint();
    m_toolManager->updateEnabled();
    m_tileChooser->setEnabled(grid);
    updateEditorActions();
    a.exportLodeRunner->setEnabled(grid);
    a.exportTiled->setEnabled(grid);
    a.clearHandEdits->setEnabled(!m_document->handEdits().empty());
    // An imported or hand-made map has no generator behind it: its parameters and seed are locked.
    const bool generated = m_document->isGenerated();
    m_propertyPanel->setEnabled(generated);
    m_seedBar->setEnabled(generated);
    a.regenerate->setEnabled(generated);
    a.previousSeed->setEnabled(generated);
    a.nextSeed->setEnabled(generated);
    m_propertyPanel->setToolTip(generated
                                    ? QString()
                                    : tr("This map was not made by a generator, so there are no parameters "
                                         "to tune. Open a config to generate maps."));
}

void MainWindow::chooseLanguage(QAction *action)
{
    const QString locale = action->data().toString();
    Language::setSetting(locale);
    Language::apply(locale);
}

void MainWindow::updateUndoActions()
{
    m_actions->updateUndo(m_document->undoStack());
}

void MainWindow::retranslateUi()
{
    // The history's rows were worded when each edit was made: word them again, and show them.
    TranslatedCommand::retranslateStack(m_document->undoStack());
    if (auto *history = findChild<QUndoView *>(QStringLiteral("undoHistory"))) {
        history->setStack(nullptr);
        history->setStack(m_document->undoStack());
    }
    m_actions->retranslate(m_document->undoStack());
    m_recent->retranslate();
    m_fileMenu->setTitle(tr("&File"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_editMenu->setTitle(tr("&Edit"));
    m_viewMenu->setTitle(tr("&View"));
    m_settingsMenu->setTitle(tr("&Settings"));
    m_languageMenu->setTitle(tr("&Language"));
    m_docks->retranslate();
    m_toolBar->setWindowTitle(tr("Main Toolbar"));
    m_paintToolBar->setWindowTitle(tr("Paint Toolbar"));
    m_view->retranslate();
    retranslateEditor();
    updateWindowTitle();
    updateHover(m_view->hoveredTile());
    updateGenerationState();
    updateMapActions();
    updateFileBusy(); // the status bar's file job: its label and Cancel
}

} // namespace mapsmith
