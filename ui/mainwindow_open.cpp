// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The main window's Open: the file is read, parsed and rendered by a FileReader off the GUI thread; the
// document changes only when the result arrives, so an error or a cancel leaves it exactly as it was.
// openFile returns at once and fileOpened reports the end: no local event loop waits for it, so nothing
// (a close, a timer, a queued regeneration, a second open) can run inside openFile.
// Also the first-show sizing pass of the right-hand docks.
#include "dialogs/tilemappingdialog.h"
#include "document/filereader.h"
#include "document/mapdocument.h"
#include "document/mapformats.h"
#include "mainwindow.h"

#include <QDockWidget>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenuBar>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>

#include <algorithm>

namespace mapsmith {

namespace {

QString titleFor(OpenedFile::Kind kind)
{
    switch (kind) {
    case OpenedFile::Kind::Unreadable:
        return MainWindow::tr("Open File");
    case OpenedFile::Kind::Config:
        return MainWindow::tr("Open Config");
    case OpenedFile::Kind::Map:
        return MainWindow::tr("Open Map");
    case OpenedFile::Kind::Tiled:
        return MainWindow::tr("Import Tiled Map");
    case OpenedFile::Kind::LodeRunner:
        return MainWindow::tr("Open Lode Runner Levels");
    case OpenedFile::Kind::Project:
        return MainWindow::tr("Open Project");
    }
    return MainWindow::tr("Open File");
}

} // namespace

void MainWindow::createOpenProgress()
{
    m_fileReader = new FileReader(this);
    connect(m_fileReader, &FileReader::finished, this, &MainWindow::fileRead);
    m_openProgress = new QWidget(this);
    m_openProgress->setObjectName(QStringLiteral("openProgress"));
    auto *layout = new QHBoxLayout(m_openProgress);
    layout->setContentsMargins(0, 0, 0, 0);
    m_openLabel = new QLabel(m_openProgress);
    auto *bar = new QProgressBar(m_openProgress);
    bar->setRange(0, 0); // parsing has no steps to count: a busy bar
    bar->setMaximumWidth(120);
    auto *cancel = new QPushButton(tr("Cancel"), m_openProgress);
    cancel->setObjectName(QStringLiteral("cancelOpen"));
    connect(cancel, &QPushButton::clicked, this, &MainWindow::cancelOpenFile);
    layout->addWidget(m_openLabel);
    layout->addWidget(bar);
    layout->addWidget(cancel);
    statusBar()->addPermanentWidget(m_openProgress);
    m_openProgress->hide();
}

void MainWindow::openFile(const QString &path)
{
    cancelOpenFile(); // the newest open wins
    // A Tiled map says itself which tiles are walls; when it says nothing, fileRead asks (askTileMapping).
    m_fileReader->start(path);
    updateFileBusy();
}

bool MainWindow::isOpeningFile() const
{
    return m_fileReader->isBusy();
}

void MainWindow::cancelOpenFile()
{
    if (!m_fileReader->isBusy())
        return;
    const QString path = m_fileReader->path();
    m_fileReader->cancel();
    updateFileBusy();
    statusBar()->showMessage(tr("Opening cancelled"), 5000);
    emit fileOpened(path, false);
}

void MainWindow::updateFileBusy()
{
    const bool reading = m_fileReader->isBusy();
    const bool busy = reading || isWritingFile();
    // The document must not change under a read or a write: lock every part that edits it.
    centralWidget()->setEnabled(!busy);
    menuBar()->setEnabled(!busy);
    for (QDockWidget *dock : findChildren<QDockWidget *>())
        dock->setEnabled(!busy);
    for (QToolBar *bar : findChildren<QToolBar *>())
        bar->setEnabled(!busy);
    m_openProgress->setVisible(busy);
    // A write cannot be cancelled half-way (QSaveFile commits whole): Cancel is for the read only.
    m_openProgress->findChild<QPushButton *>(QStringLiteral("cancelOpen"))->setVisible(reading);
    m_openLabel->setText(reading ? tr("Opening %1…").arg(QFileInfo(m_fileReader->path()).fileName())
                                 : tr("Writing…"));
}

void MainWindow::fileRead(const OpenedFile &file)
{
    updateFileBusy();
    const QString path = m_fileReader->path();
    bool opened = file.error.isEmpty();
    if (!opened) {
        showError(titleFor(file.kind), file.error);
    } else {
        switch (file.kind) {
        case OpenedFile::Kind::Unreadable:
            opened = false;
            break;
        case OpenedFile::Kind::Config:
            m_document->reset(file.config, path);
            break;
        case OpenedFile::Kind::Tiled:
            if (file.needsMapping) {
                askTileMapping(path, file); // opens it again with the answer, or ends the open
                return;
            }
            m_document->resetWithMap(file.map, path, file.image, file.hash);
            reportTiledImport(file);
            break;
        case OpenedFile::Kind::Map:
            m_document->resetWithMap(file.map, path, file.image, file.hash);
            break;
        case OpenedFile::Kind::LodeRunner:
            opened = openLodeRunnerFile(path, file);
            break;
        case OpenedFile::Kind::Project:
            m_document->resetProject(file.config, file.edits, path);
            break;
        }
    }
    if (opened) {
        addRecentFile(path);
        updateWindowTitle();
    }
    emit fileOpened(path, opened);
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (!m_docksFitted && !m_restoredLayout) {
        m_docksFitted = true;
        // After the first show the docks have their real heights: a pass before it is undone by the
        // layout's first activation.
        QTimer::singleShot(0, this, &MainWindow::fitDocksToWindow);
    }
}

void MainWindow::fitDocksToWindow()
{
    // The parameters take what they need (up to three quarters of the column); the diagnostics get the
    // rest but never less than a readable strip.
    const int column = m_generatorDock->height() + m_diagnosticsDock->height();
    if (column <= 0 || m_generatorDock->isFloating() || m_diagnosticsDock->isFloating())
        return;
    // The parameters scroll inside the panel: ask for all of their height, plus the dock's tab bar.
    QWidget *panel = m_generatorDock->widget();
    int wanted = panel->sizeHint().height() + 60;
    if (const auto *area = panel->findChild<QScrollArea *>(); area && area->widget())
        wanted += std::max(0, area->widget()->sizeHint().height() - area->viewport()->height());
    const int minDiagnostics = 220;
    const int generator = std::clamp(wanted, column / 2, std::max(column / 2, column - minDiagnostics));
    resizeDocks({m_generatorDock, m_diagnosticsDock}, {generator, column - generator}, Qt::Vertical);
}

} // namespace mapsmith
