// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The main window's Open: the file is read, parsed and rendered by a FileReader off the GUI thread; the
// document changes only when the result arrives, so an error or a cancel leaves it exactly as it was.
// Also the first-show sizing pass of the right-hand docks.
#include "dialogs/tilemappingdialog.h"
#include "document/filereader.h"
#include "document/mapdocument.h"
#include "document/mapformats.h"
#include "mainwindow.h"

#include <QDockWidget>
#include <QEventLoop>
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

bool MainWindow::openFile(const QString &path)
{
    bool opened = false;
    bool finished = false;
    QEventLoop loop;
    startOpenFile(path, [&](bool ok) {
        opened = ok;
        finished = true;
        loop.quit();
    });
    if (!finished)
        loop.exec(); // the event loop turns: the window repaints and Cancel works while the file is read
    return opened;
}

void MainWindow::startOpenFile(const QString &path, std::function<void(bool)> done)
{
    cancelOpenFile();
    const auto finish = [&done](bool opened) {
        if (done)
            done(opened);
    };
    std::optional<TileMapping> mapping;
    if (const auto format = mapFormatForPath(path); format == MapFormat::Tmj || format == MapFormat::Tmx) {
        auto active = activeTileMapping();
        if (!active) {
            showError(tr("Import Tiled Map"), QString::fromStdString(active.error().toString()));
            finish(false);
            return;
        }
        mapping = *active;
    }
    m_openDone = std::move(done);
    m_fileReader->start(path, mapping);
    setOpening(true);
    m_openLabel->setText(tr("Opening %1…").arg(QFileInfo(path).fileName()));
}

bool MainWindow::isOpeningFile() const
{
    return m_fileReader->isBusy();
}

void MainWindow::cancelOpenFile()
{
    if (!m_fileReader->isBusy())
        return;
    m_fileReader->cancel();
    setOpening(false);
    statusBar()->showMessage(tr("Opening cancelled"), 5000);
    if (auto done = std::exchange(m_openDone, {}))
        done(false);
}

void MainWindow::setOpening(bool opening)
{
    // The document must not change under the read: lock every part that edits it.
    centralWidget()->setEnabled(!opening);
    menuBar()->setEnabled(!opening);
    for (QDockWidget *dock : findChildren<QDockWidget *>())
        dock->setEnabled(!opening);
    for (QToolBar *bar : findChildren<QToolBar *>())
        bar->setEnabled(!opening);
    m_openProgress->setVisible(opening);
    // A write (no read running) cannot be cancelled half-way: no Cancel for it.
    m_openProgress->findChild<QPushButton *>(QStringLiteral("cancelOpen"))
        ->setVisible(m_fileReader->isBusy());
    if (opening && !m_fileReader->isBusy())
        m_openLabel->setText(tr("Writing…"));
}

void MainWindow::fileRead(const OpenedFile &file)
{
    setOpening(false);
    const QString path = m_fileReader->path();
    auto done = std::exchange(m_openDone, {});
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
        case OpenedFile::Kind::Map:
        case OpenedFile::Kind::Tiled:
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
    if (done)
        done(opened);
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
