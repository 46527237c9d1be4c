// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// `mapsmith sweep`: statistics over a seed range (the same job as the editor's seed sweep panel), or the sum
// of sweep files of disjoint ranges (--merge).
#include "cli/commands.h"
#include "cli/options.h"
#include "cli/output.h"
#include "cli/seedrunner.h"
#include "cli/text.h"
#include "sweep/sweepjob.h"
#include "sweep/sweepjson.h"

#include <mapsmith/generate/loderunner.h>
#include <mapsmith/generate/registry.h>
#include <mapsmith/io/config.h>

#include <QFile>

#include <cstdio>

namespace mapsmith::cli {

namespace {

using namespace sweep;

std::string rangesText(const SeedRanges &ranges)
{
    std::string text;
    for (const auto &[first, last] : ranges) {
        if (!text.empty())
            text += ", ";
        text += first == last ? std::to_string(first) : std::to_string(first) + ".." + std::to_string(last);
    }
    return text.empty() ? "none" : text;
}

std::string padded(std::string text, std::size_t width, bool right = true)
{
    if (text.size() >= width)
        return text + ' ';
    const std::string pad(width - text.size(), ' ');
    return right ? pad + text : text + pad;
}

std::string fixed(double value, int decimals)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    return buffer;
}

std::string seedsText(const SeedList &list)
{
    std::string text;
    for (std::size_t i = 0; i < list.seeds.size() && i < 10; ++i)
        text += (i == 0 ? "" : ", ") + std::to_string(list.seeds[i]);
    if (static_cast<std::int64_t>(std::min<std::size_t>(list.seeds.size(), 10)) < list.count)
        text += ", ...";
    return text;
}

std::string metricLine(const MetricSpec &spec, const MetricStats &m)
{
    const int shown = spec.decimals + 1;
    std::string line = padded(spec.id + (spec.unit.empty() ? "" : " (" + spec.unit + ")"), 22, false);
    line += padded(std::to_string(m.count), 8);
    if (m.count == 0)
        return line + padded("-", 11) + padded("-", 11) + padded("-", 11) + padded("-", 11) + '\n';
    line += padded(formatValue(spec, m.min), 11);
    line += padded(fixed(m.mean() * spec.toValue(1), shown), 11);
    line += padded(formatValue(spec, m.max), 11);
    line += padded(fixed(m.stddev() * spec.toValue(1), shown), 11);
    return line + '\n';
}

void printText(const SweepStats &s)
{
    std::string text = "sweep of " + s.generator + " (version " + std::to_string(s.generatorVersion) +
                       "), seeds " + rangesText(s.ranges) + ": " + std::to_string(s.seeds) + " seeds, " +
                       std::to_string(s.failed.count) + " not generated\n";
    if (s.failed.count > 0)
        text += "  not generated: " + seedsText(s.failed) + '\n';
    if (const double share = s.solvableShare(); share >= 0)
        text += "solvable share: " + fixed(share * 100, 2) + "%\n";
    if (const double share = s.beatableShare(); share >= 0)
        text += "beatable share: " + fixed(share * 100, 2) + "% (the solver, " +
                std::to_string(LodeRunnerGenerator::kBeatableStates) + " game states a seed)\n";
    text += padded("metric", 22, false) + padded("count", 8) + padded("min", 11) + padded("mean", 11) +
            padded("max", 11) + padded("stddev", 11) + '\n';
    for (std::size_t i = 0; i < s.specs.size(); ++i)
        text += metricLine(s.specs[i], s.metrics[i]);
    for (const auto &[id, list] : s.checks)
        text +=
            "check " + id + " failed on " + std::to_string(list.count) + " seeds: " + seedsText(list) + '\n';
    printOut(QByteArray::fromStdString(text));
}

void print(const CommandLine &cl, const SweepStats &stats)
{
    if (cl.json)
        printJson(sweepToJson(stats));
    else
        printText(stats);
}

int runMerge(const CommandLine &cl)
{
    std::optional<SweepStats> total;
    for (const QString &path : cl.mergeFiles) {
        const std::string name = QFile::encodeName(path).toStdString();
        const auto text = readTextFile(name);
        if (!text)
            return fail(text.error());
        auto stats = sweepFromJson(QByteArray::fromStdString(*text), name);
        if (!stats)
            return fail(stats.error());
        if (!total) {
            total = std::move(*stats);
            continue;
        }
        auto merged = mergeStats(*total, *stats);
        if (!merged) {
            Error e = merged.error();
            e.file = name;
            return fail(e);
        }
        total = std::move(*merged);
    }
    print(cl, *total);
    return ExitDone;
}

} // namespace

int runSweep(const CommandLine &cl)
{
    if (cl.merge)
        return runMerge(cl);
    const auto config = loadCommandConfig(cl);
    if (!config)
        return fail(config.error());
    SweepRequest request;
    request.config = *config;
    request.firstSeed = cl.seeds->first;
    request.lastSeed = cl.seeds->last;
    request.jobs = cl.jobs;
    Progress progress(QStringLiteral("sweep"), cl.seeds->count());
    RunControl control;
    control.progress = [&progress](double fraction) { progress.set(fraction); };
    const auto stats = mapsmith::runSweep(builtinGenerators(), request, control);
    if (!stats)
        return fail(stats.error());
    print(cl, *stats);
    return ExitDone;
}

namespace {

// sweep takes -c CONFIG --seeds A..B, or --merge FILE... instead.
QString checkSweep(const CommandLine &cl)
{
    if (!cl.merge) {
        if (!cl.mergeFiles.isEmpty())
            return Cli::tr("unexpected argument '%1'").arg(cl.mergeFiles.first());
        if (cl.config.isEmpty())
            return Cli::tr("missing -c CONFIG");
        if (!cl.seeds)
            return Cli::tr("missing --seeds A..B");
        return {};
    }
    if (!cl.config.isEmpty() || cl.seeds)
        return Cli::tr("--merge adds up sweep files: it takes no -c or --seeds");
    if (cl.mergeFiles.isEmpty())
        return Cli::tr("missing sweep files after --merge");
    return {};
}

} // namespace

static_assert(LodeRunnerGenerator::kBeatableStates == 20000, "the description names the bound");

const CommandSpec &sweepCommand()
{
    static const CommandSpec spec{
        .name = QStringLiteral("sweep"),
        .summary = QT_TRANSLATE_NOOP("Cli", "statistics over a range of seeds, or merged from sweep files"),
        .synopsis =
            QT_TRANSLATE_NOOP("Cli", "Usage: mapsmith sweep -c CONFIG --seeds A..B [--jobs N] [--json]\n"
                                     "       mapsmith sweep --merge SWEEP.json... [--json]"),
        .description = QT_TRANSLATE_NOOP(
            "Cli",
            "Generates every seed of the range and prints statistics of each metric (count, min, mean,\n"
            "max, standard deviation) and the checks that failed. With --json, one JSON object with the\n"
            "histograms too; --merge adds up such files of disjoint seed ranges of the same config, so\n"
            "a long sweep can be split across machines. Metrics of grid maps: floor_share,\n"
            "path_length, solvable, dead_ends, rooms, retries, checks_failed; of towers: paths, rooms,\n"
            "edges, start_rooms, elites, solvable, retries, checks_failed. Lode Runner levels also get\n"
            "beatable: the solver wins the level with its guards within 20,000 game states (a bound in\n"
            "states, not seconds, so the share is the same on every machine; a lower bound)."),
        // Both forms are checked by checkSweep: -c and --seeds are required only without --merge.
        .options = {options::config().optional(), options::seeds().optional(), options::jobs(),
                    options::merge(),
                    options::json(QT_TRANSLATE_NOOP("Cli", "print the statistics as one JSON object"))},
        .positionals = {{[](CommandLine &cl, const QString &file) { cl.mergeFiles.append(file); }, nullptr,
                         true}},
        .check = checkSweep,
        .run = runSweep,
    };
    return spec;
}

} // namespace mapsmith::cli
