// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "document/filereader.h"

#include "document/mapformats.h"
#include "document/projectfile.h"
#include "i18n/coremessages.h"
#include "render/palette.h"
#include "render/renderer.h"
#include "render/tiledart.h"

#include <mapsmith/generate/registry.h>
#include <mapsmith/io/mapfile.h>
#include <mapsmith/io/project.h>
#include <mapsmith/io/tiledart.h>
#include <mapsmith/map/hash.h>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QRegularExpression>
#include <QtConcurrent>

namespace mapsmith {

namespace {

std::string_view view(const QByteArray &bytes)
{
    return {bytes.constData(), static_cast<std::size_t>(bytes.size())};
}

bool looksLikeMapFile(const QByteArray &text)
{
    static const QRegularExpression kind(QStringLiteral("^kind\\s*:"), QRegularExpression::MultilineOption);
    return kind.match(QString::fromUtf8(text)).hasMatch();
}

OpenedFile::Kind kindOf(const QString &path, const QByteArray &text)
{
    const auto format = mapFormatForPath(path);
    if (format == MapFormat::Tmj || format == MapFormat::Tmx)
        return OpenedFile::Kind::Tiled;
    if (path.endsWith(QLatin1String(".txt"), Qt::CaseInsensitive))
        return OpenedFile::Kind::LodeRunner;
    if (looksLikeProject(view(text)))
        return OpenedFile::Kind::Project;
    return looksLikeMapFile(text) ? OpenedFile::Kind::Map : OpenedFile::Kind::Config;
}

/// Parses `text` as `out.kind`; sets out.error on failure.
void parse(OpenedFile &out, const QString &path, const QByteArray &text,
           const std::optional<TileMapping> &mapping)
{
    const QString fileName = QFileInfo(path).fileName();
    const std::string name = fileName.toStdString();
    const auto fail = [&out](const Error &error) { out.error = trError(error); };
    switch (out.kind) {
    case OpenedFile::Kind::Unreadable:
        break;
    case OpenedFile::Kind::Tiled: {
        // The whole path: a Tiled map's tilesets, images and templates are found beside it.
        auto map = readMapBytes(text, path, mapFormatForPath(path).value_or(MapFormat::Tmx), mapping);
        if (!map) {
            Error error = map.error();
            if (error.file == QFile::encodeName(path).toStdString())
                error.file =
                    name; // messages name the map as for every other format; a tileset keeps its path
            fail(error);
            break;
        }
        out.map = std::move(*map);
        const TiledArt *art = out.map.art.tiled.get();
        if (!mapping && art && art->basis == TiledBasis::Nothing && !art->usedGids.empty()) {
            out.needsMapping = true;
            out.pictures = TiledPictures::load(art->doc, Palette::builtin());
        }
        break;
    }
    case OpenedFile::Kind::LodeRunner: {
        auto levels = readLodeRunnerText(view(text), name);
        if (levels)
            out.levels = std::move(*levels);
        else
            fail(levels.error());
        break;
    }
    case OpenedFile::Kind::Project: {
        auto project = readProject(view(text), name, builtinGenerators());
        if (project) {
            out.config = project->config;
            out.edits = std::move(project->edits);
        } else {
            fail(project.error());
        }
        break;
    }
    case OpenedFile::Kind::Map: {
        auto map = readMap(view(text), name, builtinGenerators());
        if (map)
            out.map = std::move(*map);
        else
            fail(map.error());
        break;
    }
    case OpenedFile::Kind::Config: {
        auto config = readConfig(view(text), name, builtinGenerators());
        if (config)
            out.config = std::move(*config);
        else
            fail(config.error());
        break;
    }
    }
}

} // namespace

OpenedFile readDocumentFile(const QString &path, const std::optional<TileMapping> &mapping,
                            const std::atomic<bool> &cancel)
{
    OpenedFile out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        out.error = QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return out;
    }
    if (file.size() > static_cast<qint64>(kMaxTextFileBytes)) { // refused before reading: see RELIABILITY.md
        out.error =
            QCoreApplication::translate("mapsmith::MainWindow",
                                        "%1: the file is %2 MB, more than the %3 MB a Mapsmith file may have")
                .arg(QFileInfo(path).fileName())
                .arg(file.size() >> 20)
                .arg(kMaxTextFileBytes >> 20);
        return out;
    }
    const QByteArray text = file.readAll();
    if (cancel)
        return out;
    out.kind = kindOf(path, text);
    parse(out, path, text, mapping);
    if (cancel || !out.error.isEmpty())
        return out;
    if (out.kind == OpenedFile::Kind::Map || out.kind == OpenedFile::Kind::Tiled) {
        out.image = renderForView(out.map, Palette::builtin());
        out.hash = mapHash(out.map);
    }
    return out;
}

FileReader::FileReader(QObject *parent) : QObject(parent)
{
    m_pool.setMaxThreadCount(1);
}

FileReader::~FileReader()
{
    cancel();
    m_pool.waitForDone(); // the read stops at its next step; its result is dropped
}

void FileReader::start(const QString &path, const std::optional<TileMapping> &mapping)
{
    cancel();
    const quint64 serial = ++m_serial;
    auto flag = std::make_shared<std::atomic<bool>>(false);
    m_cancel = flag;
    m_busy = true;
    m_path = path;
    auto *watcher = new QFutureWatcher<OpenedFile>(this);
    connect(watcher, &QFutureWatcher<OpenedFile>::finished, this, [this, watcher, serial] {
        watcher->deleteLater();
        if (serial != m_serial || !m_busy)
            return; // cancelled or replaced: the document stays as it was
        m_busy = false;
        emit finished(watcher->result());
    });
    watcher->setFuture(
        QtConcurrent::run(&m_pool, [path, mapping, flag] { return readDocumentFile(path, mapping, *flag); }));
}

void FileReader::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
    if (!m_busy)
        return;
    m_busy = false;
    ++m_serial;
    emit cancelled();
}

} // namespace mapsmith
