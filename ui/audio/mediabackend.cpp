// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "audio/mediabackend.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonArray>
#include <QJsonObject>
#include <QPluginLoader>
#include <QStringList>

#include <mutex>

namespace mapsmith::media {

namespace {

// What the probe found; the message is made when asked, so it follows a language switch.
struct Status
{
    enum Kind { Available, Missing, DoesNotLoad } kind = Missing;
    QString wanted; // the backend's name
    QString detail; // the backends installed (Missing) or the loader's error (DoesNotLoad)
};

// Qt Multimedia loads the plugin whose metadata lists the backend's name among its keys
// (libffmpegmediaplugin: "ffmpeg"); loading it here first tells a missing plugin, or one whose libraries are
// missing, from a working one before Qt could fall back to another backend. A loaded plugin stays loaded: Qt
// reuses it.
Status probe(const QString &wanted)
{
    QStringList installed;
    for (const QString &dir : QCoreApplication::libraryPaths()) {
        const QDir plugins(dir + QStringLiteral("/multimedia"));
        for (const QFileInfo &file : plugins.entryInfoList(QDir::Files)) {
            QPluginLoader loader(file.absoluteFilePath());
            const QJsonArray keys = loader.metaData()
                                        .value(QStringLiteral("MetaData"))
                                        .toObject()
                                        .value(QStringLiteral("Keys"))
                                        .toArray();
            for (const auto &key : keys) {
                const QString name = key.toString();
                installed << name;
                if (name != wanted)
                    continue;
                if (!loader.load())
                    return {Status::DoesNotLoad, wanted, loader.errorString()};
                return {Status::Available, wanted, {}};
            }
        }
    }
    installed.removeDuplicates();
    return {Status::Missing, wanted, installed.join(QStringLiteral(", "))};
}

const Status &status()
{
    static std::once_flag once;
    static Status result;
    std::call_once(once, [] {
        if (qEnvironmentVariableIsEmpty("QT_MEDIA_BACKEND"))
            qputenv("QT_MEDIA_BACKEND", "ffmpeg");
        result = probe(QString::fromLocal8Bit(qgetenv("QT_MEDIA_BACKEND")));
    });
    return result;
}

} // namespace

bool ensureBackend()
{
    return status().kind == Status::Available;
}

QString unavailableReason()
{
    const Status &s = status();
    switch (s.kind) {
    case Status::Available:
        return {};
    case Status::DoesNotLoad:
        return QCoreApplication::translate(
                   "MediaBackend", "Audio is unavailable: Qt Multimedia's %1 backend does not load (%2).")
            .arg(s.wanted, s.detail);
    case Status::Missing:
        break;
    }
    return QCoreApplication::translate(
               "MediaBackend",
               "Audio is unavailable: Qt Multimedia has no %1 backend (installed: %2). Install "
               "libqt6multimedia6 with its FFmpeg plugin, or name an installed backend in QT_MEDIA_BACKEND.")
        .arg(s.wanted, s.detail.isEmpty() ? QCoreApplication::translate("MediaBackend", "none") : s.detail);
}

} // namespace mapsmith::media
