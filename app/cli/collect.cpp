// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// `mapsmith collect`: the order in which to collect a map's gold or lights (plan/collect.h); exit 1 when
// some target cannot be collected (on a Lode Runner level: or the top cannot be reached after). Lode Runner
// levels are planned by their own rules, digging included; --keys prints the walk as the keys
// `mapsmith play --inputs` takes. The greedy planner weighs enemies by the rules the map's generator
// parameters give (generate/enemies.h); --json reports the walk's safety score on grid maps.

// Core first: search/loderunnerrules.h names a member `slots`, which Qt's keyword macro would erase.
// clang-format off
#include <mapsmith/plan/collect.h>
// clang-format on

#include "cli/commands.h"
#include "cli/options.h"
#include "cli/output.h"
#include "cli/text.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

#include <string>
#include <vector>

namespace mapsmith::cli {

namespace {

QString text(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

QString knownIds()
{
    QStringList ids;
    for (const PlannerInfo &p : planners())
        ids << text(p.id);
    return ids.join(QLatin1String(", "));
}

QString plannerId(PlannerKind kind)
{
    for (const PlannerInfo &p : planners())
        if (p.kind == kind)
            return text(p.id);
    return {};
}

std::vector<Point> targetsAt(const CollectPlan &plan, const std::vector<int> &indices)
{
    std::vector<Point> out;
    out.reserve(indices.size());
    for (int j : indices)
        out.push_back(plan.targets[static_cast<std::size_t>(j)]);
    return out;
}

QJsonArray cellsToJson(const std::vector<Point> &cells)
{
    QJsonArray out;
    for (Point p : cells)
        out.append(QJsonArray{p.x, p.y});
    return out;
}

std::string cellsToText(const std::vector<Point> &cells)
{
    std::string out;
    for (Point p : cells)
        out += ' ' + std::to_string(p.x) + ',' + std::to_string(p.y);
    return out;
}

void printPlan(const CommandLine &cl, const CollectPlan &plan)
{
    const std::vector<Point> order = targetsAt(plan, plan.order);
    const std::vector<Point> unreachable = targetsAt(plan, plan.unreachable);
    if (cl.json) {
        QJsonObject o{
            {QStringLiteral("planner"), plannerId(plan.planner)},
            {QStringLiteral("targets"), static_cast<qint64>(plan.targets.size())},
            {QStringLiteral("order"), cellsToJson(order)},
            {QStringLiteral("moves"), plan.moves},
            {QStringLiteral("unreachable"), cellsToJson(unreachable)},
            {QStringLiteral("complete"), plan.complete()},
            {QStringLiteral("time_ms"), plan.micros / 1000.0},
        };
        if (plan.safety)
            o.insert(QStringLiteral("safety"), static_cast<qint64>(*plan.safety));
        if (plan.escapes) {
            o.insert(QStringLiteral("escaped"), plan.escaped);
            o.insert(QStringLiteral("digs"), plan.digs);
            o.insert(QStringLiteral("collect_moves"), plan.collectMoves);
            o.insert(QStringLiteral("keys"), QString::fromStdString(plan.keys));
        }
        printJson(o);
        return;
    }
    if (cl.keys) {
        printOut(QByteArray::fromStdString(plan.keys + '\n'));
        return;
    }
    std::string out = "planner " + plannerId(plan.planner).toStdString() + '\n';
    out += "targets " + std::to_string(plan.targets.size()) + '\n';
    out += "order" + cellsToText(order) + '\n';
    out += "moves " + std::to_string(plan.moves) + '\n';
    out += "unreachable" + cellsToText(unreachable) + '\n';
    if (plan.escapes) {
        out += "escaped " + std::string(plan.escaped ? "yes" : "no") + '\n';
        out += "digs " + std::to_string(plan.digs) + '\n';
    }
    out += "complete " + std::string(plan.complete() ? "yes" : "no") + '\n';
    printOut(QByteArray::fromStdString(out));
}

} // namespace

int runCollect(const CommandLine &cl)
{
    const auto planner = plannerByName(cl.planner.toStdString());
    if (!planner)
        return fail(Cli::tr("unknown planner '%1'; known: %2").arg(cl.planner, knownIds()));
    const auto map = loadCommandMap(cl);
    if (!map)
        return fail(map.error());
    if (cl.keys && defaultRules(map->grid).kind != RulesKind::LodeRunner)
        return fail(Cli::tr("--keys is for Lode Runner levels: this map has no Lode Runner tiles"));
    CollectRequest request;
    request.planner = *planner;
    request.greedy = GreedyOptions::fromParams(map->source.params); // the level's own planner rules
    const auto plan = planCollection(map->grid, request);
    if (!plan)
        return failOnMap(cl, plan.error());
    printPlan(cl, *plan);
    return plan->complete() ? ExitDone : ExitCheckFailed;
}

const CommandSpec &collectCommand()
{
    static const CommandSpec spec{
        .name = QStringLiteral("collect"),
        .summary = QT_TRANSLATE_NOOP("Cli", "the order in which to collect a map's gold or lights"),
        .synopsis = QT_TRANSLATE_NOOP("Cli", "Usage: mapsmith collect -m MAP --planner ID [--keys] [--json]"),
        .description = QT_TRANSLATE_NOOP(
            "Cli",
            "Plans the order in which to collect the map's gold (or its lights, if it has no gold),\n"
            "starting at the map's start; exits with 1 if some cannot be collected. A Lode Runner level\n"
            "is planned by its own rules, digging included and guards left out, up to the top row once\n"
            "the gold is taken."),
        .options = {options::map(),
                    options::planner().withHelp(QT_TRANSLATE_NOOP(
                        "Cli", "greedy (fast, any number of gold), optimal (Held-Karp, up to 20)\n"
                               "or bitmask (exact, up to 14)")),
                    options::keys(),
                    options::json(QT_TRANSLATE_NOOP("Cli", "print the plan as one JSON object"))},
        .run = runCollect,
    };
    return spec;
}

} // namespace mapsmith::cli
