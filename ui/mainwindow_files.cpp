// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The main window's file commands: open, save, export, recent files.
#include "dialogs/walldialog.h"
#include "dialogs/wallexport.h"
#include "document/filereader.h"
#include "document/mapdocument.h"
#include "document/mapformats.h"
#include "mainwindow.h"
#include "mainwindow_actions.h"
#include "render/palette.h"
#include "render/renderer.h"
#include "render/walljob.h"

#include <mapsmith/generate/registry.h>
#include <mapsmith/io/config.h>
#include <mapsmith/io/loderunner.h>
#include <mapsmith/io/mapfile.h>
#include <mapsmith/io/project.h>
#include <mapsmith/sweep/metrics.h>

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMenu>
#include <QSaveFile>
#include <QSettings>
#include <QStatusBar>

namespace mapsmith {

namespace {

constexpr int kMaxRecentFiles = 10;
const QString kRecentKey = QStringLiteral("recentFiles");

/// Writes `bytes` atomically; an empty string on success, else the message to show.
QString writeFile(const QString &path, const QByteArray &bytes)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
    return {};
}

QString writeImage(const QString &path, const QImage &image)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
    if (!image.save(&file, "PNG") || !file.commit())
        return QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
    return {};
}

} // namespace

// A classic Lode Runner text file may hold many levels: the user picks one, which opens as a hand-made map.
bool MainWindow::openLodeRunnerFile(const QString &path, const OpenedFile &file)
{
    const std::vector<LodeRunnerLevel> *levels = &file.levels;
    int index = 0;
    if (levels->size() > 1) {
        QStringList names;
        for (std::size_t i = 0; i < levels->size(); ++i) {
            const QString title = QString::fromStdString((*levels)[i].title);
            names << (title.isEmpty() ? tr("Level %1").arg(i + 1) : tr("Level %1: %2").arg(i + 1).arg(title));
        }
        index = chooseLevel(names);
        if (index < 0 || index >= names.size())
            return false;
    }
    m_document->resetWithMap((*levels)[static_cast<std::size_t>(index)].map, path);
    return true;
}

int MainWindow::chooseLevel(const QStringList &levels)
{
    if (m_levelChooser)
        return m_levelChooser(levels);
    bool ok = false;
    const QString item = QInputDialog::getItem(
        this, tr("Open Lode Runner Level"),
        tr("This file holds %n level(s). Open:", nullptr, static_cast<int>(levels.size())), levels, 0, false,
        &ok);
    return ok ? static_cast<int>(levels.indexOf(item)) : -1;
}

bool MainWindow::saveConfig()
{
    if (m_document->isProjectFile())
        return saveProjectTo(m_document->fileName());
    if (m_document->fileName().isEmpty() || !m_document->isConfigFile())
        return saveConfigAs();
    return saveConfigTo(m_document->fileName());
}

bool MainWindow::saveConfigAs()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Config"), dialogDirectory(),
                                                      tr("Mapsmith config (*.yaml *.yml)"));
    return !path.isEmpty() && saveConfigTo(path);
}

bool MainWindow::saveConfigTo(const QString &path)
{
    const std::string text = writeConfig(m_document->config(), builtinGenerators());
    const QString error = writeFile(path, QByteArray::fromStdString(text));
    if (!error.isEmpty()) {
        showError(tr("Save Config"), error);
        return false;
    }
    m_document->setFileName(path, true);
    m_document->markClean();
    addRecentFile(path);
    updateWindowTitle();
    if (!m_document->handEdits().empty())
        statusBar()->showMessage(tr("Config saved without the hand edits: export the map to keep them"),
                                 10000);
    return true;
}

void MainWindow::exportMapTo(const QString &path)
{
    startMapExport(path, {});
}

void MainWindow::startMapExport(const QString &path, std::function<void()> written)
{
    // Written off the GUI thread from a copy: a 4096 x 4096 map is tens of megabytes of YAML.
    startWrite(
        path, tr("Export Map"),
        [path, map = m_document->map()] { return writeFile(path, QByteArray::fromStdString(writeMap(map))); },
        std::move(written));
}

bool MainWindow::exportPngTo(const QString &path, int scale)
{
    const QString error = writeImage(path, renderMap(m_document->map(), Palette::builtin(), scale));
    if (!error.isEmpty())
        showError(tr("Export PNG"), error);
    return error.isEmpty();
}

bool MainWindow::exportLodeRunnerTo(const QString &path)
{
    const auto text = writeLodeRunnerLevel(m_document->map());
    const QString error = text ? writeFile(path, QByteArray::fromStdString(*text))
                               : QString::fromStdString(text.error().toString());
    if (!error.isEmpty())
        showError(tr("Export Lode Runner Level"), error);
    return error.isEmpty();
}

void MainWindow::openDialog()
{
    afterSaveQuestion([this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Open Config or Map"), dialogDirectory(),
            tr("Mapsmith YAML (*.yaml *.yml);;Lode Runner levels (*.txt);;Tiled maps (*.tmj *.tmx);;All "
               "files (*)"));
        if (!path.isEmpty())
            openFile(path);
    });
}

void MainWindow::exportMapDialog()
{
    if (!m_document->hasMap())
        return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Map"), dialogDirectory(),
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
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export PNG"), dialogDirectory(), tr("PNG image (*.png)"));
    if (!path.isEmpty())
        exportPngTo(path, scale);
}

void MainWindow::exportLodeRunnerDialog()
{
    if (!m_document->canPaint())
        return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Lode Runner Level"), dialogDirectory(),
                                                      tr("Lode Runner levels (*.txt)"));
    if (!path.isEmpty())
        exportLodeRunnerTo(path);
}

void MainWindow::exportWallDialog()
{
    WallDialog dialog(m_document->config().seed, this);
    dialog.setMetrics(sweep::metricSpecs(m_document->config().generator));
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Thumbnail Wall"), dialogDirectory(),
                                                      tr("PNG image (*.png)"));
    if (path.isEmpty())
        return;
    WallRequest request;
    request.config = m_document->config();
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

QString MainWindow::dialogDirectory() const
{
    const QString file = m_document->fileName();
    return file.isEmpty() ? QDir::homePath() : QFileInfo(file).absolutePath();
}

void MainWindow::addRecentFile(const QString &path)
{
    QSettings settings;
    QStringList files = settings.value(kRecentKey).toStringList();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    settings.setValue(kRecentKey, files);
}

void MainWindow::fillRecentMenu()
{
    QSettings settings;
    QStringList files = settings.value(kRecentKey).toStringList();
    files.erase(
        std::remove_if(files.begin(), files.end(), [](const QString &f) { return !QFileInfo::exists(f); }),
        files.end());
    settings.setValue(kRecentKey, files); // forget the ones that are gone
    m_recentMenu->clear();
    for (int i = 0; i < files.size(); ++i) {
        const QString file = files.at(i);
        QAction *action = m_recentMenu->addAction(
            QStringLiteral("&%1 %2").arg(i + 1 == 10 ? 0 : i + 1).arg(QFileInfo(file).fileName()));
        action->setToolTip(QDir::toNativeSeparators(file));
        action->setStatusTip(QDir::toNativeSeparators(file));
        connect(action, &QAction::triggered, this,
                [this, file] { afterSaveQuestion([this, file] { openFile(file); }); });
    }
    if (files.isEmpty())
        m_recentMenu->addAction(tr("No recent files"))->setEnabled(false);
    m_recentMenu->addSeparator();
    m_recentMenu->addAction(m_actions->clearRecent);
    m_actions->clearRecent->setEnabled(!files.isEmpty());
}

void MainWindow::clearRecentFiles()
{
    QSettings().remove(kRecentKey);
}

} // namespace mapsmith
