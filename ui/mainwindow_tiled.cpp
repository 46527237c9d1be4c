// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The main window's Tiled commands: import and export .tmj/.tmx through ui/document/mapformats (what
// `mapsmith convert` runs), the tile mapping dialog (asked when an imported map says nothing about its
// walls), and the view's tile art with its walkability toggle.
#include "dialogs/tilemappingdialog.h"
#include "document/filereader.h"
#include "document/mapdocument.h"
#include "document/mapformats.h"
#include "mainwindow.h"
#include "render/tiledart.h"
#include "shell/actions.h"
#include "view/mapview.h"
#include "view/tiledartoverlay.h"

#include <mapsmith/io/tiledart.h>

#include <QAction>
#include <QFileDialog>
#include <QMenu>
#include <QSettings>
#include <QStatusBar>

namespace mapsmith {

namespace {

const QString kWalkabilityKey = QStringLiteral("view/walkability");

} // namespace

void MainWindow::createTiledArt()
{
    m_tiledArt = new TiledArtOverlay(m_document, this);
    m_tiledArt->setShowWalkability(QSettings().value(kWalkabilityKey, false).toBool());
    m_view->addOverlay(m_tiledArt);
    connect(m_tiledArt, &TiledArtOverlay::picturesReady, this, [this] {
        const QStringList missing = m_tiledArt->missingImages();
        if (!missing.isEmpty())
            statusBar()->showMessage(
                tr("Tile images not found (drawn as a checker): %1").arg(missing.join(QStringLiteral("; "))),
                15000);
    });
}

void MainWindow::createTiledArtMenu()
{
    QAction *walkability = m_actions->walkability;
    walkability->setChecked(m_tiledArt->showsWalkability());
    connect(walkability, &QAction::toggled, this, [this](bool on) {
        m_tiledArt->setShowWalkability(on);
        QSettings().setValue(kWalkabilityKey, on);
    });
    m_viewMenu->insertAction(m_viewMenu->actions().value(3), walkability);
}

void MainWindow::importTiledMap(const QString &path)
{
    openFile(path); // read off the GUI thread; a map that says nothing about its walls asks (askTileMapping)
}

void MainWindow::importTiledMapWith(const QString &path, const TileMapping &mapping)
{
    m_opener->openWith(path, mapping);
}

void MainWindow::askTileMapping(const QString &path, const OpenedFile &file)
{
    // Window-modal and not exec(): no nested event loop; the answer reads the map again.
    auto *dialog = new TileMappingDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setObjectName(QStringLiteral("importMappingDialog"));
    // A mapping file the user saved fills in what it knows; the built-in one knows nothing of this map.
    const auto active =
        activeTileMappingPath().isEmpty() ? Result<TileMapping>(TileMapping{}) : activeTileMapping();
    dialog->askForImport(file.map.art.tiled->doc, *file.pictures, file.map.art.tiled->usedGids,
                         active ? *active : TileMapping{});
    connect(dialog, &QDialog::accepted, this, [this, dialog, path] {
        QString error;
        const auto mapping = dialog->mapping(&error);
        if (mapping) {
            m_opener->openWith(path, *mapping);
        } else {
            showError(tr("Import Tiled Map"), error);
            m_opener->declineMapping(path);
        }
    });
    connect(dialog, &QDialog::rejected, this, [this, path] { m_opener->declineMapping(path); });
    dialog->open();
}

void MainWindow::exportTiledTo(const QString &path)
{
    m_saver->exportTiledTo(path);
}

void MainWindow::importTiledDialog()
{
    afterSaveQuestion([this] {
        const QString path =
            QFileDialog::getOpenFileName(this, tr("Import Tiled Map"), dialogDirectory(),
                                         tr("Tiled maps (*.tmj *.tmx *.tmj.gz *.tmx.gz);;All files (*)"));
        if (!path.isEmpty())
            importTiledMap(path);
    });
}

void MainWindow::exportTiledDialog()
{
    if (!m_document->canPaint())
        return;
    QString selected;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Tiled Map"),
                                                      m_saver->suggestedPath(QStringLiteral("tmj")),
                                                      tr("Tiled JSON (*.tmj);;Tiled XML (*.tmx)"), &selected);
    if (path.isEmpty())
        return;
    // No extension typed: take the chosen filter's.
    const bool typed = mapFormatForPath(path) == MapFormat::Tmj || mapFormatForPath(path) == MapFormat::Tmx;
    exportTiledTo(typed ? path : path + (selected.contains(QLatin1String("tmx")) ? ".tmx" : ".tmj"));
}

void MainWindow::tileMappingDialog()
{
    TileMappingDialog dialog(this);
    dialog.exec();
}

} // namespace mapsmith
