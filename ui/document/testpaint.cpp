// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "document/testpaint.h"

#include "document/commands.h"
#include "document/mapdocument.h"

#include <QStringList>
#include <QUndoStack>

namespace mapsmith {

void paintFromEnvironment(MapDocument *document)
{
    const QStringList parts = qEnvironmentVariable("MAPSMITH_TEST_PAINT").split(u',');
    if (parts.size() != 3)
        return;
    bool okX = false;
    bool okY = false;
    const Point cell{parts[0].toInt(&okX), parts[1].toInt(&okY)};
    const auto tile = tileByName(parts[2].trimmed().toStdString());
    if (!okX || !okY || !tile)
        return;
    auto *connection = new QMetaObject::Connection;
    *connection =
        QObject::connect(document, &MapDocument::mapChanged, document, [document, cell, tile, connection] {
            QObject::disconnect(*connection);
            delete connection;
            document->undoStack()->push(
                new PaintTilesCommand(document, PaintBrush{PaintBrush::Kind::Tile, *tile}, cell));
        });
}

} // namespace mapsmith
