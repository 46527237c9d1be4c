// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "document/tilesetsource.h"

#include <QDir>
#include <QFileInfo>

namespace mapsmith {

void rebaseTilesetSource(Config &config, const QString &fromFile, const QString &toFile)
{
    if (!config.tileset || config.tileset->source.empty())
        return;
    const QString source = QString::fromStdString(config.tileset->source);
    QString absolute = source;
    if (QFileInfo(source).isRelative()) {
        if (fromFile.isEmpty())
            return;
        absolute = QFileInfo(fromFile).absoluteDir().absoluteFilePath(source);
    }
    absolute = QDir::cleanPath(absolute);
    const QString rebased =
        toFile.isEmpty() ? absolute : QFileInfo(toFile).absoluteDir().relativeFilePath(absolute);
    config.tileset->source = rebased.toStdString();
}

} // namespace mapsmith
