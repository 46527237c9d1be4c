// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// `mapsmith convert IN OUT`: a map between formats by extension, through the same readers and writers as the
// editor's Import and Export (ui/document/mapformats).
#include "cli/commands.h"
#include "cli/options.h"
#include "cli/output.h"
#include "cli/text.h"
#include "document/mapformats.h"

#include <mapsmith/io/tiledart.h>
#include <mapsmith/io/tilemapping.h>

#include <QFile>

namespace mapsmith::cli {

namespace {

/// --mapping FILE decides a Tiled map's tiles; without it the map says (core/io/tiled.h).
Result<std::optional<TileMapping>> commandMapping(const CommandLine &cl)
{
    if (cl.mapping.isEmpty())
        return std::optional<TileMapping>();
    auto mapping = loadTileMapping(QFile::encodeName(cl.mapping).toStdString());
    if (!mapping)
        return mapping.error();
    return std::optional<TileMapping>(std::move(*mapping));
}

} // namespace

int runConvert(const CommandLine &cl)
{
    const auto in = mapFormatForPath(cl.input);
    if (!in || *in == MapFormat::Png)
        return fail(
            Cli::tr("%1: cannot read this format (IN must be .yaml, .tmj, .tmx or .txt)").arg(cl.input));
    if (!mapFormatForPath(cl.output))
        return fail(
            Cli::tr("%1: unknown format (OUT must be .yaml, .tmj, .tmx, .txt or .png)").arg(cl.output));
    const auto mapping = commandMapping(cl);
    if (!mapping)
        return fail(mapping.error());
    const auto map = readMapFile(cl.input, *mapping);
    if (!map)
        return fail(map.error());
    if (const TiledArt *art = map->art.tiled.get())
        for (const std::string &note : art->doc.notes)
            printErr(
                QString::fromStdString(note)); // what the map names but could not be read: it goes on without
    if (const TiledArt *art = map->art.tiled.get();
        art && art->basis == TiledBasis::Nothing && !art->usedGids.empty())
        printErr(
            Cli::tr("%1: nothing in the map says which tiles are walls (no collision layer, tile class or "
                    "property, or solid object): every cell is floor; give --mapping FILE to say")
                .arg(cl.input));
    const TileMapping &written = *mapping ? **mapping : defaultTileMapping(); // a plain export's gids
    if (auto s = writeMapFile(*map, cl.output, written, cl.scale.value_or(0)); !s)
        return fail(s.error());
    return ExitDone;
}

const CommandSpec &convertCommand()
{
    static const CommandSpec spec{
        .name = QStringLiteral("convert"),
        .summary =
            QT_TRANSLATE_NOOP("Cli", "a map from one format to another (.yaml, .tmj, .tmx, .txt, .png)"),
        .synopsis = QT_TRANSLATE_NOOP("Cli", "Usage: mapsmith convert IN OUT [--mapping FILE] [--scale N]"),
        .description = QT_TRANSLATE_NOOP(
            "Cli",
            "Converts a map between formats, chosen by extension: .yaml (Mapsmith map), .tmj (Tiled JSON),\n"
            ".tmx (Tiled XML; both also gzipped), .txt (Lode Runner text; reading takes the first level) "
            "and\n"
            ".png (written only: a Tiled map drawn with its tilesets). A Tiled map read from a file is\n"
            "written back with its tilesets and layers; others with a tileset image beside them\n"
            "(NAME_tiles.png)."),
        .options = {options::mapping(),
                    options::scale(QT_TRANSLATE_NOOP(
                        "Cli", "pixels per tile in a PNG (1..64, default 8, or the tile size of a\n"
                               "map drawn with tilesets)"))},
        .positionals = {{[](CommandLine &cl, const QString &file) { cl.input = file; },
                         QT_TRANSLATE_NOOP("Cli", "missing IN and OUT files")},
                        {[](CommandLine &cl, const QString &file) { cl.output = file; },
                         QT_TRANSLATE_NOOP("Cli", "missing IN and OUT files")}},
        .run = runConvert,
    };
    return spec;
}

} // namespace mapsmith::cli
