// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The main window's Tiled commands: import and export .tmj/.tmx through ui/document/mapformats (what
// `mapsmith convert` runs), and the tile mapping dialog.
#include "dialogs/tilemappingdialog.h"
#include "document/backgroundjob.h"
#include "document/mapdocument.h"
#include "document/mapformats.h"
#include "mainwindow.h"

#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QStatusBar>

namespace mapsmith {

bool MainWindow::importTiledMap(const QString &path)
{
    return openFile(path); // read off the GUI thread, through the active tile mapping
}

bool MainWindow::exportTiledTo(const QString &path)
{
    const auto mapping = activeTileMapping();
    setOpening(true); // written off the GUI thread from a copy; the window stays locked meanwhile
    const Status written = mapping ? runWithEventLoop<Status>([path, map = m_document->map(), m = *mapping] {
        return writeMapFile(map, path, m);
    })
                                   : Status(mapping.error());
    setOpening(false);
    if (!written) {
        showError(tr("Export Tiled Map"), QString::fromStdString(written.error().toString()));
        return false;
    }
    statusBar()->showMessage(tr("Exported %1 and its tileset %2")
                                 .arg(QFileInfo(path).fileName(), QFileInfo(tilesetPathFor(path)).fileName()),
                             5000);
    return true;
}

void MainWindow::importTiledDialog()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Import Tiled Map"), dialogDirectory(),
                                                      tr("Tiled maps (*.tmj *.tmx);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

void MainWindow::exportTiledDialog()
{
    if (!m_document->canPaint())
        return;
    QString selected;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Tiled Map"), dialogDirectory(),
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
