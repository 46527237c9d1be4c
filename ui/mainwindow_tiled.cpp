// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The main window's Tiled commands: import and export .tmj/.tmx through ui/document/mapformats (what
// `mapsmith convert` runs), and the tile mapping dialog.
#include "dialogs/tilemappingdialog.h"
#include "document/mapdocument.h"
#include "document/mapformats.h"
#include "mainwindow.h"

#include <QFileDialog>

namespace mapsmith {

void MainWindow::importTiledMap(const QString &path)
{
    openFile(path); // read off the GUI thread, through the active tile mapping
}

void MainWindow::exportTiledTo(const QString &path)
{
    m_saver->exportTiledTo(path);
}

void MainWindow::importTiledDialog()
{
    afterSaveQuestion([this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Import Tiled Map"), dialogDirectory(),
                                                          tr("Tiled maps (*.tmj *.tmx);;All files (*)"));
        if (!path.isEmpty())
            importTiledMap(path);
    });
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
