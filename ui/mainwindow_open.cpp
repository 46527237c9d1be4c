// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The main window's file parts (shell/: Open, Save and Export, recovery) wired to the window: their errors
// go to the message sink, their notes to the status bar, their busy state locks the editor.
#include "document/mapdocument.h"
#include "mainwindow.h"
#include "shell/recentfiles.h"

#include <QDockWidget>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenuBar>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QStatusBar>
#include <QToolBar>

#include <type_traits>

namespace mapsmith {

void MainWindow::createFileParts()
{
    m_opener = new FileOpener(m_document, this);
    m_saver = new FileSaver(m_document, this);
    m_recovery = new Recovery(m_document, this);
    const auto feedback = [this](auto *part) {
        using Part = std::remove_pointer_t<decltype(part)>;
        connect(part, &Part::errorOccurred, this, &MainWindow::showError);
        connect(part, &Part::statusMessage, this, &MainWindow::showStatus);
    };
    feedback(m_opener);
    feedback(m_saver);
    feedback(m_recovery);
    connect(m_opener, &FileOpener::busyChanged, this, &MainWindow::updateFileBusy);
    connect(m_opener, &FileOpener::mappingNeeded, this, &MainWindow::askTileMapping);
    connect(m_saver, &FileSaver::busyChanged, this, &MainWindow::updateFileBusy);
    connect(m_opener, &FileOpener::opened, this, [this](const QString &path, bool ok) {
        if (ok) {
            RecentFiles::add(path);
            updateWindowTitle();
        }
        emit fileOpened(path, ok);
    });
    connect(m_saver, &FileSaver::saved, this, [this](const QString &path) {
        RecentFiles::add(path);
        updateWindowTitle();
    });
    connect(m_saver, &FileSaver::written, this, &MainWindow::fileWritten);
    connect(m_saver, &FileSaver::closeReady, this, &MainWindow::close);
    connect(m_recovery, &Recovery::recovered, this, &MainWindow::updateWindowTitle);
}

void MainWindow::createOpenProgress()
{
    m_openProgress = new QWidget(this);
    m_openProgress->setObjectName(QStringLiteral("openProgress"));
    auto *layout = new QHBoxLayout(m_openProgress);
    layout->setContentsMargins(0, 0, 0, 0);
    m_openLabel = new QLabel(m_openProgress);
    auto *bar = new QProgressBar(m_openProgress);
    bar->setRange(0, 0); // parsing has no steps to count: a busy bar
    bar->setMaximumWidth(120);
    auto *cancel = new QPushButton(m_openProgress);
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
    m_opener->open(path);
}

bool MainWindow::isOpeningFile() const
{
    return m_opener->isBusy();
}

void MainWindow::cancelOpenFile()
{
    m_opener->cancel();
}

bool MainWindow::isWritingFile() const
{
    return m_saver->isWriting();
}

void MainWindow::updateFileBusy()
{
    const bool reading = m_opener->isBusy();
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
    auto *cancel = m_openProgress->findChild<QPushButton *>(QStringLiteral("cancelOpen"));
    cancel->setVisible(reading);
    cancel->setText(tr("Cancel"));
    m_openLabel->setText(reading ? tr("Opening %1…").arg(QFileInfo(m_opener->path()).fileName())
                                 : tr("Writing…"));
}

} // namespace mapsmith
