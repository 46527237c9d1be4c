// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "document/mapformats.h"

#include "render/renderer.h"
#include "render/tiledart.h"
#include "render/tileset.h"

#include <mapsmith/generate/registry.h>
#include <mapsmith/io/compress.h>
#include <mapsmith/io/config.h>
#include <mapsmith/io/loderunner.h>
#include <mapsmith/io/mapfile.h>
#include <mapsmith/io/tiled.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace mapsmith {

namespace {

std::string_view view(const QByteArray &bytes)
{
    return {bytes.constData(), static_cast<std::size_t>(bytes.size())};
}

Error fileError(const QString &path, const QString &reason)
{
    return Error{ErrorKind::Io, reason.toStdString(), QFile::encodeName(path).toStdString(), 0, 0};
}

Status saveBytes(const QString &path, const QByteArray &bytes)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return fileError(path, file.errorString());
    return Ok{};
}

Status saveImage(const QString &path, const QImage &image)
{
    QSaveFile file(path);
    if (image.isNull())
        return fileError(path, QStringLiteral("the picture would be too large"));
    if (!file.open(QIODevice::WriteOnly) || !image.save(&file, "PNG") || !file.commit())
        return fileError(path, file.errorString());
    return Ok{};
}

Result<std::string> tiledText(const Map &map, const QString &path, MapFormat format,
                              const TileMapping &mapping, bool *needsTileset)
{
    TiledExportOptions options;
    options.tileSize = kTiledTileSize;
    options.tilesetImage = QFileInfo(tilesetPathFor(path)).fileName().toStdString();
    options.path = QFile::encodeName(QFileInfo(path).absoluteFilePath()).toStdString();
    return format == MapFormat::Tmj ? writeTmj(map, mapping, options, needsTileset)
                                    : writeTmx(map, mapping, options, needsTileset);
}

bool isGzipped(const QString &path)
{
    return path.endsWith(QLatin1String(".gz"), Qt::CaseInsensitive);
}

} // namespace

std::optional<MapFormat> mapFormatForPath(const QString &path)
{
    QString suffix = QFileInfo(path).suffix().toLower();
    if (isGzipped(path)) {
        suffix = QFileInfo(path.chopped(3)).suffix().toLower();
        if (suffix != QLatin1String("tmx") && suffix != QLatin1String("tmj"))
            return std::nullopt;
    }
    if (suffix == QLatin1String("yaml") || suffix == QLatin1String("yml"))
        return MapFormat::Yaml;
    if (suffix == QLatin1String("tmj") || suffix == QLatin1String("json"))
        return MapFormat::Tmj;
    if (suffix == QLatin1String("tmx"))
        return MapFormat::Tmx;
    if (suffix == QLatin1String("txt"))
        return MapFormat::LodeRunner;
    if (suffix == QLatin1String("png"))
        return MapFormat::Png;
    return std::nullopt;
}

Result<Map> readMapBytes(const QByteArray &bytes, const QString &path, MapFormat format,
                         const std::optional<TileMapping> &mapping)
{
    const std::string name = QFile::encodeName(path).toStdString();
    TiledReadOptions options;
    options.mapping = mapping;
    options.load = tiledDiskLoader();
    std::string unpacked;
    std::string_view text = view(bytes);
    if ((format == MapFormat::Tmj || format == MapFormat::Tmx) && isGzipped(path)) {
        auto inflated = compress::inflate(text, compress::Format::Gzip, kMaxTextFileBytes);
        if (!inflated)
            return Error{ErrorKind::BadInput, inflated.error().message, name, 0, 0};
        unpacked = std::move(*inflated);
        text = unpacked;
    }
    switch (format) {
    case MapFormat::Yaml:
        return readMap(view(bytes), name, builtinGenerators());
    case MapFormat::Tmj:
        return readTmj(text, name, options, builtinGenerators());
    case MapFormat::Tmx:
        return readTmx(text, name, options, builtinGenerators());
    case MapFormat::LodeRunner:
        return readLodeRunnerLevel(view(bytes), name, 0);
    case MapFormat::Png:
        break;
    }
    return Error{ErrorKind::BadInput, "a PNG picture cannot be read as a map", name, 0, 0};
}

Result<Map> readMapFile(const QString &path, const std::optional<TileMapping> &mapping)
{
    const auto format = mapFormatForPath(path);
    if (!format)
        return Error{ErrorKind::BadInput, "unknown map format (use .yaml, .tmj, .tmx, .txt or .png)",
                     QFile::encodeName(path).toStdString(), 0, 0};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fileError(path, QStringLiteral("cannot open: %1").arg(file.errorString()));
    return readMapBytes(file.readAll(), path, *format, mapping);
}

QString tilesetPathFor(const QString &mapPath)
{
    const QFileInfo info(mapPath);
    return info.dir().filePath(info.completeBaseName() + QStringLiteral("_tiles.png"));
}

int defaultPngScale(const Map &map)
{
    if (hasTileArt(map))
        return std::clamp(std::max(map.art.tiled->doc.tileWidth, map.art.tiled->doc.tileHeight), 1, 64);
    return 8;
}

Status writeMapFile(const Map &map, const QString &path, const TileMapping &mapping, int pngScale)
{
    if (pngScale <= 0)
        pngScale = defaultPngScale(map);
    const auto format = mapFormatForPath(path);
    const std::string name = QFile::encodeName(path).toStdString();
    if (!format)
        return Error{ErrorKind::BadInput, "unknown map format (use .yaml, .tmj, .tmx, .txt or .png)", name, 0,
                     0};
    Result<std::string> text = std::string();
    bool needsTileset = false;
    switch (*format) {
    case MapFormat::Yaml:
        text = writeMap(map);
        break;
    case MapFormat::Tmj:
    case MapFormat::Tmx:
        text = tiledText(map, path, *format, mapping, &needsTileset);
        break;
    case MapFormat::LodeRunner:
        text = writeLodeRunnerLevel(map);
        break;
    case MapFormat::Png:
        return saveImage(path, renderMap(map, Palette::builtin(), pngScale));
    }
    if (!text) {
        Error error = text.error(); // the map cannot be said in this format
        if (error.file.empty())
            error.file = name;
        return error;
    }
    if (needsTileset) {
        // A map with art adds the built-in tileset (gid = tile + 1 after its own) only for tiles its own
        // tilesets cannot say; a plain export draws its mapping's.
        const TileMapping &drawn = map.kind == MapKind::Grid && map.art ? defaultTileMapping() : mapping;
        const int size = map.kind == MapKind::Grid && map.art ? map.art.tiled->doc.tileWidth : kTiledTileSize;
        if (auto s = saveImage(tilesetPathFor(path), renderTileset(drawn, Palette::builtin(), size)); !s)
            return s;
    }
    return saveBytes(path, QByteArray::fromStdString(*text));
}

} // namespace mapsmith
