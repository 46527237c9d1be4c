// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The main window's "never lose work" parts: project files (shell/filesaver), recovery (shell/recovery) and
// the validation dock.
#include "document/mapdocument.h"
#include "mainwindow.h"
#include "mainwindow_actions.h"
#include "panels/validationpanel.h"
#include "shell/docklayout.h"
#include "view/mapview.h"
#include "view/validationoverlay.h"

#include <QAction>
#include <QDockWidget>

namespace mapsmith {

void MainWindow::createProjectParts()
{
    m_validationOverlay = new ValidationOverlay(this);
    m_view->addOverlay(m_validationOverlay);
    m_validationPanel = new ValidationPanel(m_document, m_validationOverlay, this);
    QDockWidget *validationDock = m_docks->add(DockLayout::Dock::Validation, m_validationPanel);
    connect(validationDock, &QDockWidget::visibilityChanged, m_validationOverlay,
            &ValidationOverlay::setVisible);
    connect(m_validationPanel, &ValidationPanel::jumpRequested, m_view, &MapView::centerOn);

    Actions &a = *m_actions;
    a.saveProject = new QAction(this);
    a.saveProject->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_S));
    a.saveProject->setObjectName(QStringLiteral("saveProjectAction"));
    a.saveProjectAs = new QAction(this);
    a.autosaveInterval = new QAction(this);
    connect(a.saveProject, &QAction::triggered, this, &MainWindow::saveProject);
    connect(a.saveProjectAs, &QAction::triggered, this, &MainWindow::saveProjectAs);
    connect(a.autosaveInterval, &QAction::triggered, m_recovery, &Recovery::chooseInterval);
    // A map no generator made has no config to save: export it instead.
    connect(m_document, &MapDocument::mapChanged, this, [this] {
        m_actions->saveProject->setEnabled(m_document->isGenerated());
        m_actions->saveProjectAs->setEnabled(m_document->isGenerated());
    });
}

void MainWindow::retranslateProjectParts()
{
    Actions &a = *m_actions;
    a.saveProject->setText(tr("Save &Project"));
    a.saveProject->setToolTip(tr("Save the generator, seed, parameters and hand edits in one project file"));
    a.saveProject->setStatusTip(a.saveProject->toolTip());
    a.saveProjectAs->setText(tr("Save Project As…"));
    a.autosaveInterval->setText(tr("&Autosave Interval…"));
}

bool MainWindow::saveProject()
{
    return m_saver->saveProject();
}

bool MainWindow::saveProjectAs()
{
    return m_saver->saveProjectAs();
}

bool MainWindow::saveProjectTo(const QString &path)
{
    return m_saver->saveProjectTo(path);
}

bool MainWindow::offerRecovery()
{
    return m_recovery->offer();
}

} // namespace mapsmith
