// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The main window's file dialogs: each asks for a file (and a scale, a seed range) and hands it to the file
// parts (shell/fileopener, shell/filesaver), which do the work.
#include "dialogs/walldialog.h"
#include "dialogs/wallexport.h"
#include "document/mapdocument.h"
#include "mainwindow.h"
#include "panels/reprohash.h"
#include "render/walljob.h"
#include "shell/actions.h"

#include <mapsmith/sweep/metrics.h>

#include <QFile>
#include <QFileDialog>
#include <QInputDialog>

namespace mapsmith {

bool MainWindow::saveConfig()
{
    return m_saver->saveConfig();
}

bool MainWindow::saveConfigAs()
{
    return m_saver->saveConfigAs();
}

bool MainWindow::saveConfigTo(const QString &path)
{
    return m_saver->saveConfigTo(path);
}

void MainWindow::exportMapTo(const QString &path)
{
    m_saver->exportMapTo(path);
}

bool MainWindow::exportPngTo(const QString &path, int scale)
{
    return m_saver->exportPngTo(path, scale);
}

bool MainWindow::exportLodeRunnerTo(const QString &path)
{
    return m_saver->exportLodeRunnerTo(path);
}

void MainWindow::openDialog()
{
    afterSaveQuestion([this] {
        const QString path =
            QFileDialog::getOpenFileName(this, tr("Open Config or Map"), dialogDirectory(), openFilter());
        if (!path.isEmpty())
            openFile(path);
    });
}

void MainWindow::exportMapDialog()
{
    if (!m_document->hasMap())
        return;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Map"), m_saver->suggestedPath(QStringLiteral("yaml"), QStringLiteral("_map")),
        tr("Mapsmith map (*.yaml *.yml)"));
    if (!path.isEmpty())
        exportMapTo(path);
}

void MainWindow::exportPngDialog()
{
    if (!m_document->hasMap())
        return;
    bool ok = false;
    const int scale = QInputDialog::getInt(this, tr("Export PNG"), tr("Pixels per tile:"), 8, 1, 64, 1, &ok);
    if (!ok)
        return;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export PNG"), m_saver->suggestedPath(QStringLiteral("png")), tr("PNG image (*.png)"));
    if (!path.isEmpty())
        exportPngTo(path, scale);
}

void MainWindow::exportLodeRunnerDialog()
{
    if (!m_document->canPaint())
        return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Lode Runner Level"),
                                                      m_saver->suggestedPath(QStringLiteral("txt")),
                                                      tr("Lode Runner levels (*.txt)"));
    if (!path.isEmpty())
        exportLodeRunnerTo(path);
}

void MainWindow::exportWallDialog()
{
    WallDialog dialog(m_document->config().seed, this);
    dialog.setMetrics(sweep::metricSpecs(m_document->config().generator));
    dialog.addHashLine(
        new ReproHashLabel(m_document, &dialog)); // the reproducibility check, off the GUI thread
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Thumbnail Wall"),
        m_saver->suggestedPath(QStringLiteral("png"), QStringLiteral("_wall")), tr("PNG image (*.png)"));
    if (path.isEmpty())
        return;
    WallRequest request;
    request.config = m_document->config();
    request.configFile = QFile::encodeName(m_document->fileName()).toStdString();
    request.firstSeed = dialog.firstSeed();
    request.lastSeed = dialog.lastSeed();
    request.options.columns = dialog.columns();
    request.options.scale = dialog.scale();
    request.metric = dialog.metric();
    request.badges = dialog.badges();
    startWallExport(request, path, this, [this](const QString &error) {
        if (!error.isEmpty())
            showError(tr("Export Thumbnail Wall"), error);
    });
}

QString MainWindow::openFilter()
{
    return tr("All supported files (*.yaml *.yml *.txt *.tmj *.tmx *.gz);;Mapsmith YAML (*.yaml *.yml);;"
              "Lode Runner levels (*.txt);;Tiled maps (*.tmj *.tmx *.tmj.gz *.tmx.gz);;All files (*)");
}

QString MainWindow::dialogDirectory() const
{
    return m_saver->dialogDirectory();
}

} // namespace mapsmith
