// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Loading the FFmpeg decoder module on first use (decoderffmpeg.h says why it is a module).
#include "audio/decoderffmpeg.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLibrary>
#include <QStringList>

#include <memory>

namespace mapsmith {

namespace {

struct LoadedModule
{
    FfmpegDecodeFunction decode = nullptr;
    std::string error;
    /// Held (not leaked) for the process: ~QLibrary does not unload, so the decoder stays mapped while
    /// other threads may still run it until exit.
    std::unique_ptr<QLibrary> library;
};

QStringList candidates()
{
    QStringList paths;
    if (const QString env = qEnvironmentVariable("MAPSMITH_FFMPEG_MODULE"); !env.isEmpty())
        return {env};
    if (QCoreApplication::instance())
        paths << QDir(QCoreApplication::applicationDirPath())
                     .filePath(QStringLiteral(MAPSMITH_FFMPEG_MODULE_INSTALLED));
    paths << QStringLiteral(MAPSMITH_FFMPEG_MODULE_BUILT);
    return paths;
}

LoadedModule load()
{
    LoadedModule loaded;
    QStringList tried;
    for (const QString &path : candidates()) {
        if (!QFileInfo::exists(path)) {
            tried << path;
            continue;
        }
        auto library = std::make_unique<QLibrary>(path);
        library->setLoadHints(QLibrary::ResolveAllSymbolsHint);
        using Entry = FfmpegDecodeFunction (*)();
        if (auto entry = reinterpret_cast<Entry>(library->resolve("mapsmith_ffmpeg_decoder"))) {
            loaded.decode = entry();
            loaded.library = std::move(library);
            return loaded;
        }
        loaded.error = "the FFmpeg decoder module " + path.toStdString() +
                       " does not load: " + library->errorString().toStdString();
        return loaded;
    }
    loaded.error = "the FFmpeg decoder module is missing (looked for " +
                   tried.join(QStringLiteral(", ")).toStdString() + ")";
    return loaded;
}

} // namespace

FfmpegDecodeFunction ffmpegDecoder(std::string *error)
{
    static const LoadedModule module = load();
    if (!module.decode && error)
        *error = module.error;
    return module.decode;
}

} // namespace mapsmith
