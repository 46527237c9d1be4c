// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The English strings core can put on screen, listed for lupdate (see i18n/corestrings.h for the lookup).
#include "document/corestrings.h"

#include <QCoreApplication>

namespace mapsmith {

namespace {

// Most strings core can show are listed in i18n/corestrings_list.cpp, generated from the registry. Here:
// the markers the view names, and the diagnostic notes that are fixed sentences.
[[maybe_unused]] constexpr const char *kExtraStrings[] = {
    QT_TRANSLATE_NOOP("Tile", "Start"),
    QT_TRANSLATE_NOOP("Tile", "Exit"),
    // entity types, as map files name them
    QT_TRANSLATE_NOOP("Tile", "gold"),
    QT_TRANSLATE_NOOP("Tile", "light"),
    QT_TRANSLATE_NOOP("Tile", "guard"),
    QT_TRANSLATE_NOOP("Tile", "enemy"),
    QT_TRANSLATE_NOOP("Diagnostics", "Some regions could not be joined."),
    QT_TRANSLATE_NOOP("Diagnostics", "No floor is left, so there is no start or exit."),
};

} // namespace

QString tileDescription(Tile t)
{
    return trTile(tileInfo(t).description);
}

} // namespace mapsmith
