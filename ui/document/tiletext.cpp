// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Tile, marker and brush names as the editor shows them, translated through i18n/corestrings.h (trCore),
// and the few core strings the generated list (i18n/corestrings_list.cpp) cannot know, listed for lupdate.
#include "document/tiletext.h"

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

QString brushName(const PaintBrush &brush)
{
    switch (brush.kind) {
    case PaintBrush::Kind::Erase:
        return QCoreApplication::translate("Brush", "Eraser");
    case PaintBrush::Kind::Start:
        return QCoreApplication::translate("Brush", "Start");
    case PaintBrush::Kind::Exit:
        return QCoreApplication::translate("Brush", "Exit");
    case PaintBrush::Kind::Gold:
        return QCoreApplication::translate("Brush", "Gold");
    case PaintBrush::Kind::Guard:
        return QCoreApplication::translate("Brush", "Guard");
    case PaintBrush::Kind::Light:
        return QCoreApplication::translate("Brush", "Light");
    case PaintBrush::Kind::Enemy:
        return QCoreApplication::translate("Brush", "Enemy");
    case PaintBrush::Kind::Tile:
        break;
    }
    switch (brush.tile) {
    case Tile::Wall:
        return QCoreApplication::translate("Brush", "Wall");
    case Tile::Floor:
        return QCoreApplication::translate("Brush", "Floor");
    case Tile::Door:
        return QCoreApplication::translate("Brush", "Door");
    case Tile::Brick:
        return QCoreApplication::translate("Brush", "Brick");
    case Tile::Solid:
        return QCoreApplication::translate("Brush", "Solid");
    case Tile::Ladder:
        return QCoreApplication::translate("Brush", "Ladder");
    case Tile::Rope:
        return QCoreApplication::translate("Brush", "Rope");
    case Tile::Trap:
        return QCoreApplication::translate("Brush", "Trap");
    case Tile::HiddenLadder:
        return QCoreApplication::translate("Brush", "Hidden ladder");
    case Tile::Slow:
        return QCoreApplication::translate("Brush", "Slow floor");
    }
    return QString::fromUtf8(tileInfo(brush.tile).name.data(),
                             static_cast<qsizetype>(tileInfo(brush.tile).name.size()));
}

} // namespace mapsmith
