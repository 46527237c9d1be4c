// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The main window's "never lose work" parts: project files, autosave and recovery, and the validation dock.
#include "document/autosaver.h"
#include "document/mapdocument.h"
#include "document/projectfile.h"
#include "mainwindow.h"
#include "mainwindow_actions.h"
#include "panels/validationpanel.h"
#include "view/mapview.h"
#include "view/validationoverlay.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLocale>
#include <QPushButton>
#include <QSaveFile>
#include <QStatusBar>

namespace mapsmith {

void MainWindow::createProjectParts()
{
    m_autosaver = new Autosaver(m_document, this);
    connect(m_autosaver, &Autosaver::failed, this, [this](const QString &message) {
        statusBar()->showMessage(tr("Autosave failed: %1").arg(message));
    });

    m_validationOverlay = new ValidationOverlay(this);
    m_view->addOverlay(m_validationOverlay);
    m_validationPanel = new ValidationPanel(m_document, m_validationOverlay, this);
    m_validationDock = new QDockWidget(this);
    m_validationDock->setObjectName(QStringLiteral("validationDock"));
    m_validationDock->setWidget(m_validationPanel);
    tabifyDockWidget(m_diagnosticsDock, m_validationDock);
    m_diagnosticsDock->raise();
    connect(m_validationDock, &QDockWidget::visibilityChanged, m_validationOverlay,
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
    connect(a.autosaveInterval, &QAction::triggered, this, &MainWindow::chooseAutosaveInterval);
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
    m_validationDock->setWindowTitle(tr("Validation"));
}

bool MainWindow::saveProject()
{
    if (m_document->fileName().isEmpty() || !m_document->isProjectFile())
        return saveProjectAs();
    return saveProjectTo(m_document->fileName());
}

bool MainWindow::saveProjectAs()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save Project"), dialogDirectory(),
                                                tr("Mapsmith project (*.mapsmith.yaml *.yaml)"));
    if (path.isEmpty())
        return false;
    if (!path.contains(u'.'))
        path += QStringLiteral(".mapsmith.yaml");
    return saveProjectTo(path);
}

bool MainWindow::saveProjectTo(const QString &path)
{
    if (!m_document->isGenerated()) {
        showError(tr("Save Project"), tr("This map was not made by a generator, so a project cannot hold it: "
                                         "export the map to keep it."));
        return false;
    }
    QSaveFile file(path);
    const QByteArray bytes = projectText(*m_document);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        showError(tr("Save Project"),
                  QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
        return false;
    }
    m_document->setProjectFileName(path);
    m_document->markClean();
    addRecentFile(path);
    updateWindowTitle();
    return true;
}

QMessageBox::StandardButton MainWindow::askRecovery(const QString &text)
{
    if (m_recoveryQuestion)
        return m_recoveryQuestion(text);
    const QString answer = qEnvironmentVariable("MAPSMITH_RECOVERY_ANSWER");
    if (answer == QLatin1String("recover"))
        return QMessageBox::Yes;
    if (answer == QLatin1String("discard"))
        return QMessageBox::Discard;
    if (answer == QLatin1String("keep"))
        return QMessageBox::Cancel;
    QMessageBox box(QMessageBox::Question, tr("Recover Unsaved Work"), text, QMessageBox::NoButton, this);
    QPushButton *recover = box.addButton(tr("&Recover"), QMessageBox::YesRole);
    QPushButton *discard = box.addButton(QMessageBox::Discard);
    box.addButton(tr("&Not Now"), QMessageBox::RejectRole);
    box.setDefaultButton(recover);
    box.exec();
    if (box.clickedButton() == discard)
        return QMessageBox::Discard;
    if (box.clickedButton() == recover)
        return QMessageBox::Yes;
    return QMessageBox::Cancel;
}

bool MainWindow::offerRecovery()
{
    for (const Autosaver::Recovery &recovery : Autosaver::leftBehind()) {
        const QString when = QLocale().toString(recovery.saved, QLocale::LongFormat);
        const QString name =
            recovery.origin.isEmpty() ? tr("Untitled") : QFileInfo(recovery.origin).fileName();
        const auto answer = askRecovery(
            tr("Mapsmith closed without saving %1.\nRecover unsaved work from %2?").arg(name, when));
        if (answer == QMessageBox::Discard) {
            Autosaver::remove(recovery);
            continue;
        }
        if (answer != QMessageBox::Yes)
            continue;
        QFile file(recovery.file);
        const QByteArray text = file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
        const QString error = openProjectText(*m_document, text, recovery.origin,
                                              QFileInfo(recovery.file).fileName().toStdString());
        if (!error.isEmpty()) {
            showError(tr("Recover Unsaved Work"), error);
            continue; // kept: a newer Mapsmith may read it
        }
        m_document->markModified();
        Autosaver::remove(recovery);
        updateWindowTitle();
        statusBar()->showMessage(tr("Recovered unsaved work from %1").arg(when), 10000);
        return true;
    }
    return false;
}

void MainWindow::chooseAutosaveInterval()
{
    bool ok = false;
    const int seconds = QInputDialog::getInt(this, tr("Autosave Interval"),
                                             tr("Save unsaved work for recovery every (seconds, 0 = off):"),
                                             m_autosaver->interval(), 0, 3600, 10, &ok);
    if (!ok)
        return;
    Autosaver::setIntervalSetting(seconds);
    m_autosaver->setInterval(seconds);
}

} // namespace mapsmith
