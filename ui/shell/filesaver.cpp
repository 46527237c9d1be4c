// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "shell/filesaver.h"

#include "dialogs/tilemappingdialog.h"
#include "document/filewriter.h"
#include "document/mapdocument.h"
#include "document/mapformats.h"
#include "document/projectfile.h"
#include "document/tilesetsource.h"
#include "i18n/coremessages.h"
#include "render/palette.h"
#include "render/renderer.h"
#include "render/tiledart.h"

#include <mapsmith/generate/registry.h>
#include <mapsmith/io/config.h>
#include <mapsmith/io/loderunner.h>
#include <mapsmith/io/mapfile.h>

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QSaveFile>

namespace mapsmith {

namespace {

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

FileSaver::FileSaver(MapDocument *document, QWidget *dialogParent)
    : QObject(dialogParent), m_document(document), m_dialogParent(dialogParent),
      m_writer(new FileWriter(this))
{
}

FileSaver::~FileSaver() = default;

bool FileSaver::isWriting() const
{
    return m_writer->isBusy();
}

QString FileSaver::dialogDirectory() const
{
    const QString file = m_document->fileName();
    return file.isEmpty() ? QDir::homePath() : QFileInfo(file).absolutePath();
}

QString FileSaver::suggestedPath(const QString &suffix, const QString &tail) const
{
    QString base = QFileInfo(m_document->fileName()).completeBaseName();
    if (base.endsWith(QLatin1String(".mapsmith")))
        base.chop(9); // a project's double suffix
    if (base.isEmpty())
        base = m_document->isGenerated() ? QStringLiteral("%1_%2")
                                               .arg(QString::fromStdString(m_document->config().generator))
                                               .arg(m_document->config().seed)
                                         : QStringLiteral("map");
    return QDir(dialogDirectory()).filePath(base + tail + u'.' + suffix);
}

bool FileSaver::saveConfig()
{
    if (m_document->isProjectFile())
        return saveProjectTo(m_document->fileName());
    if (m_document->fileName().isEmpty() || !m_document->isConfigFile())
        return saveConfigAs();
    return saveConfigTo(m_document->fileName());
}

bool FileSaver::saveConfigAs()
{
    const QString path =
        QFileDialog::getSaveFileName(m_dialogParent, tr("Save Config"), suggestedPath(QStringLiteral("yaml")),
                                     tr("Mapsmith config (*.yaml *.yml)"));
    return !path.isEmpty() && saveConfigTo(path);
}

bool FileSaver::saveConfigTo(const QString &path)
{
    Config config = m_document->config();
    rebaseTilesetSource(config, m_document->fileName(), path);
    const std::string text = writeConfig(config, builtinGenerators());
    const QString error = writeFile(path, QByteArray::fromStdString(text));
    if (!error.isEmpty()) {
        emit errorOccurred(tr("Save Config"), error);
        return false;
    }
    m_document->setFileName(path, true);
    m_document->markClean();
    emit saved(path);
    if (!m_document->handEdits().empty())
        emit statusMessage(tr("Config saved without the hand edits: export the map to keep them"), 10000);
    return true;
}

bool FileSaver::saveProject()
{
    if (m_document->fileName().isEmpty() || !m_document->isProjectFile())
        return saveProjectAs();
    return saveProjectTo(m_document->fileName());
}

bool FileSaver::saveProjectAs()
{
    QString path = QFileDialog::getSaveFileName(m_dialogParent, tr("Save Project"),
                                                suggestedPath(QStringLiteral("mapsmith.yaml")),
                                                tr("Mapsmith project (*.mapsmith.yaml *.yaml)"));
    if (path.isEmpty())
        return false;
    if (!path.contains(u'.'))
        path += QStringLiteral(".mapsmith.yaml");
    return saveProjectTo(path);
}

bool FileSaver::saveProjectTo(const QString &path)
{
    if (!m_document->isGenerated()) {
        emit errorOccurred(tr("Save Project"), tr("This map was not made by a generator, so a project cannot "
                                                  "hold it: export the map to keep it."));
        return false;
    }
    if (const QString error = writeFile(path, projectText(*m_document, path)); !error.isEmpty()) {
        emit errorOccurred(tr("Save Project"), error);
        return false;
    }
    m_document->setProjectFileName(path);
    m_document->markClean();
    emit saved(path);
    return true;
}

void FileSaver::exportMapTo(const QString &path, std::function<void()> then)
{
    startWrite(
        path, tr("Export Map"),
        [path, map = m_document->map()] { return writeFile(path, QByteArray::fromStdString(writeMap(map))); },
        std::move(then));
}

bool FileSaver::exportPngTo(const QString &path, int scale)
{
    const QString error = writeImage(path, renderMap(m_document->map(), Palette::builtin(), scale));
    if (!error.isEmpty())
        emit errorOccurred(tr("Export PNG"), error);
    return error.isEmpty();
}

bool FileSaver::exportLodeRunnerTo(const QString &path)
{
    const auto text = writeLodeRunnerLevel(m_document->map());
    const QString error = text ? writeFile(path, QByteArray::fromStdString(*text)) : trError(text.error());
    if (!error.isEmpty())
        emit errorOccurred(tr("Export Lode Runner Level"), error);
    return error.isEmpty();
}

void FileSaver::exportTiledTo(const QString &path)
{
    // A mapping that cannot be had fails the way a write does, so written() reports every end alike.
    auto mapping = activeTileMapping();
    // A Tiled map read from a file is written back with its own tilesets; others get a tileset image.
    const bool ownTilesets = hasTileArt(m_document->map());
    const auto then = [this, path, ownTilesets] {
        emit statusMessage(
            ownTilesets ? tr("Exported %1").arg(QFileInfo(path).fileName())
                        : tr("Exported %1 and its tileset %2")
                              .arg(QFileInfo(path).fileName(), QFileInfo(tilesetPathFor(path)).fileName()),
            5000);
    };
    startWrite(
        path, tr("Export Tiled Map"),
        [path, map = m_document->map(), mapping = std::move(mapping)] {
            const Status status = mapping ? writeMapFile(map, path, *mapping) : Status(mapping.error());
            return status ? QString() : trError(status.error());
        },
        then);
}

void FileSaver::startWrite(const QString &path, const QString &title, std::function<QString()> job,
                           std::function<void()> then)
{
    auto ended = [this, path, title, then = std::move(then)](const QString &error) {
        emit busyChanged();
        if (!error.isEmpty()) {
            m_closeWhenWritten = false; // the user must see why before deciding again
            emit errorOccurred(title, error);
        } else if (then) {
            then();
        }
        emit written(path, error.isEmpty());
        // QSaveFile leaves the file whole only once committed: a close that came meanwhile happens now.
        if (m_closeWhenWritten && !isWriting()) {
            m_closeWhenWritten = false;
            emit closeReady();
        }
    };
    m_writer->start(std::move(job), std::move(ended));
    emit busyChanged();
}

QMessageBox::StandardButton FileSaver::ask(const QString &text)
{
    if (m_saveQuestion)
        return m_saveQuestion(text);
    return QMessageBox::question(m_dialogParent, tr("Unsaved changes"), text,
                                 QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel,
                                 QMessageBox::Save);
}

void FileSaver::afterSaveQuestion(std::function<void()> action)
{
    if (askToSave(action) == SaveAnswer::Proceed)
        action();
}

FileSaver::SaveAnswer FileSaver::askToSave(std::function<void()> afterExport)
{
    const auto proceedIf = [](bool yes) { return yes ? SaveAnswer::Proceed : SaveAnswer::Stop; };
    if (!m_document->isDirty())
        return SaveAnswer::Proceed;
    if (m_document->isGenerated() && !m_document->isBaked() &&
        (m_document->isProjectFile() || !m_document->handEdits().empty())) {
        const auto answer = ask(tr("The project has been modified.\nDo you want to save your changes?"));
        return proceedIf(answer == QMessageBox::Save ? saveProject() : answer == QMessageBox::Discard);
    }
    const bool mapOnly = !m_document->isGenerated() || m_document->isBaked();
    const auto answer = ask(mapOnly ? tr("The map has changes that only an exported map file keeps.\n"
                                         "Do you want to export the map?")
                                    : tr("The config has been modified.\nDo you want to save your changes?"));
    if (answer == QMessageBox::Save && mapOnly) {
        const QString path = QFileDialog::getSaveFileName(
            m_dialogParent, tr("Export Map"), suggestedPath(QStringLiteral("yaml"), QStringLiteral("_map")),
            tr("Mapsmith map (*.yaml *.yml)"));
        if (path.isEmpty())
            return SaveAnswer::Stop;
        exportMapTo(path, std::move(afterExport)); // a big map takes a while: written in the background
        return SaveAnswer::Exporting;
    }
    if (answer == QMessageBox::Save)
        return proceedIf(saveConfig());
    return proceedIf(answer == QMessageBox::Discard);
}

} // namespace mapsmith
