// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// `mapsmith validate`: the generator's own checks over a seed range; exit 1 when any fails.
#include "cli/commands.h"
#include "cli/options.h"
#include "cli/output.h"
#include "cli/seedrunner.h"

#include <mapsmith/generate/registry.h>

#include <QJsonArray>

#include <optional>
#include <vector>

namespace mapsmith::cli {

namespace {

struct SeedReport
{
    std::vector<Check> failures;
    std::optional<Error> error;
};

SeedReport checkSeed(const Generator &generator, Config config, std::uint64_t seed)
{
    config.seed = seed;
    SeedReport report;
    auto generated = generate(builtinGenerators(), config);
    if (!generated) {
        report.error = generated.error();
        return report;
    }
    for (Check &check : generator.validate(generated->map, generated->map.source.params)) {
        if (!check.passed)
            report.failures.push_back(std::move(check));
    }
    return report;
}

void printReport(const CommandLine &cl, const std::vector<SeedReport> &reports, std::size_t failed)
{
    QJsonArray failures;
    std::string text;
    for (std::size_t i = 0; i < reports.size(); ++i) {
        const std::uint64_t seed = cl.seeds->first + i;
        for (const Check &check : reports[i].failures) {
            text += "seed " + std::to_string(seed) + ": " + check.id + ": " + check.message + '\n';
            failures.append(QJsonObject{{QStringLiteral("seed"), seedToJson(seed)},
                                        {QStringLiteral("check"), QString::fromStdString(check.id)},
                                        {QStringLiteral("message"), QString::fromStdString(check.message)}});
        }
    }
    if (cl.json) {
        printJson({{QStringLiteral("seeds"), static_cast<qint64>(reports.size())},
                   {QStringLiteral("failed"), static_cast<qint64>(failed)},
                   {QStringLiteral("failures"), failures}});
        return;
    }
    text += std::to_string(reports.size()) + " seeds, " + std::to_string(failed) + " failed\n";
    printOut(QByteArray::fromStdString(text));
}

} // namespace

int runValidate(const CommandLine &cl)
{
    const auto config = loadCommandConfig(cl);
    if (!config)
        return fail(config.error());
    const Generator *generator = builtinGenerators().find(config->generator);
    if (!generator)
        return fail(Error::badInput("unknown generator '" + config->generator + "'"));
    std::vector<SeedReport> reports(static_cast<std::size_t>(cl.seeds->count()));
    {
        Progress progress(QStringLiteral("validate"), reports.size());
        forEachSeed(*cl.seeds, cl.jobs, progress, [&](std::size_t i, std::uint64_t seed) {
            reports[i] = checkSeed(*generator, *config, seed);
        });
    }
    std::size_t failed = 0;
    for (const SeedReport &report : reports) {
        if (report.error)
            return fail(*report.error);
        failed += report.failures.empty() ? 0 : 1;
    }
    printReport(cl, reports, failed);
    return failed == 0 ? ExitDone : ExitCheckFailed;
}

const CommandSpec &validateCommand()
{
    static const CommandSpec spec{
        .name = QStringLiteral("validate"),
        .summary = QT_TRANSLATE_NOOP("Cli", "run the generator's checks over a range of seeds"),
        .synopsis =
            QT_TRANSLATE_NOOP("Cli", "Usage: mapsmith validate -c CONFIG --seeds A..B [--jobs N] [--json]"),
        .description =
            QT_TRANSLATE_NOOP("Cli", "Runs the generator's checks on every seed; exits with 1 if any fails."),
        .options = {options::config(), options::seeds(), options::jobs(),
                    options::json(QT_TRANSLATE_NOOP("Cli", "print the result as one JSON object"))},
        .run = runValidate,
    };
    return spec;
}

} // namespace mapsmith::cli
