// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The main window's "never lose work" parts: project files (shell/filesaver), recovery (shell/recovery) and
// the validation dock.
#include "document/mapdocument.h"
#include "mainwindow.h"
#include "panels/validationpanel.h"
#include "shell/actions.h"
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

    // A map no generator made has no config to save: export it instead.
    connect(m_document, &MapDocument::mapChanged, this, [this] {
        m_actions->saveProject->setEnabled(m_document->isGenerated());
        m_actions->saveProjectAs->setEnabled(m_document->isGenerated());
    });
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
