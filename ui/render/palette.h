// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/map/tile.h>

#include <QColor>
#include <QHash>
#include <QString>

namespace mapsmith {

/// Colours for tiles, markers and entities. Read from resources/palettes/*.palette: lines of
/// `name = #rrggbb` where name is a tile name (wall, floor, ...), `start`, `exit`, `background`,
/// `grid`, `label` or `entity.<type>` (entity.gold). '#' after whitespace starts no comment; lines
/// starting with ';' are comments.
class Palette
{
public:
    /// The palette shipped in the resources (:/palettes/default.palette).
    static const Palette &builtin();
    /// Parses palette text; unknown names are kept (for entity types), bad lines are skipped.
    static Palette fromText(const QString &text);

    QColor tile(Tile t) const;
    QColor entity(const QString &type) const;
    QColor named(const QString &name, QColor fallback = Qt::magenta) const;

private:
    QHash<QString, QColor> m_colors;
};

} // namespace mapsmith
