// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The hand-editing parts of the main window: the tool manager and its toolbar row, the palette and undo
// history docks, the Map and Tools menus, Help → Keyboard Shortcuts, baking and the discard question.
#include "dialogs/shortcutsheet.h"
#include "document/editcommands.h"
#include "document/mapdocument.h"
#include "mainwindow.h"
#include "mainwindow_actions.h"
#include "panels/palettepanel.h"
#include "panels/tilechooser.h"
#include "shell/docklayout.h"
#include "tools/toolmanager.h"
#include "tools/towertool.h"
#include "view/mapview.h"

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QUndoStack>
#include <QUndoView>

#include <algorithm>

namespace mapsmith {

void MainWindow::createEditorDocks()
{
    m_toolManager = new ToolManager(m_document, m_view, m_tileChooser, this);
    connect(m_toolManager, &ToolManager::message, this,
            [this](const QString &text) { statusBar()->showMessage(text, 5000); });
    m_palettePanel = new PalettePanel(m_document, m_tileChooser, this);
    m_docks->add(DockLayout::Dock::Palette, m_palettePanel);
    auto *history = new QUndoView(m_document->undoStack(), this);
    history->setObjectName(QStringLiteral("undoHistory"));
    m_docks->add(DockLayout::Dock::History, history);

    m_verdictLabel = new QLabel(this);
    m_verdictLabel->setObjectName(QStringLiteral("towerVerdictLabel"));
    const auto showVerdict = [this] {
        // The validator runs after every tower edit; a tower has at most a few hundred rooms, so this costs
        // microseconds on the GUI thread.
        const QString verdict = towerVerdict(*m_document);
        m_verdictLabel->setText(verdict);
        m_verdictLabel->setVisible(!verdict.isEmpty());
    };
    connect(m_document, &MapDocument::mapChanged, this, showVerdict);
    connect(m_document, &MapDocument::mapEdited, this, showVerdict);
    m_verdictLabel->hide();

    m_document->setDiscardQuestion([this] {
        const auto answer = QMessageBox::question(
            this, tr("Discard edits?"),
            tr("This map was baked for editing. Regenerating replaces it and discards every edit made "
               "to it (Undo brings them back).\nRegenerate?"),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
        return answer == QMessageBox::Yes;
    });
    connect(m_document, &MapDocument::generationStarted, this, &MainWindow::updateEditorActions);
    connect(m_document, &MapDocument::bakedChanged, this, [this] {
        updateMapActions();
        updateGenerationState();
    });
}

void MainWindow::createEditorMenus()
{
    Actions &a = *m_actions;
    a.bake = new QAction(this);
    a.bake->setObjectName(QStringLiteral("bakeAction"));
    a.bake->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B));
    connect(a.bake, &QAction::triggered, this, &MainWindow::bakeMap);
    a.shortcutSheet = new QAction(this);
    a.shortcutSheet->setObjectName(QStringLiteral("shortcutSheetAction"));
    a.shortcutSheet->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Slash));
    connect(a.shortcutSheet, &QAction::triggered, this, &MainWindow::showShortcutSheet);

    m_mapMenu = new QMenu(this);
    m_mapMenu->addAction(a.bake);
    m_mapMenu->addSeparator();
    m_mapMenu->addActions(m_toolManager->toolActions());
    m_mapMenu->addSeparator();
    m_mapMenu->addAction(m_toolManager->deleteAction());
    menuBar()->insertMenu(m_settingsMenu->menuAction(), m_mapMenu);
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(a.shortcutSheet);
    addAction(m_toolManager->deleteAction());

    statusBar()->addPermanentWidget(m_verdictLabel);
}

void MainWindow::retranslateEditor()
{
    Actions &a = *m_actions;
    m_toolManager->retranslate();
    a.bake->setText(tr("&Edit This Map"));
    a.bake->setToolTip(tr("Bake the generated map into an editable one that keeps its generator, parameters "
                          "and seed; changing them later asks before discarding the edits"));
    a.bake->setStatusTip(a.bake->toolTip());
    a.shortcutSheet->setText(tr("&Keyboard Shortcuts"));
    m_mapMenu->setTitle(tr("&Map"));
    m_helpMenu->setTitle(tr("&Help"));
    findChild<QUndoView *>(QStringLiteral("undoHistory"))->setEmptyLabel(tr("<map as opened>"));
}

void MainWindow::updateEditorActions()
{
    m_actions->bake->setEnabled(m_document->hasMap() && m_document->isGenerated() && !m_document->isBaked() &&
                                !m_document->isGenerating());
    m_palettePanel->setEnabled(m_document->canPaint());
}

void MainWindow::bakeMap()
{
    if (m_document->isGenerating())
        return; // the map on show is not yet the config's: bake the one that is coming
    m_document->undoStack()->push(new BakeCommand(m_document));
}

void MainWindow::regenerateAsking()
{
    m_document->regenerateAsking();
}

QList<QAction *> MainWindow::shortcutActions() const
{
    QList<QAction *> out;
    QList<QAction *> all = findChildren<QAction *>();
    for (QAction *action : all) {
        if (!action->shortcut().isEmpty() && !action->text().isEmpty() && !out.contains(action))
            out.append(action);
    }
    std::sort(out.begin(), out.end(), [](const QAction *x, const QAction *y) {
        return x->text().remove(QLatin1Char('&')) < y->text().remove(QLatin1Char('&'));
    });
    return out;
}

void MainWindow::showShortcutSheet()
{
    ShortcutSheet sheet(shortcutActions(), this);
    sheet.exec();
}

} // namespace mapsmith
