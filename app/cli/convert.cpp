// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// `mapsmith convert IN OUT`: a map between formats by extension, through the same readers and writers as the
// editor's Import and Export (ui/document/mapformats).
#include "cli/commands.h"
#include "cli/options.h"
#include "cli/output.h"
#include "cli/text.h"
#include "document/mapformats.h"

#include <mapsmith/io/tilemapping.h>

#include <QFile>

namespace mapsmith::cli {

namespace {

constexpr int kDefaultPngScale = 8;

Result<TileMapping> commandMapping(const CommandLine &cl)
{
    if (cl.mapping.isEmpty())
        return defaultTileMapping();
    return loadTileMapping(QFile::encodeName(cl.mapping).toStdString());
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
    if (auto s = writeMapFile(*map, cl.output, *mapping, cl.scale.value_or(kDefaultPngScale)); !s)
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
            ".tmx (Tiled XML), .txt (Lode Runner text; reading takes the first level) and .png (written\n"
            "only). A Tiled map is written with its tileset image beside it (NAME_tiles.png)."),
        .options = {options::mapping(),
                    options::scale(QT_TRANSLATE_NOOP("Cli", "pixels per tile in a PNG (1..64, default 8)"))},
        .positionals = {{[](CommandLine &cl, const QString &file) { cl.input = file; },
                         QT_TRANSLATE_NOOP("Cli", "missing IN and OUT files")},
                        {[](CommandLine &cl, const QString &file) { cl.output = file; },
                         QT_TRANSLATE_NOOP("Cli", "missing IN and OUT files")}},
        .run = runConvert,
    };
    return spec;
}

} // namespace mapsmith::cli
