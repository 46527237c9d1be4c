// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "shell/fileopener.h"

#include "dialogs/tilemappingdialog.h"
#include "document/filereader.h"
#include "document/mapdocument.h"
#include "document/mapformats.h"

#include <mapsmith/io/tiledart.h>

#include <QFileInfo>
#include <QInputDialog>

namespace mapsmith {

namespace {

QString titleFor(OpenedFile::Kind kind)
{
    switch (kind) {
    case OpenedFile::Kind::Unreadable:
        return FileOpener::tr("Open File");
    case OpenedFile::Kind::Config:
        return FileOpener::tr("Open Config");
    case OpenedFile::Kind::Map:
        return FileOpener::tr("Open Map");
    case OpenedFile::Kind::Tiled:
        return FileOpener::tr("Import Tiled Map");
    case OpenedFile::Kind::LodeRunner:
        return FileOpener::tr("Open Lode Runner Levels");
    case OpenedFile::Kind::Project:
        return FileOpener::tr("Open Project");
    }
    return FileOpener::tr("Open File");
}

} // namespace

FileOpener::FileOpener(MapDocument *document, QWidget *dialogParent)
    : QObject(dialogParent), m_document(document), m_dialogParent(dialogParent),
      m_reader(new FileReader(this))
{
    connect(m_reader, &FileReader::finished, this, &FileOpener::read);
}

void FileOpener::open(const QString &path)
{
    cancel(); // the newest open wins
    m_reader->start(path);
    emit busyChanged();
}

void FileOpener::openWith(const QString &path, const TileMapping &mapping)
{
    cancel();
    m_reader->start(path, mapping);
    emit busyChanged();
}

void FileOpener::declineMapping(const QString &path)
{
    emit statusMessage(tr("Import cancelled"), 5000);
    emit opened(path, false);
}

bool FileOpener::isBusy() const
{
    return m_reader->isBusy();
}

QString FileOpener::path() const
{
    return m_reader->path();
}

void FileOpener::cancel()
{
    if (!m_reader->isBusy())
        return;
    const QString path = m_reader->path();
    m_reader->cancel();
    emit busyChanged();
    emit statusMessage(tr("Opening cancelled"), 5000);
    emit opened(path, false);
}

void FileOpener::read(const OpenedFile &file)
{
    emit busyChanged();
    const QString path = m_reader->path();
    bool ok = file.error.isEmpty();
    if (!ok) {
        emit errorOccurred(titleFor(file.kind), file.error);
    } else {
        switch (file.kind) {
        case OpenedFile::Kind::Unreadable:
            ok = false;
            break;
        case OpenedFile::Kind::Config:
            m_document->reset(file.config, path);
            break;
        case OpenedFile::Kind::Tiled:
            if (file.needsMapping) {
                emit mappingNeeded(path, file); // pending: openWith() reads it again with the answer
                return;
            }
            m_document->resetWithMap(file.map, path, file.image, file.hash);
            reportTiledImport(file);
            break;
        case OpenedFile::Kind::Map:
            m_document->resetWithMap(file.map, path, file.image, file.hash);
            break;
        case OpenedFile::Kind::LodeRunner:
            ok = openLodeRunner(path, file);
            break;
        case OpenedFile::Kind::Project:
            m_document->resetProject(file.config, file.edits, path);
            break;
        }
    }
    emit opened(path, ok);
}

void FileOpener::reportTiledImport(const OpenedFile &file)
{
    const TiledArt *art = file.map.art.tiled.get();
    if (!art)
        return;
    emit statusMessage(tr("Imported %1: walls from %2")
                           .arg(QFileInfo(QString::fromStdString(art->file)).fileName(),
                                QString::fromStdString(art->basisText)),
                       8000);
}

// A classic Lode Runner text file may hold many levels: the user picks one, which opens as a hand-made map.
bool FileOpener::openLodeRunner(const QString &path, const OpenedFile &file)
{
    const std::vector<LodeRunnerLevel> &levels = file.levels;
    int index = 0;
    if (levels.size() > 1) {
        QStringList names;
        for (std::size_t i = 0; i < levels.size(); ++i) {
            const QString title = QString::fromStdString(levels[i].title);
            names << (title.isEmpty() ? tr("Level %1").arg(i + 1) : tr("Level %1: %2").arg(i + 1).arg(title));
        }
        index = chooseLevel(names);
        if (index < 0 || index >= names.size())
            return false;
    }
    m_document->resetWithMap(levels[static_cast<std::size_t>(index)].map, path);
    return true;
}

int FileOpener::chooseLevel(const QStringList &levels)
{
    if (m_levelChooser)
        return m_levelChooser(levels);
    bool ok = false;
    const QString item = QInputDialog::getItem(
        m_dialogParent, tr("Open Lode Runner Level"),
        tr("This file holds %n level(s). Open:", nullptr, static_cast<int>(levels.size())), levels, 0, false,
        &ok);
    return ok ? static_cast<int>(levels.indexOf(item)) : -1;
}

} // namespace mapsmith
