// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The main window's writes off the GUI thread (Export Map, the Tiled export): startWrite hands a job that
// owns a copy of the map to a FileWriter and returns; the message box, the status line and fileWritten come
// when it ends. No local event loop waits for a write, so nothing can run inside an export; what must come
// after one (the close that asked for it, an open) chains on its end instead.
#include "document/filewriter.h"
#include "mainwindow.h"

namespace mapsmith {

void MainWindow::createFileWriter()
{
    m_fileWriter = new FileWriter(this);
}

bool MainWindow::isWritingFile() const
{
    return m_fileWriter->isBusy();
}

void MainWindow::startWrite(const QString &path, const QString &title, std::function<QString()> job,
                            std::function<void()> written)
{
    auto ended = [this, path, title, written = std::move(written)](const QString &error) {
        updateFileBusy();
        if (!error.isEmpty()) {
            m_closeWhenWritten = false; // the user must see why before deciding again
            showError(title, error);
        } else if (written) {
            written();
        }
        emit fileWritten(path, error.isEmpty());
        // QSaveFile leaves the file whole only once committed: a close that came meanwhile happens now.
        if (m_closeWhenWritten && !isWritingFile()) {
            m_closeWhenWritten = false;
            close();
        }
    };
    m_fileWriter->start(std::move(job), std::move(ended));
    updateFileBusy();
}

} // namespace mapsmith
