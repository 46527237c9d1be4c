// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// `mapsmith wall`: the thumbnail wall of a seed range, built by the same job as the editor's export dialog.
#include "cli/commands.h"
#include "cli/options.h"
#include "cli/output.h"
#include "cli/seedrunner.h"
#include "render/walljob.h"

#include <mapsmith/generate/registry.h>

#include <QFile>
#include <QJsonArray>

namespace mapsmith::cli {

namespace {

QJsonObject rectToJson(const QRect &r)
{
    return {{QStringLiteral("x"), r.x()},
            {QStringLiteral("y"), r.y()},
            {QStringLiteral("w"), r.width()},
            {QStringLiteral("h"), r.height()}};
}

QJsonObject layoutToJson(const WallResult &wall, const QString &output)
{
    QJsonArray cells;
    for (const WallCell &cell : wall.cells) {
        QJsonObject o = rectToJson(cell.thumbnail);
        o.insert(QStringLiteral("seed"), seedToJson(cell.seed));
        o.insert(QStringLiteral("label"), rectToJson(cell.label));
        if (!cell.caption.isEmpty())
            o.insert(QStringLiteral("caption"), rectToJson(cell.caption));
        if (!cell.badge.isEmpty())
            o.insert(QStringLiteral("badge"), rectToJson(cell.badge));
        cells.append(o);
    }
    return {{QStringLiteral("width"), wall.image.width()},
            {QStringLiteral("height"), wall.image.height()},
            {QStringLiteral("output"), output},
            {QStringLiteral("cells"), cells}};
}

} // namespace

int runWall(const CommandLine &cl)
{
    const auto config = loadCommandConfig(cl);
    if (!config)
        return fail(config.error());
    WallRequest request;
    request.config = *config;
    request.configFile = QFile::encodeName(cl.config).toStdString();
    request.firstSeed = cl.seeds->first;
    request.lastSeed = cl.seeds->last;
    request.options.columns = cl.columns;
    request.options.scale = cl.scale.value_or(request.options.scale);
    request.jobs = cl.jobs;
    request.metric = cl.metric.toStdString();
    request.badges = cl.badges;

    Progress progress(QStringLiteral("wall"), cl.seeds->count());
    RunControl control;
    control.progress = [&progress](double fraction) { progress.set(fraction); };
    const auto wall = buildWall(builtinGenerators(), request, control);
    if (!wall)
        return fail(wall.error());
    if (auto ok = writePng(cl.output, wall->image); !ok)
        return fail(ok.error());
    if (cl.json)
        printJson(layoutToJson(*wall, cl.output));
    return ExitDone;
}

const CommandSpec &wallCommand()
{
    static const CommandSpec spec{
        .name = QStringLiteral("wall"),
        .summary =
            QT_TRANSLATE_NOOP("Cli", "thumbnail wall of a range of seeds, each labelled with its seed"),
        .synopsis =
            QT_TRANSLATE_NOOP("Cli", "Usage: mapsmith wall -c CONFIG --seeds A..B [--columns N] [--jobs N] "
                                     "[--scale N] -o WALL.png [--metric ID] [--badges] [--json]"),
        .description = QT_TRANSLATE_NOOP(
            "Cli", "Draws a thumbnail of every seed of the range, each labelled with its seed."),
        .options = {options::config(), options::seeds(), options::columns(), options::jobs(),
                    options::scale(QT_TRANSLATE_NOOP("Cli", "pixels per tile (1..64, default 2)")),
                    options::output(QStringLiteral("WALL.png"),
                                    QT_TRANSLATE_NOOP("Cli", "the picture to write"))
                        .required(QT_TRANSLATE_NOOP("Cli", "missing -o WALL.png")),
                    options::json(QT_TRANSLATE_NOOP("Cli", "print the layout as one JSON object")),
                    options::metric(), options::badges()},
        .run = runWall,
    };
    return spec;
}

} // namespace mapsmith::cli
