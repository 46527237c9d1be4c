// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// `mapsmith path`: one search on a map file (search/pathfind.h); exit 1 when no path exists.
// Core first: search/loderunnerrules.h names a member `slots`, which Qt's keyword macro would erase.
// clang-format off
#include <mapsmith/search/pathfind.h>
// clang-format on

#include "cli/commands.h"
#include "cli/options.h"
#include "cli/output.h"
#include "cli/text.h"

#include <QJsonArray>
#include <QStringList>

#include <string>

namespace mapsmith::cli {

namespace {

QString knownIds()
{
    QStringList ids;
    for (const SearchAlgorithmInfo &a : searchAlgorithms())
        ids << QString::fromUtf8(a.id.data(), static_cast<qsizetype>(a.id.size()));
    return ids.join(QLatin1String(", "));
}

// The option's cell must lie on the map: said here, naming the option, rather than by the core's "start".
QString checkOnMap(const GridMap &map, const char *option, const std::optional<Point> &cell)
{
    if (!cell || map.tiles.contains(*cell))
        return {};
    return Cli::tr("%1 %2,%3 is outside the %4x%5 map")
        .arg(QLatin1String(option))
        .arg(cell->x)
        .arg(cell->y)
        .arg(map.width())
        .arg(map.height());
}

std::string cellText(Point p)
{
    return std::to_string(p.x) + ',' + std::to_string(p.y);
}

void printPlain(const PathResult &r)
{
    const RulesInfo &rules = rulesInfo(r.rules);
    const std::size_t length = r.path.empty() ? 0 : r.path.size() - 1;
    std::string text = "found " + std::string(r.found ? "yes" : "no") + '\n';
    text += "cost " + (r.found ? std::to_string(r.cost) : std::string("-")) + " (" +
            std::string(rules.costUnit) + ")\n";
    text += "length " + std::to_string(length) + '\n';
    text += "expanded " + std::to_string(r.stats.expanded) + '\n';
    text += "peak_open " + std::to_string(r.stats.peakOpen) + '\n';
    text += "time_ms " + QString::number(r.stats.micros / 1000.0, 'f', 3).toStdString() + '\n';
    text += "path";
    for (Point p : r.path)
        text += ' ' + cellText(p);
    text += '\n';
    printOut(QByteArray::fromStdString(text));
}

void printJsonResult(const PathResult &r)
{
    QJsonArray path;
    for (Point p : r.path)
        path.append(QJsonArray{p.x, p.y});
    const qint64 length = r.path.empty() ? 0 : static_cast<qint64>(r.path.size()) - 1;
    const std::string_view id = searchAlgorithmInfo(r.algorithm).id;
    const std::string_view unit = rulesInfo(r.rules).costUnit;
    printJson({
        {QStringLiteral("algo"), QString::fromUtf8(id.data(), static_cast<qsizetype>(id.size()))},
        {QStringLiteral("found"), r.found},
        {QStringLiteral("cost"), r.found ? QJsonValue(r.cost) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("cost_unit"), QString::fromUtf8(unit.data(), static_cast<qsizetype>(unit.size()))},
        {QStringLiteral("length"), length},
        {QStringLiteral("expanded"), static_cast<qint64>(r.stats.expanded)},
        {QStringLiteral("pushed"), static_cast<qint64>(r.stats.pushed)},
        {QStringLiteral("peak_open"), static_cast<qint64>(r.stats.peakOpen)},
        {QStringLiteral("time_ms"), r.stats.micros / 1000.0},
        {QStringLiteral("path"), path},
    });
}

} // namespace

int runPath(const CommandLine &cl)
{
    const auto algorithm = searchAlgorithmByName(cl.algo.toStdString());
    if (!algorithm)
        return fail(Cli::tr("unknown search '%1'; known: %2").arg(cl.algo, knownIds()));
    const auto map = loadCommandMap(cl);
    if (!map)
        return fail(map.error());
    const GridMap &grid = map->grid;
    if (QString e = checkOnMap(grid, "--from", cl.from); !e.isEmpty())
        return fail(e);
    if (QString e = checkOnMap(grid, "--to", cl.to); !e.isEmpty())
        return fail(e);
    if (!cl.from && !grid.start)
        return failOnMap(cl, Error::badInput(Cli::tr("the map has no start; give --from X,Y").toStdString()));
    if (!cl.to && !grid.exit)
        return failOnMap(cl, Error::badInput(Cli::tr("the map has no exit; give --to X,Y").toStdString()));

    PathRequest request;
    request.algorithm = *algorithm;
    request.from = cl.from;
    request.to = cl.to;
    const auto result = findPath(grid, request);
    if (!result)
        return failOnMap(cl, result.error());
    if (cl.json)
        printJsonResult(*result);
    else
        printPlain(*result);
    return result->found ? ExitDone : ExitCheckFailed;
}

const CommandSpec &pathCommand()
{
    static const CommandSpec spec{
        .name = QStringLiteral("path"),
        .summary = QT_TRANSLATE_NOOP("Cli", "one search on a map, between its start and exit or two cells"),
        .synopsis = QT_TRANSLATE_NOOP(
            "Cli", "Usage: mapsmith path -m MAP --algo ID [--from X,Y] [--to X,Y] [--json]"),
        .description = QT_TRANSLATE_NOOP(
            "Cli", "Runs one search on a map; exits with 1 if there is no path.\n"
                   "Prints found, cost (in the rules' unit), length (steps), expanded, peak_open, time_ms\n"
                   "and the path's cells."),
        .options = {options::map(), options::algo(), options::from(), options::to(),
                    options::json(QT_TRANSLATE_NOOP("Cli", "print the result as one JSON object"))},
        .run = runPath,
    };
    return spec;
}

} // namespace mapsmith::cli
