// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "document/corestrings.h"

#include <QCoreApplication>

namespace mapsmith {

namespace {

// Strings that come from core (English) and are translated at display time. lupdate reads them here;
// keep this list in step with core/map/tile.cpp and the generators' schemas and diagnostics.
[[maybe_unused]] constexpr const char *kTileStrings[] = {
    QT_TRANSLATE_NOOP("Tile", "Wall: solid rock"),
    QT_TRANSLATE_NOOP("Tile", "Floor: open ground"),
    QT_TRANSLATE_NOOP("Tile", "Door: passage between a room and a corridor"),
    QT_TRANSLATE_NOOP("Tile", "Brick: can be dug"),
    QT_TRANSLATE_NOOP("Tile", "Solid block: cannot be dug"),
    QT_TRANSLATE_NOOP("Tile", "Ladder: climb up and down"),
    QT_TRANSLATE_NOOP("Tile", "Rope: move along hand over hand, let go to drop"),
    QT_TRANSLATE_NOOP("Tile", "Trap: looks like brick, falls through"),
    QT_TRANSLATE_NOOP("Tile", "Hidden ladder: appears when all gold is taken"),
    QT_TRANSLATE_NOOP("Tile", "Slow ground: costs extra beats to cross"),
    QT_TRANSLATE_NOOP("Tile", "Start"),
    QT_TRANSLATE_NOOP("Tile", "Exit"),
};

[[maybe_unused]] constexpr const char *kSchemaStrings[] = {
    // generators
    QT_TRANSLATE_NOOP("Schema", "Cellular-automata cave"),
    // cave parameters: labels
    QT_TRANSLATE_NOOP("Schema", "Width"),
    QT_TRANSLATE_NOOP("Schema", "Height"),
    QT_TRANSLATE_NOOP("Schema", "Initial wall share"),
    QT_TRANSLATE_NOOP("Schema", "Smoothing steps"),
    QT_TRANSLATE_NOOP("Schema", "Wall survives at"),
    QT_TRANSLATE_NOOP("Schema", "Wall appears at"),
    QT_TRANSLATE_NOOP("Schema", "Border wall"),
    QT_TRANSLATE_NOOP("Schema", "Connectivity"),
    QT_TRANSLATE_NOOP("Schema", "Smallest region"),
    // cave parameters: help
    QT_TRANSLATE_NOOP("Schema", "Map width in tiles."),
    QT_TRANSLATE_NOOP("Schema", "Map height in tiles."),
    QT_TRANSLATE_NOOP("Schema", "Share of cells that start as wall before smoothing."),
    QT_TRANSLATE_NOOP("Schema", "How many times the birth and death rule is applied."),
    QT_TRANSLATE_NOOP("Schema", "A wall stays wall with at least this many wall neighbours of 8."),
    QT_TRANSLATE_NOOP("Schema", "A floor becomes wall with at least this many wall neighbours of 8."),
    QT_TRANSLATE_NOOP("Schema", "Make the outer ring of the map wall."),
    QT_TRANSLATE_NOOP("Schema", "What to do with cave regions that cannot reach each other."),
    QT_TRANSLATE_NOOP("Schema", "Regions with fewer floor tiles are filled with wall first (0 keeps all)."),
    // choices
    QT_TRANSLATE_NOOP("Schema", "None"),
    QT_TRANSLATE_NOOP("Schema", "Keep the largest region"),
    QT_TRANSLATE_NOOP("Schema", "Join all regions"),
    // units
    QT_TRANSLATE_NOOP("Schema", "tiles"),
    QT_TRANSLATE_NOOP("Schema", "steps"),
    // cave diagnostics
    QT_TRANSLATE_NOOP("Schema", "Regions before joining"),
    QT_TRANSLATE_NOOP("Schema", "Regions removed"),
    QT_TRANSLATE_NOOP("Schema", "Tunnels carved"),
    QT_TRANSLATE_NOOP("Schema", "Floor share"),
    QT_TRANSLATE_NOOP("Schema", "Start to exit distance"),
    QT_TRANSLATE_NOOP("Schema", "No floor left: no start or exit placed."),
};

QString translate(const char *context, std::string_view text)
{
    if (text.empty())
        return {};
    const QByteArray utf8(text.data(), static_cast<qsizetype>(text.size()));
    return QCoreApplication::translate(context, utf8.constData());
}

} // namespace

QString trSchema(std::string_view text)
{
    return translate("Schema", text);
}

QString trTile(std::string_view text)
{
    return translate("Tile", text);
}

QString tileDescription(Tile t)
{
    return trTile(tileInfo(t).description);
}

} // namespace mapsmith
