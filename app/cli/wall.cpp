// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// `mapsmith wall`: the thumbnail wall of a seed range, built by the same job as the editor's export dialog.
#include "cli/commands.h"
#include "cli/output.h"
#include "cli/seedrunner.h"
#include "render/walljob.h"

#include <mapsmith/generate/registry.h>

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

} // namespace mapsmith::cli
