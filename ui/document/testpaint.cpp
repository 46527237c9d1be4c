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
    const auto paint = [document, cell, tile = *tile] {
        document->undoStack()->push(
            new PaintTilesCommand(document, PaintBrush{PaintBrush::Kind::Tile, tile}, cell));
    };
    if (document->hasMap() && !document->isGenerating())
        paint();
    else
        QObject::connect(document, &MapDocument::mapChanged, document, paint, Qt::SingleShotConnection);
}

} // namespace mapsmith
