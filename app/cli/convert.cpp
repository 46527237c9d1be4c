// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// `mapsmith convert IN OUT`: a map between formats by extension, through the same readers and writers as the
// editor's Import and Export (ui/document/mapformats).
#include "cli/commands.h"
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
    const auto in = mapFormatForPath(cl.file);
    if (!in || *in == MapFormat::Png)
        return fail(
            Cli::tr("%1: cannot read this format (IN must be .yaml, .tmj, .tmx or .txt)").arg(cl.file));
    if (!mapFormatForPath(cl.output))
        return fail(
            Cli::tr("%1: unknown format (OUT must be .yaml, .tmj, .tmx, .txt or .png)").arg(cl.output));
    const auto mapping = commandMapping(cl);
    if (!mapping)
        return fail(mapping.error());
    const auto map = readMapFile(cl.file, *mapping);
    if (!map)
        return fail(map.error());
    if (auto s = writeMapFile(*map, cl.output, *mapping, cl.scale.value_or(kDefaultPngScale)); !s)
        return fail(s.error());
    return ExitDone;
}

} // namespace mapsmith::cli
